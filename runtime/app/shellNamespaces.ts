/**
 * Translation namespaces the entry and the shell render with (spec §7 "Translation files
 * fetched per language and namespace"). Dependency-free: the server reads it too, to inline
 * these files into a signed-in index.html (server/src/http/bootstrap.ts).
 */
export const SHELL_NAMESPACES = ['shell', 'common', 'nav', 'routes', 'access', 'app', 'profile'];
