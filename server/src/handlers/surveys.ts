/**
 * Surveys that exist (manifests/api/surveyStore.yaml): list, create (from a template of
 * the library, or from name and questions — the AI result or the client's from-scratch default),
 * read, replace, launch and delete a draft.
 *
 * Authorization (product.md#roles-and-permissions), on the server and not only in the UI:
 * - signed in (401 by the session hook);
 * - the site is one the user can open, and the survey is the site's: otherwise 404, the same
 *   answer as a site or survey that does not exist;
 * - changes need write or admin access in the site's organization AND the permission
 *   `surveys-create` in that organization's membership (403) — auth/surveyAccess.ts, shared
 *   with AI generation.
 * Bounds: data/surveys.ts SURVEY_LIMITS; a refusal is a 400 naming the field the way request
 * validation does (`name`, `questions/2/text`, `questions/0/options/3`).
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import type { AiSurveyQuestion } from '../../../generated/types';
import {
  deleteDraftSurvey,
  insertSurvey,
  launchSurvey,
  replaceSurvey,
  surveyOfSite,
  surveysOfSite,
  SURVEY_LIMITS,
} from '../data/surveys';
import { memberSite } from '../auth/memberSite';
import { siteForSurveyChanges, userTextLanguage } from '../auth/surveyAccess';
import { signedInUser, type RequestContext } from '../http/context';
import { badRequest, HttpError, notFound } from '../http/httpError';
import { findTemplate } from '../surveys/templateLibrary';

const CHOICE_TYPES: ReadonlySet<string> = new Set(['single-choice', 'multiple-choice']);

/**
 * The questions as stored: texts trimmed, options kept only on choice questions. Throws the 400
 * naming the first field out of bounds.
 */
export function checkedQuestions(questions: readonly AiSurveyQuestion[]): AiSurveyQuestion[] {
  const L = SURVEY_LIMITS;
  if (questions.length === 0)
    throw badRequest('questions', 'questions must hold at least 1 question');
  if (questions.length > L.questions) {
    throw badRequest('questions', `questions must hold at most ${L.questions} questions`);
  }
  return questions.map((question, i) => {
    const at = `questions/${i}`;
    const text = question.text.trim();
    if (text.length === 0) throw badRequest(`${at}/text`, `${at}/text must not be empty`);
    if (text.length > L.questionChars) {
      throw badRequest(`${at}/text`, `${at}/text must be at most ${L.questionChars} characters`);
    }
    if (!CHOICE_TYPES.has(question.type)) return { type: question.type, text };
    const options = (question.options ?? []).map((o) => o.trim());
    if (options.length < 2) {
      throw badRequest(
        `${at}/options`,
        `${at}/options: a choice question needs at least 2 options`,
      );
    }
    if (options.length > L.options) {
      throw badRequest(`${at}/options`, `${at}/options must hold at most ${L.options} options`);
    }
    options.forEach((option, j) => {
      if (option.length === 0 || option.length > L.optionChars) {
        throw badRequest(
          `${at}/options/${j}`,
          `${at}/options/${j} must be 1 to ${L.optionChars} characters`,
        );
      }
    });
    return { type: question.type, text, options };
  });
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw badRequest('name', 'name must not be empty');
  if (trimmed.length > SURVEY_LIMITS.nameChars) {
    throw badRequest('name', `name must be at most ${SURVEY_LIMITS.nameChars} characters`);
  }
  return trimmed;
}

export const listSurveys: ApiHandler<'listSurveys', RequestContext> = async (
  { params },
  context,
) => {
  const { site } = await memberSite(context, params.siteId);
  return { status: 200, body: { surveys: await surveysOfSite(context.db, site.id) } };
};

export const getSurvey: ApiHandler<'getSurvey', RequestContext> = async ({ params }, context) => {
  const { site } = await memberSite(context, params.siteId);
  const survey = await surveyOfSite(context.db, site.id, params.surveyId);
  if (!survey) throw notFound('survey');
  return { status: 200, body: survey };
};

export const createSurvey: ApiHandler<'createSurvey', RequestContext> = async (
  { params, body },
  context,
) => {
  const userId = signedInUser(context);
  const { site } = await siteForSurveyChanges(context, params.siteId);
  let draft: { name: string; questions: AiSurveyQuestion[]; templateSurveyId: number | null };
  if (body.templateId !== undefined) {
    if (body.name !== undefined || body.questions !== undefined) {
      throw badRequest(
        'templateId',
        'templateId comes alone: the template gives name and questions',
      );
    }
    // Texts are copied in the user's language (the library falls back to English per string).
    const language = await userTextLanguage(context);
    const template = findTemplate(context.config.root, language, body.templateId);
    // Tests and interviews start a project, not a survey (product.md#screens-and-routes).
    if (!template || template.use !== 'survey') {
      throw badRequest('templateId', `No survey template ${body.templateId}`);
    }
    draft = {
      name: template.title.slice(0, SURVEY_LIMITS.nameChars),
      questions: template.questions.map((q) => ({ ...q })),
      templateSurveyId: template.surveyId,
    };
  } else {
    if (body.name === undefined) throw badRequest('name', 'name is required without templateId');
    if (body.questions === undefined) {
      throw badRequest('questions', 'questions are required without templateId');
    }
    draft = { name: body.name, questions: body.questions, templateSurveyId: null };
  }
  const created = await insertSurvey(context.db, {
    siteId: site.id,
    name: checkedName(draft.name),
    questions: checkedQuestions(draft.questions),
    templateSurveyId: draft.templateSurveyId,
    createdBy: userId,
  });
  if (created === 'limit') {
    throw new HttpError(
      409,
      'limit_reached',
      `This site already has ${SURVEY_LIMITS.surveysPerSite} surveys.`,
    );
  }
  return { status: 201, body: created };
};

export const updateSurvey: ApiHandler<'updateSurvey', RequestContext> = async (
  { params, body },
  context,
) => {
  const { site } = await siteForSurveyChanges(context, params.siteId);
  const survey = await replaceSurvey(context.db, site.id, params.surveyId, {
    name: checkedName(body.name),
    questions: checkedQuestions(body.questions),
  });
  if (!survey) throw notFound('survey');
  return { status: 200, body: survey };
};

export const launchSurveyHandler: ApiHandler<'launchSurvey', RequestContext> = async (
  { params },
  context,
) => {
  const { site } = await siteForSurveyChanges(context, params.siteId);
  const survey = await launchSurvey(context.db, {
    siteId: site.id,
    surveyId: params.surveyId,
    userId: signedInUser(context),
  });
  if (!survey) throw notFound('survey');
  return { status: 200, body: survey };
};

export const deleteSurvey: ApiHandler<'deleteSurvey', RequestContext> = async (
  { params },
  context,
) => {
  const { site } = await siteForSurveyChanges(context, params.siteId);
  const outcome = await deleteDraftSurvey(context.db, site.id, params.surveyId);
  if (outcome === 'missing') throw notFound('survey');
  if (outcome === 'live') {
    throw new HttpError(409, 'survey_live', 'A live survey cannot be deleted.');
  }
  return { status: 204 };
};
