/**
 * A funnel query as the API receives it (manifests/api/funnels.yaml), checked: the steps by the
 * rules the funnels page shares (runtime/rules/analysis/funnelSteps.ts), the range like the
 * analysis query's, the breakdown a session field of the semantic layer. What is wrong is a 400
 * naming the parameter.
 */
import { SESSION_FIELDS, type SemanticLayer } from '../../../contracts/analysis';
import { FUNNEL_LIMITS, type FunnelStep } from '../../../contracts/funnels';
import { parseSteps } from '../../../runtime/rules/analysis/funnelSteps';
import { badRequest } from '../http/httpError';
import { resolveRange, type DayRange } from './resolveQuery';

export interface FunnelParams {
  steps: string;
  from: string;
  to: string;
  timeZone?: string;
  window?: number;
  by?: string;
}

export interface ResolvedFunnel {
  steps: FunnelStep[];
  range: DayRange;
  /** Milliseconds from step 1 within which later steps count; absent: the whole session. */
  windowMs?: number;
  by?: { id: string; field: keyof typeof SESSION_FIELDS };
}

/** Why a step is refused, in the words of its field (the query's steps, a dashboard's funnel). */
export const STEP_PROBLEMS = {
  unknown: 'match is one of exact, startsWith, contains.',
  empty: 'value is empty.',
  'too-long': `value is longer than ${FUNNEL_LIMITS.valueLength} characters.`,
  'no-slash': 'value of an exact or startsWith step is a path: it starts with "/".',
} as const;

export function resolveFunnel(params: FunnelParams, layer: SemanticLayer): ResolvedFunnel {
  const parsed = parseSteps(params.steps);
  if ('problem' in parsed) {
    const { problem } = parsed;
    if (problem === 'json')
      throw badRequest('steps', 'Steps are a JSON array of { match, value } objects.');
    if (problem === 'count')
      throw badRequest(
        'steps',
        `A funnel has ${FUNNEL_LIMITS.minSteps} to ${FUNNEL_LIMITS.maxSteps} steps.`,
      );
    throw badRequest(
      `steps/${problem.index}/${problem.field}`,
      `Step ${problem.index + 1}: ${STEP_PROBLEMS[problem.reason]}`,
    );
  }
  const range = resolveRange(params.from, params.to, params.timeZone ?? 'UTC');
  if (
    params.window !== undefined &&
    (!Number.isInteger(params.window) ||
      params.window < 1 ||
      params.window > FUNNEL_LIMITS.maxWindow)
  )
    throw badRequest('window', `Whole minutes from 1 to ${FUNNEL_LIMITS.maxWindow}.`);
  return {
    steps: parsed.steps,
    range,
    ...(params.window ? { windowMs: params.window * 60_000 } : {}),
    ...(params.by ? { by: resolveBy(params.by, layer) } : {}),
  };
}

/** A dimension every session has one value of: a session field, not the page nor a period. */
function resolveBy(id: string, layer: SemanticLayer): NonNullable<ResolvedFunnel['by']> {
  const usable = layer.dimensions.filter((d) => d.field && d.field in SESSION_FIELDS);
  const found = usable.find((d) => d.id === id);
  if (!found)
    throw badRequest('by', `Unknown "${id}"; known: ${usable.map((d) => d.id).join(', ')}.`);
  return { id, field: found.field as keyof typeof SESSION_FIELDS };
}
