/**
 * The hand-written API runtime against a real HTTP server: URL building, JSON in and out,
 * ApiError on failures, and every failure behaviour of product.md#errors the manifests can declare.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, handleFailure } from '../../runtime/api/callEndpoint';
import { configureApi, resetApiHooks } from '../../runtime/api/hooks';
import { ApiError, buildUrl, request } from '../../runtime/api/request';

interface Seen {
  method: string;
  url: string;
  body: string;
  contentType: string | undefined;
}

let server: Server;
let base = '';
const seen: Seen[] = [];
/** Path → [status, body]; `undefined` body = empty answer. */
const answers: Record<string, [number, unknown?]> = {
  '/ok': [200, { enabled: true }],
  '/empty': [204],
  '/conflict': [409, { id: 7 }],
  '/bad': [400, { error: 'validation_failed', message: 'Email is taken', field: 'email' }],
  '/broken': [500, 'not json'],
  '/unsuccessful': [200, { success: false, message: 'Campaign expired' }],
  '/no-message': [200, { success: false }],
  '/successful': [200, { success: true }],
  '/null': [200, null],
};

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({
      method: req.method!,
      url: req.url!,
      body,
      contentType: req.headers['content-type'],
    });
    const path = req.url!.split('?')[0]!;
    if (path === '/slow') return void setTimeout(() => res.end('{}'), 2000);
    const [status, answer] = answers[path] ?? [404, { error: 'not_found', message: 'No route' }];
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      answer === undefined ? '' : typeof answer === 'string' ? answer : JSON.stringify(answer),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  resetApiHooks();
  seen.length = 0;
});

function capture() {
  const log = { reported: [] as string[], toasts: [] as string[], logged: [] as string[] };
  configureApi({
    baseUrl: base,
    report: (e) => log.reported.push(e.message),
    toast: (k) => log.toasts.push(k),
    log: (m) => log.logged.push(m),
  });
  return log;
}

describe('buildUrl', () => {
  it.each([
    ['/sites/{siteId}', { siteId: 3 }, {}, '/sites/3'],
    ['/c/{hash}', { hash: 'a b/c?' }, {}, '/c/a%20b%2Fc%3F'],
    ['/x', {}, { a: 1, b: undefined, c: null, d: false }, '/x?a=1&d=false'],
    ['/x', {}, { q: 'a&b=c' }, '/x?q=a%26b%3Dc'],
  ])('%s %j %j → %s', (path, params, query, want) => {
    expect(buildUrl(path, params, query)).toBe(want);
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildUrl('/sites/{siteId}', {})).toThrow('Missing path parameter "siteId"');
  });
});

describe('request', () => {
  it('sends JSON and reads JSON', async () => {
    capture();
    const answer = await request({ method: 'POST', path: '/ok', body: { a: 1 } });
    expect(answer).toEqual({ enabled: true });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      contentType: 'application/json',
    });
  });

  it('sends no body and no content type without a body', async () => {
    capture();
    await request({ method: 'GET', path: '/ok' });
    expect(seen[0]).toMatchObject({ body: '', contentType: undefined });
  });

  it('yields undefined for an empty answer', async () => {
    capture();
    expect(await request({ method: 'DELETE', path: '/empty' })).toBeUndefined();
  });

  it('throws ApiError with status and the parsed error body', async () => {
    capture();
    const error = await request({ method: 'POST', path: '/bad' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Email is taken',
      body: { error: 'validation_failed', message: 'Email is taken', field: 'email' },
    });
  });

  it('throws ApiError without a body when the error answer is not an ApiError', async () => {
    capture();
    const error = await request({ method: 'GET', path: '/broken' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, body: undefined });
    expect((error as Error).message).toMatch(/GET .*\/broken answered 500/);
  });

  it('accepts declared non-2xx statuses as success (409 "already exists")', async () => {
    capture();
    expect(await request({ method: 'POST', path: '/conflict', accept: [409] })).toEqual({ id: 7 });
  });
});

describe('callEndpoint failure behaviours (product.md#errors)', () => {
  it('fallback yields the value silently', async () => {
    const log = capture();
    const value = await callEndpoint({
      id: 'getCampaign',
      method: 'GET',
      path: '/missing',
      onFailure: { behaviour: 'fallback', value: { enabled: false, plan: 'basic' } },
    });
    expect(value).toEqual({ enabled: false, plan: 'basic' });
    expect(log).toEqual({ reported: [], toasts: [], logged: [] });
  });

  it('throw replaces the error message and reports when asked', async () => {
    const log = capture();
    const call = callEndpoint({
      id: 'getSettings',
      method: 'GET',
      path: '/missing',
      onFailure: { behaviour: 'throw', message: 'Failed to load /api/v1/settings', report: true },
    });
    await expect(call).rejects.toThrow('Failed to load /api/v1/settings');
    expect(log.reported).toEqual(['Failed to load /api/v1/settings']);
  });

  it('swallow logs the filled-in message and yields the value, unless the caller throws', async () => {
    const log = capture();
    const base = {
      id: 'getDailySessionCoverage',
      method: 'GET' as const,
      path: '/missing/{siteId}',
      params: { siteId: 12 },
      onFailure: {
        behaviour: 'swallow' as const,
        message: 'Could not get the daily sessions from site {siteId}',
        value: { days: 0 },
      },
    };
    expect(await callEndpoint(base)).toEqual({ days: 0 });
    expect(log.logged).toEqual(['Could not get the daily sessions from site 12']);
    await expect(callEndpoint({ ...base, throwOnError: true })).rejects.toThrow(
      'Could not get the daily sessions from site 12',
    );
  });

  it('toast shows the key, then throws', async () => {
    const log = capture();
    const call = callEndpoint({
      id: 'updateUserLocale',
      method: 'PUT',
      path: '/missing',
      onFailure: {
        behaviour: 'toast',
        key: 'profile:language.update-error',
        message: 'Request error',
      },
    });
    await expect(call).rejects.toThrow('Request error');
    expect(log.toasts).toEqual(['profile:language.update-error']);
  });

  it('handledStatuses: the page gets the original ApiError, no toast, no message swap', async () => {
    const log = capture();
    const policy = {
      behaviour: 'toast' as const,
      key: 'common:registration.validation-errors.unhandled',
      message: 'Failed to register',
    };
    const handled = callEndpoint({
      id: 'registerAccount',
      method: 'PUT',
      path: '/missing',
      onFailure: { ...policy, handledStatuses: [404] },
    });
    await expect(handled).rejects.toMatchObject({ name: 'ApiError', status: 404 });
    expect(log.toasts).toEqual([]);
    // A status the page does not handle still gets the policy.
    const other = callEndpoint({
      id: 'registerAccount',
      method: 'PUT',
      path: '/missing',
      onFailure: { ...policy, handledStatuses: [409] },
    });
    await expect(other).rejects.toThrow('Failed to register');
    expect(log.toasts).toEqual(['common:registration.validation-errors.unhandled']);
  });

  it('successField: a false success fails with the server message, else a default', async () => {
    capture();
    const call = (path: string) =>
      callEndpoint({ id: 'registerCampaign', method: 'POST', path, successField: 'success' });
    await expect(call('/unsuccessful')).rejects.toThrow('Campaign expired');
    await expect(call('/no-message')).rejects.toThrow('registerCampaign: "success" is not true');
    expect(await call('/successful')).toEqual({ success: true });
  });

  it('successField with swallow: app-state failures become the empty list', async () => {
    const log = capture();
    const value = await callEndpoint({
      id: 'getAppState',
      method: 'GET',
      path: '/no-message',
      successField: 'success',
      onFailure: {
        behaviour: 'swallow',
        message: 'Failed to fetch app-state',
        value: { success: false, app_state_settings: [] },
      },
    });
    expect(value).toEqual({ success: false, app_state_settings: [] });
    expect(log.logged).toEqual(['Failed to fetch app-state']);
  });

  it('failWhenEmpty: no data is a failure', async () => {
    capture();
    const call = callEndpoint({
      id: 'getRegisterSource',
      method: 'GET',
      path: '/null',
      failWhenEmpty: true,
      onFailure: { behaviour: 'throw', message: 'Failed to prepare register source' },
    });
    await expect(call).rejects.toThrow('Failed to prepare register source');
  });

  it('cancellation is not a failure: the AbortError passes through untouched', async () => {
    const log = capture();
    const controller = new AbortController();
    const call = callEndpoint({
      id: 'generateAiSurvey',
      method: 'POST',
      path: '/slow',
      signal: controller.signal,
      onFailure: { behaviour: 'toast', key: 'x:y', report: true },
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(log).toEqual({ reported: [], toasts: [], logged: [] });
  });

  it('handleFailure applies a policy to failures that arrive outside fetch (sign-on popup)', () => {
    const log = capture();
    expect(() =>
      handleFailure(
        { onFailure: { behaviour: 'toast', key: 'common:login.google-sso.suspended' } },
        'sso-error',
      ),
    ).toThrow('sso-error');
    expect(log.toasts).toEqual(['common:login.google-sso.suspended']);
  });
});
