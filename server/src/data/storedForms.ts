/**
 * The forms whose answers the server stores (`storage` in manifests/forms → generated/bundle/
 * forms.json), each with its schema compiled once per bundle version: the server checks what a
 * page sends against the same declaration the page validated with, so a field added to the
 * manifest is accepted, checked and stored without server code, and one the manifest lacks is
 * refused.
 */
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../../runtime/rules/validation/createAjv';
import type { StoredFormSchema } from '../../../runtime/rules/forms/storedAnswers';
import { bundlePath, readBundleJson } from '../project/appBundle';
import { fromBundles } from '../project/bundleCache';

export interface StoredForm {
  id: string;
  schema: StoredFormSchema;
  validate: ValidateFunction;
}

export function storedForm(root: string, formId: string): StoredForm | undefined {
  return fromBundles(root, ['forms'], readStoredForms).get(formId);
}

function readStoredForms(root: string): Map<string, StoredForm> {
  const file = bundlePath(root, 'forms');
  const bundle = readBundleJson(file) as { forms?: unknown };
  if (!Array.isArray(bundle.forms)) {
    throw new Error(`${file}: forms is missing or malformed; run \`npm run gen\``);
  }
  const ajv = createAjv('2020-12', { allErrors: true, strict: false });
  const forms = new Map<string, StoredForm>();
  for (const form of bundle.forms as { id: string; schema: object; storage?: string }[]) {
    if (!form.storage) continue;
    forms.set(form.id, { id: form.id, schema: form.schema, validate: ajv.compile(form.schema) });
  }
  return forms;
}
