/**
 * The onboarding questionnaire's answers as app-state settings (product.md#records-and-their-fields "User profile: goal,
 * expertise, jobsToBeDone"; product.md#calls app-state "user attributes for onboarding intent and jtbd";
 * "saved as user attributes"): namespace `user_attributes`, keys `goal`, `expertise`
 * and `jobs_to_be_done`, one setting per answer given. Skipping the questionnaire saves goal
 * `skipped` and expertise `skip` (the "skip" values of the enumerations in product.md#records-and-their-fields), so the
 * personalization call (product.md#calls) reads an answered-but-skipped profile rather than nothing.
 */
import type { AppStateSetting, UserProfile } from '../../../../generated/types';

export const USER_ATTRIBUTES = 'user_attributes';
export const JOBS_TO_BE_DONE_KEY = 'jobs_to_be_done';

export const SKIPPED_PROFILE: Required<Pick<UserProfile, 'goal' | 'expertise'>> = {
  goal: 'skipped',
  expertise: 'skip',
};

const KEYS: Record<keyof UserProfile, string> = {
  goal: 'goal',
  expertise: 'expertise',
  jobsToBeDone: JOBS_TO_BE_DONE_KEY,
};

export function onboardingAnswers(profile: UserProfile): AppStateSetting[] {
  const settings: AppStateSetting[] = [];
  for (const field of ['goal', 'expertise', 'jobsToBeDone'] as const) {
    const value = profile[field];
    if (typeof value === 'string' && value) {
      settings.push({ namespace: USER_ATTRIBUTES, key: KEYS[field], value });
    }
  }
  return settings;
}
