/**
 * Hardening, end to end in Chromium against the built app served by the real server:
 *  - a campaign link with huge values (product.md#constants-and-limits "Cookies: campaign parameters 30 days") must not lock
 *    the visitor out: before the byte budgets (server/src/signup/cookieValues.ts) such a link
 *    set ~17 KB of cookies and every later request was refused with 431 for 30 days;
 *  - the remembered site (`lodestar_last_site`) belongs to the user who chose it: another user
 *    signing in on the same browser (over the first one's session, or after it ended
 *    elsewhere) never sees it.
 * A screenshot of the register page after the worst-case link lands in test-results/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_COOKIE_PREFIX } from '../../contracts/cookies';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona, type SeededPersona } from '../../server/src/seed/persona';
import { CAMPAIGN_COOKIES_BUDGET_BYTES } from '../../server/src/signup/cookieValues';
import { signupBundle } from '../../server/src/signup/signupBundle';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, waitInteractive } from './browser';

const SCREENSHOTS = join(ROOT, 'test-results');
const PASSWORD = 'hardening-password';
const TRACKED = signupBundle(ROOT).trackedCampaignParameters;

let app: RunningApp;
let browser: Browser;
let alice: SeededPersona;
let bob: SeededPersona;
let launchSite: number;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const db = openDatabase(app.dataDir);
  try {
    const passwordHash = await hashPassword(PASSWORD);
    alice = await seedPersona(db, {
      email: 'alice@example.com',
      name: 'Alice',
      passwordHash,
      account: { name: 'Team account' },
      organizations: [
        { name: 'Team organization', sites: [{ name: 'Team home' }, { name: 'Alice launch' }] },
      ],
    });
    // Bob works in Alice's team: a later account of his own, so the team account is his primary
    // one, and a member of the team's organization — he may open every site Alice remembers.
    bob = await seedPersona(db, {
      email: 'bob@example.com',
      name: 'Bob',
      passwordHash,
      account: { name: 'Bob account' },
    });
    const team = alice.organizations[0]!;
    await db
      .insertInto('account_users')
      .values({ account_id: alice.accountId, user_id: bob.userId, is_admin: 0 })
      .execute();
    await db
      .insertInto('memberships')
      .values({ organization_id: team.id, user_id: bob.userId, access: 'read', permissions: '[]' })
      .execute();
    launchSite = team.sites.find((s) => s.name === 'Alice launch')!.id;
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

async function cookiesOf(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
}

describe('a campaign link with huge values (cookie bomb)', () => {
  /**
   * The worst value the old rule (≤ 200 UTF-16 characters) stored: 4-byte characters (12
   * bytes once URL-encoded), 3-byte ones (9) and `:` (1 byte in the link, 3 in the cookie,
   * which is URL-encoded as a whole as soon as it holds any non-ASCII character). The link
   * itself must stay within Node's 16 KiB header limit, or it would be refused already.
   */
  const worst = '😀'.repeat(10) + '€'.repeat(75) + ':'.repeat(105);
  const link = (value: string) =>
    `/register?${TRACKED.map((p) => `${p}=${encodeURI(value)}`).join('&')}`;

  it('is served, and the next page still answers 200 and renders', async () => {
    expect(worst.length).toBe(200);
    const path = link(worst);
    expect(path.length).toBeGreaterThan(13_000);
    expect(path.length).toBeLessThan(14_500);
    const { context, page } = await newPage();
    const first = await page.goto(`${app.url}${path}`);
    expect(first?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await checkA11y(page, 'worst-case campaign link');
    await page.screenshot({ path: join(SCREENSHOTS, 'hardening-cookie-bomb.png'), fullPage: true });

    const next = await page.goto(`${app.url}/login`);
    expect(next?.status()).toBe(200);
    await waitInteractive(page);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // None of these values fits a cookie any more: none was stored.
    const campaign = (await context.cookies()).filter((c) =>
      c.name.startsWith(CAMPAIGN_COOKIE_PREFIX),
    );
    expect(campaign).toEqual([]);
    await context.close();
  });

  it('with values just within the per-value cap, keeps the set within the total budget', async () => {
    const { context, page } = await newPage();
    const fits = '😀'.repeat(16) + '::'; // 192 + 6 encoded bytes: each value alone is kept
    expect((await page.goto(`${app.url}${link(fits)}`))?.status()).toBe(200);
    const next = await page.goto(`${app.url}/login`);
    expect(next?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    const campaign = (await context.cookies()).filter((c) =>
      c.name.startsWith(CAMPAIGN_COOKIE_PREFIX),
    );
    const bytes = campaign.reduce((sum, c) => sum + c.name.length + 1 + c.value.length + 2, 0);
    expect(bytes).toBeLessThanOrEqual(CAMPAIGN_COOKIES_BUDGET_BYTES);
    // product.md#records-and-their-fields order decides who stays: the first parameters are kept whole, the rest dropped.
    expect(campaign.length).toBeGreaterThan(0);
    expect(campaign.length).toBeLessThan(TRACKED.length);
    const source = campaign.find((c) => c.name === `${CAMPAIGN_COOKIE_PREFIX}utm_source`);
    expect(decodeURIComponent(source!.value)).toBe(fits);
    await context.close();
  });
});

describe('the remembered site belongs to the user who chose it', () => {
  /** The site the top bar shows, once the page has asked for everything it wanted. */
  async function siteShown(page: Page): Promise<string | null> {
    await page.waitForLoadState('networkidle');
    return page.getByTestId('site-selector').textContent();
  }

  async function signIn(page: Page, email: string, next: string): Promise<void> {
    await openApp(page, `${app.url}/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === next);
    await page.getByRole('navigation', { name: 'Sidebar' }).waitFor();
  }

  /** Alice opens her launch site, then a page without a site in its path, which shows it. */
  async function aliceRemembersHerSite(page: Page): Promise<void> {
    await signIn(page, 'alice@example.com', `/sites/${launchSite}/overview`);
    await expect.poll(() => siteShown(page)).toContain('Alice launch');
    await openApp(page, `${app.url}/profile/details`);
    await expect.poll(() => siteShown(page)).toContain('Alice launch'); // her own: still shown
  }

  /** The cookie is gone, or it names Bob (the remembered site of the signed-in user). */
  async function expectNoneOfAlices(context: BrowserContext): Promise<void> {
    const remembered = (await cookiesOf(context)).lodestar_last_site;
    if (remembered !== undefined) expect(remembered).toMatch(new RegExp(`^${bob.userId}\\.`));
  }

  it('is not shown to another user signing in over the session (no log out)', async () => {
    const { context, page } = await newPage();
    await aliceRemembersHerSite(page);

    // Bob signs in on the same browser while Alice's session is still live.
    await signIn(page, 'bob@example.com', '/profile/details');
    await expect(siteShown(page)).resolves.not.toContain('Alice launch');
    await expectNoneOfAlices(context);
    // Drawn again by the server for Bob: still not hers.
    const served = await page.goto(`${app.url}/profile/details`);
    expect(await served?.text()).not.toContain('Alice launch');
    await waitInteractive(page);
    await expect(siteShown(page)).resolves.not.toContain('Alice launch');
    await expectNoneOfAlices(context);
    await context.close();
  });

  it('is forgotten when the session ended elsewhere, before anyone signs in again', async () => {
    const { context, page } = await newPage();
    await aliceRemembersHerSite(page);

    // Alice signs out somewhere else (another client holding the same session).
    const session = (await cookiesOf(context)).lodestar_session!;
    const logout = await fetch(`${app.url}/api/v1/session`, {
      method: 'DELETE',
      headers: { cookie: `lodestar_session=${session}`, origin: app.url },
    });
    expect(logout.status).toBe(204);

    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    await waitInteractive(page);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expect.poll(async () => (await cookiesOf(context)).lodestar_last_site).toBeUndefined();

    await page.getByLabel('Email').fill('bob@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/details');
    await page.getByRole('navigation', { name: 'Sidebar' }).waitFor();
    await expect(siteShown(page)).resolves.not.toContain('Alice launch');
    await expectNoneOfAlices(context);
    await context.close();
  });
});
