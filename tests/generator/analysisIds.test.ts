/**
 * generated/analysisIds.ts over edge cases the fixture (tests/fixtures/valid/analysis-ids)
 * does not show: a project without measures or pages, and ids in any order.
 */
import { describe, expect, it } from 'vitest';
import { renderAnalysisIds } from '../../generator/src/kinds/analysisPages/emitAnalysisIds';

describe('renderAnalysisIds', () => {
  it('types an empty list as never, so code over it still compiles', () => {
    const text = renderAnalysisIds({ measures: [], dimensions: [], pages: [] });
    expect(text).toContain('export type MeasureId = never;');
    expect(text).toContain('export const measureIds: readonly MeasureId[] = [];');
    expect(text).toContain('export type AnalysisPageId = never;');
  });

  it('lists each id once, sorted, whatever the manifest order', () => {
    const a = renderAnalysisIds({ measures: ['b', 'a'], dimensions: ['d'], pages: ['p'] });
    const b = renderAnalysisIds({ measures: ['a', 'b', 'a'], dimensions: ['d'], pages: ['p'] });
    expect(a).toBe(b);
    expect(a).toContain("export type MeasureId =\n  | 'a'\n  | 'b';");
  });
});
