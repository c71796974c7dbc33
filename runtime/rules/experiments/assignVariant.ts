/**
 * Deterministic experiment assignment (product.md#roles-and-permissions "Experiments", product.md#calls "Experiment lookups by
 * anonymous, user or site id"): the variant is a pure function of the experiment's name, its
 * declared variants and split (manifests/access.yaml) and the id it is looked up by. The server
 * answers the lookups with it and the browser may compute the same answer (site experiments in
 * the gate context), so it uses no platform API: the same string gives the same bucket in Node
 * and in every browser, across restarts and deployments.
 *
 * Any failure — an experiment that is not declared, an id that is not well formed, a split that
 * gives every variant 0 — answers the experiment's control variant (the unchanged product).
 */
import type { ExperimentDefinition } from '../../../contracts/access';

/** Buckets per experiment: a split of whole percentages maps onto 100 buckets each. */
export const BUCKETS = 10_000;
/** Longest id accepted (the persistent anonymous id is at most 100 characters). */
const MAX_ID_CHARS = 100;

export interface Assignment {
  variant: string;
  /** 0 … BUCKETS-1; null when the control was answered because of a failure. */
  bucket: number | null;
}

/**
 * 32-bit FNV-1a over the UTF-16 code units, then the MurmurHash3 finalizer: FNV-1a alone mixes
 * the last characters poorly (ids that differ in their last digit land close together), the
 * finalizer spreads them over all 32 bits. Math.imul keeps it exact 32-bit integer arithmetic.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * The id as the hash reads it: a positive safe integer (user and site ids) or a string of 1 to
 * 100 visible ASCII characters (the anonymous id; the server checks its stricter form first).
 */
export function normalizedId(id: unknown): string | null {
  if (typeof id === 'number') return Number.isSafeInteger(id) && id > 0 ? String(id) : null;
  if (typeof id !== 'string') return null;
  return id.length > 0 && id.length <= MAX_ID_CHARS && /^[\x21-\x7e]+$/.test(id) ? id : null;
}

/**
 * The weight of each variant: the declared split (percentages summing to 100; a variant the
 * split leaves out gets 0), or an even split when none is declared.
 */
export function variantWeights(definition: ExperimentDefinition): number[] {
  const { variants, split } = definition;
  if (!split) return variants.map(() => 1);
  return variants.map((v) => {
    const weight = split[v];
    return typeof weight === 'number' && Number.isFinite(weight) && weight > 0 ? weight : 0;
  });
}

/** The bucket of an id in an experiment: `experimentName + ':' + id`, hashed, modulo BUCKETS. */
export function bucketOf(experimentName: string, id: string): number {
  return stableHash(`${experimentName}:${id}`) % BUCKETS;
}

/** The variant, and the bucket it was read from, of `id` in the experiment `name`. */
export function assignVariant(
  name: string,
  definition: ExperimentDefinition | undefined,
  id: unknown,
): Assignment {
  const control = definition?.control ?? 'control';
  const key = normalizedId(id);
  if (!definition || key === null) return { variant: control, bucket: null };
  const weights = variantWeights(definition);
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (!(total > 0)) return { variant: control, bucket: null };
  const bucket = bucketOf(name, key);
  // The bucket's place in the split: variants take consecutive ranges, in declaration order.
  const point = (bucket / BUCKETS) * total;
  let upper = 0;
  for (let i = 0; i < weights.length; i++) {
    upper += weights[i]!;
    if (point < upper) return { variant: definition.variants[i]!, bucket };
  }
  return { variant: control, bucket: null }; // unreachable: point < total
}
