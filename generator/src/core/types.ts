/**
 * The generator's shared vocabulary: where a thing is in a manifest (Ref), what a product
 * manager is told about it (Diagnostic), and the shape every manifest kind and emitter follows.
 */
import type { Document, LineCounter } from 'yaml';
import type { Locales } from '../load/translations';
import type { JSONSchema } from './jsonSchema';
import type { Ref } from './located';
import type { PartName as KindName, PartTypes as Model } from './partTypes';

// Where a thing is declared lives with Located, so the kinds' part types need nothing from here.
export type { Ref, SectionDeclaration } from './located';

export interface SourceLocation extends Ref {
  /** 1-based line of the node the pointer names (or its nearest existing parent). */
  line: number;
  /** 1-based column. */
  column: number;
}

export interface Diagnostic extends SourceLocation {
  /** Stable rule id, e.g. `schema/unknown-key` or `routes/duplicate-path`. */
  rule: string;
  message: string;
  expected?: string;
  found?: string;
  hint?: string;
  /** Other places involved (the first definition of a duplicate, the route a menu points to …). */
  related?: SourceLocation[];
  /** Absent for errors. A warning is printed but never fails validation or generation. */
  severity?: 'warning';
  /**
   * Problems that follow from this error (references to the name it breaks, the rest of a YAML
   * slip …): listed under it and not counted, since fixing it settles them or shows them again.
   */
  follows?: FollowingProblem[];
}

/** Problems with one message that follow from an earlier error, and where they are. */
export interface FollowingProblem {
  message: string;
  /** Each place with the rule that reports it there. */
  places: (SourceLocation & { rule: string })[];
}

/** What a check hands to `report`; the reporter turns the Ref into line:column. */
export interface Problem {
  at: Ref;
  rule: string;
  message: string;
  expected?: string;
  found?: string;
  hint?: string;
  related?: Ref[];
}

/** One parsed YAML document of a manifest file. */
export interface ManifestDocument {
  /** Posix path relative to the project root, e.g. `manifests/routes.yaml`. */
  file: string;
  /** The `kind:` it declares (validated against the registry). */
  kind: string;
  /** Plain JSON data of the document. */
  data: unknown;
  yaml: Document.Parsed;
  lineCounter: LineCounter;
  /** True once the document passed its kind's JSON Schema. */
  valid: boolean;
}

export interface CheckContext {
  report(problem: Problem): void;
  /** False when some document of that kind failed its schema: reference checks into it are skipped. */
  complete(kind: KindName): boolean;
  /** The closest candidates to a misspelt name as a hint sentence (`did you mean …?`), or undefined. */
  didYouMeanHint(found: string, candidates: Iterable<string>): string | undefined;
  /** Whether an asset path the app serves (`/images/…`) names a file in runtime/public. */
  publicAsset(path: string): boolean;
}

/**
 * A manifest kind: its versioned schema (with a description and an example on every property),
 * how its valid documents merge into the model (`Part`), the cross-file rules it owns, and what
 * of it the runtime reads (`Bundle`). The defaults describe any kind (what the pipeline and the
 * emitters iterate over); a kind itself is declared with its own types, e.g.
 * `KindDefinition<'api', ApiModel>` or `BundledKindDefinition<'access', AccessModel, AccessBundle>`.
 */
export interface KindDefinition<
  K extends string = KindName,
  Part = Model[KindName],
  Bundle = unknown,
  Reads extends KindName = KindName,
> {
  kind: K;
  /** Schema version written in each document as `version:`. */
  version: number;
  title: string;
  description: string;
  schema: JSONSchema;
  /** Merge the kind's valid documents (in file order) into its part of the model. */
  collect(docs: ManifestDocument[]): Part;
  /**
   * The other kinds whose parts the check reads. The check is typed over its own part and these
   * only, so reading an undeclared kind does not compile (and the kinds stay independent of the
   * registry).
   */
  reads: readonly Reads[];
  /** Cross-file checks; runs after every document was schema-checked. */
  check?(model: Pick<Model, Extract<K, KindName> | Reads>, ctx: CheckContext): void;
  /** What of the kind the runtime reads at load time (written to generated/bundle/<kind>.json). */
  bundle?(part: Part): Bundle;
  /** Files this kind's part of the model compiles to (route table, types, client …). */
  emitters?: readonly Emitter[];
  /** Rule ids this kind can report, with a one-line description (docs + fixture coverage test). */
  rules?: Record<string, string>;
}

/**
 * A kind with a bundle: `kinds.access.bundle(model.access)` is typed `AccessBundle`, no cast and
 * no non-null assertion needed.
 */
export type BundledKindDefinition<
  K extends string,
  Part,
  Bundle,
  Reads extends KindName = never,
> = KindDefinition<K, Part, Bundle, Reads> & { bundle(part: Part): Bundle };

export interface OutputFile {
  /** Posix path relative to the project root. */
  path: string;
  content: string;
}

export interface EmitEnv {
  root: string;
  /** The translation files the pipeline loaded (an emitter called on its own reads them). */
  locales?: Locales;
}

/** An emitter turns parts of the model into files. `dependsOn` drives watch-mode caching. */
export interface Emitter {
  id: string;
  dependsOn: readonly KindName[];
  /** The emitter reads translation files too: their content is part of its cache key. */
  readsLocales?: boolean;
  emit(model: Model, env: EmitEnv): OutputFile[] | Promise<OutputFile[]>;
}
