/**
 * Escaping for what the server writes into HTML (a leaf: no imports): the bootstrap payload of
 * index.html (pages/bootstrap.ts) and the small server-rendered SSO pages (sso/callbackPage.ts,
 * sso/localProviderPages.ts). User data and client input reach all of them.
 */

/** Text and attribute values: `&`, `<`, `>`, `"` and `'` as entities. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON that stays data inside `<script>`: `<`, `>` and `&` cannot close the element or start a
 * comment or entity, and U+2028/U+2029 cannot end a line in older JavaScript parsers. All of
 * them only occur inside JSON strings, where the \u escapes read back as the same characters.
 */
export function escapeJsonForHtml(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A value as JSON for an inline `<script>` (escapeJsonForHtml). */
export function scriptJson(value: unknown): string {
  return escapeJsonForHtml(JSON.stringify(value));
}
