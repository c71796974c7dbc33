/**
 * The real forms under manifests/forms: no diagnostics, and their schemas accept and reject
 * what the product rules say (compiled the way the browser and the server compile them).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../cli/src/formatDiagnostics';
import { validate } from '../../generator/src/index';
import { createAjv } from '../../runtime/rules/validation/createAjv';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const project = validate(ROOT);
const forms = project.model.forms.forms;

it('manifests/forms produces no diagnostics', () => {
  const mine = project.diagnostics.filter((d) => d.file.startsWith('manifests/forms/'));
  expect(formatDiagnostics(mine)).toBe('');
});

it('declares the forms of the product rules and of the contact form', () => {
  expect(forms.map((f) => f.id).sort()).toEqual([
    'email',
    'jtbd',
    'login',
    'onboarding',
    'password',
    'profile-details',
    'register',
    'sso-settings',
    // the in-app contact form of "get help".
    'support-contact',
  ]);
});

describe('form schemas accept and reject as the product rules say', () => {
  const ajv = createAjv('2020-12', { strict: true, allErrors: true });
  const check = (id: string, data: unknown) =>
    ajv.validate(forms.find((f) => f.id === id)!.schema, data);
  const register = { name: 'Jane', email: 'jane@example.com', password: 'abcdefgh', terms: true };
  const cases: { what: string; form: string; data: unknown; valid: boolean }[] = [
    { what: 'register with 8 characters', form: 'register', data: register, valid: true },
    {
      what: 'onboarding answers of product.md#records-and-their-fields',
      form: 'onboarding',
      data: { goal: 'heatmaps', expertise: 'skip', jobsToBeDone: 'other' },
      valid: true,
    },
    {
      what: 'onboarding without an expertise answer',
      form: 'onboarding',
      data: { goal: 'heatmaps' },
      valid: false,
    },
    {
      what: 'onboarding goal outside product.md#records-and-their-fields',
      form: 'onboarding',
      data: { goal: 'dashboards', expertise: 'expert' },
      valid: false,
    },
    {
      what: 'register with 7 characters (product.md#validation minimum 8)',
      form: 'register',
      data: { ...register, password: 'abcdefg' },
      valid: false,
    },
    {
      what: 'register with a 300-character passphrase',
      form: 'register',
      data: { ...register, password: 'correct horse '.repeat(22) },
      valid: true,
    },
    {
      what: 'register without accepting terms',
      form: 'register',
      data: { ...register, terms: false },
      valid: false,
    },
    {
      what: 'register with a bad email',
      form: 'register',
      data: { ...register, email: 'jane' },
      valid: false,
    },
    {
      what: 'register with a bare host (product.md#validation)',
      form: 'register',
      data: { ...register, site_url: 'example.com' },
      valid: true,
    },
    {
      what: 'register with an https URL',
      form: 'register',
      data: { ...register, site_url: 'https://example.com/a' },
      valid: true,
    },
    {
      what: 'register with a URL holding spaces',
      form: 'register',
      data: { ...register, site_url: 'https://exa mple.com' },
      valid: false,
    },
    {
      what: 'login with a short legacy password',
      form: 'login',
      data: { email: 'a@b.co', password: 'x' },
      valid: true,
    },
    {
      what: 'password change below 8',
      form: 'password',
      data: { currentPassword: 'x', newPassword: 'short', passwordConfirmation: 'short' },
      valid: false,
    },
    {
      what: 'profile with a country code',
      form: 'profile-details',
      data: { name: 'Jane', countryCode: 'DE' },
      valid: true,
    },
    {
      what: 'profile with a lower-case country',
      form: 'profile-details',
      data: { name: 'Jane', countryCode: 'de' },
      valid: false,
    },
    {
      what: 'email change',
      form: 'email',
      data: { newEmail: 'new@example.com', currentPassword: 'x' },
      valid: true,
    },
  ];
  for (const { what, form, data, valid } of cases)
    it(what, () => expect(check(form, data)).toBe(valid));
});

it('SSO settings offer the 14 roles of product.md#records-and-their-fields; only `other` has no description', () => {
  const sso = forms.find((f) => f.id === 'sso-settings')!;
  const roles = (sso.schema.properties!.role!.enum ?? []) as string[];
  expect(roles).toHaveLength(14);
  const ui = sso.uiSchema.role as Record<string, Record<string, string>>;
  expect(Object.keys(ui['ui:enumLabels']!)).toEqual(roles);
  expect(roles.filter((r) => !ui['ui:enumDescriptions']![r])).toEqual(['other']);
});
