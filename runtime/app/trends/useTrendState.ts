/**
 * What the trends explorer shows, kept in the address so a view can be shared, reloaded and
 * linked to (the address's format: runtime/rules/analysis/trendAddress.ts): a measure of the
 * semantic layer, a period, an optional dimension to split by, and filters.
 */
import { useSearchParams } from 'react-router';
import { useSearchParamsChange } from '../core/router/useSearchParamsChange';
import type { SemanticLayer, WidgetFilter } from '../../../contracts/analysis';
import {
  readTrendView,
  withTrendChoice,
  type TrendChoice,
  type TrendView,
} from '../../rules/analysis/trendAddress';

export interface TrendState extends TrendView {
  set(
    change: Partial<{ measure: string; period: string; split: string; filters: WidgetFilter[] }>,
  ): void;
}

export function useTrendState(layer: SemanticLayer): TrendState {
  const [params] = useSearchParams();
  const update = useSearchParamsChange();
  return {
    ...readTrendView(params, layer),
    set(change) {
      update((current) => withTrendChoice(current, change as Partial<TrendChoice>));
    },
  };
}
