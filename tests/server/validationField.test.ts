/** Which request field an ajv error is about, and its message (table of ajv error shapes). */
import { describe, expect, it } from 'vitest';
import {
  describeAjvError,
  fieldOfAjvError,
  type AjvErrorLike,
} from '../../server/src/http/validationField';

const error = (
  keyword: string,
  instancePath: string,
  params: Record<string, unknown> = {},
  message?: string,
): AjvErrorLike => ({
  keyword,
  instancePath,
  params,
  message,
});

describe('fieldOfAjvError', () => {
  it.each([
    [error('pattern', '/locale'), 'locale'],
    [error('required', '', { missingProperty: 'password' }), 'password'],
    [error('additionalProperties', '', { additionalProperty: 'remember' }), 'remember'],
    [error('type', '/properties/step'), 'properties/step'],
    [error('required', '/details', { missingProperty: 'id' }), 'details/id'],
    [error('type', '/a~1b'), 'a/b'],
    [error('type', ''), undefined],
  ])('%o → %s', (given, want) => {
    expect(fieldOfAjvError(given)).toBe(want);
  });
});

describe('describeAjvError', () => {
  it.each([
    [error('required', '', { missingProperty: 'password' }), 'body/password is required'],
    [error('additionalProperties', '', { additionalProperty: 'x' }), 'body/x is not allowed here'],
    [
      error('enum', '/provider', { allowedValues: ['google'] }),
      'body/provider must be one of "google"',
    ],
    [
      error('pattern', '/locale', {}, 'must match pattern "^[a-z]{2}$"'),
      'body/locale must match pattern "^[a-z]{2}$"',
    ],
    [error('type', '', {}, 'must be object'), 'body must be object'],
  ])('%o → %s', (given, want) => {
    expect(describeAjvError('body', given)).toBe(want);
  });
});
