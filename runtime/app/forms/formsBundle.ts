/**
 * The forms manifest as the runtime reads it (generated/bundle/forms.json: per form its JSON
 * Schema, uiSchema with translation keys, and the validation keyword → translation key map).
 * Fetched by URL like the shell's bundles (bundles/shellBundles.ts) so that no first-page
 * chunk carries it: the form pages' loaders (pages/registry.ts) start the fetch in parallel
 * with the page chunk, and the page reads it synchronously once it renders.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import formsUrl from '../../../generated/bundle/forms.json?url';

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

let loading: Promise<Map<string, FormDefinition>> | undefined;
let loaded: Map<string, FormDefinition> | undefined;

/** One load per page life; a failed load is forgotten so that a retry fetches again. */
export function loadFormsBundle(): Promise<Map<string, FormDefinition>> {
  loading ??= fetch(formsUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`Failed to load ${formsUrl}: ${response.status}`);
      const bundle = (await response.json()) as FormsBundle;
      loaded = new Map(bundle.forms.map((form) => [form.id, form]));
      return loaded;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The forms, once loaded (the form pages' loaders wait for them). */
export function loadedForms(): Map<string, FormDefinition> | undefined {
  return loaded;
}
