/**
 * `lodestar explain guide` on the REAL manifests (product.md#states-and-transitions "Getting-started guide" "so a
 * product manager can answer why is this step still open / in this order"), through
 * `main(argv, io)` with captured output. The answers are evaluateGuide's; these tests check the
 * options reach it and the output says what it decided.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GuideExplanation } from '../../generator/src/explain/guide';
import { copyFixture, runCli } from './cliHarness';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const explain = (...args: string[]) => runCli(ROOT, 'explain', 'guide', ...args);
const json = async (...args: string[]) => {
  const run = await explain(...args, '--json');
  expect(run.err).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.out) as GuideExplanation;
};

/** `id → rest of the line` for the lines under "Steps shown:". */
function stepLines(out: string): Map<string, string> {
  const lines = out.split('\n');
  const from = lines.indexOf('Steps shown:') + 1;
  const to = lines.indexOf('Skipped (hidden):');
  const map = new Map<string, string>();
  for (const line of lines.slice(from, to)) {
    const m = /^\s+\d+\. (\S+)\s+(.*)$/.exec(line);
    if (m) map.set(m[1]!, m[2]!);
  }
  return map;
}

describe('lodestar explain guide (text)', () => {
  it('the order, which table gave it, and each step with its state and reason', async () => {
    const run = await explain(
      '--goal',
      'recordings',
      '--expertise',
      'expert',
      '--tracking',
      'active',
      '--flag',
      'viewed_recording',
    );
    expect(run.code).toBe(0);
    const lines = run.out.split('\n');
    expect(lines[0]).toBe('Guide getting-started: 2 of 8 shown steps done');
    expect(run.out).toContain('Order: goal and expertise — byGoal.recordings.expert');
    expect(run.out).toContain('sales appended: locale en is one of en');
    const steps = stepLines(run.out);
    expect([...steps.keys()]).toEqual([
      'welcome',
      'installation',
      'recording',
      'segments',
      'local-filters',
      'integrations',
      'invite',
      'sales',
    ]);
    expect(steps.get('welcome')).toBe('pending — success needs flag saw_welcome_video  ← expanded');
    expect(steps.get('installation')).toBe('done — tracking installed');
    expect(steps.get('recording')).toBe('done — flag viewed_recording');
    expect(steps.get('segments')).toBe('pending — success needs flag segments_viewed');
    expect(run.out).toContain('Init flags: none');
    expect(run.out).toContain('Enabled: yes');
    expect(run.out).toContain('Complete: no');
    expect(run.out).toContain('Expanded: welcome');
    expect(run.out).toContain('Skip button: yes (shows when tracking installed)');
  });

  it('read access: invite, feedback and survey listed as skipped with their condition', async () => {
    const run = await explain('--org-access', 'read');
    expect(run.code).toBe(0);
    expect([...stepLines(run.out).keys()]).toEqual([
      'welcome',
      'installation',
      'recording',
      'heatmap',
      'sales',
    ]);
    const skipped = run.out.split('Skipped (hidden):\n')[1]!.split('\nInit flags')[0]!;
    expect(skipped).toMatch(/survey\s+organization access not write or admin/);
    expect(skipped).toMatch(/feedback\s+organization access not write or admin/);
    expect(skipped).toMatch(/invite\s+flag skipped or organization access not write or admin/);
  });

  it('an old site with two users: init flags done and invite_completed, not enabled', async () => {
    const run = await explain('--site-created', '1604335670', '--org-users', '2');
    expect(run.out).toContain(
      'Init flags: done (site created before 1604335671), invite_completed (more than 1 organization users)',
    );
    expect(run.out).toContain('Enabled: no');
    expect(stepLines(run.out).get('invite')).toBe('done — flag invite_completed');
  });

  it('the default is a new user: tracking not installed, no skip button, fallback order', async () => {
    const run = await explain();
    expect(run.code).toBe(0);
    expect(run.out).toContain('Order: fallback');
    expect(stepLines(run.out).get('installation')).toBe(
      'pending — success needs tracking installed',
    );
    expect(run.out).toContain('Skip button: no');
  });
});

describe('lodestar explain guide --json', () => {
  it('jobs to be done (repeatable and comma list) decide the order over the goal', async () => {
    const e = await json(
      '--goal',
      'heatmaps',
      '--jtbd',
      'prioritizing,exploring',
      '--jtbd',
      'monitoring',
    );
    expect(e.orderSource).toBe('jobs-to-be-done');
    expect(e.orderTables).toEqual([
      'byJobsToBeDone.prioritizing',
      'byJobsToBeDone.exploring',
      'byJobsToBeDone.monitoring',
    ]);
    expect(e.facts.profile).toEqual({
      goal: 'heatmaps',
      jobsToBeDone: ['prioritizing', 'exploring', 'monitoring'],
    });
    expect(e.order.slice(0, 4)).toEqual(['welcome', 'installation', 'survey', 'feedback']);
  });

  it('goal only → goal; nothing → fallback', async () => {
    expect((await json('--goal', 'surveys')).orderTables).toEqual(['byGoal.surveys.default']);
    expect((await json()).orderTables).toEqual(['fallback']);
  });

  it('Sales for English only', async () => {
    expect((await json('--locale', 'en-GB')).append).toEqual({
      step: 'sales',
      included: true,
      locales: ['en'],
    });
    const de = await json('--locale', 'de');
    expect(de.append?.included).toBe(false);
    expect(de.order).not.toContain('sales');
  });

  for (const [tracking, canSkip] of [
    ['not-installed', false],
    ['inactive', true],
    ['active', true],
    ['capture-off', true],
  ] as const)
    it(`skip button with tracking ${tracking}: ${canSkip}`, async () => {
      expect((await json('--tracking', tracking)).canSkip).toBe(canSkip);
    });

  it('every step of the fallback done: complete, sets done, collapses, nothing expanded', async () => {
    const flags = [
      'saw_welcome_video',
      'viewed_recording',
      'viewed_heatmap',
      'launched_survey',
      'created_incoming_feedback',
      'invite_completed',
      'sales_step_viewed',
    ].flatMap((f) => ['--flag', f]);
    const e = await json('--tracking', 'active', ...flags);
    expect(e).toMatchObject({
      complete: true,
      completeFlags: ['done'],
      collapse: true,
      expanded: null,
      done: 8,
      total: 8,
    });
  });

  it('the get-started page: steps done by their own flag', async () => {
    const e = await json('get-started-page', '--flag', 'TOUR');
    expect(e.steps.map((s) => [s.id, s.state])).toEqual([
      ['TOUR', 'success'],
      ['INVITE_TEAMMATES', 'pending'],
      ['INTEGRATE', 'pending'],
      ['SECURE_ACCOUNT', 'pending'],
    ]);
    expect(e.expanded).toBe('INVITE_TEAMMATES');
  });
});

describe('lodestar explain guide: usage errors', () => {
  const cases: [string, string[], string, string][] = [
    ['guide id', ['getting-startd'], 'Unknown guide "getting-startd"', '"getting-started"'],
    ['goal', ['--goal', 'recording'], 'Unknown goal "recording"', '"recordings"'],
    ['expertise', ['--expertise', 'exprt'], 'Unknown expertise "exprt"', '"expert"'],
    [
      'job',
      ['--jtbd', 'exploring,monitorin'],
      'Unknown job to be done "monitorin"',
      '"monitoring"',
    ],
    ['org access', ['--org-access', 'writ'], 'Unknown organization access "writ"', '"write"'],
    ['tracking', ['--tracking', 'actve'], 'Unknown tracking state "actve"', '"active"'],
    [
      'flag',
      ['--flag', 'viewed_heatmp'],
      'Unknown flag of getting-started "viewed_heatmp"',
      '"viewed_heatmap"',
    ],
  ];
  for (const [what, args, message, hint] of cases)
    it(`a bad ${what}: exit 2, the problem and a did-you-mean`, async () => {
      const run = await explain(...args);
      expect(run.code).toBe(2);
      expect(run.out).toBe('');
      expect(run.err).toContain(message);
      expect(run.err).toContain(`did you mean ${hint}?`);
    });

  it('numbers: --org-users and --site-created take whole numbers', async () => {
    const run = await explain('--org-users', 'two', '--site-created', '-5');
    expect(run.code).toBe(2);
    expect(run.err).toContain('--org-users takes a whole number, found "two"');
    expect(run.err).toContain('--site-created takes a whole number, found "-5"');
  });

  it('invalid manifests: the diagnostics and exit 1', async () => {
    const run = await runCli(copyFixture('invalid', 'menus-unknown-route'), 'explain', 'guide');
    expect(run.code).toBe(1);
    expect(run.err).toContain('Cannot explain');
  });
});
