/**
 * Serves the tracking snippet (product.md#states-and-transitions "Tracking code") at `GET /t/{siteId}.js`, the
 * address of the tag customers paste (contracts/tracking.ts snippetTag): the same bytes for
 * every site — the snippet reads its site id and our origin from its own `src`
 * (runtime/snippet/state.ts ingestUrl) — so one file is cached and the per-site address only
 * decides the 404.
 *
 * - Versioned and cacheable: `Cache-Control: public, max-age=3600, stale-while-revalidate=86400`
 *   (http/cacheControl.ts CACHE.snippet) with a strong ETag of the content (a 304 answers a
 *   matching If-None-Match); the file starts with `/*! Lodestar tracking v1 *\/`, the version of
 *   the protocol it speaks. A new build reaches every site within the hour, with no change to
 *   the pasted tag.
 * - Loadable from any page: `Cross-Origin-Resource-Policy: cross-origin` (sites with
 *   cross-origin isolation) and `Access-Control-Allow-Origin: *` (a tag with `crossorigin`).
 * - An unknown site id answers 404 (and is not cached); nothing else about sites is told.
 * - The file is dist/snippet/lodestar.js (`npm run build`, scripts/buildSnippet.mjs), read again
 *   when it changes. Without it, outside production (tests, `npm run dev`) the snippet is built
 *   in memory from runtime/snippet once; in production the answer is 503 "snippet not built".
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { modifiedAt } from '../project/fileVersions';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RECORDER_PATH, snippetPath } from '../../../contracts/tracking';
import { siteCaptureMode } from '../data/tracking';
import { CACHE } from '../http/cacheControl';
import type { Services } from '../http/context';
import { HttpError, notFound } from '../http/httpError';

export const SNIPPET_NOT_BUILT = 'Lodestar: tracking snippet not built: run npm run build';

export interface SnippetFile {
  code: string;
  etag: string;
}

function fileOf(code: string): SnippetFile {
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 22);
  return { code, etag: `"${hash}"` };
}

/** The scripts built for customer pages, each by its build script's function. */
const BUILDERS = {
  snippet: { script: 'buildSnippet.mjs', build: 'buildSnippet' },
  recorder: { script: 'buildRecorder.mjs', build: 'buildRecorder' },
} as const;

/**
 * The current script: the built file (reread when its modification time changes), else,
 * outside production, the one built from source once.
 */
export function snippetReader(options: {
  root: string;
  file: string;
  production: boolean;
  script?: keyof typeof BUILDERS;
}) {
  const builder = BUILDERS[options.script ?? 'snippet'];
  let mtimeMs = -1;
  let fromFile: SnippetFile | undefined;
  let fromSource: Promise<SnippetFile> | undefined;
  return async (): Promise<SnippetFile | undefined> => {
    const now = modifiedAt(options.file);
    if (now !== -1) {
      if (now !== mtimeMs || !fromFile) {
        mtimeMs = now;
        fromFile = fileOf(readFileSync(options.file, 'utf8'));
      }
      return fromFile;
    }
    if (options.production) return undefined;
    fromSource ??= import(pathToFileURL(join(options.root, 'scripts', builder.script)).href)
      .then((module: Record<string, (root: string) => Promise<{ code: string }>>) =>
        module[builder.build]!(options.root),
      )
      .then(({ code }) => fileOf(code));
    return fromSource;
  };
}

export function registerSnippetScript(app: FastifyInstance, services: Services): void {
  const { config, db } = services;
  const read = snippetReader({
    root: config.root,
    file: config.tracking.snippetFile,
    production: config.production,
  });
  const prefix = snippetPath(0).replace(/0\.js$/, '');
  app.get(`${prefix}:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^(\d{1,12})\.js$/.exec(file);
    const siteId = match ? Number(match[1]) : 0;
    if (siteId < 1 || (await siteCaptureMode(db, siteId)) === undefined) throw notFound('site');
    const snippet = await read();
    if (!snippet) throw new HttpError(503, 'snippet_not_built', SNIPPET_NOT_BUILT);
    return sendScript(request, reply, snippet);
  });
}

/** A script for customer pages: cached, revalidated by its ETag, loadable from any page. */
function sendScript(request: FastifyRequest, reply: FastifyReply, script: SnippetFile) {
  reply
    .header('cache-control', CACHE.snippet)
    .header('etag', script.etag)
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('access-control-allow-origin', '*');
  if (request.headers['if-none-match'] === script.etag) return reply.code(304).send();
  return reply.type('text/javascript; charset=utf-8').send(script.code);
}

export const RECORDER_NOT_BUILT = 'Lodestar: recorder not built: run npm run build';

/**
 * The recorder (runtime/recorder) at `GET /r/recorder.js`, which the snippet loads where a site
 * records: cached and loadable from any page like the snippet, the same for every site.
 */
export function registerRecorderScript(app: FastifyInstance, services: Services): void {
  const { config } = services;
  const read = snippetReader({
    root: config.root,
    file: config.tracking.recorderFile,
    production: config.production,
    script: 'recorder',
  });
  app.get(RECORDER_PATH, async (request, reply) => {
    const recorder = await read();
    if (!recorder) throw new HttpError(503, 'recorder_not_built', RECORDER_NOT_BUILT);
    return sendScript(request, reply, recorder);
  });
}
