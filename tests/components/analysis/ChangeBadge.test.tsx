/** The change against the previous period: arrow and words, never colour alone. */
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import german from '../../../locales/de/analysis.json';
import { ChangeBadge, changeOf } from '../../../runtime/app/analysis/charts/ChangeBadge';
import { renderPage } from '../render';
import type { MeasureFormat } from '../../../contracts/analysis';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function badge(
  current: number | null,
  previous: number | null,
  upIsGood?: boolean,
  format?: MeasureFormat,
) {
  const { container } = renderPage(
    <ChangeBadge current={current} previous={previous} upIsGood={upIsGood} format={format} />,
  );
  const root = container.querySelector<HTMLElement>('.analysis-change');
  return {
    shown: root?.querySelector('[aria-hidden="true"]')?.textContent,
    spoken: root?.querySelector('.visually-hidden')?.textContent,
    tone: root?.className.replace('analysis-change ', ''),
  };
}

describe('ChangeBadge', () => {
  it.each([
    [
      1123,
      1000,
      undefined,
      '▲ +12.3%',
      'up 12.3% from the previous period',
      'analysis-change-good',
    ],
    [960, 1000, undefined, '▼ −4.0%', 'down 4.0% from the previous period', 'analysis-change-bad'],
    [0.3, 0.25, false, '▲ +20.0%', 'up 20.0% from the previous period', 'analysis-change-bad'],
    [0.2, 0.25, false, '▼ −20.0%', 'down 20.0% from the previous period', 'analysis-change-good'],
    [
      1000.4,
      1000,
      undefined,
      'No change',
      'no change from the previous period',
      'analysis-change-none',
    ],
    [12, 0, undefined, 'New', 'new: nothing in the previous period', 'analysis-change-new'],
    [12, null, undefined, 'New', 'new: nothing in the previous period', 'analysis-change-new'],
    [0, 0, undefined, 'No change', 'no change from the previous period', 'analysis-change-none'],
  ])('%s against %s (up is good: %s) → %s', (current, previous, upIsGood, shown, spoken, tone) => {
    expect(badge(current, previous, upIsGood)).toEqual({ shown, spoken, tone });
  });

  it.each([
    [0.44, 0.4, '▲ +4.0 pp', 'up 4.0 percentage points from the previous period', 'bad'],
    [0.36, 0.4, '▼ −4.0 pp', 'down 4.0 percentage points from the previous period', 'good'],
    // From nothing, a share still moves by points: it is not "new".
    [0.05, 0, '▲ +5.0 pp', 'up 5.0 percentage points from the previous period', 'bad'],
    [0.4002, 0.4, 'No change', 'no change from the previous period', 'none'],
  ])('a share %s against %s changes by points: %s', (current, previous, shown, spoken, tone) => {
    expect(badge(current, previous, false, 'percent')).toEqual({
      shown,
      spoken,
      tone: `analysis-change-${tone}`,
    });
  });

  it('shows nothing without a current value', () => {
    expect(changeOf(null, 5)).toEqual({ kind: 'unknown' });
    expect(badge(null, 5).shown).toBeUndefined();
  });

  it('measures a change from a negative value by its size', () => {
    expect(changeOf(-50, -100)).toEqual({ kind: 'up', ratio: 0.5 });
  });

  it('speaks the user’s language', async () => {
    i18n.addResourceBundle('de', 'analysis', german);
    await i18n.changeLanguage('de');
    expect(badge(1123, 1000)).toMatchObject({
      shown: '▲ +12,3\u00a0%',
      spoken: '12,3\u00a0% mehr als im vorherigen Zeitraum',
    });
    expect(badge(0.44, 0.4, false, 'percent')).toMatchObject({
      shown: '▲ +4,0 Pp.',
      spoken: '4,0 Prozentpunkte mehr als im vorherigen Zeitraum',
    });
  });
});
