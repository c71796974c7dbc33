/**
 * The model provider ("A real model when configured … its output validated against the
 * result schema; invalid output, timeout or error → the error state, never a broken survey")
 * against a fake OpenAI-compatible server on a free loopback port.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiProvider, parseModelJson } from '../../server/src/ai/openAiProvider';
import { AiCancelled, AiError } from '../../server/src/ai/provider';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handle: Handler;
/** Every request the fake received: its headers and parsed body. */
let received: { headers: IncomingMessage['headers']; body: any }[]; // eslint-disable-line @typescript-eslint/no-explicit-any
/** Set when a request's connection closed before the fake answered it. */
let closedEarly: Promise<void>;
let markClosedEarly: () => void;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      response.on('close', () => {
        if (!response.writableFinished) markClosedEarly();
      });
      handle(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  closedEarly = new Promise((resolve) => (markClosedEarly = resolve));
});

const completion = (content: string) => JSON.stringify({ choices: [{ message: { content } }] });
const answer =
  (content: string, status = 200): Handler =>
  (_request, _body, response) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(completion(content));

const SURVEY = {
  name: 'Pricing page exit survey',
  questions: [
    { type: 'single-choice', text: 'Why are you leaving?', options: ['Price', 'Other'] },
    { type: 'open-text', text: 'What were you looking for?' },
  ],
};

const provider = (timeoutMs = 2000, apiKey: string | null = null) =>
  createOpenAiProvider({ baseUrl, apiKey, model: 'test-model', timeoutMs });
const live = () => new AbortController().signal;

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('openAiProvider', () => {
  it('a valid JSON answer is the survey; the request names model, language and key', async () => {
    handle = answer(JSON.stringify(SURVEY));
    const result = await provider(2000, 'secret').generateSurvey('Why leave?', 'de', live());
    expect(result).toEqual(SURVEY);
    const [request] = received;
    expect(request!.headers.authorization).toBe('Bearer secret');
    expect(request!.body.model).toBe('test-model');
    expect(request!.body.messages[0].content).toContain('German');
    expect(request!.body.messages[1]).toEqual({ role: 'user', content: 'Why leave?' });
  });

  it('accepts the JSON inside a ``` fence', async () => {
    handle = answer('Here it is:\n```json\n' + JSON.stringify(SURVEY) + '\n```');
    await expect(provider().generateSurvey('goal', 'en', live())).resolves.toEqual(SURVEY);
  });

  it.each([
    ['not JSON', 'Sure! Here is a survey about pricing.'],
    ['no questions', JSON.stringify({ name: 'x' })],
    ['an unknown type', JSON.stringify({ ...SURVEY, questions: [{ type: 'slider', text: 'x' }] })],
    [
      'a choice without options',
      JSON.stringify({ ...SURVEY, questions: [{ type: 'single-choice', text: 'x' }] }),
    ],
    ['an empty name', JSON.stringify({ ...SURVEY, name: '' })],
  ])('%s → ai_invalid_output', async (_case, content) => {
    handle = answer(content);
    const error = await failure(provider().generateSurvey('goal', 'en', live()));
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).code).toBe('ai_invalid_output');
  });

  it('an error status → ai_unavailable', async () => {
    handle = answer('{"error":"overloaded"}', 503);
    const error = await failure(provider().generateSurvey('goal', 'en', live()));
    expect((error as AiError).code).toBe('ai_unavailable');
  });

  it('nothing listening → ai_unavailable', async () => {
    const closed = createOpenAiProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: null,
      model: 'm',
      timeoutMs: 2000,
    });
    const error = await failure(closed.generateSurvey('goal', 'en', live()));
    expect((error as AiError).code).toBe('ai_unavailable');
  });

  it('an answer slower than the timeout → ai_timeout, and the call is dropped', async () => {
    handle = () => {}; // never answers
    const started = Date.now();
    const error = await failure(provider(300).generateSurvey('goal', 'en', live()));
    expect((error as AiError).code).toBe('ai_timeout');
    // Ended by its own 300 ms, not by the test's timeout (generous: a busy machine is slow).
    expect(Date.now() - started).toBeLessThan(15_000);
    await closedEarly; // the fake saw its connection go away
  });

  it('abort (the client went away) → AiCancelled, and the model call is aborted', async () => {
    handle = () => {};
    const controller = new AbortController();
    const pending = failure(provider(10_000).generateSurvey('goal', 'en', controller.signal));
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    expect(await pending).toBeInstanceOf(AiCancelled);
    await closedEarly;
  });

  it('generateQuestions: the questions the model returns, checked', async () => {
    const questions = [{ type: 'open-text', text: 'What would you improve?' }];
    handle = answer(JSON.stringify({ questions }));
    await expect(
      provider().generateQuestions([{ type: 'open-text', text: 'Improve?' }], 'en', live()),
    ).resolves.toEqual({ questions });
    handle = answer(JSON.stringify({ questions: [{ type: 'rating', text: 'x', options: ['a'] }] }));
    const error = await failure(provider().generateQuestions([], 'en', live()));
    expect((error as AiError).code).toBe('ai_invalid_output');
  });

  it('parseModelJson reads bare and fenced JSON', () => {
    expect(parseModelJson(' {"a":1} ')).toEqual({ a: 1 });
    expect(parseModelJson('```\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(() => parseModelJson('{')).toThrow(AiError);
  });
});
