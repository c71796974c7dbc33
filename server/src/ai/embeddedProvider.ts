/**
 * The default AI provider ("Embedded default, offline and deterministic"): retrieval
 * over the question bank and the template library plus composition rules (composeSurvey.ts), in
 * the user's language. No network, no model: it works out of the box and answers in
 * milliseconds (`npm run bench`, BENCH_ONLY=ai).
 */
import type { AiQuestionList } from '../../../generated/types';
import { composeSurvey } from './composeSurvey';
import { languageIndex } from './embeddedIndex';
import { AiError, throwIfCancelled, type AiSurveyProvider } from './provider';
import { checkQuestionList, checkSurveyResult } from './validateOutput';

export function createEmbeddedProvider(root: string): AiSurveyProvider {
  return {
    kind: 'embedded',
    async generateSurvey(goal, language, signal) {
      throwIfCancelled(signal);
      const index = languageIndex(root, language);
      const english = index.texts.language === 'en' ? undefined : languageIndex(root, 'en');
      const result = checkSurveyResult(composeSurvey(index, goal, english));
      // The bank and the library are checked at generate time; this guards a broken locale file.
      if (typeof result === 'string') throw new AiError('ai_invalid_output', result);
      return result;
    },
    // product.md#calls "response returned as is": nothing to generate offline, the questions come back checked.
    async generateQuestions(questions, _language, signal) {
      throwIfCancelled(signal);
      const result = checkQuestionList({ questions } satisfies AiQuestionList);
      if (typeof result === 'string') throw new AiError('ai_invalid_output', result);
      return result;
    },
  };
}
