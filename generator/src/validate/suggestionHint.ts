import { didYouMean } from './didYouMean';

/** `did you mean "a" or "b"?` for the given names; undefined when there are none. */
export function suggestionHint(names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  return `did you mean ${names.map((n) => `"${n}"`).join(' or ')}?`;
}

/** The hint of a diagnostic about a misspelt name: its closest candidates, as a sentence. */
export function didYouMeanHint(found: string, candidates: Iterable<string>): string | undefined {
  return suggestionHint(didYouMean(found, candidates));
}
