/**
 * Changing the sign-in address end to end: on /profile/email the user asks for a new address;
 * the page says where the link went and the address stays; the link arrives over real SMTP at
 * the new address; opened in another browser it changes nothing until its button is pressed;
 * then the new address signs in. axe on every page on the way.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage } from './browser';

const USER = { email: 'mover@example.com', password: 'mover-password' };
const NEW_EMAIL = 'mover.new@example.com';
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    await seedPersona(db, {
      email: USER.email,
      name: 'Mo Mover',
      passwordHash: await hashPassword(USER.password),
      account: { name: 'Mover account' },
      organizations: [{ name: 'Mover org', access: 'admin', sites: [{ name: 'Mover site' }] }],
    });
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signInStatus(email: string): Promise<number> {
  const answer = await fetch(`${app.url}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lodestar-app': '1' },
    body: JSON.stringify({ email, password: USER.password }),
  });
  return answer.status;
}

describe('email change', () => {
  it('asks, reads the link from the new address, confirms, signs in with the new address', async () => {
    const page = await signedInPage(browser, app.url, USER);
    await openApp(page, `${app.url}/profile/email`);
    await page.getByLabel('New email').fill(NEW_EMAIL);
    await page.getByLabel('Current password').fill(USER.password);
    await page.getByRole('button', { name: 'Update email' }).click();
    await page
      .getByTestId('pending-email')
      .filter({ hasText: `We sent a link to ${NEW_EMAIL}` })
      .waitFor();
    await expect.poll(() => page.getByTestId('current-email').textContent()).toContain(USER.email);
    await checkA11y(page, 'change pending');
    // Still said after a reload: the server keeps the pending change.
    await openApp(page, `${app.url}/profile/email`);
    await page.getByTestId('pending-email').filter({ hasText: NEW_EMAIL }).waitFor();
    expect(await signInStatus(NEW_EMAIL)).toBe(401);

    const mail = await app.mailTo(NEW_EMAIL);
    const link = new RegExp(
      `${app.url.replace(/[.:/]/g, '\\$&')}/profile/email/confirm/[A-Za-z0-9_-]{43}`,
    ).exec(mail.text)?.[0];
    expect(link, 'the confirmation link in the e-mail').toBeDefined();

    // Another browser, signed out: opening the page changes nothing yet.
    const other = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await openApp(other, link!);
    const button = other.getByRole('button', { name: 'Confirm new address' });
    await button.waitFor();
    await checkA11y(other, 'confirmation page');
    expect(await signInStatus(USER.email)).toBe(200);
    await button.click();
    await other.getByText(`You now sign in as ${NEW_EMAIL}.`).waitFor();
    await checkA11y(other, 'confirmed');

    expect(await signInStatus(NEW_EMAIL)).toBe(200);
    expect(await signInStatus(USER.email)).toBe(401);
    await other.getByRole('link', { name: 'Sign in' }).click();
    await other.waitForURL(/\/login/);

    // The link works once.
    await openApp(other, link!);
    await other.getByRole('button', { name: 'Confirm new address' }).click();
    await other.getByRole('alert').filter({ hasText: 'already been used' }).waitFor();
    expect(await other.getByRole('button', { name: 'Confirm new address' }).count()).toBe(0);
    await checkA11y(other, 'used link');
  });
});
