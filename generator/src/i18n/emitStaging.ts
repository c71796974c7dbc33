/**
 * The `*-staging` languages of the app manifest are derived, never copied by hand:
 * `generated/locales/<base>-staging/<namespace>.json` holds every text of the base language
 * wrapped as `⟦text⟧`, so a reviewer sees at a glance that a page runs in staging. Keys, plural
 * suffixes and `{{variables}}` stay as they are; what is not a text (null, numbers) too.
 */
import type { Emitter } from '../core/types';
import { jsonFile } from '../emit/files';
import { loadLocales } from '../load/translations';
import { stagingLanguages } from './languages';

export const STAGING_OPEN = '⟦';
export const STAGING_CLOSE = '⟧';

export const stagingLocalesEmitter: Emitter = {
  id: 'staging-locales',
  dependsOn: ['app'],
  readsLocales: true,
  emit(model, env) {
    const locales = env.locales ?? loadLocales(env.root, []);
    return stagingLanguages(model).flatMap((staging) =>
      locales.files
        .filter((f) => f.language === staging.base && f.data !== undefined)
        .map((file) => ({
          path: `generated/locales/${staging.code}/${file.namespace}.json`,
          content: jsonFile(markStaging(file.data)),
        })),
    );
  },
};

export function markStaging(value: unknown): unknown {
  if (typeof value === 'string') return `${STAGING_OPEN}${value}${STAGING_CLOSE}`;
  if (Array.isArray(value)) return value.map(markStaging);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, markStaging(v)]));
  return value;
}
