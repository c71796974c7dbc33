/**
 * How a page address is kept (once per site, data/sitePages.ts): scheme and host lowercased,
 * the path as sent, and no query, fragment or user name. A query would make every visit with
 * its own UTM tags, search terms or tokens a page of its own, and may carry personal data
 * (an e-mail address, a reset token); the ingest reads the UTM tags from the address as sent
 * before it is cut here (tracking/sessionFacts.ts). At most MAX_PAGE_URL_LENGTH characters: a
 * longer path is cut, never refused (the visit still counts).
 */
export const MAX_PAGE_URL_LENGTH = 1024;

/** scheme://, an optional user name (dropped), the host with its port, the path. */
const ADDRESS = /^([A-Za-z][A-Za-z\d+.-]*:\/\/)(?:[^@/?#]*@)?([^/?#]*)([^?#]*)/;

export function storedPageUrl(url: string): string {
  const parts = ADDRESS.exec(url);
  const kept = parts
    ? parts[1]!.toLowerCase() + parts[2]!.toLowerCase() + parts[3]!
    : url.replace(/[?#][\s\S]*$/, '');
  return cutText(kept, MAX_PAGE_URL_LENGTH);
}

/** `text` cut to `max` characters, never ending in half a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
