/**
 * `npm start` (bundled to dist/server/main.mjs) and `npm run dev:server`: configuration → open
 * the database → apply migrations → build the app → listen. SIGTERM / SIGINT drain the server
 * (http/gracefulShutdown.ts: what clients already sent is answered, within SHUTDOWN_GRACE) and
 * then close the database, and exit 0. Never seeds.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { drainServer } from './http/gracefulShutdown';
import { migrateToLatest } from './db/migrate';
import { openDatabase, type Db } from './db/open';
import { purgeExpiredSessions } from './data/sessions';
import { handlers } from './handlers';
import { unhandledEndpoints } from './http/registerContracts';
import { writeServerStatus } from './ops/unhandledEndpoints';

/**
 * The drain cuts what is left at SHUTDOWN_GRACE; should closing still hang after that (an
 * onClose hook, the database), the process must not stay alive forever.
 */
const HARD_STOP_MARGIN_MS = 5_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    const { applied } = await migrateToLatest(db);
    await purgeExpiredSessions(db);
    app = await buildApp({ db, config });
    if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
    const address = await app.listen({ port: config.port, host: config.host });
    const port = new URL(address).port;
    const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    app.log.info(
      { dataDir: config.dataDir, clientDir: config.clientDir },
      `Lodestar listening on http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`,
    );
    // `npm run dev`'s overlay names the endpoints without a handler (never in production); the
    // report, written once the server listens, also tells the dev loop that it is back.
    if (!config.production) reportStartInDevelopment(app, config.root);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.destroy();
    throw error;
  }
  handleSignals(app, db, config.serverLimits.shutdownGraceMs);
}

function reportStartInDevelopment(app: FastifyInstance, root: string): void {
  try {
    writeServerStatus(root, unhandledEndpoints(handlers));
  } catch (error) {
    // A read-only checkout loses the overlay's report, never the start.
    app.log.warn({ err: error }, 'could not write the development overlay report');
  }
}

function handleSignals(app: FastifyInstance, db: Db, graceMs: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.exit(1); // a second signal: the user insists
    }
    stopping = true;
    app.log.info({ signal, graceMs }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs + HARD_STOP_MARGIN_MS).unref();
    drainServer(app, { graceMs })
      .then(({ cutConnections }) => {
        if (cutConnections > 0) {
          app.log.warn({ cutConnections }, 'connections still busy at SHUTDOWN_GRACE were cut');
        }
        return db.destroy();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
