/** Merge the valid survey-templates documents (in file order) into the survey-templates model. */
import { locate } from '../../core/located';
import type { ManifestDocument } from '../../core/types';
import type { SurveyTemplate, SurveyTemplatesModel, SynonymGroup, TemplateCategory } from './model';

interface SurveyTemplatesDoc {
  categories?: TemplateCategory[];
  templates?: SurveyTemplate[];
  synonyms?: SynonymGroup[];
}

export function collectSurveyTemplates(docs: ManifestDocument[]): SurveyTemplatesModel {
  const model: SurveyTemplatesModel = { categories: [], templates: [], synonyms: [] };
  for (const doc of docs) {
    const data = doc.data as SurveyTemplatesDoc;
    const at = (pointer: string) => ({ file: doc.file, pointer });
    (data.categories ?? []).forEach((c, i) =>
      model.categories.push(locate({ ...c }, at(`/categories/${i}`))),
    );
    (data.templates ?? []).forEach((t, i) =>
      model.templates.push(locate({ ...t }, at(`/templates/${i}`))),
    );
    (data.synonyms ?? []).forEach((g, i) =>
      model.synonyms.push(locate({ terms: [...g.terms] }, at(`/synonyms/${i}`))),
    );
  }
  return model;
}
