/**
 * A visitor's session on a customer's page is recorded: the tracking snippet, pasted as the
 * setup page shows it, reads the site's capture settings, loads the recorder from the app, and
 * the recorder's chunks reach the server. What the blobs hold is checked for privacy: typed
 * values (a text input, a password), the text of an element marked `data-lodestar-mask`, an
 * element marked `data-lodestar-block` and the page's query never appear; the page's heading
 * does. A page that declines recording (the consent event) sends nothing more.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snippetTag } from '../../contracts/tracking';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { chunkKey, fileBlobStore } from '../../server/src/recordings/blobStore';
import { seedPersona } from '../../server/src/seed/persona';
import { startApp, type RunningApp } from '../support/appServer';
import { launchBrowser } from './browser';

let app: RunningApp;
let browser: Browser;
let siteId: number;
let shop: { url: string; close: () => void };

const SHOP_PAGE = (
  tag: string,
) => `<!doctype html><html lang="en"><head><title>Shop</title>${tag}</head>
<body><h1>Summer shoes</h1>
<label>E-mail <input id="email" type="email"></label>
<label>Password <input id="password" type="password"></label>
<p data-lodestar-mask>Ada Lovelace, 12 Analytical Street</p>
<div data-lodestar-block><p>Card ending 4242</p></div>
<button id="buy" type="button">Buy</button>
</body></html>`;

beforeAll(async () => {
  app = await startApp({ seed: false, mail: false });
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    const owner = await seedPersona(db, {
      email: 'recorder@example.com',
      passwordHash: await hashPassword('recorder-password'),
      organizations: [{ name: 'Shop org', sites: [{ name: 'Shop', plan: 'business' }] }],
    });
    siteId = owner.organizations[0]!.sites[0]!.id;
  } finally {
    await db.destroy();
  }
  const server = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(SHOP_PAGE(snippetTag(app.url, siteId)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  shop = { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
});

afterAll(async () => {
  shop?.close();
  await browser?.close();
  await app?.stop();
});

/** Every stored chunk of the site's recordings, inflated and joined. */
async function recorded(): Promise<{
  sessions: string[];
  chunks: number;
  chunksOf: Map<string, number>;
  text: string;
}> {
  const db = openDatabase(app.dataDir);
  try {
    const rows = await db
      .selectFrom('recording_chunks')
      .innerJoin('recordings', 'recordings.id', 'recording_chunks.recording_id')
      .select(['recordings.session_key', 'recording_chunks.seq'])
      .where('recordings.site_id', '=', siteId)
      .execute();
    const blobs = fileBlobStore(join(app.dataDir, 'recordings'));
    let text = '';
    for (const row of rows) {
      const blob = await blobs.get(chunkKey(siteId, row.session_key, row.seq));
      text += gunzipSync(blob!).toString();
    }
    const chunksOf = new Map<string, number>();
    for (const row of rows) chunksOf.set(row.session_key, (chunksOf.get(row.session_key) ?? 0) + 1);
    return { sessions: [...chunksOf.keys()], chunks: rows.length, chunksOf, text };
  } finally {
    await db.destroy();
  }
}

describe('a visitor of a site that records', () => {
  let first = '';
  it('is recorded with inputs, marked text, blocked elements and the query left out', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const recorderLoaded = page.waitForResponse((r) => r.url().endsWith('/r/recorder.js'));
    await page.goto(`${shop.url}?coupon=SUMMER-SECRET`);
    expect((await recorderLoaded).status()).toBe(200);
    await page.locator('#email').fill('ada@example.com');
    await page.locator('#password').fill('hunter2-secret');
    await page.locator('#buy').click();
    // The page is left: what is still buffered goes with sendBeacon.
    await page.goto('about:blank');
    await expect
      .poll(async () => (await recorded()).chunks, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const { text, sessions } = await recorded();
    expect(sessions).toHaveLength(1);
    first = sessions[0]!;
    expect(text).toContain('Summer shoes');
    // The typing is in the recording, masked: as many asterisks as characters typed.
    expect(text).toContain(`"text":"${'*'.repeat('ada@example.com'.length)}"`);
    for (const secret of [
      'ada@example.com',
      'hunter2-secret',
      'Ada Lovelace',
      'Card ending 4242',
      'SUMMER-SECRET',
    ]) {
      expect(text, `the recording holds "${secret}"`).not.toContain(secret);
    }
    await context.close();
  });

  it('sends nothing more once the page declines recording, on its later pages too', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const recorderLoaded = page.waitForResponse((r) => r.url().endsWith('/r/recorder.js'));
    await page.goto(shop.url);
    await recorderLoaded;
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('lodestar:recording', { detail: 'stop' })),
    );
    // What was recorded before the refusal goes at once; nothing after it.
    await expect.poll(async () => (await recorded()).sessions.length, { timeout: 20_000 }).toBe(2);
    const declinedSession = (await recorded()).sessions.find((session) => session !== first)!;
    const declined = (await recorded()).chunksOf.get(declinedSession);
    await page.locator('#buy').click();
    await page.locator('#email').fill('after@example.com');
    const again = page.waitForResponse((r) => r.url().endsWith('/r/recorder.js'));
    await page.reload();
    await again;
    expect(await page.evaluate(() => localStorage.getItem('_lodestar_norec'))).toBe('1');
    await page.locator('#buy').click();
    await page.goto('about:blank');
    // Another visitor, recorded after all of that: once their chunk is in, anything the declined
    // pages had sent would be too.
    const other = await browser.newContext();
    const visitor = await other.newPage();
    const loaded = visitor.waitForResponse((r) => r.url().endsWith('/r/recorder.js'));
    await visitor.goto(shop.url);
    await loaded;
    await visitor.goto('about:blank');
    await expect.poll(async () => (await recorded()).sessions.length, { timeout: 20_000 }).toBe(3);
    expect((await recorded()).chunksOf.get(declinedSession)).toBe(declined);
    await other.close();
    await context.close();
  });
});
