/**
 * The embedded generator's search indexes for one language ("retrieval over the
 * template library and a question bank", MiniSearch): the intents by their keywords, the bank's
 * questions by their words, and the survey templates of the library (title, intro, categories,
 * questions). Texts and analysis are the language's (aiTexts.ts, textAnalysis.ts).
 *
 * Built on first use per language and kept until a locale file or the template library changes
 * (its cache hands out a new array then): building takes a few milliseconds, a query far less.
 */
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { templateLibrary, type LibraryTemplate } from '../surveys/templateLibrary';
import { aiTexts, type AiTexts } from './aiTexts';
import { AIMS, QUESTION_BANK, TOPICS, type Intent } from './questionBank';
import { textAnalysis } from './textAnalysis';

export interface LanguageIndex {
  texts: AiTexts;
  /** Survey templates only: tests and interviews are projects, not surveys (product.md#screens-and-routes). */
  templates: ReadonlyMap<number, LibraryTemplate>;
  searchIntents(goal: string): SearchResult[];
  searchQuestions(goal: string): SearchResult[];
  searchTemplates(goal: string): SearchResult[];
  /** The text's search terms (words, stemmed): to tell two questions apart. */
  terms(text: string): Set<string>;
}

/**
 * Prefix matches let a short word of the goal ("Preis") find a longer keyword ("Preisseite");
 * a small edit distance forgives typos and stems the stemmer leaves apart.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  combineWith: 'OR',
  prefix: (term) => term.length >= 5,
  fuzzy: (term) => (term.length >= 7 ? 0.15 : false),
};

/** The keywords of an intent: `ai-surveys:intents.<intent>`, words separated by spaces. */
export function intentKeywords(texts: AiTexts, intent: Intent): string {
  return texts.t(`ai-surveys:intents.${intent}`);
}

export function questionText(texts: AiTexts, id: string): string {
  return texts.t(`ai-surveys:questions.${id}`);
}

export function optionText(texts: AiTexts, option: string): string {
  return texts.t(`ai-surveys:options.${option}`);
}

function build(root: string, language: string, library: readonly LibraryTemplate[]) {
  const texts = aiTexts(root, language);
  const { tokenize, processTerm } = textAnalysis(texts.language);
  const make = <T>(fields: string[]) =>
    new MiniSearch<T>({ fields, tokenize, processTerm, searchOptions: SEARCH_OPTIONS });

  const intents = make<{ id: Intent; keywords: string }>(['keywords']);
  intents.addAll([...AIMS, ...TOPICS].map((id) => ({ id, keywords: intentKeywords(texts, id) })));

  const questions = make<{ id: string; text: string; options: string }>(['text', 'options']);
  questions.addAll(
    QUESTION_BANK.map((question) => ({
      id: question.id,
      text: questionText(texts, question.id),
      options: (question.options ?? []).map((o) => optionText(texts, o)).join(' '),
    })),
  );

  const surveys = library.filter((template) => template.use === 'survey');
  const templates = make<{
    id: number;
    title: string;
    introText: string;
    categories: string;
    questions: string;
  }>(['title', 'introText', 'categories', 'questions']);
  templates.addAll(
    surveys.map((template) => ({
      id: template.entryId,
      title: template.title,
      introText: template.introText,
      categories: template.categories.map((c) => c.label).join(' '),
      questions: template.questions.map((question) => question.text).join(' '),
    })),
  );

  const index: LanguageIndex = {
    texts,
    templates: new Map(surveys.map((template) => [template.entryId, template])),
    searchIntents: (goal) => intents.search(goal),
    searchQuestions: (goal) => questions.search(goal),
    // The title says most about a template; its questions are many words, each weighing little.
    searchTemplates: (goal) => templates.search(goal, { boost: { title: 2, categories: 1.5 } }),
    terms: (text) =>
      new Set(
        tokenize(text)
          .map(processTerm)
          .filter((term): term is string => term !== null),
      ),
  };
  return index;
}

const cache = new Map<
  string,
  { stamp: string; library: readonly LibraryTemplate[]; index: LanguageIndex }
>();

export function languageIndex(root: string, language: string): LanguageIndex {
  const texts = aiTexts(root, language);
  const library = templateLibrary(root, texts.language);
  const key = `${root}\u0000${texts.language}`;
  const hit = cache.get(key);
  if (hit && hit.stamp === texts.stamp && hit.library === library) return hit.index;
  const index = build(root, texts.language, library);
  cache.set(key, { stamp: texts.stamp, library, index });
  return index;
}
