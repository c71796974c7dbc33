/**
 * What a generator returns is checked against the API's own schemas (AiSurveyResult,
 * AiQuestionList of manifests/schemas/surveys.yaml) with the repository's one ajv setup, the
 * same options as request and response validation: a model's answer that does not fit is an
 * error (product.md#errors), never a broken survey handed to the page.
 *
 * Beyond the schema, a survey must be usable: choice questions carry at least two options and
 * other types none (a model likes to add options to a rating).
 */
import type { ValidateFunction } from 'ajv';
import { entitySchemas } from '../../../generated/api/contracts';
import type { AiQuestionList, AiSurveyQuestion, AiSurveyResult } from '../../../generated/types';
import { createAjv } from '../../../runtime/rules/validation/createAjv';
import { addAnnotationFormats, ajvCustomOptions } from '../http/ajvOptions';
import { describeAjvError, type AjvErrorLike } from '../http/validationField';

let compiled: { survey: ValidateFunction; questions: ValidateFunction } | undefined;

function validators() {
  if (!compiled) {
    const ajv = createAjv('draft-07', { ...ajvCustomOptions, strict: false });
    addAnnotationFormats(ajv);
    for (const schema of entitySchemas) ajv.addSchema(schema);
    const survey = ajv.getSchema('AiSurveyResult');
    const questions = ajv.getSchema('AiQuestionList');
    if (!survey || !questions) throw new Error('entitySchemas lack AiSurveyResult/AiQuestionList');
    compiled = { survey, questions };
  }
  return compiled;
}

const CHOICE = new Set<AiSurveyQuestion['type']>(['single-choice', 'multiple-choice']);

/** The first problem of the questions beyond the schema, or null. */
function questionProblem(questions: readonly AiSurveyQuestion[]): string | null {
  for (const [index, question] of questions.entries()) {
    const options = question.options ?? [];
    if (CHOICE.has(question.type) && options.length < 2) {
      return `questions/${index} is a ${question.type} question with fewer than 2 options`;
    }
    if (!CHOICE.has(question.type) && options.length > 0) {
      return `questions/${index} is a ${question.type} question with options`;
    }
  }
  return null;
}

function check<T>(validate: ValidateFunction, value: unknown, what: string): T | string {
  if (!validate(value)) {
    const first = validate.errors?.[0] as AjvErrorLike | undefined;
    return first ? describeAjvError(what, first) : `${what} does not match its schema`;
  }
  return value as T;
}

/** The survey, or a sentence saying what is wrong with it. */
export function checkSurveyResult(value: unknown): AiSurveyResult | string {
  const result = check<AiSurveyResult>(validators().survey, value, 'survey');
  if (typeof result === 'string') return result;
  return questionProblem(result.questions) ?? result;
}

/** The question list, or a sentence saying what is wrong with it. */
export function checkQuestionList(value: unknown): AiQuestionList | string {
  const result = check<AiQuestionList>(validators().questions, value, 'questions');
  if (typeof result === 'string') return result;
  return questionProblem(result.questions) ?? result;
}
