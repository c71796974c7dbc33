/**
 * Fuzz over every declared endpoint: each contract of generated/api/contracts.ts is
 * called over real HTTP (node:http, so paths, methods and content types go out as written),
 * signed out, signed in, and with a forged session cookie, with what a careless or hostile
 * client sends: malformed JSON, wrong types, huge strings, deep nesting, arrays instead of
 * objects, empty bodies, wrong content types, and path parameters that are malformed escapes
 * (`%zz`), huge, negative, non-numeric or very long, plus odd query strings.
 *
 * Every answer must:
 * - not be a 5xx, except 501 `not_implemented` from an endpoint without a handler (the
 *   deliberate "not built yet" answer);
 * - carry the security headers (CSP, nosniff, X-Frame-Options, Referrer-Policy);
 * - when an error (≥ 400), be JSON in the API error format `{ error, message, field? }`;
 * - carry Cache-Control: `no-store` for an error, and for a signed-in request unless the
 *   endpoint is public data (http/cacheControl.ts PUBLIC_ENDPOINTS).
 *
 * Two passes per endpoint: a fixed table naming each kind of bad input once (and one plausible
 * request, so handlers run too), then fast-check with a fixed seed and a bounded number of runs
 * mixing them at random, near misses of the contract's schemas included (the same requests on
 * every run; a failure prints the request). What no HTTP client sends (conflicting
 * Transfer-Encoding, headers over 16 KiB, …) is written to raw sockets in frameworkErrors.test.ts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contracts/cookies';
import {
  contracts,
  endpointIds,
  entitySchemas,
  type EndpointContract,
  type JsonSchema,
} from '../../generated/api/contracts';
import { handlers } from '../../server/src/handlers';
import { PUBLIC_ENDPOINTS } from '../../server/src/http/cacheControl';
import { unhandledEndpoints } from '../../server/src/http/registerContracts';
import { startServer, twoPersonas, type TestServer } from './harness';
import { answerProblems, closeConnections, sendRequest, type RawAnswer } from './rawHttp';

const SEED = 20261124;
const RUNS_PER_ENDPOINT = 24;

let server: TestServer;
let host: string;
/** Path parameter values that exist: the signed-in user's own ids, and another user's. */
const knownIds: Record<string, string[]> = {};
let userId = 0;

beforeAll(async () => {
  // Google sign-in through the local provider, as in development: google-start and the
  // callback run their real flow instead of answering "not configured".
  server = await startServer({ env: { SSO_DEV_PROVIDER: '1' } });
  host = new URL(server.url).host;
  const { alice, bob, aliceSite, bobSite } = await twoPersonas(server);
  userId = alice.userId;
  knownIds.userId = [String(alice.userId), String(bob.userId)];
  knownIds.accountId = [String(alice.accountId), String(bob.accountId)];
  knownIds.siteId = [String(aliceSite.id), String(bobSite.id)];
});
afterAll(async () => {
  closeConnections();
  await server.close();
});

type SessionKind = 'signed-out' | 'signed-in' | 'forged';

interface Attempt {
  session: SessionKind;
  params: Record<string, string>;
  query: string;
  /** Absent: no body and no content type. */
  body?: string;
  contentType?: string;
}

// --- the bad inputs -------------------------------------------------------------------------

const BAD_PARAMS = [
  '%zz',
  '%',
  '%2',
  '%00',
  '%ff%fe',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  '0x1F',
  '99999999999999999999999999999',
  String(Number.MAX_SAFE_INTEGER + 2),
  'abc',
  '%20',
  '..',
  '%2e%2e',
  '%2F',
  'null',
  "1'%20OR%201=1--",
  '9'.repeat(101), // over Fastify's 100-character parameter limit
  'a'.repeat(4000),
];

const BAD_QUERIES = [
  '?%zz=1',
  '?a=%zz',
  '?__proto__[x]=1',
  '?constructor[prototype][x]=1',
  '?device=a&device=b',
  '?locale=en&locale=de&source=x&source=y',
  `?source=${'s'.repeat(5000)}&locale=en`,
  '?select_random=2',
  '?survey_template_id=-99999999999999999999',
  '?&&&==&',
];

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,',
  'nul',
  '"unterminated',
  "{'single':'quotes'}",
  '{"a":1}{"b":2}',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/merge-patch+json',
  'application/jsonx',
  '*/*',
  ';;;',
  'a'.repeat(2000),
];

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

// --- what a contract expects (to send near-misses, not only noise) -------------------------

const entities = new Map(entitySchemas.map((schema) => [String(schema.$id), schema]));

function resolve(schema: JsonSchema | undefined): JsonSchema | undefined {
  const ref = schema?.$ref;
  return typeof ref === 'string' ? resolve(entities.get(ref.replace(/#$/, ''))) : schema;
}

/** The members of a body or query schema, by name → type(s). */
function membersOf(schema: JsonSchema | undefined): Record<string, string[]> {
  const properties = (resolve(schema)?.properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(properties).map(([name, member]) => {
      const type = resolve(member)?.type;
      return [name, Array.isArray(type) ? type.map(String) : [String(type ?? 'string')]];
    }),
  );
}

/** A value the endpoint would accept for a member, guessed from its name and type. */
function plausibleValue(name: string, types: string[]): unknown {
  if (types.includes('string')) {
    if (/email/i.test(name)) return 'fuzz@example.com';
    if (/locale|language/i.test(name)) return 'en';
    if (/password/i.test(name)) return 'fuzz password 1';
    if (/At$|date/i.test(name)) return new Date(0).toISOString();
    return 'fuzz';
  }
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return true;
  if (types.includes('object')) return {};
  return null;
}

/** A plausible value, one of the right type, or any JSON value. */
function valueFor(name: string, types: string[]): fc.Arbitrary<unknown> {
  const right = fc.oneof(
    ...types.map((type) =>
      type === 'integer'
        ? fc.oneof(fc.integer(), fc.constantFrom(-1, 0, Number.MAX_SAFE_INTEGER, 1e300))
        : type === 'number'
          ? fc.double()
          : type === 'boolean'
            ? fc.boolean()
            : type === 'null'
              ? fc.constant(null)
              : type === 'object'
                ? fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }))
                : fc.oneof(
                    fc.string({ maxLength: 40 }),
                    fc.constantFrom('ada@example.com', 'de', '', 'x'.repeat(100_000)),
                  ),
    ),
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(plausibleValue(name, types)) },
    { weight: 2, arbitrary: right },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** Objects shaped like the contract's body: near misses, some members missing or extra. */
function shapedBody(contract: EndpointContract): fc.Arbitrary<Record<string, unknown>> {
  const members = membersOf(contract.schema.body);
  const record = Object.fromEntries(
    Object.entries(members).map(([name, types]) => [name, valueFor(name, types)]),
  );
  const extra = fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), {
    minKeys: 1,
    maxKeys: 2,
  });
  return fc
    .tuple(
      fc.oneof(fc.record(record), fc.record(record, { requiredKeys: [] })),
      fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra }),
    )
    .map(([shaped, extras]) => ({ ...extras, ...shaped }));
}

function bodyArbitrary(contract: EndpointContract) {
  const json = (body: fc.Arbitrary<string>) =>
    body.map((text) => ({ body: text, contentType: 'application/json' as string | undefined }));
  return fc.oneof(
    fc.constant({ body: undefined as string | undefined, contentType: undefined }),
    json(shapedBody(contract).map((body) => JSON.stringify(body))),
    json(fc.array(shapedBody(contract), { maxLength: 3 }).map((body) => JSON.stringify(body))),
    json(fc.jsonValue({ maxDepth: 3 }).map((body) => JSON.stringify(body))),
    json(fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.string({ maxLength: 60 }))),
    json(
      fc
        .integer({ min: 50, max: 20_000 })
        .chain((d) => fc.constantFrom(deepArray(d), deepObject(d))),
    ),
    json(fc.constant('')),
    fc.record({
      body: shapedBody(contract).map((body) => JSON.stringify(body)),
      contentType: fc.constantFrom<string | undefined>(...CONTENT_TYPES, undefined),
    }),
  );
}

function paramArbitrary(name: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...(knownIds[name] ?? ['1'])) },
    { weight: 2, arbitrary: fc.constantFrom(...BAD_PARAMS) },
    { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map(encodeURIComponent) },
  );
}

/** A query string of the pairs as given (`%zz` left malformed on purpose). */
function encode(pairs: [string, unknown][]): string {
  return (
    '?' +
    pairs
      .map(([key, value]) =>
        value === '%zz'
          ? `${encodeURIComponent(key)}=%zz`
          : `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`,
      )
      .join('&')
  );
}

function queryArbitrary(contract: EndpointContract): fc.Arbitrary<string> {
  const members = membersOf(contract.schema.querystring);
  const names = Object.keys(members);
  const pair = fc.tuple(
    names.length > 0
      ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 }))
      : fc.string({ maxLength: 8 }),
    fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('1', '-1', 'en', 'signup', '%zz')),
  );
  // Every member with a plausible value, one of them replaced: the handler runs, or nearly.
  const nearMiss = fc
    .tuple(fc.nat(), pair)
    .map(([index, replacement]) =>
      encode(
        Object.entries(members).map(([name, types], at): [string, unknown] =>
          names.length > 0 && at === index % names.length
            ? replacement
            : [name, plausibleValue(name, types)],
        ),
      ),
    );
  return fc.oneof(
    fc.constant(''),
    fc.constantFrom(...BAD_QUERIES),
    fc.array(pair, { maxLength: 4 }).map(encode),
    nearMiss,
  );
}

function attemptArbitrary(contract: EndpointContract): fc.Arbitrary<Attempt> {
  const params = Object.fromEntries(
    paramNames(contract).map((name) => [name, paramArbitrary(name)]),
  );
  return fc
    .record({
      session: fc.constantFrom<SessionKind>('signed-out', 'signed-in', 'forged'),
      params: fc.record(params),
      query: queryArbitrary(contract),
      payload: bodyArbitrary(contract),
    })
    .map(({ payload, ...rest }) => ({ ...rest, ...payload }));
}

// --- the fixed table --------------------------------------------------------------------------

function paramNames(contract: EndpointContract): string[] {
  return [...contract.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

/** Each kind of bad input once, for one endpoint and one session. */
function table(contract: EndpointContract, session: SessionKind): Attempt[] {
  const names = paramNames(contract);
  const good = Object.fromEntries(names.map((name) => [name, knownIds[name]?.[0] ?? '1']));
  const base: Attempt = { session, params: good, query: '' };
  const json = (body: string): Attempt => ({ ...base, body, contentType: 'application/json' });
  const shaped = Object.fromEntries(
    Object.entries(membersOf(contract.schema.body)).map(([name, types]) => [
      name,
      types.includes('string') ? 'x'.repeat(200_000) : 'not a ' + types.join(' or '),
    ]),
  );
  const plausible = Object.fromEntries(
    Object.entries(membersOf(contract.schema.body)).map(([name, types]) => [
      name,
      plausibleValue(name, types),
    ]),
  );
  const query = encode(
    Object.entries(membersOf(contract.schema.querystring)).map(([name, types]) => [
      name,
      plausibleValue(name, types),
    ]),
  );
  return [
    base,
    { ...json(JSON.stringify(plausible)), query },
    ...names.flatMap((name) =>
      BAD_PARAMS.map((value) => ({ ...base, params: { ...good, [name]: value } })),
    ),
    ...BAD_QUERIES.map((query) => ({ ...base, query })),
    ...MALFORMED_JSON.map(json),
    json(''),
    json('[]'),
    json('[{}]'),
    json('null'),
    json('42'),
    json('"a string"'),
    json(JSON.stringify(shaped)), // wrong types; huge strings where strings go
    json(JSON.stringify({ value: 'x'.repeat(1_100_000) })), // over the 1 MiB body limit
    json(deepArray(20_000)),
    json(deepObject(5_000)),
    ...CONTENT_TYPES.map((contentType) => ({ ...base, body: '{}', contentType })),
    { ...base, body: '' },
  ];
}

// --- sending and checking --------------------------------------------------------------------

const unimplemented = new Set(unhandledEndpoints(handlers).map((e) => e.id));

async function send(contract: EndpointContract, attempt: Attempt): Promise<RawAnswer> {
  const path =
    contract.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => attempt.params[name] ?? '1') +
    attempt.query;
  const headers: Record<string, string> = {};
  if (attempt.contentType !== undefined) headers['content-type'] = attempt.contentType;
  if (attempt.session === 'signed-in') {
    // A fresh session each time: sign-in, registration and logout end the one they are sent.
    headers.cookie = `${SESSION_COOKIE}=${await server.sessionFor(userId)}`;
  } else if (attempt.session === 'forged') {
    headers.cookie = `${SESSION_COOKIE}=${'A'.repeat(22)}`;
  }
  // State-changing calls come from the app's own pages (security/crossSite.ts).
  if (contract.method !== 'GET') headers.origin = `http://${host}`;
  return sendRequest(server.url, contract.method, path, { headers, body: attempt.body });
}

function problemsOf(contract: EndpointContract, attempt: Attempt, answer: RawAnswer): string[] {
  // A status the contract answers with another schema than the error format is a success.
  const declared = (contract.schema.response as Record<string, { $ref?: string }> | undefined)?.[
    String(answer.status)
  ];
  const problems = answerProblems(answer, {
    success: declared !== undefined && declared.$ref !== 'ApiError#',
  });
  if (answer.status >= 500) {
    const deliberate =
      answer.status === 501 &&
      unimplemented.has(contract.id) &&
      /"error":"not_implemented"/.test(answer.body);
    if (!deliberate) problems.push(`status ${answer.status}: ${answer.body.slice(0, 200)}`);
  }
  // Errors are never stored, nor answers to a signed-in request unless the endpoint is public.
  const cache = answer.headers.get('cache-control');
  const personal = attempt.session === 'signed-in' && !PUBLIC_ENDPOINTS.has(contract.id);
  if (cache === undefined) problems.push('no cache-control');
  else if ((answer.status >= 400 || personal) && cache !== 'no-store') {
    problems.push(`cache-control ${cache} on a personal or error answer`);
  }
  return problems;
}

function describeAttempt(contract: EndpointContract, attempt: Attempt): string {
  const short = (text: string) =>
    text.length > 160 ? `${text.slice(0, 160)}… (${text.length})` : text;
  return `${contract.method} ${contract.path} ${JSON.stringify({
    ...attempt,
    params: Object.fromEntries(Object.entries(attempt.params).map(([k, v]) => [k, short(v)])),
    query: short(attempt.query),
    body: attempt.body === undefined ? undefined : short(attempt.body),
    contentType: attempt.contentType && short(attempt.contentType),
  })}`;
}

async function check(contract: EndpointContract, attempt: Attempt): Promise<void> {
  const answer = await send(contract, attempt).catch((error: Error) => {
    throw new Error(`${describeAttempt(contract, attempt)}\n→ no answer: ${error.message}`);
  });
  const problems = problemsOf(contract, attempt, answer);
  if (problems.length > 0) {
    throw new Error(
      `${describeAttempt(contract, attempt)}\n→ ${answer.status}: ${problems.join('; ')}`,
    );
  }
}

describe('fuzz: every declared endpoint', () => {
  it('covers every endpoint of the contracts', () => {
    expect(endpointIds.length).toBeGreaterThan(0);
    expect(Object.keys(contracts).sort()).toEqual([...endpointIds].sort());
  });

  for (const id of endpointIds) {
    const contract = contracts[id] as EndpointContract;
    it(`${contract.method} ${contract.path} (${id})`, async () => {
      for (const session of ['signed-out', 'signed-in'] as const) {
        for (const attempt of table(contract, session)) await check(contract, attempt);
      }
      await fc.assert(
        fc.asyncProperty(attemptArbitrary(contract), (attempt) => check(contract, attempt)),
        { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
      );
    });
  }
});
