/**
 * product.md#states-and-transitions tables run against the real guides manifests (as the runtime sees them in the bundle),
 * so the tests check both the pure rules and the manifest's encoding of the product rules.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validate } from '../../generator/src/index';
import { guidesBundle } from '../../generator/src/kinds/guides/bundle';
import { conditionHolds } from '../../runtime/rules/guides/conditionHolds';
import { guideStepOrder } from '../../runtime/rules/guides/guideStepOrder';
import { guideVisibleOn } from '../../runtime/rules/guides/guideVisibleOn';
import { initFlags } from '../../runtime/rules/guides/initFlags';
import { stepState } from '../../runtime/rules/guides/stepState';
import type { GuideContext, GuidesBundle, StepState } from '../../runtime/rules/guides/types';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
// Through JSON, as the runtime reads it (model items carry a non-enumerable `$at`).
const bundle: GuidesBundle = JSON.parse(JSON.stringify(guidesBundle(validate(ROOT).model.guides)));
const gs = bundle.guides['getting-started']!;
const step = (id: string) => gs.steps.find((s) => s.id === id)!;

const ctx = (over: Partial<GuideContext> = {}): GuideContext => ({
  flags: {},
  trackingInstalled: true,
  orgAccess: 'write',
  orgUserCount: 1,
  locale: 'en',
  siteCreated: 1_700_000_000,
  ...over,
});

describe('getting-started steps (product.md#states-and-transitions)', () => {
  it('keeps the 15 steps the product rules name, in their order, and counts what it declares', () => {
    const named = [
      'installation',
      'welcome',
      'invite',
      'recording',
      'heatmap',
      'recording-and-heatmap',
      'feedback',
      'survey',
      'interviews',
      'dashboard',
      'integrations',
      'segments',
      'local-filters',
      'global-filters',
      'sales',
    ];
    const ids = gs.steps.map((s) => s.id);
    expect(
      ids.filter((id) => named.includes(id)),
      'the product rules name these getting-started steps: change this test with the product decision',
    ).toEqual(named);
    expect(ids).toHaveLength(gs.expectedSteps);
    // The 18 flags of product.md#records-and-their-fields, plus our skipped_installation (product.md#screens-and-routes "skips installation").
    expect(gs.flags.length).toBeGreaterThanOrEqual(19);
    expect(gs.flags.map((f) => f.name)).toContain('skipped_installation');
  });

  const cases: { step: string; given: Partial<GuideContext>; want: StepState; why: string }[] = [
    { step: 'installation', given: {}, want: 'success', why: 'succeeds when installed' },
    {
      step: 'installation',
      given: { trackingInstalled: false },
      want: 'pending',
      why: 'pending until installed',
    },
    {
      step: 'recording-and-heatmap',
      given: { flags: { viewed_recording: true } },
      want: 'success',
      why: 'recording viewed',
    },
    {
      step: 'recording-and-heatmap',
      given: { flags: { viewed_heatmap: true } },
      want: 'success',
      why: 'heatmap viewed',
    },
    { step: 'recording-and-heatmap', given: {}, want: 'pending', why: 'neither viewed' },
    {
      step: 'feedback',
      given: { flags: { created_incoming_feedback: true } },
      want: 'success',
      why: 'created',
    },
    {
      step: 'feedback',
      given: { orgAccess: 'read' },
      want: 'skipped',
      why: 'no write/admin access',
    },
    {
      step: 'feedback',
      given: { orgAccess: 'admin' },
      want: 'pending',
      why: 'admin, not created yet',
    },
    {
      step: 'survey',
      given: { flags: { launched_survey: true }, orgAccess: 'read' },
      want: 'success',
      why: 'launched (wins over skip)',
    },
    { step: 'survey', given: { orgAccess: 'read' }, want: 'skipped', why: 'no write/admin access' },
    {
      step: 'survey',
      given: { orgAccess: 'write' },
      want: 'pending',
      why: 'write, not launched yet',
    },
    {
      step: 'invite',
      given: { flags: { invite_completed: true } },
      want: 'success',
      why: 'invite completed',
    },
    {
      step: 'invite',
      given: { flags: { skipped: true }, orgAccess: 'admin' },
      want: 'skipped',
      why: 'skipped',
    },
    { step: 'invite', given: { orgAccess: 'read' }, want: 'skipped', why: 'not write/admin' },
    {
      step: 'invite',
      given: { orgAccess: 'write' },
      want: 'pending',
      why: 'write, not invited yet',
    },
    {
      step: 'welcome',
      given: { flags: { saw_welcome_video: true } },
      want: 'success',
      why: 'video seen',
    },
    { step: 'sales', given: {}, want: 'pending', why: 'not viewed' },
  ];
  for (const c of cases) {
    it(`${c.step}: ${c.why} → ${c.want}`, () =>
      expect(stepState(step(c.step), ctx(c.given))).toBe(c.want));
  }
});

describe('getting-started guide behaviour (product.md#states-and-transitions)', () => {
  const enabled = (flags: Record<string, boolean>) => conditionHolds(gs.enabled!, ctx({ flags }));
  it('is enabled while neither done nor skipped', () => {
    expect(enabled({})).toBe(true);
    expect(enabled({ done: true })).toBe(false);
    expect(enabled({ skipped: true })).toBe(false);
  });
  it('auto-marks sites created before 1604335671 done', () => {
    expect(initFlags(gs, ctx({ siteCreated: 1604335670 }))).toEqual(['done']);
    expect(initFlags(gs, ctx({ siteCreated: 1604335671 }))).toEqual([]);
  });
  it('auto-completes invite when the organization has more than one user', () => {
    expect(initFlags(gs, ctx({ orgUserCount: 2 }))).toEqual(['invite_completed']);
    expect(initFlags(gs, ctx({ orgUserCount: 1 }))).toEqual([]);
  });
  it('shows the skip button only when tracking is installed; skipping marks skipped', () => {
    expect(conditionHolds(gs.skipGuide!.showWhen, ctx())).toBe(true);
    expect(conditionHolds(gs.skipGuide!.showWhen, ctx({ trackingInstalled: false }))).toBe(false);
    expect(gs.skipGuide!.setFlags).toEqual(['skipped']);
  });
  it('completing everything marks done and collapses; first expanded = first pending', () => {
    expect(gs.whenAllComplete).toEqual({ setFlags: ['done'], collapseSidebar: true });
    expect(gs.expand).toEqual({ initially: 'first-pending', afterCompleteOnClick: 'next-pending' });
  });
  it('opens on load unless closed before; first close remembered with a 3 s tooltip', () => {
    expect(gs.openOnLoad).toEqual({ whenEnabled: true, unlessClosedBefore: true });
    expect(gs.firstClose).toMatchObject({ remember: 'local-storage', tooltipSeconds: 3 });
  });
  it('is hidden with the standalone flag, in the getting-started sidebar (one sidebar at a time)', () => {
    expect(gs.hideWhen).toEqual({ flag: 'voc.csq.standalone' });
    expect(gs.sidebar).toBe('getting-started');
    expect(bundle.sidebars?.oneAtATime).toBe(true);
    expect(bundle.sidebars?.kinds.map((k) => k.name)).toEqual([
      'getting-started',
      'heatmap-guides',
      'notification-center',
      'survey-guides',
    ]);
  });
  const pages: [string, 'feature' | 'settings', boolean][] = [
    ['heatmaps.list', 'feature', true],
    ['playbacks.list', 'feature', true],
    ['surveys.create', 'feature', false],
    ['surveys.create-copy', 'feature', false],
    ['surveys.edit', 'feature', false],
    ['feedback.create', 'feature', false],
    ['feedback.edit', 'feature', false],
    ['team.invite', 'settings', false],
  ];
  for (const [name, cls, want] of pages) {
    it(`visible on ${name}: ${want}`, () =>
      expect(guideVisibleOn(gs.showOn, { name, class: cls })).toBe(want));
  }
});

describe('getting-started step order (product.md#states-and-transitions)', () => {
  const specFallback = ['installation', 'recording', 'heatmap', 'survey', 'feedback', 'invite'];
  const cases: {
    name: string;
    args: [Parameters<typeof guideStepOrder>[1], string, boolean?];
    want: string[];
  }[] = [
    {
      name: 'no profile, English',
      args: [undefined, 'en'],
      want: ['welcome', ...specFallback, 'sales'],
    },
    {
      name: 'goal skipped, German',
      args: [{ goal: 'skipped', expertise: 'beginner' }, 'de'],
      want: ['welcome', ...specFallback],
    },
    {
      name: 'goal interviews, English',
      args: [{ goal: 'interviews' }, 'en'],
      want: ['welcome', ...specFallback, 'sales'],
    },
    {
      name: 'organization qualifies for the welcome skip',
      args: [undefined, 'fr', true],
      want: specFallback,
    },
    {
      name: 'placeholder default (false) keeps Welcome',
      args: [undefined, 'fr', undefined],
      want: ['welcome', ...specFallback],
    },
  ];
  for (const { name, args, want } of cases)
    it(name, () => expect(guideStepOrder(gs, ...args)).toEqual(want));

  it('jobsToBeDone wins over goal', () => {
    const byJob = guideStepOrder(
      gs,
      { goal: 'recordings', jobsToBeDone: ['monitoring'] },
      'de',
      true,
    );
    expect(byJob).toEqual(gs.order!.byJobsToBeDone.monitoring);
  });
  it('the Welcome rule is a placeholder, false by default', () => {
    expect(gs.order!.prepend).toEqual({
      step: 'welcome',
      unless: { placeholder: 'org-qualifies-for-welcome-skip', default: false },
    });
  });
});

describe('guide sidebars and the get-started page (product.md#states-and-transitions, product.md#constants-and-limits)', () => {
  const heatmap = bundle.guides['heatmap-guide']!;
  const survey = bundle.guides['survey-guide']!;
  const page = bundle.guides['get-started-page']!;
  it('heatmap guide: 3 steps, step persisted, sales for scale else recordings, English-and-installed launcher on the list', () => {
    expect(heatmap.steps).toHaveLength(3);
    expect(heatmap.state.map((s) => s.key)).toEqual(['heatmap_guides_step']);
    const last = heatmap.steps[2]!.buttons;
    expect(last.map((b) => [b.action ?? b.route, b.gate])).toEqual([
      ['contact-sales', { plan: ['scale'] }],
      ['playbacks.list', { not: { plan: ['scale'] } }],
    ]);
    expect(heatmap.launcher!.routes).toEqual(['heatmaps.list']);
    expect(heatmap.launcher!.button.gate).toEqual({
      all: [{ locale: ['en'] }, { tracking: ['inactive', 'active', 'capture-off'] }],
    });
  });
  it('survey guide: 5 steps on the list and response pages, dimmed until dismissed, Done dismisses', () => {
    expect(survey.steps).toHaveLength(5);
    expect(survey.state.map((s) => s.key)).toContain('survey_guides_step');
    expect(survey.showOn).toEqual({
      routes: ['surveys.list', 'surveys.responses', 'surveys.survey-responses'],
    });
    expect(survey.overlay).toEqual({ dim: true, until: 'dismissed' });
    expect(survey.steps[4]!.buttons.map((b) => b.action)).toEqual(['dismiss-guide']);
  });
  it('get-started page: the four steps of getStartedPageState, events, dismiss to the dashboard', () => {
    expect(page.steps.map((s) => s.id)).toEqual([
      'TOUR',
      'INVITE_TEAMMATES',
      'INTEGRATE',
      'SECURE_ACCOUNT',
    ]);
    expect(page.state).toMatchObject([{ namespace: 'onboarding', key: 'getStartedPageState' }]);
    expect(page.events).toEqual({
      stepCompleted: 'get_started_step_completed',
      allCompleted: 'get_started_finished',
    });
    expect(page.dismiss).toEqual({ route: 'dashboard.index' });
    expect(page.menuProgress).toEqual({ dismissibleWhenComplete: true });
  });
});
