/**
 * Editor schemas: one JSON Schema per manifest kind, valid 2020-12, accepting every
 * real manifest, with the names values refer to filled in from the real manifests; and parity
 * with `lodestar validate`: the real YAML language server (the engine of VS Code's YAML
 * extension), driven in-process, reports an error on the line of every schema error of the
 * invalid fixtures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from 'yaml-language-server/lib/umd/languageservice/yamlLanguageService.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../../runtime/rules/validation/createAjv';
import type { JSONSchema } from '../../generator/src/core/jsonSchema';
import {
  REFERENCE_PATHS,
  editorSchema,
  editorSchemaPath,
  editorSchemasEmitter,
  nameLists,
  schemaPaths,
} from '../../generator/src/emit/editorSchemas';
import { kindList, validate, type Project } from '../../generator/src/index';
import { FIXTURES, fixtureCases } from './fixtureHarness';

const ROOT = join(FIXTURES, '..', '..');

describe('editor schemas of the real manifests', () => {
  let project: Project;
  let schemas: Map<string, JSONSchema>;
  beforeAll(async () => {
    project = validate(ROOT);
    const files = await editorSchemasEmitter(kindList).emit(project.model, {
      root: ROOT,
      locales: project.locales,
    });
    schemas = new Map(files.map((f) => [f.path, JSON.parse(f.content) as JSONSchema]));
  });

  it('emits one schema per kind (npm run gen writes them; gen:check keeps them fresh)', () => {
    expect([...schemas.keys()].sort()).toEqual(
      kindList.map((k) => editorSchemaPath(k.kind)).sort(),
    );
    for (const path of schemas.keys()) expect(existsSync(join(ROOT, path)), path).toBe(true);
  });

  it('each is a valid 2020-12 schema that accepts every real manifest of its kind', () => {
    for (const kind of kindList) {
      const schema = schemas.get(editorSchemaPath(kind.kind))!;
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      // strict off: `errorMessage` is the language server's extension keyword, not ajv's.
      const ajv = createAjv('2020-12', { strict: false, allErrors: true });
      expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
      const check = ajv.compile(schema);
      const docs = project.documents.filter((d) => d.kind === kind.kind);
      expect(docs.length, `no manifest of kind ${kind.kind}`).toBeGreaterThan(0);
      for (const doc of docs)
        expect(check(doc.data), `${doc.file}: ${JSON.stringify(check.errors?.slice(0, 3))}`).toBe(
          true,
        );
    }
  });

  it('fills enums from the real manifests and locales/en', () => {
    const defs = (kind: string) => schemas.get(editorSchemaPath(kind))!.$defs ?? {};
    const routes = project.model.routes.routes.map((r) => r.name);
    expect(defs('menus')['names-route']?.enum).toEqual(expect.arrayContaining(routes));
    expect(defs('menus')['names-route']?.enum).toContain('surveys.list');
    expect(defs('guides')['names-permission']?.enum).toContain('surveys-create');
    expect(defs('menus')['names-flag']?.enum).toEqual(
      expect.arrayContaining(project.model.access.flags.map((f) => f.name)),
    );
    expect(defs('menus')['names-predicate']?.enum).toEqual(
      expect.arrayContaining(project.model.access.predicates.map((p) => p.name)),
    );
    expect(defs('menus')['names-variant']?.enum).toContain('lite');
    expect(defs('routes')['names-translation-key']?.enum).toContain(
      project.model.routes.routes[0]!.title,
    );
    // A wrong name is refused by the editor schema, as `validate` refuses it.
    const ajv = createAjv('2020-12', { strict: false });
    const gate = ajv.compile({
      $defs: schemas.get(editorSchemaPath('menus'))!.$defs,
      $ref: '#/$defs/gate',
    });
    expect(gate({ permission: 'surveys-create' })).toBe(true);
    expect(gate({ predicate: 'not-lit' })).toBe(false);
  });

  it('.vscode/settings.json maps every manifest to its kind schema, generated/ read-only', () => {
    // JSONC: drop the comment lines VS Code allows.
    const text = readFileSync(join(ROOT, '.vscode/settings.json'), 'utf8');
    const settings = JSON.parse(text.replace(/^\s*\/\/.*$/gm, '')) as {
      'yaml.schemas': Record<string, string[]>;
      'files.readonlyInclude': Record<string, boolean>;
    };
    expect(settings['files.readonlyInclude']['generated/**']).toBe(true);
    const globRegExp = (glob: string) =>
      new RegExp(
        '^' +
          glob
            .split(/(\*\*\/|\*)/)
            .map((part) =>
              part === '**/'
                ? '(?:.*/)?'
                : part === '*'
                  ? '[^/]*'
                  : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
            )
            .join('') +
          '$',
      );
    for (const doc of project.documents) {
      const globs = settings['yaml.schemas'][`./${editorSchemaPath(doc.kind)}`] ?? [];
      expect(
        globs.some((g) => globRegExp(g).test(doc.file)),
        `${doc.file} (${doc.kind})`,
      ).toBe(true);
    }
    const extensions = JSON.parse(readFileSync(join(ROOT, '.vscode/extensions.json'), 'utf8'));
    expect(extensions.recommendations).toContain('redhat.vscode-yaml');
  });

  it('every reference path still names a string in its kind schema', () => {
    const all = new Set(kindList.flatMap((k) => [...schemaPaths(k)]));
    for (const path of Object.keys(REFERENCE_PATHS)) expect(all, path).toContain(path);
  });
});

/** `file:line:col error rule …` lines of expected.txt. */
function expectedErrors(root: string): { file: string; line: number; rule: string }[] {
  const text = readFileSync(join(root, 'expected.txt'), 'utf8');
  return [...text.matchAll(/^(\S+):(\d+):\d+ error (\S+) /gm)].map((m) => ({
    file: m[1]!,
    line: Number(m[2]),
    rule: m[3]!,
  }));
}

/**
 * The language server configured the way .vscode/settings.json configures VS Code. `base` is a
 * URI folder of its own per fixture: the server caches parsed documents by URI and version.
 */
function languageServer(project: Project, base: string) {
  const service = getLanguageService({
    schemaRequestService: (uri: string) =>
      Promise.reject(new Error(`no fetching in tests: ${uri}`)),
    workspaceContext: { resolveRelativePath: (relative: string) => relative },
  });
  const lists = nameLists(project.model, project.locales);
  service.configure({
    validate: true,
    completion: true,
    hover: true,
    schemas: kindList.map((kind) => ({
      uri: `${base}/${editorSchemaPath(kind.kind)}`,
      fileMatch: [`manifests/${kind.kind}.yaml`, `manifests/${kind.kind}/*.yaml`],
      schema: editorSchema(kind, lists),
    })),
  });
  return service;
}

describe('the YAML language server reports every schema error of the fixtures on its line', () => {
  for (const name of fixtureCases('invalid')) {
    const root = join(FIXTURES, 'invalid', name);
    const errors = expectedErrors(root);
    const schemaErrors = errors.filter((e) => e.rule.startsWith('schema/'));
    if (!schemaErrors.length) {
      const rules = [...new Set(errors.map((e) => e.rule))].join(', ');
      it.skip(`${name} (not a schema error: ${rules})`, () => {});
      continue;
    }
    it(name, async () => {
      const project = validate(root);
      const base = `file:///fixtures/${name}`;
      const service = languageServer(project, base);
      for (const file of new Set(schemaErrors.map((e) => e.file))) {
        const text = readFileSync(join(root, file), 'utf8');
        const doc = TextDocument.create(`${base}/${file}`, 'yaml', 1, text);
        const reported = await service.doValidation(doc, false);
        const lines = new Set(reported.map((d) => d.range.start.line + 1));
        for (const error of schemaErrors.filter((e) => e.file === file))
          expect(
            lines,
            `${file}:${error.line} ${error.rule}; the language server said ${JSON.stringify(reported.map((d) => `${d.range.start.line + 1}: ${d.message}`))}`,
          ).toContain(error.line);
      }
    });
  }
});

describe('the YAML language server on the real manifests', () => {
  let project: Project;
  let service: ReturnType<typeof languageServer>;
  const base = 'file:///repository';
  beforeAll(() => {
    project = validate(ROOT);
    service = languageServer(project, base);
  });

  it('reports no error in any manifest validate accepts', async () => {
    const files = [...new Set(project.documents.map((d) => d.file))];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const reported = await service.doValidation(
        TextDocument.create(`${base}/${file}`, 'yaml', 1, text),
        false,
      );
      const errors = reported.filter((d) => d.severity === 1);
      expect(
        errors.map((d) => `${file}:${d.range.start.line + 1} ${d.message}`),
        file,
      ).toEqual([]);
    }
  });

  it('completes real names: a permission in a menu gate, a route of a menu item', async () => {
    const text = [
      'kind: menus',
      'version: 1',
      'menus:',
      '  - id: demo',
      '    placement: sidebar',
      '    items:',
      '      - id: x',
      '        label: nav:surveys',
      '        route: ',
      '        gates:',
      '          - effect: hidden',
      '            when:',
      '              permission: ',
    ].join('\n');
    const doc = TextDocument.create(`${base}/manifests/menus/completion.yaml`, 'yaml', 1, text);
    const labels = async (line: number) =>
      (
        await service.doComplete(doc, { line, character: text.split('\n')[line]!.length }, false)
      ).items.map((i) => i.label);
    expect(await labels(8)).toContain('surveys.list');
    expect(await labels(12)).toContain('surveys-create');
  });
});
