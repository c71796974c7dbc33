/**
 * Surveys that exist, in the browser: a writer with surveys-create starts from
 * scratch (the empty state before), lands on the editor, adds, reorders (keyboard) and removes
 * questions, changes a type, saves, sees it after a reload, gets the server's 400 under the input
 * it names, launches (live; launched_survey in app-state) and finds it on the list; the AI goal
 * page's hand-over (sessionStorage lodestar.aiSurveyDraft) becomes the draft; a read-only member
 * sees the survey without any edit control and gets the permission-required page on creation.
 * Every page and state is checked by axe.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { findTemplate } from '../../server/src/surveys/templateLibrary';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage, waitInteractive } from './browser';

const PASSWORD = 'surveys-password';
const SCREENSHOTS = join(ROOT, 'test-results');
let app: RunningApp;
let browser: Browser;
let writer: { userId: number; siteId: number };
let reader: { userId: number; siteId: number; surveyId: number };

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const passwordHash = await hashPassword(PASSWORD);
  const db = openDatabase(app.dataDir);
  try {
    const w = await seedPersona(db, {
      email: 'survey-writer@example.com',
      passwordHash,
      organizations: [
        {
          name: 'Writer org',
          access: 'write',
          permissions: ['surveys-create'],
          sites: [{ name: 'Writer shop' }],
        },
      ],
    });
    writer = { userId: w.userId, siteId: w.organizations[0]!.sites[0]!.id };
    // Read access: the permission alone does not allow changes (product.md#roles-and-permissions write or admin too).
    const r = await seedPersona(db, {
      email: 'survey-reader@example.com',
      passwordHash,
      organizations: [
        {
          name: 'Reader org',
          access: 'read',
          permissions: ['surveys-create'],
          sites: [{ name: 'Reader shop' }],
        },
      ],
    });
    const now = Math.floor(Date.now() / 1000);
    const survey = await db
      .insertInto('surveys')
      .values({
        site_id: r.organizations[0]!.sites[0]!.id,
        name: 'Checkout feedback',
        questions: JSON.stringify([
          { type: 'single-choice', text: 'Did you find what you needed?', options: ['Yes', 'No'] },
        ]),
        template_survey_id: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    reader = { userId: r.userId, siteId: r.organizations[0]!.sites[0]!.id, surveyId: survey.id };
  } finally {
    await db.destroy();
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Signed in, with the survey guide (a modal over the surveys list) dismissed. */
async function signIn(email: string, userId: number): Promise<Page> {
  const page = await signedInPage(browser, app.url, { email, password: PASSWORD });
  const saved = await page.request.post(`${app.url}/api/v1/users/${userId}/app-state`, {
    headers: { origin: app.url },
    data: { namespace: 'atv_side_bar', key: 'survey_guides_dismissed', value: 'dismissed' },
  });
  expect(saved.status()).toBe(200);
  return page;
}

const questionTexts = (page: Page) =>
  page
    .getByTestId('survey-question')
    .evaluateAll((sets) => sets.map((s) => s.querySelector('textarea')?.value ?? ''));

describe('a writer with surveys-create', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signIn('survey-writer@example.com', writer.userId);
  });

  it('no survey yet: the surveys empty state', async () => {
    await openApp(page, `${app.url}/sites/${writer.siteId}/surveys/list`);
    await page.getByTestId('empty-state').waitFor();
  });

  it('from scratch → the editor; add, reorder, remove, change type; save; reload shows it', async () => {
    await openApp(page, `${app.url}/sites/${writer.siteId}/surveys/create`);
    await page.waitForURL(/\/surveys\/edit\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'New survey' }).waitFor();
    await waitInteractive(page);
    expect(await questionTexts(page)).toEqual(['What brought you to our website today?']);

    await page.getByRole('button', { name: 'Add a question' }).click();
    const second = page.getByTestId('survey-question').nth(1);
    await second.getByLabel('Question', { exact: true }).fill('How would you rate us?');
    await second.getByLabel('Question type').selectOption('rating');
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page
      .getByTestId('survey-question')
      .nth(2)
      .getByLabel('Question', { exact: true })
      .fill('Remove me');
    // Keyboard: the move button is a real button; the focus follows the moved question.
    await page.getByRole('button', { name: 'Move question 2 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await questionTexts(page)).toEqual([
      'How would you rate us?',
      'What brought you to our website today?',
      'Remove me',
    ]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Move question 1 up',
    );
    await page.getByRole('button', { name: 'Remove question 3' }).click();
    await checkA11y(page, 'editor with changes');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByTestId('survey-announce')
      .filter({ hasText: 'Your changes are saved.' })
      .waitFor();

    await page.reload();
    await waitInteractive(page);
    await page.getByTestId('survey-question').first().waitFor();
    expect(await questionTexts(page)).toEqual([
      'How would you rate us?',
      'What brought you to our website today?',
    ]);
    await expect(
      page.getByTestId('survey-question').first().getByLabel('Question type').inputValue(),
    ).resolves.toBe('rating');
    await page.screenshot({ path: join(SCREENSHOTS, 'survey-editor.png'), fullPage: true });
  });

  it("the server's 400 is said under the input it names", async () => {
    const text = page
      .getByTestId('survey-question')
      .first()
      .getByLabel('Question', { exact: true });
    await text.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter the question' }).waitFor();
    await expect(text.getAttribute('aria-invalid')).resolves.toBe('true');
    await checkA11y(page, 'editor, invalid question');
    await text.fill('How would you rate us?');
  });

  it('launch: live, launched_survey set; the list shows it', async () => {
    await page.getByRole('button', { name: 'Launch' }).click();
    await page
      .getByTestId('survey-announce')
      .filter({ hasText: '“New survey” is live.' })
      .waitFor();
    await expect(page.getByTestId('survey-status').first().textContent()).resolves.toBe('Live');
    expect(await page.getByRole('button', { name: 'Launch' }).count()).toBe(0);
    const state = await page.request.get(`${app.url}/api/v1/users/${writer.userId}/app-state`);
    expect((await state.json()).app_state_settings).toContainEqual(
      expect.objectContaining({ key: 'launched_survey', value: 'true', site_id: writer.siteId }),
    );
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.waitForURL(/surveyTab=settings/);
    await checkA11y(page, 'editor settings tab');

    await openApp(page, `${app.url}/sites/${writer.siteId}/surveys/list`);
    const row = page.getByTestId('survey-row').filter({ hasText: 'New survey' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Live.*2 questions/);
    const create = page.getByRole('navigation', { name: 'Create a survey' });
    await create.getByRole('link', { name: 'New survey' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'surveys-list.png') });
  });

  it('from the feedback template 898460: its name and questions, copied in English', async () => {
    const template = findTemplate(ROOT, 'en', 898460)!;
    await openApp(page, `${app.url}/sites/${writer.siteId}/surveys/create?templateId=898460`);
    await page.getByRole('heading', { level: 1, name: template.title }).waitFor();
    expect(await questionTexts(page)).toEqual(template.questions.map((q) => q.text));
  });

  it('the AI goal page hands its result over through sessionStorage', async () => {
    await page.evaluate(() =>
      sessionStorage.setItem(
        'lodestar.aiSurveyDraft',
        JSON.stringify({
          name: 'Pricing page exit survey',
          questions: [
            { type: 'nps', text: 'How likely are you to recommend us?' },
            { type: 'open-text', text: 'What stopped you today?' },
          ],
        }),
      ),
    );
    await openApp(page, `${app.url}/sites/${writer.siteId}/surveys/create?activeFlowSection=name`);
    await page.getByRole('heading', { level: 1, name: 'Pricing page exit survey' }).waitFor();
    expect(page.url()).toMatch(/\/surveys\/edit\/\d+\?activeFlowSection=name$/);
    expect(await questionTexts(page)).toEqual([
      'How likely are you to recommend us?',
      'What stopped you today?',
    ]);
    // activeFlowSection=name: the name field has the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('survey-section-name');
  });
});

describe('a read-only member', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signIn('survey-reader@example.com', reader.userId);
  });

  it('sees the survey without edit controls, and the list without "New survey"', async () => {
    await openApp(page, `${app.url}/sites/${reader.siteId}/surveys/edit/${reader.surveyId}`);
    await page.getByRole('heading', { level: 1, name: 'Checkout feedback' }).waitFor();
    await page.getByText('You can view this survey.').waitFor();
    await page.getByText('Did you find what you needed?').waitFor();
    for (const name of ['Save', 'Launch', 'Add a question']) {
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    }
    expect(await page.getByRole('textbox').count()).toBe(0);

    await openApp(page, `${app.url}/sites/${reader.siteId}/surveys/list`);
    await page.getByTestId('survey-row').filter({ hasText: 'Checkout feedback' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Create a survey' }).count()).toBe(0);
  });

  it('creation answers with the permission-required page', async () => {
    await openApp(page, `${app.url}/sites/${reader.siteId}/surveys/create`);
    await page.getByTestId('status-permission-required').waitFor();
    expect(page.url()).toMatch(/\/surveys\/create$/);
  });
});
