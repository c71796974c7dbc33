/**
 * Input limits of the survey editor: the server's bounds (server/src/data/surveys.ts
 * SURVEY_LIMITS), repeated here because the app never imports server code;
 * tests/server/surveys.test.ts keeps the two equal. The server stays the judge (400 naming the
 * field); these only stop typing past the limit.
 */
export const SURVEY_INPUT_LIMITS = {
  nameChars: 120,
  questions: 20,
  questionChars: 500,
  options: 10,
  optionChars: 120,
} as const;
