/**
 * The did-you-mean hint of every "unknown name" diagnostic and of `lodestar explain`: candidates
 * come back as names (best first), and one function writes the sentence around them.
 */
import { describe, expect, it } from 'vitest';
import { didYouMean } from '../../generator/src/validate/didYouMean';
import { didYouMeanHint, suggestionHint } from '../../generator/src/validate/suggestionHint';

describe('didYouMean returns the closest candidates, best first', () => {
  it.each<[string, string, string[], string[]]>([
    ['a small edit', 'layuot', ['layout', 'title', 'path'], ['layout']],
    ['case differences cost nothing more than edits', 'Lite', ['lite', 'default'], ['lite']],
    [
      'equally close candidates in code-unit order',
      'heatmap.list',
      ['heatmaps.view', 'heatmaps.list', 'heatmaps.edit'],
      ['heatmaps.list', 'heatmaps.edit', 'heatmaps.view'],
    ],
    [
      'a name contained in a candidate',
      'survey',
      ['surveys-create-button'],
      ['surveys-create-button'],
    ],
    ['nothing close', 'xyz', ['layout', 'title'], []],
    ['at most three', 'ab', ['aa', 'ac', 'ad', 'ae'], ['aa', 'ac', 'ad']],
    ['duplicates among the candidates count once', 'lyte', ['lite', 'lite'], ['lite']],
  ])('%s', (_, found, candidates, want) => {
    expect(didYouMean(found, candidates)).toEqual(want);
  });
});

describe('suggestionHint writes the sentence', () => {
  it.each<[string[], string | undefined]>([
    [[], undefined],
    [['lite'], 'did you mean "lite"?'],
    [['a', 'b', 'c'], 'did you mean "a" or "b" or "c"?'],
  ])('%j → %s', (names, want) => expect(suggestionHint(names)).toBe(want));

  it('didYouMeanHint is the two together', () => {
    expect(didYouMeanHint('lyte', ['lite', 'default'])).toBe('did you mean "lite"?');
    expect(didYouMeanHint('zzz', ['lite'])).toBeUndefined();
  });
});
