/**
 * The pure parts of the manifest form (runtime/app/forms): translating a uiSchema's keys,
 * translating validation errors from the form's keyword map, and RJSF validating with the
 * generator's precompiled function for the real register and onboarding forms (no ajv
 * compilation at run time: the CSP forbids it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateOnboardingForm, validateRegisterForm } from '../../generated/validators/forms.js';
import { translateErrors } from '../../runtime/app/forms/formErrors';
import type { FormDefinition } from '../../runtime/app/forms/formsBundle';
import { precompiledValidator } from '../../runtime/app/forms/precompiledValidator';
import { translateUiSchema } from '../../runtime/app/forms/translateUiSchema';

const ROOT = join(import.meta.dirname, '..', '..');
const bundle = JSON.parse(readFileSync(join(ROOT, 'generated/bundle/forms.json'), 'utf8')) as {
  forms: FormDefinition[];
};
const formById = (id: string) => bundle.forms.find((f) => f.id === id)!;
const english = {
  forms: JSON.parse(readFileSync(join(ROOT, 'locales/en/forms.json'), 'utf8')),
  common: JSON.parse(readFileSync(join(ROOT, 'locales/en/common.json'), 'utf8')),
} as Record<string, Record<string, unknown>>;

/** A tiny i18next stand-in over the real English files: `ns:a.b` and {{name}} / {{name, format}}. */
function t(key: string, options: Record<string, unknown> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  let node: unknown = english[ns];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`missing translation ${key}`);
  return node.replace(/\{\{(\w+)(?:, *\w+)?\}\}/g, (_, name: string) => String(options[name]));
}

describe('translateUiSchema', () => {
  it('translates titles, placeholders, help, descriptions and the submit text', () => {
    const ui = translateUiSchema(formById('register').uiSchema, t);
    expect(ui.name['ui:title']).toBe('Full name');
    expect(ui.name['ui:placeholder']).toBe('Jane Doe');
    expect(ui.password['ui:help']).toMatch(/At least 8 characters/);
    expect(ui.consent_to_parent_company_rules['ui:description']).toMatch(/group of companies/);
    expect(ui['ui:submitButtonOptions']).toEqual({ submitText: 'Sign up' });
    expect(ui['ui:order']).toEqual(formById('register').uiSchema['ui:order']);
    expect(ui.email['ui:widget']).toBe('email');
  });

  it('turns enum labels into RJSF enumNames', () => {
    const ui = translateUiSchema(formById('onboarding').uiSchema, t);
    expect(ui.goal['ui:enumNames']).toEqual({
      feedback: 'Collect feedback',
      heatmaps: 'See heatmaps',
      recordings: 'Watch recordings',
      interviews: 'Run interviews',
      surveys: 'Launch surveys',
      skipped: "I'll decide later",
    });
    expect(ui.goal).not.toHaveProperty('ui:enumLabels');
  });

  it('every text key of every manifest form has an English translation', () => {
    for (const form of bundle.forms)
      expect(() => translateUiSchema(form.uiSchema, t)).not.toThrow();
    for (const form of bundle.forms)
      for (const key of Object.values(form.errors))
        expect(() => t(key, { limit: 1 })).not.toThrow();
  });
});

describe('the register form validated by its precompiled function', () => {
  const form = formById('register');
  const validator = precompiledValidator(form.schema, validateRegisterForm);
  const validate = (data: Record<string, unknown>) =>
    validator.validateFormData(data, form.schema, undefined, (errors) =>
      translateErrors(errors, form.errors, t),
    ).errorSchema as Record<string, { __errors?: string[] }>;

  it('accepts a complete form', () => {
    const errors = validate({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long enough',
      terms: true,
      site_url: 'https://ada.example.com',
    });
    expect(errors).toEqual({});
  });

  it('gives translated inline messages per field, with limits', () => {
    const errors = validate({
      email: 'ada@',
      password: 'short',
      terms: false,
      site_url: 'not a url',
    });
    expect(errors.name?.__errors).toEqual(['This field is required']);
    expect(errors.email?.__errors).toEqual(['Enter a valid email address']);
    expect(errors.password?.__errors).toEqual(['Use at least 8 characters']);
    expect(errors.terms?.__errors).toEqual(['You need to accept to continue']);
    expect(errors.site_url?.__errors).toEqual(['Enter a valid URL, such as https://example.com']);
  });

  it('is the same validator for the same schema object', () => {
    expect(precompiledValidator(form.schema, validateRegisterForm)).toBe(validator);
  });
});

describe('the onboarding form validated by its precompiled function', () => {
  const form = formById('onboarding');
  const validator = precompiledValidator(form.schema, validateOnboardingForm);

  it('requires goal and expertise, not the job', () => {
    const { errorSchema } = validator.validateFormData({}, form.schema, undefined, (errors) =>
      translateErrors(errors, form.errors, t),
    );
    expect(errorSchema).toEqual({
      goal: { __errors: ['Choose one of the answers'] },
      expertise: { __errors: ['Choose one of the answers'] },
    });
    expect(
      validator.validateFormData({ goal: 'surveys', expertise: 'skip' }, form.schema).errors,
    ).toEqual([]);
  });
});

describe('translateErrors', () => {
  it('falls back to a generic message for an unmapped keyword and keeps one message per field', () => {
    const out = translateErrors(
      [
        { name: 'pattern', property: '.site_url', message: 'must match', stack: '' },
        { name: 'custom', property: '.site_url', message: 'x', stack: '' },
        { name: 'weird', property: '.name', message: 'x', stack: '' },
      ],
      { pattern: 'forms:errors.invalid-url', custom: 'forms:errors.invalid-url' },
      t,
    );
    expect(out.map((e) => [e.property, e.message])).toEqual([
      ['.site_url', 'Enter a valid URL, such as https://example.com'],
      ['.name', 'Check the format of this value'],
    ]);
  });
});
