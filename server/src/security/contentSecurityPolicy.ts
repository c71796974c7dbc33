/**
 * The Content-Security-Policy of the app's pages ("Security headers on every response:
 * CSP (allowing what the SSO popup needs), frame-ancestors …"). Pure: built from the hashes of
 * the built index.html's inline scripts, so it is tested as a table.
 *
 * - script-src 'self' plus the sha256 of each inline script the page executes
 *   (runtime/app/index.html has none today). No 'unsafe-inline', no 'unsafe-eval'. `<script type="application/json">` (the signed-in
 *   bootstrap data, pages/bootstrap.ts) is data, never executed, and needs no hash.
 * - style-src 'self': the build emits one stylesheet and no inline <style>; styles set through
 *   the CSSOM are not governed by CSP, but a `style` attribute in server-rendered markup would
 *   be refused, so the shell sets its variables from an effect (shell/ShellLayout.tsx). A
 *   signed-in page adds a nonce of its own answer (withStyleNonce): the modal dialogs' scroll
 *   lock (react-remove-scroll, under Radix Dialog) writes one `<style>` element, given that
 *   nonce at start (runtime/app/core/cspNonce.ts).
 * - img-src also data: (the favicon is `data:,`) and https: (Google profile pictures, product.md#records-and-their-fields).
 * - connect-src 'self': the app only calls its own API; the Google popup is a navigation.
 * - frame-ancestors 'none': never framed (clickjacking); X-Frame-Options says it to old browsers.
 * The SSO callback page sets its own policy (with a nonce); security/headers.ts leaves a policy
 * a route set alone.
 */
import { createHash } from 'node:crypto';

/** Script types a browser executes (HTML "classic" and module scripts); anything else is data. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

/** The sha256 hashes (CSP source expressions) of the inline scripts a page executes. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  // Inline scripts of a Vite build: `<script …>body</script>`. A body cannot contain
  // `</script` (the HTML parser would end it there), so the lazy match is the parser's match.
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * `policy` letting in the `<style nonce>` elements of one answer too. The nonce is that
 * answer's alone (never in a page stored for everyone), so injected markup cannot know it.
 */
export function withStyleNonce(policy: string, nonce: string): string {
  return policy.replace("style-src 'self'", () => `style-src 'self' 'nonce-${nonce}'`);
}
