import { escapeJsonForHtml } from '../http/bootstrap';

/** Escaping for text and attribute values in the small server-rendered SSO pages. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for an inline `<script>`: `<` cannot close the element or open a comment, and U+2028 /
 * U+2029 (valid in JSON, line terminators in older JavaScript) cannot end a string early.
 */
export function scriptJson(value: unknown): string {
  return escapeJsonForHtml(JSON.stringify(value));
}
