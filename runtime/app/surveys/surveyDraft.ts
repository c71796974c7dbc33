/**
 * The survey editor's pure rules ("the edit page shows and edits its questions (add,
 * remove, reorder, change text and type)"): the editable draft, its changes, the 400 answer's
 * field mapped to the input it is about, and the AI result handed over by the AI goal page.
 * No React: the tests call these directly (tests/surveys/surveyDraft.test.ts).
 */
import type { AiSurveyQuestion, SurveyDraft } from '../../../generated/types';
import { SURVEY_INPUT_LIMITS } from './limits';

export type QuestionType = AiSurveyQuestion['type'];
export const QUESTION_TYPES: readonly QuestionType[] = [
  'open-text',
  'single-choice',
  'multiple-choice',
  'rating',
  'nps',
];

/** A question being edited: `key` keeps React's list stable while questions move. */
export interface EditableQuestion {
  key: number;
  type: QuestionType;
  text: string;
  options: string[];
}

export interface EditableSurvey {
  name: string;
  questions: EditableQuestion[];
}

let nextKey = 1;
const key = () => nextKey++;

export const isChoice = (type: QuestionType) =>
  type === 'single-choice' || type === 'multiple-choice';

export function toEditable(survey: {
  name: string;
  questions: AiSurveyQuestion[];
}): EditableSurvey {
  return {
    name: survey.name,
    questions: survey.questions.map((q) => ({
      key: key(),
      type: q.type,
      text: q.text,
      options: q.options ?? [],
    })),
  };
}

/** What PUT sends: options only on choice questions. */
export function toDraft(survey: EditableSurvey): SurveyDraft {
  return {
    name: survey.name,
    questions: survey.questions.map((q) =>
      isChoice(q.type)
        ? { type: q.type, text: q.text, options: q.options }
        : { type: q.type, text: q.text },
    ),
  };
}

export function newQuestion(text = ''): EditableQuestion {
  return { key: key(), type: 'open-text', text, options: [] };
}

export function addQuestion(questions: EditableQuestion[]): EditableQuestion[] {
  if (questions.length >= SURVEY_INPUT_LIMITS.questions) return questions;
  return [...questions, newQuestion()];
}

export function removeQuestion(questions: EditableQuestion[], index: number): EditableQuestion[] {
  return questions.filter((_, i) => i !== index);
}

/** Moves question `index` one place up (-1) or down (+1); at an end nothing changes. */
export function moveQuestion(
  questions: EditableQuestion[],
  index: number,
  by: -1 | 1,
): EditableQuestion[] {
  const to = index + by;
  if (to < 0 || to >= questions.length) return questions;
  const next = [...questions];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A choice type starts with two empty options to fill in; other types drop theirs on save. */
export function changeType(question: EditableQuestion, type: QuestionType): EditableQuestion {
  const options = isChoice(type) && question.options.length === 0 ? ['', ''] : question.options;
  return { ...question, type, options };
}

/**
 * Which input a 400's `field` names (server: `name`, `questions`, `questions/2/text`,
 * `questions/2/options`, `questions/2/options/1`, `questions/2/type`) and which message says it.
 */
export type FieldError =
  | { input: 'name'; message: 'name' }
  | { input: 'questions'; message: 'questions' }
  | { input: 'text' | 'type' | 'options'; question: number; message: 'text' | 'type' | 'options' }
  | { input: 'option'; question: number; option: number; message: 'option' };

export function fieldError(field: string | undefined): FieldError | undefined {
  if (!field) return undefined;
  if (field === 'name') return { input: 'name', message: 'name' };
  if (field === 'questions') return { input: 'questions', message: 'questions' };
  const match = /^questions\/(\d+)\/(text|type|options)(?:\/(\d+))?/.exec(field);
  if (!match) return undefined;
  const question = Number(match[1]);
  const part = match[2] as 'text' | 'type' | 'options';
  if (part === 'options' && match[3] !== undefined) {
    return { input: 'option', question, option: Number(match[3]), message: 'option' };
  }
  return { input: part, question, message: part };
}

/** sessionStorage key of the AI result handed to survey creation . */
export const AI_DRAFT_KEY = 'lodestar.aiSurveyDraft';

/** A `{ name, questions }` from the AI goal page, when the value has that shape. */
export function aiDraftOf(
  value: unknown,
): { name: string; questions: AiSurveyQuestion[] } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { name, questions } = value as Record<string, unknown>;
  if (typeof name !== 'string' || !Array.isArray(questions) || questions.length === 0)
    return undefined;
  const valid = questions.every(
    (q: unknown) =>
      !!q &&
      typeof q === 'object' &&
      typeof (q as AiSurveyQuestion).text === 'string' &&
      QUESTION_TYPES.includes((q as AiSurveyQuestion).type),
  );
  return valid ? { name, questions: questions as AiSurveyQuestion[] } : undefined;
}

/**
 * Takes the AI result: from the navigation's state (`{ aiSurveyDraft }`) or, once, from
 * sessionStorage (removed on reading, so a reload creates from scratch rather than twice).
 */
export function takeAiDraft(
  locationState: unknown,
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined,
): { name: string; questions: AiSurveyQuestion[] } | undefined {
  const fromState =
    locationState && typeof locationState === 'object'
      ? aiDraftOf((locationState as Record<string, unknown>).aiSurveyDraft)
      : undefined;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(AI_DRAFT_KEY) ?? null;
    if (stored !== null) storage?.removeItem(AI_DRAFT_KEY);
  } catch {
    // Storage unavailable (privacy mode): only the state can carry it.
  }
  if (fromState) return fromState;
  if (stored === null) return undefined;
  try {
    return aiDraftOf(JSON.parse(stored));
  } catch {
    return undefined;
  }
}

/** The editor's tabs (product.md#screens-and-routes `surveyTab`); anything else opens the first. */
export const SURVEY_TABS = ['questions', 'settings'] as const;
export type SurveyTab = (typeof SURVEY_TABS)[number];
export function surveyTabOf(value: string | null): SurveyTab {
  return (SURVEY_TABS as readonly string[]).includes(value ?? '')
    ? (value as SurveyTab)
    : 'questions';
}
