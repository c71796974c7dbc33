/**
 * The compiled product: one part per manifest kind, each the type its kind's `collect` returns.
 * Derived from the registry (generator/src/registry.ts), the one list of kinds: adding a kind is a
 * folder under kinds/ and one registry line, and the model follows. (A type-only import: the
 * registry's kinds name `Model` in their checks, so this edge must not exist at run time.)
 */
import type { kinds } from '../registry';

type Kinds = typeof kinds;

/** The name of a manifest kind, as written after `kind:`. */
export type KindName = keyof Kinds & string;

export type Model = { [K in KindName]: ReturnType<Kinds[K]['collect']> };
