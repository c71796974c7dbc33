/**
 * The embedded generator's words in a language, from `locales/<language>/ai-surveys.json` (the
 * translators' files, checked by `lodestar validate` in all 7 languages): question texts, answer
 * options, survey name patterns and the keywords that recognise a goal's intent. A string the
 * language lacks falls back to English; `{{name}}` placeholders are filled as i18next would.
 *
 * Files are re-read when they change (mtime), as the invitation email and the template library
 * do: a translator's edit needs no restart.
 */
import { readFileSync } from 'node:fs';
import { modifiedAt } from '../project/fileVersions';
import { localeFile } from '../pages/localeFiles';

export const AI_NAMESPACE = 'ai-surveys';
const FALLBACK_LANGUAGE = 'en';
// A language tag (en, pt-BR, en-staging): also keeps the path inside the locale folders.
const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

export interface AiTexts {
  /** The language the texts are in (the asked one when valid, else English). */
  language: string;
  /** Changes whenever a file behind these texts changes: a cache key for derived indexes. */
  stamp: string;
  /** `ai-surveys:questions.nps` → its text; the key itself when no language has it. */
  t(key: string, values?: Record<string, string>): string;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined; // a missing or broken file reads as empty: English answers
  }
}

function lookup(texts: unknown, key: string): string | undefined {
  const path = key.slice(key.indexOf(':') + 1);
  let node: unknown = texts;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

const cache = new Map<string, AiTexts>();

export function aiTexts(root: string, language: string): AiTexts {
  const lang = LANGUAGE.test(language) ? language : FALLBACK_LANGUAGE;
  const own = localeFile(root, lang, AI_NAMESPACE);
  const english = localeFile(root, FALLBACK_LANGUAGE, AI_NAMESPACE);
  const stamp = `${modifiedAt(own)}|${modifiedAt(english)}`;
  const cacheKey = `${root}\u0000${lang}`;
  const hit = cache.get(cacheKey);
  if (hit?.stamp === stamp) return hit;
  const ownTexts = readJson(own);
  const englishTexts = lang === FALLBACK_LANGUAGE ? ownTexts : readJson(english);
  const texts: AiTexts = {
    language: lang,
    stamp,
    t: (key, values) => {
      const text = lookup(ownTexts, key) ?? lookup(englishTexts, key) ?? key;
      return values ? fill(text, values) : text;
    },
  };
  cache.set(cacheKey, texts);
  return texts;
}
