/**
 * product.md#states-and-transitions "Getting-started guide": a step is success, skipped or pending. Success wins over skip:
 * a step the user already completed shows as done even if it would now be skipped.
 */
import { conditionHolds } from './conditionHolds';
import type { GuideContext, GuideStep, StepState } from './types';

export function stepState(
  step: Pick<GuideStep, 'success' | 'skip'>,
  context: GuideContext,
): StepState {
  if (step.success && conditionHolds(step.success, context)) return 'success';
  if (step.skip && conditionHolds(step.skip, context)) return 'skipped';
  return 'pending';
}
