/**
 * An empty state may leave out a standard button (`omitButtons`, e.g. funnels without the
 * demo-site button): checked for every feature of the real empty states, each given the field in
 * turn, in the plain empty state and in the experiment overlay.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kinds, validate } from '../../generator/src/index';
import { evaluateEmptyState } from '../../runtime/rules/emptyStates/evaluateEmptyState';
import type { EmptyStatesBundle, StandardButton } from '../../runtime/rules/emptyStates/types';
import type { GateContext } from '../../runtime/rules/gates/context';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const { model } = validate(ROOT);
const bundle = kinds['empty-states'].bundle(model['empty-states']) as EmptyStatesBundle;
const access = kinds.access.bundle(model.access);

/** A signed-in user before installing; `treatment` puts them in the overlay's experiment. */
function context(treatment: boolean): GateContext {
  const experiments: Record<string, string> = {};
  if (treatment)
    for (const [name, e] of Object.entries(access.experiments))
      experiments[name] = e.variants.find((v) => v !== e.control) ?? e.control;
  return {
    account: { variant: 'default', features: [] },
    permissions: ['surveys-create', 'feedbacks-create'],
    site: { tracking: 'not-installed', analyticsAccess: true },
    experiments,
  };
}

function view(feature: string, omit: StandardButton[], treatment = false) {
  const state = bundle.features[feature]!;
  const edited: EmptyStatesBundle = {
    ...bundle,
    features: { ...bundle.features, [feature]: { ...state, omitButtons: omit } },
  };
  const facts = { context: context(treatment), hasData: false, skippedInstallation: false };
  return evaluateEmptyState(edited, feature, facts, access)!;
}

describe.each(Object.keys(bundle.features))('%s', (feature) => {
  it('shows the demo-site button unless it is omitted', () => {
    expect(view(feature, []).demo?.state).not.toBe('hidden');
    const without = view(feature, ['demoButton']);
    expect(without.demo?.state).toBe('hidden');
    expect(without.demo?.reason?.rule).toBe('omitButtons');
    expect(without.install?.state).toBe(view(feature, []).install?.state);
  });
  it('the experiment overlay leaves the omitted button out too', () => {
    const shown = view(feature, ['demoButton'], true);
    if (!shown.overlay) return; // the overlay's gate does not hold for this persona
    const buttons = [shown.overlay.primary, shown.overlay.secondary];
    const demo = buttons.find((b) => b.cta.action === bundle.standard!.demoButton.action);
    expect(demo?.state).toBe('hidden');
  });
});
