/**
 * Endpoints declared in manifests/api before their handler exists. The server starts anyway and
 * they answer 501; this says so where people look: one warning line in the log at every start
 * (development and production), and in development the overlay of `npm run dev`, which names
 * each endpoint at its place in the manifests.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  SERVER_STATUS_FILE,
  type ServerDiagnostic,
  type ServerStatus,
} from '../../../contracts/devServerStatus';
import type { EndpointContract } from '../../../generated/api/contracts';
import { specPath } from '../http/registerContracts';

const API_MANIFESTS = 'manifests/api';

const described = (e: EndpointContract) => `${e.method} ${specPath(e.path)} (${e.id})`;

export function logUnhandledEndpoints(log: FastifyBaseLogger, endpoints: EndpointContract[]) {
  if (endpoints.length === 0) return;
  log.warn(
    { endpoints: endpoints.map((e) => e.id) },
    `${endpoints.length} API endpoint(s) declared in manifests/api have no handler and answer 501: ` +
      endpoints.map(described).join(', '),
  );
}

/** Where `- id: <id>` stands in manifests/api (the overlay's file:line:col); the folder when not found. */
function placeOf(
  root: string,
  id: string,
): Pick<ServerDiagnostic, 'file' | 'line' | 'column' | 'pointer'> {
  let files: string[] = [];
  try {
    files = readdirSync(join(root, API_MANIFESTS))
      .filter((f) => /\.ya?ml$/.test(f))
      .sort();
  } catch {
    // no manifests folder (a built image): the folder is the best place there is
  }
  for (const file of files) {
    const lines = readFileSync(join(root, API_MANIFESTS, file), 'utf8').split('\n');
    let index = -1;
    for (const [n, text] of lines.entries()) {
      const match = /^(\s*)- id:\s*['"]?([A-Za-z0-9_]+)/.exec(text);
      if (!match) continue;
      index += 1;
      if (match[2] === id) {
        const column = (match[1]?.length ?? 0) + 3;
        return {
          file: `${API_MANIFESTS}/${file}`,
          line: n + 1,
          column,
          pointer: `/endpoints/${index}`,
        };
      }
    }
  }
  return { file: API_MANIFESTS, line: 1, column: 1, pointer: '' };
}

export function unhandledDiagnostics(
  root: string,
  endpoints: EndpointContract[],
): ServerDiagnostic[] {
  return endpoints.map((e) => ({
    ...placeOf(root, e.id),
    rule: 'server/unhandled-endpoint',
    message: `${described(e)} has no handler: the server answers 501 "not built yet"`,
    hint: `Add its handler in server/src/handlers/ and list it in server/src/handlers/index.ts.`,
    severity: 'warning',
  }));
}

/** Development only: what the overlay shows until the next start (empty: nothing to show). */
export function writeServerStatus(root: string, endpoints: EndpointContract[]): void {
  const status: ServerStatus = { diagnostics: unhandledDiagnostics(root, endpoints) };
  const file = join(root, SERVER_STATUS_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(status));
  renameSync(`${file}.tmp`, file);
}
