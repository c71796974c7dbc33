/** Path templates: the spec's `{param}` syntax and the forms emitters need. */

const PARAM = /\{([^}]*)\}/g;

/** Parameter names in path order: `/sites/{siteId}/x/{id}` → `['siteId', 'id']`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1]!);
}

/** Fastify route syntax: `/api/v1/campaigns/{campaignHash}` → `/api/v1/campaigns/:campaignHash`. */
export function fastifyPath(path: string): string {
  return path.replace(PARAM, ':$1');
}

/** Two paths that differ only in parameter names route the same requests. */
export function routeShape(method: string, path: string): string {
  return `${method} ${path.replace(PARAM, '{}')}`;
}
