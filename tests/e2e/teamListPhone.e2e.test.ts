/**
 * The team list on a phone (390 px wide) with a crowded organization: an admin sees 25 members,
 * with long names and addresses and the controls to change their access. The page must stay as
 * wide as the window (no sideways scrolling), and each member must be readable: inside the
 * window, its name and e-mail shown whole (wrapped, not cut), no word of a name broken over two
 * lines (as a squeezed three-column table does), rows one under the other.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { seedMembership } from '../../server/src/data/personas';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage } from './browser';

const OWNER = { email: 'crowded.owner@example.com', password: 'owner-password' };
const MEMBERS = 24;
const WIDTH = 390;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    const passwordHash = await hashPassword('member-password');
    const owner = await seedPersona(db, {
      email: OWNER.email,
      name: 'Crowded Owner',
      passwordHash: await hashPassword(OWNER.password),
      organizations: [{ name: 'Crowded org', access: 'admin', sites: [{ name: 'Crowded site' }] }],
    });
    const organizationId = owner.organizations[0]!.id;
    for (let i = 1; i <= MEMBERS; i++) {
      const member = await seedPersona(db, {
        email: `a.rather.long.address.of.member.number.${i}@subdivision.example.com`,
        name: `Member ${String(i).padStart(2, '0')} Maximiliane Oberhausen-Wittgenstein`,
        passwordHash,
      });
      await seedMembership(db, {
        organization_id: organizationId,
        user_id: member.userId,
        access: (['read', 'write', 'admin'] as const)[i % 3]!,
        permissions: '[]',
      });
    }
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('/team/list at 390 px with many members', () => {
  it('is no wider than the window, and every member is readable', async () => {
    const page = await signedInPage(browser, app.url, OWNER);
    await page.setViewportSize({ width: WIDTH, height: 844 });
    await openApp(page, `${app.url}/team/list`);
    const rows = page.getByTestId('team-members').locator('tbody tr');
    await rows.nth(MEMBERS).waitFor();
    expect(await rows.count()).toBe(MEMBERS + 1);

    const layout = await page.evaluate(() => {
      /** Words of a cell's text split over two lines (a name squeezed into a narrow column). */
      const brokenWordsOf = (cell: Element): string[] => {
        const text = cell.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        return [...(text.textContent ?? '').matchAll(/[^\s-]+/g)].flatMap((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return lines.size > 1 ? [word[0]] : [];
        });
      };
      const cells = [...document.querySelectorAll('[data-testid="team-members"] tbody td')];
      const nameCells = [
        ...document.querySelectorAll('[data-testid="team-members"] tbody td:first-child'),
      ];
      const boxes = [...document.querySelectorAll('[data-testid="team-members"] tbody tr')].map(
        (row) => row.getBoundingClientRect(),
      );
      return {
        pageWidth: document.documentElement.scrollWidth,
        bodyWidth: document.body.scrollWidth,
        rows: boxes.map((b) => ({ left: b.left, right: b.right, top: b.top, bottom: b.bottom })),
        // A cell whose content is wider than the cell is cut or scrolls: not readable.
        cutCells: cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length,
        smallestFont: Math.min(...cells.map((cell) => parseFloat(getComputedStyle(cell).fontSize))),
        brokenWords: nameCells.flatMap(brokenWordsOf),
      };
    });
    expect(layout.pageWidth).toBeLessThanOrEqual(WIDTH);
    expect(layout.bodyWidth).toBeLessThanOrEqual(WIDTH);
    for (const row of layout.rows) {
      expect(row.left).toBeGreaterThanOrEqual(0);
      expect(row.right).toBeLessThanOrEqual(WIDTH);
    }
    // One under the other, never overlapping.
    layout.rows.slice(1).forEach((row, i) => {
      expect(row.top).toBeGreaterThanOrEqual(layout.rows[i]!.bottom - 1);
    });
    expect(layout.cutCells).toBe(0);
    expect(layout.brokenWords).toEqual([]);
    expect(layout.smallestFont).toBeGreaterThanOrEqual(13);

    // The last member's name and address are there in full.
    const last = rows.filter({ hasText: `Member ${MEMBERS} ` });
    await expect
      .poll(() => last.innerText())
      .toContain(`a.rather.long.address.of.member.number.${MEMBERS}@subdivision.example.com`);
    await checkA11y(page, 'team list at 390 px, 25 members');
    await page.context().close();
  });
});
