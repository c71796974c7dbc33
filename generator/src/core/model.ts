/**
 * The compiled product: one part per manifest kind, each the type its kind's `collect` returns.
 * Derived from the registry (generator/src/registry.ts), the one list of kinds: adding a kind is a
 * folder under kinds/ and one registry line, and the model follows. (A type-only import: nothing
 * under kinds/ imports this file, each kind names only the parts it reads from core/partTypes.)
 */
import type { kinds } from '../registry';
import type { PartTypes } from './partTypes';

type Kinds = typeof kinds;

/** The name of a manifest kind, as written after `kind:`. */
export type KindName = keyof Kinds & string;

export type Model = { [K in KindName]: ReturnType<Kinds[K]['collect']> };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compiles only while the registry's kinds collect exactly the part types the kinds are typed with. */
export type ModelMatchesPartTypes = Assert<Same<Model, PartTypes>>;
