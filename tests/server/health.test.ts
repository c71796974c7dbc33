/**
 * GET /api/health and GET /api/ready over real HTTP ("Operations basics"; "health/ready
 * with the database stopped (ready fails, health passes)"): both open to everyone and never
 * cached; a probe every second is never rate-limited; ready answers 503 in the API error format
 * when the database is closed (health still passes) and when a migration is not applied.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../server/src/db/migrations';
import { startServer, type TestServer } from './harness';

const MIGRATION_NAMES = Object.keys(migrations);

describe('health and readiness of a working server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('health answers 200 ok without a session, never cached, with the security headers', async () => {
    const answer = await server.request('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'ok' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('ready answers 200 with the number of applied migrations', async () => {
    const answer = await server.request('GET', '/api/ready');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'ready', migrations: MIGRATION_NAMES.length });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('a load balancer probing many times a second is never limited', async () => {
    // Well above every per-address limit of security/config.ts within one window.
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        server.request('GET', i % 2 === 0 ? '/api/health' : '/api/ready'),
      ),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
  });
});

describe('readiness when the database is not ready', () => {
  it('a migration not applied: ready 503 names it, health passes', async () => {
    const server = await startServer();
    try {
      const last = MIGRATION_NAMES.at(-1)!;
      // The server's database as if it were one migration behind the code.
      await sql`delete from kysely_migration where name = ${last}`.execute(server.db);
      const ready = await server.request('GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.json).toEqual({
        error: 'not_ready',
        message: `Not ready: 1 database migration(s) pending: ${last}.`,
      });
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect((await server.request('GET', '/api/health')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('the database closed: ready 503 says it does not answer, health passes', async () => {
    const server = await startServer();
    try {
      expect((await server.request('GET', '/api/ready')).status).toBe(200);
      await server.db.destroy();
      const ready = await server.request('GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.json).toEqual({
        error: 'not_ready',
        message: 'Not ready: the database does not answer.',
      });
      const health = await server.request('GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.json).toEqual({ status: 'ok' });
    } finally {
      await server.close();
    }
  });
});
