/**
 * Editor schemas ("help while typing"): one JSON Schema per manifest kind,
 * `generated/schemas/<kind>.schema.json`, for the YAML language server (VS Code's YAML extension,
 * wired in .vscode/settings.json). Each is the kind's own schema — same descriptions, examples and
 * dialect (2020-12; yaml-language-server 1.25 reads draft-04 to 2020-12) — with the names a value must refer
 * to filled in as enums from the other manifests and locales/en: route names, permissions, flags,
 * predicates, variants, plans, experiments, languages and translation keys. Completion then
 * offers real names, and a misspelt one is underlined while typing.
 *
 * Enums live once per file under `$defs` (the translation keys alone are thousands) and each
 * referring place points there. A name list that is empty (a project without that manifest)
 * adds no enum, so the editor never rejects what `lodestar validate` accepts.
 */
import type { JSONSchema } from '../core/jsonSchema';
import type { Model } from '../core/model';
import { sortStrings } from '../core/order';
import type { Emitter, KindDefinition } from '../core/types';
import { loadLocales, translationKeys, type Locales } from '../load/translations';
import { GENERATED_NOTE } from './files';

/** What a referring value names; each becomes one `$defs` entry `names-<kind>`. */
type NameKind =
  | 'route'
  | 'permission'
  | 'flag'
  | 'predicate'
  | 'variant'
  | 'experiment'
  | 'plan'
  | 'product'
  | 'organization-size'
  | 'language'
  | 'translation-key';

/**
 * Where a kind schema refers to a name declared elsewhere, by schema path (`<kind>` then
 * `.property`, `[]` for array items, `#def` for a `$defs` entry). The kind schemas mark these
 * places only by pattern and description (kinds/shared.ts `name(...)`), so the list is here;
 * the test checks every path still exists, so a renamed property cannot silently drop its enum.
 */
export const REFERENCE_PATHS: Record<string, NameKind> = {
  'routes.redirects[].to': 'route',
  'menus.menus[].variants[]': 'variant',
  'menus#item.route': 'route',
  'menus#item.alternate.route': 'route',
  'guides.guide.page': 'route',
  'guides.guide.showOn.routes[]': 'route',
  'guides.guide.showOn.exceptRoutes[]': 'route',
  'guides.guide.launcher.routes[]': 'route',
  'guides.guide.dismiss.route': 'route',
  'guides#callToAction.route': 'route',
  'empty-states.emptyState.guideCards[].route': 'route',
  'empty-states#callToAction.route': 'route',
  'empty-states#card.route': 'route',
  'catalog.allowances[].product': 'product',
  'catalog.allowances[].plan': 'plan',
  'catalog.campaigns[].plan': 'plan',
  'catalog.campaigns[].organizationSizes[]': 'organization-size',
  'personas.personas[].variant': 'variant',
  'personas.personas[].permissions[]': 'permission',
  'personas.personas[].flags[]': 'flag',
  'personas.personas[].plan': 'plan',
  'personas.personas[].locale': 'language',
};

/** The gate language (kinds/shared.ts `gateDefs`) is the same `$defs/gate` in every kind. */
const GATE_PATHS: Record<string, NameKind> = {
  '#gate.permission': 'permission',
  '#gate.flag': 'flag',
  '#gate.predicate': 'predicate',
  '#gate.variant[]': 'variant',
  '#gate.plan[]': 'plan',
  '#gate.experiment.name': 'experiment',
  '#gate.locale[]': 'language',
};

export type NameLists = Record<NameKind, string[]>;

/** Every name a manifest may refer to, from the model and the English translation files. */
export function nameLists(model: Model, locales: Locales): NameLists {
  const names = <T extends { name: string }>(list: readonly T[] | undefined) =>
    (list ?? []).map((x) => x.name);
  const catalog = model.catalog;
  return {
    route: names(model.routes?.routes),
    permission: names(model.access?.permissions),
    flag: names(model.access?.flags),
    predicate: names(model.access?.predicates),
    variant: names(model.access?.variants),
    experiment: names(model.access?.experiments),
    plan: (catalog?.plans ?? []).map((p) => p.id),
    product: names(catalog?.products),
    'organization-size': (catalog?.organizationSizes ?? []).map((s) => s.id),
    language: (model.app?.languages?.available ?? []).map((l) => l.code),
    'translation-key': [...translationKeys(locales)],
  };
}

/** The editor schema of one kind: a copy of its schema with references turned into enums. */
export function editorSchema(kind: KindDefinition, lists: NameLists): JSONSchema {
  const used = new Set<NameKind>();
  const refer = (node: JSONSchema, nameKind: NameKind): JSONSchema => {
    if (lists[nameKind].length === 0) return node;
    used.add(nameKind);
    // 2020-12 keeps the siblings of $ref: description and examples still show on hover.
    const rest: JSONSchema = { ...node };
    delete rest.type;
    delete rest.pattern;
    delete rest.format;
    return { ...rest, $ref: `#/$defs/names-${nameKind}` };
  };
  const walk = (node: JSONSchema, path: string): JSONSchema => {
    if (!node || typeof node !== 'object') return node;
    const def = path.indexOf('#');
    const target = REFERENCE_PATHS[path] ?? (def >= 0 ? GATE_PATHS[path.slice(def)] : undefined);
    if (target && node.type === 'string') return refer(node, target);
    if (node.type === 'string' && node.format === 'i18n-key') return refer(node, 'translation-key');
    const out: JSONSchema = { ...node };
    const map = (record: Record<string, JSONSchema> | undefined, at: (k: string) => string) =>
      record && Object.fromEntries(Object.entries(record).map(([k, v]) => [k, walk(v, at(k))]));
    if (node.properties) out.properties = map(node.properties, (k) => `${path}.${k}`);
    if (node.patternProperties) out.patternProperties = map(node.patternProperties, () => path);
    if (node.$defs) out.$defs = map(node.$defs, (k) => `${kind.kind}#${k}`);
    if (node.additionalProperties && typeof node.additionalProperties === 'object')
      out.additionalProperties = walk(node.additionalProperties, `${path}.*`);
    if (node.items) out.items = walk(node.items, `${path}[]`);
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
      if (node[key]) out[key] = node[key].map((s) => walk(s, path));
    for (const key of ['not', 'if', 'then', 'else'] as const)
      if (node[key]) out[key] = walk(node[key], path);
    return out;
  };
  const body = walk(kind.schema, kind.kind);
  // No $id: the editor resolves `#/$defs/…` within the file instead of fetching lodestar.dev.
  delete body.$id;
  const defs: Record<string, JSONSchema> = { ...body.$defs };
  for (const nameKind of sortStrings([...used]) as NameKind[]) {
    const names: JSONSchema & { errorMessage: string } = {
      description: `A ${nameKind.replace('-', ' ')} declared in the project (filled in by \`npm run gen\`).`,
      type: 'string',
      enum: sortStrings([...new Set(lists[nameKind])]),
      // yaml-language-server shows this instead of listing every allowed value (thousands of keys).
      errorMessage: `Not a ${nameKind.replace('-', ' ')} of this project. Ctrl+Space lists them; after declaring a new one, run \`npm run gen\` (\`npm run dev\` does it on save).`,
    };
    defs[`names-${nameKind}`] = names;
  }
  // A deep copy: the walk shares untouched subtrees with the kind schema, and a consumer (the
  // language server adds `_sourceUri`) must not be able to change what `validate` compiles.
  return structuredClone({ ...body, ...(Object.keys(defs).length ? { $defs: defs } : {}) });
}

/** Paths the walk visits, for the test that keeps REFERENCE_PATHS in step with the schemas. */
export function schemaPaths(kind: KindDefinition): Set<string> {
  const paths = new Set<string>();
  const walk = (node: JSONSchema | undefined, path: string) => {
    if (!node || typeof node !== 'object') return;
    paths.add(path);
    for (const [k, v] of Object.entries(node.properties ?? {})) walk(v, `${path}.${k}`);
    for (const v of Object.values(node.patternProperties ?? {})) walk(v, path);
    for (const [k, v] of Object.entries(node.$defs ?? {})) walk(v, `${kind.kind}#${k}`);
    if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${path}.*`);
    walk(node.items, `${path}[]`);
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
      for (const s of node[key] ?? []) walk(s, path);
    for (const key of ['not', 'if', 'then', 'else'] as const) walk(node[key], path);
  };
  walk(kind.schema, kind.kind);
  return paths;
}

export function editorSchemaPath(kind: string): string {
  return `generated/schemas/${kind}.schema.json`;
}

/** The emitter: the registry passes every kind; it reads every kind's names and locales/en. */
export function editorSchemasEmitter(kinds: readonly KindDefinition[]): Emitter {
  return {
    id: 'editor-schemas',
    dependsOn: ['routes', 'access', 'catalog', 'app'],
    readsLocales: true,
    emit(model, env) {
      const locales = env.locales ?? loadLocales(env.root, []);
      const lists = nameLists(model, locales);
      return kinds.map((kind) => ({
        path: editorSchemaPath(kind.kind),
        // `$comment` rather than jsonFile's `$generated`: a schema may only hold schema keywords.
        content:
          JSON.stringify({ $comment: GENERATED_NOTE, ...editorSchema(kind, lists) }, null, 2) +
          '\n',
      }));
    },
  };
}
