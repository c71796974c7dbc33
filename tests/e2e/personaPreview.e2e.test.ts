/**
 * The persona preview: a user with the `preview` permission sets six personas in
 * the toolbar (lite, standalone, cross-sell, no surveys-create, read-only organization, no
 * analytics access) and the sidebar shows, item for item and in order, what
 * `lodestar explain menu --json` says for the same persona: the same items, each shown, locked
 * or disabled alike; hidden ones absent. The toolbar says a preview is on, survives a reload
 * (sessionStorage) and one click leaves it. Nothing is written to the database.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import type { ResolvedItem } from '../../runtime/rules/menus/resolveMenu';
import { runCli } from '../cli/cliHarness';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { explainArgs, PARITY_PERSONAS, type ParityPersona } from '../support/previewPersonas';
import { checkA11y, launchBrowser, openApp, signedInPage } from './browser';

const PASSWORD = 'preview-password';
/** Long enough for a reload (server render, then hydration) before the sidebar settles. */
const SETTLE = { timeout: 10_000 };
const EMAIL = 'previewer@example.com';
let app: RunningApp;
let browser: Browser;
let siteId: number;

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    const previewer = await seedPersona(db, {
      email: EMAIL,
      passwordHash: await hashPassword(PASSWORD),
      account: { name: 'Previewer', variant: 'default', admin: true },
      organizations: [
        {
          name: 'Previewer org',
          access: 'admin',
          permissions: ['preview', 'surveys-create', 'feedbacks-create'],
          sites: [{ name: 'preview-shop.example' }],
        },
      ],
    });
    siteId = previewer.organizations[0]!.sites[0]!.id;
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

type Row = { id: string; state: string };

/**
 * What `lodestar explain menu --json` shows: groups open into their children, hidden items left
 * out. The CLI runs in this process (its argument parsing included), not as a child per persona.
 */
async function explained(persona: ParityPersona['persona'], mode: string): Promise<Row[]> {
  const run = await runCli(ROOT, ...explainArgs(persona, mode));
  expect(run.code, run.err).toBe(0);
  const rows: Row[] = [];
  const walk = (items: ResolvedItem[]) => {
    for (const item of items) {
      if (item.state === 'hidden') continue;
      if (item.target.kind === 'group') walk(item.children ?? []);
      else rows.push({ id: item.id, state: item.state });
    }
  };
  walk((JSON.parse(run.out) as { items: ResolvedItem[] }).items);
  return rows;
}

/** The sidebar as rendered: each item's id and its state class (MenuEntry.tsx). */
function sidebarRows(page: Page): Promise<Row[]> {
  return page.locator('#app-sidebar [data-item]').evaluateAll((elements) =>
    elements.map((e) => ({
      id: e.getAttribute('data-item') ?? '',
      state: /\bis-(\w+)/.exec(e.className)?.[1] ?? '',
    })),
  );
}

/** Sets every part of the persona through the toolbar's own controls. */
async function choose(page: Page, persona: ParityPersona['persona']) {
  const bar = page.getByRole('region', { name: 'Persona preview' });
  const select = (label: string, value: string) =>
    bar.getByLabel(label, { exact: true }).selectOption(value);
  const yesNo = (v: boolean | undefined) => (v === undefined ? '' : v ? 'yes' : 'no');
  await select('Variant', persona.variant);
  await select('Organization access', persona.orgAccess ?? '');
  await select('Account admin', yesNo(persona.accountAdmin));
  await select('Demo user', yesNo(persona.demoUser));
  await select('Tracking state', persona.tracking ?? '');
  await select('Analytics access', yesNo(persona.analyticsAccess));
  await bar.getByLabel('Plan', { exact: true }).fill(persona.plan ?? '');
  for (const [legend, chosen] of [
    ['Permissions', persona.permissions],
    ['Flags', persona.flags],
  ] as const) {
    const group = bar.getByRole('group', { name: legend, exact: true });
    await group.getByLabel(`Set ${legend}`).setChecked(chosen !== undefined);
    for (const box of await group.getByRole('checkbox').all()) {
      const name = (await box.evaluate((e) => e.parentElement?.textContent ?? '')).trim();
      if (name === `Set ${legend}`) continue;
      await box.setChecked(chosen?.includes(name) ?? false);
    }
  }
  const experiments = bar.getByRole('group', { name: 'Experiments', exact: true });
  for (const [name, variant] of Object.entries(persona.experiments ?? {}))
    await experiments.getByLabel(name, { exact: true }).selectOption(variant);
}

describe('persona preview', () => {
  // One page for the file, each persona a test of its own: a slow machine slows one step, and
  // each step has its own timeout instead of all of them sharing one.
  let page: Page;
  let mode: string;
  let before: Row[];
  const bar = () => page.getByRole('region', { name: 'Persona preview' });

  beforeAll(async () => {
    page = await signedInPage(browser, app.url, { email: EMAIL, password: PASSWORD });
  });

  it('opens as yourself, and the chooser opens', async () => {
    await openApp(page, `${app.url}/sites/${siteId}/dashboard`);
    await expect
      .poll(() => bar().getByRole('status').textContent(), SETTLE)
      .toContain('as yourself');
    before = await sidebarRows(page);
    await bar().getByRole('button', { name: 'Choose persona' }).click();
    mode = (await page.locator('#app-sidebar').getAttribute('data-mode')) ?? 'feature';
  });

  it.each(PARITY_PERSONAS)(
    'shows the sidebar of $name exactly as explain menu does',
    async ({ name, persona }) => {
      await choose(page, persona);
      const want = await explained(persona, mode);
      expect(want.length, name).toBeGreaterThan(0);
      await expect.poll(() => sidebarRows(page), { ...SETTLE, message: name }).toEqual(want);
      await expect
        .poll(() => bar().getByRole('status').textContent(), SETTLE)
        .toContain('Preview on');
    },
  );

  it('passes axe with the toolbar open', async () => {
    await checkA11y(page, 'persona preview toolbar open');
  });

  it('survives a reload, then one click leaves it', async () => {
    // The last persona chosen above, kept in sessionStorage.
    const last = PARITY_PERSONAS.at(-1)!;
    await page.reload();
    const want = await explained(last.persona, mode);
    await expect.poll(() => sidebarRows(page), SETTLE).toEqual(want);
    await bar().getByRole('button', { name: 'Leave preview' }).click();
    await expect.poll(() => sidebarRows(page), SETTLE).toEqual(before);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('lodestar.preview')), SETTLE)
      .toBeNull();
  });
});
