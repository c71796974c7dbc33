/**
 * The manifest reference for product managers (`docs/manifests.md`), written from the kinds'
 * JSON Schemas: every property with its type, whether it is required, its description and an
 * example. The schemas are the single source; this page can never drift from the validator.
 */
import type { JSONSchema } from '../core/jsonSchema';
import type { Emitter, KindDefinition } from '../core/types';
import { CORE_RULES } from '../core/rules';
import { markdownFile } from './files';

/** The reference of the given kinds, in their order (the registry passes them). */
export function docsEmitter(kinds: readonly KindDefinition[]): Emitter {
  return {
    id: 'docs',
    dependsOn: [],
    emit() {
      const parts = [
        '# Manifest reference',
        '',
        'Every file under `manifests/` is a YAML document with a `kind` and a `version`. This page lists, for each kind, every key a document may hold. `lodestar validate` checks documents against exactly these schemas.',
        '',
        ...kinds.map((k) => `- [${k.kind}](#kind-${k.kind}) — ${k.title}`),
        '',
      ];
      for (const kind of kinds) parts.push(renderKind(kind));
      parts.push(renderRules(kinds));
      return [{ path: 'docs/manifests.md', content: markdownFile(parts.join('\n')) }];
    },
  };
}

function renderKind(kind: KindDefinition): string {
  const rows: string[] = [];
  walk(kind.schema, kind.schema, '', true, rows, new Set());
  return [
    `## <a id="kind-${kind.kind}"></a>\`kind: ${kind.kind}\` (version ${kind.version}) — ${kind.title}`,
    '',
    kind.description,
    '',
    '| key | type | required | description | example |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

function walk(
  schema: JSONSchema,
  root: JSONSchema,
  path: string,
  required: boolean,
  rows: string[],
  seen: Set<string>,
) {
  const resolved = resolve(schema, root);
  if (path) {
    rows.push(
      `| \`${path}\` | ${typeOf(resolved)} | ${required ? 'yes' : ''} | ${cell(schema.description ?? resolved.description ?? '')} | ${cell(example(schema, resolved))} |`,
    );
  }
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return; // recursive definitions (gates) are described once
    seen = new Set(seen).add(schema.$ref);
  }
  for (const [key, child] of Object.entries(resolved.properties ?? {})) {
    walk(
      child,
      root,
      path ? `${path}.${key}` : key,
      (resolved.required ?? []).includes(key),
      rows,
      seen,
    );
  }
  for (const [pattern, child] of Object.entries(resolved.patternProperties ?? {})) {
    walk(child, root, `${path}.<${patternName(pattern)}>`, false, rows, seen);
  }
  if (resolved.additionalProperties && typeof resolved.additionalProperties === 'object') {
    walk(resolved.additionalProperties, root, `${path}.<name>`, false, rows, seen);
  }
  if (resolved.items) walk(resolved.items, root, `${path}[]`, false, rows, seen);
}

function resolve(schema: JSONSchema, root: JSONSchema): JSONSchema {
  if (!schema.$ref?.startsWith('#/$defs/')) return schema;
  return root.$defs?.[schema.$ref.slice('#/$defs/'.length)] ?? schema;
}

function typeOf(s: JSONSchema): string {
  if (s.const !== undefined) return `\`${JSON.stringify(s.const)}\``;
  if (s.enum) return s.enum.map((v) => `\`${String(v)}\``).join(' \\| ');
  if (s.format === 'i18n-key') return 'translation key';
  if (Array.isArray(s.type)) return s.type.join(' \\| ');
  if (s.type === 'array') return 'list';
  if (s.type === 'object') return 'mapping';
  return s.type ?? 'any';
}

function example(s: JSONSchema, r: JSONSchema): string {
  const ex = s.examples?.[0] ?? r.examples?.[0];
  if (ex === undefined) return '';
  const text = JSON.stringify(ex);
  return '`' + (text.length > 70 ? text.slice(0, 67) + '...' : text) + '`';
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function patternName(pattern: string): string {
  return pattern.length > 20 ? 'name' : pattern.replace(/[\^$]/g, '');
}

function renderRules(kinds: readonly KindDefinition[]): string {
  const rows = [
    ...Object.entries(CORE_RULES),
    ...kinds.flatMap((k) => Object.entries(k.rules ?? {})),
  ];
  return [
    '## Validation rules',
    '',
    '| rule | meaning |',
    '| --- | --- |',
    ...rows.map(([r, m]) => `| \`${r}\` | ${m} |`),
    '',
  ].join('\n');
}
