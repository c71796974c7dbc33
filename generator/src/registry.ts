/**
 * Every manifest kind and every emitter the generator knows. Adding a kind or an output is one
 * line here (habit: "adding a kind should mean adding one folder and one registry line").
 */
import type { Emitter, KindDefinition } from './core/types';
import type { Model } from './core/model';
import { accessKind } from './kinds/access';
import { apiKind } from './kinds/api';
import { appKind } from './kinds/app';
import { catalogKind } from './kinds/catalog';
import { emptyStatesKind } from './kinds/emptyStates';
import { formsKind } from './kinds/forms';
import { guidesKind } from './kinds/guides';
import { menusKind } from './kinds/menus';
import { routesKind } from './kinds/routes';
import { schemasKind } from './kinds/schemas';
import { bundleEmitter } from './emit/bundle';
import { docsEmitter } from './emit/docs';

export const kinds: { [K in keyof Model]: KindDefinition<K> } = {
  app: appKind,
  routes: routesKind,
  menus: menusKind,
  access: accessKind,
  catalog: catalogKind,
  guides: guidesKind,
  'empty-states': emptyStatesKind,
  api: apiKind,
  schemas: schemasKind,
  forms: formsKind,
};

export const kindList = Object.values(kinds) as KindDefinition[];

export const emitters: Emitter[] = [
  ...kindList.flatMap((k) => k.emitters ?? []),
  bundleEmitter,
  docsEmitter,
];
