/**
 * Product catalog benchmark ("Performance": catalog endpoint ≥ 5,000 req/s, p99 ≤ 20 ms,
 * cached; `BENCH_ONLY=catalog`): figures printed next to their target and a floor measured in the
 * same run, nothing asserted. Runs the server from source (no build needed), like the tracking
 * group.
 *
 * - GET /api/product-catalog/1/monthly/usd with a session (autocannon, 20 connections, 10 s,
 *   loopback): requests/s, p99, errors. The answer is built once per (version, cycle, currency)
 *   (server/src/handlers/catalog.ts); what remains per request is the session lookup, the
 *   response check against the contract and the JSON of ~6 KB.
 * - The floor: GET /api/v1/settings of the same server (no session, a small fixed answer).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SESSION_COOKIE } from '../contracts/cookies';
import { createSession } from '../server/src/data/sessions';
import { migrateToLatest } from '../server/src/db/migrate';
import { openDatabase } from '../server/src/db/open';
import { seedPersona } from '../server/src/seed/persona';
import { mainEnv, startMainProcess } from '../tests/server/mainProcess';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_CATALOG_SECONDS ?? 10);

async function cannon(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function line(figure: string, measured: string, target: string): void {
  console.log(`${figure.padEnd(58)} ${measured.padEnd(44)} ${target}`);
}

export async function runCatalogBenchmarks(): Promise<void> {
  console.log('\nProduct catalog');
  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-bench-catalog-'));
  const db = openDatabase(dataDir);
  await migrateToLatest(db);
  const persona = await seedPersona(db, {
    email: 'bench-catalog@example.com',
    password: 'bench-password',
    organizations: [{ name: 'Bench', sites: [{ name: 'Bench shop' }] }],
  });
  const session = await createSession(db, persona.userId);
  await db.destroy();
  const server = await startMainProcess(mainEnv(dataDir, { SERVER_RENDER: 'off' }));
  try {
    const floor = await cannon(`${server.url}/api/v1/settings`);
    line(
      `floor: GET /api/v1/settings (${CONNECTIONS} conns, ${SECONDS} s)`,
      `${floor.rps.toFixed(0)} req/s, p99 ${floor.p99} ms, ${floor.errors} errors`,
      '',
    );
    const catalog = await cannon(`${server.url}/api/product-catalog/1/monthly/usd`, {
      cookie: `${SESSION_COOKIE}=${session}`,
    });
    line(
      `GET /api/product-catalog/1/monthly/usd (${CONNECTIONS} conns, ${SECONDS} s)`,
      `${catalog.rps.toFixed(0)} req/s, p99 ${catalog.p99} ms, ${catalog.errors} errors`,
      'target ≥ 5000 req/s, p99 ≤ 20 ms',
    );
  } finally {
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
