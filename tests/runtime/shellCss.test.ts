/**
 * The shell's stylesheet says "collapsed on a narrow screen" itself (product.md#states-and-transitions: under 991 px), so
 * that the server's page needs no change when it is hydrated there (no layout shift).
 * That media query must use the app manifest's breakpoint, and its rules must stay those of the
 * collapsed sidebar.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import app from '../../generated/bundle/app.json';

const css = readFileSync(
  join(__dirname, '..', '..', 'runtime', 'app', 'signedIn', 'shell', 'shell.css'),
  'utf8',
).replace(/\/\*[\s\S]*?\*\//g, '');

/** `selector → declarations` of plain rules in `text` (no nested blocks). */
function rules(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, selectors, body] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = body!
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .sort()
      .join('; ');
    for (const selector of selectors!.split(',')) found.set(selector.trim(), declarations);
  }
  return found;
}

/** The narrow-screen block that collapses the sidebar (other blocks, e.g. the top bar's, aside). */
const media =
  [...css.matchAll(/@media \(max-width: (\d+)px\) \{((?:[^{}]*\{[^{}]*\})*)\s*\}/g)].find((block) =>
    block[2]!.includes('.sidebar-column'),
  ) ?? null;

describe('the narrow-screen sidebar (shell.css)', () => {
  it('collapses below the manifest’s breakpoint', () => {
    expect(media, 'an @media (max-width: …px) block in shell.css').not.toBeNull();
    expect(Number(media![1])).toBe(app.constants.layout.sidebarCollapseBelowPx - 1);
  });

  it('applies the collapsed sidebar’s own rules', () => {
    const narrow = rules(media![2]!);
    const collapsed = rules(css.replace(media![0], ''));
    const checked = [...narrow].filter(([selector]) => selector !== '.shell .sidebar-toggle');
    expect(checked.length).toBeGreaterThanOrEqual(5);
    for (const [selector, declarations] of checked) {
      const own = selector.replace(/^\.shell /, ".shell[data-collapsed='true'] ");
      expect(collapsed.get(own), own).toBe(declarations);
    }
  });
});
