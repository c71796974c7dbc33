/**
 * An endpoint declared in manifests/api before its handler exists: the server starts, checks the
 * request as declared (session, parameters) and answers 501 in the API error format; the start
 * logs it, and development names it for `npm run dev`'s overlay. The endpoint comes from a fixture
 * manifest, generated the way `npm run gen` would.
 */
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/src/index';
import type { ContractTable } from '../../server/src/http/registerContracts';
import { unhandledDiagnostics } from '../../server/src/ops/unhandledEndpoints';
import { startServer, type TestServer } from './harness';
import { logSink } from './logSink';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'server', 'unhandled-endpoint');

/** The fixture's generated/api/contracts.ts, evaluated (it imports types only). */
async function fixtureContracts(): Promise<ContractTable> {
  const result = await generate(FIXTURE, { dryRun: true });
  expect(result.diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  const source = result.outputs.find((o) => o.path === 'generated/api/contracts.ts')!.content;
  const { code } = transformSync(source, { loader: 'ts', format: 'cjs' });
  const module = { exports: {} as ContractTable };
  new Function('module', 'exports', code)(module, module.exports);
  return module.exports;
}

describe('an endpoint without a handler', () => {
  let server: TestServer;
  const sink = logSink('warn');
  beforeAll(async () => {
    // The fixture's endpoints only, and no handler at all.
    server = await startServer({
      contracts: await fixtureContracts(),
      handlers: {},
      logger: sink.logger,
    });
  });
  afterAll(() => server.close());

  it('does not stop the start, which logs it', () => {
    const line = sink.lines.find((l) => l.level === 40 && String(l.msg).includes('no handler'));
    expect(line?.msg).toContain('GET /api/v1/sites/{siteId}/report (getSiteReport)');
    expect(line?.endpoints).toEqual(['getSiteReport']);
  });

  it('answers 401 to a signed-out caller, as its session rule says', async () => {
    const answer = await server.request('GET', '/api/v1/sites/42/report');
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ error: 'unauthorized' });
  });

  it('answers 400 naming the parameter when the site id is no integer', async () => {
    const user = await server.persona({ email: 'unhandled-ada@example.com' });
    const session = await server.sessionFor(user.userId);
    const answer = await server.request('GET', '/api/v1/sites/abc/report', { session });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'bad_request', field: 'siteId' });
  });

  it('answers 501 in the API error format to a valid request', async () => {
    const user = await server.persona({ email: 'unhandled-bob@example.com' });
    const session = await server.sessionFor(user.userId);
    const answer = await server.request('GET', '/api/v1/sites/42/report', { session });
    expect(answer.status).toBe(501);
    expect(answer.json).toEqual({
      error: 'not_implemented',
      message:
        'GET /api/v1/sites/{siteId}/report (getSiteReport) is not built yet — see docs/api.md',
    });
  });
});

describe("the development overlay's report", () => {
  it('names the endpoint at its place in the manifests', async () => {
    const { contracts } = await fixtureContracts();
    const [diagnostic, ...rest] = unhandledDiagnostics(FIXTURE, [contracts.getSiteReport!]);
    expect(rest).toEqual([]);
    expect(diagnostic).toMatchObject({
      file: 'manifests/api/reports.yaml',
      line: 6,
      column: 5,
      pointer: '/endpoints/0',
      rule: 'server/unhandled-endpoint',
      severity: 'warning',
    });
    expect(diagnostic!.message).toContain('getSiteReport');
  });
});
