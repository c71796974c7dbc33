/** Merge valid `kind: app` documents; `languages` and `constants` are declared by one document. */
import { locate, pointer } from '../../core/located';
import type { ManifestDocument, Ref } from '../../core/types';
import type { AppConstants, AppModel, Language, LanguageSettings, ProductUpdate } from './model';

interface AppDocument {
  languages?: Omit<LanguageSettings, 'available'> & { available: Language[] };
  constants?: AppConstants;
  productUpdates?: ProductUpdate[];
}

export function collectApp(docs: ManifestDocument[]): AppModel {
  const model: AppModel = { languages: null, constants: null, productUpdates: [], sections: [] };
  for (const doc of docs) {
    const data = doc.data as AppDocument;
    const at = (...segments: (string | number)[]): Ref => ({
      file: doc.file,
      pointer: pointer(...segments),
    });
    if (data.languages) {
      model.sections.push({ name: 'languages', at: at('languages') });
      if (!model.languages) {
        const available = data.languages.available.map((l, i) =>
          locate({ ...l }, at('languages', 'available', i)),
        );
        model.languages = locate({ ...data.languages, available }, at('languages'));
      }
    }
    if (data.constants) {
      model.sections.push({ name: 'constants', at: at('constants') });
      model.constants ??= locate({ ...data.constants }, at('constants'));
    }
    if (data.productUpdates)
      model.productUpdates.push(...data.productUpdates.map((u) => ({ ...u })));
  }
  // Newest first (ISO dates order as strings); the id keeps the order total.
  model.productUpdates.sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.id < b.id ? -1 : 1,
  );
  return model;
}
