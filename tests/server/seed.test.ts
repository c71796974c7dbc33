/**
 * The demo seed (npm run seed:demo) and seedPersona: idempotent (a second run inserts nothing
 * and every table keeps its row count), SEED_EMAIL / SEED_PASSWORD honoured, and the seeded
 * user can sign in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../postgres/testDatabase';
import { migrateToLatest } from '../../server/src/db/migrate';
import type { Db } from '../../server/src/db/open';
import type { Database } from '../../server/src/db/schema';
import { verifyPassword } from '../../server/src/auth/password';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  demoPersonaOptions,
  seedDemo,
} from '../../server/src/seed/demoPersona';
import { seedPersona } from '../../server/src/seed/persona';
import { testPasswordHash } from './harness';

const TABLES: (keyof Database)[] = [
  'users',
  'accounts',
  'account_users',
  'organizations',
  'memberships',
  'sites',
];

async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

let dir: string;
let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lodestar-seed-'));
  // SQLite in dir, or PostgreSQL with TEST_DATABASE=postgres.
  ({ db, close } = await openTestDatabase(dir));
  await migrateToLatest(db);
});
afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('creates the demo persona and changes nothing on a second run', async () => {
    const first = await seedDemo(db);
    expect(first.createdUser).toBe(true);
    expect(first.inserted).toEqual({
      users: 1,
      accounts: 1,
      organizations: 1,
      sites: 1,
      memberships: 1,
    });
    const after1 = await counts(db);
    const rows1 = await db.selectFrom('sites').selectAll().execute();

    const second = await seedDemo(db);
    expect(second.createdUser).toBe(false);
    expect(second.inserted).toEqual({
      users: 0,
      accounts: 0,
      organizations: 0,
      sites: 0,
      memberships: 0,
    });
    expect(await counts(db)).toEqual(after1);
    expect(await db.selectFrom('sites').selectAll().execute()).toEqual(rows1);
    expect(second.userId).toBe(first.userId);
    expect(second.organizations).toEqual(first.organizations);

    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_EMAIL)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
    const account = await db.selectFrom('accounts').selectAll().executeTakeFirstOrThrow();
    expect(account).toMatchObject({ variant: 'default', features: '["voc.pro"]' });
    expect(await db.selectFrom('account_users').selectAll().execute()).toEqual([
      { account_id: account.id, user_id: user.id, is_admin: 1 },
    ]);
    expect(await db.selectFrom('memberships').selectAll().execute()).toEqual([
      {
        organization_id: first.organizations[0]!.id,
        user_id: user.id,
        access: 'write',
        permissions: '["surveys-create","feedbacks-create"]',
      },
    ]);
    expect(rows1).toEqual([
      expect.objectContaining({
        name: 'Demo site',
        url: 'https://demo.example.com',
        plan: 'plus',
        analytics_access: 1,
        last_data_at: expect.any(Number),
      }),
    ]);
  });

  it('takes SEED_EMAIL and SEED_PASSWORD', () => {
    const options = demoPersonaOptions({
      SEED_EMAIL: 'me@example.org',
      SEED_PASSWORD: 's3cret-pass',
    });
    expect(options).toMatchObject({ email: 'me@example.org', password: 's3cret-pass' });
    expect(demoPersonaOptions({})).toMatchObject({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  });
});

describe('seedPersona', () => {
  it('builds other personas quickly from a precomputed hash, idempotently', async () => {
    const passwordHash = await testPasswordHash();
    const options = {
      email: 'standalone@example.com',
      passwordHash,
      account: {
        name: 'VoC',
        variant: 'standalone' as const,
        features: ['voc.csq.standalone'],
        admin: true,
      },
      organizations: [
        {
          name: 'First',
          access: 'read' as const,
          sites: [{ name: 'One', analyticsAccess: false }, { name: 'Two' }],
        },
        {
          name: 'Second',
          access: 'admin' as const,
          sites: Array.from({ length: 8 }, (_, i) => ({ name: `Shop ${i + 1}` })),
        },
      ],
    };
    const persona = await seedPersona(db, options);
    // Quick because the given hash is stored as it is: no password is hashed.
    const stored = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', persona.userId)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toBe(passwordHash);
    expect(persona.organizations.map((o) => o.sites.length)).toEqual([2, 8]);
    const before = await counts(db);
    const again = await seedPersona(db, options);
    expect(again.inserted).toEqual({
      users: 0,
      accounts: 0,
      organizations: 0,
      sites: 0,
      memberships: 0,
    });
    expect(await counts(db)).toEqual(before);
  });

  it('needs a password or a hash for a new user', async () => {
    await expect(seedPersona(db, { email: 'nopass@example.com' })).rejects.toThrow(
      /give password or passwordHash/,
    );
  });
});
