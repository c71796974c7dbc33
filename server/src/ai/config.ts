/**
 * The AI survey generator's settings, read by loadConfig
 * (server/src/config.ts) as its `ai` field. Without AI_BASE_URL the embedded generator answers
 * (offline, deterministic: embeddedProvider.ts); with it, an OpenAI-compatible chat-completions
 * endpoint does (openAiProvider.ts), e.g. Ollama or llama.cpp's server.
 *
 * | variable        | default | meaning                                                            |
 * | --------------- | ------- | ------------------------------------------------------------------ |
 * | `AI_BASE_URL`   | —       | base URL of an OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1 |
 * | `AI_API_KEY`    | —       | sent as `Authorization: Bearer …` when set                         |
 * | `AI_MODEL`      | —       | the model name; required with AI_BASE_URL                          |
 * | `AI_TIMEOUT_MS` | `20000` | how long one generation may take before it fails (1000–300000)     |
 */

export interface AiConfig {
  /** The chat-completions API, or null: the embedded generator. */
  model: { baseUrl: string; apiKey: string | null; name: string } | null;
  timeoutMs: number;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_AI_TIMEOUT_MS = 20_000;
const MIN_TIMEOUT_MS = 1_000;
const MAX_TIMEOUT_MS = 300_000;

export function loadAiConfig(env: Env, problems: string[]): AiConfig {
  const baseUrl = env.AI_BASE_URL?.trim();
  const apiKey = env.AI_API_KEY?.trim() || null;
  const name = env.AI_MODEL?.trim();
  const timeoutText = env.AI_TIMEOUT_MS?.trim();
  let timeoutMs = DEFAULT_AI_TIMEOUT_MS;
  if (timeoutText) {
    const value = Number(timeoutText);
    if (!/^\d+$/.test(timeoutText) || value < MIN_TIMEOUT_MS || value > MAX_TIMEOUT_MS) {
      problems.push(
        `AI_TIMEOUT_MS must be a whole number of milliseconds from ${MIN_TIMEOUT_MS} to ` +
          `${MAX_TIMEOUT_MS}; found "${env.AI_TIMEOUT_MS}"`,
      );
    } else {
      timeoutMs = value;
    }
  }
  if (!baseUrl) {
    if (name || apiKey) {
      problems.push(
        'AI_MODEL and AI_API_KEY need AI_BASE_URL (an OpenAI-compatible API such as ' +
          'http://127.0.0.1:11434/v1); unset them to use the embedded generator',
      );
    }
    return { model: null, timeoutMs };
  }
  let url: URL | null = null;
  try {
    url = new URL(baseUrl);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    problems.push(
      `AI_BASE_URL must be an http(s) URL without query, such as http://127.0.0.1:11434/v1; ` +
        `found "${env.AI_BASE_URL}"`,
    );
    return { model: null, timeoutMs };
  }
  if (!name) {
    problems.push('AI_MODEL is required with AI_BASE_URL: the model to ask, such as llama3.1');
    return { model: null, timeoutMs };
  }
  return { model: { baseUrl: url.href.replace(/\/+$/, ''), apiKey, name }, timeoutMs };
}
