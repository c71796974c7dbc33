/**
 * The recording ingest (POST /api/v1/sites/{siteId}/recordings/{session}/chunks/{seq}): a chunk
 * of a started session is kept (blob and row) and summed up into its recording; a chunk sent
 * again is kept once; what the recorder is told when the site does not record; every refusal in
 * the API error format with CORS; the daily allowance held by two instances at once; the
 * recordings' own byte budgets. On SQLite, and on PostgreSQL under vitest.postgres.config.ts.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { fileBlobStore, chunkKey } from '../../server/src/recordings/blobStore';
import { MAX_RECORDING_BYTES } from '../../server/src/data/recordings';
import { samplePlace } from '../../runtime/rules/recordings/sampling';
import { startServer, type TestServer } from './harness';
import { firstChunk, gzipChunk, meta, pageError } from '../support/recordingChunks';
import { join } from 'node:path';

const started: TestServer[] = [];
afterAll(async () => {
  for (const server of started.reverse()) await server.close();
});

let serial = 0;
const sessionId = () => `recsession${String(++serial).padStart(8, '0')}`;
const T = Date.now();

async function serverWithSite(env: Record<string, string> = {}, plan?: 'basic') {
  const server = await startServer({ env: { TRUST_PROXY: '127.0.0.1', ...env } });
  started.push(server);
  const owner = await server.persona({
    email: 'owner@example.com',
    organizations: [
      { name: 'Shop', sites: [{ name: 'Shop', lastDataAt: null, ...(plan ? { plan } : {}) }] },
    ],
  });
  return { server, site: owner.organizations[0]!.sites[0]!.id };
}

/** Starts the session through the tracking ingest, as the snippet does before recording. */
async function startSession(server: TestServer, site: number, session: string) {
  const answer = await server.request('POST', `/api/v1/sites/${site}/tracking-events`, {
    body: {
      type: 'session-start',
      session,
      visitor: `visitor${session}`,
      newVisitor: true,
      url: 'https://shop.example.com/',
      at: Date.now(),
    },
  });
  expect(answer.status).toBe(202);
}

function postChunk(
  server: TestServer,
  site: number,
  session: string,
  seq: number,
  body: Buffer,
  address = '203.0.113.1',
) {
  return fetch(`${server.url}/api/v1/sites/${site}/recordings/${session}/chunks/${seq}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-forwarded-for': address },
    body: new Uint8Array(body),
  });
}

async function recordingOf(server: TestServer, site: number, session: string) {
  return server.db
    .selectFrom('recordings')
    .selectAll()
    .where('site_id', '=', site)
    .where('session_key', '=', session)
    .executeTakeFirst();
}

describe('a chunk of a started session', () => {
  it('is stored: its blob holds the events, its recording sums them up', async () => {
    const { server, site } = await serverWithSite();
    const session = sessionId();
    await startSession(server, site, session);
    const first = firstChunk(T);
    const second = [pageError(T + 5000), meta(T + 6000, 'https://shop.example.com/pay')];
    const answers = [
      await postChunk(server, site, session, 0, gzipChunk(first)),
      await postChunk(server, site, session, 1, gzipChunk(second)),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(await answer.json()).toEqual({ outcome: 'stored', record: true });
    }
    const recording = await recordingOf(server, site, session);
    expect(recording).toMatchObject({
      visitor_key: `visitor${session}`,
      started_at: T,
      last_at: T + 6000,
      chunk_count: 2,
      clicks: 2,
      errors: 1,
      page_count: 2,
    });
    const pages = await server.db
      .selectFrom('recording_pages')
      .innerJoin('site_pages', 'site_pages.id', 'recording_pages.page_id')
      .select(['recording_pages.at', 'site_pages.url'])
      .where('recording_id', '=', recording!.id)
      .orderBy('recording_pages.at')
      .execute();
    expect(pages.map((p) => p.url)).toEqual([
      'https://shop.example.com/cart',
      'https://shop.example.com/pay',
    ]);
    const entry = await server.db
      .selectFrom('site_pages')
      .select('url')
      .where('id', '=', recording!.entry_page_id!)
      .executeTakeFirstOrThrow();
    expect(entry.url).toBe('https://shop.example.com/cart');
    const blobs = fileBlobStore(join(server.config.dataDir, 'recordings'));
    const blob = await blobs.get(chunkKey(site, session, 0));
    expect(JSON.parse(gunzipSync(blob!).toString())).toEqual(first);
  });

  it('sent again under its number is acknowledged and kept once', async () => {
    const { server, site } = await serverWithSite();
    const session = sessionId();
    await startSession(server, site, session);
    const body = gzipChunk(firstChunk(T));
    expect((await postChunk(server, site, session, 0, body)).status).toBe(202);
    const again = await postChunk(server, site, session, 0, body);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ outcome: 'duplicate', record: true });
    expect(await recordingOf(server, site, session)).toMatchObject({ chunk_count: 1, clicks: 2 });
  });
});

describe('a site that does not record this session', () => {
  it.each([
    ['capture off', { capture: 0, sample_percent: 100 }, 'capture-off'],
    ['every session sampled out', { capture: 1, sample_percent: 0 }, 'sampled-out'],
  ])('%s: 202, the recorder told to stop, nothing kept', async (_, settings, outcome) => {
    const { server, site } = await serverWithSite();
    await server.db
      .insertInto('recording_settings')
      .values({
        site_id: site,
        mask_all_text: 0,
        excluded_pages: '[]',
        updated_at: 0,
        ...settings,
      } as never)
      .execute();
    const session = sessionId();
    await startSession(server, site, session);
    const answer = await postChunk(server, site, session, 0, gzipChunk(firstChunk(T)));
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ outcome, record: false });
    expect(await recordingOf(server, site, session)).toBeUndefined();
    // Its blob, written before the refusal, is gone again.
    const blobs = fileBlobStore(join(server.config.dataDir, 'recordings'));
    expect(await blobs.get(chunkKey(site, session, 0))).toBeNull();
  });

  it('samples by the session id: the same answer on every chunk, a percentage of sessions', async () => {
    const { server, site } = await serverWithSite();
    await server.db
      .insertInto('recording_settings')
      .values({
        site_id: site,
        capture: 1,
        mask_all_text: 0,
        sample_percent: 50,
        excluded_pages: '[]',
        updated_at: 0,
      })
      .execute();
    for (let i = 0; i < 6; i++) {
      const session = sessionId();
      await startSession(server, site, session);
      const answer = (await (
        await postChunk(server, site, session, 0, gzipChunk(firstChunk(T)))
      ).json()) as { outcome: string };
      expect(answer.outcome).toBe(samplePlace(session) < 50 ? 'stored' : 'sampled-out');
    }
  });
});

describe('refusals, in the API error format and open to every site', () => {
  it('an unknown site is a 404', async () => {
    const { server } = await serverWithSite();
    const answer = await postChunk(server, 987654, sessionId(), 0, gzipChunk(firstChunk(T)));
    expect(answer.status).toBe(404);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(await answer.json()).toMatchObject({ error: 'not_found' });
  });

  it('a session the tracking snippet never started is a 400 naming it', async () => {
    const { server, site } = await serverWithSite();
    const answer = await postChunk(server, site, sessionId(), 0, gzipChunk(firstChunk(T)));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'bad_request', field: 'session' });
  });

  it('a body that is not a chunk is a 400 naming the event’s field', async () => {
    const { server, site } = await serverWithSite();
    const session = sessionId();
    await startSession(server, site, session);
    const answer = await postChunk(
      server,
      site,
      session,
      0,
      gzipChunk([{ type: 42, timestamp: T }]),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ field: 'body/0/type' });
  });

  it('a body over 256 KiB is a 413', async () => {
    const { server, site } = await serverWithSite();
    const answer = await postChunk(server, site, sessionId(), 0, Buffer.alloc(257 * 1024, 0x20));
    expect(answer.status).toBe(413);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(await answer.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('a recording that would hold more than its bound is a 413', async () => {
    const { server, site } = await serverWithSite();
    const session = sessionId();
    await startSession(server, site, session);
    expect((await postChunk(server, site, session, 0, gzipChunk(firstChunk(T)))).status).toBe(202);
    await server.db
      .updateTable('recordings')
      .set({ stored_bytes: MAX_RECORDING_BYTES - 10 })
      .where('session_key', '=', session)
      .execute();
    const answer = await postChunk(server, site, session, 1, gzipChunk(firstChunk(T + 9000)));
    expect(answer.status).toBe(413);
    expect(await recordingOf(server, site, session)).toMatchObject({ chunk_count: 1 });
  });

  it('the path’s session and number are checked: 400 naming them', async () => {
    const { server, site } = await serverWithSite();
    const bad = await fetch(`${server.url}/api/v1/sites/${site}/recordings/x/chunks/0`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: new Uint8Array(gzipChunk(firstChunk(T))),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'session' });
  });
});

describe('the daily allowance', () => {
  it('holds with two instances taking the last recording of the day at once', async () => {
    // Observe basic records 35 sessions a day (manifests/catalog: dailyCcSessions).
    const { server, site } = await serverWithSite({}, 'basic');
    const second = await startServer({ sameDatabaseAs: server, env: { TRUST_PROXY: '127.0.0.1' } });
    started.push(second);
    const sessions = Array.from({ length: 36 }, sessionId);
    for (const session of sessions) await startSession(server, site, session);
    for (const session of sessions.slice(0, 34)) {
      expect((await postChunk(server, site, session, 0, gzipChunk(firstChunk(T)))).status).toBe(
        202,
      );
    }
    const [a, b] = await Promise.all([
      postChunk(server, site, sessions[34]!, 0, gzipChunk(firstChunk(T))),
      postChunk(second, site, sessions[35]!, 0, gzipChunk(firstChunk(T))),
    ]);
    const outcomes = [
      ((await a.json()) as { outcome: string }).outcome,
      ((await b.json()) as { outcome: string }).outcome,
    ].sort();
    expect(outcomes).toEqual(['over-allowance', 'stored']);
    const count = await server.db
      .selectFrom('recordings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', site)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(35);
  });
});

describe('byte budgets of their own', () => {
  it('a source over its recording bytes gets 429, and its tracking goes on', async () => {
    const { server, site } = await serverWithSite({ RECORDING_BYTES_PER_IP: '2KiB/1m' });
    const session = sessionId();
    await startSession(server, site, session);
    const statuses: number[] = [];
    for (let seq = 0; seq < 20; seq++) {
      statuses.push(
        (await postChunk(server, site, session, seq, gzipChunk(firstChunk(T + seq)))).status,
      );
    }
    expect(statuses[0]).toBe(202);
    const refused = await postChunk(server, site, session, 99, gzipChunk(firstChunk(T)));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    await startSession(server, site, sessionId());
  });
});

describe('the capture settings the snippet reads', () => {
  it('are the defaults, public and cached, open to every site; an unknown site is a 404', async () => {
    const { server, site } = await serverWithSite();
    const answer = await fetch(`${server.url}/api/v1/sites/${site}/capture-config`, {
      headers: { origin: 'https://shop.example.com' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await answer.json()).toEqual({
      recording: { capture: true, samplePercent: 100, maskAllText: false, excludedPages: [] },
    });
    const unknown = await fetch(`${server.url}/api/v1/sites/987654/capture-config`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });

  it('are the site’s own once it set them', async () => {
    const { server, site } = await serverWithSite();
    const excluded = [{ match: 'starts-with', value: 'https://shop.example.com/account' }];
    await server.db
      .insertInto('recording_settings')
      .values({
        site_id: site,
        capture: 1,
        mask_all_text: 1,
        sample_percent: 25,
        excluded_pages: JSON.stringify(excluded),
        updated_at: 0,
      })
      .execute();
    const answer = await fetch(`${server.url}/api/v1/sites/${site}/capture-config`);
    expect(await answer.json()).toEqual({
      recording: { capture: true, samplePercent: 25, maskAllText: true, excludedPages: excluded },
    });
  });
});
