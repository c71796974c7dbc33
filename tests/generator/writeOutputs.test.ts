/**
 * The write step replaces a changed file whole: a reader that opened the old file (the dev
 * server, an API server restarting on a bundle, the browser) keeps reading the old content in
 * full, and nothing is ever seen half-written; no temporary file stays behind.
 */
import { mkdtempSync, openSync, readFileSync, readSync, readdirSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeOutputs } from '../../generator/src/write/writeOutputs';

describe('writeOutputs', () => {
  it('replaces a changed file whole: a reader of the old one still reads it all', () => {
    const root = mkdtempSync(join(tmpdir(), 'lodestar-write-'));
    const path = 'generated/bundle/app.json';
    const old = JSON.stringify({ languages: ['en', 'de'] });
    writeOutputs(root, [{ path, content: old }], { check: false });

    // A reader has the file open when the generator writes the next version.
    const reader = openSync(join(root, path), 'r');
    const next = JSON.stringify({ languages: ['en', 'de', 'nl'] });
    const result = writeOutputs(root, [{ path, content: next }], { check: false });
    const buffer = Buffer.alloc(200);
    const read = readSync(reader, buffer, 0, buffer.length, 0);
    closeSync(reader);

    expect(result.written).toEqual([path]);
    expect(buffer.subarray(0, read).toString()).toBe(old);
    expect(readFileSync(join(root, path), 'utf8')).toBe(next);
    expect(readdirSync(join(root, 'generated/bundle'))).toEqual(['app.json']);
  });
});
