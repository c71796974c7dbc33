/**
 * The path of a stored page address (its origin left out): what funnel steps match and what
 * tables show, since the pages of one site differ by their path.
 */
export function pagePath(url: string): string {
  const start = url.indexOf('://');
  if (start < 0) return url || '/';
  const slash = url.indexOf('/', start + 3);
  return slash < 0 ? '/' : url.slice(slash);
}
