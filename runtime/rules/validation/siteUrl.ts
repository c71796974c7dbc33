/**
 * Site URL check (product.md#validation): "A URL is valid if http(s) without spaces, or a bare host. A
 * secure-only check rejects http. IPv6: 2 to 8 groups, hex groups up to 4 digits, no triple
 * colons, no double double-colons."
 *
 * Pure and shared: the register form (client) and the registration handler (server) both call it,
 * so a URL the form accepts is never refused by the server and the other way round.
 *
 * Readings of the product rules where it says little, chosen to fail closed:
 * - Any whitespace or control character anywhere makes the value invalid (no silent trimming: the
 *   caller trims user input first if it wants to).
 * - With a scheme, only http:// and https:// (case-insensitive) are accepted. A bare host
 *   (`example.com`, `shop.example.co.uk:8080/path`) has no scheme; it stays valid under
 *   `secureOnly`, which only rejects an explicit `http://`.
 * - A bare host needs a dot (or is an IP literal) so that a single word is not taken for a site;
 *   after `http(s)://` a single label such as `localhost` is fine.
 * - Credentials (`user@host`) are refused: a site address never carries them, and they are a
 *   classic way to disguise the real host.
 * - IPv6 (in brackets): hex groups of 1–4 digits; 2 to 8 groups; at most one `::` and no `:::`;
 *   without `::` all 8 groups must be written; `::` stands for at least one group, so with it at
 *   most 7 are written. Zone ids and embedded IPv4 are not accepted.
 * - Ports are 1–65535. Anything after the host starting with `/`, `?` or `#` is accepted as
 *   written (no whitespace, see above). Values over 2048 characters are refused.
 */

export interface SiteUrlOptions {
  /** Reject an explicit `http://` (product.md#validation "A secure-only check rejects http"). */
  secureOnly?: boolean;
}

const MAX_LENGTH = 2048;
const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
// Whitespace, C0/C1 controls and DEL: none may appear in a site URL.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[\s\u0000-\u001f\u007f-\u009f]/u;
const LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

export function isValidSiteUrl(value: string, options: SiteUrlOptions = {}): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return false;
  if (FORBIDDEN_CHARS.test(value)) return false;

  const scheme = SCHEME.exec(value);
  if (scheme) {
    const name = scheme[1]!.toLowerCase();
    if (name !== 'http' && name !== 'https') return false;
    if (options.secureOnly && name === 'http') return false;
    return isValidHostAndRest(value.slice(scheme[0].length), { bare: false });
  }
  // Something that looks like a scheme without `//` (`http:example.com`, `javascript:…`) is not a
  // bare host either: a bare host's only colon is the port separator, followed by digits.
  return isValidHostAndRest(value, { bare: true });
}

/** `host[:port][/…|?…|#…]`, where host is a name, an IPv4 address or a bracketed IPv6 address. */
function isValidHostAndRest(text: string, { bare }: { bare: boolean }): boolean {
  const end = text.search(/[/?#]/);
  const authority = end === -1 ? text : text.slice(0, end);
  if (authority.includes('@')) return false;

  let host: string;
  let port: string | undefined;
  if (authority.startsWith('[')) {
    const close = authority.indexOf(']');
    if (close === -1) return false;
    host = authority.slice(1, close);
    const after = authority.slice(close + 1);
    if (after !== '') {
      if (!after.startsWith(':')) return false;
      port = after.slice(1);
    }
    if (!isValidIpv6(host)) return false;
  } else {
    const colon = authority.indexOf(':');
    host = colon === -1 ? authority : authority.slice(0, colon);
    if (colon !== -1) port = authority.slice(colon + 1);
    if (!isValidHostName(host, bare)) return false;
  }
  return port === undefined || isValidPort(port);
}

function isValidHostName(host: string, bare: boolean): boolean {
  if (host.length === 0 || host.length > 253) return false;
  const ipv4 = IPV4.exec(host);
  if (ipv4) return ipv4.slice(1).every((octet) => Number(octet) <= 255);
  const labels = host.split('.');
  if (!labels.every((label) => LABEL.test(label))) return false;
  // An all-digit last label is a malformed IPv4 address (`1.2.3`, `1.2.3.999`), not a name.
  if (/^\d+$/.test(labels[labels.length - 1]!)) return false;
  return !bare || labels.length >= 2;
}

function isValidPort(port: string): boolean {
  if (!/^\d{1,5}$/.test(port)) return false;
  const n = Number(port);
  return n >= 1 && n <= 65535;
}

/** product.md#validation: 2 to 8 groups, hex groups up to 4 digits, no triple colons, no double double-colons. */
export function isValidIpv6(address: string): boolean {
  if (address.includes(':::')) return false;
  const compressions = address.split('::').length - 1;
  if (compressions > 1) return false;

  const groups =
    compressions === 1
      ? address.split('::').flatMap((side) => (side === '' ? [] : side.split(':')))
      : address.split(':');
  if (!groups.every((g) => HEX_GROUP.test(g))) return false;
  if (groups.length < 2 || groups.length > 8) return false;
  // Uncompressed: every group written. Compressed: `::` replaces at least one group.
  return compressions === 1 ? groups.length <= 7 : groups.length === 8;
}

/**
 * The site of a URL valid by product.md#validation: name = its host (lowercase, without port), url = the URL as
 * given, with `https://` in front of a bare host (the tracking code is installed on https
 * sites; the user can change it in the site settings).
 */
export function siteFromUrl(url: string): { name: string; url: string } {
  const withScheme = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  const afterScheme = withScheme.replace(/^https?:\/\//i, '');
  const authority = afterScheme.split(/[/?#]/, 1)[0] ?? '';
  const host = authority.startsWith('[')
    ? authority.slice(0, authority.indexOf(']') + 1)
    : (authority.split(':', 1)[0] ?? authority);
  return { name: host.toLowerCase(), url: withScheme };
}
