/**
 * GET /api/v1/register/source?source=&locale= (product.md#calls "fails if no data"; product.md#errors the client then throws
 * 'Failed to prepare register source'): what the register page shows for a signup source, from
 * `locales/<locale>/signup.json` → `sources.<source>.{headline, description, image}`, each
 * source falling back to English when the language lacks it (like i18next's fallback). An
 * unknown source is a 404 ApiError. The answer says which language the texts are in.
 */
import { readFileSync } from 'node:fs';
import { modifiedAt } from '../project/fileVersions';
import { join } from 'node:path';
import type { ApiHandler } from '../../../generated/api/contracts';
import type { RegisterSource } from '../../../generated/types';
import type { RequestContext } from '../http/context';
import { badRequest, notFound } from '../http/httpError';

const FALLBACK_LOCALE = 'en';
// A language tag (en, pt-BR, en-staging): also keeps the path inside locales/.
const LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;
const SOURCE = /^[A-Za-z0-9_-]{1,64}$/;

type SourceTexts = Omit<RegisterSource, 'source' | 'locale'>;

/** The file's `sources`, re-read when it changes (a translator's edit needs no restart). */
const files = new Map<string, { mtimeMs: number; sources: Record<string, unknown> }>();

function sourcesOf(root: string, locale: string): Record<string, unknown> | undefined {
  const file = join(root, 'locales', locale, 'signup.json');
  const mtimeMs = modifiedAt(file);
  if (mtimeMs < 0) return undefined; // no translation for this language
  const hit = files.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit.sources;
  let sources: Record<string, unknown> = {};
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { sources?: unknown };
    if (data.sources && typeof data.sources === 'object') {
      sources = data.sources as Record<string, unknown>;
    }
  } catch {
    // A broken file reads as empty: the English fallback answers, nothing crashes.
  }
  files.set(file, { mtimeMs, sources });
  return sources;
}

function textsOf(value: unknown): SourceTexts | undefined {
  const entry = value as Record<string, unknown> | undefined;
  if (!entry || typeof entry.headline !== 'string' || typeof entry.description !== 'string') {
    return undefined;
  }
  return {
    headline: entry.headline,
    description: entry.description,
    image: typeof entry.image === 'string' ? entry.image : null,
  };
}

export const getRegisterSource: ApiHandler<'getRegisterSource', RequestContext> = async (
  { query },
  context,
) => {
  const { source, locale } = query;
  if (!SOURCE.test(source)) {
    throw badRequest('source', 'source must be 1 to 64 letters, digits, - or _');
  }
  if (!LOCALE.test(locale)) throw badRequest('locale', 'locale must be a language code such as en');
  const { root } = context.config;
  for (const candidate of locale === FALLBACK_LOCALE ? [locale] : [locale, FALLBACK_LOCALE]) {
    const sources = sourcesOf(root, candidate);
    const texts = sources && Object.hasOwn(sources, source) ? textsOf(sources[source]) : undefined;
    if (texts) return { status: 200, body: { source, locale: candidate, ...texts } };
  }
  throw notFound('register source');
};
