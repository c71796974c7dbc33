/**
 * One chunk of a recording as the recorder sends it, read and summed up; pure, tested as tables.
 *
 * The body is a JSON array of rrweb events (`@rrweb/types` eventWithTime: a `type`, a
 * `timestamp` in epoch milliseconds on the page's clock, its `data`), gzip-compressed by the
 * browser (CompressionStream) or, where it cannot compress, as it is. Nothing else is read: a
 * chunk is bounded in bytes sent (the route's body limit), in bytes once inflated
 * (`MAX_RAW_CHUNK_BYTES`: a small gzip body cannot become a large one here) and in events.
 *
 * Kept: the compressed bytes (the browser's gzip as sent, or the JSON compressed here), which
 * the player reads back. Summed up for the list and its filters: the first and last event's
 * times, clicks, rage clicks (`RAGE_CLICKS` clicks within `RAGE_WINDOW_MS`, each within
 * `RAGE_RADIUS_PX` of the first; counted once per burst), errors (the recorder's `error` custom
 * events) and the pages shown (meta events, their address kept as tracking keeps it).
 */
import { EventType, IncrementalSource, MouseInteractions } from '@rrweb/types';
import { gzipSync, gunzipSync } from 'node:zlib';
import { storedPageUrl } from '../tracking/pages';

/** What the server inflates of one chunk at most. */
export const MAX_RAW_CHUNK_BYTES = 4 * 1024 * 1024;
/** Events in one chunk at most. */
export const MAX_CHUNK_EVENTS = 50_000;

export const RAGE_CLICKS = 3;
export const RAGE_WINDOW_MS = 1000;
export const RAGE_RADIUS_PX = 30;

/** The recorder's custom event for an error on the page (runtime/recorder). */
export const ERROR_TAG = 'error';

const EVENT_TYPES = new Set<number>(
  Object.values(EventType).filter((v): v is number => typeof v === 'number'),
);

export interface ChunkSummary {
  events: number;
  /** Epoch milliseconds, the page's clock. */
  firstAt: number;
  lastAt: number;
  clicks: number;
  rageClicks: number;
  errors: number;
  /** Pages shown, in order, each at the time its meta event says. */
  pages: { at: number; url: string }[];
  /** The JSON's size in bytes, inflated. */
  rawBytes: number;
}

export type DecodedChunk =
  | { ok: true; stored: Buffer; summary: ChunkSummary }
  | { ok: false; status: 400 | 413; message: string; field?: string };

const GZIP_MAGIC = [0x1f, 0x8b];

function isGzip(body: Buffer): boolean {
  return body.length >= 2 && body[0] === GZIP_MAGIC[0] && body[1] === GZIP_MAGIC[1];
}

function inflate(body: Buffer): Buffer | 'too-large' | 'corrupt' {
  try {
    return gunzipSync(body, { maxOutputLength: MAX_RAW_CHUNK_BYTES });
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'corrupt';
  }
}

interface Click {
  at: number;
  x: number;
  y: number;
}

/** Bursts of RAGE_CLICKS or more clicks close in time and place, each counted once. */
export function rageClickBursts(clicks: readonly Click[]): number {
  let bursts = 0;
  let i = 0;
  while (i < clicks.length) {
    const first = clicks[i]!;
    let j = i + 1;
    while (
      j < clicks.length &&
      clicks[j]!.at - first.at <= RAGE_WINDOW_MS &&
      Math.hypot(clicks[j]!.x - first.x, clicks[j]!.y - first.y) <= RAGE_RADIUS_PX
    ) {
      j++;
    }
    if (j - i >= RAGE_CLICKS) {
      bursts++;
      i = j;
    } else {
      i++;
    }
  }
  return bursts;
}

type Problem = Extract<DecodedChunk, { ok: false }>;

function badEvent(index: number, field: string, what: string): Problem {
  return {
    ok: false,
    status: 400,
    message: `body/${index}/${field} ${what}`,
    field: `${index}/${field}`,
  };
}

/** Sums up the events; a problem when one is not an rrweb event. */
function summarize(events: unknown[], rawBytes: number): ChunkSummary | Problem {
  const summary: ChunkSummary = {
    events: events.length,
    firstAt: Infinity,
    lastAt: -Infinity,
    clicks: 0,
    rageClicks: 0,
    errors: 0,
    pages: [],
    rawBytes,
  };
  const clicks: Click[] = [];
  for (let index = 0; index < events.length; index++) {
    const event = events[index] as { type?: unknown; timestamp?: unknown; data?: unknown };
    if (typeof event !== 'object' || event === null || Array.isArray(event)) {
      return {
        ok: false,
        status: 400,
        message: `body/${index} must be an object`,
        field: `${index}`,
      };
    }
    if (typeof event.type !== 'number' || !EVENT_TYPES.has(event.type)) {
      return badEvent(index, 'type', 'must be an rrweb event type');
    }
    if (typeof event.timestamp !== 'number' || !Number.isFinite(event.timestamp)) {
      return badEvent(index, 'timestamp', 'must be a time in epoch milliseconds');
    }
    const at = event.timestamp;
    summary.firstAt = Math.min(summary.firstAt, at);
    summary.lastAt = Math.max(summary.lastAt, at);
    const data = (event.data ?? {}) as Record<string, unknown>;
    if (event.type === EventType.Meta && typeof data.href === 'string') {
      summary.pages.push({ at, url: storedPageUrl(data.href) });
    } else if (
      event.type === EventType.IncrementalSnapshot &&
      data.source === IncrementalSource.MouseInteraction &&
      data.type === MouseInteractions.Click
    ) {
      summary.clicks++;
      clicks.push({ at, x: Number(data.x) || 0, y: Number(data.y) || 0 });
    } else if (event.type === EventType.Custom && data.tag === ERROR_TAG) {
      summary.errors++;
    }
  }
  summary.rageClicks = rageClickBursts(clicks);
  return summary;
}

/** Reads a chunk's body: what to store and its summary, or why it is refused. */
export function decodeChunk(body: Buffer): DecodedChunk {
  const compressed = isGzip(body);
  const raw = compressed ? inflate(body) : body;
  if (raw === 'too-large') {
    return {
      ok: false,
      status: 413,
      message: `The chunk inflates to more than ${MAX_RAW_CHUNK_BYTES / 1024 / 1024} MiB.`,
    };
  }
  if (raw === 'corrupt') {
    return { ok: false, status: 400, message: 'body is not valid gzip data' };
  }
  if (raw.length > MAX_RAW_CHUNK_BYTES) {
    return {
      ok: false,
      status: 413,
      message: `The chunk is more than ${MAX_RAW_CHUNK_BYTES / 1024 / 1024} MiB.`,
    };
  }
  let events: unknown;
  try {
    events = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, status: 400, message: 'body is not JSON' };
  }
  if (!Array.isArray(events) || events.length === 0) {
    return { ok: false, status: 400, message: 'body must be a non-empty array of rrweb events' };
  }
  if (events.length > MAX_CHUNK_EVENTS) {
    return {
      ok: false,
      status: 413,
      message: `The chunk holds more than ${MAX_CHUNK_EVENTS} events.`,
    };
  }
  const summary = summarize(events, raw.length);
  if ('ok' in summary) return summary;
  return { ok: true, stored: compressed ? body : gzipSync(raw, { level: 6 }), summary };
}
