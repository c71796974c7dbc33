/**
 * The demo user's sites, reached as a user would, for the end-to-end tests and the benchmarks
 * that need them: their own site is where the sidebar's dashboard link points; the demo site
 * (30 days of traffic, read only) is what any empty state's "Explore demo site" opens — the
 * own site's heatmaps have none, so its list shows that empty state.
 */
import type { Page } from 'playwright-core';
import { menuLabel } from '../support/manifestFacts';
import { openApp } from './browser';

/** The id of the signed-in user's first site, read from the sidebar on the home page. */
export async function ownSiteId(page: Page, appUrl: string): Promise<string> {
  await openApp(page, `${appUrl}/`);
  const link = page.getByRole('link', { name: menuLabel('dashboard.index'), exact: true }).first();
  const id = /\/sites\/(\d+)\//.exec((await link.getAttribute('href')) ?? '')?.[1];
  if (!id) throw new Error('The sidebar links to no site dashboard: the user has no site.');
  return id;
}

/** Opens the demo site from the own site's heatmaps empty state; the ids of both sites. */
export async function reachDemoSite(
  page: Page,
  appUrl: string,
): Promise<{ ownSite: string; demoSite: string }> {
  const ownSite = await ownSiteId(page, appUrl);
  await openApp(page, `${appUrl}/sites/${ownSite}/heatmap/list`);
  await page.getByRole('button', { name: 'Explore demo site' }).first().click();
  await page.waitForURL((url) => !url.pathname.startsWith(`/sites/${ownSite}/`));
  return { ownSite, demoSite: new URL(page.url()).pathname.split('/')[2]! };
}
