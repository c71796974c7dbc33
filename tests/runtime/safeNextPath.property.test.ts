/**
 * of at least 300 crafted `next` values and 10,000 generated URLs, none
 * takes the browser off the app's origin. "Off the origin" is judged the way a browser judges
 * it: the accepted value is resolved against the app's URL with the WHATWG URL parser (the one
 * browsers use) and must keep the app's origin — and, since the value is handed to the router
 * and may be resolved again later, so must the value resolved a second time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../runtime/rules/signup/safeNextPath';

const APP = 'https://app.lodestar.test';
const APP_PAGE = `${APP}/login?next=x`;

/** Why `next` would take the browser elsewhere, or null when it stays on the app. */
function escapes(next: string): string | null {
  const out = safeNextPath(next);
  if (out === undefined) return null; // refused: the caller goes home
  if (!out.startsWith('/')) return `not a path: ${JSON.stringify(out)}`;
  if (/^\/[/\\]/.test(out)) return `protocol-relative: ${JSON.stringify(out)}`;
  // eslint-disable-next-line no-control-regex -- browsers strip these, which can turn /\t/ into //
  if (/[\u0000-\u0020\u007f-\u009f]/.test(out))
    return `control characters in ${JSON.stringify(out)}`;
  const once = new URL(out, APP_PAGE);
  if (once.origin !== APP) return `resolves to ${once.origin}`;
  const twice = new URL(once.pathname + once.search + once.hash, APP_PAGE);
  if (twice.origin !== APP) return `resolves again to ${twice.origin}`;
  return null;
}

// --- Crafted values -----------------------------------------------------------------------

const HOSTS = [
  'evil.example',
  'evil.example:443',
  '2130706433', // decimal 127.0.0.1
  '0x7f000001',
  '0177.0.0.1',
  '127.1',
  '[::1]',
  '[::ffff:127.0.0.1]',
  '[2001:db8::1]',
  'app.lodestar.test.evil.example',
  'app.lodestar.test@evil.example', // user-info trick
  'user:pass@evil.example',
  'evil.example%2f',
  'evil%2eexample',
  'ⓔⓥⓘⓛ.example', // IDN that normalises to ascii
];

const PREFIXES = [
  '//',
  '///',
  '/\\',
  '\\\\',
  '\\/',
  '/\t/',
  '/\n/',
  '/\r/',
  '\t//',
  ' //',
  '/ /',
  '/%2f',
  '/%5c',
  '%2f%2f',
  '/.//',
  '/a/..//',
  '/./\\',
  '/..//',
  '/%2e%2e//',
  'http://',
  'https://',
  'HTTPS://',
  'hTtP:/',
  'https:',
  'https:\\\\',
  'ftp://',
  'https://app.lodestar.test@',
  'https://app.lodestar.test.',
  'https://app.lodestar.test:1@',
  '/\u3000/', // ideographic space
  '/\u00a0/',
];

const SCHEMES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  'javascript%3aalert(1)',
  '%6a%61%76%61%73%63%72%69%70%74:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/uuid',
  'file:///etc/passwd',
  'mailto:a@evil.example',
  '\u0000javascript:alert(1)',
  '\u200bjavascript:alert(1)',
];

function craftedValues(): string[] {
  const values = new Set<string>(SCHEMES);
  for (const prefix of PREFIXES) {
    for (const host of HOSTS) {
      values.add(`${prefix}${host}`);
      values.add(`${prefix}${host}/sites/1/overview?x=1#h`);
    }
  }
  for (const host of HOSTS) {
    values.add(`/redirect?to=//${host}`); // a path that merely mentions a host: fine to keep
    values.add(`/${host}`);
  }
  return [...values];
}

describe('safeNextPath never leaves the app origin', () => {
  const crafted = craftedValues();

  it('has at least 300 crafted values', () => {
    expect(crafted.length).toBeGreaterThanOrEqual(300);
  });

  it('every crafted value stays on the app', () => {
    const escaping = crafted
      .map((value) => ({ value, why: escapes(value) }))
      .filter((result) => result.why !== null);
    expect(escaping).toEqual([]);
  });

  it('10,000 generated URLs and URL-like strings stay on the app', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '//',
      '/\\',
      '.',
      '..',
      '%2f',
      '%5c',
      '@',
      ':',
      '\t',
      ' ',
      '#',
      '?',
    );
    const urlLike = fc.oneof(
      fc.webUrl({ withFragments: true, withQueryParameters: true }),
      fc.webUrl().map((url) => url.replace(/^https?:/, '')), // protocol-relative
      fc.webUrl().map((url) => `/${url}`),
      fc
        .tuple(fc.array(piece, { maxLength: 4 }), fc.domain(), fc.webPath())
        .map(([pieces, host, path]) => `${pieces.join('')}${host}${path}`),
      fc
        .tuple(fc.constantFrom('/', '//', '/\\'), fc.string({ unit: 'binary', maxLength: 30 }))
        .map(([start, rest]) => start + rest),
      fc.webPath().map((path) => `/${path}`),
    );
    fc.assert(
      fc.property(urlLike, (next) => escapes(next) === null),
      { numRuns: 10_000 },
    );
  });

  it('still accepts ordinary paths of the app (the property is not met by refusing all)', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const next = `/sites/1${path.startsWith('/') ? path : `/${path}`}${query ? `?${query}` : ''}`;
        const out = safeNextPath(next);
        return out !== undefined && new URL(out, APP_PAGE).pathname.startsWith('/sites/1');
      }),
      { numRuns: 1_000 },
    );
  });
});
