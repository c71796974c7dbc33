/**
 * What the impact page compares, in the address (`?measure=…&change=YYYY-MM-DD&days=14`): a
 * measure, the day a change went live, and how many days before and after to compare. By
 * default the layer's first measure, a change two weeks ago, two weeks a side.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamsChange, withValues } from '../core/router/useSearchParamsChange';
import {
  DEFAULT_IMPACT_WINDOW,
  IMPACT_WINDOWS,
  type MeasureDeclaration,
  type SemanticLayer,
} from '../../../contracts/analysis';
import { dayDate, dayNumber, localDay } from '../../rules/analysis/zonedTime';

export interface ImpactState {
  measure: MeasureDeclaration;
  change: string;
  days: number;
  /** Today, in the viewer's time zone: the after period never runs past it. */
  today: number;
  set(change: Partial<Record<'measure' | 'change' | 'days', string>>): void;
}

export function useImpactState(layer: SemanticLayer, timeZone: string): ImpactState {
  const [params] = useSearchParams();
  const update = useSearchParamsChange();
  const today = useMemo(() => localDay(Date.now(), timeZone), [timeZone]);
  const measure = layer.measures.find((m) => m.id === params.get('measure')) ?? layer.measures[0]!;
  const asked = Number(params.get('days'));
  const days = (IMPACT_WINDOWS as readonly number[]).includes(asked)
    ? asked
    : DEFAULT_IMPACT_WINDOW;
  const changeDay = dayNumber(params.get('change') ?? '');
  const change = dayDate(
    Number.isNaN(changeDay) || changeDay > today ? today - days : Math.max(changeDay, today - 365),
  );
  return {
    measure,
    change,
    days,
    today,
    set(next) {
      update(withValues(next));
    },
  };
}
