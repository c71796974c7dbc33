/**
 * The embedded generator's composition rules: from what the goal's words retrieve —
 * intents, bank questions, survey templates (embeddedIndex.ts) — a named survey of 3–6 fitting
 * questions in the index's language. Deterministic: the same goal and files give the same survey.
 *
 * Rules:
 * - Intents: every intent whose keywords match, scored relative to the best (≥ 30 % counts).
 *   Nothing matched in the user's language → the English keywords are tried (a German user may
 *   type English); still nothing → the `general` questions.
 * - Candidates: bank questions of the matched intents (the intent's score, plus a little for the
 *   question's own words matching the goal), questions of the two best-matching survey templates
 *   (below the bank's: they fill what the bank lacks), and the `general` questions last.
 * - Required, in this order: an NPS question when the goal is about loyalty or recommendation
 *   (and never otherwise); a choice question of reasons for "why"/exit/churn goals; a rating for
 *   satisfaction and ease; always at least one open-text question.
 * - Filled up to 3 + the number of intents (at most 5), no more than 1 NPS, 2 ratings, 2 choice
 *   and 2 open-text questions, no two questions alike (¾ of the shorter one's words, or the
 *   same options).
 * - Order: NPS, ratings, choices, then open questions (the usual funnel from closed to open).
 * - Name: `names.aim-topic.<aim>` with the topic, `names.aim.<aim>`, `names.topic` or
 *   `names.general`, from the strongest aim and topic.
 */
import type { AiSurveyQuestion, AiSurveyResult } from '../../../generated/types';
import { optionText, questionText, type LanguageIndex } from './embeddedIndex';
import { AIMS, QUESTION_BANK, TOPICS, type Aim, type Intent, type Topic } from './questionBank';

/** An intent counts when it scores at least this share of the best one. */
const INTENT_SHARE = 0.3;
const MIN_QUESTIONS = 3;
const MAX_QUESTIONS = 5;
const TYPE_CAPS: Record<AiSurveyQuestion['type'], number> = {
  nps: 1,
  rating: 2,
  'single-choice': 2,
  'multiple-choice': 2,
  'open-text': 2,
};
const TYPE_ORDER: AiSurveyQuestion['type'][] = [
  'nps',
  'rating',
  'single-choice',
  'multiple-choice',
  'open-text',
];
const CHOICE = new Set<AiSurveyQuestion['type']>(['single-choice', 'multiple-choice']);
const REASON_AIMS: readonly Intent[] = ['reasons', 'exit', 'churn'];
const RATING_AIMS: readonly Intent[] = ['satisfaction', 'usability'];

interface Candidate {
  question: AiSurveyQuestion;
  score: number;
  /** Position among equal scores: bank order, then templates, then general. */
  order: number;
}

/** Scores of the matched intents, best first, relative to the best (1). */
export function detectIntents(
  index: LanguageIndex,
  goal: string,
  fallback?: LanguageIndex,
): Map<Intent, number> {
  let hits = index.searchIntents(goal);
  if (hits.length === 0 && fallback) hits = fallback.searchIntents(goal);
  const best = hits[0]?.score ?? 0;
  const intents = new Map<Intent, number>();
  for (const hit of hits) {
    const share = hit.score / best;
    if (share >= INTENT_SHARE) intents.set(hit.id as Intent, share);
  }
  return intents;
}

function bankCandidates(index: LanguageIndex, goal: string, intents: Map<Intent, number>) {
  const ownWords = new Map<string, number>();
  const hits = index.searchQuestions(goal);
  const best = hits[0]?.score ?? 1;
  for (const hit of hits) ownWords.set(hit.id as string, hit.score / best);
  const candidates: Candidate[] = [];
  // General questions stay last unless nothing else matched.
  const generalScore = intents.size === 0 ? 0.5 : 0.05;
  QUESTION_BANK.forEach((bank, order) => {
    const intentScore = Math.max(0, ...bank.intents.map((i) => intents.get(i) ?? 0));
    const general = bank.intents.includes('general');
    if (intentScore === 0 && !general) return;
    const question: AiSurveyQuestion = {
      type: bank.type,
      text: questionText(index.texts, bank.id),
    };
    if (bank.options) question.options = bank.options.map((o) => optionText(index.texts, o));
    candidates.push({
      question,
      score: intentScore > 0 ? intentScore + 0.3 * (ownWords.get(bank.id) ?? 0) : generalScore,
      order: intentScore > 0 ? order : 10_000 + order,
    });
  });
  return candidates;
}

function templateCandidates(index: LanguageIndex, goal: string): Candidate[] {
  const hits = index.searchTemplates(goal).slice(0, 2);
  const best = hits[0]?.score ?? 1;
  const candidates: Candidate[] = [];
  hits.forEach((hit, rank) => {
    const template = index.templates.get(hit.id as number);
    // One word in common is chance; two or more say the template is about the goal.
    if (!template || hit.queryTerms.length < 2) return;
    template.questions.forEach((question, position) => {
      candidates.push({
        question: question.options
          ? { type: question.type, text: question.text, options: [...question.options] }
          : { type: question.type, text: question.text },
        // Below every question of a matched intent: templates fill what the bank lacks.
        score: 0.25 * (hit.score / best),
        order: 1_000 + rank * 100 + position,
      });
    });
  });
  return candidates;
}

/** Two questions sharing this much of the shorter one's words ask the same thing. */
const SAME_QUESTION = 0.75;

/**
 * Of one type, and the same words (mostly) or a choice between the same options: one question
 * twice. A closed question and its open follow-up share words but ask differently.
 */
function alike(index: LanguageIndex, a: AiSurveyQuestion, b: AiSurveyQuestion): boolean {
  if (a.type !== b.type) return false;
  if (a.options && b.options && a.options.join('\n') === b.options.join('\n')) return true;
  const left = index.terms(a.text);
  const right = index.terms(b.text);
  let shared = 0;
  for (const term of left) if (right.has(term)) shared += 1;
  const shorter = Math.min(left.size, right.size);
  return shorter === 0 ? a.text === b.text : shared / shorter >= SAME_QUESTION;
}

function pick(
  index: LanguageIndex,
  candidates: readonly Candidate[],
  allowNps: boolean,
  intents: Map<Intent, number>,
): Candidate[] {
  const usable = candidates
    .filter((c) => allowNps || c.question.type !== 'nps')
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const picked: Candidate[] = [];
  const count = (type: AiSurveyQuestion['type']) =>
    picked.filter((c) => c.question.type === type).length;
  const fits = (c: Candidate) =>
    !picked.includes(c) &&
    count(c.question.type) < TYPE_CAPS[c.question.type] &&
    !picked.some((p) => alike(index, p.question, c.question));
  const take = (wanted: (c: Candidate) => boolean) => {
    const found = usable.find((c) => wanted(c) && fits(c));
    if (found) picked.push(found);
  };

  const has = (list: readonly Intent[]) => list.some((i) => intents.has(i));
  if (allowNps) take((c) => c.question.type === 'nps');
  if (has(REASON_AIMS)) take((c) => CHOICE.has(c.question.type));
  if (has(RATING_AIMS)) take((c) => c.question.type === 'rating');
  take((c) => c.question.type === 'open-text');

  const target = Math.min(MAX_QUESTIONS, Math.max(MIN_QUESTIONS, MIN_QUESTIONS + intents.size));
  for (const candidate of usable) {
    if (picked.length >= target) break;
    if (fits(candidate)) picked.push(candidate);
  }
  return picked.sort(
    (a, b) =>
      TYPE_ORDER.indexOf(a.question.type) - TYPE_ORDER.indexOf(b.question.type) ||
      b.score - a.score ||
      a.order - b.order,
  );
}

function strongest<T extends Intent>(intents: Map<Intent, number>, among: readonly T[]) {
  let best: T | undefined;
  for (const intent of among) {
    const score = intents.get(intent) ?? 0;
    if (score > 0 && (best === undefined || score > (intents.get(best) ?? 0))) best = intent;
  }
  return best;
}

export function surveyName(index: LanguageIndex, intents: Map<Intent, number>): string {
  const { t } = index.texts;
  // `reasons` sharpens the questions, it names nothing on its own.
  const aim = strongest<Aim>(
    intents,
    AIMS.filter((a) => a !== 'reasons'),
  );
  const topic = strongest<Topic>(intents, TOPICS);
  const topicText = topic ? t(`ai-surveys:topics.${topic}`) : '';
  if (aim && topic) return t(`ai-surveys:names.aim-topic.${aim}`, { topic: topicText });
  if (aim) return t(`ai-surveys:names.aim.${aim}`);
  if (topic) return t('ai-surveys:names.topic', { topic: topicText });
  return t('ai-surveys:names.general');
}

/** The survey for a goal. `fallback`: the English index, for goals typed in English. */
export function composeSurvey(
  index: LanguageIndex,
  goal: string,
  fallback?: LanguageIndex,
): AiSurveyResult {
  const intents = detectIntents(index, goal, fallback);
  const candidates = [...bankCandidates(index, goal, intents), ...templateCandidates(index, goal)];
  const questions = pick(index, candidates, intents.has('loyalty'), intents).map((c) => c.question);
  return { name: surveyName(index, intents), questions };
}
