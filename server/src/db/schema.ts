/**
 * Table types for Kysely: what each row holds. Times are epoch seconds (integers), booleans are
 * 0/1 integers and lists are JSON text, so the same columns work on SQLite and, later, PostgreSQL.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** 0 or 1: SQLite has no boolean type. */
export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  /** Stored lowercased and trimmed; unique. */
  email: string;
  name: string;
  /** `scrypt$…` (see auth/password.ts). */
  password_hash: string;
  locale: string;
  country_code: string | null;
  avatar: string | null;
  is_demo_user: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: number;
}

export type AccountVariant = 'default' | 'lite' | 'cross-sell' | 'standalone';

export interface AccountsTable {
  id: Generated<number>;
  name: string;
  variant: ColumnType<AccountVariant, AccountVariant | undefined, AccountVariant>;
  /** JSON array of strings: the account feature list / flags of §6 (e.g. ["voc.pro"]). */
  features: ColumnType<string, string | undefined, string>;
  locale: string;
  product_catalog_version: string | null;
  picture_url: string | null;
  created_at: number;
}

export interface AccountUsersTable {
  account_id: number;
  user_id: number;
  is_admin: ColumnType<Flag, Flag | undefined, Flag>;
}

export interface OrganizationsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
}

export type OrganizationAccess = 'read' | 'write' | 'admin';

export interface MembershipsTable {
  organization_id: number;
  user_id: number;
  access: OrganizationAccess;
  /** JSON array of permission names, e.g. ["surveys-create","feedbacks-create"] (§6). */
  permissions: ColumnType<string, string | undefined, string>;
}

export type SessionCaptureMode = 'on' | 'off';

export interface SitesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  url: string;
  plan: string;
  effective_plan: string;
  /** Epoch seconds (§3 "created (epoch seconds)"). */
  created: number;
  /** Epoch seconds of the last tracking data; null: tracking code never sent any (§4). */
  last_data_at: number | null;
  analytics_access: ColumnType<Flag, Flag | undefined, Flag>;
  session_capture_mode: ColumnType<
    SessionCaptureMode,
    SessionCaptureMode | undefined,
    SessionCaptureMode
  >;
}

export interface AppStateSettingsTable {
  id: Generated<number>;
  user_id: number;
  namespace: string;
  key: string;
  value: string;
  account_id: number | null;
  organization_id: number | null;
  site_id: number | null;
  updated_at: number;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's session id; the id itself is never stored. */
  id_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
}

export interface ProductEventsTable {
  id: Generated<number>;
  name: string;
  /** JSON object text. */
  properties: string;
  user_id: number | null;
  /** When it happened on the client (epoch seconds), if the client said. */
  occurred_at: number | null;
  received_at: number;
}

export interface Database {
  users: UsersTable;
  accounts: AccountsTable;
  account_users: AccountUsersTable;
  organizations: OrganizationsTable;
  memberships: MembershipsTable;
  sites: SitesTable;
  app_state_settings: AppStateSettingsTable;
  sessions: SessionsTable;
  product_events: ProductEventsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type AccountRow = Selectable<AccountsTable>;
export type SiteRow = Selectable<SitesTable>;
export type SiteUpdate = Updateable<SitesTable>;
