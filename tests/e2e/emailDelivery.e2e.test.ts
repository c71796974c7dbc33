/**
 * A server without an SMTP server (no SMTP_URL, as a plain `npm start` may run): the
 * organization settings and the invitation screen say e-mail is not set up, and inviting says
 * the e-mail waits instead of claiming it was sent; the invitation's e-mail stays in the
 * outbox, pending. axe on both screens.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/open';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage } from './browser';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ mail: false });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('without an SMTP server', () => {
  it('says e-mail is not set up and never that an invitation was sent', async () => {
    const page = await signedInPage(browser, app.url, {
      email: 'demo@example.com',
      password: 'demo-password',
    });
    await openApp(page, `${app.url}/settings/organizations`);
    const notice = page.getByTestId('email-not-configured');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This server does not send e-mail yet');
    await checkA11y(page, 'organization settings, e-mail not configured');

    await openApp(page, `${app.url}/team/invite`);
    await page.getByTestId('email-not-configured').waitFor();
    await page.getByLabel('Email address').fill('waiting@example.com');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation for waiting@example.com created. This server').waitFor();
    expect(await page.getByText(/invitation sent/i).count()).toBe(0);
    await checkA11y(page, 'invitation queued');

    const db = openDatabase(app.dataDir);
    try {
      const rows = await db.selectFrom('mail_outbox').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ recipient: 'waiting@example.com', sent_at: null });
    } finally {
      await db.destroy();
    }
  });
});
