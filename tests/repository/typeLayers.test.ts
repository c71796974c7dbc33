/**
 * The type-level layers (docs/architecture.md#type-level-layers): each layer's tsconfig gives
 * its code only the globals of the place it runs. A tiny project extending a layer's config
 * compiles one file; reaching outside the layer must be a compile error, and code that stays
 * inside (a control) must compile, so a failure is the layer's and not the harness's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProbe, probeDir, removeProbes, REPO } from '../support/tscProbe';

afterAll(removeProbes);

/** Compiles `source` under `layer`'s config; returns tsc's error codes (empty when it compiles). */
function compileUnder(layer: string, source: string): string[] {
  const layerConfig = join(REPO, `tsconfig.${layer}.json`);
  // `files` is replaced, not merged, by an extending config: keep the layer's own ones.
  const layerFiles = (JSON.parse(readFileSync(layerConfig, 'utf8')) as { files?: string[] }).files;
  const files = [...(layerFiles ?? []).map((file) => join(REPO, file)), 'probe.ts'];
  return compileProbe(probeDir('layer-'), source, { extends: layerConfig, files, include: [] });
}

describe('type-level layers', { timeout: 60_000 }, () => {
  it('a pure rule compiles with the language and URL parsing', () => {
    const source = "export const path = new URL('/a?b=1', 'https://x.test').pathname;\n";
    expect(compileUnder('pure', source)).toEqual([]);
  });

  it('a pure rule cannot read the browser window', () => {
    expect(compileUnder('pure', 'export const href = window.location.href;\n')).toContain('TS2304');
  });

  it('a pure rule cannot import a Node module', () => {
    const source = "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n";
    expect(compileUnder('pure', source)).toEqual([expect.stringMatching(/^TS(2307|2591)$/)]);
  });

  it('the browser app cannot import a Node module', () => {
    const source = "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n";
    expect(compileUnder('browser', source)).toEqual([expect.stringMatching(/^TS(2307|2591)$/)]);
  });

  it('the server cannot touch the document', () => {
    const codes = compileUnder('node', 'export const title = document.title;\n');
    expect(codes).toEqual([expect.stringMatching(/^TS(2304|2584)$/)]);
  });
});
