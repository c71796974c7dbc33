/** A form definition whose submit button says `submitText` (a translation key) instead. */
import type { FormDefinition } from './formsBundle';

export function withSubmitText(form: FormDefinition, submitText: string): FormDefinition {
  return {
    ...form,
    uiSchema: { ...form.uiSchema, 'ui:submitButtonOptions': { submitText } },
  };
}
