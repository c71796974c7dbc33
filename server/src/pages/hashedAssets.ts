/**
 * The build's hashed assets (`/assets/*`): a file never changes under its name, so once read it
 * is answered from memory, with its build-time .br/.gz copies (scripts/precompress.mjs) by
 * Accept-Encoding, cached for a year. @fastify/static's per-request stat and stream cost the
 * first page tens of milliseconds when its scripts are asked at once; a miss still goes
 * through it (404s).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CACHE } from '../http/cacheControl';
import { addVary, pickEncoding, type Encoding } from '../http/compression';

export function registerHashedAssets(app: FastifyInstance, assetsDir: string): void {
  // Hashed assets never change under their name: once read, they are answered from memory.
  // @fastify/static's per-request stat and stream cost the first page ~tens of ms when its five
  // scripts are asked at once; a miss still goes through it (404s).
  const assetTypes: Record<string, string> = {
    js: 'text/javascript; charset=utf-8',
    css: 'text/css; charset=utf-8',
    json: 'application/json; charset=utf-8',
  };
  // Each with its build-time .br/.gz copies when there are (scripts/precompress.mjs):
  // the one Accept-Encoding prefers is sent; without a copy, http/compression.ts compresses.
  type Asset = { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
  const readCopy = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);
  const assetCache = new Map<string, Asset>();
  app.get<{ Params: { file: string } }>('/assets/:file', (request, reply) => {
    const { file } = request.params;
    const type = assetTypes[file.slice(file.lastIndexOf('.') + 1)];
    let asset = assetCache.get(file);
    if (!asset && type && /^[\w-]+\.[a-z]+$/.test(file) && existsSync(join(assetsDir, file))) {
      if (assetCache.size > 500) assetCache.clear(); // old builds' names: let them go
      const path = join(assetsDir, file);
      asset = {
        identity: readFileSync(path),
        br: readCopy(`${path}.br`),
        gzip: readCopy(`${path}.gz`),
      };
      assetCache.set(file, asset);
    }
    if (!asset || !type) return reply.sendFile(file, assetsDir);
    const copies = (['br', 'gzip'] as const).filter((encoding) => asset[encoding]);
    const encoding = pickEncoding(request.headers['accept-encoding'], copies);
    addVary(reply);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', CACHE.immutable)
      .type(type)
      .send(asset[encoding] ?? asset.identity);
  });
}
