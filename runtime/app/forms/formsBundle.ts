/**
 * The forms manifest as the runtime reads it (generated/bundle/forms.json: per form its JSON
 * Schema, uiSchema with translation keys, and the validation keyword → translation key map).
 * Fetched by URL like the shell's bundles (bundles/shellBundles.ts) so that no first-page
 * chunk carries it: the form pages' loaders (pages/registry.ts) start the fetch in parallel
 * with the page chunk, and the page reads it synchronously once it renders.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import formsUrl from '../../../generated/bundle/forms.json?url';
import { manifestBundle } from '../manifestBundles/manifestBundle';

export interface FormDefinition {
  id: string;
  /** Translation key of the form's title. */
  title: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Validation keyword (required, minLength …) → translation key of the inline message. */
  errors: Record<string, string>;
}

interface FormsBundle {
  forms: FormDefinition[];
}

const bundle = manifestBundle<FormsBundle>(formsUrl);
const indexes = new WeakMap<FormsBundle, Map<string, FormDefinition>>();

function byId(forms: FormsBundle): Map<string, FormDefinition> {
  let index = indexes.get(forms);
  if (!index) indexes.set(forms, (index = new Map(forms.forms.map((form) => [form.id, form]))));
  return index;
}

/** One load per page life; a failed load is forgotten so that a retry fetches again. */
export function loadFormsBundle(): Promise<Map<string, FormDefinition>> {
  return bundle.load().then(byId);
}

/**
 * The forms; suspends until they are loaded (render under Suspense). On the server they are
 * read from the build (the register page is drawn for a visitor).
 */
export function useForms(): Map<string, FormDefinition> {
  return byId(bundle.use());
}
