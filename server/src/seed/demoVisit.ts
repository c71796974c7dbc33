/**
 * One visit of the demo shop (seed/demoSite.ts spreads them over time; bench/analysisData.ts
 * writes millions the same way), drawn from a random stream so the same stream always makes the
 * same visit. Shares as a small shop sees them:
 *
 * - sources: direct ≈ 35 %, google.com ≈ 30 %, the newsletter (utm_source=newsletter,
 *   utm_medium=email, the month's name as campaign) ≈ 12 %, bing.com, facebook.com and t.co;
 * - device, browser, operating system and viewport class that belong together (an iPhone is
 *   iOS, Safari, mobile and small);
 * - the language of the country;
 * - returning visitors (≈ 40 %, more of them through the newsletter and typed addresses);
 * - the pages: search visitors often land on the blog, everyone else on the home page or the
 *   shoes; from there the checkout funnel `/` → `/shoes` → `/shoes/trail-runner` → `/cart` →
 *   `/checkout` → `/checkout/thank-you`, each step continued by ≈ 60 %, 45 %, 30 %, 50 % and
 *   60 %; some read the blog before they leave. One to eight page views.
 */
export const DEMO_FUNNEL = [
  '/',
  '/shoes',
  '/shoes/trail-runner',
  '/cart',
  '/checkout',
  '/checkout/thank-you',
] as const;
export const DEMO_BLOG = '/blog/fit-guide';
/** The share of visitors who go on from each funnel step to the next. */
export const DEMO_FUNNEL_CONTINUE = [0.6, 0.45, 0.3, 0.5, 0.6] as const;

export interface DemoVisit {
  /** Paths viewed in order, the first the entry page. */
  paths: string[];
  /** Milliseconds after the start of each view, from 0. */
  offsets: number[];
  /** Milliseconds from the start to the last activity. */
  length: number;
  newVisitor: boolean;
  browser: string;
  device: string;
  os: string;
  viewport: string;
  country: string;
  language: string;
  referrerUrl: string | null;
  referrerDomain: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

type Weighted<T> = readonly (readonly [number, T])[];

/** The entry of `table` that `r` (in [0, 1)) falls on, by weight. */
export function weighted<T>(table: Weighted<T>, r: number): T {
  const total = table.reduce((sum, [weight]) => sum + weight, 0);
  let at = r * total;
  for (const [weight, value] of table) {
    if (at < weight) return value;
    at -= weight;
  }
  return table[table.length - 1]![1];
}

interface Source {
  name: 'direct' | 'search' | 'newsletter' | 'social';
  referrer: string | null;
}
const SOURCES: Weighted<Source> = [
  [35, { name: 'direct', referrer: null }],
  [30, { name: 'search', referrer: 'www.google.com/' }],
  [12, { name: 'newsletter', referrer: null }],
  [8, { name: 'search', referrer: 'www.bing.com/search' }],
  [8, { name: 'social', referrer: 'www.facebook.com/' }],
  [7, { name: 'social', referrer: 't.co/' }],
];

/** [os, browser, device] that go together. */
const PLATFORMS: Weighted<readonly [string, string, string]> = [
  [24, ['Windows', 'Chrome', 'desktop']],
  [8, ['Windows', 'Edge', 'desktop']],
  [4, ['Windows', 'Firefox', 'desktop']],
  [8, ['macOS', 'Safari', 'desktop']],
  [6, ['macOS', 'Chrome', 'desktop']],
  [2, ['Linux', 'Firefox', 'desktop']],
  [20, ['iOS', 'Safari', 'mobile']],
  [17, ['Android', 'Chrome', 'mobile']],
  [3, ['Android', 'Samsung Browser', 'mobile']],
  [5, ['iOS', 'Safari', 'tablet']],
  [3, ['Android', 'Chrome', 'tablet']],
];
const VIEWPORTS: Record<string, Weighted<string>> = {
  mobile: [[1, 'small']],
  tablet: [
    [7, 'medium'],
    [3, 'large'],
  ],
  desktop: [
    [10, 'medium'],
    [35, 'large'],
    [55, 'xlarge'],
  ],
};
/** [country, its language] */
const COUNTRIES: Weighted<readonly [string, string]> = [
  [30, ['US', 'en']],
  [15, ['DE', 'de']],
  [12, ['GB', 'en']],
  [10, ['FR', 'fr']],
  [8, ['ES', 'es']],
  [8, ['BR', 'pt']],
  [7, ['JP', 'ja']],
  [10, ['IT', 'it']],
];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const ENTRIES: Record<Source['name'], Weighted<string>> = {
  direct: [
    [8, '/'],
    [2, '/shoes'],
  ],
  search: [
    [45, DEMO_BLOG],
    [35, '/'],
    [20, '/shoes'],
  ],
  newsletter: [
    [6, '/shoes'],
    [4, '/'],
  ],
  social: [
    [5, '/'],
    [3, '/shoes/trail-runner'],
    [2, DEMO_BLOG],
  ],
};
const NEW_VISITORS: Record<Source['name'], number> = {
  direct: 0.45,
  search: 0.75,
  newsletter: 0.25,
  social: 0.7,
};
const MAX_VIEWS = 8;

/** The pages of a visit entering on `entry`: along the funnel while the visitor goes on. */
function walk(entry: string, r: () => number): string[] {
  const paths = [entry];
  // From the blog, some go shopping.
  let step = entry === DEMO_BLOG ? (r() < 0.35 ? 0 : -1) : DEMO_FUNNEL.indexOf(entry as never);
  if (entry === DEMO_BLOG && step === 0) paths.push('/');
  while (step >= 0 && step < DEMO_FUNNEL_CONTINUE.length && r() < DEMO_FUNNEL_CONTINUE[step]!) {
    step += 1;
    paths.push(DEMO_FUNNEL[step]!);
  }
  if (!paths.includes(DEMO_BLOG) && r() < 0.15) paths.push(DEMO_BLOG);
  return paths.slice(0, MAX_VIEWS);
}

/** One visit starting at `startedAt` (epoch ms: the newsletter campaign is its month). */
export function demoVisit(r: () => number, startedAt: number): DemoVisit {
  const source = weighted(SOURCES, r());
  const [os, browser, device] = weighted(PLATFORMS, r());
  const [country, language] = weighted(COUNTRIES, r());
  const paths = walk(weighted(ENTRIES[source.name], r()), r);
  const offsets = [0];
  for (let i = 1; i < paths.length; i++)
    offsets.push(offsets[i - 1]! + 15_000 + Math.floor(r() * 150_000));
  const newsletter = source.name === 'newsletter';
  return {
    paths,
    offsets,
    length: offsets[offsets.length - 1]! + 10_000 + Math.floor(r() * 50_000),
    newVisitor: r() < NEW_VISITORS[source.name],
    browser,
    device,
    os,
    viewport: weighted(VIEWPORTS[device]!, r()),
    country,
    // Some visitors abroad browse in English.
    language: r() < 0.1 ? 'en' : language,
    referrerUrl: source.referrer,
    referrerDomain: source.referrer?.split('/')[0]!.replace(/^www\./, '') ?? null,
    utmSource: newsletter ? 'newsletter' : null,
    utmMedium: newsletter ? 'email' : null,
    utmCampaign: newsletter ? MONTHS[new Date(startedAt).getUTCMonth()]! : null,
  };
}
