/**
 * The generated client's product-catalog call against the real server (product.md#errors
 * "Missing catalog version or currency: errors thrown and reported"): manifests/api/catalog.yaml
 * declares `onFailure: throw, report`, so an unknown version or currency rejects with the
 * server's message naming what exists, and the same error goes to the reporter; a known one
 * answers the catalog.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getProductCatalog } from '../../generated/api/client';
import { SESSION_COOKIE } from '../../contracts/cookies';
import { configureApi, resetApiHooks } from '../../runtime/api/hooks';
import { startServer, type TestServer } from '../server/harness';

let server: TestServer;
const reported: Error[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = await startServer();
  const persona = await server.persona({
    email: 'catalog-client@example.com',
    organizations: [{ name: 'Org', sites: [{ name: 'Shop' }] }],
  });
  const session = await server.sessionFor(persona.userId);
  // Node's fetch keeps no cookies: the session goes along as the browser would send it.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) =>
    realFetch(input, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: `${SESSION_COOKIE}=${session}`,
      },
    }),
  );
  configureApi({ baseUrl: server.url, report: (error) => reported.push(error), log: () => {} });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  resetApiHooks();
  await server.close();
});

describe('getProductCatalog (generated client)', () => {
  it('answers the catalog for the account’s version', async () => {
    const catalog = await getProductCatalog({
      version: '1',
      billingCycle: 'annually',
      currency: 'eur',
    });
    expect(catalog.map((e) => e.product.name)).toEqual(['ask', 'observe', 'voc', 'dxa']);
  });
  it.each([
    ['an unknown version', { version: '2024-01', currency: 'usd' }, /version "2024-01".*version 1/],
    ['an unknown currency', { version: '1', currency: 'gbp' }, /currency "gbp".*usd, eur/],
  ])('throws and reports %s', async (_name, input, message) => {
    reported.length = 0;
    await expect(getProductCatalog({ ...input, billingCycle: 'monthly' })).rejects.toThrow(message);
    expect(reported).toHaveLength(1);
    expect(reported[0]!.message).toMatch(message);
  });
});
