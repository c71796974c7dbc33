/**
 * The onboarding questionnaire's answers (manifests/forms/onboarding.yaml, `storage:
 * user-attributes`): the server stores every field the form declares as a user attribute
 * (rules/forms/storedAnswers.ts), so a question added to the manifest is saved and read back
 * with no code here. Skipping the questionnaire saves goal `skipped` and expertise `skip` (the
 * "skip" values of the enumerations in product.md#records-and-their-fields), so the
 * personalization call (product.md#calls) reads an answered-but-skipped profile rather than nothing.
 */
import type { UserProfile } from '../../../../generated/types';
import { attributeKey, USER_ATTRIBUTES } from '../../../rules/forms/storedAnswers';

export { USER_ATTRIBUTES };
export const JOBS_TO_BE_DONE_KEY = attributeKey('jobsToBeDone');

export const SKIPPED_PROFILE: Required<Pick<UserProfile, 'goal' | 'expertise'>> = {
  goal: 'skipped',
  expertise: 'skip',
};
