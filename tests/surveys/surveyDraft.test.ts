/**
 * The survey editor's pure rules (runtime/app/surveys/surveyDraft.ts): reorder, add,
 * remove, type changes, what PUT sends, the 400 field → input mapping, the AI result handed over
 * by the AI goal page, the surveyTab values; and the surveys empty state's "data present"
 * (runtime/rules/emptyStates/dataPresent.ts: a site with ≥ 1 survey has data).
 */
import { describe, expect, it } from 'vitest';
import { dataPresent } from '../../runtime/rules/emptyStates/dataPresent';
import {
  AI_DRAFT_KEY,
  addQuestion,
  changeType,
  fieldError,
  moveQuestion,
  removeQuestion,
  surveyTabOf,
  takeAiDraft,
  toDraft,
  toEditable,
} from '../../runtime/app/surveys/surveyDraft';

const survey = toEditable({
  name: 'S',
  questions: [
    { type: 'open-text', text: 'A' },
    { type: 'nps', text: 'B' },
    { type: 'single-choice', text: 'C', options: ['x', 'y'] },
  ],
});
const texts = (qs: { text: string }[]) => qs.map((q) => q.text).join('');

describe('questions', () => {
  it('move up / down swaps neighbours and stops at the ends', () => {
    expect(texts(moveQuestion(survey.questions, 1, -1))).toBe('BAC');
    expect(texts(moveQuestion(survey.questions, 1, 1))).toBe('ACB');
    expect(moveQuestion(survey.questions, 0, -1)).toBe(survey.questions);
    expect(moveQuestion(survey.questions, 2, 1)).toBe(survey.questions);
  });
  it('keys stay with their question when it moves', () => {
    const moved = moveQuestion(survey.questions, 0, 1);
    expect(moved[1]!.key).toBe(survey.questions[0]!.key);
  });
  it('add appends an empty open-text question, at most 20; remove drops one', () => {
    expect(addQuestion(survey.questions).at(-1)).toMatchObject({ type: 'open-text', text: '' });
    const full = Array.from({ length: 20 }, () => survey.questions[0]!);
    expect(addQuestion(full)).toBe(full);
    expect(texts(removeQuestion(survey.questions, 1))).toBe('AC');
  });
  it('a choice type starts with two empty options; PUT sends options only for choices', () => {
    expect(changeType(survey.questions[0]!, 'multiple-choice').options).toEqual(['', '']);
    expect(changeType(survey.questions[2]!, 'multiple-choice').options).toEqual(['x', 'y']);
    const back = { ...survey, questions: [changeType(survey.questions[2]!, 'rating')] };
    expect(toDraft(back).questions).toEqual([{ type: 'rating', text: 'C' }]);
    expect(toDraft(survey).questions[2]).toEqual({
      type: 'single-choice',
      text: 'C',
      options: ['x', 'y'],
    });
  });
});

describe("the server's 400 field → the input", () => {
  it.each([
    ['name', { input: 'name' }],
    ['questions', { input: 'questions' }],
    ['questions/2/text', { input: 'text', question: 2 }],
    ['questions/0/type', { input: 'type', question: 0 }],
    ['questions/1/options', { input: 'options', question: 1 }],
    ['questions/1/options/3', { input: 'option', question: 1, option: 3 }],
  ])('%s', (field, expected) => expect(fieldError(field)).toMatchObject(expected));
  it('anything else names no input', () => {
    expect(fieldError(undefined)).toBeUndefined();
    expect(fieldError('templateId')).toBeUndefined();
  });
});

describe('the AI result handed to survey creation', () => {
  const draft = { name: 'Pricing exit', questions: [{ type: 'nps', text: 'Recommend?' }] };
  const storage = (value: string | null) => {
    const store = new Map(value === null ? [] : [[AI_DRAFT_KEY, value]]);
    return {
      getItem: (k: string) => store.get(k) ?? null,
      removeItem: (k: string) => void store.delete(k),
      store,
    };
  };
  it('from the navigation state, else from sessionStorage (read once)', () => {
    expect(takeAiDraft({ aiSurveyDraft: draft }, storage(null))).toEqual(draft);
    const s = storage(JSON.stringify(draft));
    expect(takeAiDraft(null, s)).toEqual(draft);
    expect(s.store.has(AI_DRAFT_KEY)).toBe(false);
    expect(takeAiDraft(null, s)).toBeUndefined();
  });
  it('ignores malformed values', () => {
    expect(takeAiDraft(null, storage('{not json'))).toBeUndefined();
    expect(takeAiDraft({ aiSurveyDraft: { name: 'x', questions: [] } }, undefined)).toBeUndefined();
    const badType = { name: 'x', questions: [{ type: 'slider', text: 'q' }] };
    expect(takeAiDraft({ aiSurveyDraft: badType }, undefined)).toBeUndefined();
  });
});

it('surveyTab: questions or settings, anything else the first tab', () => {
  expect(surveyTabOf('settings')).toBe('settings');
  expect(surveyTabOf('design')).toBe('questions');
  expect(surveyTabOf(null)).toBe('questions');
});

it('surveys have data once the site has a survey', () => {
  expect(dataPresent('surveys', 100, 0)).toBe(false);
  expect(dataPresent('surveys', undefined, undefined)).toBe(false);
  expect(dataPresent('surveys', 0, 1)).toBe(true);
  expect(dataPresent('feedback', 100, 3)).toBe(false);
});
