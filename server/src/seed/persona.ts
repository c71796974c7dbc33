/**
 * Creates a user with an account, organizations and sites — idempotently: every row is found by
 * a natural key (user by email; account by name among the user's accounts; organization by
 * account and name; site by organization and name) and created only when missing
 * (data/personas.ts). Rows that exist are left as they are, so running a seed twice changes
 * nothing.
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
import {
  insertUser,
  seedAccount,
  seedMembership,
  seedOrganization,
  seedSite,
  userIdByEmail,
} from '../data/personas';
import { nowSeconds } from '../data/time';
import { normalizeEmail } from '../data/users';

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
  /** The persona's permissions in it (product.md#roles-and-permissions), e.g. ['surveys-create', 'feedbacks-create']. */
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
    /** Account feature list / flags (product.md#roles-and-permissions), e.g. ['voc.pro']. */
    features?: string[];
    locale?: string;
    productCatalogVersion?: string | null;
    /** Account admin (sees Preferences, product.md#roles-and-permissions). Default true. */
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
  const existing = await userIdByEmail(db, email);
  let passwordHash = options.passwordHash;
  if (existing === undefined && !passwordHash) {
    if (!options.password) throw new Error(`seedPersona(${email}): give password or passwordHash`);
    passwordHash = await hashPassword(options.password); // slow: before the transaction
  }
  const now = nowSeconds();
  const inserted = { users: 0, accounts: 0, organizations: 0, sites: 0, memberships: 0 };

  return db.transaction().execute(async (tx) => {
    let userId = existing;
    if (userId === undefined) {
      userId = await insertUser(tx, {
        email,
        name: options.name ?? email.split('@')[0] ?? email,
        password_hash: passwordHash as string,
        locale: options.locale ?? 'en',
        country_code: options.countryCode ?? null,
        avatar: null,
        is_demo_user: options.isDemoUser ? 1 : 0,
        created_at: now,
      });
      inserted.users++;
    }

    const account = await seedAccount(
      tx,
      userId,
      {
        name: options.account?.name ?? `${options.name ?? email} account`,
        variant: options.account?.variant ?? 'default',
        features: JSON.stringify(options.account?.features ?? []),
        locale: options.account?.locale ?? options.locale ?? 'en',
        product_catalog_version: options.account?.productCatalogVersion ?? '1',
        picture_url: null,
        created_at: now,
      },
      options.account?.admin !== false,
    );
    if (account.inserted) inserted.accounts++;

    const organizations: SeededPersona['organizations'] = [];
    for (const orgSeed of options.organizations ?? []) {
      const org = await seedOrganization(tx, account.id, orgSeed.name);
      if (org.inserted) inserted.organizations++;
      const joined = await seedMembership(tx, {
        organization_id: org.id,
        user_id: userId,
        access: orgSeed.access ?? 'write',
        permissions: JSON.stringify(orgSeed.permissions ?? []),
      });
      if (joined) inserted.memberships++;
      const sites: { id: number; name: string }[] = [];
      for (const siteSeed of orgSeed.sites ?? []) {
        const site = await seedSite(tx, {
          organization_id: org.id,
          name: siteSeed.name,
          url: siteSeed.url ?? `https://${slug(siteSeed.name)}.example.com`,
          plan: siteSeed.plan ?? 'basic',
          effective_plan: siteSeed.effectivePlan ?? siteSeed.plan ?? 'basic',
          created: siteSeed.created ?? now,
          last_data_at: siteSeed.lastDataAt === undefined ? now : siteSeed.lastDataAt,
          analytics_access: siteSeed.analyticsAccess === false ? 0 : 1,
          session_capture_mode: siteSeed.sessionCaptureMode ?? 'on',
        });
        if (site.inserted) inserted.sites++;
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
