/**
 * The survey template gallery and the AI survey goal page (product.md#screens-and-routes "Survey templates
 * page", "AI survey goal page", product.md#states-and-transitions AI goal states, product.md#validation search and goal rules, product.md#errors failures): browse
 * by category, search (case-insensitive, category suppressed), the empty result, the failure
 * state, a card to survey creation with the template id, a test / interview template to project
 * creation; the goal counter at 399 / 400 / 401, presets, the rotating loading sentences, cancel
 * with a late answer that changes nothing, error and retry; and the surveys-create gate. Server
 * failures and slow answers are injected with Playwright's request routing; everything else is
 * the real server. Screenshots under test-results/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage } from './browser';

const PASSWORD = 'templates-password';
const SHOTS = join(ROOT, 'test-results', 'survey-templates');
const AI_CALL = '**/api/ask/v1/sites/*/ai/surveys';
const TEMPLATES_CALL = '**/api/survey-templates/templates';
let app: RunningApp;
let browser: Browser;
let siteId: number;
let orgId: number;
let readerSiteId: number;

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  const passwordHash = await hashPassword(PASSWORD);
  const db = openDatabase(app.dataDir);
  try {
    const maker = await seedPersona(db, {
      email: 'maker@example.com',
      passwordHash,
      organizations: [
        {
          name: 'Maker org',
          access: 'write',
          permissions: ['surveys-create'],
          sites: [{ name: 'Maker site', plan: 'business' }],
        },
      ],
    });
    siteId = maker.organizations[0]!.sites[0]!.id;
    orgId = maker.organizations[0]!.id;
    const viewer = await seedPersona(db, {
      email: 'viewer@example.com',
      passwordHash,
      organizations: [
        {
          name: 'Viewer org',
          access: 'write',
          permissions: [],
          sites: [{ name: 'Viewer site', plan: 'business' }],
        },
      ],
    });
    readerSiteId = viewer.organizations[0]!.sites[0]!.id;
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const signIn = (email: string) => signedInPage(browser, app.url, { email, password: PASSWORD });
const gallery = (id = siteId) => `${app.url}/sites/${id}/survey-templates`;
const aiPage = (id = siteId) => `${app.url}/sites/${id}/survey-templates/ai`;
/** The cards of the survey grid (the presets gallery below it is apart). */
const cards = (page: Page) => page.locator('[data-testid^="template-grid"] .template-card h3');

async function openGallery(email = 'maker@example.com', id = siteId): Promise<Page> {
  const page = await signIn(email);
  await openApp(page, gallery(id));
  await page.getByTestId('template-grid').waitFor();
  return page;
}

describe('the template gallery (product.md#screens-and-routes, product.md#validation, product.md#constants-and-limits)', () => {
  it('browses by category: the first 6, the rest after the anchor, one category at a time', async () => {
    const page = await openGallery();
    expect(await page.getByTestId('template-grid').locator('li').count()).toBe(6);
    await page.locator('#more-templates').waitFor();
    expect(await page.getByTestId('template-grid-rest').locator('li').count()).toBeGreaterThan(30);
    await page.screenshot({ path: join(SHOTS, 'gallery.png') });

    const nps = page.getByRole('button', { name: /Net Promoter Score/ });
    await nps.click();
    await expect.poll(() => nps.getAttribute('aria-pressed')).toBe('true');
    // As many cards as the category button counts.
    const count = Number(await nps.locator('.gallery-category-count').textContent());
    expect(count).toBeGreaterThan(0);
    await expect.poll(() => cards(page).count()).toBe(count);
    await checkA11y(page, 'category selected');
    await page.context().close();
  });

  it('searches case-insensitively over title and description, the category suppressed', async () => {
    const page = await openGallery();
    await page
      .getByRole('button', { name: /Pricing/ })
      .first()
      .click();
    const search = page.getByLabel('Search templates');
    await search.fill('NET PROMOTER');
    await expect
      .poll(async () => (await cards(page).allTextContents()).some((t) => /Net Promoter/.test(t)))
      .toBe(true);
    // The category buttons are disabled while searching, none pressed.
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /Pricing/ })
          .first()
          .isDisabled(),
      )
      .toBe(true);
    await page.getByText(/templates? match/).waitFor();
    await checkA11y(page, 'searching');

    await search.fill('zzzz-no-such-template');
    await page.getByTestId('templates-empty').waitFor();
    await page.getByRole('heading', { name: 'No template matches your search' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'gallery-empty.png') });
    await checkA11y(page, 'no results');
    await page.context().close();
  });

  it('a survey template opens survey creation with its id; a test one opens project creation', async () => {
    const page = await openGallery();
    const card = page.locator('.template-card', { hasText: 'Net Promoter Score' }).first();
    const link = card.getByRole('link', { name: /Use template/ });
    expect(await link.getAttribute('href')).toBe(
      `/sites/${siteId}/surveys/create?templateId=803182`,
    );
    await link.click();
    await page.waitForURL(/\/surveys\/edit\/\d+/);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await openApp(page, gallery());
    const test = page.locator('.gallery-presets .template-card').first();
    const start = test.getByRole('link');
    expect(await start.getAttribute('href')).toMatch(
      new RegExp(`^/organizations/${orgId}/research/(tests|interviews)/new\\?templateId=[\\w-]+$`),
    );
    expect(await page.locator('.gallery-presets .template-card').count()).toBe(8);
    await page.context().close();
  });

  it('says so when the templates cannot be retrieved (product.md#errors), with AI and new survey', async () => {
    const page = await signIn('maker@example.com');
    await page.route(TEMPLATES_CALL, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await openApp(page, gallery());
    const failure = page.getByTestId('templates-failure');
    await failure.waitFor();
    await failure.getByRole('heading', { name: "We couldn't retrieve the templates" }).waitFor();
    expect(await failure.getByRole('link', { name: 'Create it for me with AI' }).count()).toBe(1);
    expect(await failure.getByRole('link', { name: 'New survey' }).count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'gallery-failure.png') });
    await checkA11y(page, 'failure');
    await page.context().close();
  });

  it('without surveys-create: start from scratch and AI are disabled with the tooltip', async () => {
    const page = await openGallery('viewer@example.com', readerSiteId);
    const scratch = page.getByRole('button', { name: 'Start from scratch' });
    expect(await scratch.getAttribute('aria-disabled')).toBe('true');
    await scratch.focus();
    await page
      .getByRole('tooltip')
      .filter({ hasText: /permission to create surveys/ })
      .waitFor();
    await checkA11y(page, 'no permission');
    // The AI page itself is gated (route gate → the permission page).
    await page.goto(aiPage(readerSiteId));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByLabel('Your goal').count()).toBe(0);
    await page.context().close();
  });
});

describe('the AI survey goal page (product.md#screens-and-routes, product.md#states-and-transitions, product.md#validation, product.md#errors)', () => {
  async function openAi(): Promise<Page> {
    const page = await signIn('maker@example.com');
    await openApp(page, aiPage());
    await page.getByLabel('Your goal').waitFor();
    return page;
  }

  it('counts to 400: at 401 the counter turns to the error colour and submit is disabled', async () => {
    const page = await openAi();
    const goal = page.getByLabel('Your goal');
    const counter = page.getByTestId('ai-goal-counter');
    const submit = page.getByRole('button', { name: 'Create survey' });
    expect(await submit.isDisabled()).toBe(true); // empty
    for (const [length, over] of [
      [399, false],
      [400, false],
      [401, true],
    ] as const) {
      await goal.fill('a'.repeat(length));
      await expect.poll(() => counter.textContent()).toContain(`${length}/400`);
      expect(await counter.getAttribute('data-over')).toBe(over ? 'true' : null);
      expect(await submit.isDisabled()).toBe(over);
    }
    const colour = await counter.evaluate((e) => getComputedStyle(e).color);
    expect(colour).toBe('rgb(180, 35, 24)'); // --danger
    await page.screenshot({ path: join(SHOTS, 'ai-over-limit.png') });
    await checkA11y(page, 'over the limit');
    await page.context().close();
  });

  it('a preset fills the goal; the loading sentences rotate; cancel ignores a late answer', async () => {
    const page = await openAi();
    let held: Route | undefined;
    await page.route(AI_CALL, (route) => {
      held = route; // answered only after the cancel below
    });
    await page.getByRole('button', { name: 'Understand why customers cancel' }).click();
    expect(await page.getByLabel('Your goal').inputValue()).toBe('Understand why customers cancel');
    await page.getByRole('button', { name: 'Create survey' }).click();
    const sentence = page.getByTestId('ai-loading-sentence');
    await sentence.waitFor();
    const first = await sentence.textContent();
    await expect.poll(() => sentence.textContent(), { timeout: 6_000 }).not.toBe(first);
    await checkA11y(page, 'loading');
    await expect.poll(() => held !== undefined).toBe(true);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Your goal').waitFor();
    const url = page.url();
    await held!
      .fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ name: 'Late', questions: [{ type: 'open-text', text: 'Why?' }] }),
      })
      .catch(() => undefined); // the aborted request may be gone already
    await page.waitForTimeout(500);
    expect(page.url()).toBe(url);
    expect(await page.getByLabel('Your goal').inputValue()).toBe('Understand why customers cancel');
    expect(await page.getByTestId('ai-loading-screen').count()).toBe(0);
    await page.context().close();
  });

  it('a failure shows the error with retry and start from scratch; retry succeeds', async () => {
    const page = await openAi();
    let calls = 0;
    await page.route(AI_CALL, async (route) => {
      calls += 1;
      if (calls === 1)
        return route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'ai-failed', message: 'no' } }),
        });
      return route.continue();
    });
    await page.getByLabel('Your goal').fill('Find out why visitors leave the pricing page');
    await page.getByRole('button', { name: 'Create survey' }).click();
    const error = page.getByTestId('ai-goal-error');
    await error.waitFor();
    await error.getByRole('heading', { name: 'The survey could not be created' }).waitFor();
    expect(await error.getByRole('link', { name: 'Start from scratch' }).count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'ai-error.png') });
    await checkA11y(page, 'error');
    await error.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(/\/surveys\/edit\/\d+/, { timeout: 15_000 });
    expect(calls).toBe(2);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().close();
  });
});
