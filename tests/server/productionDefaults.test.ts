/**
 * over real HTTP: a start with `npm start`'s defaults (NODE_ENV unset, no
 * GOOGLE_CLIENT_ID, no PUBLIC_URL, HOST 127.0.0.1) runs no development sign-in, and a server
 * without PUBLIC_URL answers only requests whose Host names this machine.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

/** GET with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(url: string, path: string, host: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (done, fail) => {
      const target = new URL(url);
      const request = httpRequest(
        { hostname: target.hostname, port: target.port, path, headers: { host } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            done({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', fail);
      request.end();
    },
  );
}

describe('npm start defaults (NODE_ENV unset)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // An empty NODE_ENV is unset (loadConfig), the harness's other defaults stay.
    server = await startServer({ env: { NODE_ENV: '' } });
  });
  afterAll(() => server.close());

  it('behaves as production and runs no development sign-in', async () => {
    expect(server.config.production).toBe(true);
    expect(server.config.sso).toEqual({ mode: 'off' });
    const settings = await server.request('GET', '/api/v1/settings');
    expect(settings.json.ssoProviders).toEqual([]);
    const start = await server.request('GET', '/api/sso/google-start?sso_source=login');
    expect(start.status).toBe(404);
    expect(start.json).toMatchObject({ error: 'sso_not_configured' });
    const discovery = await server.request('GET', '/oidc/.well-known/openid-configuration');
    expect(discovery.status).toBe(404);
    const signInForm = await server.request('POST', '/oidc/interaction/x/login');
    expect(signInForm.status).toBe(404);
  });

  it('sets no Secure cookie over plain http on loopback', async () => {
    const persona = await server.persona({ email: 'plain@example.com' });
    const answer = await server.request('POST', '/api/v1/session', {
      body: { email: persona.email, password: 'correct horse battery staple' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).not.toMatch(/;\s*secure/i);
  });

  it.each(['localhost:3000', '127.0.0.1', '[::1]:8080', 'LOCALHOST'])(
    'answers Host %s',
    async (host) => {
      const answer = await getWithHost(server.url, '/api/v1/settings', host);
      expect(answer.status).toBe(200);
    },
  );

  it.each(['evil.example', 'evil.example:3000', '127.0.0.1.evil.example', '10.0.0.1', 'a@b'])(
    'refuses Host %s with 421 in the API error format, with the security headers',
    async (host) => {
      const answer = await getWithHost(server.url, '/api/sso/google-start?sso_source=login', host);
      expect(answer.status).toBe(421);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'misdirected_request' });
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-security-policy']).toBeDefined();
    },
  );
});

describe('with PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { PUBLIC_URL: 'https://app.example.com' } });
  });
  afterAll(() => server.close());

  it('the configured origin decides; any Host is served (a proxy may rewrite it)', async () => {
    const answer = await getWithHost(server.url, '/api/v1/settings', 'internal.proxy:8080');
    expect(answer.status).toBe(200);
  });
});
