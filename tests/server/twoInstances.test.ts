/**
 * Two server processes on one database behind one origin ("Stateless instances": "a
 * test starts two server processes on one database and shows: a session from one works on the
 * other; the login rate limit counts across both; an SSO flow started on one finishes on the
 * other"). Two real `tsx server/src/main.ts` processes (tests/server/mainProcess.ts) share a
 * database — one SQLite file in WAL mode, or with TEST_DATABASE=postgres one PostgreSQL
 * database — and a small load balancer in the test forwards each request to the instance the
 * test names, or to each in turn; both see the balancer's Host, as behind a real one.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contracts/cookies';
import { openDatabase, type Db } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { freshDatabase, type TestDatabase } from '../postgres/testDatabase';
import { TEST_PASSWORD } from './harness';
import { startingServers } from '../support/bounds';
import { mainEnv, startMainProcess, type MainProcess } from './mainProcess';

type Instance = 'A' | 'B';

/** A load balancer: each request to the instance `route` names (`next`: each in turn). */
class Balancer {
  route: Instance | 'next' = 'next';
  /** Which instance answered each request, in order: method, path and instance. */
  readonly served: { method: string; path: string; by: Instance }[] = [];
  private turn: Instance = 'A';
  private readonly server: Server;
  url = '';

  constructor(private readonly ports: Record<Instance, number>) {
    this.server = createServer((req, res) => {
      let by: Instance;
      if (this.route === 'next') {
        by = this.turn;
        this.turn = by === 'A' ? 'B' : 'A';
      } else {
        by = this.route;
      }
      this.served.push({ method: req.method!, path: req.url!.split('?')[0]!, by });
      const forwarded = httpRequest(
        {
          host: '127.0.0.1',
          port: this.ports[by],
          method: req.method,
          path: req.url,
          headers: req.headers, // Host included: the instances see the balancer's origin
        },
        (answer) => {
          res.writeHead(answer.statusCode!, answer.rawHeaders);
          answer.pipe(res);
        },
      );
      forwarded.on('error', (error) => res.destroy(error));
      req.pipe(forwarded);
    });
  }

  async listen(): Promise<void> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }
}

/** Just enough of a browser: cookies by name and path, redirects followed by hand. */
class Browser {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  constructor(private readonly origin: string) {}

  cookie(name: string): string | undefined {
    for (const [key, cookie] of this.cookies) if (key.startsWith(`${name};`)) return cookie.value;
    return undefined;
  }

  async fetch(
    target: string,
    init: { method?: string; form?: Record<string, string>; json?: unknown } = {},
  ) {
    const url = new URL(target, this.origin);
    // As a browser does on the app's own calls and navigations.
    const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
    const cookie = [...this.cookies.entries()]
      .filter(
        ([, c]) => url.pathname === c.path || url.pathname.startsWith(c.path.replace(/\/?$/, '/')),
      )
      .map(([key, c]) => `${key.split(';')[0]}=${c.value}`)
      .join('; ');
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = this.origin;
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    for (const raw of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = raw.split(';').map((p) => p.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
      if (attributes.some((a) => /^max-age=0$/i.test(a))) this.cookies.delete(`${name};${path}`);
      else this.cookies.set(`${name};${path}`, { value: pair.slice(name.length + 1), path });
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, url };
  }

  async navigate(target: string, init: { method?: string; form?: Record<string, string> } = {}) {
    let answer = await this.fetch(target, init);
    for (let hops = 0; answer.status >= 300 && answer.status < 400; hops++) {
      if (hops > 10) throw new Error('too many redirects');
      answer = await this.fetch(new URL(answer.headers.get('location')!, answer.url).href);
    }
    return answer;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-two-instances-'));
let database: TestDatabase;
let db: Db;
const instances: MainProcess[] = [];
let balancer: Balancer;

beforeAll(async () => {
  database = await freshDatabase();
  const env = mainEnv(dataDir, {
    ...database.env,
    SERVER_RENDER: 'off',
    SSO_DEV_PROVIDER: '1',
    // Small per-account limit: 4 sign-in attempts per email a minute, across both instances.
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '4/1m',
  });
  // One after the other: the first applies the migrations, the second finds them applied.
  instances.push(await startMainProcess(env));
  instances.push(await startMainProcess(env));
  const port = (instance: MainProcess) => Number(new URL(instance.url).port);
  balancer = new Balancer({ A: port(instances[0]!), B: port(instances[1]!) });
  await balancer.listen();
  db = openDatabase({ dataDir, databaseUrl: database.url });
}, startingServers(2));

afterAll(async () => {
  await balancer?.close();
  await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
  await db?.destroy();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two server processes on one database', () => {
  it('a session signed in on one works on the other, and a sign-out on it ends it on both', async () => {
    await seedPersona(db, { email: 'shared@example.com', password: TEST_PASSWORD });
    const browser = new Browser(balancer.url);
    balancer.route = 'A';
    const login = await browser.fetch('/api/v1/session', {
      method: 'POST',
      json: { email: 'shared@example.com', password: TEST_PASSWORD },
    });
    expect(login.status, login.text).toBe(200);
    expect(browser.cookie(SESSION_COOKIE)).toBeDefined();

    balancer.route = 'B';
    const me = await browser.fetch('/api/v1/session');
    expect(me.status, me.text).toBe(200);
    expect(JSON.parse(me.text).user.email).toBe('shared@example.com');

    const cookie = browser.cookie(SESSION_COOKIE)!;
    expect((await browser.fetch('/api/v1/session', { method: 'DELETE' })).status).toBe(204);
    balancer.route = 'A';
    const after = await fetch(`${balancer.url}/api/v1/session`, {
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
    });
    expect(after.status).toBe(401);
    expect(balancer.served.map((s) => s.by)).toEqual(['A', 'B', 'B', 'A']);
  });

  it('the per-account sign-in limit counts the attempts on both instances together', async () => {
    balancer.route = 'next';
    const attempt = () =>
      fetch(`${balancer.url}/api/v1/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'Target@Example.com', password: 'a wrong guess' }),
      });
    const start = balancer.served.length;
    // Two on A and two on B: each instance alone saw half of the limit of 4.
    for (let i = 0; i < 4; i++) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many sign-in attempts for this email address;/),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50);
    // And on the other instance too.
    expect((await attempt()).status).toBe(429);
    expect(balancer.served.slice(start).map((s) => s.by)).toEqual(['A', 'B', 'A', 'B', 'A', 'B']);
  });

  it('a Google sign-in (local provider) started on one finishes on the other', async () => {
    balancer.route = 'next';
    const start = balancer.served.length;
    const browser = new Browser(balancer.url);
    const page = await browser.navigate('/api/sso/google-start?sso_source=signup&locale=en');
    expect(page.status, page.text).toBe(200);
    const action = /<form method="post" action="([^"]+\/login)">/.exec(page.text)?.[1];
    expect(action, page.text).toBeDefined();
    const answer = await browser.navigate(action!, {
      method: 'POST',
      form: { email: 'across@example.com', name: 'Across', picture: '', locale: '' },
    });
    expect(answer.status, answer.text).toBe(200);
    const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(answer.text)?.[1] ?? '';
    const message = JSON.parse(/var m=(\{.*\}),o=/.exec(script)?.[1] ?? 'null');
    expect(message).toMatchObject({
      action: 'signup',
      data: { email: 'across@example.com', name: 'Across', provider: 'google' },
    });

    // Every step of the flow went to the other instance than the one before it.
    const steps = balancer.served.slice(start);
    const startedOn = steps.find((s) => s.path === '/api/sso/google-start')!.by;
    const finishedOn = steps.find((s) => s.path === '/api/sso/google-callback')!.by;
    expect(finishedOn).not.toBe(startedOn);
    expect(steps.map((s) => s.path)).toEqual([
      '/api/sso/google-start',
      '/oidc/auth',
      expect.stringMatching(/^\/oidc\/interaction\/[\w-]+$/),
      expect.stringMatching(/^\/oidc\/interaction\/[\w-]+\/login$/),
      expect.stringMatching(/^\/oidc\/auth\/[\w-]+$/),
      '/api/sso/google-callback',
    ]);

    // The token the callback page carries registers on the first instance.
    balancer.route = startedOn;
    const registered = await browser.fetch('/api/v1/registration?device=desktop', {
      method: 'POST',
      json: {
        name: 'Across',
        email: 'across@example.com',
        terms: true,
        consent_to_parent_company_rules: true,
        locale: 'en',
        sso_provider: 'google',
        sso_token: message.data.sso_token,
        site_url: 'https://www.example.com',
      },
    });
    expect(registered.status, registered.text).toBe(200);
  });
});
