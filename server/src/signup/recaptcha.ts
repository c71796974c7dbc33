/**
 * reCAPTCHA check of registration ("a pluggable verifier configured by environment
 * variable, off by default, documented"). Off unless RECAPTCHA_SECRET is set (signup/config.ts);
 * on, the `recaptcha` token of the payload is sent to the verify URL (Google's siteverify API:
 * form-encoded `secret` + `response`, JSON answer `{ success, score?, … }`).
 *
 * Fails closed: a missing token, a refused token, a low reCAPTCHA v3 score, an unreachable or
 * slow verifier or an answer that is not JSON all refuse the registration (403 field recaptcha).
 */
import type { RecaptchaConfig } from './config';

/** reCAPTCHA v3 answers a score from 0 (bot) to 1 (human); Google suggests 0.5 to start with. */
export const MIN_V3_SCORE = 0.5;
const TIMEOUT_MS = 5000;
const MAX_TOKEN_CHARS = 4096;

export type RecaptchaOutcome = { ok: true } | { ok: false; reason: string };

export interface RecaptchaVerifier {
  verify(token: string | null | undefined): Promise<RecaptchaOutcome>;
}

/** Null when reCAPTCHA is off. */
export function recaptchaVerifier(
  config: RecaptchaConfig | null,
  fetchImpl: typeof fetch = fetch,
): RecaptchaVerifier | null {
  if (!config) return null;
  return {
    async verify(token) {
      if (typeof token !== 'string' || token.length === 0) {
        return { ok: false, reason: 'The reCAPTCHA answer is missing.' };
      }
      if (token.length > MAX_TOKEN_CHARS) {
        return { ok: false, reason: 'The reCAPTCHA answer is not valid.' };
      }
      let answer: unknown;
      try {
        const response = await fetchImpl(config.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: config.secret, response: token }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`verifier answered ${response.status}`);
        answer = await response.json();
      } catch {
        return { ok: false, reason: 'The reCAPTCHA answer could not be verified; try again.' };
      }
      const result = answer as { success?: unknown; score?: unknown };
      if (result?.success !== true) {
        return { ok: false, reason: 'The reCAPTCHA answer was not accepted.' };
      }
      if (typeof result.score === 'number' && result.score < MIN_V3_SCORE) {
        return { ok: false, reason: 'The reCAPTCHA answer was not accepted.' };
      }
      return { ok: true };
    },
  };
}
