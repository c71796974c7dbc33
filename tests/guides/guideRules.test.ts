/**
 * Unit tables for the pure guide rules on small hand-made guides; product.md#states-and-transitions tables run against
 * the real manifests in gettingStartedSpec.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { guideProgress } from '../../runtime/rules/guides/guideProgress';
import { guideStepOrder } from '../../runtime/rules/guides/guideStepOrder';
import { guideVisibleOn } from '../../runtime/rules/guides/guideVisibleOn';
import { initFlags } from '../../runtime/rules/guides/initFlags';
import { stepState } from '../../runtime/rules/guides/stepState';
import type { Guide, GuideContext, GuideStep } from '../../runtime/rules/guides/types';

const ctx: GuideContext = {
  flags: {},
  trackingInstalled: false,
  orgAccess: 'admin',
  orgUserCount: 1,
  locale: 'en',
  siteCreated: 1_700_000_000,
};

const step = (id: string, rest: Partial<GuideStep> = {}): GuideStep => ({
  id,
  title: `guides:${id}.title`,
  text: `guides:${id}.text`,
  buttons: [],
  ...rest,
});

describe('stepState', () => {
  it('is pending with neither condition', () => expect(stepState(step('a'), ctx)).toBe('pending'));
  it('success wins over skip', () => {
    const s = step('a', { success: { tracking: 'not-installed' }, skip: { orgAccess: ['admin'] } });
    expect(stepState(s, ctx)).toBe('success');
  });
  it('skipped when only the skip condition holds', () => {
    const s = step('a', { success: { flag: 'x' }, skip: { orgAccess: ['admin'] } });
    expect(stepState(s, ctx)).toBe('skipped');
  });
});

describe('guideStepOrder', () => {
  const order: NonNullable<Guide['order']> = {
    fallback: ['a', 'b'],
    byGoal: { recordings: { default: ['b', 'a'], expert: ['c'] } },
    byJobsToBeDone: { monitoring: ['c', 'a'], other: ['a', 'b'] },
    prepend: { step: 'w', unless: { placeholder: 'rule', default: false } },
    append: { step: 's', locales: ['en'] },
  };
  const guide = { order, steps: [] };
  const cases: { name: string; args: Parameters<typeof guideStepOrder>; want: string[] }[] = [
    { name: 'no profile', args: [guide, undefined, 'en'], want: ['w', 'a', 'b', 's'] },
    { name: 'goal not in table', args: [guide, { goal: 'skipped' }, 'de'], want: ['w', 'a', 'b'] },
    {
      name: 'goal, no expertise',
      args: [guide, { goal: 'recordings' }, 'de'],
      want: ['w', 'b', 'a'],
    },
    {
      name: 'goal + listed expertise',
      args: [guide, { goal: 'recordings', expertise: 'expert' }, 'de'],
      want: ['w', 'c'],
    },
    {
      name: 'goal + unlisted expertise',
      args: [guide, { goal: 'recordings', expertise: 'beginner' }, 'de'],
      want: ['w', 'b', 'a'],
    },
    {
      name: 'jobs win over goal; several concatenate without duplicates',
      args: [guide, { goal: 'recordings', jobsToBeDone: ['monitoring', 'other'] }, 'de'],
      want: ['w', 'c', 'a', 'b'],
    },
    {
      name: 'jobs missing from the table fall back to goal',
      args: [guide, { goal: 'recordings', jobsToBeDone: ['exploring'] }, 'de'],
      want: ['w', 'b', 'a'],
    },
    {
      name: 'organization qualifies for the skip rule',
      args: [guide, undefined, 'de', true],
      want: ['a', 'b'],
    },
    {
      name: 'explicitly does not qualify',
      args: [guide, undefined, 'de', false],
      want: ['w', 'a', 'b'],
    },
    {
      name: 'regional English gets the appended step',
      args: [guide, undefined, 'en-US', true],
      want: ['a', 'b', 's'],
    },
    {
      name: 'no order table: declared order',
      args: [{ steps: [step('x'), step('y')] }, undefined, 'en'],
      want: ['x', 'y'],
    },
  ];
  for (const { name, args, want } of cases)
    it(name, () => expect(guideStepOrder(...args)).toEqual(want));

  it('placeholder default true leaves the prepended step out when the caller does not know', () => {
    const g = {
      steps: [],
      order: { ...order, prepend: { step: 'w', unless: { placeholder: 'rule', default: true } } },
    };
    expect(guideStepOrder(g, undefined, 'de')).toEqual(['a', 'b']);
  });
  it('a prepend without `unless` is always added', () => {
    const g = { steps: [], order: { ...order, prepend: { step: 'w' } } };
    expect(guideStepOrder(g, undefined, 'de', true)).toEqual(['w', 'a', 'b']);
  });
});

describe('guideProgress', () => {
  const guide = {
    steps: [
      step('done', { success: { flag: 'd' } }),
      step('hidden', { skip: { orgAccess: ['admin'] } }),
      step('next'),
      step('later'),
    ],
  };
  it('hides skipped steps, expands the first pending one', () => {
    expect(
      guideProgress(guide, ['done', 'hidden', 'next', 'later', 'unknown'], {
        ...ctx,
        flags: { d: true },
      }),
    ).toEqual({
      steps: [
        { id: 'done', state: 'success' },
        { id: 'next', state: 'pending' },
        { id: 'later', state: 'pending' },
      ],
      firstPending: 'next',
      complete: false,
    });
  });
  it('is complete when nothing is pending', () => {
    expect(guideProgress(guide, ['done', 'hidden'], { ...ctx, flags: { d: true } })).toEqual({
      steps: [{ id: 'done', state: 'success' }],
      complete: true,
    });
  });
});

describe('initFlags', () => {
  const guide = {
    init: [
      { when: { siteCreatedBefore: 100 }, setFlags: ['done'] },
      { when: { orgUsersMoreThan: 1 }, setFlags: ['invite_completed', 'done'] },
    ],
  };
  it('returns flags of holding rules once, in order', () => {
    expect(initFlags(guide, { ...ctx, siteCreated: 99, orgUserCount: 3 })).toEqual([
      'done',
      'invite_completed',
    ]);
  });
  it('leaves out flags already set', () => {
    expect(
      initFlags(guide, { ...ctx, orgUserCount: 3, flags: { invite_completed: true } }),
    ).toEqual(['done']);
  });
  it('returns nothing when no rule holds', () => expect(initFlags(guide, ctx)).toEqual([]));
});

describe('guideVisibleOn', () => {
  const cases: {
    showOn: Guide['showOn'];
    route: { name: string; class: 'feature' | 'settings' };
    want: boolean;
  }[] = [
    { showOn: undefined, route: { name: 'team.invite', class: 'settings' }, want: true },
    {
      showOn: { routeClasses: ['feature'] },
      route: { name: 'heatmaps.list', class: 'feature' },
      want: true,
    },
    {
      showOn: { routeClasses: ['feature'] },
      route: { name: 'team.invite', class: 'settings' },
      want: false,
    },
    {
      showOn: { routeClasses: ['feature'], exceptRoutes: ['surveys.edit'] },
      route: { name: 'surveys.edit', class: 'feature' },
      want: false,
    },
    {
      showOn: { routes: ['surveys.list'] },
      route: { name: 'surveys.list', class: 'feature' },
      want: true,
    },
    {
      showOn: { routes: ['surveys.list'] },
      route: { name: 'heatmaps.list', class: 'feature' },
      want: false,
    },
    {
      showOn: { exceptRoutes: ['surveys.edit'] },
      route: { name: 'heatmaps.list', class: 'feature' },
      want: true,
    },
  ];
  for (const { showOn, route, want } of cases) {
    it(`${JSON.stringify(showOn)} on ${route.name} → ${want}`, () =>
      expect(guideVisibleOn(showOn, route)).toBe(want));
  }
});
