/** The forms bundle (`generated/bundle/forms.json`): every form, by id, for the runtime renderer. */
import { sortBy } from '../../core/order';
import type { FormsModel } from './model';

export function formsBundle(part: FormsModel) {
  return {
    forms: sortBy(part.forms, (f) => f.id).map(
      ({ id, title, schema, uiSchema, errors, storage }) => ({
        id,
        title,
        schema,
        uiSchema,
        errors,
        ...(storage ? { storage } : {}),
      }),
    ),
  };
}

export type FormsBundle = ReturnType<typeof formsBundle>;
