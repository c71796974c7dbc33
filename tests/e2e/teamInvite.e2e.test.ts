/**
 * Team invite end to end ("invite a teammate → the invitee accepts → the Invite step is
 * done"): the demo user (write access) invites a teammate from /team/invite using only the
 * keyboard; the e-mail reaches the embedded SMTP server over real SMTP; the invitee opens its
 * link signed out, signs in through the page's "Sign in" link (which comes back), joins, and
 * lands on the organization's first site; the inviter's getting-started flag invite_completed
 * is then "true" for that site. axe on every page on the way.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage, waitInteractive } from './browser';

const INVITEE = { email: 'grace.teammate@example.com', password: 'grace-password' };
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    await seedPersona(db, {
      email: INVITEE.email,
      name: 'Grace Teammate',
      passwordHash: await hashPassword(INVITEE.password),
      account: { name: 'Grace account' },
      organizations: [{ name: 'Grace org', access: 'admin', sites: [{ name: 'Grace site' }] }],
    });
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('team invite', () => {
  it('invites by keyboard, the invitee signs in and joins, the inviter’s Invite step is done', async () => {
    const inviter = await signedInPage(browser, app.url, {
      email: 'demo@example.com',
      password: 'demo-password',
    });
    await openApp(inviter, `${app.url}/team/invite`);
    await expect
      .poll(() => inviter.getByRole('heading', { level: 1 }).textContent())
      .toBe('Invite team members');

    // Keyboard only: type the address, Tab to the role, Tab to the button, Enter.
    await inviter.getByLabel('Email address').focus();
    await inviter.keyboard.type(INVITEE.email.toUpperCase());
    await inviter.keyboard.press('Tab');
    await expect.poll(() => inviter.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await inviter.keyboard.press('Tab');
    await expect
      .poll(() => inviter.evaluate(() => document.activeElement?.textContent))
      .toBe('Send invitation');
    await inviter.keyboard.press('Enter');
    const pending = inviter.getByTestId('pending-invitations');
    await pending.getByText(INVITEE.email).waitFor();
    await checkA11y(inviter, 'invitation sent');

    // The same address again: 409, said under the field.
    await inviter.getByLabel('Email address').fill(INVITEE.email);
    await inviter.getByRole('button', { name: 'Send invitation' }).click();
    await inviter
      .getByRole('alert')
      .filter({ hasText: 'already has a pending invitation' })
      .waitFor();
    await checkA11y(inviter, 'already invited');

    await openApp(inviter, `${app.url}/team/list`);
    await inviter.getByTestId('team-members').getByText('demo@example.com').waitFor();

    // The e-mail arrived over SMTP, in the inviter's language, its link in both parts.
    const mail = await app.mailTo(INVITEE.email);
    expect(mail.subject).toBe('Demo User invited you to Demo organization on Lodestar');
    const link = new RegExp(`${app.url.replace(/[.:/]/g, '\\$&')}/invite/[A-Za-z0-9_-]{43}`).exec(
      mail.text,
    )?.[0];
    expect(link, 'the invitation link in the e-mail').toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);

    // The invitee, signed out, opens the link, signs in through it and comes back.
    const invitee = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await openApp(invitee, link!);
    await invitee.getByText('Demo User invited').waitFor();
    await invitee.getByRole('link', { name: 'Sign in' }).click();
    await invitee.waitForURL(/\/login\?next=/);
    await waitInteractive(invitee);
    await invitee.getByLabel(/email/i).fill(INVITEE.email);
    await invitee.getByLabel(/password/i).fill(INVITEE.password);
    await invitee.getByRole('button', { name: /sign in/i }).click();
    await invitee.waitForURL(/\/invite\//);
    const join = invitee.getByRole('button', { name: 'Join Demo organization' });
    await join.waitFor();
    await checkA11y(invitee, 'signed in as the invitee');
    await join.click();
    await invitee.waitForURL(/\/sites\/\d+\/overview/);
    const siteId = Number(/\/sites\/(\d+)\//.exec(invitee.url())![1]);

    // The inviter's getting-started Invite step: invite_completed = "true" for that site.
    const me = (await (await inviter.request.get(`${app.url}/api/v1/session`)).json()) as {
      user: { id: number };
    };
    const state = (await (
      await inviter.request.get(`${app.url}/api/v1/users/${me.user.id}/app-state`)
    ).json()) as {
      app_state_settings: { namespace: string; key: string; value: string; site_id: number }[];
    };
    expect(state.app_state_settings).toContainEqual(
      expect.objectContaining({
        namespace: 'atv_getting_started_guide',
        key: 'invite_completed',
        value: 'true',
        site_id: siteId,
      }),
    );
  });
});
