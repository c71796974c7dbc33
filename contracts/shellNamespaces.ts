/**
 * Translation namespaces the entry and the shell render with (product.md#calls "Translation files
 * fetched per language and namespace"): the browser loads them at start (runtime/app/core/i18n.ts),
 * the server inlines them into a signed-in index.html (server/src/pages/bootstrap.ts).
 */
export const SHELL_NAMESPACES = [
  'shell',
  'common',
  'nav',
  'routes',
  'access',
  'app',
  'profile',
] as const;
export type ShellNamespace = (typeof SHELL_NAMESPACES)[number];
