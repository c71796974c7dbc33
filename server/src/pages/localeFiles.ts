/**
 * Where the translations of a language live: `locales/<language>/` as translators write them, or
 * `generated/locales/<language>/` for the staging variants `lodestar generate` derives from their
 * base language (issue 11: never hand-copied). Callers pass language tags only (languageTag).
 */
import { join } from 'node:path';

const STAGING = /-staging$/;

/** Both folders, translators' first: what /locales/ serves. */
export function localeRoots(root: string): string[] {
  return [join(root, 'locales'), join(root, 'generated', 'locales')];
}

export function localeFile(root: string, language: string, namespace: string): string {
  const dir = STAGING.test(language) ? join(root, 'generated', 'locales') : join(root, 'locales');
  return join(dir, language, `${namespace}.json`);
}
