/**
 * An OpenAI-compatible chat-completions endpoint as AI provider ("A real model when
 * configured": AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS; ai/config.ts). Works with a
 * local server such as Ollama (`http://127.0.0.1:11434/v1`) or llama.cpp's server.
 *
 * The model is asked for one JSON object in the user's language; its answer is parsed and checked
 * against the API's schema (validateOutput.ts). Every failure is an AiError, never a broken
 * survey (product.md#errors "AI goal failure"): `ai_timeout` after AI_TIMEOUT_MS, `ai_unavailable` when the
 * endpoint cannot be reached or answers an error status, `ai_invalid_output` when the answer is
 * not the JSON asked for. When the client goes away (the request's signal), the call to the model
 * is aborted at once and AiCancelled is thrown.
 */
import type { AiQuestionList, AiSurveyResult } from '../../../generated/types';
import { AiCancelled, AiError, type AiSurveyProvider } from './provider';
import { checkQuestionList, checkSurveyResult } from './validateOutput';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

/** A model's answer larger than this is not a survey (and is not read further). */
const MAX_ANSWER_BYTES = 256 * 1024;

const SHAPE =
  '{"type": "single-choice" | "multiple-choice" | "rating" | "nps" | "open-text", ' +
  '"text": string, "options"?: string[]}';

/** "German (de)": the model is told the language by name, which models follow best. */
function languageName(language: string): string {
  const base = language.replace(/-staging$/, '');
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(base);
    return name ? `${name} (${base})` : base;
  } catch {
    return base;
  }
}

function surveyPrompt(language: string): string {
  return [
    'You design short website surveys for product teams.',
    `Answer with one JSON object only: {"name": string, "questions": [${SHAPE}, ...]}.`,
    'The name is a short survey title (at most 60 characters).',
    'Write 3 to 6 questions. Include at least one open-text question.',
    'Use nps only when the goal is about loyalty or recommending; use rating for satisfaction',
    'or ease; give single-choice and multiple-choice questions 2 to 8 options (for example',
    'reasons); other question types have no options.',
    `Write the name, the questions and the options in ${languageName(language)}.`,
  ].join(' ');
}

function questionsPrompt(language: string): string {
  return [
    'You improve the questions of a website survey.',
    `Answer with one JSON object only: {"questions": [${SHAPE}, ...]} with at most 20 questions.`,
    'Keep the intent of each question, make its wording clear and neutral; single-choice and',
    'multiple-choice questions have 2 to 8 options, other types none.',
    `Write in ${languageName(language)}.`,
  ].join(' ');
}

/** The body as text, at most `limit` bytes (a larger one is an error, not a survey). */
async function readLimited(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AiError('ai_invalid_output', `The model's answer is larger than ${limit} bytes.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The JSON object in the model's message (models like to wrap it in a ``` fence). */
export function parseModelJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  const text = (fenced ? fenced[1]! : content).trim();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AiError('ai_invalid_output', 'The model did not answer with JSON.');
  }
}

export function createOpenAiProvider(options: OpenAiOptions): AiSurveyProvider {
  /** One chat completion; the message's content. */
  async function complete(system: string, user: string, signal: AbortSignal): Promise<string> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const both = AbortSignal.any([signal, timeout]);
    try {
      const response = await fetch(`${options.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          temperature: 0.2,
          response_format: { type: 'json_object' },
          stream: false,
        }),
        signal: both,
      });
      const text = await readLimited(response, MAX_ANSWER_BYTES);
      if (!response.ok) {
        throw new AiError('ai_unavailable', `The model endpoint answered ${response.status}.`);
      }
      let content: unknown;
      try {
        const body = JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] };
        content = body.choices?.[0]?.message?.content;
      } catch {
        // reported below
      }
      if (typeof content !== 'string') {
        throw new AiError(
          'ai_invalid_output',
          'The model endpoint did not answer a chat completion.',
        );
      }
      return content;
    } catch (error) {
      if (error instanceof AiError) throw error;
      // Which signal fired decides: the client went away, or the model took too long.
      if (signal.aborted) throw new AiCancelled();
      if (timeout.aborted) {
        throw new AiError('ai_timeout', `The model did not answer within ${options.timeoutMs} ms.`);
      }
      throw new AiError('ai_unavailable', 'The model endpoint could not be reached.');
    }
  }

  return {
    kind: 'model',
    async generateSurvey(goal, language, signal): Promise<AiSurveyResult> {
      const content = await complete(surveyPrompt(language), goal, signal);
      const result = checkSurveyResult(parseModelJson(content));
      if (typeof result === 'string') throw new AiError('ai_invalid_output', result);
      return result;
    },
    async generateQuestions(questions, language, signal): Promise<AiQuestionList> {
      const content = await complete(
        questionsPrompt(language),
        JSON.stringify({ questions }),
        signal,
      );
      const result = checkQuestionList(parseModelJson(content));
      if (typeof result === 'string') throw new AiError('ai_invalid_output', result);
      return result;
    },
  };
}
