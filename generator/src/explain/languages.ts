/**
 * `explain languages`: which languages the selector offers a persona (product.md#constants-and-limits), computed with the
 * rule the shell runs (runtime/rules/languages/offeredLanguages.ts): the default or alternative
 * set as the app manifest's `languages.alternativeWhen` decides, plus the development languages
 * when `--development` (product.md#constants-and-limits "dev mode adds staging variants, it and cimode"; a server outside
 * production). The result is what `--json` prints; `languagesText` renders it.
 */
import type { Gate } from '../../../contracts/gates';
import type { GateContext } from '../../../runtime/rules/gates/context';
import { evaluateGate } from '../../../runtime/rules/gates/evaluateGate';
import {
  languageSetFor,
  offeredLanguages,
  type LanguageSetName,
} from '../../../runtime/rules/languages/offeredLanguages';
import type { Model } from '../core/model';
import { kinds } from '../registry';
import { parsePersona, type PersonaOptions } from './persona';

export interface LanguagesExplanation {
  persona: { variant: string; context: GateContext; development: boolean };
  set: LanguageSetName;
  /** The app manifest's rule for the alternative set, null when it has none. */
  alternativeWhen: Gate | null;
  /** Why the gate denied the alternative set (absent when it allowed it or there is none). */
  reason?: string;
  /** Offered, in order: the code and the translation key of its name. */
  languages: { code: string; name: string; development: boolean }[];
}

export type LanguagesExplainResult =
  | { outcome: 'usage'; problems: string[] }
  | { outcome: 'no-languages' }
  | { outcome: 'languages'; explanation: LanguagesExplanation };

export function explainLanguages(
  model: Model,
  options: PersonaOptions & { development?: boolean },
): LanguagesExplainResult {
  const access = kinds.access.bundle(model.access);
  const declared = model.app.languages;
  const { problems, context } = parsePersona(access, options);
  if (problems.length) return { outcome: 'usage', problems };
  if (!declared) return { outcome: 'no-languages' };
  const development = options.development ?? false;
  const developmentSet = development ? declared.sets.development : [];
  const set = languageSetFor(declared, context, access);
  const gate = declared.alternativeWhen ?? null;
  const verdict = gate ? evaluateGate(gate, context, access) : undefined;
  const names = new Map(declared.available.map((l) => [l.code, l.name]));
  const inSet = new Set<string>(declared.sets[set]);
  return {
    outcome: 'languages',
    explanation: {
      persona: { variant: options.variant, context, development },
      set,
      alternativeWhen: gate,
      ...(verdict && !verdict.allowed ? { reason: verdict.reason.detail } : {}),
      languages: offeredLanguages(declared, context, access, developmentSet).map((code) => ({
        code,
        name: names.get(code) ?? code,
        development: !inSet.has(code),
      })),
    },
  };
}

/** The explanation as text: the set and why, then one line per language. */
export function languagesText(e: LanguagesExplanation): string {
  const why = e.alternativeWhen
    ? `${JSON.stringify(e.alternativeWhen)} ${e.set === 'alternative' ? 'passes' : `denies${e.reason ? `: ${e.reason}` : ''}`}`
    : 'the app manifest declares no alternativeWhen';
  const width = Math.max(...e.languages.map((l) => l.code.length));
  return [
    `Language set: ${e.set} (alternativeWhen ${why})`,
    `Persona: variant ${e.persona.variant}${e.persona.development ? ', development server' : ', production server'}`,
    ...e.languages.map(
      (l) => `  ${l.code.padEnd(width)}  ${l.name}${l.development ? '  (development)' : ''}`,
    ),
  ].join('\n');
}
