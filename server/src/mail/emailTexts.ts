/**
 * The e-mails' texts: `locales/<language>/email.json` (the translators' files, checked by
 * `lodestar validate` like every other namespace), re-read when a file changes. A language
 * without the file or the key answers in English; `{{name}}` placeholders are filled as
 * i18next would, with plain-text values (escaping for HTML happens in emailLayout.ts).
 */
import { readFileSync } from 'node:fs';
import { modifiedAt } from '../project/fileVersions';
import { localeFile } from '../pages/localeFiles';

const FALLBACK_LANGUAGE = 'en';
const NAMESPACE = 'email';
// A language tag (en, pt-BR, en-staging): also keeps the path inside the locale folders.
const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

const files = new Map<string, { mtimeMs: number; texts: unknown }>();

function textsOf(root: string, language: string): unknown {
  if (!LANGUAGE.test(language)) return undefined;
  const file = localeFile(root, language, NAMESPACE);
  const mtimeMs = modifiedAt(file);
  if (mtimeMs < 0) return undefined;
  const hit = files.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit.texts;
  let texts: unknown;
  try {
    texts = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // A broken file reads as missing: the English texts answer, nothing crashes.
  }
  files.set(file, { mtimeMs, texts });
  return texts;
}

function lookup(texts: unknown, path: string): string | undefined {
  let node = texts;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

/** `t('email:…')` for one language and one message's values; the key itself when missing. */
export type EmailT = (key: `email:${string}`) => string;

export function emailTranslator(
  root: string,
  language: string,
  values: Readonly<Record<string, string>>,
): EmailT {
  return (key) => {
    const path = key.slice(NAMESPACE.length + 1);
    const template =
      lookup(textsOf(root, language), path) ?? lookup(textsOf(root, FALLBACK_LANGUAGE), path);
    return fill(template ?? key, values);
  };
}
