/**
 * runtime/rules/routes/paths.ts, the one module that reads and fills `{param}` path templates
 * (routes, api endpoints, the server's messages): names, the `:param` form both ways, shapes.
 */
import { describe, expect, it } from 'vitest';
import {
  buildPath,
  fromRouterPattern,
  paramName,
  paramNames,
  pathShape,
  toRouterPattern,
} from '../../runtime/rules/routes/paths';

describe('path templates', () => {
  it.each<[string, string[], string]>([
    [
      '/sites/{siteId}/surveys/edit/{surveyId}',
      ['siteId', 'surveyId'],
      '/sites/:siteId/surveys/edit/:surveyId',
    ],
    ['/api/v1/campaigns/{campaignHash}', ['campaignHash'], '/api/v1/campaigns/:campaignHash'],
    ['/sites/{siteId}/polls/*', ['siteId'], '/sites/:siteId/polls/*'],
    ['/login', [], '/login'],
    ['/', [], '/'],
  ])('%s', (path, names, pattern) => {
    expect(paramNames(path)).toEqual(names);
    expect(toRouterPattern(path)).toBe(pattern);
    expect(fromRouterPattern(pattern)).toBe(path);
  });

  it('a parameter is a whole segment', () => {
    expect(paramName('{siteId}')).toBe('siteId');
    expect(paramName('sites')).toBeUndefined();
    expect(paramName('x-{id}')).toBeUndefined();
  });

  it('paths that differ only in parameter names have one shape', () => {
    expect(pathShape('/sites/{siteId}/x')).toBe(pathShape('/sites/{id}/x'));
    expect(pathShape('/sites/{siteId}/x')).not.toBe(pathShape('/sites/new/x'));
  });

  it('buildPath fills what paramNames names, encoded', () => {
    const path = '/a/{x}/b/{y}';
    const values = Object.fromEntries(paramNames(path).map((n) => [n, `${n} /?`]));
    expect(buildPath(path, values, { q: 1, none: undefined })).toBe(
      '/a/x%20%2F%3F/b/y%20%2F%3F?q=1',
    );
  });
});
