/**
 * The API reference ("The OpenAPI 3.1 document served at /api/openapi.json and a
 * browsable API reference page … working under the CSP"):
 * - GET /api/openapi.json: generated/openapi.json byte for byte (what `npm run gen` wrote from
 *   manifests/api; re-read when the file changes, so `npm run gen` needs no restart).
 * - GET /api/docs: Swagger UI (npm `swagger-ui-dist`), its files served from node_modules by
 *   this server — no CDN — under /api/docs/assets/. The page has no inline script or style: the
 *   configuration is the small script /api/docs/init.js, so the app's Content-Security-Policy
 *   (security/contentSecurityPolicy.ts: script-src 'self', style-src 'self', img-src data: for
 *   the stylesheet's icons, connect-src 'self' for the document and "Try it out") applies as is.
 *   The online validator badge is off (it would load an image from validator.swagger.io).
 * Not contract endpoints (manifests/api): a document and an HTML page, not JSON API answers.
 */
import { readFileSync } from 'node:fs';
import { modifiedAt } from '../project/fileVersions';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CACHE } from '../http/cacheControl';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';
const ASSETS_PREFIX = `${DOCS_PATH}/assets/`;
/** The only files of swagger-ui-dist served: the bundle and its stylesheet. */
const SWAGGER_FILES = new Set(['swagger-ui-bundle.js', 'swagger-ui.css']);

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Lodestar API reference</title>
    <link rel="stylesheet" href="${ASSETS_PREFIX}swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${ASSETS_PREFIX}swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

const INIT = `// Swagger UI configuration of ${DOCS_PATH} (server/src/ops/apiDocs.ts).
window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  validatorUrl: null,
});
`;

/**
 * The folder of the installed swagger-ui-dist, resolved from this module (the server's own
 * dependencies), not from the project root: a server may serve another root's manifests
 * (LODESTAR_ROOT, the tests' copies) without a node_modules of its own.
 */
export function swaggerUiDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/** generated/openapi.json, read again only when its modification time changes. */
function openApiReader(root: string): () => Buffer {
  const file = join(root, 'generated', 'openapi.json');
  let mtimeMs = -1;
  let body = Buffer.alloc(0);
  return () => {
    const now = modifiedAt(file);
    if (now !== mtimeMs) {
      body = readFileSync(file);
      mtimeMs = now;
    }
    return body;
  };
}

export async function registerApiDocs(app: FastifyInstance, root: string): Promise<void> {
  const readOpenApi = openApiReader(root);
  app.get(OPENAPI_PATH, (_request, reply) =>
    reply
      .header('cache-control', CACHE.revalidate)
      .type('application/json; charset=utf-8')
      .send(readOpenApi()),
  );
  app.get(DOCS_PATH, (_request, reply) =>
    reply.header('cache-control', CACHE.revalidate).type('text/html; charset=utf-8').send(PAGE),
  );
  app.get(`${DOCS_PATH}/init.js`, (_request, reply) =>
    reply
      .header('cache-control', CACHE.revalidate)
      .type('text/javascript; charset=utf-8')
      .send(INIT),
  );
  await app.register(fastifyStatic, {
    root: swaggerUiDir(),
    prefix: ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Revalidated (ETag, Last-Modified): the names stay the same when the package is updated.
    allowedPath: (path) => SWAGGER_FILES.has(path.replace(/^\//, '')),
    setHeaders: (reply) => void reply.header('cache-control', CACHE.revalidate),
  });
}
