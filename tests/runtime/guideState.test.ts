/**
 * The guide state layer (runtime/app/signedIn/guides/state/; product.md#records-and-their-fields, product.md#states-and-transitions, product.md#calls): reading flags,
 * the questionnaire's answers and the get-started page state from app-state, building the
 * settings to save, and the optimistic update's rollback — against the real guides bundle.
 */
import { describe, expect, it } from 'vitest';
import guidesJson from '../../generated/bundle/guides.json';
import type { AppStateSetting } from '../../generated/types';
import type { GuidesBundle } from '../../runtime/rules/guides/types';
import { evaluateGuide } from '../../runtime/rules/guides/evaluateGuide';
import {
  flagSettings,
  guideFlags,
  valuesFor,
  withoutSetting,
  withSetting,
} from '../../runtime/app/signedIn/guides/state/appStateValues';
import { guideFacts } from '../../runtime/app/signedIn/guides/state/guideFacts';
import {
  parseJobsToBeDone,
  userProfileOf,
} from '../../runtime/app/signedIn/guides/state/userProfile';
import { ctaPath } from '../../runtime/app/signedIn/guides/state/ctaPath';
import {
  getStartedState,
  parseGetStartedState,
  serializeGetStartedState,
} from '../../runtime/app/signedIn/rules/getStartedProgress';

const bundle = guidesJson as unknown as GuidesBundle;
const guide = bundle.guides['getting-started']!;
const NS = 'atv_getting_started_guide';
const flag = (key: string, value: string, site_id: number | null = 1): AppStateSetting => ({
  namespace: NS,
  key,
  value,
  site_id,
});

describe('guideFlags', () => {
  it.each([
    { value: 'true', want: true },
    { value: 'True', want: true },
    { value: 'false', want: false },
    { value: 'TRUE', want: false },
  ])('stored "$value" → $want', ({ value, want }) => {
    expect(guideFlags(guide, [flag('done', value)], 1).done).toBe(want);
  });

  it("reads the site's flags, another site's never, unscoped ones as a fallback", () => {
    const settings = [flag('skipped', 'true', 2), flag('viewed_heatmap', 'true', null)];
    const flags = guideFlags(guide, settings, 1);
    expect(flags.skipped).toBe(false);
    expect(flags.viewed_heatmap).toBe(true);
    expect(Object.keys(flags)).toHaveLength(guide.flags.length);
  });

  it('stores flags per site as the string "true"', () => {
    expect(flagSettings(guide, 7, ['done'])).toEqual([
      { namespace: NS, key: 'done', value: 'true', site_id: 7 },
    ]);
  });
});

describe('withSetting / withoutSetting (optimistic update and rollback)', () => {
  const before = [flag('done', 'false'), flag('skipped', 'true', 2)];
  it('replaces the same namespace, key and scope, appends otherwise', () => {
    const after = withSetting(withSetting(before, flag('done', 'true')), flag('done', 'true', 3));
    expect(after).toHaveLength(3);
    expect(valuesFor(after, NS, 1).done).toBe('true');
  });
  it('puts the old value back, removes a new slot, keeps other changes', () => {
    const changed = withSetting(
      withSetting(before, flag('done', 'true')),
      flag('celebrated', 'true'),
    );
    const other = withSetting(changed, flag('viewed_heatmap', 'true'));
    let rolled = withoutSetting(other, flag('done', 'true'), before);
    rolled = withoutSetting(rolled, flag('celebrated', 'true'), before);
    expect(valuesFor(rolled, NS, 1)).toEqual({ done: 'false', viewed_heatmap: 'true' });
  });
});

describe('userProfileOf (user_attributes goal / expertise / jobs_to_be_done)', () => {
  const answer = (key: string, value: string, site_id: number | null = null) => ({
    namespace: 'user_attributes',
    key,
    value,
    site_id,
  });
  it('no answers → no profile (the fallback order)', () => {
    expect(userProfileOf([], 1)).toBeUndefined();
  });
  it("reads the answers; the site's wins; unknown values are unanswered", () => {
    const settings = [
      answer('goal', 'recordings'),
      answer('goal', 'heatmaps', 1),
      answer('expertise', 'guru'),
      answer('jobs_to_be_done', 'monitoring'),
    ];
    expect(userProfileOf(settings, 1)).toEqual({ goal: 'heatmaps', jobsToBeDone: ['monitoring'] });
  });
  it.each([
    { value: 'exploring', want: ['exploring'] },
    { value: 'exploring, monitoring,exploring', want: ['exploring', 'monitoring'] },
    { value: '["prioritizing","nonsense","other"]', want: ['prioritizing', 'other'] },
    { value: '[oops', want: [] },
    { value: '', want: [] },
  ])('jobs_to_be_done "$value"', ({ value, want }) => {
    expect(parseJobsToBeDone(value)).toEqual(want);
  });
});

describe('guideFacts → evaluateGuide on the real manifest', () => {
  const site = {
    id: 1,
    created: 1700000000,
    organization: { id: 3, access: 'admin' as const, users: 1 },
  };
  const facts = (settings: AppStateSetting[], over: Partial<typeof site> = {}) =>
    guideFacts({ guide, settings, site: { ...site, ...over }, tracking: 'active', locale: 'en' });

  it('orders the steps by the stored answers (goal heatmaps, expert)', () => {
    const settings = [
      { namespace: 'user_attributes', key: 'goal', value: 'heatmaps' },
      { namespace: 'user_attributes', key: 'expertise', value: 'expert' },
    ];
    const view = evaluateGuide(guide, facts(settings));
    expect(view.order).toEqual([
      'welcome',
      'installation',
      'heatmap',
      'recording',
      'global-filters',
      'integrations',
      'invite',
      'sales',
    ]);
    expect(view.expanded).toBe('welcome');
    expect(view.canSkip).toBe(true);
  });

  it('init flags: an old site is done, two organization users complete the invite', () => {
    const old = evaluateGuide(guide, facts([], { created: 1604335670 }));
    expect(old.initFlags).toContain('done');
    expect(old.enabled).toBe(false);
    const team = evaluateGuide(
      guide,
      facts([], { organization: { id: 3, access: 'admin', users: 2 } }),
    );
    expect(team.initFlags).toEqual(['invite_completed']);
  });

  it('stored "True" flags count; skipped disables the guide', () => {
    expect(evaluateGuide(guide, facts([flag('skipped', 'True')])).enabled).toBe(false);
  });
});

describe('ctaPath', () => {
  it('fills the site and organization of the context', () => {
    expect(ctaPath({ route: 'heatmaps.list' }, { siteId: 4 })).toBe('/sites/4/heatmap/list');
    expect(ctaPath({ route: 'research.interviews' }, { siteId: 4, orgId: 9 })).toMatch(
      /\/organizations\/9\//,
    );
    expect(ctaPath({ route: 'team.invite' }, {})).toBe('/team/invite');
    expect(ctaPath({ route: 'heatmaps.list' }, {})).toBeUndefined();
  });
});

describe('get-started page state (one parser)', () => {
  it('parses isDismissed and the complete flags; unreadable → empty', () => {
    expect(
      parseGetStartedState(
        '{"isDismissed":true,"TOUR":{"complete":true},"INTEGRATE":{"complete":false}}',
      ),
    ).toEqual({
      isDismissed: true,
      complete: { TOUR: true, INTEGRATE: false },
    });
    expect(parseGetStartedState('[1]')).toEqual({ isDismissed: false, complete: {} });
    expect(parseGetStartedState(undefined)).toEqual({ isDismissed: false, complete: {} });
  });
  it('round-trips through the stored JSON', () => {
    const state = { isDismissed: false, complete: { TOUR: true, SECURE_ACCOUNT: true } };
    const stored = serializeGetStartedState(state);
    expect(JSON.parse(stored)).toEqual({
      isDismissed: false,
      TOUR: { complete: true },
      SECURE_ACCOUNT: { complete: true },
    });
    const settings = [
      { namespace: 'onboarding', key: 'getStartedPageState', value: stored, site_id: 5 },
    ];
    expect(getStartedState(settings, 5)).toEqual(state);
  });
});
