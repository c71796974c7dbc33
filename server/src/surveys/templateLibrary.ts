/**
 * The survey template library ("Template library (manifests)", product.md#screens-and-routes "Survey templates
 * page", product.md#records-and-their-fields "Survey template", product.md#constants-and-limits ids): product managers declare templates in
 * `manifests/survey-templates/*.yaml`; `lodestar generate` checks them and writes
 * `generated/bundle/survey-templates.json` with translation keys, never texts. Here the keys are
 * resolved in the reader's language from `locales/<language>/survey-templates.json`, falling back
 * to English per string (a template half-translated still shows whole).
 *
 * Cache: per language, re-read when the bundle or either locale file changes (mtime), as the
 * invitation email does — a translator's edit or a `lodestar generate` needs no restart.
 */
import { readFileSync } from 'node:fs';
import { modifiedAt } from '../project/fileVersions';
import { join } from 'node:path';
import { localeFile } from '../pages/localeFiles';
import type {
  QuestionType,
  SurveyTemplatesBundle,
  TemplateUse,
} from '../../../contracts/surveyTemplates';

// Declared once with the bundle they describe (the generator writes it, this file reads it).
export type { QuestionType, TemplateUse };

/** One question of a template; the same shape as the generated AiSurveyQuestion. */
export interface LibraryQuestion {
  type: QuestionType;
  text: string;
  options?: string[];
}
export interface LibraryTemplate {
  entryId: number;
  surveyId: number;
  internalName: string;
  use: TemplateUse;
  /** Texts resolved in the library's language. */
  title: string;
  introText: string;
  heroImage: string | null;
  categories: { name: string; label: string; order: number }[];
  emptyState: { title: string; description: string; order: number } | null;
  questions: LibraryQuestion[];
}

const FALLBACK_LANGUAGE = 'en';
const NAMESPACE = 'survey-templates';
// A language tag (en, pt-BR, en-staging): also keeps the path inside the locale folders.
const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

export function bundleFile(root: string): string {
  return join(root, 'generated', 'bundle', `${NAMESPACE}.json`);
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    // A missing or broken locale file reads as empty: English (or the key) answers, nothing crashes.
    return undefined;
  }
}

/** `survey-templates:templates.nps.title` → the string at that path of the namespace file. */
function lookup(texts: unknown, key: string): string | undefined {
  const colon = key.indexOf(':');
  const path = colon >= 0 ? key.slice(colon + 1) : key;
  let node: unknown = texts;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

interface CacheEntry {
  stamp: string;
  library: readonly LibraryTemplate[];
  byId: Map<number, LibraryTemplate>;
  synonyms: readonly (readonly string[])[];
}
const cache = new Map<string, CacheEntry>();

function build(bundle: SurveyTemplatesBundle, own: unknown, english: unknown): LibraryTemplate[] {
  const t = (key: string) => lookup(own, key) ?? lookup(english, key) ?? key;
  const labels = new Map(bundle.categories.map((c) => [c.name, t(c.label)]));
  return bundle.templates.map((template) => ({
    entryId: template.entryId,
    surveyId: template.surveyId,
    internalName: template.internalName,
    use: template.use,
    title: t(template.title),
    introText: t(template.introText),
    heroImage: template.heroImage,
    categories: template.categories.map((c) => ({
      name: c.name,
      label: labels.get(c.name) ?? c.name,
      order: c.order,
    })),
    emptyState: template.emptyState
      ? {
          title: t(template.emptyState.title),
          description: t(template.emptyState.description),
          order: template.emptyState.order,
        }
      : null,
    questions: template.questions.map((q) =>
      q.options
        ? { type: q.type, text: t(q.text), options: q.options.map(t) }
        : { type: q.type, text: t(q.text) },
    ),
  }));
}

function entry(root: string, language: string): CacheEntry {
  const lang = LANGUAGE.test(language) ? language : FALLBACK_LANGUAGE;
  const files = [
    bundleFile(root),
    localeFile(root, lang, NAMESPACE),
    localeFile(root, FALLBACK_LANGUAGE, NAMESPACE),
  ];
  const stamp = files.map(modifiedAt).join('|');
  const cacheKey = `${root}\u0000${lang}`;
  const hit = cache.get(cacheKey);
  if (hit?.stamp === stamp) return hit;
  const bundle = readJson(files[0]!) as SurveyTemplatesBundle | undefined;
  const library = bundle?.templates ? build(bundle, readJson(files[1]!), readJson(files[2]!)) : [];
  const byId = new Map<number, LibraryTemplate>();
  // Entry ids first, then survey ids: an id that is both (never, the generator forbids it) finds the entry.
  for (const template of library) byId.set(template.surveyId, template);
  for (const template of library) byId.set(template.entryId, template);
  const synonyms = Object.freeze(bundle?.synonyms ?? []);
  const fresh: CacheEntry = { stamp, library: Object.freeze(library), byId, synonyms };
  cache.set(cacheKey, fresh);
  return fresh;
}

/** The library in a language (falls back to English per string); cached per language. */
export function templateLibrary(root: string, language: string): readonly LibraryTemplate[] {
  return entry(root, language).library;
}

/** The search's synonym groups (the same in every language: a group may hold any language's words). */
export function templateSynonyms(root: string, language: string): readonly (readonly string[])[] {
  return entry(root, language).synonyms;
}

/** A template by its gallery entry id or by the id of the survey it copies (898460, 803182, product.md#constants-and-limits). */
export function findTemplate(
  root: string,
  language: string,
  idOrSurveyId: number,
): LibraryTemplate | undefined {
  return entry(root, language).byId.get(idOrSurveyId);
}
