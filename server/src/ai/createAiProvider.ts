/**
 * The provider behind the AI survey calls, chosen once at start like the mailer: a
 * model when AI_BASE_URL is configured (openAiProvider.ts), else the embedded generator.
 */
import type { AiConfig } from './config';
import { createEmbeddedProvider } from './embeddedProvider';
import { createOpenAiProvider } from './openAiProvider';
import type { AiSurveyProvider } from './provider';

export function createAiProvider(config: AiConfig, root: string): AiSurveyProvider {
  if (!config.model) return createEmbeddedProvider(root);
  return createOpenAiProvider({
    baseUrl: config.model.baseUrl,
    apiKey: config.model.apiKey,
    model: config.model.name,
    timeoutMs: config.timeoutMs,
  });
}
