/**
 * The page a route shows a form on knows the form by id only: generated/validators/storedForms.js
 * gives it the precompiled validator of each form with `storage`, and of no other form (nothing
 * would save one without storage). An invariant over whatever the manifests declare.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as formValidators from '../../generated/validators/forms.js';
import { storedFormValidators } from '../../generated/validators/storedForms.js';

const ROOT = join(import.meta.dirname, '..', '..');
const bundle = JSON.parse(readFileSync(join(ROOT, 'generated/bundle/forms.json'), 'utf8')) as {
  forms: { id: string; schema: { required?: string[] }; storage?: string }[];
};

describe('the validators of stored forms, by form id', () => {
  it('names exactly the forms with storage', () => {
    const stored = bundle.forms.filter((form) => form.storage).map((form) => form.id);
    expect(Object.keys(storedFormValidators).sort()).toEqual(stored.sort());
  });

  it('gives each stored form its own precompiled validator', () => {
    const all = Object.values(formValidators) as unknown[];
    for (const form of bundle.forms.filter((f) => f.storage)) {
      const validate = storedFormValidators[form.id]!;
      expect(all, form.id).toContain(validate);
      // Its own: an empty answer misses exactly this form's required fields.
      validate({});
      const missing = (validate.errors ?? []).map((e) => e.params.missingProperty);
      expect(missing.filter(Boolean).sort(), form.id).toEqual(
        [...(form.schema.required ?? [])].sort(),
      );
    }
  });
});
