/**
 * Which browser the end-to-end tests and the benchmarks start (tests/e2e/browser.ts,
 * chooseChromium): CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the one inside
 * @sparticuz/chromium, so `npm install && npm test` passes on a machine without a browser.
 */
import { describe, expect, it } from 'vitest';
import { chooseChromium, SYSTEM_CHROMIUM } from '../e2e/browser';

const present =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('chooseChromium', () => {
  it('takes CHROMIUM_PATH first, whatever is installed', () => {
    expect(chooseChromium('/opt/chrome/chrome', present(SYSTEM_CHROMIUM))).toEqual({
      source: 'CHROMIUM_PATH',
      path: '/opt/chrome/chrome',
    });
    // Not checked here: a wrong path fails at launch, naming it, rather than starting another.
    expect(chooseChromium('/nowhere/chromium', present())).toEqual({
      source: 'CHROMIUM_PATH',
      path: '/nowhere/chromium',
    });
  });

  it("then Debian's Chromium when it is installed", () => {
    expect(chooseChromium(undefined, present(SYSTEM_CHROMIUM))).toEqual({
      source: 'system',
      path: SYSTEM_CHROMIUM,
    });
  });

  it('then the bundled one, on a machine without a browser', () => {
    expect(chooseChromium(undefined, present())).toEqual({ source: 'bundled' });
  });

  it('counts an empty or blank CHROMIUM_PATH as unset', () => {
    expect(chooseChromium('', present(SYSTEM_CHROMIUM))).toEqual({
      source: 'system',
      path: SYSTEM_CHROMIUM,
    });
    expect(chooseChromium('  ', present())).toEqual({ source: 'bundled' });
  });

  it('CHROMIUM_PATH=bundled forces the bundled one next to an installed Chromium', () => {
    expect(chooseChromium('bundled', present(SYSTEM_CHROMIUM))).toEqual({ source: 'bundled' });
  });

  it('asks the file system about /usr/bin/chromium only', () => {
    const asked: string[] = [];
    chooseChromium(undefined, (path) => (asked.push(path), false));
    expect(asked).toEqual([SYSTEM_CHROMIUM]);
  });
});
