/**
 * The chart library stays out of every page's first JavaScript: only the drawing module imports
 * uPlot, and nothing imports that module except through `import()` (what makes it a chunk of its
 * own, loaded when a chart is first shown). Over the real sources, whatever pages exist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/appServer';

const DRAWING = 'runtime/app/analysis/charts/UPlotCanvas.tsx';

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Static imports and re-exports that bring a module's code (type-only ones do not). */
function staticImports(text: string): string[] {
  const found = text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms);
  return [...found].map((m) => m[1]!);
}

describe('the chart library chunk', () => {
  const files = [...sources('runtime'), ...sources('generated')].map((file) => ({
    file,
    imports: staticImports(readFileSync(join(ROOT, file), 'utf8')),
  }));

  it('is imported by the drawing module only', () => {
    const importers = files.filter((f) => f.imports.some((i) => /^uplot(\/|$)/.test(i)));
    expect(importers.map((f) => f.file)).toEqual([DRAWING]);
  });

  it('reaches the drawing module only through import()', () => {
    const importers = files.filter(({ file, imports }) =>
      imports.some(
        (i) =>
          i.startsWith('.') &&
          relative(ROOT, join(ROOT, file, '..', i)).replace(/\\/g, '/') ===
            DRAWING.replace(/\.tsx$/, ''),
      ),
    );
    expect(importers.map((f) => f.file)).toEqual([]);
  });
});
