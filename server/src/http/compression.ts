/**
 * Bytes on the wire: answers are compressed for browsers that
 * say they can decode them (`Accept-Encoding`), brotli preferred, then gzip, else identity.
 *
 * - Build files: `npm run build` writes `.br` (quality 11) and `.gz` (level 9) copies of the
 *   client build (scripts/precompress.mjs); the static routes answer with the copy that fits
 *   (pages/staticClient.ts, `pickEncoding` here), so nothing is compressed per request.
 * - Dynamic answers (server-rendered HTML, API JSON, the tracking snippet, translations): from
 *   COMPRESSION_THRESHOLD bytes up they are compressed as they go out by @fastify/compress,
 *   brotli at quality 5 and gzip at level 6 (measured here on a 30 KB JSON of the build: brotli
 *   5 in 0.2 ms, smaller than gzip -9; brotli 11 takes ~25 ms, for 15% less). Smaller answers —
 *   the tracking ingest's, most API errors — are not worth a compressor: they go as they are.
 * - Caching stays as http/cacheControl.ts says. An answer compressed here is another
 *   representation of the same resource: a strong ETag on it becomes weak (RFC 9110 section 8.8.1: a
 *   strong validator promises identical bytes), and `If-None-Match` is compared weakly
 *   (RFC 9110 section 13.1.2), so a revalidation with the weak tag still answers 304.
 * - Compressible answers above the threshold carry `Vary: Accept-Encoding` even when sent as they
 *   are, so a shared cache never hands a compressed copy to a client that did not ask for one,
 *   nor the reverse; below it every client gets the same bytes, and Vary stays as it was.
 * - Request bodies are never decompressed: nothing posts compressed data, and a small gzip body
 *   may inflate far beyond the body limit.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this (bytes) go uncompressed: headers and framing would eat the gain. */
export const COMPRESSION_THRESHOLD = 1024;

/** Encodings we send, in order of preference. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** What a browser decodes for us: HTML, CSS, JS, JSON, SVG and other XML, plain text. */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:javascript|json|xml|manifest\+json)|[^;]+\+(?:json|xml)(?:;|$))/;

export function isCompressible(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to send among those `available`, from an `Accept-Encoding` header: the one with
 * the highest q-value, brotli on a tie; `*` stands for any encoding not named; `identity` when
 * the header is absent or accepts none of them (q=0).
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: Iterable<Encoding> = ENCODINGS,
): Encoding | 'identity' {
  if (!acceptEncoding) return 'identity';
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const offered = new Set(available);
  let best: Encoding | 'identity' = 'identity';
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (offered.has(encoding) && q > bestQ) [best, bestQ] = [encoding, q];
  }
  return best;
}

/** `If-None-Match` with `W/` dropped from every tag: the weak comparison of RFC 9110 section 13.1.2. */
function weakIfNoneMatch(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
  // On the raw request: routes and @fastify/send read it from there.
  const tags = request.raw.headers['if-none-match'];
  if (tags?.includes('W/')) request.raw.headers['if-none-match'] = tags.replace(/W\//g, '');
  done();
}

/** After @fastify/compress: a compressed answer's strong ETag made weak; Vary when it matters. */
function markRepresentation(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) {
  const encoding = reply.getHeader('content-encoding');
  const etag = reply.getHeader('etag');
  if (encoding && encoding !== 'identity' && typeof etag === 'string' && etag.startsWith('"')) {
    reply.header('etag', `W/${etag}`);
  }
  // Sent as it is to a client that accepts no encoding, though another would get it compressed.
  // (Below the threshold every client gets the same bytes: nothing varies.)
  const type = reply.getHeader('content-type');
  // A string of THRESHOLD characters has at least as many bytes: no byte count needed then.
  const big =
    typeof payload === 'string'
      ? payload.length >= COMPRESSION_THRESHOLD ||
        Buffer.byteLength(payload) >= COMPRESSION_THRESHOLD
      : Buffer.isBuffer(payload)
        ? payload.length >= COMPRESSION_THRESHOLD
        : payload !== null && payload !== undefined;
  if (big && isCompressible(typeof type === 'string' ? type : undefined)) addVary(reply);
  done(null, payload);
}

/** Adds `accept-encoding` to `Vary`, keeping what is there (`cookie`, `accept-language`). */
export function addVary(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (/(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, accept-encoding` : 'accept-encoding');
}

/** Registers compression for every route added after it (call before the routes). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
  app.addHook('onRequest', weakIfNoneMatch);
  // Before the route hooks (compress's among them): a 304 or 204 has no body to compress
  // (RFC 9110 section 15.4.5); @fastify/static hands over an empty stream that would still get
  // a Content-Encoding.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 304 && reply.statusCode !== 204) return payload;
    (payload as { destroy?: () => void } | null)?.destroy?.();
    return null;
  });
  // @fastify/compress adds its onSend to each route as it is declared (route hooks run after
  // the app's); this onRoute hook, added after its own, puts markRepresentation after it.
  app.addHook('onRoute', (route) => {
    const own = route.onSend;
    route.onSend = [...(Array.isArray(own) ? own : own ? [own] : []), markRepresentation];
  });
}
