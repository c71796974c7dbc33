/**
 * A declared impact widget: its measure on the days before its `change` day and the days from
 * it, as the impact page compares them — the value of each period with the change between
 * them, then what the difference can and cannot say (impact/ImpactVerdict.tsx). Its periods are
 * its own: the page's range does not move them.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_IMPACT_WINDOW,
  type MeasureDeclaration,
  type SemanticLayer,
  type WidgetDeclaration,
} from '../../../contracts/analysis';
import { localDay } from '../../rules/analysis/zonedTime';
import { formatMeasure } from '../../rules/format/measureFormat';
import { ImpactVerdict, useImpactPeriods } from '../impact/ImpactVerdict';
import { useImpactAnswer } from '../impact/useImpactAnswer';
import { ChangeBadge } from './charts/ChangeBadge';
import { WidgetFailed, WidgetLoading } from './WidgetStates';

interface Props {
  siteId: number;
  widget: WidgetDeclaration;
  measure: MeasureDeclaration;
  layer: Pick<SemanticLayer, 'dimensions'>;
  timeZone: string;
}

export function ImpactWidget({ siteId, widget, measure, layer, timeZone }: Props) {
  const today = useMemo(() => localDay(Date.now(), timeZone), [timeZone]);
  const { answer, failed, retry } = useImpactAnswer({
    siteId,
    measure,
    change: widget.change!,
    days: widget.days ?? DEFAULT_IMPACT_WINDOW,
    today,
    timeZone,
    day: layer.dimensions.find((d) => d.time === 'day'),
  });
  if (failed) return <WidgetFailed onRetry={retry} />;
  if (!answer) return <WidgetLoading size="chart" />;
  return <ImpactSummary measure={measure} answer={answer} />;
}

function ImpactSummary({
  measure,
  answer,
}: {
  measure: MeasureDeclaration;
  answer: NonNullable<ReturnType<typeof useImpactAnswer>['answer']>;
}) {
  const { i18n } = useTranslation();
  const periods = useImpactPeriods(answer.ranges);
  const [before, after] = answer.values;
  const value = (v: number | null) =>
    v === null ? '–' : formatMeasure(v, measure.format, i18n.language);
  return (
    <>
      <dl className="impact-widget-periods">
        {[before, after].map((v, i) => (
          <div key={periods[i]}>
            <dt>{periods[i]}</dt>
            <dd className="analysis-number">
              <span className="analysis-number-value">{value(v)}</span>
              {i === 1 ? (
                <ChangeBadge
                  current={after}
                  previous={before}
                  upIsGood={measure.better !== 'lower'}
                  format={measure.format}
                />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <ImpactVerdict measure={measure} impact={answer.impact} />
    </>
  );
}
