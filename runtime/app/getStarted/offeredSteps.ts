/**
 * The get-started steps a user is offered: a step whose every button is hidden by its gate or
 * leads to a feature the account's variant hides is something this account cannot do (inviting teammates where the team is hidden, product.md#roles-and-permissions), so
 * it is left out, and the progress counts the steps that are offered.
 */
import type { AccessDefinitions } from '../../../contracts/access';
import type { StepView } from '../../rules/guides/evaluateGuide';
import type { GateContext } from '../../rules/gates/context';
import type { RouteCheck } from '../../rules/features/featureSwitch';
import { drawnButtons } from '../signedIn/guides/stepper/stepperRules';

export function offeredSteps(
  steps: readonly StepView[],
  context: GateContext,
  access: AccessDefinitions,
  routeCheck?: RouteCheck,
): { steps: StepView[]; done: number; total: number } {
  const offered = steps.filter(
    (s) =>
      s.step.buttons.length === 0 ||
      drawnButtons(s.step.buttons, context, access, routeCheck).length > 0,
  );
  const done = offered.filter((s) => s.state === 'success').length;
  return { steps: offered, done, total: offered.length };
}
