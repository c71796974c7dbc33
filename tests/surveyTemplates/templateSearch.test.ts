/**
 * The template gallery's rules (product.md#validation "Template search: case-insensitive over title and
 * description; category selection suppressed while searching; search tracking debounced
 * 1000 ms", product.md#constants-and-limits "Templates grid: first 6, then the rest after an anchor") as tables.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  filterTemplates,
  galleryCategories,
  splitGrid,
} from '../../runtime/rules/surveyTemplates/templateSearch';
import { searchTracker, type Schedule } from '../../runtime/rules/surveyTemplates/searchTracking';
import { synonymQueries } from '../../runtime/rules/surveyTemplates/synonymQueries';
import { checkGoal } from '../../runtime/rules/surveyTemplates/aiGoal';
import { highlightedTemplates } from '../../runtime/rules/surveyTemplates/highlighted';

const tpl = (title: string, intro: string, ...categories: [string, number][]) => ({
  title,
  intro_text: intro,
  categories: categories.map(([name, order]) => ({ name, order, label: name.toUpperCase() })),
});
const NPS = tpl(
  'Net Promoter Score',
  'How likely are visitors to recommend you?',
  ['loyalty', 2],
  ['website', 1],
);
const EXIT = tpl('Exit intent', 'Ask leaving visitors what stopped them.', ['website', 2]);
const PRICING = tpl(
  'Pricing page feedback',
  'Is the price clear? Ask on the pricing page.',
  ['pricing', 1],
  ['loyalty', 1],
);
const CAFE = tpl('Café menu', 'Über Öffnungszeiten fragen', ['website', 3]);
const ALL = [NPS, EXIT, PRICING, CAFE];
const titles = (list: { title: string }[]) => list.map((t) => t.title);

describe('search (product.md#validation)', () => {
  const cases: [string, string, string | null, string[]][] = [
    ['matches the title, whatever the case', 'net PROMOTER', null, ['Net Promoter Score']],
    ['matches the description', 'stopped them', null, ['Exit intent']],
    ['matches both fields across templates', 'pricing', null, ['Pricing page feedback']],
    ['ignores the selected category while searching', 'exit', 'pricing', ['Exit intent']],
    ['ignores accents', 'cafe', null, ['Café menu']],
    ['and umlauts', 'uber offnungszeiten', null, ['Café menu']],
    [
      'blank search: the category',
      '   ',
      'loyalty',
      ['Pricing page feedback', 'Net Promoter Score'],
    ],
    ['no search, no category: all in order', '', null, titles(ALL)],
    ['nothing matches: empty', 'zebra', null, []],
    ['a word’s beginning', 'recomm', null, ['Net Promoter Score']],
    ['a typo in a longer word', 'promotr score', null, ['Net Promoter Score']],
    [
      'an abbreviation naming a category',
      'loyalty',
      null,
      ['Net Promoter Score', 'Pricing page feedback'],
    ],
    ['inside a word, after the word matches', 'ricing', null, ['Pricing page feedback']],
  ];
  it.each(cases)('%s', (_why, search, category, expected) => {
    expect(titles(filterTemplates(ALL, { search, category }).templates)).toEqual(expected);
  });

  it('says the category selection is suppressed while searching', () => {
    expect(filterTemplates(ALL, { search: 'nps', category: 'loyalty' })).toMatchObject({
      searching: true,
      category: null,
    });
    expect(filterTemplates(ALL, { search: '', category: 'loyalty' })).toMatchObject({
      searching: false,
      category: 'loyalty',
    });
  });
});

describe('search through synonym groups', () => {
  const CANCEL = tpl('Cancellation survey', 'Learn why customers leave.', ['retention', 1]);
  const LIST = [NPS, EXIT, PRICING, CANCEL];
  // A fixture list: what the real manifests declare is theirs to change.
  const GROUPS = [
    ['nps', 'net promoter'],
    ['churn', 'cancel', 'cancellation'],
    ['exit intent', 'abandon'],
    ['cost', 'price'],
  ];
  const cases: [string, string, string[]][] = [
    ['an abbreviation finds what it stands for', 'nps', ['Net Promoter Score']],
    ['and the other way round', 'NET PROMOTER', ['Net Promoter Score']],
    ['a topic word the templates do not use', 'churn', ['Cancellation survey']],
    ['a phrase term, hyphen or not', 'abandon', ['Exit intent']],
    ['a phrase typed finds its group', 'exit-intent', ['Exit intent']],
    ['inside a longer query, the other words still count', 'cost page', ['Pricing page feedback']],
    ['the typed words find first', 'price', ['Pricing page feedback']],
    ['a word that only starts like a term is no term', 'npsx', []],
  ];
  it.each(cases)('%s', (_why, search, expected) => {
    expect(titles(filterTemplates(LIST, { search, category: null }, GROUPS).templates)).toEqual(
      expected,
    );
  });

  it('without groups, an unknown abbreviation finds nothing', () => {
    expect(filterTemplates(LIST, { search: 'churn', category: null }).templates).toEqual([]);
  });

  it('lists the query as typed first, then one variant per other term', () => {
    expect(synonymQueries('NPS  survey', GROUPS)).toEqual(['nps survey', 'net promoter survey']);
    expect(synonymQueries('cancel nps', GROUPS)).toEqual([
      'cancel nps',
      'cancel net promoter',
      'churn nps',
      'cancellation nps',
      'churn net promoter',
      'cancellation net promoter',
    ]);
  });

  it('stops at a bounded number of variants', () => {
    const many = Array.from({ length: 10 }, (_, i) => [`a${i}`, `b${i}`, `c${i}`]);
    const query = many.map((g) => g[0]).join(' ');
    expect(synonymQueries(query, many).length).toBeLessThanOrEqual(24);
  });
});

describe('categories and grid (product.md#screens-and-routes, product.md#constants-and-limits)', () => {
  it('lists categories in first-seen order with counts and labels', () => {
    expect(galleryCategories(ALL)).toEqual([
      { name: 'loyalty', label: 'LOYALTY', count: 2 },
      { name: 'website', label: 'WEBSITE', count: 3 },
      { name: 'pricing', label: 'PRICING', count: 1 },
    ]);
  });

  it('shows the first 6, then the rest after the anchor', () => {
    const list = Array.from({ length: 9 }, (_, i) => i);
    expect(splitGrid(list, 6)).toEqual({ first: [0, 1, 2, 3, 4, 5], rest: [6, 7, 8] });
    expect(splitGrid(list.slice(0, 4), 6)).toEqual({ first: [0, 1, 2, 3], rest: [] });
  });
});

const timerSchedule: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

describe('search tracking, debounced 1000 ms (product.md#validation)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends once the text has stayed the same for 1000 ms', () => {
    const sent: string[] = [];
    const tracker = searchTracker(1000, (q) => sent.push(q), timerSchedule);
    tracker.changed('n');
    vi.advanceTimersByTime(500);
    tracker.changed('np');
    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    tracker.changed('nps');
    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['nps']);
  });

  it('sends nothing for a blank search, a repeat, or after cancel', () => {
    const sent: string[] = [];
    const tracker = searchTracker(1000, (q) => sent.push(q), timerSchedule);
    tracker.changed('   ');
    vi.advanceTimersByTime(2000);
    tracker.changed('exit');
    vi.advanceTimersByTime(1000);
    tracker.changed('exit ');
    vi.advanceTimersByTime(1000);
    tracker.changed('churn');
    tracker.cancel();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual(['exit']);
  });
});

describe('AI goal (product.md#validation: required, at most 400, submit rules)', () => {
  const cases: [string, string, boolean, { over: boolean; canSubmit: boolean; length: number }][] =
    [
      ['empty', '', true, { over: false, canSubmit: false, length: 0 }],
      ['blank', '   ', true, { over: false, canSubmit: false, length: 3 }],
      ['399 characters', 'a'.repeat(399), true, { over: false, canSubmit: true, length: 399 }],
      ['400 characters', 'a'.repeat(400), true, { over: false, canSubmit: true, length: 400 }],
      ['401 characters', 'a'.repeat(401), true, { over: true, canSubmit: false, length: 401 }],
      ['without surveys-create', 'a goal', false, { over: false, canSubmit: false, length: 6 }],
      ['emoji count once', '😀'.repeat(400), true, { over: false, canSubmit: true, length: 400 }],
    ];
  it.each(cases)('%s', (_why, goal, allowed, expected) => {
    expect(checkGoal(goal, 400, allowed)).toMatchObject(expected);
  });
});

describe('highlighted templates of the surveys empty state (product.md#screens-and-routes)', () => {
  it('keeps the flagged ones, in highlight order', () => {
    const list = [
      { id: 'a', empty_state_highlighted: false, empty_state_highlight_order: 1 },
      { id: 'nps', empty_state_highlighted: true, empty_state_highlight_order: 2 },
      { id: 'feedback', empty_state_highlighted: true, empty_state_highlight_order: 1 },
      { id: 'b' },
    ];
    expect(highlightedTemplates(list).map((t) => t.id)).toEqual(['feedback', 'nps']);
  });
});
