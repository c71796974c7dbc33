/**
 * The time-series chart without its drawing (the uPlot module is replaced: happy-dom has no
 * canvas): the summary, the table alternative and its keyboard toggle, values per language,
 * and what is left when the drawing fails.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import german from '../../../locales/de/analysis.json';
import { TimeSeriesChart } from '../../../runtime/app/analysis/charts/TimeSeriesChart';
import type { UPlotCanvasProps } from '../../../runtime/app/analysis/charts/UPlotCanvas';
import { renderPage } from '../render';
import { BOUNCE_RATE, EMPTY, SESSIONS } from './fixtures';

const drawing = vi.hoisted(() => ({ fails: false }));
vi.mock('../../../runtime/app/analysis/charts/UPlotCanvas', () => ({
  default: (props: UPlotCanvasProps) => {
    if (drawing.fails) throw new Error('the chunk did not load');
    return <div data-testid="drawing" data-series={props.data.series.length} />;
  },
}));

afterEach(async () => {
  drawing.fails = false;
  await i18n.changeLanguage('en');
});

describe('TimeSeriesChart', () => {
  it('sums a count, names its highest and lowest buckets in the time zone, skipping gaps', () => {
    renderPage(<TimeSeriesChart title="Sessions per day" data={SESSIONS} />);
    expect(screen.getByRole('figure').textContent).toContain(
      'Sessions: 12,939 in total; highest on Wed, Nov 4 (12,000); lowest on Fri, Nov 6 (97). ',
    );
  });

  it('names no dates for the previous period: its values happened a period before the buckets', () => {
    renderPage(<TimeSeriesChart title="Sessions per day" data={SESSIONS} />);
    expect(screen.getByText(/Previous period:/).textContent).toMatch(
      / Previous period: 2,600 in total; highest 800, lowest 500\.$/,
    );
  });

  it('gives no total for a rate, and says when a series has no data', () => {
    renderPage(<TimeSeriesChart title="Bounce rate" data={BOUNCE_RATE} />);
    expect(screen.getByText(/^Bounce rate:/).textContent).toBe(
      'Bounce rate: highest on Thu, Nov 5 (50.0%); lowest on Wed, Nov 4 (12.5%).',
    );
    renderPage(<TimeSeriesChart title="Sessions" data={EMPTY} />);
    expect(screen.getByText('Sessions: no data in this period.')).toBeTruthy();
  });

  it('gives no total for distinct visitors: one visitor on two days is one, not two', () => {
    const visitors = { ...SESSIONS.series[0]!, label: 'Unique visitors', additive: false };
    renderPage(
      <TimeSeriesChart title="Unique visitors" data={{ ...SESSIONS, series: [visitors] }} />,
    );
    expect(screen.getByText(/^Unique visitors:/).textContent).toBe(
      'Unique visitors: highest on Wed, Nov 4 (12,000); lowest on Fri, Nov 6 (97).',
    );
  });

  it('shows and hides the same figures as a table from the keyboard', async () => {
    const user = userEvent.setup();
    renderPage(<TimeSeriesChart title="Sessions per day" data={SESSIONS} />);
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide table');
    const table = screen.getByRole('table', { name: 'Sessions per day' });
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.contains(table)).toBe(
      true,
    );
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Period', 'Sessions', 'Previous period'],
      ['Tue, Nov 3', '842', '500'],
      ['Wed, Nov 4', '12,000', '600'],
      ['Thu, Nov 5', 'no data', '700'],
      ['Fri, Nov 6', '97', '800'],
    ]);

    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('formats dates and values in the user’s language', async () => {
    i18n.addResourceBundle('de', 'analysis', german);
    await i18n.changeLanguage('de');
    const user = userEvent.setup();
    renderPage(<TimeSeriesChart title="Sitzungen" data={SESSIONS} />);
    expect(screen.getByText(/^Sessions:/).textContent).toMatch(
      /^Sessions: insgesamt 12\.939; am höchsten am Mi\., 4\. Nov\. \(12\.000\)/,
    );
    await user.click(screen.getByRole('button', { name: 'Als Tabelle anzeigen' }));
    expect(screen.getByRole('rowheader', { name: 'Do., 5. Nov.' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'keine Daten' })).toBeTruthy();
  });

  it('loads the drawing lazily, hidden from assistive technology, with a legend beside it', async () => {
    renderPage(<TimeSeriesChart title="Sessions per day" data={SESSIONS} />);
    const drawn = await screen.findByTestId('drawing');
    expect(drawn.dataset.series).toBe('2');
    expect(drawn.closest('[aria-hidden="true"]')).not.toBeNull();
    const legend = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(legend).toEqual(['Sessions', 'Previous period']);
    expect(
      screen.getAllByRole('listitem')[1]!.querySelector('.analysis-swatch-compare'),
    ).not.toBeNull();
  });

  it('keeps the summary and the table when the drawing fails', async () => {
    drawing.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<TimeSeriesChart title="Sessions per day" data={SESSIONS} />);
    expect(
      await screen.findByText('The chart could not be drawn. The figures are in the table below.'),
    ).toBeTruthy();
    expect(screen.getByText(/^Sessions: 12,939 in total/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show as table' })).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });
});
