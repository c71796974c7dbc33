/**
 * The one interface behind the AI survey calls (product.md#calls "POST …/ai/surveys: body goal;
 * response name, questions; cancellable" and "…/ai/questions: response returned as is"). The
 * handlers (handlers/aiSurveys.ts) only see `AiSurveyProvider`; createAiProvider.ts picks the
 * embedded generator or a configured model.
 */
import type { AiQuestionList, AiSurveyResult } from '../../../generated/types';

export interface AiSurveyProvider {
  /** Which one answers, for logs and the README: `embedded` or `model`. */
  readonly kind: 'embedded' | 'model';
  /** A survey (name, questions) for the goal, written in `language` (a tag such as pt-BR). */
  generateSurvey(goal: string, language: string, signal: AbortSignal): Promise<AiSurveyResult>;
  /** Questions from the questions so far (product.md#calls: the answer goes back to the client as is). */
  generateQuestions(
    questions: AiQuestionList['questions'],
    language: string,
    signal: AbortSignal,
  ): Promise<AiQuestionList>;
}

/** Why a generation failed; the handler answers 502 with the code (product.md#errors "AI goal failure"). */
export type AiFailure = 'ai_timeout' | 'ai_invalid_output' | 'ai_unavailable';

export class AiError extends Error {
  override readonly name = 'AiError';
  constructor(
    readonly code: AiFailure,
    message: string,
  ) {
    super(message);
  }
}

/** The caller went away (the request's signal): nobody waits for an answer any more. */
export class AiCancelled extends Error {
  override readonly name = 'AiCancelled';
  constructor() {
    super('The request was cancelled by the client.');
  }
}

/** Throws AiCancelled when the signal has fired: a check between steps of a generation. */
export function throwIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw new AiCancelled();
}
