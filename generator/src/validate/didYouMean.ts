import { distance } from 'fastest-levenshtein';
import { compareStrings } from '../core/order';

/**
 * The closest candidates to a misspelt name, as a hint. Case differences and small edits
 * (≤ a third of the length, at least 2) count as close; at most three suggestions, best first.
 */
export function didYouMean(found: string, candidates: Iterable<string>): string | undefined {
  const lower = found.toLowerCase();
  const limit = Math.max(2, Math.floor(found.length / 3));
  const scored: { name: string; score: number }[] = [];
  for (const name of new Set(candidates)) {
    const candidate = name.toLowerCase();
    let score = distance(lower, candidate);
    if (
      score > limit &&
      (candidate.includes(lower) || lower.includes(candidate)) &&
      lower.length >= 3
    )
      score = limit;
    if (score <= limit) scored.push({ name, score });
  }
  scored.sort((a, b) => a.score - b.score || compareStrings(a.name, b.name));
  const best = scored.slice(0, 3).map((s) => `"${s.name}"`);
  if (best.length === 0) return undefined;
  return `did you mean ${best.join(' or ')}?`;
}

/** A short, single-line rendering of a found value for diagnostics. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  const type = Array.isArray(value) ? 'list' : typeof value === 'object' ? 'mapping' : typeof value;
  let text = JSON.stringify(value) ?? String(value);
  if (text.length > 60) text = text.slice(0, 57) + '...';
  return type === 'string' || type === 'number' || type === 'boolean'
    ? `${text} (${type})`
    : `${type} ${text}`;
}
