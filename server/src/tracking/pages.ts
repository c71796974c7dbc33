/**
 * How a page address is kept: at most MAX_PAGE_URL_LENGTH characters (a longer one is cut, never
 * refused: the visit still counts), once per site (data/sitePages.ts). Addresses past this length
 * are almost always long query strings; the path the user reads survives the cut.
 */
export const MAX_PAGE_URL_LENGTH = 1024;

export function storedPageUrl(url: string): string {
  if (url.length <= MAX_PAGE_URL_LENGTH) return url;
  const cut = url.slice(0, MAX_PAGE_URL_LENGTH);
  // Never end in half a surrogate pair.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
