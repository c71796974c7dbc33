/**
 * The /jtbd page's answer as a user attribute: the jobs picked, in the form's order, stored as a
 * JSON array under the key the onboarding questionnaire uses for its single job, so the guide
 * reads either (signedIn/guides/state/userProfile.ts) and orders the getting-started steps by it.
 * Stored unscoped, like the questionnaire's answers: the jobs describe the person, not a site.
 */
import type { AppStateSetting } from '../../../../generated/types';
import type { JobToBeDone } from '../../../rules/guides/types';
import { parseJobsToBeDone } from '../../signedIn/guides/state/userProfile';
import { valuesFor } from '../../signedIn/guides/state/appStateValues';
import { JOBS_TO_BE_DONE_KEY, USER_ATTRIBUTES } from './onboardingAnswers';

/** The jobs saved before (unscoped), for the form to start from. */
export function savedJobsToBeDone(settings: readonly AppStateSetting[]): JobToBeDone[] {
  return parseJobsToBeDone(valuesFor(settings, USER_ATTRIBUTES, undefined)[JOBS_TO_BE_DONE_KEY]);
}

/** The setting that stores `jobs` (repeats dropped, order kept). */
export function jobsToBeDoneSetting(jobs: readonly JobToBeDone[]): AppStateSetting {
  return {
    namespace: USER_ATTRIBUTES,
    key: JOBS_TO_BE_DONE_KEY,
    value: JSON.stringify([...new Set(jobs)]),
  };
}
