import { describe, expect, it } from 'vitest';
import { conditionHolds } from '../../runtime/rules/guides/conditionHolds';
import { decodeFlags, isFlagSet } from '../../runtime/rules/guides/isFlagSet';
import type { GuideCondition, GuideContext } from '../../runtime/rules/guides/types';

const base: GuideContext = {
  flags: { viewed_heatmap: true, done: false },
  trackingInstalled: true,
  orgAccess: 'write',
  orgUserCount: 1,
  locale: 'en-GB',
  profile: { goal: 'recordings', expertise: 'expert', jobsToBeDone: ['monitoring', 'other'] },
  siteCreated: 1_700_000_000,
};

describe('conditionHolds', () => {
  const cases: { given: GuideCondition; ctx?: Partial<GuideContext>; want: boolean }[] = [
    { given: { flag: 'viewed_heatmap' }, want: true },
    { given: { flag: 'done' }, want: false },
    { given: { flag: 'never_declared' }, want: false },
    { given: { anyFlag: ['viewed_recording', 'viewed_heatmap'] }, want: true },
    { given: { allFlags: ['viewed_recording', 'viewed_heatmap'] }, want: false },
    { given: { tracking: 'installed' }, want: true },
    { given: { tracking: 'not-installed' }, want: false },
    { given: { tracking: 'not-installed' }, ctx: { trackingInstalled: false }, want: true },
    { given: { orgAccess: ['write', 'admin'] }, want: true },
    { given: { orgAccess: ['write', 'admin'] }, ctx: { orgAccess: 'read' }, want: false },
    { given: { orgUsersMoreThan: 1 }, want: false },
    { given: { orgUsersMoreThan: 1 }, ctx: { orgUserCount: 2 }, want: true },
    { given: { locale: ['en'] }, want: true },
    { given: { locale: ['en'] }, ctx: { locale: 'de' }, want: false },
    { given: { locale: ['pt-BR'] }, ctx: { locale: 'pt' }, want: false },
    { given: { siteCreatedBefore: 1604335671 }, ctx: { siteCreated: 1604335670 }, want: true },
    { given: { siteCreatedBefore: 1604335671 }, ctx: { siteCreated: 1604335671 }, want: false },
    { given: { profile: {} }, want: true },
    { given: { profile: {} }, ctx: { profile: undefined }, want: false },
    { given: { profile: { goal: ['recordings'], expertise: ['expert'] } }, want: true },
    { given: { profile: { goal: ['recordings'], expertise: ['beginner'] } }, want: false },
    { given: { profile: { jobsToBeDone: ['other'] } }, want: true },
    { given: { profile: { jobsToBeDone: ['exploring'] } }, want: false },
    { given: { all: [{ tracking: 'installed' }, { flag: 'viewed_heatmap' }] }, want: true },
    { given: { all: [{ tracking: 'installed' }, { flag: 'done' }] }, want: false },
    { given: { any: [{ flag: 'done' }, { not: { orgAccess: ['admin'] } }] }, want: true },
    { given: { not: { anyFlag: ['done', 'skipped'] } }, want: true },
  ];
  for (const { given, ctx, want } of cases) {
    it(`${JSON.stringify(given)} ${ctx ? JSON.stringify(ctx) : ''} → ${want}`, () => {
      expect(conditionHolds(given, { ...base, ...ctx })).toBe(want);
    });
  }
});

describe('isFlagSet (product.md#records-and-their-fields: flags are stored as strings True/true)', () => {
  const cases: [unknown, boolean][] = [
    ['True', true],
    ['true', true],
    [true, true],
    ['false', false],
    ['False', false],
    ['1', false],
    ['', false],
    [undefined, false],
    [null, false],
  ];
  for (const [given, want] of cases) {
    it(`${JSON.stringify(given)} → ${want}`, () => expect(isFlagSet(given)).toBe(want));
  }
  it('decodeFlags keeps only declared flags, unset ones false', () => {
    expect(
      decodeFlags({ done: 'True', skipped: 'no', other: 'true' }, [
        'done',
        'skipped',
        'celebrated',
      ]),
    ).toEqual({
      done: true,
      skipped: false,
      celebrated: false,
    });
  });
});
