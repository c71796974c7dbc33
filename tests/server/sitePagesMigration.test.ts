/**
 * The move of sessions' page addresses into the per-site page table, on a database written
 * before it: every session keeps its address (cut to the stored length), each address is stored
 * once per site, and the sessions read back as before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionPageUrl } from '../../server/src/data/sitePages';
import { migrateToLatest } from '../../server/src/db/migrate';
import { migrations } from '../../server/src/db/migrations';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { MAX_PAGE_URL_LENGTH } from '../../server/src/tracking/pages';
import { freshDatabase } from '../postgres/testDatabase';

const dir = mkdtempSync(join(tmpdir(), 'lodestar-pages-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MIGRATION = '0017_site_pages';

describe('moving page addresses into site_pages', () => {
  it('keeps every session’s address, stored once per site', async () => {
    const database = await freshDatabase({ migrated: false });
    const db = openDatabase({ dataDir: dir, databaseUrl: database.url });
    try {
      const before = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < MIGRATION),
      );
      await migrateToLatest(db, before);
      const owner = await seedPersona(db, {
        email: 'pages@example.com',
        passwordHash: 'scrypt$x',
        organizations: [{ name: 'Shop', sites: [{ name: 'A' }, { name: 'B' }] }],
      });
      const [a, b] = owner.organizations[0]!.sites.map((site) => site.id) as [number, number];
      const long = `https://shop.example.com/?q=${'x'.repeat(1500)}`;
      const rows: [number, string, string][] = [
        [a, 'one', 'https://shop.example.com/pricing'],
        [a, 'two', 'https://shop.example.com/pricing'],
        [b, 'three', 'https://shop.example.com/pricing'],
        [a, 'four', long],
      ];
      for (const [site, key, url] of rows) {
        await sql`insert into visitor_sessions (site_id, session_key, visitor_key, new_visitor,
          browser, device, page_url, page_views, started_at, last_seen_at)
          values (${site}, ${key}, 'visitor1', 1, 'Chrome', 'desktop', ${url}, 1, 1, 2)`.execute(
          db,
        );
      }

      expect(await migrateToLatest(db)).toEqual({
        applied: Object.keys(migrations).filter((name) => name >= MIGRATION),
      });

      const pages = await db.selectFrom('site_pages').select(['site_id', 'url']).execute();
      expect(pages).toHaveLength(3);
      const sessions = await db
        .selectFrom('visitor_sessions')
        .select(['session_key', sessionPageUrl])
        .orderBy('id')
        .execute();
      expect(sessions).toEqual([
        { session_key: 'one', page_url: 'https://shop.example.com/pricing' },
        { session_key: 'two', page_url: 'https://shop.example.com/pricing' },
        { session_key: 'three', page_url: 'https://shop.example.com/pricing' },
        { session_key: 'four', page_url: long.slice(0, MAX_PAGE_URL_LENGTH) },
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
