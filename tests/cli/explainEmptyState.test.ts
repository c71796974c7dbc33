/**
 * `lodestar explain empty-state <feature>` on the REAL manifests ("which state shows is
 * a pure function … so lodestar explain can print it for a persona"), through `main(argv, io)`.
 * The answers are evaluateEmptyState's; these tests check the options reach it and the output
 * says what it decided and why.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { EmptyStateExplanation } from '../../generator/src/explain/emptyState';
import { runCli } from './cliHarness';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const explain = (...args: string[]) => runCli(ROOT, 'explain', 'empty-state', ...args);
const json = async (...args: string[]) => {
  const run = await explain(...args, '--json');
  expect(run.err).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.out) as EmptyStateExplanation;
};

describe('lodestar explain empty-state (text)', () => {
  it('a new user on surveys: pending installation, the notice and why', async () => {
    const run = await explain('surveys', '--permission', 'surveys-create');
    expect(run.code).toBe(0);
    const lines = run.out.split('\n');
    expect(lines[0]).toBe('Empty state surveys: pending installation');
    expect(run.out).toContain('Notice: shown (empty-states:common.not-installed-notice)');
    expect(run.out).toMatch(/skip installation\s+shown → action skip-installation/);
  });

  it('feedback without feedbacks-create: the create button disabled, with reason and tooltip', async () => {
    const run = await explain('feedback', '--tracking', 'active');
    expect(run.out).toMatch(
      /create\s+disabled \(needs permission feedbacks-create; the user lacks it; tooltip empty-states:feedback.no-permission\) → route feedback.create/,
    );
  });

  it('recordings with capture off in the experiment: no install overlay, the disabled variant', async () => {
    const run = await explain(
      'recordings',
      '--tracking',
      'capture-off',
      '--experiment',
      'stp_setup_based_on_intention=treatment',
    );
    // The overlay's main button installs the code: a site whose code is installed never sees it.
    expect(run.out).toContain('Overlay: not shown — needs tracking code not-installed');
    expect(run.out).toContain('Pending data: disabled');
  });

  it('--data: the has-data stage', async () => {
    const run = await explain('heatmaps', '--data', '--tracking', 'active');
    expect(run.out.split('\n')[0]).toBe(
      'Empty state heatmaps: has data — the page says what it would show; no empty state',
    );
  });
});

describe('lodestar explain empty-state --json', () => {
  it('prints the facts and the engine view', async () => {
    const e = await json('surveys', '--tracking', 'active', '--variant', 'default');
    expect(e.feature).toBe('surveys');
    expect(e.facts.context.site?.tracking).toBe('active');
    expect(e.view.stage).toBe('pending-setup');
    expect(e.view.pendingSetup?.cards.map((c) => c.state)).toEqual(['disabled', 'disabled']);
  });
  it('--skipped-installation moves surveys to pending setup', async () => {
    const e = await json('surveys', '--skipped-installation');
    expect(e.view.stage).toBe('pending-setup');
  });
});

describe('usage problems (exit 2)', () => {
  it('an unknown feature names the close one', async () => {
    const run = await explain('survey');
    expect(run.code).toBe(2);
    expect(run.err).toContain('Unknown feature "survey"');
    expect(run.err).toContain('surveys');
  });
  it('an unknown tracking state', async () => {
    const run = await explain('heatmaps', '--tracking', 'on');
    expect(run.code).toBe(2);
    expect(run.err).toContain('Unknown tracking state "on"');
  });
});
