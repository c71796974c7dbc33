/**
 * Where the translations of a language live: `locales/<language>/` as translators write them, or
 * `generated/locales/<language>/` for the staging variants `lodestar generate` derives from their
 * base language (never hand-copied). Callers pass language tags only (languageTag).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * One version of every translation file served, from their contents: the page names it
 * (`<html data-locales>`), the browser asks `/locales/{lng}/{ns}.json?v=<version>`, and an answer
 * to the current version is cached for good while any other is revalidated. So a warm load asks
 * for no translation at all and a deploy that changes a text changes the version, so
 * it is never served stale. Read once at start: translations change with a deploy.
 */
export function localesVersion(root: string): string {
  const hash = createHash('sha256');
  for (const dir of localeRoots(root)) {
    let files: string[];
    try {
      files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
    } catch {
      continue; // generated/locales absent before the first `npm run gen`
    }
    for (const file of files) {
      if (!file.endsWith('.json')) continue;
      hash
        .update(`${dir}/${file}\0`)
        .update(readFileSync(join(dir, file)))
        .update('\0');
    }
  }
  return hash.digest('base64url').slice(0, 12);
}
