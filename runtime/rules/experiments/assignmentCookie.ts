/**
 * The experiment assignment cookie (product.md#constants-and-limits "experiment assignment 60 days"; name in
 * contracts/cookies.ts EXPERIMENT_COOKIE): `v1|<anonymous id>|<name>=<variant>&…`, every
 * character a cookie-octet, so it is written and read back as is. A cookie is client input:
 * one that is too long or malformed reads as nothing, and the lookup keeps a variant only
 * while the experiment still declares it with a share above 0 (`keptVariant`).
 */
import type { ExperimentDefinition } from '../../../contracts/access';
import type { ExperimentAssignment } from './assignments';
import { variantWeights } from './assignVariant';

/** Far below any header limit; six experiments take about 200 characters. */
export const MAX_ASSIGNMENT_COOKIE_CHARS = 1024;
const VERSION = 'v1';
const TOKEN = /^[A-Za-z0-9._:-]{1,100}$/;

export interface AssignmentCookie {
  id: string;
  assignments: Record<string, string>;
}

/** The cookie's value; null when an id or a name could not be read back unambiguously. */
export function formatAssignmentCookie(
  id: string,
  assignments: readonly ExperimentAssignment[],
): string | null {
  if (!TOKEN.test(id)) return null;
  const pairs = assignments.map(({ name, variant }) => `${name}=${variant}`);
  if (assignments.some(({ name, variant }) => !TOKEN.test(name) || !TOKEN.test(variant)))
    return null;
  const value = [VERSION, id, pairs.join('&')].join('|');
  return value.length <= MAX_ASSIGNMENT_COOKIE_CHARS ? value : null;
}

export function parseAssignmentCookie(value: unknown): AssignmentCookie | null {
  if (typeof value !== 'string' || value.length > MAX_ASSIGNMENT_COOKIE_CHARS) return null;
  const [version, id, pairs, ...rest] = value.split('|');
  if (version !== VERSION || rest.length || id === undefined || !TOKEN.test(id)) return null;
  const assignments: Record<string, string> = {};
  for (const pair of pairs ? pairs.split('&') : []) {
    const [name, variant, ...extra] = pair.split('=');
    if (extra.length || !name || !variant || !TOKEN.test(name) || !TOKEN.test(variant)) return null;
    assignments[name] = variant;
  }
  return { id, assignments };
}

/** A remembered variant the experiment can still assign (declared, share above 0), else null. */
export function keptVariant(
  definition: ExperimentDefinition | undefined,
  remembered: string | undefined,
): string | null {
  if (!definition || remembered === undefined) return null;
  const index = definition.variants.indexOf(remembered);
  return index >= 0 && variantWeights(definition)[index]! > 0 ? remembered : null;
}
