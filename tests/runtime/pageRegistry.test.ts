/**
 * The page registry (runtime/app/core/pages/registry.ts): each page names its module once, the
 * glob makes one lazy chunk per module, and the name is the client build manifest's key by which
 * the server preloads a drawn page's chunks (contracts/renderPage.ts `modules`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../generated/routes';
import { pageModule, pageModuleKeys } from '../../runtime/app/core/pages/registry';

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
});
