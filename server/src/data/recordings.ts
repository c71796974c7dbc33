/**
 * Recordings' rows (migrations/0021_recordings.ts) and the writing of one chunk. The chunk's
 * bytes go to the blob store before the transaction that adds its row: a chunk the database
 * knows is always on disk, and a chunk written but not committed (the process killed between
 * the two) was never acknowledged, so the recorder sends it again under the same number and its
 * blob is written over.
 *
 * Rules, each read and written in one transaction:
 * - A recording belongs to a visitor session the tracking ingest stored (same site and session
 *   id): the recorder never starts one on its own.
 * - A new recording is counted against the site's recordings of the UTC day under the site's
 *   row lock (db/locks.ts), so two instances cannot both take the last one of the day.
 * - A recording holds at most `MAX_RECORDING_BYTES` stored: the addition and its check are one
 *   update, so concurrent chunks of one recording cannot pass it together.
 * - A chunk number is stored once: the same number again is a duplicate, acknowledged and
 *   ignored.
 */
import type { PageRule } from '../../../generated/types';
import { lockRow } from '../db/locks';
import type { Db } from '../db/open';
import type { BlobStore } from '../recordings/blobStore';
import { chunkKey } from '../recordings/blobStore';
import type { ChunkSummary } from '../recordings/chunk';
import { sampledIn } from '../../../runtime/rules/recordings/sampling';
import { pageIds, pageKey } from './sitePages';

/** What one recording may hold, compressed: a long visit of a heavy page fits many times over. */
export const MAX_RECORDING_BYTES = 64 * 1024 * 1024;

const DAY_MS = 86_400_000;

export interface RecordingSettings {
  capture: boolean;
  maskAllText: boolean;
  samplePercent: number;
  /** URL rules of pages never recorded. */
  excludedPages: PageRule[];
}

export const DEFAULT_RECORDING_SETTINGS: RecordingSettings = {
  capture: true,
  maskAllText: false,
  samplePercent: 100,
  excludedPages: [],
};

export async function recordingSettings(db: Db, siteId: number): Promise<RecordingSettings> {
  const row = await db
    .selectFrom('recording_settings')
    .selectAll()
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (!row) return DEFAULT_RECORDING_SETTINGS;
  return {
    capture: row.capture === 1,
    maskAllText: row.mask_all_text === 1,
    samplePercent: Number(row.sample_percent),
    excludedPages: JSON.parse(row.excluded_pages) as PageRule[],
  };
}

export interface IncomingChunk {
  siteId: number;
  sessionKey: string;
  seq: number;
  stored: Buffer;
  summary: ChunkSummary;
  /** Epoch milliseconds, the server's clock. */
  receivedAt: number;
}

export type ChunkOutcome =
  | 'stored'
  | 'duplicate'
  | 'unknown-site'
  | 'capture-off'
  | 'sampled-out'
  | 'not-started'
  | 'over-allowance'
  | 'recording-full';

/** A site's facts the first chunk of a recording is checked against. */
export interface NewRecordingRules {
  /** Recordings the site may start per UTC day, read in the chunk's transaction. */
  dailyAllowance(trx: Db, siteId: number): Promise<number>;
}

/** Thrown inside the transaction to roll it back with an outcome that is not an error. */
class Outcome extends Error {
  constructor(readonly outcome: ChunkOutcome) {
    super(outcome);
  }
}

async function recordingOf(db: Db, siteId: number, sessionKey: string) {
  return db
    .selectFrom('recordings')
    .select('id')
    .where('site_id', '=', siteId)
    .where('session_key', '=', sessionKey)
    .executeTakeFirst();
}

/** The site's recording for the chunk's session, created when this is its first chunk. */
async function openRecording(
  trx: Db,
  chunk: IncomingChunk,
  rules: NewRecordingRules,
): Promise<number> {
  const known = await recordingOf(trx, chunk.siteId, chunk.sessionKey);
  if (known) return known.id;
  if (!(await lockRow(trx, 'sites', chunk.siteId))) throw new Outcome('unknown-site');
  // Read again under the lock: another instance may have made it meanwhile.
  const made = await recordingOf(trx, chunk.siteId, chunk.sessionKey);
  if (made) return made.id;
  const settings = await recordingSettings(trx, chunk.siteId);
  if (!settings.capture) throw new Outcome('capture-off');
  if (!sampledIn(chunk.sessionKey, settings.samplePercent)) throw new Outcome('sampled-out');
  const session = await trx
    .selectFrom('visitor_sessions')
    .select('visitor_key')
    .where('site_id', '=', chunk.siteId)
    .where('session_key', '=', chunk.sessionKey)
    .executeTakeFirst();
  if (!session) throw new Outcome('not-started');
  const dayStart = Math.floor(chunk.receivedAt / DAY_MS) * DAY_MS;
  const today = await trx
    .selectFrom('recordings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', chunk.siteId)
    .where('received_at', '>=', dayStart)
    .executeTakeFirstOrThrow();
  if (Number(today.n) >= (await rules.dailyAllowance(trx, chunk.siteId))) {
    throw new Outcome('over-allowance');
  }
  const row = await trx
    .insertInto('recordings')
    .values({
      site_id: chunk.siteId,
      session_key: chunk.sessionKey,
      visitor_key: session.visitor_key,
      started_at: chunk.summary.firstAt,
      last_at: chunk.summary.lastAt,
      received_at: chunk.receivedAt,
      chunk_count: 0,
      stored_bytes: 0,
      raw_bytes: 0,
      clicks: 0,
      rage_clicks: 0,
      errors: 0,
      page_count: 0,
      entry_page_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Adds the chunk's figures to its recording, within MAX_RECORDING_BYTES, and its pages. */
async function addToRecording(trx: Db, recordingId: number, chunk: IncomingChunk) {
  const { summary } = chunk;
  const pages = await pageIds(
    trx,
    summary.pages.map(({ url }) => ({ siteId: chunk.siteId, url })),
    chunk.receivedAt,
  );
  const entry = summary.pages[0];
  const added = await trx
    .updateTable('recordings')
    .set((eb) => ({
      chunk_count: eb('chunk_count', '+', 1),
      stored_bytes: eb('stored_bytes', '+', chunk.stored.length),
      raw_bytes: eb('raw_bytes', '+', summary.rawBytes),
      clicks: eb('clicks', '+', summary.clicks),
      rage_clicks: eb('rage_clicks', '+', summary.rageClicks),
      errors: eb('errors', '+', summary.errors),
      page_count: eb('page_count', '+', summary.pages.length),
      started_at: eb
        .case()
        .when('started_at', '>', summary.firstAt)
        .then(summary.firstAt)
        .else(eb.ref('started_at'))
        .end(),
      last_at: eb
        .case()
        .when('last_at', '<', summary.lastAt)
        .then(summary.lastAt)
        .else(eb.ref('last_at'))
        .end(),
      entry_page_id: entry
        ? eb.fn.coalesce('entry_page_id', eb.val(pages.get(pageKey(chunk.siteId, entry.url))!))
        : eb.ref('entry_page_id'),
    }))
    .where('id', '=', recordingId)
    .where('stored_bytes', '<=', MAX_RECORDING_BYTES - chunk.stored.length)
    .returning('id')
    .executeTakeFirst();
  if (!added) throw new Outcome('recording-full');
  const shown = new Map(
    summary.pages.map(({ at, url }) => [
      `${at} ${url}`,
      { recording_id: recordingId, at, page_id: pages.get(pageKey(chunk.siteId, url))! },
    ]),
  );
  if (shown.size > 0) {
    await trx
      .insertInto('recording_pages')
      .values([...shown.values()])
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/** Whether the chunk's number is stored for its session already. */
async function chunkStored(db: Db, chunk: IncomingChunk): Promise<boolean> {
  const row = await db
    .selectFrom('recording_chunks')
    .innerJoin('recordings', 'recordings.id', 'recording_chunks.recording_id')
    .select('recording_chunks.seq')
    .where('recordings.site_id', '=', chunk.siteId)
    .where('recordings.session_key', '=', chunk.sessionKey)
    .where('recording_chunks.seq', '=', chunk.seq)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores one chunk: its blob, then its row and its recording's figures in one transaction — or
 * says why not. The blob is written first, outside the transaction, so that the transaction
 * holds the database only for its statements; a chunk refused by the transaction has its blob
 * removed again (unless its number was stored by a request that came at the same time: a
 * duplicate keeps the blob its row points at).
 */
export async function storeChunk(
  db: Db,
  blobs: BlobStore,
  chunk: IncomingChunk,
  rules: NewRecordingRules,
): Promise<{ outcome: ChunkOutcome; recordingId?: number }> {
  if (await chunkStored(db, chunk)) return { outcome: 'duplicate' };
  const key = chunkKey(chunk.siteId, chunk.sessionKey, chunk.seq);
  await blobs.put(key, chunk.stored);
  let outcome: ChunkOutcome;
  try {
    return await db.transaction().execute(async (trx) => {
      const recordingId = await openRecording(trx, chunk, rules);
      const inserted = await trx
        .insertInto('recording_chunks')
        .values({
          recording_id: recordingId,
          seq: chunk.seq,
          stored_bytes: chunk.stored.length,
          raw_bytes: chunk.summary.rawBytes,
          first_at: chunk.summary.firstAt,
          last_at: chunk.summary.lastAt,
          received_at: chunk.receivedAt,
        })
        .onConflict((conflict) => conflict.columns(['recording_id', 'seq']).doNothing())
        .returning('seq')
        .executeTakeFirst();
      if (!inserted) throw new Outcome('duplicate');
      await addToRecording(trx, recordingId, chunk);
      return { outcome: 'stored' as const, recordingId };
    });
  } catch (error) {
    if (!(error instanceof Outcome)) {
      await blobs.remove(key).catch(() => undefined);
      throw error;
    }
    outcome = error.outcome;
  }
  if (outcome !== 'duplicate') await blobs.remove(key);
  return { outcome };
}
