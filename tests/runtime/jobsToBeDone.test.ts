/**
 * The /jtbd page's answer: saved as a user attribute, read back for the form, and read by the
 * guide as the profile's jobs, which then order the getting-started steps.
 */
import { describe, expect, it } from 'vitest';
import { afterOnboardingPath } from '../../runtime/app/signup/rules/afterOnboardingPath';
import {
  jobsToBeDoneSetting,
  savedJobsToBeDone,
} from '../../runtime/app/signup/rules/jobsToBeDone';
import { attributeKey, USER_ATTRIBUTES } from '../../runtime/rules/forms/storedAnswers';
import { userProfileOf } from '../../runtime/app/signedIn/guides/state/userProfile';
import { guideStepOrder } from '../../runtime/rules/guides/guideStepOrder';
import type { Guide } from '../../runtime/rules/guides/types';

const guide = {
  steps: ['a', 'b', 'c', 'd'].map((id) => ({ id })),
  order: {
    fallback: ['a', 'b'],
    byGoal: {},
    byJobsToBeDone: { monitoring: ['d', 'a'], exploring: ['c', 'a', 'b'] },
  },
} as unknown as Pick<Guide, 'order' | 'steps'>;

describe('jobs to be done as a user attribute', () => {
  it('round-trips several jobs, in the order picked, without repeats', () => {
    const setting = jobsToBeDoneSetting(['monitoring', 'exploring', 'monitoring']);
    expect(setting).toMatchObject({ namespace: 'user_attributes', key: 'jobs_to_be_done' });
    expect(savedJobsToBeDone([setting])).toEqual(['monitoring', 'exploring']);
  });

  it('reads the questionnaire’s single job too', () => {
    const setting = {
      namespace: USER_ATTRIBUTES,
      key: attributeKey('jobsToBeDone'),
      value: 'prioritizing',
    };
    expect(savedJobsToBeDone([setting])).toEqual(['prioritizing']);
  });

  it('ignores a job saved for one site only (the page edits the unscoped answer)', () => {
    const scoped = { ...jobsToBeDoneSetting(['other']), site_id: 4 };
    expect(savedJobsToBeDone([scoped])).toEqual([]);
  });

  it('orders the getting-started steps by the saved jobs', () => {
    const profile = userProfileOf([jobsToBeDoneSetting(['monitoring', 'exploring'])], undefined);
    expect(guideStepOrder(guide, profile, 'de')).toEqual(['d', 'a', 'c', 'b']);
    expect(guideStepOrder(guide, undefined, 'de')).toEqual(['a', 'b']);
  });

  it('does not send the user back to /jtbd afterwards', () => {
    const orgs = [{ id: 1, access: 'admin' as const, sites: [{ id: 7, lastData: null }] }];
    expect(afterOnboardingPath(orgs, '/jtbd')).toBe('/sites/7/setup');
  });
});
