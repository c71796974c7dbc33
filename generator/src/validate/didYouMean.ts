import { distance } from 'fastest-levenshtein';
import { compareStrings } from '../core/order';

/**
 * The candidates closest to a misspelt name, best first, at most three; empty when none is
 * close. Case differences and small edits (≤ a third of the length, at least 2) count as close,
 * and so does a candidate containing the name or contained in it (3 characters or more).
 * Sentences around them are written by the caller (`suggestionHint`, `lodestar explain`).
 */
export function didYouMean(found: string, candidates: Iterable<string>): string[] {
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
  return scored.slice(0, 3).map((s) => s.name);
}
