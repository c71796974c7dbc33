/**
 * The change of a figure against the previous period: an arrow and the relative change
 * ("▲ +12.3%"), "No change" or "New", with the full sentence for assistive technology ("up
 * 12.3% from the previous period"). A share (bounce rate: 40 % → 44 %) changes by percentage
 * points ("▲ +4.0 pp"): "up 10 %" of a rate reads as if the rate itself had grown by ten.
 * Colour only adds to the arrow and the words: green when the change is good for this measure,
 * red when bad (`upIsGood` says which way is good).
 */
import { useTranslation } from 'react-i18next';
import type { MeasureFormat } from '../../../../contracts/analysis';
import { formatMeasure, formatPoints } from '../../../rules/format/measureFormat';
import './charts.css';

export interface ChangeBadgeProps {
  current: number | null;
  previous: number | null;
  /** False for measures where less is better (bounce rate, errors). */
  upIsGood?: boolean;
  /** The measure's format: a `percent` one changes by percentage points. */
  format?: MeasureFormat;
}

export type Change =
  | { kind: 'up' | 'down'; ratio: number }
  | { kind: 'up-points' | 'down-points'; points: number }
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'unknown' };

/** Changes that round to 0.0 % are no change: the badge never says "up 0.0%". */
const ROUNDS_TO_ZERO = 0.0005;

export function changeOf(
  current: number | null,
  previous: number | null,
  format?: MeasureFormat,
): Change {
  if (current === null) return { kind: 'unknown' };
  if (format === 'percent' && previous !== null) {
    const points = current - previous;
    if (Math.abs(points) < ROUNDS_TO_ZERO) return { kind: 'none' };
    return { kind: points > 0 ? 'up-points' : 'down-points', points: Math.abs(points) };
  }
  // Nothing before: anything now is new.
  if (!previous) return current === 0 ? { kind: 'none' } : { kind: 'new' };
  const ratio = (current - previous) / Math.abs(previous);
  if (Math.abs(ratio) < ROUNDS_TO_ZERO) return { kind: 'none' };
  return { kind: ratio > 0 ? 'up' : 'down', ratio: Math.abs(ratio) };
}

export function ChangeBadge({ current, previous, upIsGood = true, format }: ChangeBadgeProps) {
  const { t, i18n } = useTranslation('analysis');
  const change = changeOf(current, previous, format);
  if (change.kind === 'unknown') return null;
  if (change.kind === 'none' || change.kind === 'new') {
    return (
      <span className={`analysis-change analysis-change-${change.kind}`}>
        <span aria-hidden="true">{t(`analysis:change.${change.kind}-short`)}</span>
        <span className="visually-hidden">{t(`analysis:change.${change.kind}`)}</span>
      </span>
    );
  }
  const up = change.kind === 'up' || change.kind === 'up-points';
  let shown: string;
  let spoken: string;
  if ('ratio' in change) {
    shown = formatMeasure(change.ratio, 'percent', i18n.language);
    spoken = t(`analysis:change.${change.kind}`, { change: shown });
  } else {
    const points = formatPoints(change.points, i18n.language);
    shown = t('analysis:change.points-short', { points });
    spoken = t(`analysis:change.${change.kind}`, { points });
  }
  const good = up === upIsGood;
  return (
    <span className={`analysis-change analysis-change-${good ? 'good' : 'bad'}`}>
      <span aria-hidden="true">
        {up ? '▲ +' : '▼ −'}
        {shown}
      </span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}
