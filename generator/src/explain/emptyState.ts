/**
 * `explain empty-state <feature>`: what a feature page shows a persona before it has data — the
 * stage, the standard parts, the feature's own buttons and cards, each with its state and why —
 * computed by the runtime's empty-state engine (`evaluateEmptyState`,
 * runtime/rules/emptyStates/evaluateEmptyState.ts) over the empty-states bundle with the ONE gate
 * evaluator, so it prints what the app shows. Nothing here decides a rule: it parses the option
 * values into the engine's facts (persona.ts for the gate context; unknown values are usage
 * problems). `EmptyStateExplanation` is what `--json` prints; emptyStateText.ts renders it.
 */
import {
  evaluateEmptyState,
  type EmptyStateFacts,
  type EmptyStateView,
} from '../../../runtime/rules/emptyStates/evaluateEmptyState';
import type { EmptyStatesBundle } from '../../../runtime/rules/emptyStates/types';
import type { GateContext } from '../../../runtime/rules/gates/context';
import type { Model } from '../core/model';
import { kinds } from '../registry';
import { parsePersona, pickWord, type PersonaOptions } from './persona';
import { modelRouteCheck } from './routeCheck';

export interface EmptyStateOptions extends PersonaOptions {
  /** The feature has data. */
  data?: boolean;
  /** The user chose to use surveys without installing. */
  skippedInstallation?: boolean;
}

export interface EmptyStateExplanation {
  feature: string;
  facts: { hasData: boolean; skippedInstallation: boolean; context: GateContext };
  view: EmptyStateView;
}

export type EmptyStateExplainResult =
  | { outcome: 'usage'; problems: string[] }
  | { outcome: 'empty-state'; explanation: EmptyStateExplanation };

export function explainEmptyState(
  model: Model,
  feature: string,
  options: EmptyStateOptions,
): EmptyStateExplainResult {
  // The generator's model types are the runtime's (kinds/emptyStates/model.ts mirrors types.ts).
  const bundle = kinds['empty-states'].bundle(model['empty-states']) as EmptyStatesBundle;
  const access = kinds.access.bundle(model.access);
  // A persona who just signed up has not installed the tracking code.
  const persona = parsePersona(access, {
    ...options,
    tracking: options.tracking ?? 'not-installed',
  });
  const problems = [...persona.problems];
  const known = pickWord(problems, 'feature', feature, Object.keys(bundle.features));
  if (problems.length || !known) return { outcome: 'usage', problems };
  const facts: EmptyStateFacts = {
    context: persona.context,
    hasData: options.data ?? false,
    skippedInstallation: options.skippedInstallation ?? false,
    routeCheck: modelRouteCheck(model, access, persona.context),
  };
  const view = evaluateEmptyState(bundle, known, facts, access)!;
  return {
    outcome: 'empty-state',
    explanation: {
      feature: known,
      facts: {
        hasData: facts.hasData,
        skippedInstallation: facts.skippedInstallation,
        context: facts.context,
      },
      view,
    },
  };
}
