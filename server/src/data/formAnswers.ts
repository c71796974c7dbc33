/**
 * A stored form's answers as user attributes (runtime/rules/forms/storedAnswers.ts): one
 * unscoped app-state value per field, written through the app-state save so the user's key and
 * byte limits hold for them too.
 */
import type { Db } from '../db/open';
import {
  answersFromAttributes,
  attributeKey,
  encodeAnswer,
  USER_ATTRIBUTES,
  validAnswers,
} from '../../../runtime/rules/forms/storedAnswers';
import { appStateOf, saveAppStateValueIn, type AppStateSave } from './appState';
import type { StoredForm } from './storedForms';

export async function formAnswersOf(
  db: Db,
  userId: number,
  form: StoredForm,
): Promise<Record<string, unknown>> {
  const attributes: Record<string, string> = {};
  for (const s of await appStateOf(db, userId)) {
    const unscoped = s.account_id == null && s.organization_id == null && s.site_id == null;
    if (s.namespace === USER_ATTRIBUTES && unscoped) attributes[s.key] = s.value;
  }
  return validAnswers(answersFromAttributes(form.schema, attributes), form.validate);
}

/**
 * Stores each given field (already checked against the form); stops at the first limit, which
 * leaves the fields before it saved, as separate app-state saves would.
 */
export async function saveFormAnswers(
  db: Db,
  userId: number,
  answers: Record<string, unknown>,
): Promise<AppStateSave> {
  // One transaction for the whole form: a bound reached at the third field must not leave the
  // first two saved under an answer that says nothing was.
  try {
    await db.transaction().execute(async (tx) => {
      for (const [field, value] of Object.entries(answers)) {
        const setting = {
          namespace: USER_ATTRIBUTES,
          key: attributeKey(field),
          value: encodeAnswer(value),
        };
        const saved = await saveAppStateValueIn(tx, userId, setting);
        if (saved !== 'saved') throw new AnswersRefused(saved);
      }
    });
    return 'saved';
  } catch (error) {
    if (error instanceof AnswersRefused) return error.outcome;
    throw error;
  }
}

/** Thrown inside the transaction so that it rolls back; turned back into the outcome. */
class AnswersRefused extends Error {
  constructor(readonly outcome: Exclude<AppStateSave, 'saved'>) {
    super(outcome);
  }
}
