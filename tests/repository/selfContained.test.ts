/**
 * The repository explains itself: no tracked text names a work item by its number or a numbered
 * section of a document that is not here, and none points at a file outside the checkout.
 * A product rule is stated in docs/product.md and linked by its heading; the links must land.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BINARY = /\.(png|jpe?g|gif|ico|webp|woff2?|mmdb|gz|br|zip)$/;
/** The lockfile names registry packages only; it is written by npm, not by us. */
const SKIPPED = new Set(['package-lock.json']);

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !BINARY.test(file) && !SKIPPED.has(file));

function matchingLines(pattern: RegExp): { where: string; line: string }[] {
  const found: { where: string; line: string }[] = [];
  for (const file of tracked) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    text.split('\n').forEach((line, i) => {
      if (pattern.test(line)) found.push({ where: `${file}:${i + 1}`, line });
    });
  }
  return found;
}

const offendingLines = (pattern: RegExp) =>
  matchingLines(pattern).map(({ where, line }) => `${where}: ${line.trim().slice(0, 120)}`);

/** GitHub-style anchors of a markdown file's headings. */
function headingAnchors(markdown: string): Set<string> {
  return new Set(
    [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map(([, title = '']) =>
      title
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} -]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

describe('the repository is self-contained', () => {
  it('names no work item by number and no section of an outside document', () => {
    expect(offendingLines(/\bissues? #?\d|§\s?\d/i)).toEqual([]);
  });

  it('points at no file outside the checkout', () => {
    expect(offendingLines(/\.\.\/shared\/|\/work\/|product-spec\.md/)).toEqual([]);
  });

  it('links to product rules land on a heading of docs/product.md', () => {
    const anchors = headingAnchors(readFileSync(join(ROOT, 'docs/product.md'), 'utf8'));
    const links = new Set(
      // Examples in the generated manifest reference are cut with "..."; those are not links.
      matchingLines(/product\.md#/).flatMap(({ line }) =>
        [...line.matchAll(/product\.md#([a-z0-9-]+)(?![a-z0-9-]|\.\.\.)/g)].map(
          ([, anchor = '']) => anchor,
        ),
      ),
    );
    expect(links.size).toBeGreaterThan(0);
    expect([...links].filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });
});
