/**
 * The answers of a form whose manifest declares `storage` (GET/PUT
 * /api/v1/users/{userId}/forms/{formId}/answers): only the user's own, only declared forms
 * (404 otherwise), and only what the form's schema accepts — an undeclared field, a refused
 * value or an oversized one is a 400 naming the field, with the failed rule as `form_<rule>`
 * so the page shows the form's own translated message for it.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import {
  encodeAnswer,
  fieldOfError,
  MAX_ANSWER_BYTES,
} from '../../../runtime/rules/forms/storedAnswers';
import { ownUser } from '../auth/authorize';
import { MAX_VALUE_BYTES_PER_USER } from '../data/appState';
import { formAnswersOf, saveFormAnswers as storeAnswers } from '../data/formAnswers';
import { storedForm, type StoredForm } from '../data/storedForms';
import type { RequestContext } from '../http/context';
import { HttpError } from '../http/httpError';

export const getFormAnswers: ApiHandler<'getFormAnswers', RequestContext> = async (
  { params },
  context,
) => {
  const userId = ownUser(context, params.userId);
  const form = formOf(context, params.formId);
  return {
    status: 200,
    body: { success: true, answers: await formAnswersOf(context.db, userId, form) },
  };
};

export const saveFormAnswers: ApiHandler<'saveFormAnswers', RequestContext> = async (
  { params, body },
  context,
) => {
  const userId = ownUser(context, params.userId);
  const form = formOf(context, params.formId);
  checkAnswers(form, body);
  const saved = await storeAnswers(context.db, userId, body);
  if (saved !== 'saved') {
    throw new HttpError(
      409,
      'limit_reached',
      saved === 'too-many-bytes'
        ? `This user's app-state values would exceed ${MAX_VALUE_BYTES_PER_USER / 1024} KiB in all.`
        : 'This user has too many attributes.',
    );
  }
  return { status: 200, body: { success: true } };
};

function formOf(context: RequestContext, formId: string): StoredForm {
  const form = storedForm(context.config.root, formId);
  if (!form) throw new HttpError(404, 'not_found', 'No such form with stored answers.', 'formId');
  return form;
}

function checkAnswers(form: StoredForm, answers: Record<string, unknown>): void {
  const declared = form.schema.properties ?? {};
  for (const [field, value] of Object.entries(answers)) {
    if (!Object.hasOwn(declared, field)) {
      throw refused(field, 'unknown_field', `The form "${form.id}" has no field "${field}".`);
    }
    if (Buffer.byteLength(encodeAnswer(value)) > MAX_ANSWER_BYTES) {
      throw refused(field, 'maxLength', `${field} must be at most ${MAX_ANSWER_BYTES} bytes.`);
    }
  }
  if (form.validate(answers)) return;
  const [error] = form.validate.errors ?? [];
  const field = (error && fieldOfError(error)) ?? 'body';
  throw refused(field, error?.keyword ?? 'invalid', `${field} ${error?.message ?? 'is invalid'}.`);
}

const refused = (field: string, rule: string, message: string) =>
  new HttpError(400, `form_${rule}`, message, field);
