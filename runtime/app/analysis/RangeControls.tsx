/**
 * The page's range and comparison: a group of toggle buttons (one per preset, the chosen one
 * pressed) and a checkbox for the previous period. Plain buttons and a checkbox: keyboard and
 * screen readers need nothing more.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS } from '../../../contracts/analysis';
import type { AnalysisRange } from './useAnalysisRange';

export function RangeControls({
  range,
  withCompare = true,
}: {
  range: AnalysisRange;
  /** Whether the previous period is offered (a funnel has none). */
  withCompare?: boolean;
}) {
  const { t } = useTranslation('reports');
  const compareId = useId();
  return (
    <div className="analysis-range">
      <div
        role="group"
        aria-label={t('reports:page.range.label')}
        className="analysis-range-presets"
      >
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={range.preset === preset}
            onClick={() => range.setPreset(preset)}
          >
            {t(`reports:page.range.${preset}`)}
          </button>
        ))}
      </div>
      {withCompare ? (
        <label htmlFor={compareId} className="analysis-range-compare">
          <input
            id={compareId}
            type="checkbox"
            checked={range.compare}
            onChange={(event) => range.setCompare(event.target.checked)}
          />
          {t('reports:page.compare')}
        </label>
      ) : null}
    </div>
  );
}
