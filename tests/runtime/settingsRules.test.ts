/**
 * Settings pages' pure parts: what a refused change says (apiFailure), and the SAML
 * form's role options with their descriptions (product.md#records-and-their-fields: every role described, "other" not) as
 * translateUiSchema hands them to the radio widget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/api/request';
import { apiFailure } from '../../runtime/app/settings/apiFailure';
import type { FormDefinition } from '../../runtime/app/forms/formsBundle';
import { translateUiSchema } from '../../runtime/app/forms/translateUiSchema';

const ROOT = join(import.meta.dirname, '..', '..');

describe('apiFailure', () => {
  const failure = (status: number, body?: { error: string; message: string; field?: string }) =>
    apiFailure(new ApiError(status, body, 'PUT', '/api/v1/x'));
  it('names the field of a 400', () => {
    expect(failure(400, { error: 'bad_request', message: 'x', field: 'url' })).toEqual({
      field: 'url',
      reason: 'invalid',
    });
    expect(failure(400)).toEqual({ reason: 'invalid' });
  });
  it('reads 403, 404 and the last admin 409', () => {
    expect(failure(403).reason).toBe('forbidden');
    expect(failure(404).reason).toBe('not-found');
    expect(failure(409, { error: 'last_admin', message: 'x' }).reason).toBe('last-admin');
    expect(failure(409, { error: 'other', message: 'x' }).reason).toBe('default');
    expect(apiFailure(new Error('network')).reason).toBe('default');
  });
});

describe('the SAML role options (product.md#records-and-their-fields)', () => {
  const bundle = JSON.parse(readFileSync(join(ROOT, 'generated/bundle/forms.json'), 'utf8')) as {
    forms: FormDefinition[];
  };
  const form = bundle.forms.find((f) => f.id === 'sso-settings')!;
  const english = JSON.parse(readFileSync(join(ROOT, 'locales/en/forms.json'), 'utf8'));
  const t = (key: string) =>
    key
      .replace(/^forms:/, '')
      .split('.')
      .reduce(
        (node: Record<string, unknown>, part) => node[part] as never,
        english,
      ) as unknown as string;

  it('shows all 14 roles, each with its description but other', () => {
    const names = translateUiSchema(form.uiSchema, t).role['ui:enumNames'] as Record<
      string,
      string
    >;
    expect(Object.keys(names)).toHaveLength(14);
    expect(names.marketing).toBe('Marketing — Campaigns, acquisition and brand');
    expect(names.other).toBe('Other');
    for (const [role, name] of Object.entries(names))
      if (role !== 'other') expect(name).toMatch(/^.+ — .+$/);
    expect(translateUiSchema(form.uiSchema, t).role).not.toHaveProperty('ui:enumDescriptions');
  });
});
