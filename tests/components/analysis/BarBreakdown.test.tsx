/** Bars in HTML: a real table, bar lengths against the largest value, shares of counts only. */
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import japanese from '../../../locales/ja/analysis.json';
import { BarBreakdown, barWidths } from '../../../runtime/app/analysis/charts/BarBreakdown';
import { renderPage } from '../render';
import { DEVICES } from './fixtures';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('BarBreakdown', () => {
  it('is a table of label, values and share, with a summary naming the largest row', () => {
    renderPage(<BarBreakdown title="Sessions by device" dimension="Device" data={DEVICES} />);
    const table = screen.getByRole('table', { name: 'Sessions by device' });
    expect(within(table).getAllByRole('row').map(cells)).toEqual([
      ['Device', 'This period', 'Previous period', 'Share'],
      ['Desktop', '600', '400', '60.0%'],
      ['Mobile', '300', '450', '30.0%'],
      ['Tablet', '100', 'no data', '10.0%'],
    ]);
    expect(screen.getByText(/^Sessions by device:/).textContent).toBe(
      'Sessions by device: Desktop is the largest with 600 (60.0% of the total).',
    );
  });

  it('draws each bar in proportion to its value, on one scale for both series', () => {
    expect(barWidths(DEVICES)).toEqual([
      [100, 50, (100 / 600) * 100],
      [(400 / 600) * 100, 75, 0],
    ]);
    renderPage(<BarBreakdown title="Sessions by device" dimension="Device" data={DEVICES} />);
    const mobile = screen.getByRole('row', { name: /^Mobile/ });
    const bars = [...mobile.querySelectorAll<HTMLElement>('.analysis-bar')];
    expect(bars.map((bar) => bar.style.width)).toEqual(['50%', '75%']);
    expect(bars.every((bar) => bar.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(bars[1]!.classList.contains('analysis-bar-compare')).toBe(true);
  });

  it('gives no share of a rate or a duration, and says when there is no data', () => {
    renderPage(
      <BarBreakdown
        title="Time on page"
        dimension="Page"
        data={{
          labels: ['/a', '/b'],
          format: 'duration',
          series: [{ id: 'd', label: 'Median', values: [125_000, 4_200] }],
        }}
      />,
    );
    expect(within(screen.getByRole('table')).getAllByRole('row').map(cells)).toEqual([
      ['Page', 'Median'],
      ['/a', '2 min 5 sec'],
      ['/b', '4.2 sec'],
    ]);
    expect(screen.getByText('Time on page: /a is the largest with 2 min 5 sec.')).toBeTruthy();
    renderPage(
      <BarBreakdown
        title="Nothing"
        dimension="Page"
        data={{ labels: [], format: 'count', series: [{ id: 'n', label: 'N', values: [] }] }}
      />,
    );
    expect(screen.getByText('Nothing: no data in this period.')).toBeTruthy();
  });

  it('formats values and shares in the user’s language', async () => {
    i18n.addResourceBundle('ja', 'analysis', japanese);
    await i18n.changeLanguage('ja');
    renderPage(<BarBreakdown title="端末別セッション" dimension="端末" data={DEVICES} />);
    expect(screen.getByRole('columnheader', { name: '割合' })).toBeTruthy();
    expect(screen.getByText(/^端末別セッション：/).textContent).toBe(
      '端末別セッション：最も多いのは Desktop（600、全体の 60.0%）。',
    );
  });
});
