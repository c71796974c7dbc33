/**
 * /jtbd in a real browser: an empty answer is refused inline, the jobs are ticked with the
 * keyboard, saved, the user is sent on to their site, and the page shows the saved jobs when
 * opened again. axe on every state.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage } from './browser';

const EMAIL = 'jobs@example.com';
const PASSWORD = 'jobs-password';
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    await seedPersona(db, {
      email: EMAIL,
      name: 'Jo',
      passwordHash: await hashPassword(PASSWORD),
      account: { name: 'Jobs account', variant: 'default', admin: true },
      organizations: [{ name: 'Jobs org', access: 'admin', sites: [{ name: 'Jobs site' }] }],
    });
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('/jtbd', () => {
  it('saves the ticked jobs, sends the user on, and shows them again', async () => {
    const page = await signedInPage(browser, app.url, { email: EMAIL, password: PASSWORD });
    await openApp(page, `${app.url}/jtbd`);
    await page.getByRole('heading', { level: 1, name: 'Your jobs to be done' }).waitFor();

    const save = page.getByRole('button', { name: 'Save and continue' });
    await save.click();
    await page.getByText('Choose at least one').waitFor();
    await checkA11y(page, 'nothing ticked');

    // Keyboard only: focus the first option, move with Tab, tick with Space.
    const monitoring = page.getByRole('checkbox', { name: 'Monitoring' });
    const prioritizing = page.getByRole('checkbox', { name: /Prioritizing/ });
    await prioritizing.focus();
    await page.keyboard.press('Space');
    await monitoring.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByText('Choose at least one').count()).toBe(0);
    await save.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sites\/\d+\/(setup|overview)$/);

    await openApp(page, `${app.url}/jtbd`);
    await page.getByRole('heading', { level: 1, name: 'Your jobs to be done' }).waitFor();
    expect(await prioritizing.isChecked()).toBe(true);
    expect(await monitoring.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Exploring/ }).isChecked()).toBe(false);
    await page.context().close();
  });
});
