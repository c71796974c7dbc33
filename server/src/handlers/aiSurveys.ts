/**
 * AI survey creation (product.md#screens-and-routes "AI survey goal page", product.md#validation, product.md#calls
 * "POST …/ai/surveys … cancellable" and "…/ai/questions … returned as is", product.md#errors "AI goal failure").
 * Both calls go to the one provider of the Services (ai/createAiProvider.ts: the embedded
 * generator, or a model when AI_BASE_URL is set), in the signed-in user's language.
 *
 * - Who: a member of the site's organization (any other site is "not found", 404, like every
 *   site call), with write or admin access and the `surveys-create` permission (403 otherwise:
 *   product.md#roles-and-permissions "surveys-create also gates AI creation and goal entry" — enforced here, not only in the
 *   UI), in the site's organization — the same check as the survey store (handlers/surveys.ts).
 * - Bounds: the goal is 1–400 characters and a question list at most 20 questions (the request
 *   schemas, 400 naming the field); generation is rate-limited per user and address
 *   (security/rateLimits.ts, RATE_LIMIT_AI_*), because a model call costs.
 * - Failure: the provider's error becomes a 502 naming its cause (`ai_timeout`,
 *   `ai_invalid_output`, `ai_unavailable`) — the page shows its error state (product.md#errors), never a
 *   broken survey.
 * - Cancellation: when the client goes away, `context.signal` fires and the provider stops
 *   (the model's fetch is aborted); the answer nobody waits for is a 499.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { AiCancelled, AiError } from '../ai/provider';
import { siteForSurveyChanges, userTextLanguage } from '../auth/surveyAccess';
import type { RequestContext } from '../http/context';
import { HttpError } from '../http/httpError';

/** 404/403 (auth/surveyAccess.ts); then the language of the generated texts. */
async function authorizeCreation(context: RequestContext, siteId: number): Promise<string> {
  await siteForSurveyChanges(context, siteId);
  return userTextLanguage(context);
}

/** The provider's failure as the API's answer. */
function failure(error: unknown, context: RequestContext): never {
  if (error instanceof AiCancelled) {
    throw new HttpError(499, 'client_closed_request', 'The request was cancelled.');
  }
  if (error instanceof AiError) {
    context.log.warn({ code: error.code, provider: context.ai.kind }, error.message);
    throw new HttpError(502, error.code, `The survey could not be generated: ${error.message}`);
  }
  throw error;
}

export const generateAiSurvey: ApiHandler<'generateAiSurvey', RequestContext> = async (
  { params, body },
  context,
) => {
  const language = await authorizeCreation(context, params.siteId);
  try {
    const result = await context.ai.generateSurvey(body.goal, language, context.signal);
    return { status: 200, body: result };
  } catch (error) {
    failure(error, context);
  }
};

export const generateAiQuestions: ApiHandler<'generateAiQuestions', RequestContext> = async (
  { params, body },
  context,
) => {
  const language = await authorizeCreation(context, params.siteId);
  try {
    const result = await context.ai.generateQuestions(body.questions, language, context.signal);
    return { status: 200, body: result };
  } catch (error) {
    failure(error, context);
  }
};
