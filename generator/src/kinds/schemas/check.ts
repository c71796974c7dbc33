/**
 * Cross-file rules of the `schemas` kind: entity names are unique over all files, every `$ref`
 * names a declared entity, and `required` only lists declared properties.
 */
import { childRef } from '../../core/located';
import type { PartName, PartsOf } from '../../core/partTypes';
import type { CheckContext, Ref } from '../../core/types';
import type { EntitySchema } from './model';
import { reportDuplicates } from '../../resolve/reportDuplicates';
import { schemaRefs, walkSchema } from './walk';

/** The other kinds' parts the schemas check reads (see KindDefinition `reads`). */
export const SCHEMAS_READS = [] as const satisfies readonly PartName[];
export type SchemasParts = PartsOf<'schemas' | (typeof SCHEMAS_READS)[number]>;

export const SCHEMAS_RULES: Record<string, string> = {
  'schemas/unknown-ref': 'A `$ref` names an entity no schemas manifest declares.',
  'schemas/duplicate-name': 'The same entity name is declared in two schemas manifests.',
  'schemas/required-not-declared':
    '`required` lists a property that `properties` does not declare.',
};

export function checkSchemas(model: SchemasParts, ctx: CheckContext): void {
  const entities = model.schemas.schemas;
  const names = entities.map((e) => e.name);
  const first = reportDuplicates(ctx, entities, {
    rule: 'schemas/duplicate-name',
    key: (e) => e.name,
    at: (e) => e.$at,
    message: (name) => `Entity "${name}" is declared twice`,
    expected: 'each entity name declared once over all schemas manifests',
    found: (name) => `a second "${name}"`,
    hint: 'Rename one of them, or merge the two declarations into one.',
  });
  // An entity in a file that failed its schema is missing from the model: no false "unknown".
  const refsCheckable = ctx.complete('schemas');
  for (const entity of entities) {
    for (const ref of refsCheckable ? schemaRefs(entity.schema, entity.$at) : []) {
      if (first.has(ref.name)) continue;
      ctx.report({
        at: ref.at,
        rule: 'schemas/unknown-ref',
        message: `No entity is named "${ref.name}"`,
        expected: 'the name of an entity declared in a schemas manifest',
        found: JSON.stringify(ref.name),
        hint: ctx.didYouMeanHint(ref.name, names) ?? 'Declare the entity under `schemas:` first.',
      });
    }
    checkRequiredDeclared(entity.schema, entity.$at, ctx);
  }
}

/** Shared with the api kind: its inline bodies are written in the same subset. */
export function checkRequiredDeclared(schema: EntitySchema, at: Ref, ctx: CheckContext): void {
  walkSchema(schema, at, (node, where) => {
    const declared = Object.keys(node.properties ?? {});
    (node.required ?? []).forEach((name, i) => {
      if (declared.includes(name)) return;
      ctx.report({
        at: childRef(where, 'required', i),
        rule: 'schemas/required-not-declared',
        message: `Required property "${name}" is not declared under properties`,
        expected: declared.length
          ? `one of ${declared.map((d) => `"${d}"`).join(', ')}`
          : 'a property declared under properties',
        found: JSON.stringify(name),
        hint:
          ctx.didYouMeanHint(name, declared) ?? `Declare "${name}" under properties, or drop it.`,
      });
    });
  });
}
