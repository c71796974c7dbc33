/**
 * The funnel a page shows, kept in the address (`?steps=…&window=30&by=device`) so that a link
 * or a reload shows the same funnel; the demo shop's path to a purchase when the address names
 * none or names steps the rules refuse.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamsChange, withValues } from '../core/router/useSearchParamsChange';
import { FUNNEL_LIMITS, type FunnelStep } from '../../../contracts/funnels';
import { parseSteps, stepsText } from '../../rules/analysis/funnelSteps';

export const EXAMPLE_STEPS: FunnelStep[] = [
  '/',
  '/shoes',
  '/cart',
  '/checkout',
  '/checkout/thank-you',
].map((value) => ({ match: 'startsWith', value }));

/** Windows offered, in minutes; none: the whole session. */
export const WINDOWS = [30, 60, 1440] as const;

export interface FunnelAddress {
  steps: FunnelStep[];
  window?: number;
  by?: string;
  setSteps(steps: FunnelStep[]): void;
  setWindow(window: number | undefined): void;
  setBy(by: string | undefined): void;
}

export function useFunnelAddress(): FunnelAddress {
  const [params] = useSearchParams();
  const text = params.get('steps');
  const steps = useMemo(() => {
    const parsed = text ? parseSteps(text) : null;
    return parsed && 'steps' in parsed ? parsed.steps : EXAMPLE_STEPS;
  }, [text]);
  const window = Number(params.get('window'));
  const by = params.get('by') || undefined;
  const update = useSearchParamsChange();
  const set = (key: string, value: string | undefined) => update(withValues({ [key]: value }));
  return {
    steps,
    ...(Number.isInteger(window) && window >= 1 && window <= FUNNEL_LIMITS.maxWindow
      ? { window }
      : {}),
    ...(by ? { by } : {}),
    setSteps: (s) => set('steps', stepsText(s)),
    setWindow: (w) => set('window', w === undefined ? undefined : String(w)),
    setBy: (b) => set('by', b),
  };
}
