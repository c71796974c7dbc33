/**
 * The embedded database: pragmas (WAL, foreign keys), migrations applied once and idempotent
 * across restarts with data kept, and the one-row-per-scope rule of app-state settings.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/src/db/migrate';
import { migrations } from '../../server/src/db/migrations';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lodestar-db-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('database', () => {
  it('uses WAL, foreign keys and a busy timeout', async () => {
    const db = openDatabase(dataDir());
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
    } finally {
      await db.destroy();
    }
  });

  it('applies every migration once; a restart applies none and keeps the data', async () => {
    const dir = dataDir();
    let db = openDatabase(dir);
    expect(await migrateToLatest(db)).toEqual({ applied: Object.keys(migrations) });
    expect(await migrateToLatest(db)).toEqual({ applied: [] });
    await seedPersona(db, { email: 'keep@example.com', passwordHash: 'scrypt$x' });
    await db.destroy();

    db = openDatabase(dir); // a restart
    try {
      expect(await migrateToLatest(db)).toEqual({ applied: [] });
      const users = await db.selectFrom('users').select('email').execute();
      expect(users).toEqual([{ email: 'keep@example.com' }]);
    } finally {
      await db.destroy();
    }
  });

  it('names the migration that failed', async () => {
    const db = openDatabase(dataDir());
    try {
      await expect(
        migrateToLatest(db, {
          ...migrations,
          '0002_broken': { up: async (k) => void (await sql`create tabel nope`.execute(k)) },
        }),
      ).rejects.toThrow(/Database migration 0002_broken failed/);
    } finally {
      await db.destroy();
    }
  });

  it('keeps one app-state row per user, namespace, key and scope, NULL scopes included', async () => {
    const db = openDatabase(dataDir());
    try {
      await migrateToLatest(db);
      const { userId } = await seedPersona(db, {
        email: 'u@example.com',
        passwordHash: 'scrypt$x',
      });
      const row = { user_id: userId, namespace: 'n', key: 'k', value: 'v', updated_at: 0 };
      await db.insertInto('app_state_settings').values(row).execute();
      await expect(db.insertInto('app_state_settings').values(row).execute()).rejects.toThrow(
        /UNIQUE/,
      );
    } finally {
      await db.destroy();
    }
  });

  it('enforces foreign keys', async () => {
    const db = openDatabase(dataDir());
    try {
      await migrateToLatest(db);
      await expect(
        db
          .insertInto('memberships')
          .values({ organization_id: 99, user_id: 99, access: 'read' })
          .execute(),
      ).rejects.toThrow(/FOREIGN KEY/);
    } finally {
      await db.destroy();
    }
  });
});
