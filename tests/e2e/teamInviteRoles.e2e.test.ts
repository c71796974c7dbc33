/**
 * An invited teammate opens the inviting organization's site, with the menus of the role they
 * were given. For each role: the organization's admin invites from /team/invite, the invitee
 * (a new user) registers through the link, skips the questionnaire, comes back to the link,
 * joins, and lands on the organization's site — under the account that owns it, not on "No site
 * access" — where the top bar offers "Invite members" to write and admin only, and the invite
 * form grants at most the invitee's own role. Then a second organization invites a user who
 * already joined one: they join both and switch between the two sites.
 *
 * The link's token lives only in the email (the database keeps its SHA-256), so the test gives
 * the invitation a token of its own: it replaces the stored hash with the hash of a token it
 * made. axe on every page on the way.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgAccess } from '../../contracts/gates';
import { hashPassword } from '../../server/src/auth/password';
import { hashInvitationToken, newInvitationToken } from '../../server/src/data/invitations';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona, type SeededPersona } from '../../server/src/seed/persona';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage, waitInteractive } from './browser';

const PASSWORD = 'correct horse battery staple';
const OWNERS = {
  northwind: { email: 'nora.owner@example.com', org: 'Northwind', site: 'Northwind shop' },
  contoso: { email: 'carl.owner@example.com', org: 'Contoso', site: 'Contoso web' },
};
type Owner = keyof typeof OWNERS;

let app: RunningApp;
let browser: Browser;
const seeded = {} as Record<Owner, SeededPersona>;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    for (const [key, owner] of Object.entries(OWNERS) as [Owner, (typeof OWNERS)[Owner]][]) {
      seeded[key] = await seedPersona(db, {
        email: owner.email,
        name: `${owner.org} Owner`,
        passwordHash: await hashPassword(PASSWORD),
        account: { name: `${owner.org} account` },
        organizations: [{ name: owner.org, access: 'admin', sites: [{ name: owner.site }] }],
      });
    }
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const organizationOf = (owner: Owner) => seeded[owner].organizations[0]!;

/** The owner invites `email` with `access` from /team/invite; the link the email would carry. */
async function invite(owner: Owner, email: string, access: OrgAccess): Promise<string> {
  const page = await signedInPage(browser, app.url, {
    email: OWNERS[owner].email,
    password: PASSWORD,
  });
  const organizationId = organizationOf(owner).id;
  await openApp(page, `${app.url}/team/invite/${organizationId}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Role').selectOption(access);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByTestId('pending-invitations').getByText(email).waitFor();
  await checkA11y(page, `invited ${email}`);
  await page.context().close();

  const token = newInvitationToken();
  const db = openDatabase(app.dataDir);
  try {
    const updated = await db
      .updateTable('invitations')
      .set({ token_hash: hashInvitationToken(token) })
      .where('organization_id', '=', organizationId)
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
  } finally {
    await db.destroy();
  }
  return `${app.url}/invite/${token}`;
}

/** A new visitor opens the link, creates an account through it and comes back to it. */
async function registerThroughLink(link: string, name: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openApp(page, link);
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/register');
  await waitInteractive(page);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel(/I accept the Terms of Service/).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/onboarding');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/invite/'));
  await waitInteractive(page);
  return page;
}

/** Joins from the invitation page and waits for the organization's site to be on screen. */
async function joinAndLand(page: Page, owner: Owner): Promise<void> {
  const { org, site } = OWNERS[owner];
  await page.getByRole('button', { name: `Join ${org}` }).click();
  const siteId = organizationOf(owner).sites[0]!.id;
  await page.waitForURL((url) => url.pathname === `/sites/${siteId}/overview`);
  await expectOnSite(page, owner);
  await checkA11y(page, `joined ${org}, on ${site}`);
}

async function expectOnSite(page: Page, owner: Owner): Promise<void> {
  await page.getByTestId('site-selector').filter({ hasText: OWNERS[owner].site }).waitFor();
  await page.locator('main h1').waitFor();
  await expect(page.locator('main h1').textContent()).resolves.not.toBe('No site access');
}

/** Each case registers a user and draws several pages on a shared machine. */
const CASE_TIMEOUT_MS = 150_000;

const ROLE_CASES: { access: OrgAccess; invites: boolean; grants: OrgAccess[] }[] = [
  { access: 'read', invites: false, grants: [] },
  { access: 'write', invites: true, grants: ['read', 'write'] },
  { access: 'admin', invites: true, grants: ['read', 'write', 'admin'] },
];

describe('an invited teammate opens the inviting organization’s site', () => {
  it.each(ROLE_CASES)(
    'with $access access: registers through the link, joins, sees the role’s menus',
    async ({ access, invites, grants }) => {
      const email = `${access}.teammate@example.com`;
      const link = await invite('northwind', email, access);
      const page = await registerThroughLink(link, `${access} Teammate`, email);
      await checkA11y(page, 'invitation, signed in as the new user');
      await joinAndLand(page, 'northwind');

      await page.screenshot({ path: join(ROOT, 'test-results', `invitee-${access}-landed.png`) });
      const inviteLink = page.getByRole('link', { name: 'Invite members' });
      await expect(inviteLink.count()).resolves.toBe(invites ? 1 : 0);
      if (invites) {
        await inviteLink.click();
        await page.waitForURL((url) => url.pathname.startsWith('/team/invite'));
        await page.getByTestId('invite-form').waitFor();
        await checkA11y(page, `invite form with ${access} access`);
        const options = page.getByLabel('Role').locator('option');
        const values = options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
        await expect(values).resolves.toEqual(grants);
      }
      await page.context().close();
    },
    CASE_TIMEOUT_MS,
  );

  it(
    'joins a second organization after a first, and switches between their sites',
    async () => {
      const email = 'two.orgs@example.com';
      const page = await registerThroughLink(
        await invite('northwind', email, 'read'),
        'Two Orgs',
        email,
      );
      await joinAndLand(page, 'northwind');

      await openApp(page, await invite('contoso', email, 'write'));
      await joinAndLand(page, 'contoso');

      await page.getByTestId('site-selector').click();
      const dialog = page.getByRole('dialog', { name: 'Select a site' });
      await dialog.waitFor();
      await checkA11y(page, 'site selector with both organizations');
      await dialog.getByRole('button', { name: OWNERS.northwind.site }).click();
      const northwindSite = organizationOf('northwind').sites[0]!.id;
      await page.waitForURL((url) => url.pathname.startsWith(`/sites/${northwindSite}/`));
      await expectOnSite(page, 'northwind');
      await checkA11y(page, 'switched back to the first organization’s site');
      await page.context().close();
    },
    CASE_TIMEOUT_MS,
  );
});
