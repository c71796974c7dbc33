/**
 * Where the login page may send the user back to (`/login?next=…`, product.md#states-and-transitions "Login goes to the
 * next page or home"). Only a path of this origin is accepted: it starts with a single `/`
 * (`//host` and `/\host` are protocol-relative in browsers), holds no control characters or
 * whitespace (browsers drop tabs and newlines, so `/\t/host` would become `//host`), and still
 * resolves to this origin. The login page itself is not a destination (it would loop).
 * Anything else → undefined, and the caller goes home.
 */
const BASE = 'http://origin.invalid';

export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || next[0] !== '/') return undefined;
  if (next[1] === '/' || next[1] === '\\') return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f-\u009f]/.test(next)) return undefined;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  // Dot segments are resolved away: `/.//evil.example` and `/a/..//evil.example` normalise to
  // `//evil.example`, which the next resolution reads as another host (found by the property
  // test, tests/runtime/safeNextPath.property.test.ts).
  if (url.pathname.startsWith('//')) return undefined;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return undefined;
  return url.pathname + url.search + url.hash;
}
