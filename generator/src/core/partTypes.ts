/**
 * The type of each kind's part of the model, by kind name. Kinds type their checks with these
 * (`PartsOf<'menus' | 'routes'>`) instead of the registry's model, so a kind depends only on the
 * parts it reads, never on the list of every kind. core/model.ts asserts that the registry's
 * kinds collect exactly these types.
 */
import type { AccessModel } from '../kinds/access/model';
import type { AnalysisPagesModel } from '../kinds/analysisPages/model';
import type { ApiModel } from '../kinds/api/model';
import type { AppModel } from '../kinds/app/model';
import type { CatalogModel } from '../kinds/catalog/model';
import type { EmptyStatesModel } from '../kinds/emptyStates/model';
import type { FormsModel } from '../kinds/forms/model';
import type { GuidesModel } from '../kinds/guides/model';
import type { MenusModel } from '../kinds/menus/model';
import type { PersonasModel } from '../kinds/personas/model';
import type { RoutesModel } from '../kinds/routes/model';
import type { SchemasModel } from '../kinds/schemas/model';
import type { SemanticLayerModel } from '../kinds/semanticLayer/model';
import type { SurveyTemplatesModel } from '../kinds/surveyTemplates/model';

export interface PartTypes {
  app: AppModel;
  routes: RoutesModel;
  menus: MenusModel;
  access: AccessModel;
  catalog: CatalogModel;
  guides: GuidesModel;
  'empty-states': EmptyStatesModel;
  'survey-templates': SurveyTemplatesModel;
  api: ApiModel;
  schemas: SchemasModel;
  forms: FormsModel;
  'semantic-layer': SemanticLayerModel;
  'analysis-pages': AnalysisPagesModel;
  personas: PersonasModel;
}

/** The name of a manifest kind, as written after `kind:`. */
export type PartName = keyof PartTypes & string;

/** The parts of the model a check declared it reads (its own included). */
export type PartsOf<N extends PartName> = Pick<PartTypes, N>;
