/**
 * The get-started steps an account is offered (runtime/app/getStarted/offeredSteps.ts): a step
 * whose buttons are all gated away is not offered, with fixture steps and access definitions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Gate } from '../../contracts/gates';
import type { GateContext } from '../../runtime/rules/gates/context';
import { evaluateGate } from '../../runtime/rules/gates/evaluateGate';
import type { Guide } from '../../runtime/rules/guides/types';
import { ROOT } from '../support/appServer';
import type { AccessDefinitions } from '../../contracts/access';
import { offeredSteps } from '../../runtime/app/getStarted/offeredSteps';
import type { StepView } from '../../runtime/rules/guides/evaluateGuide';

type MenuGate = { when: Gate; effect: string };

const access: AccessDefinitions = {
  flags: {},
  experiments: {},
  predicates: { 'full-account': { not: { variant: ['cross-sell', 'standalone'] } } },
};

const step = (id: string, state: StepView['state'], gated: boolean): StepView =>
  ({
    id,
    state,
    notes: [],
    reason: 'pending',
    step: {
      id,
      title: `t.${id}`,
      text: `x.${id}`,
      buttons: [
        { label: `b.${id}`, route: 'r', ...(gated ? { gate: { predicate: 'full-account' } } : {}) },
      ],
    },
  }) as unknown as StepView;

const steps = [
  step('A', 'success', false),
  step('INVITE', 'pending', true),
  step('C', 'pending', false),
];

describe('offeredSteps', () => {
  it('leaves out a step whose only button the account may not use, and counts without it', () => {
    const view = offeredSteps(steps, { account: { variant: 'standalone' } }, access);
    expect(view.steps.map((s) => s.id)).toEqual(['A', 'C']);
    expect([view.done, view.total]).toEqual([1, 2]);
  });
  it('offers every step to a full account', () => {
    const view = offeredSteps(steps, { account: { variant: 'default' } }, access);
    expect(view.steps.map((s) => s.id)).toEqual(['A', 'INVITE', 'C']);
    expect([view.done, view.total]).toEqual([1, 3]);
  });
});

/** Over the real manifests: a step leading where a menu hides its entry is hidden by that rule. */
describe('the get-started page and the menus agree', () => {
  const bundle = (name: string) =>
    JSON.parse(readFileSync(join(ROOT, `generated/bundle/${name}.json`), 'utf8'));
  const realAccess = bundle('access') as AccessDefinitions;
  const guide = (bundle('guides') as { guides: Record<string, Guide> }).guides['get-started-page']!;
  /** Every menu entry with a route and gates, wherever it is nested. */
  const gatedEntries = (node: unknown): { route: string; gates: MenuGate[] }[] => {
    if (Array.isArray(node)) return node.flatMap(gatedEntries);
    if (!node || typeof node !== 'object') return [];
    const entry = node as { target?: { route?: string }; gates?: MenuGate[] };
    const route = entry.target?.route;
    const own = route && entry.gates ? [{ route, gates: entry.gates }] : [];
    return [...own, ...Object.values(node).flatMap(gatedEntries)];
  };
  const entries = gatedEntries(bundle('menus'));
  const contexts: GateContext[] = ['default', 'cross-sell', 'standalone'].map((variant) => ({
    account: { variant },
    organization: { access: 'admin' },
    user: { isAccountAdmin: true, isDemoUser: false },
  }));
  it.each(contexts)('for a $account.variant account', (context) => {
    const views = guide.steps.map((s) => ({ id: s.id, step: s, state: 'pending' }) as StepView);
    const offered = new Set(offeredSteps(views, context, realAccess).steps.map((s) => s.id));
    for (const s of guide.steps) {
      for (const cta of s.buttons) {
        const hidden = entries.some(
          (e) =>
            e.route === cta.route &&
            e.gates.some(
              (g) => g.effect === 'hidden' && !evaluateGate(g.when, context, realAccess).allowed,
            ),
        );
        if (hidden) expect(offered.has(s.id), `${s.id} → ${cta.route}`).toBe(false);
      }
    }
  });
});
