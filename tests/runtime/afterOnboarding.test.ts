/**
 * After the onboarding questionnaire ("Then the user lands on the site's setup /
 * overview page"; product.md#states-and-transitions tracking code "not installed (no last data)"). The answers
 * it saves are the stored form's (storedAnswers.test.ts, tests/server/formAnswers.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { validateOnboardingForm } from '../../generated/validators/forms.js';
import { afterOnboardingPath } from '../../runtime/app/signup/rules/afterOnboardingPath';
import { SKIPPED_PROFILE } from '../../runtime/app/signup/rules/onboardingAnswers';

const fresh = [{ id: 1, access: 'admin' as const, sites: [{ id: 7, lastData: null }] }];
const tracked = [
  {
    id: 2,
    access: 'write' as const,
    sites: [{ id: 9, lastData: { timestamp: 1, hoursSince: 2 } }],
  },
];

describe('afterOnboardingPath', () => {
  it.each([
    ['a new site → its setup page', fresh, undefined, '/sites/7/setup'],
    ['a site with data → its overview', tracked, undefined, '/sites/9/overview'],
    // a sign-up without a site URL adds one first.
    [
      'no site, the user may add one → add your first site',
      [{ id: 3, access: 'admin' as const, sites: [] }],
      undefined,
      '/organizations/3/add-site',
    ],
    [
      'no site, read access only → no site access',
      [{ id: 3, access: 'read' as const, sites: [] }],
      undefined,
      '/no-site-access',
    ],
    [
      'the first site of the first organization with one',
      [{ id: 3, access: 'admin' as const, sites: [] }, ...tracked],
      null,
      '/sites/9/overview',
    ],
    ['a safe next wins', fresh, '/profile/details', '/profile/details'],
    ['next elsewhere is ignored', fresh, '//evil.example', '/sites/7/setup'],
    ['next back to onboarding would loop', fresh, '/onboarding', '/sites/7/setup'],
    ['next back to onboarding with a query', fresh, '/onboarding?next=/x', '/sites/7/setup'],
    ['next to the register page would loop', fresh, '/register#top', '/sites/7/setup'],
    ['a path that only starts like one is fine', fresh, '/registered', '/registered'],
    // a page of a site the user does not have is dropped.
    ['next to one of the user’s sites', fresh, '/sites/7/heatmap/list', '/sites/7/heatmap/list'],
    ['next to a site the user does not have', fresh, '/sites/999/overview', '/sites/7/setup'],
    ['next to a site that is not a number', fresh, '/sites/abc/overview', '/sites/7/setup'],
  ])('%s', (_name, organizations, next, want) => {
    expect(afterOnboardingPath(organizations, next)).toBe(want);
  });
});

describe('skipping the questionnaire', () => {
  it('saves answers the onboarding form accepts, as the server checks them', () => {
    expect(validateOnboardingForm(SKIPPED_PROFILE)).toBe(true);
  });
});
