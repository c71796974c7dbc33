/**
 * product.md#states-and-transitions: skipped steps are hidden; the first expanded step is the first pending one; when no
 * step is pending any more the guide is complete (collapse the sidebar, mark done).
 */
import { stepState } from './stepState';
import type { Guide, GuideContext, StepState } from './types';

export interface GuideProgress {
  /** Visible steps in display order (skipped ones left out). */
  steps: { id: string; state: Exclude<StepState, 'skipped'> }[];
  /** The step to expand: the first pending one. */
  firstPending?: string;
  complete: boolean;
}

export function guideProgress(
  guide: Pick<Guide, 'steps'>,
  order: readonly string[],
  context: GuideContext,
): GuideProgress {
  const steps: GuideProgress['steps'] = [];
  for (const id of order) {
    const step = guide.steps.find((s) => s.id === id);
    if (!step) continue;
    const state = stepState(step, context);
    if (state !== 'skipped') steps.push({ id, state });
  }
  const firstPending = steps.find((s) => s.state === 'pending')?.id;
  return { steps, ...(firstPending ? { firstPending } : {}), complete: !firstPending };
}
