/**
 * The generator's one entry point. load → validate → resolve (cross-file checks) → emit → write.
 * `createGenerator` keeps parsed files and emitter outputs between runs, so watch mode (and the
 * dev server) re-do only what a change touches; `generate()` is the one-shot form the CLI uses.
 */
import { createHash } from 'node:crypto';
import { diagnosticKey, foldFollowing, incompleteKinds, type Cause } from './core/following';
import type { KindName, Model } from './core/model';
import { compareStrings } from './core/order';
import type {
  CheckContext,
  KindDefinition,
  Diagnostic,
  ManifestDocument,
  OutputFile,
  Problem,
  Ref,
  SourceLocation,
} from './core/types';
import { checkTranslations } from './i18n/checkTranslations';
import { scanCode, type CodeCache } from './i18n/scanCode';
import { readRecord } from './i18n/translationRecord';
import {
  declaredKind,
  listManifestFiles,
  parseSource,
  readSources,
  type SourceFile,
} from './load/loadManifests';
import { locateIn } from './load/positions';
import { isPublicAsset } from './load/publicAssets';
import { loadLocales, translationKeys, type LocaleCache, type Locales } from './load/translations';
import { diskCache } from './core/diskCache';
import { createValidationCache, keysDigest } from './core/validationCache';
import { persistEmit, persistedEmit, withPersistedCodeCache } from './core/persisted';
import { emitters, kindList, kindNamed } from './registry';
import { didYouMeanHint } from './validate/suggestionHint';
import { createSchemaValidator, type KeyRef } from './validate/schemaValidate';
import { causesOf, keysNamedIn, type BrokenFile } from './validate/causes';
import { placeInFile, schemaValidPart, type ValidPart } from './validate/partialDocuments';
import { writeOutputs, type WriteResult } from './write/writeOutputs';

export interface Project {
  root: string;
  documents: ManifestDocument[];
  model: Model;
  /** Errors and warnings (`severity: 'warning'`), sorted by place. */
  diagnostics: Diagnostic[];
  /** Every `locales/<language>/<namespace>.json`. */
  locales: Locales;
}

export interface GenerateOptions {
  /** Compare with disk instead of writing; stale files are reported in the result. */
  check?: boolean;
  /** Produce the outputs in memory only (tests, bench): no comparison with disk at all. */
  dryRun?: boolean;
}

export interface GenerateResult extends Partial<WriteResult> {
  /** The validation errors (nothing was written) and warnings (they do not stop generation). */
  diagnostics: Diagnostic[];
  /** False when validation failed (nothing was written) or, with check, when files are stale. */
  ok: boolean;
  timings: Record<string, number>;
  /** Every produced file (path + content), sorted by path. */
  outputs: OutputFile[];
}

export interface Generator {
  load(): Project;
  generate(options?: GenerateOptions): Promise<GenerateResult>;
}

type ParsedDoc = Omit<ManifestDocument, 'kind' | 'valid'>;

/**
 * Translation-key uses extracted from code, shared by every generator of the process: an entry is
 * reused only while its file's text is unchanged, and reading the code is most of a validation's
 * time, which the CLI's commands and the tests pay once per process instead of once per call.
 */
const codeCache: CodeCache = new Map();

export interface GeneratorOptions {
  /**
   * Keep the schema checks, the code scan and the emitters' outputs there between processes
   * (the CLI's choice: `.lodestar/cache`); without it, caches live as long as the generator.
   */
  cacheDir?: string;
}

export function createGenerator(root: string, options: GeneratorOptions = {}): Generator {
  const disk = options.cacheDir ? diskCache(options.cacheDir) : undefined;
  const parseCache = new Map<
    string,
    { text: string; docs: ParsedDoc[]; diagnostics: Diagnostic[] }
  >();
  const emitCache = new Map<string, { key: string; files: OutputFile[] }>();
  const localeCache: LocaleCache = new Map();

  function parse(source: SourceFile): { docs: ParsedDoc[]; diagnostics: Diagnostic[] } {
    const cached = parseCache.get(source.file);
    if (cached && cached.text === source.text) return cached;
    const diagnostics: Diagnostic[] = [];
    const docs = parseSource(source, diagnostics);
    const entry = { text: source.text, docs, diagnostics };
    parseCache.set(source.file, entry);
    return entry;
  }

  // The validator reads this generator's translation keys; the compiled kind schemas behind it
  // are shared by the process (validate/schemaValidate.ts).
  let translations = new Set<string>();
  const validator = createSchemaValidator(() => translations);
  const validations = createValidationCache(disk);

  function load(): Project {
    const diagnostics: Diagnostic[] = [];
    const locales = loadLocales(root, diagnostics, localeCache);
    translations = translationKeys(locales);
    const keysKey = keysDigest(translations);
    const sources = readSources(root, listManifestFiles(root));
    const documents: ManifestDocument[] = [];
    const broken: BrokenFile[] = [];
    for (const source of sources) {
      const parsed = parse(source);
      // Copies: a later step may list problems under one of them, and the cache keeps the originals.
      diagnostics.push(...parsed.diagnostics.map((d) => ({ ...d })));
      if (!parsed.docs.length && parsed.diagnostics.length)
        broken.push({ file: source.file, kind: knownKind(declaredKind(source.text)) });
      for (const doc of parsed.docs) documents.push(classify(doc, diagnostics));
    }
    const keyRefs: KeyRef[] = [];
    // A file no schema reads still names its translation keys: they are not reported unused.
    const unread = new Set([...broken.map((b) => b.file), ...invalidFiles(documents)]);
    for (const source of sources.filter((s) => unread.has(s.file)))
      keyRefs.push(...keysNamedIn(source, translations));
    // Documents that failed their schema but whose schema-valid part still enters the model, so
    // the cross-file checks of that part run in the same pass (every error at once).
    const parts = new Map<ManifestDocument, ValidPart>();
    const docsPerFile = countBy(documents, (d) => d.file);
    for (const doc of documents) {
      const kind = kindNamed(doc.kind);
      if (!doc.valid || !kind) continue;
      const text = parseCache.get(doc.file)!.text;
      const checked = validations.get(doc.file, text, keysKey, () => {
        const refs: KeyRef[] = [];
        return { problems: validator.validate(doc, kind, refs), keyRefs: refs };
      });
      keyRefs.push(...checked.keyRefs);
      const { problems } = checked;
      if (problems.length) {
        doc.valid = false;
        diagnostics.push(...problems);
        // Places are restored per file: a file holding several documents is left out whole.
        const part =
          docsPerFile.get(doc.file) === 1
            ? schemaValidPart(doc.data, kind, problems, validator)
            : undefined;
        if (part) parts.set(doc, part);
      }
    }
    validations.save();
    const model = collectModel(documents, parts);
    const locate = locator(documents);
    const causes = causesOf(documents, parts, broken, diagnostics, (k) => Boolean(kindNamed(k)));
    diagnostics.push(...checkAll({ root, model, parts, locate }, causes));
    guarded('translation', diagnostics, () =>
      diagnostics.push(
        ...checkTranslations({
          model,
          locales,
          keyRefs,
          codeUses: withPersistedCodeCache(disk, codeCache, () => scanCode(root, codeCache)),
          locate,
          recordOf: (language) => readRecord(root, language),
        }),
      ),
    );
    diagnostics.sort(compareDiagnostics);
    return { root, documents, model, diagnostics, locales };
  }

  async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
    const timings: Record<string, number> = {};
    let t = performance.now();
    const project = load();
    timings.validate = performance.now() - t;
    const { diagnostics } = project;
    if (diagnostics.some((d) => d.severity !== 'warning'))
      return { diagnostics, ok: false, timings, outputs: [] };
    t = performance.now();
    const outputs: OutputFile[] = [];
    const localesKey = hash(project.locales.files.map((f) => `${f.file}\0${f.text}`).join('\0'));
    for (const emitter of emitters) {
      const inputs = [
        ...emitter.dependsOn.map((k) => project.model[k]),
        ...(emitter.readsLocales ? [localesKey] : []),
      ];
      const key = inputs.length ? hash(JSON.stringify(inputs)) : 'static';
      const cached = emitCache.get(emitter.id) ?? persistedEmit(disk, emitter.id, key);
      if (cached && cached.key === key) {
        emitCache.set(emitter.id, cached);
        outputs.push(...cached.files);
        continue;
      }
      const start = performance.now();
      const files = await emitter.emit(project.model, { root, locales: project.locales });
      timings[`emit:${emitter.id}`] = performance.now() - start;
      emitCache.set(emitter.id, { key, files });
      persistEmit(disk, emitter.id, { key, files });
      outputs.push(...files);
    }
    timings.emit = performance.now() - t;
    outputs.sort((a, b) => compareStrings(a.path, b.path));
    const duplicate = outputs.find((o, i) => i > 0 && outputs[i - 1]!.path === o.path);
    if (duplicate) throw new Error(`Two emitters produce ${duplicate.path}`);
    if (options.dryRun) return { diagnostics, ok: true, timings, outputs };
    t = performance.now();
    const written = writeOutputs(root, outputs, { check: options.check ?? false });
    timings.write = performance.now() - t;
    const ok = !options.check || (written.stale.length === 0 && written.orphans.length === 0);
    return { diagnostics, ok, timings, outputs, ...written };
  }

  return { load, generate };
}

/** One-shot generation (CLI `generate` and `generate --check`). */
export function generate(
  root: string,
  options: GenerateOptions & GeneratorOptions = {},
): Promise<GenerateResult> {
  return createGenerator(root, options).generate(options);
}

/** One-shot validation (CLI `validate`). */
export function validate(root: string, options: GeneratorOptions = {}): Project {
  return createGenerator(root, options).load();
}

function classify(doc: ParsedDoc, diagnostics: Diagnostic[]): ManifestDocument {
  const data = doc.data as { kind?: unknown; version?: unknown } | null;
  const kindName = data && typeof data === 'object' ? data.kind : undefined;
  const kind = typeof kindName === 'string' ? kindNamed(kindName) : undefined;
  const result: ManifestDocument = { ...doc, kind: String(kindName ?? ''), valid: Boolean(kind) };
  if (!kind) {
    const known = kindList.map((k) => k.kind);
    diagnostics.push({
      ...locateIn(result, kindName === undefined ? '' : '/kind'),
      rule: 'manifest/unknown-kind',
      message:
        kindName === undefined
          ? 'The document does not say which kind it is'
          : `Unknown manifest kind`,
      expected: `a key "kind" with one of ${known.map((k) => `"${k}"`).join(', ')}`,
      found: kindName === undefined ? 'no "kind" key' : JSON.stringify(kindName),
      hint:
        (typeof kindName === 'string' && didYouMeanHint(kindName, known)) ||
        'Add e.g. `kind: routes` at the top.',
    });
    return result;
  }
  if (data!.version !== kind.version) {
    result.valid = false;
    diagnostics.push({
      ...locateIn(result, data!.version === undefined ? '' : '/version'),
      rule: 'manifest/version',
      message: `This generator reads version ${kind.version} of "${kind.kind}" manifests`,
      expected: `version: ${kind.version}`,
      found: data!.version === undefined ? 'no "version" key' : JSON.stringify(data!.version),
      hint: `Write \`version: ${kind.version}\` below \`kind: ${kind.kind}\`.`,
    });
  }
  return result;
}

/**
 * Every kind's part, built from its valid documents and the schema-valid parts of the others
 * (the one place the model is assembled). A pruned document is collected from its pruned copy;
 * the places the checks report in it are renumbered to the file's as reported (runChecks).
 */
function collectModel(
  documents: ManifestDocument[],
  validParts: ReadonlyMap<ManifestDocument, ValidPart>,
): Model {
  const parts = kindList.map((kind) => {
    const ofKind = documents.filter((d) => d.kind === kind.kind);
    const part = kind.collect(
      ofKind.flatMap((d) => {
        const valid = validParts.get(d);
        return d.valid ? [d] : valid ? [{ ...d, data: valid.data }] : [];
      }),
    );
    return [kind.kind, part];
  });
  return Object.fromEntries(parts) as Model;
}

/** Line and column of a place in a manifest. */
function locator(documents: ManifestDocument[]): (ref: Ref) => SourceLocation {
  const byFile = new Map(documents.map((d) => [d.file, d]));
  return (ref) => {
    const doc = byFile.get(ref.file);
    return doc ? locateIn(doc, ref.pointer) : { ...ref, line: 1, column: 1 };
  };
}

interface CheckInput {
  root: string;
  model: Model;
  parts: ReadonlyMap<ManifestDocument, ValidPart>;
  locate: (ref: Ref) => SourceLocation;
}

/**
 * The cross-file checks, once with the incomplete kinds (a broken part may have declared the
 * name a check would call unknown) and once more per incomplete kind counting it whole: what that
 * adds is reported, or listed under the error it follows from (core/following.ts).
 */
function checkAll(input: CheckInput, causes: readonly Cause[]): Diagnostic[] {
  const incomplete = incompleteKinds(
    causes,
    kindList.map((k) => k.kind),
  );
  const base = runChecks(input, (k) => !incomplete.has(k));
  const known = new Set(base.map(diagnosticKey));
  const runs = [...incomplete].map((kind) => ({
    kind,
    diagnostics: runChecks(input, (k) => k === kind || !incomplete.has(k)).filter(
      (d) => !known.has(diagnosticKey(d)),
    ),
  }));
  return [...base, ...foldFollowing(causes, runs)];
}

function runChecks(
  { root, model, parts, locate }: CheckInput,
  complete: (kind: KindName) => boolean,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // Places in a pruned document are in the pruned copy's numbering until reported.
  const inFile = placeInFile(new Map([...parts].map(([d, part]) => [d.file, part.dropped])));
  const place = (ref: Ref) => locate(inFile(ref));
  const ctx: CheckContext = {
    report(problem: Problem) {
      const { at, related, ...rest } = problem;
      diagnostics.push({
        ...place(at),
        ...rest,
        ...(related ? { related: related.map(place) } : {}),
      });
    },
    complete,
    didYouMeanHint,
    publicAsset: (path) => isPublicAsset(root, path),
  };
  for (const kind of kindList) {
    guarded(kind.kind, diagnostics, () => kind.check?.(declaredParts(model, kind), ctx));
  }
  return diagnostics;
}

/** Only the parts a kind declared: a read its `reads` forgot fails at run time too, not silently. */
function declaredParts(model: Model, kind: KindDefinition): Model {
  const names = [kind.kind, ...kind.reads];
  return Object.fromEntries(names.map((name) => [name, model[name]])) as Model;
}

/** Runs a check; a check crashing on odd input is our bug, but the user gets a diagnostic, not a trace. */
function guarded(name: string, diagnostics: Diagnostic[], check: () => void): void {
  try {
    check();
  } catch (error) {
    diagnostics.push({
      file: 'manifests',
      pointer: '',
      line: 1,
      column: 1,
      rule: 'internal/check-failed',
      message: `The ${name} cross-file check failed: ${(error as Error).message}`,
    });
  }
}

function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    compareStrings(a.file, b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    compareStrings(a.rule, b.rule)
  );
}

/** Files holding a document no schema check read (an unknown kind, another version). */
function invalidFiles(documents: readonly ManifestDocument[]): string[] {
  return documents.filter((d) => !d.valid).map((d) => d.file);
}

function knownKind(name: string | undefined): string | undefined {
  return name !== undefined && kindNamed(name) ? name : undefined;
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}
