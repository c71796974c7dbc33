/** Merge the forms of every valid `kind: forms` document (one file per form, or several). */
import { locate, pointer } from '../../core/located';
import type { ManifestDocument } from '../../core/types';
import type { Form, FormsModel } from './model';

export function collectForms(docs: ManifestDocument[]): FormsModel {
  const forms = docs.flatMap((doc) =>
    (doc.data as { forms: Form[] }).forms.map((form, i) =>
      locate({ ...form }, { file: doc.file, pointer: pointer('forms', i) }),
    ),
  );
  return { forms };
}
