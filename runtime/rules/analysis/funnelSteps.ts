/**
 * A funnel's steps as text (the API's `steps` parameter, the page's address) and back, checked
 * against the funnel's limits; and whether a page's path matches a step. Shared by the server
 * and the funnels page, so both refuse the same steps for the same reasons.
 */
import {
  FUNNEL_LIMITS,
  FUNNEL_MATCHES,
  type FunnelMatch,
  type FunnelStep,
} from '../../../contracts/funnels';
import { pagePath } from './pagePath';

/** Why a step is refused; `index` is the step's position from 0. */
export type StepProblem =
  | { index: number; field: 'match'; reason: 'unknown' }
  | { index: number; field: 'value'; reason: 'empty' | 'too-long' | 'no-slash' };

export function isFunnelMatch(value: unknown): value is FunnelMatch {
  return FUNNEL_MATCHES.includes(value as FunnelMatch);
}

/** The first problem of a step: paths start with "/", so an exact or prefix match must too. */
export function stepProblem(
  step: { match?: unknown; value?: unknown },
  index: number,
): StepProblem | null {
  if (step.match !== undefined && !isFunnelMatch(step.match))
    return { index, field: 'match', reason: 'unknown' };
  const value = typeof step.value === 'string' ? step.value.trim() : '';
  if (!value) return { index, field: 'value', reason: 'empty' };
  if (value.length > FUNNEL_LIMITS.valueLength)
    return { index, field: 'value', reason: 'too-long' };
  if ((step.match ?? 'exact') !== 'contains' && !value.startsWith('/'))
    return { index, field: 'value', reason: 'no-slash' };
  return null;
}

/** The steps of a text, or why not: `count` when there are too few or too many. */
export function parseSteps(
  text: string,
): { steps: FunnelStep[] } | { problem: 'json' | 'count' } | { problem: StepProblem } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { problem: 'json' };
  }
  if (!Array.isArray(raw) || !raw.every((s) => typeof s === 'object' && s !== null))
    return { problem: 'json' };
  if (raw.length < FUNNEL_LIMITS.minSteps || raw.length > FUNNEL_LIMITS.maxSteps)
    return { problem: 'count' };
  const steps: FunnelStep[] = [];
  for (const [index, step] of (raw as { match?: unknown; value?: unknown }[]).entries()) {
    const problem = stepProblem(step, index);
    if (problem) return { problem };
    steps.push({
      match: (step.match as FunnelMatch | undefined) ?? 'exact',
      value: (step.value as string).trim(),
    });
  }
  return { steps };
}

export const stepsText = (steps: FunnelStep[]) =>
  JSON.stringify(steps.map((s) => ({ match: s.match, value: s.value })));

export { pagePath };

export function stepMatches(step: FunnelStep, path: string): boolean {
  if (step.match === 'exact') return path === step.value;
  if (step.match === 'startsWith') return path.startsWith(step.value);
  return path.includes(step.value);
}
