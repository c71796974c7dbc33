/**
 * Durability of the recording ingest: the real process (tests/server/mainProcess.ts) takes
 * concurrent chunks, is killed with SIGKILL while requests are in flight, is started again on
 * the same data directory, and every chunk it had answered 202 `stored` must have its row and a
 * blob that reads back as the events sent — looked up one by one. Why it holds:
 * data/recordings.ts writes the blob before the transaction that adds the row, and answers after
 * the commit (docs/recordings.md "Storage"). The bench (`BENCH_ONLY=recordings`) runs a larger
 * round.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/src/db/migrate';
import { openDatabase, type DatabaseLocation } from '../../server/src/db/open';
import { chunkKey, fileBlobStore } from '../../server/src/recordings/blobStore';
import { seedPersona } from '../../server/src/seed/persona';
import { freshDatabase, type TestDatabase } from '../postgres/testDatabase';
import { startingServers } from '../support/bounds';
import { firstChunk, gzipChunk } from '../support/recordingChunks';
import { testPasswordHash } from './harness';
import { mainEnv, startMainProcess, type MainProcess } from './mainProcess';

const WORKERS = 8;
/** The kill comes once this many chunks are acknowledged (a state, not a speed). */
const ACKNOWLEDGED_BEFORE_KILL = 60;

const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-recording-durability-'));
let running: MainProcess | undefined;
let database: TestDatabase | undefined;
afterAll(async () => {
  running?.child.kill('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async () =>
  (running = await startMainProcess(
    mainEnv(dataDir, {
      ...database?.env,
      SERVER_RENDER: 'off',
      RATE_LIMIT_TRACKING_PER_IP: '1000000/1m',
      RATE_LIMIT_RECORDING_PER_IP: '1000000/1m',
      RATE_LIMIT_RECORDING_PER_SITE: '1000000/1m',
      RECORDING_BYTES_PER_IP: '1000000MiB/1m',
      RECORDING_BYTES_PER_SITE: '1000000MiB/1m',
      TRACKING_NEW_SESSIONS_PER_IP: '1000000/1m',
    }),
  ));

const sessionOf = (worker: number) => `durablerec${String(worker).padStart(6, '0')}`;
const eventsOf = (worker: number, seq: number) =>
  firstChunk(1_795_000_000_000 + worker * 1e6 + seq);

describe('kill -9 under recording load', () => {
  it(
    'loses no acknowledged chunk: each has its row and its blob',
    async () => {
      database = await freshDatabase();
      const where: DatabaseLocation = { dataDir, databaseUrl: database.url };
      const db = openDatabase(where);
      await migrateToLatest(db);
      const owner = await seedPersona(db, {
        email: 'durable@example.com',
        passwordHash: await testPasswordHash(),
        // Business: its whole daily allowance records, far above what the round starts.
        organizations: [{ name: 'Durable', sites: [{ name: 'Durable', plan: 'business' }] }],
      });
      await db.destroy();
      const siteId = owner.organizations[0]!.sites[0]!.id;

      const server = await start();
      const events = Array.from({ length: WORKERS }, (_, w) => ({
        type: 'session-start',
        session: sessionOf(w),
        visitor: `visitor${sessionOf(w)}`,
        newVisitor: true,
        url: 'https://shop.example.com/',
        at: Date.now(),
      }));
      const started = await fetch(`${server.url}/api/v1/sites/${siteId}/tracking-events/batch`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ events }),
      });
      expect(started.status).toBe(202);

      const acknowledged: [worker: number, seq: number][] = [];
      let stopped = false;
      const worker = async (w: number) => {
        for (let seq = 0; !stopped; seq++) {
          try {
            const answer = await fetch(
              `${server.url}/api/v1/sites/${siteId}/recordings/${sessionOf(w)}/chunks/${seq}`,
              {
                method: 'POST',
                headers: { 'content-type': 'text/plain' },
                body: new Uint8Array(gzipChunk(eventsOf(w, seq))),
              },
            );
            const result = (await answer.json()) as { outcome?: string };
            if (answer.status === 202 && result.outcome === 'stored') acknowledged.push([w, seq]);
          } catch {
            return; // the process died under this request: not acknowledged
          }
        }
      };
      const timer = setInterval(() => {
        if (acknowledged.length < ACKNOWLEDGED_BEFORE_KILL) return;
        clearInterval(timer);
        server.child.kill('SIGKILL');
        stopped = true;
      }, 20);
      await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
      clearInterval(timer);
      expect(await server.exited).toBeNull();
      expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

      const again = await start();
      const reader = openDatabase(where);
      const blobs = fileBlobStore(join(dataDir, 'recordings'));
      try {
        const rows = await reader
          .selectFrom('recording_chunks')
          .innerJoin('recordings', 'recordings.id', 'recording_chunks.recording_id')
          .select(['recordings.session_key', 'recording_chunks.seq'])
          .execute();
        const stored = new Set(rows.map((row) => `${row.session_key} ${row.seq}`));
        const lost: string[] = [];
        for (const [w, seq] of acknowledged) {
          const blob = await blobs.get(chunkKey(siteId, sessionOf(w), seq));
          const intact =
            blob !== null &&
            JSON.stringify(JSON.parse(gunzipSync(blob).toString())) ===
              JSON.stringify(eventsOf(w, seq));
          if (!stored.has(`${sessionOf(w)} ${seq}`) || !intact) lost.push(`${w}/${seq}`);
        }
        expect(lost, 'acknowledged but lost').toEqual([]);
      } finally {
        await reader.destroy();
      }
      expect(await again.stop('SIGTERM')).toBe(0);
      running = undefined;
      console.log(`recording durability: ${acknowledged.length} acknowledged chunks, 0 lost`);
    },
    startingServers(2),
  );
});
