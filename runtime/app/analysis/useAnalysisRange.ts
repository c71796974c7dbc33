/**
 * The range an analysis page shows, kept in the address (`?range=last-7-days&compare=0`) so a
 * link or a reload shows the same figures; the page's declared range and compare otherwise.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamsChange, withValues } from '../core/router/useSearchParamsChange';
import type { AnalysisPageDeclaration, RangePreset } from '../../../contracts/analysis';
import {
  RANGE_PARAM,
  isRangePreset,
  presetRange,
  viewerTimeZone,
} from '../../rules/analysis/rangePresets';
import type { PageRange } from './widgetData';

export interface AnalysisRange extends PageRange {
  preset: RangePreset;
  setPreset(preset: RangePreset): void;
  setCompare(compare: boolean): void;
}

export function useAnalysisRange(
  page: Pick<AnalysisPageDeclaration, 'range' | 'compare'>,
): AnalysisRange {
  const [params] = useSearchParams();
  const asked = params.get(RANGE_PARAM);
  const preset = isRangePreset(asked) ? asked : page.range;
  const compare = params.has('compare') ? params.get('compare') === '1' : page.compare;
  const timeZone = useMemo(viewerTimeZone, []);
  // Today as of the first draw: the range does not move while the page is open.
  const now = useMemo(() => Date.now(), []);
  const days = useMemo(() => presetRange(preset, now, timeZone), [preset, now, timeZone]);
  const update = useSearchParamsChange();
  const set = (key: string, value: string) => update(withValues({ [key]: value }));
  return {
    ...days,
    timeZone,
    compare,
    preset,
    setPreset: (p) => set(RANGE_PARAM, p),
    setCompare: (c) => set('compare', c ? '1' : '0'),
  };
}
