/**
 * The stepper guides and the notification center (product.md#screens-and-routes "Sidebars and cards", product.md#records-and-their-fields
 * "Notification: seenAt", product.md#states-and-transitions "Guide sidebars"): on the heatmap list (English, tracking installed)
 * the "How to read heatmaps" launcher opens the heatmap guide; Next, Previous and the dots move
 * through its 3 steps, the step is kept over a reload, and the last step offers "Go to
 * recordings" on a plus plan. On the survey list the survey guide opens by itself as a modal
 * over a dimming overlay; Done dismisses it and a reload keeps it dismissed. Opening the
 * notification center closes the heatmap guide (one sidebar kind at a time); the bell counts
 * the unseen notifications, and opening the center marks them seen. Keyboard only; axe on
 * every surface.
 *
 * The site is created before 1604335671, so the getting-started guide is done (product.md#states-and-transitions) and
 * does not open over these surfaces.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { notify } from '../../server/src/data/notifications';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage, waitInteractive } from './browser';

const PASSWORD = 'stepper-password';
const EMAIL = 'stepper@example.com';
let app: RunningApp;
let browser: Browser;
let page: Page;
let userId: number;
let siteId: number;

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    const persona = await seedPersona(db, {
      email: EMAIL,
      passwordHash: await hashPassword(PASSWORD),
      account: { name: 'Stepper', variant: 'default', admin: true },
      organizations: [
        {
          name: 'Stepper org',
          access: 'admin',
          permissions: ['surveys-create'],
          // Tracking installed (data now), plan plus, an old site (getting-started done).
          sites: [{ name: 'Stepper site', plan: 'plus', created: 1_600_000_000 }],
        },
      ],
    });
    userId = persona.userId;
    siteId = persona.organizations[0]!.sites[0]!.id;
    await notify(db, [userId], 'tracking-installed', {
      site: 'Stepper site',
      siteId: String(siteId),
    });
    await notify(db, [userId], 'invitation-accepted', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  } finally {
    await db.destroy();
  }
  page = await signedInPage(browser, app.url, { email: EMAIL, password: PASSWORD });
  // At or above the 1400 px float breakpoint the sidebars push the content (nothing covers
  // the launcher).
  await page.setViewportSize({ width: 1500, height: 900 });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Presses Tab until the focused element has `name` (at most 25 times): keyboard only. */
async function tabTo(name: string | RegExp, backwards = false): Promise<void> {
  for (let i = 0; i < 25; i += 1) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

const focusedText = () =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim());

const heatmapGuide = () => page.getByTestId('heatmap-guide-sidebar');
const launcher = () => page.getByRole('button', { name: 'How to read heatmaps' });
const counterOf = (scope: Locator) => scope.locator('.stepper-counter');
/** Waits until the locator's whole text is `text` (the UI updates after the optimistic write). */
const textIs = (locator: Locator, text: string) =>
  locator
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .waitFor();

describe('the heatmap guide', () => {
  it('opens from its launcher on the heatmap list; next, previous and the dots move', async () => {
    await openApp(page, `${app.url}/sites/${siteId}/heatmap/list`);
    await launcher().waitFor();
    await checkA11y(page, 'heatmap list with the launcher');

    await launcher().focus();
    await page.keyboard.press('Enter');
    const guide = heatmapGuide();
    await guide.waitFor();
    expect(await guide.getAttribute('aria-labelledby')).toBeTruthy();
    await page.getByRole('complementary', { name: 'Heatmap guide' }).waitFor();
    // The focus moved into the sidebar, to its title.
    expect(await focusedText()).toBe('Heatmap guide');
    await textIs(counterOf(guide), 'Step 1 of 3');
    await expect(guide.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    await checkA11y(page, 'heatmap guide step 1');

    await tabTo('Next');
    await page.keyboard.press('Enter');
    await textIs(counterOf(guide), 'Step 2 of 3');
    await guide.getByRole('heading', { name: 'Compare devices' }).waitFor();
    await expect(
      guide.getByRole('button', { name: 'Step 2: Compare devices' }).getAttribute('aria-current'),
    ).resolves.toBe('step');

    await tabTo('Previous', true);
    await page.keyboard.press('Enter');
    await textIs(counterOf(guide), 'Step 1 of 3');
    // Previous is disabled on the first step: the focus went to Next.
    expect(await focusedText()).toBe('Next');

    // A dot jumps to its step; the step is stored (app-state, atv_side_bar heatmap_guides_step).
    await tabTo("Step 3: What's next", true);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/users/${userId}/app-state`) && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await textIs(counterOf(guide), 'Step 3 of 3');
    await expect(
      guide.getByRole('button', { name: "Step 3: What's next" }).getAttribute('aria-current'),
    ).resolves.toBe('step');
    await expect(
      guide.getByRole('button', { name: 'Step 1: Read the colors' }).getAttribute('aria-current'),
    ).resolves.toBeNull();
  });

  it('keeps the step over a reload; the last step goes to recordings on a plus plan', async () => {
    await page.reload();
    await waitInteractive(page);
    await launcher().focus();
    await page.keyboard.press('Enter');
    const guide = heatmapGuide();
    await guide.waitFor();
    await textIs(counterOf(guide), 'Step 3 of 3');
    // The last step: its final button instead of Next; speak to sales is for plan scale only.
    expect(await guide.getByRole('button', { name: 'Next', exact: true }).count()).toBe(0);
    expect(await guide.getByRole('link', { name: /Speak to sales/ }).count()).toBe(0);
    const recordings = guide.getByRole('link', { name: 'Go to recordings' });
    await expect(recordings.getAttribute('href')).resolves.toBe(`/sites/${siteId}/playbacks/list`);
    await checkA11y(page, 'heatmap guide last step');

    // Escape closes it and gives the focus back to the launcher.
    await tabTo('Go to recordings');
    await page.keyboard.press('Escape');
    await guide.waitFor({ state: 'detached' });
    expect(await focusedText()).toContain('How to read heatmaps');
  });

  it('opening the notification center closes it (one sidebar at a time)', async () => {
    await launcher().focus();
    await page.keyboard.press('Enter');
    await heatmapGuide().waitFor();
    await expect(launcher().getAttribute('aria-expanded')).resolves.toBe('true');

    await page.getByRole('button', { name: /^Notifications/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('notification-center').waitFor();
    await heatmapGuide().waitFor({ state: 'detached' });
    await expect(launcher().getAttribute('aria-expanded')).resolves.toBe('false');
    // Opening the center marks the notifications seen: wait for that answer, so it cannot land
    // after the next test has made them unseen again.
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('notification-center').waitFor({ state: 'detached' });
  });
});

describe('the notification bell and center', () => {
  it('counts the unseen ones; opening the center lists them and marks them seen', async () => {
    // A fresh page: the two seeded notifications were marked seen by the test above (its
    // answer awaited there).
    const db = openDatabase(app.dataDir);
    try {
      await db
        .updateTable('notifications')
        .set({ seen_at: null })
        .where('user_id', '=', userId)
        .execute();
    } finally {
      await db.destroy();
    }
    await openApp(page, `${app.url}/sites/${siteId}/dashboard`);
    const bell = page.getByRole('button', { name: 'Notifications, 2 unseen' });
    await bell.waitFor();
    await textIs(bell.locator('.notification-bell-count'), '2');
    await checkA11y(page, 'bell with a count');

    await bell.focus();
    await page.keyboard.press('Enter');
    const center = page.getByRole('complementary', { name: 'Notifications' });
    await center.waitFor();
    const items = center.getByRole('listitem');
    await expect(items.count()).resolves.toBe(2);
    // Newest first, both marked new while the center is open.
    await expect(items.nth(0).textContent()).resolves.toContain(
      'Ada Lovelace (ada@example.com) accepted your invitation',
    );
    await expect(items.nth(1).textContent()).resolves.toContain(
      'Tracking is installed on Stepper site',
    );
    await expect(center.getByText('New').count()).resolves.toBe(2);
    // Seen on the server: the counter drops.
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await checkA11y(page, 'notification center');

    await tabTo('Close notifications');
    await page.keyboard.press('Enter');
    await center.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('notification-bell')),
    ).toBe(true);

    // Opened again: nothing new.
    await page.keyboard.press('Enter');
    await center.waitFor();
    await expect(center.getByRole('listitem').count()).resolves.toBe(2);
    await expect(center.getByText('New').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
  });
});

describe('the survey guide', () => {
  it('opens by itself on the survey list over a dimming overlay; Done dismisses it for good', async () => {
    await openApp(page, `${app.url}/sites/${siteId}/surveys/list`);
    const dialog = page.getByRole('dialog', { name: 'Survey guide' });
    await dialog.waitFor();
    await page.locator('.ui-dialog-overlay').waitFor();
    await textIs(counterOf(dialog), 'Step 1 of 5');
    await checkA11y(page, 'survey guide');
    // The page behind stays put: the scroll lock's <style> element carries the page's nonce, so
    // the Content-Security-Policy lets it in (it refused it before).
    await expect(
      page.evaluate(() => [
        document.body.hasAttribute('data-scroll-locked'),
        getComputedStyle(document.body).overflow,
      ]),
    ).resolves.toEqual([true, 'hidden']);

    // Modal: the focus is inside; keyboard only through the five steps.
    await tabTo('Next');
    for (let step = 2; step <= 5; step += 1) {
      await page.keyboard.press('Enter');
      await textIs(counterOf(dialog), `Step ${step} of 5`);
      if (step < 5) expect(await focusedText()).toBe('Next');
    }
    await dialog.getByRole('heading', { name: "You're all set" }).waitFor();
    await checkA11y(page, 'survey guide last step');
    await tabTo('Done');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('.ui-dialog-overlay').count()).toBe(0);

    const state = await page.request.get(`${app.url}/api/v1/users/${userId}/app-state`);
    const settings = (await state.json()).app_state_settings as { key: string; value: string }[];
    expect(settings).toContainEqual(
      expect.objectContaining({ key: 'survey_guides_dismissed', value: 'dismissed' }),
    );

    await page.reload();
    await waitInteractive(page);
    // Everything the guide layer needs has loaded (chunks, guides bundle, app-state).
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog', { name: 'Survey guide' }).count()).toBe(0);
  });
});
