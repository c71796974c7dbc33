/**
 * The analysis engine on a large site, SQLite, side by side in one run: a synthetic site of
 * BENCH_ANALYSIS_SESSIONS sessions (default 2 M) and BENCH_ANALYSIS_PAGE_VIEWS page views
 * (default 10 M) over 30 days (bench/analysisData.ts), then
 *  - the trend of the issue: sessions per day by device over the 30 days, through the engine
 *    (resolveQuery + runAnalysisQuery, as the API runs it) — its median of 15 runs — next to the
 *    floor: the same aggregate written by hand as one SQL statement over the same table;
 *  - two more everyday widgets, engine vs hand-written: page views by page (top 10) and the
 *    overview's numbers (sessions, unique visitors, bounce rate, average duration);
 *  - the hourly rollups built (data/analysis/rollups.ts: what the server's worker does once the
 *    hours are closed), and the trend again, now read from them, next to the same floor.
 * And in a browser: the demo site's dashboard opened cold (a new browser context: nothing
 * cached) until every widget of the default template has drawn, median of 5, next to the
 * same site's overview page cold (the app's shell without analysis) as the floor.
 * Figures are printed; nothing here asserts a time.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { resolveQuery, type AnalysisParams } from '../server/src/analysis/resolveQuery';
import { rollUpSites } from '../server/src/analysis/rollupWorker';
import { semanticLayer } from '../server/src/analysis/semanticLayer';
import { runAnalysisQuery } from '../server/src/data/analysis/runQuery';
import { migrateToLatest } from '../server/src/db/migrate';
import { openDatabase, type Db } from '../server/src/db/open';
import { seedPersona } from '../server/src/seed/persona';
import { dayDate, dayStart, localDay, DAY_MS } from '../runtime/rules/analysis/zonedTime';
import { launchBrowser, signedInPage } from '../tests/e2e/browser';
import { reachDemoSite } from '../tests/e2e/demoSite';
import { ROOT, startApp } from '../tests/support/appServer';
import { fillAnalysisData } from './analysisData';
import { median, ms, timeIt } from './stats';

const SESSIONS = Number(process.env.BENCH_ANALYSIS_SESSIONS ?? 2_000_000);
const PAGE_VIEWS = Number(process.env.BENCH_ANALYSIS_PAGE_VIEWS ?? 10_000_000);
const DAYS = 30;
const RUNS = 15;

async function p50(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm: the first run pays for reading the pages into the cache
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timeIt(run));
  return median(times);
}

function line(what: string, engine: number, floor: number): void {
  console.log(
    `  ${what.padEnd(44)} engine ${ms(engine).padStart(8)}   hand-written ${ms(floor).padStart(8)}   ×${(engine / floor).toFixed(2)}`,
  );
}

export async function runAnalysisBenchmarks(): Promise<void> {
  await dashboardColdLoad();
  console.log(
    `\nAnalysis engine (SQLite, ${SESSIONS.toLocaleString('en')} sessions, ${PAGE_VIEWS.toLocaleString('en')} page views, ${DAYS} days)`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-bench-analysis-'));
  const db = openDatabase(dataDir);
  try {
    await migrateToLatest(db);
    const owner = await seedPersona(db, {
      email: 'analysis-bench@example.com',
      password: 'bench-password',
      organizations: [{ name: 'Bench', sites: [{ name: 'Bench shop', lastDataAt: null }] }],
    });
    const siteId = owner.organizations[0]!.sites[0]!.id;
    // Whole UTC days: the last one ends at the start of today.
    const today = localDay(Date.now(), 'UTC');
    const endMs = today * DAY_MS;
    const fillMs = await timeIt(() =>
      fillAnalysisData(db, {
        siteId,
        sessions: SESSIONS,
        pageViews: PAGE_VIEWS,
        days: DAYS,
        endMs,
      }),
    );
    console.log(`  data written in ${(fillMs / 1000).toFixed(1)} s`);
    await sql`analyze`.execute(db);
    const range = { from: dayDate(today - DAYS), to: dayDate(today - 1) };
    const start = dayStart(today - DAYS, 'UTC');
    const trend = {
      engine: { measures: 'sessions', by: 'day,device', ...range },
      floor: sql`select (started_at / 86400000) as day, device, count(*) as n
        from visitor_sessions where site_id = ${siteId} and started_at >= ${start} and started_at < ${endMs}
        group by day, device`,
    };
    await compare(db, siteId, 'sessions per day by device (the trend)', trend);
    await compare(db, siteId, 'page views by page, top 10', {
      engine: { measures: 'page-views', by: 'page', limit: 10, ...range },
      floor: sql`select p.url, count(*) as n from tracking_events e
        left join site_pages p on p.id = e.page_id
        where e.site_id = ${siteId} and e.type = 'page-view' and e.at >= ${start} and e.at < ${endMs}
        group by p.url order by n desc limit 10`,
    });
    await compare(db, siteId, 'overview numbers (4 measures)', {
      engine: {
        measures: 'sessions,unique-visitors,bounce-rate,average-session-duration',
        ...range,
      },
      floor: sql`select count(*), count(distinct visitor_key),
        avg(case when page_views in (0, 1) then 1.0 else 0.0 end),
        avg((last_seen_at - started_at) * 1.0)
        from visitor_sessions where site_id = ${siteId} and started_at >= ${start} and started_at < ${endMs}`,
    });
    // The same trend once the server's worker has rolled up the closed hours.
    const rollMs = await timeIt(() => rollUpSites(db, Date.now()));
    const { n } = await db
      .selectFrom('analysis_rollups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `  rolled up in ${(rollMs / 1000).toFixed(1)} s: ${Number(n).toLocaleString('en')} hourly counts`,
    );
    await compare(db, siteId, 'the trend, from the hourly rollups', trend);
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function compare(
  db: Db,
  siteId: number,
  what: string,
  queries: { engine: AnalysisParams; floor: ReturnType<typeof sql> },
): Promise<void> {
  const layer = semanticLayer(ROOT);
  const engine = await p50(() => runAnalysisQuery(db, siteId, resolveQuery(queries.engine, layer)));
  const floor = await p50(() => queries.floor.execute(db));
  line(what, engine, floor);
}

const COLD_RUNS = 5;

async function dashboardColdLoad(): Promise<void> {
  console.log('\nDemo dashboard cold in Chromium (median of 5, new context each)');
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const credentials = { email: 'demo@example.com', password: 'demo-password' };
    // Reach the demo site once (the tour seeds it); its id is then known.
    const first = await signedInPage(browser, app.url, credentials);
    const { demoSite: demo } = await reachDemoSite(first, app.url);
    // One sign-in (sign-ins are rate limited); each run a new context with its cookie only.
    const storageState = await first.context().storageState();
    await first.context().close();
    const widgets = bundleWidgets();
    const time = async (
      path: string,
      done: (page: import('playwright-core').Page) => Promise<unknown>,
    ) => {
      const times: number[] = [];
      for (let i = 0; i < COLD_RUNS; i++) {
        const context = await browser.newContext({ storageState, locale: 'en-US' });
        const page = await context.newPage();
        const start = performance.now();
        await page.goto(`${app.url}/sites/${demo}/${path}`);
        await done(page);
        times.push(performance.now() - start);
        await context.close();
      }
      return median(times);
    };
    const dashboard = await time('dashboard', async (page) => {
      await page
        .locator('section.analysis-widget')
        .nth(widgets - 1)
        .waitFor();
      await page.waitForFunction(
        (count) =>
          document.querySelectorAll('section.analysis-widget').length === count &&
          document.querySelectorAll('section.analysis-widget .analysis-loading').length === 0 &&
          document.querySelectorAll('section.analysis-widget canvas').length > 0,
        widgets,
      );
    });
    const floor = await time('overview', (page) => page.locator('nav').first().waitFor());
    console.log(
      `  ${widgets} widgets drawn ${ms(dashboard).padStart(8)}   floor: the overview page ${ms(floor).padStart(8)}`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}

function bundleWidgets(): number {
  const { pages } = JSON.parse(
    readFileSync(join(ROOT, 'generated/bundle/analysis-pages.json'), 'utf8'),
  ) as { pages: { template?: { default?: boolean }; widgets: unknown[] }[] };
  return pages.find((p) => p.template?.default)?.widgets.length ?? 0;
}
