/**
 * Which languages must be complete, from the app manifest's `languages.available`: every offered
 * language except `cimode` (i18next shows keys, there is nothing to translate) and the `*-staging`
 * variants (derived from their base language at generate time, see emitStaging.ts), plus the base
 * of each staging variant.
 */
import { childRef } from '../core/located';
import type { Model } from '../core/model';
import type { Ref } from '../core/types';
import { SOURCE_LANGUAGE } from '../load/translations';

export const KEYS_PSEUDO_LANGUAGE = 'cimode';
export const STAGING_SUFFIX = '-staging';

export interface OfferedLanguage {
  code: string;
  /** The `code` of its entry in the app manifest (for a staging base: the staging entry). */
  at: Ref;
}

export interface StagingLanguage extends OfferedLanguage {
  /** The language whose texts it shows: `de` for `de-staging`. */
  base: string;
}

/** The translated languages, source first; null when the project has no app manifest languages. */
export function translatedLanguages(model: Model): OfferedLanguage[] | null {
  const languages = model.app.languages;
  if (!languages) return null;
  const out = new Map<string, OfferedLanguage>();
  const add = (code: string, at: Ref) => {
    if (code !== KEYS_PSEUDO_LANGUAGE && !out.has(code)) out.set(code, { code, at });
  };
  // Own entries first: a base is reported at its staging entry only when it is not offered itself.
  for (const entry of languages.available)
    if (!entry.code.endsWith(STAGING_SUFFIX)) add(entry.code, childRef(entry.$at, 'code'));
  for (const staging of stagingLanguages(model)) add(staging.base, staging.at);
  const list = [...out.values()];
  return [
    ...list.filter((l) => l.code === SOURCE_LANGUAGE),
    ...list.filter((l) => l.code !== SOURCE_LANGUAGE),
  ];
}

export function stagingLanguages(model: Model): StagingLanguage[] {
  return (model.app.languages?.available ?? [])
    .filter((l) => l.code.endsWith(STAGING_SUFFIX) && l.code.length > STAGING_SUFFIX.length)
    .map((l) => ({
      code: l.code,
      base: l.code.slice(0, -STAGING_SUFFIX.length),
      at: childRef(l.$at, 'code'),
    }));
}
