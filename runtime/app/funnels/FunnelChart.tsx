/**
 * A funnel's answer: a table of its steps — sessions as a horizontal bar against step 1, the
 * share of step 1, the drop-off from the step before, the median time from it, and a link to the
 * sessions at the step — with a one-sentence summary; and, with a breakdown, a table of each
 * value's sessions per step. Plain HTML tables: screen readers and keyboards need nothing more.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FunnelStep } from '../../../contracts/funnels';
import type { FunnelResult, FunnelStepResult } from '../../../generated/types';
import { routes } from '../../../generated/routes';
import { buildPath } from '../../rules/routes/paths';
import { formatMeasure } from '../../rules/format/measureFormat';
import { stepsText } from '../../rules/analysis/funnelSteps';

export interface FunnelChartProps {
  siteId: number;
  steps: FunnelStep[];
  result: FunnelResult;
  /** The breakdown dimension in the viewer's words, and each value's. */
  breakdown?: { label: string; value(value: string | null): string };
}

/** The sessions page filtered to the sessions that reached a step of this funnel. */
export function sessionsAtStep(
  siteId: number,
  steps: FunnelStep[],
  index: number,
  result: FunnelResult,
): string {
  return buildPath(
    routes['playbacks.list'].path,
    { siteId },
    {
      funnel: stepsText(steps),
      step: index + 1,
      from: result.range.from,
      to: result.range.to,
      timeZone: result.range.timeZone,
      window: result.window,
    },
  );
}

export function FunnelChart({ siteId, steps, result, breakdown }: FunnelChartProps) {
  const { t, i18n } = useTranslation('funnels');
  const locale = i18n.language;
  const percent = (v: number | null) =>
    v === null ? t('funnels:result.none') : formatMeasure(v, 'percent', locale);
  const count = (v: number) => formatMeasure(v, 'count', locale);
  const first = result.steps[0]?.sessions ?? 0;
  const summary = useSummary(result.steps);
  return (
    <div className="funnel-result">
      <figure className="analysis-breakdown">
        {/* Scrolls sideways on a phone; its links make it reachable by keyboard. */}
        <div className="analysis-table-wrap">
          <table className="analysis-table analysis-bars funnel-table">
            <caption>{t('funnels:result.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('funnels:result.step')}</th>
                <th scope="col">{t('funnels:result.sessions')}</th>
                <th scope="col">{t('funnels:result.from-first')}</th>
                <th scope="col">{t('funnels:result.drop-off')}</th>
                <th scope="col">{t('funnels:result.median')}</th>
                <th scope="col">{t('funnels:result.link-header')}</th>
              </tr>
            </thead>
            <tbody>
              {result.steps.map((s, i) => (
                <tr key={i}>
                  <th scope="row">
                    {t('funnels:result.step-name', {
                      step: i + 1,
                      page: steps[i]?.value ?? '',
                      match: t(`funnels:match.${steps[i]?.match ?? 'exact'}`),
                    })}
                  </th>
                  <td>
                    <span className="analysis-bar-value">{count(s.sessions)}</span>
                    <span
                      aria-hidden="true"
                      className="analysis-bar"
                      style={{ width: `${first > 0 ? (s.sessions / first) * 100 : 0}%` }}
                    />
                  </td>
                  <td>{percent(s.fromFirst)}</td>
                  <td>{i === 0 ? t('funnels:result.none') : count(s.dropOff)}</td>
                  <td>
                    {s.medianMs === null
                      ? t('funnels:result.none')
                      : formatMeasure(s.medianMs, 'duration', locale)}
                  </td>
                  <td>
                    <Link to={sessionsAtStep(siteId, steps, i, result)}>
                      {t('funnels:result.sessions-link', { step: i + 1 })}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <figcaption className="analysis-chart-summary">{summary}</figcaption>
      </figure>
      {breakdown && result.breakdown ? (
        <BreakdownTable result={result} breakdown={breakdown} />
      ) : null}
    </div>
  );
}

/** "12 of 120 sessions (10%) reached the last step; most left before step 3 (60 sessions)." */
function useSummary(steps: FunnelStepResult[]): string {
  const { t, i18n } = useTranslation('funnels');
  const first = steps[0]?.sessions ?? 0;
  const last = steps[steps.length - 1];
  if (!first || !last) return t('funnels:result.empty');
  const worst = steps.reduce((w, s, i) => (i > 0 && s.dropOff > steps[w]!.dropOff ? i : w), 1);
  const figures = {
    completed: formatMeasure(last.sessions, 'count', i18n.language),
    entered: formatMeasure(first, 'count', i18n.language),
    rate: formatMeasure(last.sessions / first, 'percent', i18n.language),
  };
  const dropOff = steps[worst]?.dropOff ?? 0;
  if (dropOff === 0) return t('funnels:result.summary-no-drop-off', figures);
  return t('funnels:result.summary', {
    ...figures,
    step: worst + 1,
    dropOff: formatMeasure(dropOff, 'count', i18n.language),
  });
}

function BreakdownTable({
  result,
  breakdown,
}: {
  result: FunnelResult;
  breakdown: NonNullable<FunnelChartProps['breakdown']>;
}) {
  const { t, i18n } = useTranslation('funnels');
  const count = (v: number) => formatMeasure(v, 'count', i18n.language);
  return (
    // Scrolls sideways when there are many steps: focusable so a keyboard can scroll it.
    <div
      className="funnel-breakdown analysis-table-wrap"
      role="region"
      tabIndex={0}
      aria-label={t('funnels:result.by', { dimension: breakdown.label })}
    >
      <table className="analysis-table">
        <caption>{t('funnels:result.by', { dimension: breakdown.label })}</caption>
        <thead>
          <tr>
            <th scope="col">{breakdown.label}</th>
            {result.steps.map((_, i) => (
              <th scope="col" key={i}>
                {t('funnels:result.step-number', { step: i + 1 })}
              </th>
            ))}
            <th scope="col">{t('funnels:result.conversion')}</th>
          </tr>
        </thead>
        <tbody>
          {result.breakdown!.groups.map((g) => (
            <tr key={String(g.value)}>
              <th scope="row">{breakdown.value(g.value)}</th>
              {g.steps.map((s, i) => (
                <td key={i}>{count(s.sessions)}</td>
              ))}
              <td>
                {formatMeasure(
                  g.steps[g.steps.length - 1]?.fromFirst ?? 0,
                  'percent',
                  i18n.language,
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
