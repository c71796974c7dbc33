/**
 * What the register page does with a failed registration (product.md#errors: the server names
 * the field; 429 with Retry-After) and how the retry delay is read (RFC 9110 section 10.2.3).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/api/request';
import {
  apiErrorOf,
  registrationFailure,
} from '../../runtime/app/signup/rules/registrationFailure';
import {
  parseRetryAfter,
  retryAfterSeconds,
  retryMinutes,
} from '../../runtime/app/signup/rules/retryAfter';

const NOW = new Date('2025-01-01T12:00:00Z');

function api(status: number, body?: ApiError['body'], headers?: Record<string, string>) {
  const error = new ApiError(status, body, 'POST', '/api/v1/registration');
  if (headers) Object.assign(error, { headers: new Headers(headers) });
  // The generated client wraps it: new Error('Failed to register', { cause }).
  return new Error('Failed to register', { cause: error });
}

describe('registrationFailure', () => {
  it.each([
    [
      '400 naming a field',
      api(400, { error: 'invalid', message: 'Enter a valid URL', field: 'site_url' }),
      { kind: 'field', field: 'site_url', message: 'Enter a valid URL' },
    ],
    ['400 without a field', api(400, { error: 'invalid', message: 'Bad' }), { kind: 'unhandled' }],
    [
      '409 email taken',
      api(409, { error: 'conflict', message: 'exists', field: 'email' }),
      { kind: 'email-taken' },
    ],
    [
      '429 without Retry-After',
      api(429, { error: 'rate_limited', message: 'x' }),
      { kind: 'rate-limited' },
    ],
    [
      '429 with Retry-After',
      api(429, { error: 'rate_limited', message: 'x' }, { 'retry-after': '120' }),
      { kind: 'rate-limited', retryAfterSeconds: 120 },
    ],
    [
      '403 CSRF / reCAPTCHA',
      api(403, { error: 'cross_site_request', message: 'x' }),
      { kind: 'unhandled' },
    ],
    ['500', api(500), { kind: 'unhandled' }],
    [
      'success false',
      new Error('Failed to register', { cause: new Error('x') }),
      { kind: 'unhandled' },
    ],
    ['network', new TypeError('Failed to fetch'), { kind: 'unhandled' }],
    ['not an error', 'boom', { kind: 'unhandled' }],
  ])('%s', (_name, error, want) => {
    expect(registrationFailure(error, NOW)).toEqual(want);
  });

  it('finds the ApiError itself or behind causes', () => {
    const error = new ApiError(409, undefined, 'POST', '/x');
    expect(apiErrorOf(error)).toBe(error);
    expect(apiErrorOf(new Error('a', { cause: new Error('b', { cause: error }) }))).toBe(error);
    expect(apiErrorOf(undefined)).toBeUndefined();
  });
});

describe('Retry-After', () => {
  it.each([
    ['120', 120],
    [' 5 ', 5],
    ['0', 0],
    ['Wed, 01 Jan 2025 12:10:00 GMT', 600],
    ['Wed, 01 Jan 2025 11:00:00 GMT', 0], // in the past
    ['-1', undefined],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j seconds', (value, want) => {
    expect(parseRetryAfter(value, NOW)).toBe(want);
  });

  it('reads the header when the error carries the answer headers', () => {
    const error = new ApiError(429, undefined, 'POST', '/x', new Headers({ 'Retry-After': '61' }));
    expect(retryAfterSeconds(error, NOW)).toBe(61);
    expect(retryAfterSeconds(new ApiError(429, undefined, 'POST', '/x'), NOW)).toBeUndefined();
    expect(retryAfterSeconds(null, NOW)).toBeUndefined();
  });

  it.each([
    [0, 1],
    [1, 1],
    [60, 1],
    [61, 2],
    [900, 15],
  ])('%d s → %d minutes', (seconds, minutes) => {
    expect(retryMinutes(seconds)).toBe(minutes);
  });
});
