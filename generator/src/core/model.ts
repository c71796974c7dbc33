/**
 * The compiled product: one part per manifest kind. Emitters and cross-file checks read it.
 * Adding a kind = a folder under kinds/, one line here and one line in registry.ts.
 */
import type { AccessModel } from '../kinds/access/model';
import type { ApiModel } from '../kinds/api/model';
import type { AppModel } from '../kinds/app/model';
import type { CatalogModel } from '../kinds/catalog/model';
import type { EmptyStatesModel } from '../kinds/emptyStates/model';
import type { FormsModel } from '../kinds/forms/model';
import type { GuidesModel } from '../kinds/guides/model';
import type { MenusModel } from '../kinds/menus/model';
import type { RoutesModel } from '../kinds/routes/model';
import type { SchemasModel } from '../kinds/schemas/model';

export interface Model {
  app: AppModel;
  routes: RoutesModel;
  menus: MenusModel;
  access: AccessModel;
  catalog: CatalogModel;
  guides: GuidesModel;
  'empty-states': EmptyStatesModel;
  api: ApiModel;
  schemas: SchemasModel;
  forms: FormsModel;
}
