/**
 * The contract layer: every endpoint of generated/api/contracts.ts is registered and has its
 * handler; bad input is a 400 naming the field; a response that breaks its contract becomes a
 * logged 500. An endpoint without a handler is tests/server/unhandledEndpoints.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, endpointIds } from '../../generated/api/contracts';
import { migrateToLatest } from '../../server/src/db/migrate';
import { handlers } from '../../server/src/handlers';
import {
  handlerTableProblems,
  specPath,
  unhandledEndpoints,
} from '../../server/src/http/registerContracts';
import { DEV_SSO_ENV, startServer, type TestServer } from './harness';
import { logSink } from './logSink';

/** A concrete URL for a contract path: every parameter becomes 1. */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+/g, '1');
}

describe('the handler table', () => {
  it('has a handler for every endpoint of the real manifests', () => {
    expect(unhandledEndpoints(handlers).map((e) => e.id)).toEqual([]);
    expect(handlerTableProblems(handlers)).toEqual([]);
  });

  it('names handlers that match no endpoint', () => {
    expect(handlerTableProblems({ ...handlers, getSitee: () => undefined })).toEqual([
      'handler getSitee matches no endpoint of generated/api/contracts.ts',
    ]);
  });

  it('writes paths in the product rules syntax', () => {
    expect(specPath('/api/v1/accounts/:accountId/sites/:siteId')).toBe(
      '/api/v1/accounts/{accountId}/sites/{siteId}',
    );
  });
});

describe('over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: DEV_SSO_ENV });
  });
  afterAll(() => server.close());

  it('registers every built endpoint at its contract path (no route 404, no 501)', async () => {
    for (const id of endpointIds) {
      const contract = contracts[id];
      const answer = await server.request(contract.method, concrete(contract.path));
      expect([200, 202, 204, 302, 400, 401, 404], `${id} answered ${answer.status}`).toContain(
        answer.status,
      );
      // A 404 is the handler's ("No such campaign"), never the router's "No API endpoint".
      if (answer.status === 404) expect(answer.json.message).not.toMatch(/^No API endpoint/);
    }
  });

  it('answers unknown /api paths with a 404 ApiError', async () => {
    const answer = await server.request('GET', '/api/v1/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({
      error: 'not_found',
      message: 'No API endpoint GET /api/v1/nothing-here.',
    });
  });

  it('names the field of a bad path parameter', async () => {
    const { bob } = await seedBob(server);
    const session = await server.sessionFor(bob);
    const answer = await server.request('GET', '/api/v1/users/abc/app-state', { session });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'bad_request', field: 'userId' });
    expect(answer.json.message).toContain('params/userId');
  });

  it('names a missing body property and an unknown one', async () => {
    const missing = await server.request('POST', '/api/v1/session', {
      body: { email: 'a@example.com' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      error: 'bad_request',
      message: 'body/password is required',
      field: 'password',
    });
    const unknown = await server.request('POST', '/api/v1/session', {
      body: { email: 'a@example.com', password: 'x', remember: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ field: 'remember' });
  });

  it('answers malformed JSON and non-JSON bodies as client errors', async () => {
    const broken = await server.request('POST', '/api/v1/session', { body: '{"email":' });
    expect(broken.status).toBe(400);
    expect(broken.json.error).toBe('bad_request');
    // Only the sign-in form may be posted url-encoded (tests/server/formPosts.test.ts).
    const form = await server.request('POST', '/api/v1/registration?device=desktop', {
      body: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.json.error).toBe('unsupported_media_type');
    expect(typeof form.json.message).toBe('string');
  });
});

async function seedBob(server: TestServer): Promise<{ bob: number }> {
  const bob = await server.persona({ email: 'contracts-bob@example.com' });
  return { bob: bob.userId };
}

describe('response validation', () => {
  it('turns a payload that breaks the contract into a logged 500, never sending it', async () => {
    const sink = logSink('error');
    const server = await startServer({
      logger: sink.logger,
      handlers: {
        ...handlers,
        // A buggy handler: languages must be a list and `secret` is not in Settings.
        getSettings: () =>
          ({ status: 200, body: { defaultLanguage: 'en', languages: 'en', secret: 'x' } }) as never,
      },
    });
    try {
      const answer = await server.request('GET', '/api/v1/settings');
      expect(answer.status).toBe(500);
      expect(answer.json.error).toBe('invalid_response');
      expect(answer.text).not.toContain('secret');
      const logged = sink.lines.find((l) => l.msg === 'response broke its contract (server bug)');
      expect(logged).toBeDefined();
      expect(JSON.stringify(logged)).toContain('getSettings');
    } finally {
      await server.close();
    }
  });

  it('rejects a body on a status the contract declares without one', async () => {
    const server = await startServer({
      handlers: { ...handlers, trackEvent: () => ({ status: 202, body: { stored: 1 } }) as never },
    });
    try {
      const answer = await server.request('POST', '/api/v1/events', { body: { name: 'X' } });
      expect(answer.status).toBe(500);
      expect(answer.json.error).toBe('invalid_response');
    } finally {
      await server.close();
    }
  });

  it('lets an answer that keeps the contract through unchanged', async () => {
    const server = await startServer();
    try {
      const answer = await server.request('GET', '/api/v1/settings');
      expect(answer.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('migrations at start', () => {
  it('are applied by the harness like main.ts does', async () => {
    const server = await startServer();
    try {
      expect(await migrateToLatest(server.db)).toEqual({ applied: [] });
    } finally {
      await server.close();
    }
  });
});
