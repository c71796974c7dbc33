/**
 * Creates a user with an account, organizations and sites — idempotently: every row is found by
 * a natural key (user by email; account by name among the user's accounts; organization by
 * account and name; site by organization and name) and created only when missing. Rows that
 * exist are left as they are, so running a seed twice changes nothing.
 *
 * Used by `npm run seed:demo` and by tests that need other personas (lite / cross-sell /
 * standalone accounts, read access, no permissions, no analytics access, many sites for the
 * site selector search). A full-cost hash takes ~70 ms (argon2id), so tests pass `passwordHash`
 * (computed once with hashPassword) instead of `password`.
 */
import type { Db } from '../db/open';
import type { OrgAccess } from '../../../contracts/gates';
import type { Account, PlanName } from '../../../generated/types';
import type { SessionCaptureMode } from '../db/schema';
import { hashPassword } from '../auth/password';
import { normalizeEmail } from '../data/users';
import { nowSeconds } from '../data/time';

export interface SiteSeed {
  name: string;
  url?: string;
  plan?: PlanName;
  effectivePlan?: PlanName;
  analyticsAccess?: boolean;
  /** Epoch seconds of the last tracking data; null: tracking code not installed. Default now. */
  lastDataAt?: number | null;
  /** Epoch seconds; default now. */
  created?: number;
  sessionCaptureMode?: SessionCaptureMode;
}

export interface OrganizationSeed {
  name: string;
  /** The persona's access in it; default write. */
  access?: OrgAccess;
  /** The persona's permissions in it (§6), e.g. ['surveys-create', 'feedbacks-create']. */
  permissions?: string[];
  sites?: SiteSeed[];
}

export interface PersonaOptions {
  email: string;
  name?: string;
  /** One of password / passwordHash is required when the user does not exist yet. */
  password?: string;
  passwordHash?: string;
  locale?: string;
  countryCode?: string | null;
  isDemoUser?: boolean;
  account?: {
    name?: string;
    variant?: Account['variant'];
    /** Account feature list / flags (§6), e.g. ['voc.pro']. */
    features?: string[];
    locale?: string;
    productCatalogVersion?: string | null;
    /** Account admin (sees Preferences, §6). Default true. */
    admin?: boolean;
  };
  organizations?: OrganizationSeed[];
}

export interface SeededPersona {
  userId: number;
  email: string;
  accountId: number;
  organizations: { id: number; name: string; sites: { id: number; name: string }[] }[];
  /** Whether this call created the user (false: it existed). */
  createdUser: boolean;
  /** Rows inserted by this call, by table (0 everywhere on a second run). */
  inserted: Record<'users' | 'accounts' | 'organizations' | 'sites' | 'memberships', number>;
}

export async function seedPersona(db: Db, options: PersonaOptions): Promise<SeededPersona> {
  const email = normalizeEmail(options.email);
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  let passwordHash = options.passwordHash;
  if (!existing && !passwordHash) {
    if (!options.password) throw new Error(`seedPersona(${email}): give password or passwordHash`);
    passwordHash = await hashPassword(options.password); // slow: before the transaction
  }
  const now = nowSeconds();
  const inserted = { users: 0, accounts: 0, organizations: 0, sites: 0, memberships: 0 };

  return db.transaction().execute(async (tx) => {
    let userId = existing?.id;
    if (userId === undefined) {
      ({ id: userId } = await tx
        .insertInto('users')
        .values({
          email,
          name: options.name ?? email.split('@')[0] ?? email,
          password_hash: passwordHash as string,
          locale: options.locale ?? 'en',
          country_code: options.countryCode ?? null,
          avatar: null,
          is_demo_user: options.isDemoUser ? 1 : 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
      inserted.users++;
    }

    const accountName = options.account?.name ?? `${options.name ?? email} account`;
    let account = await tx
      .selectFrom('accounts')
      .innerJoin('account_users', 'account_users.account_id', 'accounts.id')
      .select('accounts.id')
      .where('account_users.user_id', '=', userId)
      .where('accounts.name', '=', accountName)
      .executeTakeFirst();
    if (!account) {
      account = await tx
        .insertInto('accounts')
        .values({
          name: accountName,
          variant: options.account?.variant ?? 'default',
          features: JSON.stringify(options.account?.features ?? []),
          locale: options.account?.locale ?? options.locale ?? 'en',
          product_catalog_version: options.account?.productCatalogVersion ?? '1',
          picture_url: null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('account_users')
        .values({
          account_id: account.id,
          user_id: userId,
          is_admin: options.account?.admin === false ? 0 : 1,
        })
        .execute();
      inserted.accounts++;
    }

    const organizations: SeededPersona['organizations'] = [];
    for (const orgSeed of options.organizations ?? []) {
      let org = await tx
        .selectFrom('organizations')
        .select('id')
        .where('account_id', '=', account.id)
        .where('name', '=', orgSeed.name)
        .executeTakeFirst();
      if (!org) {
        org = await tx
          .insertInto('organizations')
          .values({ account_id: account.id, name: orgSeed.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        inserted.organizations++;
      }
      const member = await tx
        .selectFrom('memberships')
        .select('user_id')
        .where('organization_id', '=', org.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!member) {
        await tx
          .insertInto('memberships')
          .values({
            organization_id: org.id,
            user_id: userId,
            access: orgSeed.access ?? 'write',
            permissions: JSON.stringify(orgSeed.permissions ?? []),
          })
          .execute();
        inserted.memberships++;
      }
      const sites: { id: number; name: string }[] = [];
      for (const siteSeed of orgSeed.sites ?? []) {
        let site = await tx
          .selectFrom('sites')
          .select('id')
          .where('organization_id', '=', org.id)
          .where('name', '=', siteSeed.name)
          .executeTakeFirst();
        if (!site) {
          site = await tx
            .insertInto('sites')
            .values({
              organization_id: org.id,
              name: siteSeed.name,
              url: siteSeed.url ?? `https://${slug(siteSeed.name)}.example.com`,
              plan: siteSeed.plan ?? 'basic',
              effective_plan: siteSeed.effectivePlan ?? siteSeed.plan ?? 'basic',
              created: siteSeed.created ?? now,
              last_data_at: siteSeed.lastDataAt === undefined ? now : siteSeed.lastDataAt,
              analytics_access: siteSeed.analyticsAccess === false ? 0 : 1,
              session_capture_mode: siteSeed.sessionCaptureMode ?? 'on',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          inserted.sites++;
        }
        sites.push({ id: site.id, name: siteSeed.name });
      }
      organizations.push({ id: org.id, name: orgSeed.name, sites });
    }

    return {
      userId,
      email,
      accountId: account.id,
      organizations,
      createdUser: inserted.users > 0,
      inserted,
    };
  });
}

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'site'
  );
}
