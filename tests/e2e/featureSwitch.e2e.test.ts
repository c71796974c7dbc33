/**
 * One switch per feature, in the browser: for an account of a variant that hides a feature (the
 * access manifest's `hiddenFeatures`, whichever features it names), a direct visit to that
 * feature's page shows the forbidden page instead of the page, and the sidebar has no item
 * leading there; an account of the default variant opens the same address.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import access from '../../generated/bundle/access.json';
import { routes } from '../../generated/routes';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage } from './browser';

const PASSWORD = 'feature-switch-password';
const SETTLE = { timeout: 10_000 };

/** A variant that hides a feature, and an ungated route of that feature under a site. */
const hiding = Object.entries(access.hiddenFeatures as Record<string, string[]>).flatMap(
  ([feature, variants]) =>
    Object.values(routes)
      .filter((r) => r.feature === feature && !r.gate && r.path.startsWith('/sites/{siteId}/'))
      .map((route) => ({ feature, variant: variants[0]!, route })),
)[0];

let app: RunningApp;
let browser: Browser;
const sites: Record<string, number> = {};

async function seed(variant: string): Promise<void> {
  const db = openDatabase(app.dataDir);
  try {
    const persona = await seedPersona(db, {
      email: `${variant}@example.com`,
      passwordHash: await hashPassword(PASSWORD),
      account: { name: variant, variant: variant as 'default', admin: true },
      organizations: [
        {
          name: `${variant} org`,
          access: 'admin',
          permissions: ['surveys-create', 'feedbacks-create'],
          sites: [{ name: `${variant}.example` }],
        },
      ],
    });
    sites[variant] = persona.organizations[0]!.sites[0]!.id;
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  if (!hiding) return;
  await seed(hiding.variant);
  await seed('default');
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The route's address on the variant's site; other parameters get an id of 1. */
const pathFor = (variant: string) =>
  hiding!.route.path.replace('{siteId}', String(sites[variant])).replace(/\{\w+\}/g, '1');

describe.skipIf(!hiding)('a feature hidden for a variant', () => {
  let page: Page;

  it('a direct visit shows the forbidden page, and the sidebar has no item for it', async () => {
    const { variant, route } = hiding!;
    page = await signedInPage(browser, app.url, {
      email: `${variant}@example.com`,
      password: PASSWORD,
    });
    await openApp(page, `${app.url}${pathFor(variant)}`);
    await expect.poll(() => page.getByTestId('status-forbidden').count(), SETTLE).toBe(1);
    const hrefs = await page
      .locator('#app-sidebar a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    const prefix = route.path.split('{siteId}')[1]!.split('/').slice(0, 2).join('/');
    expect(hrefs.filter((h) => h.includes(prefix))).toEqual([]);
    await checkA11y(page, 'forbidden page of a hidden feature');
  });

  it('an account of the default variant opens the same page', async () => {
    const other = await signedInPage(browser, app.url, {
      email: 'default@example.com',
      password: PASSWORD,
    });
    await openApp(other, `${app.url}${pathFor('default')}`);
    await expect.poll(() => other.locator('main h1, main h2').count(), SETTLE).toBeGreaterThan(0);
    expect(await other.getByTestId('status-forbidden').count()).toBe(0);
    await other.context().close();
  });
});
