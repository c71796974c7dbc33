/**
 * The api-basic fixture's generated client, run for real: laid out as it would be written
 * (generated/ next to runtime/ and node_modules, via symlinks in a scratch folder), its
 * functions and react-query options call a real HTTP server through the runtime wrapper.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApi, resetApiHooks } from '../../runtime/api/hooks';
import { FIXTURES } from '../generator/fixtureHarness';
import { REPO } from './typecheckOverlay';

/** What this test uses of the generated module (its own imports only resolve in the scratch). */
interface Client {
  getCampaign(input: { campaignHash: string }): Promise<unknown>;
  listSessionsInProgress(
    input: { siteId: number },
    options?: { throwOnError?: boolean },
  ): Promise<unknown>;
  listSessionsInProgressQueryOptions(input: { siteId: number; select_random?: 1 }): {
    queryKey: readonly unknown[];
    staleTime: number;
    refetchInterval: number;
    queryFn: () => Promise<unknown>;
  };
  googleSsoStartUrl(input: { locale: string; c?: string }): string;
}

let scratch: string;
let server: Server;
let client: Client;
const hits: string[] = [];

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'lodestar-client-'));
  cpSync(
    join(FIXTURES, 'valid', 'api-basic', 'expected', 'generated'),
    join(scratch, 'generated'),
    {
      recursive: true,
    },
  );
  symlinkSync(join(REPO, 'runtime'), join(scratch, 'runtime'));
  symlinkSync(join(REPO, 'node_modules'), join(scratch, 'node_modules'));
  server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    const answer: Record<string, [number, unknown]> = {
      '/api/v1/campaigns/spring': [200, { enabled: true, plan: 'plus' }],
      '/api/v1/sites/7/sessions-in-progress?select_random=1': [200, { count: 2 }],
    };
    const [status, body] = answer[req.url!] ?? [500, { error: 'boom', message: 'Boom' }];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log: () => {},
  });
  client = (await import(join(scratch, 'generated', 'api', 'client.ts'))) as Client;
});

afterAll(async () => {
  resetApiHooks();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(scratch, { recursive: true, force: true });
});

describe('generated client (api-basic)', () => {
  it('calls the endpoint with the path parameter', async () => {
    expect(await client.getCampaign({ campaignHash: 'spring' })).toEqual({
      enabled: true,
      plan: 'plus',
    });
  });

  it('falls back to the declared value when the call fails (product.md#errors)', async () => {
    expect(await client.getCampaign({ campaignHash: 'gone' })).toEqual({
      enabled: false,
      plan: 'basic',
    });
  });

  it('runs through react-query with the manifest cache and poll times', async () => {
    const queryClient = new QueryClient();
    const options = client.listSessionsInProgressQueryOptions({ siteId: 7, select_random: 1 });
    expect(options.queryKey).toEqual([
      'api',
      'listSessionsInProgress',
      { siteId: 7, select_random: 1 },
    ]);
    expect(options.staleTime).toBe(3_600_000);
    expect(options.refetchInterval).toBe(10_000);
    expect(await queryClient.fetchQuery(options)).toEqual({ count: 2 });
    expect(hits).toContain('GET /api/v1/sites/7/sessions-in-progress?select_random=1');
  });

  it('swallows a failure unless the caller asks to throw', async () => {
    expect(await client.listSessionsInProgress({ siteId: 8 })).toEqual({ count: 0 });
    await expect(
      client.listSessionsInProgress({ siteId: 8 }, { throwOnError: true }),
    ).rejects.toThrow('Could not count the sessions of site 8');
  });

  it('builds the URL of a navigation endpoint', () => {
    expect(client.googleSsoStartUrl({ locale: 'en', c: 'spring' })).toMatch(
      /\/api\/sso\/google-start\?c=spring&locale=en$/,
    );
  });
});
