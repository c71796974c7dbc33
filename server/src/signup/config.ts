/**
 * Signup configuration ("reCAPTCHA: a pluggable verifier configured by environment
 * variable, off by default, documented"):
 * - `RECAPTCHA_SECRET`: the server-side secret of a reCAPTCHA site. Unset → the check is off and
 *   registration does not look at the `recaptcha` field.
 * - `RECAPTCHA_VERIFY_URL`: where tokens are verified (default Google's siteverify). Only
 *   meaningful with a secret; set alone it is a mistake and stops the start.
 */
export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaConfig {
  secret: string;
  verifyUrl: string;
}

export interface SignupConfig {
  /** Null: reCAPTCHA is off (the default). */
  recaptcha: RecaptchaConfig | null;
}

type Env = Record<string, string | undefined>;

/** Reads the signup variables; problems are added to `problems` (config.ts reports them all). */
export function loadSignupConfig(env: Env, problems: string[]): SignupConfig {
  const secret = env.RECAPTCHA_SECRET?.trim() || undefined;
  const verifyUrlText = env.RECAPTCHA_VERIFY_URL?.trim() || undefined;
  if (!secret) {
    if (verifyUrlText) {
      problems.push(
        'RECAPTCHA_VERIFY_URL is set but RECAPTCHA_SECRET is not: set both to turn the ' +
          'reCAPTCHA check on, or neither to leave it off',
      );
    }
    return { recaptcha: null };
  }
  let verifyUrl = DEFAULT_RECAPTCHA_VERIFY_URL;
  if (verifyUrlText) {
    try {
      const url = new URL(verifyUrlText);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
      verifyUrl = url.href;
    } catch {
      problems.push(
        `RECAPTCHA_VERIFY_URL must be an http(s) URL such as ${DEFAULT_RECAPTCHA_VERIFY_URL}; ` +
          `found "${env.RECAPTCHA_VERIFY_URL}"`,
      );
    }
  }
  return { recaptcha: { secret, verifyUrl } };
}
