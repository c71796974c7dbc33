/**
 * A real server for the tests: the app of server/src/app.ts over a fresh SQLite database in a
 * temporary DATA_DIR — or, with TEST_DATABASE=postgres, a fresh PostgreSQL database
 * (tests/postgres/testDatabase.ts) — listening on 127.0.0.1 at a free port, spoken
 * to over real HTTP (fetch).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { SESSION_COOKIE } from '../../contracts/cookies';
import { APP_REQUEST_HEADER, APP_REQUEST_HEADER_VALUE } from '../../contracts/requestHeaders';
import type { ApiHandlers } from '../../generated/api/contracts';
import { buildApp, type BuildAppOptions } from '../../server/src/app';
import { hashPassword } from '../../server/src/auth/password';
import { loadConfig, type Config } from '../../server/src/config';
import { migrateToLatest } from '../../server/src/db/migrate';
import { openDatabase, type Db } from '../../server/src/db/open';
import { createSession } from '../../server/src/data/sessions';
import { startMailCatcher, type MailCatcher } from '../../server/src/mail/devCatcher';
import type { CaughtMail } from '../../server/src/mail/devMailFile';
import type { RequestContext } from '../../server/src/http/context';
import {
  seedPersona,
  type PersonaOptions,
  type SeededPersona,
} from '../../server/src/seed/persona';

import { ROOT } from '../support/appServer';
import { freshDatabase } from '../postgres/testDatabase';

export { ROOT };
export const TEST_PASSWORD = 'correct horse battery staple';
/**
 * A production start as deployed: NODE_ENV=production needs PUBLIC_URL, here an
 * https one, so cookies are Secure. Requests still go to 127.0.0.1 without an Origin header.
 */
export const PRODUCTION_ENV = { NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.com' };
/**
 * A throw-away client build (CLIENT_DIR) holding only index.html, for tests of page answers:
 * the unit tests run before `npm run build`, so dist/client may not exist yet.
 */
export function fakeClientDir(html = '<!doctype html><div id="root"></div>'): string {
  const dir = mkdtempSync(join(tmpdir(), 'lodestar-client-'));
  writeFileSync(join(dir, 'index.html'), html);
  return dir;
}
/** Google sign-in through the local development provider (SSO_DEV_PROVIDER=1). */
export const DEV_SSO_ENV = { SSO_DEV_PROVIDER: '1' };

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is empty or not JSON. */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as `Cookie: lodestar_session=<value>`. */
  session?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  db: Db;
  config: Config;
  app: FastifyInstance;
  request(method: string, path: string, options?: RequestOptions): Promise<HttpAnswer>;
  /** seedPersona with the shared test password (hashed once per test file). */
  persona(options: Omit<PersonaOptions, 'password' | 'passwordHash'>): Promise<SeededPersona>;
  /** A live session for the user, without going through a (slow, scrypt) login. */
  sessionFor(userId: number): Promise<string>;
  /** With `mail: true`: what the embedded SMTP server received, oldest first. */
  mail(): CaughtMail[];
  /** Waits until a message to `to` arrived (with `mail: true`) and returns it. */
  mailTo(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
  /** Where its data lives: what a second instance on the same database is started with. */
  storage: { dataDir: string; env: Record<string, string> };
}

export interface StartOptions {
  env?: Record<string, string>;
  handlers?: Partial<ApiHandlers<RequestContext>>;
  /** The endpoints served (a fixture's contracts); default: the generated ones. */
  contracts?: BuildAppOptions['contracts'];
  logger?: FastifyServerOptions['logger'];
  /**
   * A second instance on the same database (the SQLite file, or the PostgreSQL database) as
   * this server, with its own connections; the first one's close() removes the data.
   */
  sameDatabaseAs?: TestServer;
  /** Start an embedded SMTP server (mail/devCatcher.ts) and point SMTP_URL at it. */
  mail?: boolean;
  outbox?: BuildAppOptions['outbox'];
  /** The analysis rollups' worker; default: turns only when a test asks for one. */
  rollups?: BuildAppOptions['rollups'];
}

let sharedHash: Promise<string> | undefined;
export function testPasswordHash(): Promise<string> {
  sharedHash ??= hashPassword(TEST_PASSWORD);
  return sharedHash;
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const shared = options.sameDatabaseAs?.storage;
  const dataDir = shared?.dataDir ?? mkdtempSync(join(tmpdir(), 'lodestar-server-test-'));
  const database = shared
    ? { env: shared.env, drop: async () => undefined }
    : await freshDatabase();
  const catcher: MailCatcher | null = options.mail ? await startMailCatcher({ dataDir }) : null;
  const config = loadConfig(
    // Server rendering needs the client build (tests/e2e cover it): off unless a test asks.
    {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVER_RENDER: 'off',
      // The test's fetch keeps connections alive for a little less than the server's hint; a
      // test that blocks this process (seeding thousands of rows) lets both timers run out at
      // once, and the server's close could come first: the next request on that connection
      // was reset. The server keeps idle connections longer than any test blocks; the rule
      // itself is tested with its own value (timeouts.test.ts).
      KEEP_ALIVE_TIMEOUT: '10m',
      ...database.env,
      ...(catcher ? { SMTP_URL: catcher.url } : {}),
      ...options.env,
    },
    ROOT,
  );
  const db = openDatabase(config);
  await migrateToLatest(db);
  const app = await buildApp({
    db,
    config,
    logger: options.logger ?? false,
    handlers: options.handlers,
    contracts: options.contracts,
    outbox: options.outbox,
    // Past rows written by a test are rolled up when the test says so, never in between.
    rollups: options.rollups ?? { intervalMs: 0 },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  return {
    url: address,
    db,
    config,
    app,
    async request(method, path, { body, session, headers = {} } = {}) {
      const response = await fetch(address + path, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(session !== undefined ? { cookie: `${SESSION_COOKIE}=${session}` } : {}),
          // What the app's own client sends on every call; a test of the cross-site rule
          // overrides it with an empty value.
          [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE,
          ...headers,
        },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, text, json };
    },
    async persona(persona) {
      return seedPersona(db, { ...persona, passwordHash: await testPasswordHash() });
    },
    sessionFor: (userId) => createSession(db, userId),
    mail: () => catcher?.messages() ?? [],
    async mailTo(to, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = catcher?.messages().find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async close() {
      await app.close();
      await catcher?.close();
      await db.destroy();
      if (shared) return;
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    storage: { dataDir, env: database.env },
  };
}

/** The cookie the server set, by name, with its attributes. */
export function setCookie(headers: Headers, name = SESSION_COOKIE) {
  const raw = headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!raw) return undefined;
  const [pair = '', ...attributes] = raw.split(';').map((p) => p.trim());
  return {
    raw,
    value: pair.slice(name.length + 1),
    attributes: attributes.map((a) => a.toLowerCase()),
  };
}

/** Two personas in different accounts: the usual cast of the authorization tests. */
export async function twoPersonas(server: TestServer) {
  const alice = await server.persona({
    email: 'alice@example.com',
    name: 'Alice',
    account: { name: 'Alice account', features: ['voc.pro'] },
    organizations: [
      {
        name: 'Alice organization',
        access: 'write',
        permissions: ['surveys-create'],
        sites: [{ name: 'Alice site', plan: 'plus' }],
      },
    ],
  });
  const bob = await server.persona({
    email: 'bob@example.com',
    name: 'Bob',
    account: { name: 'Bob account', variant: 'lite', admin: false },
    organizations: [
      {
        name: 'Bob organization',
        access: 'read',
        sites: [{ name: 'Bob site', analyticsAccess: false, lastDataAt: null }],
      },
    ],
  });
  return {
    alice,
    bob,
    aliceSession: await server.sessionFor(alice.userId),
    bobSession: await server.sessionFor(bob.userId),
    aliceSite: alice.organizations[0]!.sites[0]!,
    bobSite: bob.organizations[0]!.sites[0]!,
  };
}
