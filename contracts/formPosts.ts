/**
 * Server-drawn forms submitted before the app's scripts run (slow network, scripts off): the
 * browser posts them natively, the server answers with a redirect back to the page, and the page
 * says what happened from this query parameter — never from a field, so nothing typed (above
 * all a password) ever lands in a URL.
 */
export const FORM_ERROR_PARAM = 'form_error';

export const FORM_ERRORS = [
  'wrong-credentials',
  'rate-limited',
  'sso-required',
  'failed',
  'not-ready',
] as const;
export type FormError = (typeof FORM_ERRORS)[number];

/** The query value read back, or undefined when it is none of the known ones. */
export function formErrorOf(value: string | null | undefined): FormError | undefined {
  return (FORM_ERRORS as readonly string[]).includes(value ?? '')
    ? (value as FormError)
    : undefined;
}
