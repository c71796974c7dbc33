/**
 * Reading a recording's chunk (server/src/recordings/chunk.ts), pure: what is kept, what is
 * summed up, and every way a body is refused — with the status and the field it names.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeChunk,
  MAX_CHUNK_EVENTS,
  MAX_RAW_CHUNK_BYTES,
  rageClickBursts,
} from '../../server/src/recordings/chunk';
import { click, firstChunk, gzipChunk, meta, pageError } from '../support/recordingChunks';

const T = 1_795_000_000_000;

describe('a chunk that is read', () => {
  it('keeps the browser’s gzip as sent and sums the events up', () => {
    const events = [
      ...firstChunk(T),
      pageError(T + 3000),
      meta(T + 4000, 'HTTPS://Shop.example.com/pay#card'),
    ];
    const body = gzipChunk(events);
    const decoded = decodeChunk(body);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.stored).toBe(body);
    expect(decoded.summary).toEqual({
      events: 6,
      firstAt: T,
      lastAt: T + 4000,
      clicks: 2,
      rageClicks: 0,
      errors: 1,
      // Kept as tracking keeps addresses: no query, no fragment, host lowercased.
      pages: [
        { at: T, url: 'https://shop.example.com/cart' },
        { at: T + 4000, url: 'https://shop.example.com/pay' },
      ],
      rawBytes: Buffer.byteLength(JSON.stringify(events)),
    });
  });

  it('compresses a chunk sent as plain JSON before keeping it', () => {
    const events = firstChunk(T);
    const raw = Buffer.from(JSON.stringify(events));
    const decoded = decodeChunk(raw);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.stored.length).toBeLessThan(raw.length);
    expect(JSON.parse(gunzipSync(decoded.stored).toString())).toEqual(events);
  });
});

describe('rage clicks', () => {
  const at = (ms: number, x = 100, y = 100) => ({ at: T + ms, x, y });
  it.each([
    ['three clicks within a second, close together', [at(0), at(300), at(600)], 1],
    ['two clicks only', [at(0), at(300)], 0],
    ['three clicks over more than a second', [at(0), at(600), at(1200)], 0],
    ['three clicks far apart on the page', [at(0), at(100, 300), at(200, 600)], 0],
    ['one long burst counts once', [at(0), at(100), at(200), at(300), at(400)], 1],
    ['two bursts', [at(0), at(100), at(200), at(5000), at(5100), at(5200)], 2],
  ])('%s', (_, clicks, bursts) => {
    expect(rageClickBursts(clicks)).toBe(bursts);
  });

  it('are counted from the chunk’s clicks', () => {
    const decoded = decodeChunk(
      gzipChunk([click(T, 5, 5), click(T + 100, 8, 6), click(T + 200, 6, 9)]),
    );
    expect(decoded.ok && decoded.summary.rageClicks).toBe(1);
  });
});

describe('a body that is refused', () => {
  it.each([
    ['corrupt gzip', Buffer.from([0x1f, 0x8b, 1, 2, 3]), 400, undefined, 'not valid gzip'],
    ['not JSON', Buffer.from('hello'), 400, undefined, 'not JSON'],
    ['not an array', gzipChunk({ type: 2 } as never), 400, undefined, 'array'],
    ['an empty array', gzipChunk([]), 400, undefined, 'array'],
    ['an event that is no object', gzipChunk([7]), 400, '0', 'object'],
    [
      'an unknown event type',
      gzipChunk([{ type: 99, timestamp: T }]),
      400,
      '0/type',
      'rrweb event type',
    ],
    [
      'a missing time',
      gzipChunk([meta(T, 'https://a.example/'), { type: 3 }]),
      400,
      '1/timestamp',
      'epoch',
    ],
  ])('%s: %i', (_, body, status, field, message) => {
    const decoded = decodeChunk(body);
    expect(decoded.ok).toBe(false);
    if (decoded.ok) return;
    expect(decoded.status).toBe(status);
    expect(decoded.field).toBe(field);
    expect(decoded.message).toContain(message);
  });

  it('a small gzip that inflates past the bound is a 413, not a large allocation', () => {
    const bomb = gzipSync(Buffer.alloc(MAX_RAW_CHUNK_BYTES + 1024, 0x20));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const decoded = decodeChunk(bomb);
    expect(decoded).toMatchObject({ ok: false, status: 413 });
  });

  it('too many events is a 413', () => {
    const events = Array.from({ length: MAX_CHUNK_EVENTS + 1 }, (_, i) => ({
      type: 3,
      timestamp: T + i,
    }));
    expect(decodeChunk(gzipChunk(events))).toMatchObject({ ok: false, status: 413 });
  });
});
