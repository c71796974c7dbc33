import { describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/api/request';
import { fieldFailures } from '../../runtime/app/profile/failures';

const t = (key: string) => `<${key}>`;
const refused = (status: number, error: string, field?: string) =>
  new ApiError(status, { error, message: 'm', ...(field ? { field } : {}) }, 'PUT', '/x');

describe('fieldFailures', () => {
  it.each([
    [
      refused(400, 'wrong_password', 'currentPassword'),
      { currentPassword: '<profile:errors.wrong-password>' },
    ],
    [refused(409, 'email_taken', 'newEmail'), { newEmail: '<profile:errors.email-taken>' }],
    [refused(400, 'bad_request', 'name'), { name: '<profile:errors.invalid>' }],
    [refused(429, 'rate_limited'), { currentPassword: '<profile:errors.too-many-attempts>' }],
    [refused(500, 'internal'), {}],
    [new Error('offline'), {}],
  ])('%s → %j', (error, expected) => {
    expect(fieldFailures(error, t)).toEqual(expected);
  });
});
