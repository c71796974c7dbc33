/**
 * The cast and the steps of the settings pages' end-to-end test ("Settings pages";
 * tests/e2e/settings.e2e.test.ts). Kept apart from the test so the same steps can be driven
 * against a development server while building the pages.
 */
import type { Page } from 'playwright-core';
import { seedPersona } from '../../server/src/seed/persona';
import { seedVisitorSessions } from '../../server/src/data/visitorSessionSeed';
import type { Db } from '../../server/src/db/open';
import { declaredExperiments } from '../../server/src/data/experimentsBundle';
import { assignmentsFor } from '../../runtime/rules/experiments/assignments';
import { ROOT } from '../support/appServer';
import { checkA11y, openApp } from './browser';

const OVERLAY_EXPERIMENT = 'stp_setup_based_on_intention';

export interface SettingsCast {
  adminEmail: string;
  siteId: number;
  /** A site with data but no sessions: its recordings page shows the pending-data states. */
  quietSiteId: number;
  organizationId: number;
  memberName: string;
  variantEmails: Record<'lite' | 'cross-sell' | 'standalone', string>;
}

/** An account admin and organization admin with a site and a write member, and one per variant. */
export async function seedSettingsCast(
  db: Db,
  passwordHash: string,
  prefix = 'settings',
): Promise<SettingsCast> {
  // The recordings page shows its "disabled" state only outside the overlay experiment
  // (manifests/empty-states/common.yaml): admins are seeded until one is in the control group.
  const experiments = declaredExperiments(ROOT);
  const overlaid = (userId: number) =>
    assignmentsFor(experiments, 'user', userId).find((a) => a.name === OVERLAY_EXPERIMENT)
      ?.variant !== experiments[OVERLAY_EXPERIMENT]!.control;
  let admin: Awaited<ReturnType<typeof seedPersona>> | undefined;
  for (let i = 0; i < 40 && !admin; i++) {
    const candidate = await seedPersona(db, {
      email: `${prefix}-admin${i}@example.com`,
      name: 'Sam Settings',
      passwordHash,
      account: { name: 'Settings account', variant: 'default', admin: true },
      organizations: [
        {
          name: 'Settings org',
          access: 'admin',
          permissions: [],
          sites: [
            { name: 'Shop', url: 'https://shop.example.com' },
            { name: 'Quiet shop', url: 'https://quiet.example.com' },
          ],
        },
      ],
    });
    if (!overlaid(candidate.userId)) admin = candidate;
  }
  if (!admin) throw new Error('no control-group admin in 40 tries');
  const member = await seedPersona(db, {
    email: `${prefix}-member@example.com`,
    name: 'Mia Member',
    passwordHash,
    account: { name: 'Member account', variant: 'default', admin: true },
    organizations: [],
  });
  const organizationId = admin.organizations[0]!.id;
  const siteId = admin.organizations[0]!.sites[0]!.id;
  await db
    .insertInto('memberships')
    .values({ organization_id: organizationId, user_id: member.userId, access: 'write' })
    .execute();
  // A visitor with two sessions, for the user lookup.
  const now = Date.now();
  await seedVisitorSessions(db, siteId, [
    { startedAt: now - 3_600_000, sessionKey: `${prefix}-lookup-1`, endedAt: now - 3_000_000 },
    {
      startedAt: now - 600_000,
      sessionKey: `${prefix}-lookup-2`,
      pageUrl: 'https://shop.example.com/cart',
    },
  ]);
  await db
    .updateTable('visitor_sessions')
    .set({ visitor_key: `${prefix}-visitor-42` })
    .where('session_key', 'in', [`${prefix}-lookup-1`, `${prefix}-lookup-2`])
    .execute();

  const variantEmails = {} as SettingsCast['variantEmails'];
  for (const variant of ['lite', 'cross-sell', 'standalone'] as const) {
    const email = `${prefix}-${variant}@example.com`;
    await seedPersona(db, {
      email,
      passwordHash,
      account: {
        name: `${variant} account`,
        variant,
        admin: true,
        features: variant === 'standalone' ? ['voc.csq.standalone'] : [],
      },
      organizations: [
        {
          name: `${variant} org`,
          access: 'admin',
          permissions: [],
          sites: [{ name: `${variant} site` }],
        },
      ],
    });
    variantEmails[variant] = email;
  }
  return {
    adminEmail: admin.email,
    siteId,
    quietSiteId: admin.organizations[0]!.sites[1]!.id,
    organizationId,
    memberName: 'Mia Member',
    variantEmails,
  };
}

const main = (page: Page) => page.getByRole('main');

/** Rename the site on /settings/organizations; the site settings page then carries the name. */
export async function renameSite(page: Page, base: string, cast: SettingsCast) {
  await openApp(page, `${base}/settings/organizations`);
  await main(page).getByRole('heading', { name: 'Organizations and sites' }).waitFor();
  const form = page.getByTestId(`rename-site-${cast.siteId}`);
  await form.getByLabel('Name of the site https://shop.example.com').fill('Storefront');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await checkA11y(page, 'site renamed');
  await openApp(page, `${base}/sites/${cast.siteId}/settings`);
  await main(page).getByRole('heading', { name: 'Settings of Storefront' }).waitFor();
}

/** Add a site from the organizations page: bad addresses (IPv6 cases) refused, a good one added. */
export async function addSite(page: Page, base: string, cast: SettingsCast) {
  await openApp(page, `${base}/settings/organizations`);
  await page.getByTestId(`add-site-${cast.organizationId}`).click();
  await page.waitForURL(`${base}/organizations/${cast.organizationId}/add-site`);
  const address = page.getByLabel('Site address');
  const add = page.getByRole('button', { name: 'Add site' });
  for (const bad of [
    'http://[::1]',
    'https://[2001:db8:::1]/',
    'ftp://example.com',
    'not a site',
  ]) {
    await address.fill(bad);
    await add.click();
    await page.getByRole('alert').waitFor();
    if ((await address.getAttribute('aria-invalid')) !== 'true') {
      throw new Error(`${bad} was not refused`);
    }
  }
  await checkA11y(page, 'add site, invalid address');
  await address.fill('https://[2001:db8::1]:8443/shop');
  await add.click();
  await page.waitForURL(/\/sites\/\d+\/setup$/);
}

/** Capture off on the site settings → the recordings page shows the "disabled" empty state. */
export async function captureOff(page: Page, base: string, cast: SettingsCast) {
  await openApp(page, `${base}/sites/${cast.quietSiteId}/settings`);
  const capture = page.getByRole('switch', { name: 'Capture sessions' });
  if (!(await capture.isChecked())) throw new Error('capture should start on');
  await capture.click();
  await page.getByText('Session capture is off: no new sessions are stored').waitFor();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await checkA11y(page, 'capture off');
  await openApp(page, `${base}/sites/${cast.quietSiteId}/playbacks/list`);
  await main(page).getByRole('heading', { name: 'Session capture is off' }).waitFor();
  await main(page).getByRole('link', { name: 'Go to site settings' }).click();
  await page.waitForURL(`${base}/sites/${cast.quietSiteId}/settings`);
  await page.getByRole('switch', { name: 'Capture sessions' }).click();
  await page.getByText('Sessions are captured and can be watched as recordings.').waitFor();
}

/** What the SSO form is filled with: an identity provider and the domains it serves. */
export interface SsoConnection {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
}

const EXAMPLE_CONNECTION: SsoConnection = {
  issuer: 'https://idp.example.com',
  clientId: 'lodestar',
  clientSecret: 'example-secret',
  domains: 'example.com',
};

/**
 * The SSO form: an OpenID Connect provider, the two access choices and the 14 roles, every one
 * with its description but "other"; saved and kept, the secret never shown again.
 */
export async function ssoForm(page: Page, base: string, connection = EXAMPLE_CONNECTION) {
  await openApp(page, `${base}/settings/sso`);
  await main(page).getByRole('heading', { name: 'Single sign-on', exact: true }).waitFor();
  const radios = main(page).getByRole('radio');
  if ((await radios.count()) !== 16)
    throw new Error(`expected 2 access choices and 14 roles, got ${await radios.count()}`);
  await main(page)
    .getByRole('radio', { name: 'Marketing — Campaigns, acquisition and brand' })
    .waitFor();
  await main(page).getByRole('radio', { name: 'Other', exact: true }).waitFor();
  await main(page).getByRole('button', { name: 'Save settings' }).click();
  await main(page).getByText('This field is required').first().waitFor();
  await main(page).getByLabel('Issuer URL').fill(connection.issuer);
  await main(page).getByLabel('Client ID').fill(connection.clientId);
  await main(page).getByLabel('Client secret').fill(connection.clientSecret);
  await main(page).getByLabel('E-mail domains').fill(connection.domains);
  await main(page).getByLabel('Enable single sign-on').check();
  await main(page).getByRole('radio', { name: 'Read (view only)' }).check();
  await main(page)
    .getByRole('radio', { name: /^Research — / })
    .check();
  await main(page).getByRole('button', { name: 'Save settings' }).click();
  await main(page).getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await checkA11y(page, 'sso saved');
  await openApp(page, `${base}/settings/sso`);
  if (
    !(await main(page)
      .getByRole('radio', { name: /^Research — / })
      .isChecked())
  ) {
    throw new Error('the saved role did not come back');
  }
  await main(page).getByText('A client secret is stored.').waitFor();
  if ((await main(page).getByLabel('Client secret').inputValue()) !== '') {
    throw new Error('the client secret came back to the browser');
  }
}

/** An admin changes a member's access, then removes them (dialog). */
export async function teamMember(page: Page, base: string, cast: SettingsCast) {
  await openApp(page, `${base}/team/list`);
  const access = page.getByLabel(`Access of ${cast.memberName}`);
  // Listen before acting: on a fast run the answer can arrive before a later listener exists.
  const saved = page.waitForResponse(
    (r) => r.url().includes('/members/') && r.request().method() === 'PUT',
  );
  await access.selectOption('read');
  await saved;
  await openApp(page, `${base}/team/list`);
  if ((await page.getByLabel(`Access of ${cast.memberName}`).inputValue()) !== 'read') {
    throw new Error('the access change did not stay');
  }
  // No Remove on one's own row.
  if ((await page.getByRole('button', { name: 'Remove Sam Settings' }).count()) !== 0) {
    throw new Error('an admin can remove themselves');
  }
  await page.getByRole('button', { name: `Remove ${cast.memberName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${cast.memberName}?` });
  await dialog.waitFor();
  await checkA11y(page, 'remove member dialog');
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByTestId('team-members')
    .getByRole('cell', { name: cast.memberName, exact: true })
    .waitFor({ state: 'detached' });
}

/** Integrations (state only), user lookup (found and empty), preferences, user attributes. */
export async function otherPages(
  page: Page,
  base: string,
  cast: SettingsCast,
  prefix = 'settings',
) {
  // These pages work on the current site: the shop (opened last) is the one remembered.
  await openApp(page, `${base}/sites/${cast.siteId}/settings`);
  await openApp(page, `${base}/settings/integrations`);
  await page.getByRole('button', { name: 'Connect Slack' }).click();
  await page.getByRole('button', { name: 'Disconnect Slack' }).waitFor();
  await main(page).getByText('Lodestar is not connected to the real service').waitFor();
  await checkA11y(page, 'integration connected');

  await openApp(page, `${base}/settings/user-lookup`);
  const id = page.getByLabel('Visitor ID');
  await id.fill('nobody-here');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByTestId('lookup-empty').waitFor();
  await id.fill(`${prefix}-visitor-42`);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('heading', { name: `2 sessions of “${prefix}-visitor-42”` }).waitFor();
  await page.getByTestId('lookup-results').getByText('https://shop.example.com/cart').waitFor();
  await checkA11y(page, 'user lookup results');

  await openApp(page, `${base}/settings/preferences`);
  await page.getByLabel('Account name').fill('Renamed account');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await checkA11y(page, 'preferences saved');

  await openApp(page, `${base}/settings/user-attributes`);
  await page.getByRole('radio', { name: 'See heatmaps' }).check();
  await page.getByRole('radio', { name: 'Expert' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await openApp(page, `${base}/settings/user-attributes`);
  // The stored answers fill the form once app-state has come.
  const kept = page.getByRole('radio', { name: 'See heatmaps' });
  // Generous: a busy machine slows the answer, it does not lose it.
  const deadline = Date.now() + 20_000;
  while (!(await kept.isChecked())) {
    if (Date.now() > deadline) throw new Error('the user attributes did not stay');
    await page.waitForTimeout(100);
  }
}

/** product.md#roles-and-permissions: add-new-site is hidden for cross-sell and standalone, shown for lite (and default). */
export async function addSiteVisibility(page: Page, base: string): Promise<number> {
  await openApp(page, `${base}/settings/organizations`);
  await main(page).getByRole('heading', { name: 'Organizations and sites' }).waitFor();
  await main(page).getByRole('heading', { level: 2 }).first().waitFor();
  return main(page).getByRole('link', { name: 'Add a site' }).count();
}
