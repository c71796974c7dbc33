/**
 * A stored form's 400 from the server becomes the field's inline message in the form's own
 * words: the failed rule's key from the form's `errors` map, with the schema's limit for it;
 * answers that name no field, or are no 400, give no inline message.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/api/request';
import { FALLBACK_ERROR_KEY } from '../../runtime/app/forms/formErrors';
import { serverFieldErrors } from '../../runtime/app/forms/serverFieldErrors';

const form = {
  schema: {
    type: 'object' as const,
    properties: { company: { type: 'string' as const, maxLength: 40 } },
  },
  errors: { maxLength: 'forms:errors.too-long', enum: 'forms:errors.not-an-option' },
};
const t = (key: string, options?: Record<string, unknown>) => `${key}${JSON.stringify(options)}`;
const refused = (status: number, error: string, field?: string) =>
  new ApiError(status, { error, message: '-', ...(field ? { field } : {}) }, 'PUT', '/x');

describe('serverFieldErrors', () => {
  it("translates the failed rule with the form's key and the schema's limit", () => {
    expect(serverFieldErrors(refused(400, 'form_maxLength', 'company'), form, t)).toEqual({
      company: 'forms:errors.too-long{"limit":40}',
    });
    expect(serverFieldErrors(refused(400, 'form_enum', 'teamSize'), form, t)).toEqual({
      teamSize: 'forms:errors.not-an-option{}',
    });
  });

  it('falls back to the generic message for a rule the form does not map', () => {
    expect(serverFieldErrors(refused(400, 'form_unknown_field', 'x'), form, t)).toEqual({
      x: `${FALLBACK_ERROR_KEY}{}`,
    });
  });

  it('says nothing inline for other failures', () => {
    expect(serverFieldErrors(refused(409, 'limit_reached', 'value'), form, t)).toEqual({});
    expect(serverFieldErrors(refused(400, 'validation', 'company'), form, t)).toEqual({});
    expect(serverFieldErrors(new Error('offline'), form, t)).toEqual({});
  });
});
