/**
 * The page registry (runtime/app/core/pages/registry.ts): each page names its module once, the
 * glob makes one lazy chunk per module, and the name is the client build manifest's key by which
 * the server preloads a drawn page's chunks (contracts/renderPage.ts `modules`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../generated/routes';
import { pageEntryFor, pageModule, pageModuleKeys } from '../../runtime/app/core/pages/registry';
import { shownFeature } from '../../runtime/app/emptyStates/EmptyStatePage';
import { expandRoutes, type RouteEntry } from '../../runtime/rules/routes/routeTable';

/** A route as generated/routes.ts expands it, declared in YAML only (no page in code). */
function declared(entry: Omit<RouteEntry, 'path'>) {
  const name = 'forms-analytics.index';
  return expandRoutes({ [name]: { path: '/sites/{siteId}/forms-analytics', ...entry } })[name]!;
}

const APP = join(import.meta.dirname, '..', '..', 'runtime', 'app');

describe('the page registry', () => {
  it('globs exactly the modules it registers: no page without a chunk, no chunk without a page', () => {
    const { globbed, registered } = pageModuleKeys();
    expect([...new Set(registered)].sort()).toEqual([...globbed].sort());
  });

  it('names, for every route, a module of runtime/app by its build-manifest key', () => {
    for (const route of routeList) {
      const module = pageModule(route.name);
      expect(module, route.name).toMatch(/^[a-zA-Z]+\/[\w/]+\.tsx$/);
      expect(existsSync(join(APP, module)), `${route.name}: ${module}`).toBe(true);
    }
    expect(pageModule('overview.index')).toBe('getStarted/GetStartedPage.tsx');
    expect(pageModule('auth.login')).toBe('signup/LoginPage.tsx');
  });

  it('gives a route without a page the placeholder’s module', () => {
    const unbuilt = routeList.find((route) => pageModule(route.name).includes('Placeholder'));
    expect(unbuilt && pageModule(unbuilt.name)).toBe('core/pages/PlaceholderPage.tsx');
  });

  it('opens what a route declared in YAML alone shows', () => {
    const emptyState = declared({ shows: { emptyState: 'forms-analytics' } });
    expect(pageEntryFor(emptyState).module).toBe('emptyStates/EmptyStatePage');
    expect(shownFeature(emptyState)).toBe('forms-analytics');
    expect(pageEntryFor(declared({ shows: { redirect: 'surveys.list' } })).module).toBe(
      'core/pages/RedirectPage',
    );
    expect(pageEntryFor(declared({ shows: { page: 'auth.login' } })).module).toBe(
      'signup/LoginPage',
    );
    expect(pageEntryFor(declared({ shows: { form: 'team-profile' } })).module).toBe(
      'forms/FormRoutePage',
    );
  });

  it('opens the placeholder for a route that names nothing that exists', () => {
    expect(pageEntryFor(declared({})).module).toBe('core/pages/PlaceholderPage');
    expect(pageEntryFor(declared({ shows: { page: 'forms-analytics.other' } })).module).toBe(
      'core/pages/PlaceholderPage',
    );
  });
});
