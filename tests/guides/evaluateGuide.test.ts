/**
 * The guide engine (runtime/rules/guides/evaluateGuide.ts) on the REAL guides bundle
 * (generated/bundle/guides.json, what the runtime loads): each rule of product.md#states-and-transitions "Getting-started
 * guide", the three order sources for several questionnaire answers, Welcome / Sales, the skip
 * button, the first expanded step and the step expanded after a complete-on-click.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  evaluateGuide,
  nextPendingAfter,
  type GuideFacts,
} from '../../runtime/rules/guides/evaluateGuide';
import type { GuidesBundle } from '../../runtime/rules/guides/types';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const bundle = JSON.parse(
  readFileSync(join(ROOT, 'generated/bundle/guides.json'), 'utf8'),
) as GuidesBundle;
const gs = bundle.guides['getting-started']!;
const page = bundle.guides['get-started-page']!;

/** A recent site, tracking active, a write user alone in the organization, English, no profile. */
const facts = (over: Partial<GuideFacts> = {}): GuideFacts => ({
  flags: {},
  tracking: 'active',
  orgAccess: 'write',
  orgUserCount: 1,
  locale: 'en',
  siteCreated: 1_700_000_000,
  ...over,
});
const run = (over: Partial<GuideFacts> = {}) => evaluateGuide(gs, facts(over));
const visible = (over: Partial<GuideFacts> = {}) => run(over).steps.map((s) => s.id);
/** The step's state, with a profile whose order holds the step (goal feedback for
 * recording-and-heatmap, which the fallback order leaves out). */
const stateOf = (id: string, over: Partial<GuideFacts> = {}) => {
  const view = run(
    id === 'recording-and-heatmap' ? { profile: { goal: 'feedback' }, ...over } : over,
  );
  return [...view.steps, ...view.skipped].find((s) => s.id === id)?.state;
};

/** The manifest's order tables: the rules below pick among them, whatever steps they list. */
const ORDER = gs.order!;
const FALLBACK = ORDER.fallback;
const byGoal = (goal: keyof typeof ORDER.byGoal, expert = false) =>
  (expert ? ORDER.byGoal[goal]!.expert : ORDER.byGoal[goal]!.default)!;
const byJobs = (...jobs: (keyof typeof ORDER.byJobsToBeDone)[]) => [
  ...new Set(jobs.flatMap((job) => ORDER.byJobsToBeDone[job]!)),
];

describe('step success and skip (product.md#states-and-transitions)', () => {
  const cases: [string, string, Partial<GuideFacts>, string][] = [
    ['installation succeeds when installed', 'installation', {}, 'success'],
    [
      'installation pending while not installed',
      'installation',
      { tracking: 'not-installed' },
      'pending',
    ],
    [
      'installation: capture off is installed',
      'installation',
      { tracking: 'capture-off' },
      'success',
    ],
    ['installation: inactive is installed', 'installation', { tracking: 'inactive' }, 'success'],
    ['recording needs viewed_recording', 'recording', {}, 'pending'],
    ['recording viewed', 'recording', { flags: { viewed_recording: true } }, 'success'],
    ['heatmap viewed', 'heatmap', { flags: { viewed_heatmap: true } }, 'success'],
    [
      'recording-and-heatmap: recording viewed',
      'recording-and-heatmap',
      { flags: { viewed_recording: true } },
      'success',
    ],
    [
      'recording-and-heatmap: heatmap viewed',
      'recording-and-heatmap',
      { flags: { viewed_heatmap: true } },
      'success',
    ],
    ['recording-and-heatmap: neither', 'recording-and-heatmap', {}, 'pending'],
    ['feedback created', 'feedback', { flags: { created_incoming_feedback: true } }, 'success'],
    ['feedback pending for write', 'feedback', {}, 'pending'],
    ['feedback skipped for read', 'feedback', { orgAccess: 'read' }, 'skipped'],
    ['feedback pending for admin', 'feedback', { orgAccess: 'admin' }, 'pending'],
    ['survey launched', 'survey', { flags: { launched_survey: true } }, 'success'],
    ['survey skipped for read', 'survey', { orgAccess: 'read' }, 'skipped'],
    ['invite completed', 'invite', { flags: { invite_completed: true } }, 'success'],
    ['invite skipped for read', 'invite', { orgAccess: 'read' }, 'skipped'],
    [
      'invite skipped when the guide was skipped',
      'invite',
      { flags: { skipped: true } },
      'skipped',
    ],
    ['invite pending for write', 'invite', {}, 'pending'],
    ['invite pending for admin', 'invite', { orgAccess: 'admin' }, 'pending'],
    // Success wins over skip: done before, it stays done though it would now be skipped.
    [
      'success wins: invite done, read',
      'invite',
      { orgAccess: 'read', flags: { invite_completed: true } },
      'success',
    ],
    [
      'success wins: feedback done, read',
      'feedback',
      { orgAccess: 'read', flags: { created_incoming_feedback: true } },
      'success',
    ],
    [
      'success wins: survey done, read',
      'survey',
      { orgAccess: 'read', flags: { launched_survey: true } },
      'success',
    ],
    ['welcome: video seen', 'welcome', { flags: { saw_welcome_video: true } }, 'success'],
    ['sales viewed', 'sales', { flags: { sales_step_viewed: true } }, 'success'],
  ];
  for (const [why, step, given, want] of cases)
    it(`${why} → ${want}`, () => expect(stateOf(step, given)).toBe(want));

  it('the reason names the rule and the condition it read', () => {
    const view = run({ orgAccess: 'read', flags: { viewed_recording: true } });
    const reason = (id: string) =>
      [...view.steps, ...view.skipped].find((s) => s.id === id)!.reason;
    expect(reason('recording')).toEqual({
      rule: 'success',
      condition: { flag: 'viewed_recording' },
    });
    expect(reason('heatmap')).toEqual({
      rule: 'success-not-met',
      condition: { flag: 'viewed_heatmap' },
    });
    expect(reason('feedback')).toEqual({
      rule: 'skip',
      condition: { not: { orgAccess: ['write', 'admin'] } },
    });
  });
});

describe('skipped steps hidden, read vs write access (product.md#states-and-transitions, product.md#roles-and-permissions)', () => {
  it('read access: invite, feedback and survey are left out of the visible steps', () => {
    const view = run({ orgAccess: 'read' });
    expect(view.steps.map((s) => s.id)).toEqual([
      'welcome',
      'installation',
      'recording',
      'heatmap',
      'sales',
    ]);
    expect(view.skipped.map((s) => s.id)).toEqual(['survey', 'feedback', 'invite']);
    expect(view.order).toEqual(['welcome', ...FALLBACK, 'sales']);
    expect(view.total).toBe(5);
  });
  it('write access: all of the fallback steps show', () => {
    expect(visible()).toEqual(['welcome', ...FALLBACK, 'sales']);
    expect(run().skipped).toEqual([]);
  });
});

describe('enabled, init, complete (product.md#states-and-transitions)', () => {
  it('enabled while neither done nor skipped', () => {
    expect(run().enabled).toBe(true);
    expect(run({ flags: { done: true } }).enabled).toBe(false);
    expect(run({ flags: { skipped: true } }).enabled).toBe(false);
    expect(run({ flags: { viewed_heatmap: true } }).enabled).toBe(true);
  });

  it('a site created at 1604335670 is auto-marked done; at 1604335671 it is not', () => {
    const old = run({ siteCreated: 1_604_335_670 });
    expect(old.initFlags).toEqual(['done']);
    expect(old.flags.done).toBe(true);
    expect(old.enabled).toBe(false);
    const boundary = run({ siteCreated: 1_604_335_671 });
    expect(boundary.initFlags).toEqual([]);
    expect(boundary.enabled).toBe(true);
  });

  it('an init flag already stored is not set again', () => {
    expect(run({ siteCreated: 1_604_335_670, flags: { done: true } }).initFlags).toEqual([]);
  });

  it('one organization user: invite pending; two: invite auto-completed at init', () => {
    const alone = run({ orgUserCount: 1 });
    expect(alone.initFlags).toEqual([]);
    expect(alone.steps.find((s) => s.id === 'invite')!.state).toBe('pending');
    const two = run({ orgUserCount: 2 });
    expect(two.initFlags).toEqual(['invite_completed']);
    expect(two.steps.find((s) => s.id === 'invite')!.state).toBe('success');
  });

  it('both init rules at once, in declaration order', () => {
    expect(run({ siteCreated: 1_600_000_000, orgUserCount: 5 }).initFlags).toEqual([
      'done',
      'invite_completed',
    ]);
  });

  it('all visible steps done: complete, done to store, sidebar collapses', () => {
    const flags = {
      saw_welcome_video: true,
      viewed_recording: true,
      viewed_heatmap: true,
      launched_survey: true,
      created_incoming_feedback: true,
      invite_completed: true,
      sales_step_viewed: true,
    };
    const view = run({ flags });
    expect(view.complete).toBe(true);
    expect(view.expanded).toBeUndefined();
    expect(view.completeFlags).toEqual(['done']);
    expect(view.collapse).toBe(true);
    expect(view.done).toBe(view.total);
    expect(run({ flags: { ...flags, done: true } }).completeFlags).toEqual([]);
  });

  it('read access completes without the skipped steps', () => {
    const view = run({
      orgAccess: 'read',
      flags: {
        saw_welcome_video: true,
        viewed_recording: true,
        viewed_heatmap: true,
        sales_step_viewed: true,
      },
    });
    expect(view.complete).toBe(true);
  });

  it('one step open: not complete, nothing to store', () => {
    const view = run({ flags: { saw_welcome_video: true } });
    expect(view.complete).toBe(false);
    expect(view.completeFlags).toEqual([]);
    expect(view.collapse).toBe(false);
  });
});

describe('step order (product.md#states-and-transitions "Step order")', () => {
  const cases: [string, GuideFacts['profile'], string, string[]][] = [
    ['no profile', undefined, 'fallback', FALLBACK],
    ['goal skipped', { goal: 'skipped' }, 'fallback', FALLBACK],
    ['goal interviews, expert', { goal: 'interviews', expertise: 'expert' }, 'fallback', FALLBACK],
    ['goal recordings', { goal: 'recordings' }, 'goal', byGoal('recordings')],
    [
      'goal recordings, beginner (no beginner table: the default)',
      { goal: 'recordings', expertise: 'beginner' },
      'goal',
      byGoal('recordings'),
    ],
    [
      'goal recordings, expert',
      { goal: 'recordings', expertise: 'expert' },
      'goal-expertise',
      byGoal('recordings', true),
    ],
    [
      'goal heatmaps, expert',
      { goal: 'heatmaps', expertise: 'expert' },
      'goal-expertise',
      byGoal('heatmaps', true),
    ],
    ['goal surveys', { goal: 'surveys', expertise: 'intermediate' }, 'goal', byGoal('surveys')],
    [
      'jobs win over goal: monitoring',
      { goal: 'recordings', expertise: 'expert', jobsToBeDone: ['monitoring'] },
      'jobs-to-be-done',
      byJobs('monitoring'),
    ],
    [
      'several jobs: their tables in the picked order, duplicates dropped',
      { jobsToBeDone: ['prioritizing', 'exploring'] },
      'jobs-to-be-done',
      byJobs('prioritizing', 'exploring'),
    ],
    [
      'jobs identifying',
      { jobsToBeDone: ['identifying'] },
      'jobs-to-be-done',
      byJobs('identifying'),
    ],
    [
      'empty jobs list: the goal decides',
      { goal: 'feedback', jobsToBeDone: [] },
      'goal',
      byGoal('feedback'),
    ],
  ];
  for (const [why, profile, source, base] of cases)
    it(`${why} → ${source}`, () => {
      const view = run(profile ? { profile } : {});
      expect(view.orderSource).toBe(source);
      expect(view.order).toEqual(['welcome', ...base, 'sales']);
      expect(view.steps.map((s) => s.id)).toEqual(['welcome', ...base, 'sales']);
    });
});

describe('Welcome prepended, Sales appended for English (product.md#states-and-transitions)', () => {
  it('Welcome is prepended by default (the placeholder skip rule defaults to false)', () => {
    expect(visible()[0]).toBe('welcome');
    expect(visible({ orgQualifiesForWelcomeSkip: false })[0]).toBe('welcome');
  });
  it('an organization that qualifies for the skip rule gets no Welcome', () => {
    expect(visible({ orgQualifiesForWelcomeSkip: true })).toEqual([...FALLBACK, 'sales']);
  });
  for (const [locale, sales] of [
    ['en', true],
    ['en-GB', true],
    ['de', false],
    ['ja', false],
    ['pt-BR', false],
  ] as const)
    it(`locale ${locale}: Sales ${sales ? 'appended' : 'not appended'}`, () => {
      expect(visible({ locale }).at(-1) === 'sales').toBe(sales);
      expect(run({ locale }).order.includes('sales')).toBe(sales);
    });
});

describe('skip button only when tracking is installed (product.md#states-and-transitions)', () => {
  for (const [tracking, shows] of [
    ['not-installed', false],
    ['inactive', true],
    ['active', true],
    ['capture-off', true],
  ] as const)
    it(`${tracking}: ${shows ? 'shows' : 'hidden'}`, () =>
      expect(run({ tracking }).canSkip).toBe(shows));
});

describe('expanded step (product.md#states-and-transitions)', () => {
  it('the first expanded step is the first pending one', () => {
    expect(run().expanded).toBe('welcome');
    expect(run({ flags: { saw_welcome_video: true } }).expanded).toBe('recording');
    expect(run({ flags: { saw_welcome_video: true }, tracking: 'not-installed' }).expanded).toBe(
      'installation',
    );
  });
  it('a skipped step is never expanded', () => {
    const view = run({
      orgAccess: 'read',
      flags: { saw_welcome_video: true, viewed_recording: true, viewed_heatmap: true },
    });
    expect(view.expanded).toBe('sales');
  });
});

describe('nextPendingAfter (complete-on-click expands the next pending step)', () => {
  const view = run({ flags: { viewed_heatmap: true } });
  // welcome, installation ✓, recording, heatmap ✓, survey, feedback, invite, sales
  it('the first pending step after the clicked one', () => {
    expect(nextPendingAfter(view, 'welcome')).toBe('recording');
    expect(nextPendingAfter(view, 'recording')).toBe('survey');
    expect(nextPendingAfter(view, 'invite')).toBe('sales');
  });
  it('wraps to the first pending one before it', () => {
    expect(nextPendingAfter(view, 'sales')).toBe('welcome');
  });
  it('none when the clicked step was the last pending one', () => {
    const last = run({
      flags: {
        saw_welcome_video: true,
        viewed_recording: true,
        viewed_heatmap: true,
        launched_survey: true,
        created_incoming_feedback: true,
        invite_completed: true,
      },
    });
    expect(nextPendingAfter(last, 'sales')).toBeUndefined();
  });
});

describe('the get-started page: a step is done when its id flag is set (product.md#records-and-their-fields, product.md#states-and-transitions)', () => {
  it('four steps, declared order, each pending until complete', () => {
    const view = evaluateGuide(page, facts({ flags: { TOUR: true, INTEGRATE: true } }));
    expect(view.orderSource).toBe('declared');
    expect(view.steps.map((s) => [s.id, s.state])).toEqual([
      ['TOUR', 'success'],
      ['INVITE_TEAMMATES', 'pending'],
      ['INTEGRATE', 'success'],
      ['SECURE_ACCOUNT', 'pending'],
    ]);
    expect(view.steps[1]!.reason).toEqual({
      rule: 'success-not-met',
      condition: { flag: 'INVITE_TEAMMATES' },
      implicit: true,
    });
    expect(view.expanded).toBe('INVITE_TEAMMATES');
    expect([view.done, view.total]).toEqual([2, 4]);
  });
  it('all four complete', () => {
    const flags = { TOUR: true, INVITE_TEAMMATES: true, INTEGRATE: true, SECURE_ACCOUNT: true };
    const view = evaluateGuide(page, facts({ flags }));
    expect(view.complete).toBe(true);
    expect(view.canSkip).toBe(false);
    expect(view.enabled).toBe(true);
  });
});

describe('step notes (product.md#screens-and-routes "use surveys without installing (skips installation)")', () => {
  const notesOf = (over: Partial<GuideFacts>) =>
    run(over).steps.find((s) => s.id === 'installation')?.notes;

  it('the installation step says installation was skipped once the flag is set', () => {
    expect(notesOf({ tracking: 'not-installed', flags: { skipped_installation: true } })).toEqual([
      'guides:getting-started.steps.installation.skipped',
    ]);
  });

  it('says nothing without the flag', () => {
    expect(notesOf({ tracking: 'not-installed' })).toEqual([]);
  });
});
