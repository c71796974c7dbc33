/**
 * Every manifest kind the generator knows, in the order the reference (docs/manifests.md) lists
 * them. This object is the one list of kinds: the model type (core/model.ts), the kind names, the
 * bundle files and the reference are derived from it. Adding a kind is one line here (habit:
 * "adding a kind should mean adding one folder and one registry line").
 */
import type { Emitter, KindDefinition } from './core/types';
import { bundleEmitter } from './emit/bundle';
import { docsEmitter } from './emit/docs';
import { editorSchemasEmitter } from './emit/editorSchemas';
import { stagingLocalesEmitter } from './i18n/emitStaging';
import { accessKind } from './kinds/access';
import { analysisPagesKind } from './kinds/analysisPages';
import { apiKind } from './kinds/api';
import { appKind } from './kinds/app';
import { catalogKind } from './kinds/catalog';
import { emptyStatesKind } from './kinds/emptyStates';
import { formsKind } from './kinds/forms';
import { guidesKind } from './kinds/guides';
import { menusKind } from './kinds/menus';
import { personasKind } from './kinds/personas';
import { routesKind } from './kinds/routes';
import { schemasKind } from './kinds/schemas';
import { semanticLayerKind } from './kinds/semanticLayer';
import { surveyTemplatesKind } from './kinds/surveyTemplates';

/** Checks at compile time that every key is the name its kind declares (`access: accessKind`). */
function registry<T extends { [K in keyof T]: { kind: K } }>(entries: T): T {
  return entries;
}

export const kinds = registry({
  app: appKind,
  routes: routesKind,
  menus: menusKind,
  access: accessKind,
  catalog: catalogKind,
  guides: guidesKind,
  'empty-states': emptyStatesKind,
  'survey-templates': surveyTemplatesKind,
  api: apiKind,
  schemas: schemasKind,
  forms: formsKind,
  'semantic-layer': semanticLayerKind,
  'analysis-pages': analysisPagesKind,
  personas: personasKind,
});

/** The kinds in registry order, each seen as any kind. */
export const kindList: readonly KindDefinition[] = Object.values(kinds);

const byName = new Map<string, KindDefinition>(kindList.map((k) => [k.kind, k]));

/** The kind a document names, or undefined (a plain lookup: `kind: constructor` names no kind). */
export function kindNamed(name: string): KindDefinition | undefined {
  return byName.get(name);
}

/**
 * Every emitter: the kinds' own, the staging translations (derived from locales/), then the
 * bundle, the reference and the editor schemas, which receive the kinds.
 */
export const emitters: readonly Emitter[] = [
  ...kindList.flatMap((k) => k.emitters ?? []),
  stagingLocalesEmitter,
  bundleEmitter(kindList),
  docsEmitter(kindList),
  editorSchemasEmitter(kindList),
];
