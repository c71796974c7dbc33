/**
 * Synthetic tracking data for the analysis benchmarks: `fillAnalysisData` writes `sessions`
 * visitor sessions and `pageViews` page-view events over the `days` before `endMs`, the same
 * way the demo site's traffic is made (server/src/seed/demoVisit.ts: sources, devices, the
 * checkout funnel; server/src/seed/demoSite.ts: weekdays and afternoons busier), deterministic.
 *
 * Fast enough for millions of rows: the sessions are made in time order (the time indexes grow
 * at their end), written as multi-row inserts of one fixed shape (SQLite prepares it once; the
 * driver runs it without building a query each time), in transactions of TRANSACTION_SESSIONS
 * sessions; SQLite gets a larger page cache while it fills (the unique session key and visitor
 * indexes are written out of order). Page views are shared out in proportion to each visit's
 * own path length so that they add up to `pageViews` exactly; a visit given more views than
 * its path reads more products (`/shoes/p-<n>`). Not called by bench/run.mjs: the analysis
 * bench calls it.
 */
import { forgetRollups } from '../server/src/data/analysis/rollups';
import { CompiledQuery, sql } from 'kysely';
import { databaseKind } from '../server/src/db/dialect';
import type { Db } from '../server/src/db/open';
import { pageIds, pageKey } from '../server/src/data/sitePages';
import { DEMO_SITE_URL, hourWeight, random } from '../server/src/seed/demoSite';
import { DEMO_BLOG, DEMO_FUNNEL, demoVisit, type DemoVisit } from '../server/src/seed/demoVisit';

export interface AnalysisDataOptions {
  siteId: number;
  sessions: number;
  pageViews: number;
  days: number;
  endMs: number;
}

const HOUR_MS = 3_600_000;
const SEED = 0x5eed;
const PRODUCTS = 40;
const TRANSACTION_SESSIONS = 50_000;
const SESSION_COLUMNS = [
  'site_id',
  'session_key',
  'visitor_key',
  'new_visitor',
  'browser',
  'device',
  'os',
  'viewport',
  'language',
  'country',
  'country_source',
  'referrer_url',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'page_id',
  'entry_page_id',
  'page_views',
  'started_at',
  'last_seen_at',
  'ended_at',
] as const;
const EVENT_COLUMNS = ['site_id', 'session_key', 'type', 'at', 'received_at', 'page_id'] as const;
/** Rows per statement: within SQLite's 32,766 and PostgreSQL's 65,535 bound values. */
const SESSIONS_PER_STATEMENT = 1000;
const EVENTS_PER_STATEMENT = 5000;

/** The start of each session, in time order: each hour gets its weight's share. */
function* startTimes(count: number, fromMs: number, toMs: number, r: () => number) {
  const first = Math.ceil(fromMs / HOUR_MS);
  const hours = Math.max(1, Math.floor(toMs / HOUR_MS) - first);
  const weights = Array.from({ length: hours }, (_, h) => hourWeight((first + h) * HOUR_MS));
  const total = weights.reduce((sum, w) => sum + w, 0);
  let before = 0;
  let made = 0;
  for (let h = 0; h < hours; h++) {
    before += weights[h]!;
    const until = h === hours - 1 ? count : Math.floor((count * before) / total);
    const starts: number[] = [];
    for (; made < until; made++) starts.push((first + h) * HOUR_MS + Math.floor(r() * HOUR_MS));
    yield* starts.sort((a, b) => a - b);
  }
}

/** Every visit of the run, with its start, in order (the same stream each time it is made). */
function* visits(options: AnalysisDataOptions): Generator<[number, DemoVisit]> {
  const r = random(SEED ^ options.siteId);
  const from = options.endMs - options.days * 24 * HOUR_MS;
  // Leave room for the visits to end before `endMs`.
  for (const start of startTimes(options.sessions, from, options.endMs - 30 * 60_000, r)) {
    yield [start, demoVisit(r, start)];
  }
}

/** A multi-row insert of `rows` rows of `columns`, in the database's placeholders. */
function insertText(
  kind: 'sqlite' | 'postgres',
  table: string,
  columns: readonly string[],
  rows: number,
) {
  let n = 0;
  const row = () => `(${columns.map(() => (kind === 'postgres' ? `$${++n}` : '?')).join(',')})`;
  return `insert into ${table} (${columns.join(',')}) values ${Array.from({ length: rows }, row).join(',')}`;
}

class Writer {
  private sessions: unknown[] = [];
  private events: unknown[] = [];
  private readonly texts = new Map<string, string>();
  constructor(
    private readonly db: Db,
    private readonly kind: 'sqlite' | 'postgres',
  ) {}

  session(values: readonly unknown[]) {
    this.sessions.push(...values);
  }
  event(values: readonly unknown[]) {
    this.events.push(...values);
  }

  /** Everything buffered, in one transaction. */
  async flush(): Promise<void> {
    const sessions = this.sessions;
    const events = this.events;
    this.sessions = [];
    this.events = [];
    await this.db.transaction().execute(async (trx) => {
      await this.write(trx, 'visitor_sessions', SESSION_COLUMNS, SESSIONS_PER_STATEMENT, sessions);
      await this.write(trx, 'tracking_events', EVENT_COLUMNS, EVENTS_PER_STATEMENT, events);
    });
  }

  private async write(
    trx: Db,
    table: string,
    columns: readonly string[],
    perStatement: number,
    values: unknown[],
  ) {
    const width = columns.length;
    for (let at = 0; at < values.length; at += perStatement * width) {
      const part = values.slice(at, at + perStatement * width);
      const rows = part.length / width;
      const key = `${table} ${rows}`;
      let text = this.texts.get(key);
      if (!text) {
        text = insertText(this.kind, table, columns, rows);
        this.texts.set(key, text);
      }
      await trx.executeQuery(CompiledQuery.raw(text, part));
    }
  }
}

export async function fillAnalysisData(db: Db, options: AnalysisDataOptions): Promise<void> {
  const kind = databaseKind(db);
  const paths = [...DEMO_FUNNEL, DEMO_BLOG];
  for (let p = 1; p <= PRODUCTS; p++) paths.push(`/shoes/p-${p}`);
  const pages = await pageIds(
    db,
    paths.map((path) => ({ siteId: options.siteId, url: DEMO_SITE_URL + path })),
    options.endMs,
  );
  const pageOf = new Map(
    paths.map((path) => [path, pages.get(pageKey(options.siteId, DEMO_SITE_URL + path))!]),
  );

  // First pass: each visit's path length, to share the page views out in proportion.
  let pathViews = 0;
  for (const [, visit] of visits(options)) pathViews += visit.paths.length;

  const previousCache =
    kind === 'sqlite'
      ? (await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0]?.cache_size
      : undefined;
  if (kind === 'sqlite') await sql`pragma cache_size = -262144`.execute(db);
  try {
    const writer = new Writer(db, kind);
    const r = random(SEED ^ options.siteId ^ 0xbeef);
    const returning = Math.max(1, Math.floor(options.sessions / 5));
    let seen = 0;
    let written = 0;
    let index = 0;
    for (const [start, visit] of visits(options)) {
      seen += visit.paths.length;
      const views = Math.floor((options.pageViews * seen) / pathViews) - written;
      written += views;
      const key = `b${index.toString(36).padStart(8, '0')}`;
      const viewed: string[] = visit.paths.slice(0, views);
      const offsets = visit.offsets.slice(0, views);
      while (viewed.length < views) {
        viewed.push(`/shoes/p-${1 + Math.floor(r() * PRODUCTS)}`);
        offsets.push(offsets[offsets.length - 1]! + 15_000 + Math.floor(r() * 150_000));
      }
      const last = start + Math.max(visit.length, offsets[offsets.length - 1] ?? 0);
      const entry = pageOf.get(viewed[0] ?? visit.paths[0]!)!;
      writer.session([
        options.siteId,
        key,
        visit.newVisitor ? `v${key}` : `r${Math.floor(r() * returning)}`,
        visit.newVisitor ? 1 : 0,
        visit.browser,
        visit.device,
        visit.os,
        visit.viewport,
        visit.language,
        visit.country,
        'language',
        visit.referrerUrl,
        visit.referrerDomain,
        visit.utmSource,
        visit.utmMedium,
        visit.utmCampaign,
        viewed.length ? pageOf.get(viewed[viewed.length - 1]!)! : entry,
        entry,
        viewed.length,
        start,
        last,
        last,
      ]);
      for (let v = 0; v < viewed.length; v++) {
        const at = start + offsets[v]!;
        writer.event([options.siteId, key, 'page-view', at, at, pageOf.get(viewed[v]!)!]);
      }
      index += 1;
      if (index % TRANSACTION_SESSIONS === 0) await writer.flush();
    }
    await writer.flush();
    // Past rows: the site is rolled up again from them.
    await forgetRollups(db, options.siteId);
  } finally {
    if (previousCache !== undefined)
      await sql`pragma cache_size = ${sql.raw(String(previousCache))}`.execute(db);
  }
}
