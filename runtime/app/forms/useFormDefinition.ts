/**
 * A form of the forms bundle, for a page that renders it. The page's loader
 * (pages/registry.ts) has started the bundle's fetch with the chunk, so it is normally there;
 * otherwise the page suspends on it (and a failed load reaches the error boundary).
 */
import { useForms, type FormDefinition } from './formsBundle';

export function useFormDefinition(id: string): FormDefinition {
  const form = useForms().get(id);
  if (!form) throw new Error(`The forms bundle has no form "${id}"`);
  return form;
}
