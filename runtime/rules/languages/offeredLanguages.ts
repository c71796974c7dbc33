/**
 * Which languages the selector offers (product.md#constants-and-limits "Languages: default en, de, pt-BR, es, fr;
 * alternative en, de, es, ja, fr; dev mode adds staging variants, it and cimode"). The app
 * manifest decides who gets the alternative set (`languages.alternativeWhen`, a gate over the
 * account context); the server says whether development languages are added (Settings).
 * Pure: the browser's selector, the server and `lodestar explain languages` share it.
 */
import type { AccessDefinitions } from '../../../contracts/access';
import type { Gate } from '../../../contracts/gates';
import type { GateContext } from '../gates/context';
import { evaluateGate } from '../gates/evaluateGate';

export interface LanguagesDeclaration {
  default: string;
  sets: { default: readonly string[]; alternative: readonly string[] };
  alternativeWhen?: Gate;
}

export type LanguageSetName = 'default' | 'alternative';

/** The set of product.md#constants-and-limits this context is offered. */
export function languageSetFor(
  languages: LanguagesDeclaration,
  context: GateContext,
  access: AccessDefinitions,
): LanguageSetName {
  if (!languages.alternativeWhen) return 'default';
  return evaluateGate(languages.alternativeWhen, context, access).allowed
    ? 'alternative'
    : 'default';
}

/**
 * The languages offered, in the order of the set, then the development ones (none in
 * production), each once.
 */
export function offeredLanguages(
  languages: LanguagesDeclaration,
  context: GateContext,
  access: AccessDefinitions,
  development: readonly string[],
): string[] {
  const set = languages.sets[languageSetFor(languages, context, access)];
  return [...new Set([...set, ...development])];
}
