/**
 * What an impact comparison can say, in words: the daily means before and after, the 95 %
 * interval of their difference when there are days enough, the verdict, and the caveat that
 * before and after is not an experiment. The impact page and a declared impact widget say it
 * alike.
 */
import { useTranslation } from 'react-i18next';
import type { MeasureDeclaration } from '../../../contracts/analysis';
import type { Impact } from '../../rules/analysis/impact';
import { formatShortDate } from '../../rules/format/intlFormat';
import { formatMeasure } from '../../rules/format/measureFormat';

/** "Before (Nov 2 – Nov 15)", "After (…)": the two periods in the viewer's words. */
export function useImpactPeriods(ranges: readonly { from: string; to: string }[]): string[] {
  const { t, i18n } = useTranslation('reports');
  // Calendar days, written as the viewer's language writes dates (the days are already theirs).
  const day = (date: string) =>
    formatShortDate(new Date(`${date}T00:00:00Z`), i18n.language, 'UTC');
  const sides = [t('reports:impact.before'), t('reports:impact.after')];
  return ranges.map((r, i) =>
    t('reports:impact.period', { side: sides[i], from: day(r.from), to: day(r.to) }),
  );
}

export function ImpactVerdict({
  measure,
  impact,
}: {
  measure: MeasureDeclaration;
  impact: Impact;
}) {
  const { t, i18n } = useTranslation(['reports', 'measures']);
  const format = (v: number) => formatMeasure(v, measure.format, i18n.language);
  return (
    <>
      <p>
        {t('reports:impact.means', {
          measure: t(measure.label),
          before: format(impact.before.mean),
          after: format(impact.after.mean),
        })}{' '}
        {impact.interval
          ? t('reports:impact.interval', {
              low: format(impact.interval[0]),
              high: format(impact.interval[1]),
            })
          : null}
      </p>
      <p>
        <strong>{t(`reports:impact.verdict.${impact.verdict}`)}</strong>
      </p>
      <p className="analysis-page-description">{t('reports:impact.caveat')}</p>
    </>
  );
}
