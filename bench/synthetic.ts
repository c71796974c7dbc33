/**
 * Builds a synthetic manifest set N× the size of the product's (counted in bytes of YAML) by
 * adding renamed copies of the kinds whose entries are independent declarations — routes, API
 * endpoints, entity schemas — until the size target is reached. Copies keep pointing at the
 * original entities, gates and translation keys, so the set stays valid and exercises the same
 * validation, cross-file checks and emitters as the real one.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

type Doc = Record<string, unknown> & { kind: string };

const scalers: Record<string, (doc: Doc, copy: number) => Doc | undefined> = {
  routes: (doc, k) => ({
    kind: 'routes',
    version: doc.version,
    routes: (doc.routes as { name: string; path: string }[]).map((r) => ({
      ...r,
      name: `c${k}.${r.name}`,
      path: `/c${k}${r.path}`,
    })),
  }),
  api: (doc, k) => ({
    kind: 'api',
    version: doc.version,
    endpoints: (doc.endpoints as { id: string; path: string }[]).map((e) => ({
      ...e,
      id: `${e.id}C${k}`,
      path: e.path.replace(/^\/api\//, `/api/c${k}/`),
    })),
  }),
  schemas: (doc, k) => ({
    kind: 'schemas',
    version: doc.version,
    schemas: Object.fromEntries(
      Object.entries(doc.schemas as Record<string, unknown>).map(([name, schema]) => [
        `${name}C${k}`,
        schema,
      ]),
    ),
  }),
};

function manifestFiles(root: string): string[] {
  return (readdirSync(join(root, 'manifests'), { recursive: true }) as string[])
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
}

export function manifestSize(root: string): { bytes: number; items: number } {
  let bytes = 0;
  let items = 0;
  for (const file of manifestFiles(root)) {
    const text = readFileSync(join(root, 'manifests', file), 'utf8');
    bytes += Buffer.byteLength(text);
    const doc = parse(text) as Doc;
    for (const value of Object.values(doc)) {
      if (Array.isArray(value)) items += value.length;
      else if (value && typeof value === 'object') items += Object.keys(value).length;
    }
  }
  return { bytes, items };
}

export function buildSynthetic(root: string, factor: number): void {
  const target = manifestSize(root).bytes * factor;
  const sources = manifestFiles(root)
    .map((file) => ({
      file,
      doc: parse(readFileSync(join(root, 'manifests', file), 'utf8')) as Doc,
    }))
    .filter(({ doc }) => scalers[doc.kind]);
  if (sources.length === 0) throw new Error('no scalable manifests (routes, api, schemas) found');
  let size = manifestSize(root).bytes;
  for (let k = 1; size < target; k++) {
    for (const { file, doc } of sources) {
      if (size >= target) break;
      const copy = scalers[doc.kind]!(doc, k);
      if (!copy) continue;
      const text = stringify(copy, { lineWidth: 0 });
      writeFileSync(
        join(
          root,
          'manifests',
          `${file.replace(/[/\\]/g, '_').replace(/\.ya?ml$/, '')}.copy${k}.yaml`,
        ),
        text,
      );
      size += Buffer.byteLength(text);
    }
  }
}
