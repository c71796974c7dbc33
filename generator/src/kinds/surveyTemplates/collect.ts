/** Merge the valid survey-templates documents (in file order) into the survey-templates model. */
import { locate } from '../../core/located';
import type { ManifestDocument } from '../../core/types';
import type { SurveyTemplate, SurveyTemplatesModel, TemplateCategory } from './model';

interface SurveyTemplatesDoc {
  categories?: TemplateCategory[];
  templates?: SurveyTemplate[];
}

export function collectSurveyTemplates(docs: ManifestDocument[]): SurveyTemplatesModel {
  const model: SurveyTemplatesModel = { categories: [], templates: [] };
  for (const doc of docs) {
    const data = doc.data as SurveyTemplatesDoc;
    const at = (pointer: string) => ({ file: doc.file, pointer });
    (data.categories ?? []).forEach((c, i) =>
      model.categories.push(locate({ ...c }, at(`/categories/${i}`))),
    );
    (data.templates ?? []).forEach((t, i) =>
      model.templates.push(locate({ ...t }, at(`/templates/${i}`))),
    );
  }
  return model;
}
