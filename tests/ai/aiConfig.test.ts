/** AI_* configuration (server/src/ai/config.ts): defaults and refused values. */
import { describe, expect, it } from 'vitest';
import { loadAiConfig } from '../../server/src/ai/config';

const load = (env: Record<string, string>) => {
  const problems: string[] = [];
  return { config: loadAiConfig(env, problems), problems };
};

describe('loadAiConfig', () => {
  it('without AI_BASE_URL: the embedded generator, 20 s timeout', () => {
    expect(load({})).toEqual({ config: { model: null, timeoutMs: 20_000 }, problems: [] });
  });

  it('a model endpoint with key and timeout', () => {
    expect(
      load({
        AI_BASE_URL: 'https://llm.example.com/v1/',
        AI_API_KEY: 'k',
        AI_MODEL: 'm',
        AI_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      config: {
        model: { baseUrl: 'https://llm.example.com/v1', apiKey: 'k', name: 'm' },
        timeoutMs: 5000,
      },
      problems: [],
    });
  });

  it.each([
    [{ AI_BASE_URL: 'ftp://x/v1', AI_MODEL: 'm' }, 'AI_BASE_URL'],
    [{ AI_BASE_URL: 'not a url', AI_MODEL: 'm' }, 'AI_BASE_URL'],
    [{ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }, 'AI_MODEL is required'],
    [{ AI_MODEL: 'm' }, 'need AI_BASE_URL'],
    [{ AI_TIMEOUT_MS: '20s' }, 'AI_TIMEOUT_MS'],
    [{ AI_TIMEOUT_MS: '10' }, 'AI_TIMEOUT_MS'],
  ])('%j is refused, naming %s', (env, named) => {
    const { problems } = load(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(named);
  });
});
