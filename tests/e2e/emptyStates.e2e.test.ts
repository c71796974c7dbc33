/**
 * Feature empty states (product.md#screens-and-routes "Feature empty states"): for each of the ten features
 * × persona — not installed, installed without data, pending setup (surveys), permission missing,
 * experiment variant (the overlay), and data present — what the page shows, a screenshot under
 * test-results/emptyStates-<feature>-<state>.png, and axe 0 serious/critical. One server, one
 * browser context per persona, a loop over the features.
 *
 * The experiment persona: assignments are a stable hash of the user id (runtime/rules/
 * experiments), so personas are seeded until one is assigned the overlay's treatment variant.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona, type SiteSeed } from '../../server/src/seed/persona';
import { seedVisitorSessions } from '../../server/src/data/visitorSessionSeed';
import { declaredExperiments } from '../../server/src/data/experimentsBundle';
import { assignmentsFor } from '../../runtime/rules/experiments/assignments';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, navigateInApp, openApp, signedInPage } from './browser';

const PASSWORD = 'empty-states-password';
const SCREENSHOTS = join(ROOT, 'test-results');
const OVERLAY_EXPERIMENT = 'stp_setup_based_on_intention';
const ALL_PERMISSIONS = ['surveys-create', 'feedbacks-create'];

/** Feature → its list page path under /sites/{siteId} (manifests/routes.yaml). */
const FEATURES: Record<string, string> = {
  recordings: 'playbacks/list',
  'session-replay': 'player',
  heatmaps: 'heatmap/list',
  highlights: 'highlights/0',
  feedback: 'feedback/list',
  surveys: 'surveys/list',
  dashboard: 'dashboard',
  trends: 'trends',
  impact: 'impact',
  funnels: 'funnels',
};
const SESSION_FEATURES = [
  'recordings',
  'session-replay',
  'heatmaps',
  'dashboard',
  'trends',
  'impact',
  'funnels',
];

interface Persona {
  email: string;
  userId: number;
  siteId: number;
  page?: Page;
  /** Whether its page has been loaded in full once. */
  visited?: boolean;
}

let app: RunningApp;
let browser: Browser;
const personas: Record<string, Persona> = {};

async function seed(
  db: ReturnType<typeof openDatabase>,
  email: string,
  site: SiteSeed,
  permissions: string[],
  passwordHash: string,
) {
  const p = await seedPersona(db, {
    email,
    passwordHash,
    account: { name: email, variant: 'default', admin: true },
    organizations: [{ name: `${email} org`, access: 'admin', permissions, sites: [site] }],
  });
  return { userId: p.userId, siteId: p.organizations[0]!.sites[0]!.id };
}

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const hash = await hashPassword(PASSWORD);
  const db = openDatabase(app.dataDir);
  try {
    const site = (name: string, lastDataAt: number | null): SiteSeed => ({
      name,
      url: `https://${name}.example.com`,
      lastDataAt,
    });
    const now = Math.floor(Date.now() / 1000);
    const experiments = declaredExperiments(ROOT);
    const overlaid = (userId: number) =>
      assignmentsFor(experiments, 'user', userId).find((a) => a.name === OVERLAY_EXPERIMENT)
        ?.variant !== experiments[OVERLAY_EXPERIMENT]!.control;
    // Every persona but the experiment one is in the control group: users are seeded until
    // one's stable assignment is the control (the others stay unused).
    const add = async (state: string, s: SiteSeed, permissions = ALL_PERMISSIONS) => {
      for (let i = 0; i < 40; i++) {
        const email = `${state}${i}@example.com`;
        const seeded = await seed(db, email, { ...s, name: `${s.name}${i}` }, permissions, hash);
        if (overlaid(seeded.userId)) continue;
        personas[state] = { email, userId: seeded.userId, siteId: seeded.siteId };
        return seeded;
      }
      throw new Error(`no control-group user for ${state} in 40 tries`);
    };
    await add('not-installed', site('fresh', null));
    await add('installed', site('installed', now));
    await add('no-permission', site('locked', now), []);
    const withData = await add('has-data', site('busy', now));
    await seedVisitorSessions(db, withData.siteId, [
      { startedAt: Date.now() - 3_600_000, endedAt: Date.now() - 3_000_000 },
      { startedAt: Date.now() - 1_800_000, endedAt: Date.now() - 1_700_000 },
    ]);
    // The experiment persona: the first user id whose stable assignment is the treatment.
    for (let i = 0; i < 40 && !personas.experiment; i++) {
      const s = await seed(
        db,
        `overlay${i}@example.com`,
        site(`overlay${i}`, null),
        ALL_PERMISSIONS,
        hash,
      );
      if (overlaid(s.userId))
        personas.experiment = {
          email: `overlay${i}@example.com`,
          userId: s.userId,
          siteId: s.siteId,
        };
    }
  } finally {
    await db.destroy();
  }
  for (const p of Object.values(personas)) {
    p.page = await signedInPage(browser, app.url, { email: p.email, password: PASSWORD });
    // The survey guide opens over the survey list as a modal until dismissed: these
    // users dismissed it, so the empty state below is what the page shows.
    const saved = await p.page.request.post(`${app.url}/api/v1/users/${p.userId}/app-state`, {
      headers: { origin: app.url },
      data: { namespace: 'atv_side_bar', key: 'survey_guides_dismissed', value: 'dismissed' },
    });
    expect(saved.status()).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/**
 * The feature's page as the persona's signed-in page: loaded in full the first time, then
 * reached from page to page as the sidebar's links do.
 */
async function visit(state: string, feature: string) {
  const p = personas[state]!;
  const page = p.page!;
  const url = `${app.url}/sites/${p.siteId}/${FEATURES[feature]}`;
  if (p.visited) await navigateInApp(page, url);
  else await openApp(page, url);
  p.visited = true;
  const region = page.locator(`[data-testid="empty-state"][data-feature="${feature}"]`);
  await region.waitFor();
  return { page, region };
}

async function snap(page: Page, feature: string, state: string) {
  await page.screenshot({ path: join(SCREENSHOTS, `emptyStates-${feature}-${state}.png`) });
  await checkA11y(page, `empty state ${feature} ${state}`);
}

describe('not installed: the notice, install and demo buttons', () => {
  it.each(Object.keys(FEATURES))('%s', async (feature) => {
    const { page, region } = await visit('not-installed', feature);
    await expect(region.getAttribute('data-stage')).resolves.not.toBe('has-data');
    await region.getByTestId('empty-state-notice').waitFor();
    await region.getByRole('button', { name: 'Install tracking code' }).first().waitFor();
    await region.getByRole('button', { name: 'Explore demo site' }).waitFor();
    if (feature === 'surveys') await region.getByTestId('pending-installation').waitFor();
    if (feature === 'recordings')
      expect(await region.getByTestId('pending-data').getAttribute('data-variant')).toBe('warning');
    await snap(page, feature, 'not-installed');
  });

  it('the install button opens the tracking-code dialog', async () => {
    const { page, region } = await visit('not-installed', 'heatmaps');
    await region.getByRole('button', { name: 'Install tracking code' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
  });
});

describe('installed without data: no notice', () => {
  it.each(Object.keys(FEATURES))('%s', async (feature) => {
    const { page, region } = await visit('installed', feature);
    expect(await region.getByTestId('empty-state-notice').count()).toBe(0);
    if (feature === 'surveys') {
      // Pending setup: the highlighted templates of the library (feedback 898460, NPS 803182,
      // from GET /api/survey-templates/templates) and the browse card.
      const links = region.getByTestId('pending-setup').getByRole('link');
      await expect.poll(() => links.count()).toBe(3);
      expect(await links.nth(0).getAttribute('href')).toMatch(/templateId=898460$/);
      expect(await links.nth(1).getAttribute('href')).toMatch(/templateId=803182$/);
    }
    if (feature === 'recordings') {
      expect(await region.getByTestId('pending-data').getAttribute('data-variant')).toBe('normal');
      await region.getByTestId('sessions-teaser').waitFor();
    }
    await snap(page, feature, feature === 'surveys' ? 'pending-setup' : 'installed');
  });
});

describe('guide cards (product.md#screens-and-routes "Sidebars and cards")', () => {
  it('the dashboard links to recordings, heatmaps and surveys; its video card opens a dialog', async () => {
    const { page, region } = await visit('installed', 'dashboard');
    const cards = region.getByTestId('guide-cards');
    await cards.waitFor();
    expect(await cards.getByTestId('quick-link-card').count()).toBe(3);
    const p = personas.installed!;
    expect(await cards.getByTestId('quick-link-card').first().getAttribute('href')).toBe(
      `/sites/${p.siteId}/${FEATURES.recordings}`,
    );
    await cards.getByRole('button', { name: 'Play video' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(
      await dialog.getByRole('link', { name: /Watch the video/ }).getAttribute('href'),
    ).toMatch(/^https:\/\//);
    await checkA11y(page, 'video card dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('highlights show the course card, trends a guide card to recordings', async () => {
    const highlights = await visit('installed', 'highlights');
    await highlights.region.getByTestId('highlights-guide-card').waitFor();
    const trends = await visit('installed', 'trends');
    const guide = trends.region.getByTestId('guide-card');
    await guide.waitFor();
    await guide.getByRole('link', { name: 'Watch recordings' }).waitFor();
  });
});

describe('permission missing: disabled with the tooltip, reachable by keyboard', () => {
  it.each(Object.keys(FEATURES))('%s', async (feature) => {
    const { page, region } = await visit('no-permission', feature);
    if (feature === 'feedback' || feature === 'surveys') {
      const name = feature === 'feedback' ? 'Create feedback widget' : 'New survey';
      const button = region.getByRole('button', { name });
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      // The tooltip's code loads after the page draws (ui/LazyTooltip.tsx); until then the button
      // is drawn alone and replaced when it comes, so focus it once it is the tooltip's trigger.
      await expect.poll(() => button.getAttribute('data-state')).not.toBeNull();
      await button.focus();
      await page.getByRole('tooltip').waitFor();
    }
    if (feature === 'surveys') {
      const cards = region.getByTestId('pending-setup').locator('[aria-disabled="true"]');
      expect(await cards.count()).toBe(3);
    }
    await snap(page, feature, 'no-permission');
  });
});

describe('experiment variant: the full overlay', () => {
  it.each(Object.keys(FEATURES))('%s', async (feature) => {
    const { page, region } = await visit('experiment', feature);
    const overlay = region.getByTestId('empty-state-overlay');
    await overlay.waitFor();
    await overlay.getByRole('button', { name: 'Install tracking code' }).waitFor();
    await overlay.getByRole('button', { name: 'Explore demo site' }).waitFor();
    await snap(page, feature, 'experiment');
  });
});

/** Features that draw their own page once there is data (each tested in its own file). */
const PAGES_WITH_DATA = ['dashboard', 'trends', 'impact', 'funnels'];

describe('data present: the analysis pages draw themselves instead of the empty state', () => {
  it.each(PAGES_WITH_DATA)('%s', async (feature) => {
    const p = personas['has-data']!;
    const page = p.page!;
    const url = `${app.url}/sites/${p.siteId}/${FEATURES[feature]}`;
    if (p.visited) await navigateInApp(page, url);
    else await openApp(page, url);
    p.visited = true;
    await page.locator('.analysis-page').first().waitFor();
    expect(await page.locator('[data-testid="empty-state"]').count()).toBe(0);
  });
});

describe('data present: says what the page would show, no chart', () => {
  it.each(Object.keys(FEATURES).filter((f) => !PAGES_WITH_DATA.includes(f)))(
    '%s',
    async (feature) => {
      const { page, region } = await visit('has-data', feature);
      const stage = await region.getAttribute('data-stage');
      expect(stage).toEqual(SESSION_FEATURES.includes(feature) ? 'has-data' : expect.any(String));
      if (SESSION_FEATURES.includes(feature))
        await region.getByText('The analysis screens are not part of this product').waitFor();
      else expect(stage).not.toBe('has-data');
      await snap(page, feature, 'has-data');
    },
  );
});
