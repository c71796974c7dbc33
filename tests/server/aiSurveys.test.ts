/**
 * The AI survey calls over real HTTP (product.md#validation goal ≤ 400 characters, product.md#roles-and-permissions surveys-create,
 * product.md#calls the two calls, product.md#errors AI goal failure): 401 signed out, 404 for a foreign or missing site, 403
 * without write access or without surveys-create, 400 naming `goal` for 401 characters, the
 * embedded answer in the user's language, the question list returned as is, 502 naming the cause
 * when a configured model fails, 429 past the per-user limit, and a client that goes away stops
 * the model call.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contracts/cookies';
import { APP_REQUEST_HEADER, APP_REQUEST_HEADER_VALUE } from '../../contracts/requestHeaders';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let writer: { session: string; site: number };
let german: { session: string; site: number };
let noPermission: { session: string; site: number };
let reader: { session: string; site: number };
let stranger: { session: string; site: number };

async function persona(
  target: TestServer,
  email: string,
  organization: { access: 'read' | 'write' | 'admin'; permissions: string[] },
  locale = 'en',
) {
  const seeded = await target.persona({
    email,
    locale,
    account: { name: `${email} account` },
    organizations: [{ name: `${email} org`, ...organization, sites: [{ name: `${email} site` }] }],
  });
  return {
    session: await target.sessionFor(seeded.userId),
    site: seeded.organizations[0]!.sites[0]!.id,
  };
}

beforeAll(async () => {
  server = await startServer();
  writer = await persona(server, 'ai-writer@example.com', {
    access: 'write',
    permissions: ['surveys-create'],
  });
  german = await persona(
    server,
    'ai-german@example.com',
    { access: 'admin', permissions: ['surveys-create'] },
    'de',
  );
  noPermission = await persona(server, 'ai-noperm@example.com', {
    access: 'admin',
    permissions: [],
  });
  reader = await persona(server, 'ai-reader@example.com', {
    access: 'read',
    permissions: ['surveys-create'],
  });
  stranger = await persona(server, 'ai-stranger@example.com', {
    access: 'admin',
    permissions: ['surveys-create'],
  });
});
afterAll(() => server.close());

const GOAL = { goal: 'Find out why visitors leave the pricing page' };
const surveys = (site: number) => `/api/ask/v1/sites/${site}/ai/surveys`;
const questions = (site: number) => `/api/ask/v1/sites/${site}/ai/questions`;

describe.each([
  ['surveys', surveys, GOAL],
  ['questions', questions, { questions: [{ type: 'open-text', text: 'Why?' }] }],
])('POST …/ai/%s: who may call it', (_name, path, body) => {
  it('401 signed out', async () => {
    const answer = await server.request('POST', path(writer.site), { body });
    expect(answer.status).toBe(401);
  });

  it("404 for another organization's site, and for a site that does not exist", async () => {
    const foreign = await server.request('POST', path(stranger.site), {
      session: writer.session,
      body,
    });
    const missing = await server.request('POST', path(999_999), { session: writer.session, body });
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.json).toEqual(missing.json);
  });

  it('403 with read access, and without surveys-create', async () => {
    for (const who of [reader, noPermission]) {
      const answer = await server.request('POST', path(who.site), { session: who.session, body });
      expect(answer.status).toBe(403);
      expect(answer.json.error).toBe('forbidden');
    }
  });

  it('200 for write access with surveys-create', async () => {
    const answer = await server.request('POST', path(writer.site), {
      session: writer.session,
      body,
    });
    expect(answer.status).toBe(200);
  });
});

describe('POST …/ai/surveys', () => {
  it('answers a name and 3–6 questions (embedded generator)', async () => {
    const answer = await server.request('POST', surveys(writer.site), {
      session: writer.session,
      body: GOAL,
    });
    expect(answer.status).toBe(200);
    expect(answer.json.name).toBe('Pricing page exit survey');
    expect(answer.json.questions.length).toBeGreaterThanOrEqual(3);
    expect(answer.json.questions.length).toBeLessThanOrEqual(6);
    const types = answer.json.questions.map((q: { type: string }) => q.type);
    expect(types).toContain('open-text');
    expect(types).toContain('single-choice');
  });

  it("answers in the user's language", async () => {
    const answer = await server.request('POST', surveys(german.site), {
      session: german.session,
      body: { goal: 'Herausfinden, warum Besucher die Preisseite verlassen' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.name).toBe('Exit-Umfrage: Preisseite');
  });

  it('400 naming goal: 401 characters, empty, missing', async () => {
    const ok = await server.request('POST', surveys(writer.site), {
      session: writer.session,
      body: { goal: 'x'.repeat(400) },
    });
    expect(ok.status).toBe(200);
    for (const body of [{ goal: 'x'.repeat(401) }, { goal: '' }, {}]) {
      const answer = await server.request('POST', surveys(writer.site), {
        session: writer.session,
        body,
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ error: 'bad_request', field: 'goal' });
    }
  });
});

describe('POST …/ai/questions', () => {
  it('returns the questions as sent', async () => {
    const body = {
      questions: [
        { type: 'nps', text: 'How likely are you to recommend us?' },
        { type: 'multiple-choice', text: 'What did you use?', options: ['A', 'B'] },
      ],
    };
    const answer = await server.request('POST', questions(writer.site), {
      session: writer.session,
      body,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(body);
  });

  it('400 for more than 20 questions', async () => {
    const body = {
      questions: Array.from({ length: 21 }, () => ({ type: 'open-text', text: 'Q' })),
    };
    const answer = await server.request('POST', questions(writer.site), {
      session: writer.session,
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('questions');
  });
});

describe('with a model configured (AI_BASE_URL)', () => {
  let fake: Server;
  let modelServer: TestServer;
  let user: { session: string; site: number };
  let mode: 'garbage' | 'hang' = 'garbage';
  let resolveClosed: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));

  beforeAll(async () => {
    fake = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        if (mode === 'garbage') {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ choices: [{ message: { content: 'no JSON here' } }] }));
        } else {
          response.on('close', () => resolveClosed());
        }
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as AddressInfo).port;
    modelServer = await startServer({
      env: {
        AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
        AI_MODEL: 'fake',
        AI_TIMEOUT_MS: '5000',
        RATE_LIMIT_AI_PER_USER: '4/1m',
      },
    });
    user = await persona(modelServer, 'ai-model@example.com', {
      access: 'write',
      permissions: ['surveys-create'],
    });
  });
  afterAll(async () => {
    await modelServer.close();
    fake.closeAllConnections();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('invalid model output → 502 ai_invalid_output, never a survey', async () => {
    mode = 'garbage';
    const answer = await modelServer.request('POST', surveys(user.site), {
      session: user.session,
      body: GOAL,
    });
    expect(answer.status).toBe(502);
    expect(answer.json.error).toBe('ai_invalid_output');
  });

  it('a client that goes away stops the model call', async () => {
    mode = 'hang';
    const controller = new AbortController();
    const request = fetch(modelServer.url + surveys(user.site), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${user.session}`,
        [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE,
      },
      body: JSON.stringify(GOAL),
      signal: controller.signal,
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    controller.abort();
    await request;
    // Well before AI_TIMEOUT_MS (5 s): the server aborted its call to the model.
    await closed;
  });

  it('429 past the per-user limit', async () => {
    mode = 'garbage';
    let last = 0;
    for (let i = 0; i < 4; i += 1) {
      last = (
        await modelServer.request('POST', surveys(user.site), {
          session: user.session,
          body: GOAL,
        })
      ).status;
    }
    expect(last).toBe(429);
    const answer = await modelServer.request('POST', questions(user.site), {
      session: user.session,
      body: { questions: [] },
    });
    expect(answer.status).toBe(429);
    expect(answer.json.error).toBe('rate_limited');
  });
});
