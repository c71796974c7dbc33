/**
 * Table types for Kysely: what each row holds. Times are epoch seconds (integers), booleans are
 * 0/1 integers and lists are JSON text, so the same columns work on SQLite and, later, PostgreSQL.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { OrgAccess } from '../../../contracts/gates';
import type { Account } from '../../../generated/types';

/** 0 or 1: SQLite has no boolean type. */
export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  /** Stored lowercased and trimmed; unique. */
  email: string;
  name: string;
  /** `$argon2id$…`, or a legacy `scrypt$…` (auth/password.ts); SSO-only users hold an unusable marker (data/registration.ts). */
  password_hash: string;
  locale: string;
  country_code: string | null;
  avatar: string | null;
  is_demo_user: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: number;
  // Registration (migration 0002, product.md#records-and-their-fields "Registration payload"); null for users made otherwise.
  /** The profile picture given at signup (Google). */
  picture: ColumnType<string | null, string | null | undefined, string | null>;
  experiment_tag: ColumnType<string | null, string | null | undefined, string | null>;
  persistent_anonymous_id: ColumnType<string | null, string | null | undefined, string | null>;
  pricing_table: ColumnType<number | null, number | null | undefined, number | null>;
  /** Signed up as a cross-sell lite visitor (product.md#screens-and-routes cs_lite). */
  is_cs_lite: ColumnType<Flag, Flag | undefined, Flag>;
  /** The `device` query of the registration call. */
  signup_device: ColumnType<string | null, string | null | undefined, string | null>;
  terms_accepted_at: ColumnType<number | null, number | null | undefined, number | null>;
  consent_to_parent_company_rules: ColumnType<Flag, Flag | undefined, Flag>;
  /** Migration 0011: the refer-and-earn code, made on the page's first visit. */
  referral_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AccountsTable {
  id: Generated<number>;
  name: string;
  /** A variant of manifests/access.yaml (the Account entity's enum, generated/types.ts). */
  variant: ColumnType<Account['variant'], Account['variant'] | undefined, Account['variant']>;
  /** JSON array of strings: the account feature list / flags of product.md#roles-and-permissions (e.g. ["voc.pro"]). */
  features: ColumnType<string, string | undefined, string>;
  locale: string;
  product_catalog_version: string | null;
  picture_url: string | null;
  created_at: number;
  /** The plan signed up for (migration 0002): basic unless a campaign says otherwise. */
  plan: ColumnType<string, string | undefined, string>;
  /** Epoch seconds the account was suspended (product.md#errors "Google SSO suspended"); null: it is not. */
  suspended_at: ColumnType<number | null, number | null | undefined, number | null>;
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

export interface MembershipsTable {
  organization_id: number;
  user_id: number;
  access: OrgAccess;
  /** JSON array of permission names, e.g. ["surveys-create","feedbacks-create"] (product.md#roles-and-permissions). */
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
  /** Epoch seconds (product.md#records-and-their-fields "created (epoch seconds)"). */
  created: number;
  /** Epoch seconds of the last tracking data; null: tracking code never sent any (product.md#states-and-transitions). */
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
  /** Migration 0011: the User-Agent and address the session started from. */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  client_address: ColumnType<string | null, string | null | undefined, string | null>;
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

/** Which user an OpenID Connect subject belongs to. */
export interface UserIdentitiesTable {
  id: Generated<number>;
  provider: string;
  /** The provider's `sub` claim; unique per provider. */
  subject: string;
  user_id: number;
  /** The email the provider reported when the identity was linked. */
  email: string;
  created_at: number;
}

/** A verified identity waiting for registration (sso/ssoTokens.ts): single use, 10 minutes. */
export interface SsoTokensTable {
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  provider: string;
  subject: string;
  email: string;
  name: string;
  picture: string | null;
  locale: string | null;
  created_at: number;
  expires_at: number;
}

/** One authorization request in progress (sso/ssoFlows.ts): single use, 10 minutes. */
export interface SsoFlowsTable {
  /** SHA-256 (hex) of the `lodestar_sso` cookie value. */
  flow_hash: string;
  state: string;
  nonce: string;
  code_verifier: string;
  /** JSON object text: the start's query (c, survey_template_id, sso_source, locale …). */
  params: string;
  created_at: number;
  expires_at: number;
}

/** A signup campaign (product.md#records-and-their-fields "Campaign"), seeded from manifests/catalog/campaigns.yaml. */
export interface CampaignsTable {
  id: Generated<number>;
  hash: string;
  enabled: Flag;
  plan: string;
  details_id: number;
  details_name: string;
  details_plan: string;
  num_free_days: number;
  /** `organization-size` or `large-company` for product.md#constants-and-limits trial campaigns. */
  audience: string | null;
  /** JSON array of organization size ids (product.md#constants-and-limits). */
  organization_sizes: ColumnType<string, string | undefined, string>;
  /** Seeded from the manifest: disabled again when the manifest drops it. */
  from_manifest: ColumnType<Flag, Flag | undefined, Flag>;
  updated_at: number;
}

/** The campaign an account signed up with (product.md#calls POST /api/v1/accounts/{accountId}/campaigns). */
export interface AccountCampaignsTable {
  account_id: number;
  campaign_hash: string;
  source: string;
  device: string;
  created_at: number;
  /** created_at + the campaign's free days; null when it grants none. */
  trial_ends_at: number | null;
}

/** One tracked campaign parameter (product.md#records-and-their-fields) a user arrived with, read from its cookie at signup. */
export interface SignupAttributionTable {
  user_id: number;
  parameter: string;
  value: string;
  captured_at: number;
}

/** A column that may be left out of an insert and is null then. */
type Nullable = ColumnType<number | null, number | null | undefined, number | null>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

/** one visit of one browser to a customer site (migrations/0004_tracking.ts). */

export interface VisitorSessionsTable {
  id: Generated<number>;
  site_id: number;
  session_key: string;
  visitor_key: string;
  new_visitor: Flag;
  browser: string;
  device: string;
  country: string | null;
  country_source: 'geoip' | 'language' | null;
  /** The session's last page (site_pages); nullable only because it was added to a filled table. */
  page_id: number | null;
  page_views: ColumnType<number, number | undefined, number>;
  /** The session's first page (migrations/0018_analysis_facts.ts); null only for older rows. */
  entry_page_id: Nullable;
  /** Host and path of the referring page (never its query), when another site sent the visit. */
  referrer_url: NullableText;
  /** The referring page's host without `www.`. */
  referrer_domain: NullableText;
  utm_source: NullableText;
  utm_medium: NullableText;
  utm_campaign: NullableText;
  /** Operating system family, e.g. `Windows`, `iOS`. */
  os: NullableText;
  /** Viewport class of the first page: small, medium, large or xlarge. */
  viewport: NullableText;
  /** The visitor's primary language subtag, e.g. `de`. */
  language: NullableText;
  /** Epoch milliseconds. */
  started_at: number;
  last_seen_at: number;
  ended_at: number | null;
}

/** One distinct page address of a site, stored once (migrations/0017_site_pages.ts). */
export interface SitePagesTable {
  id: Generated<number>;
  site_id: number;
  url: string;
  /** Epoch milliseconds. */
  first_seen_at: number;
}

export type TrackingEventType = 'session-start' | 'page-view' | 'heartbeat' | 'session-end';

/** every tracking event acknowledged with a 2xx. */
export interface TrackingEventsTable {
  id: Generated<number>;
  site_id: number;
  session_key: string;
  type: TrackingEventType;
  /** Epoch milliseconds on the visitor's clock, clamped to the server's ±5 minutes. */
  at: number;
  received_at: number;
  /** The page the event happened on (site_pages); null only for rows older than pages per event. */
  page_id: Nullable;
}

/** Hourly counts of a site's rows by one session field (migrations/0020_analysis_rollups.ts). */
export interface AnalysisRollupsTable {
  site_id: number;
  source: 'sessions' | 'page-views';
  /** Epoch hours: the moment in milliseconds divided by 3,600,000. */
  hour: number;
  /** The session field counted by (`''`: none, the hour's total). */
  field: string;
  value: string | null;
  new_visitor: Flag;
  row_count: number;
}

/** The first hour of a site not rolled up yet (epoch hours). */
export interface AnalysisRollupMarksTable {
  site_id: number;
  rolled_until: number;
}

/** One recorded visitor session of a site (migrations/0021_recordings.ts). */
export interface RecordingsTable {
  id: Generated<number>;
  site_id: number;
  session_key: string;
  visitor_key: string;
  /** Epoch milliseconds on the page's clock: the first and the last event recorded. */
  started_at: number;
  last_at: number;
  /** Epoch milliseconds on the server's clock: when its first chunk arrived. */
  received_at: number;
  chunk_count: number;
  stored_bytes: number;
  raw_bytes: number;
  clicks: number;
  rage_clicks: number;
  errors: number;
  page_count: number;
  entry_page_id: number | null;
}

/** One stored chunk of a recording; its bytes are in the blob store. */
export interface RecordingChunksTable {
  recording_id: number;
  seq: number;
  stored_bytes: number;
  raw_bytes: number;
  /** Epoch milliseconds on the page's clock. */
  first_at: number;
  last_at: number;
  /** Epoch milliseconds on the server's clock. */
  received_at: number;
}

/** A page a recording went through, at the time it was shown (page's clock, ms). */
export interface RecordingPagesTable {
  recording_id: number;
  at: number;
  page_id: number;
}

/** A site's capture choices for recordings; no row: the defaults. */
export interface RecordingSettingsTable {
  site_id: number;
  capture: Flag;
  mask_all_text: Flag;
  sample_percent: number;
  /** JSON: the URL rules of pages never recorded. */
  excluded_pages: string;
  /** Epoch seconds. */
  updated_at: number;
}

/** an invitation to join an organization (migrations/0006_invitations.ts). */
export interface InvitationsTable {
  id: Generated<number>;
  organization_id: number;
  /** Lowercased and trimmed. */
  email: string;
  access: OrgAccess;
  invited_by: number;
  /** SHA-256 (hex) of the token in the email link; the token itself is never stored. */
  token_hash: string;
  created_at: number;
  expires_at: number;
  accepted_at: number | null;
  accepted_user_id: number | null;
}

/** one notification of one user (migrations/0005_notifications.ts). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  /** JSON object of strings. */
  params: string;
  created_at: number;
  seen_at: number | null;
}

/** a survey of a site (migrations/0008_surveys.ts). */
export type SurveyStatus = 'draft' | 'live';
export interface SurveysTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  status: ColumnType<SurveyStatus, SurveyStatus | undefined, SurveyStatus>;
  /** JSON array of { type, text, options? } (AiSurveyQuestion). */
  questions: string;
  /** The template's survey id when copied from one (product.md#constants-and-limits feedback 898460, NPS 803182). */
  template_survey_id: number | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
  launched_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** a key of an account's public API (migrations/0011_api_keys_and_profile.ts). */
export interface ApiKeysTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  /** The key's first characters, shown in the list; not a secret. */
  prefix: string;
  /** SHA-256 (hex) of the whole key; the key itself is never stored. */
  secret_hash: string;
  created_by: number | null;
  created_at: number;
  last_used_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** a user's email notification choices (profile › notifications). */
export interface NotificationPreferencesTable {
  user_id: number;
  first_recording_ready: Flag;
  product_updates: Flag;
  weekly_report: Flag;
  updated_at: number;
}

/** a contact-form message (migrations/0012_support_and_sister_products.ts). */
export interface SupportMessagesTable {
  id: Generated<number>;
  user_id: number;
  site_id: number | null;
  subject: string;
  message: string;
  created_at: number;
}

/** the research project of a site (product.md#calls site-to-project lookup). */
export interface ResearchProjectsTable {
  id: Generated<number>;
  site_id: number;
  created_at: number;
}

/** an account's sister-product account (product.md#calls cross-sell lookup). */
export interface CrossSellLinksTable {
  account_id: number;
  cross_sell_account_id: number;
  created_at: number;
}

/** an integration marked connected on a site (migrations/0010_settings.ts). */
export interface SiteIntegrationsTable {
  site_id: number;
  integration: string;
  connected_at: number;
  connected_by: number | null;
}

/** an account's SAML settings (migrations/0010_settings.ts). */
export interface SsoSettingsTable {
  account_id: number;
  enabled: Flag;
  idp_entity_id: string;
  idp_sso_url: string;
  idp_certificate: string;
  enforce_sso: Flag;
  role: string;
  updated_by: number | null;
  updated_at: number;
  // OpenID Connect (migration 0014); the SAML columns above are no longer read.
  oidc_issuer: ColumnType<string, string | undefined, string>;
  oidc_client_id: ColumnType<string, string | undefined, string>;
  oidc_client_secret: ColumnType<string, string | undefined, string>;
  default_access: ColumnType<'read' | 'write', 'read' | 'write' | undefined, 'read' | 'write'>;
}

/** An e-mail domain claimed by an account for enterprise sign-in (migration 0014). */
export interface SsoDomainsTable {
  /** Lowercased, e.g. `example.com`. */
  domain: string;
  account_id: number;
}

/** A site's subscription of one catalog product (migration 0009). */
export interface SubscriptionsTable {
  id: Generated<number>;
  site_id: number;
  /** ask, observe, voc or dxa (manifests/catalog/products.yaml). */
  product: string;
  sku: string;
  plan: string;
  billing_cycle: 'monthly' | 'annually';
  currency: string;
  status: 'active' | 'cancelling' | 'cancelled';
  /** Epoch seconds; null for a free plan. */
  current_period_end: number | null;
  /** Epoch seconds the account's trial ends (product.md#constants-and-limits 15 days), or null. */
  trial_ends_at: number | null;
  /** The paid SKU a finished cancellation left (for the reactivation offer), else null. */
  cancelled_sku: ColumnType<string | null, string | null | undefined, string | null>;
  /** The reactivation offer it came back through, if any. */
  offer_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: number;
  updated_at: number;
}

/** What the payment provider billed (migration 0009); status 'test' in test mode. */
export interface InvoicesTable {
  id: Generated<number>;
  account_id: number;
  site_id: number;
  product: string;
  sku: string;
  /** Whole units of the currency. */
  amount: number;
  currency: string;
  billing_cycle: 'monthly' | 'annually';
  period_start: number;
  period_end: number;
  issued_at: number;
  status: 'test' | 'paid' | 'open';
  provider_reference: string;
}

/** The account's payment method as the provider recorded it (migration 0009). */
export interface PaymentMethodsTable {
  account_id: number;
  kind: string;
  label: string;
  recorded_at: number;
}

/** The mail outbox (migration 0014, mail/outboxWorker.ts): one e-mail to send; times in epoch ms. */
export interface MailOutboxTable {
  id: Generated<number>;
  idempotency_key: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: number;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: number;
  locked_by: ColumnType<string | null, string | null | undefined, string | null>;
  locked_until: ColumnType<number | null, number | null | undefined, number | null>;
  sent_at: ColumnType<number | null, number | null | undefined, number | null>;
  failed_at: ColumnType<number | null, number | null | undefined, number | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A sign-in address change waiting for its link (migrations/0016_email_changes.ts). */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  /** Lowercased and trimmed. */
  new_email: string;
  /** SHA-256 (hex) of the token in the email link; the token itself is never stored. */
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A dashboard a team built for a site (migrations/0019_dashboards.ts). */
export interface DashboardsTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  /** The analysis page it was made from; null for a blank one. */
  template_id: string | null;
  /** JSON list of widget declarations, checked before it is written. */
  widgets: string;
  created_by: number | null;
  /** Epoch seconds. */
  created_at: number;
  updated_at: number;
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
  user_identities: UserIdentitiesTable;
  sso_tokens: SsoTokensTable;
  sso_flows: SsoFlowsTable;
  campaigns: CampaignsTable;
  account_campaigns: AccountCampaignsTable;
  signup_attribution: SignupAttributionTable;
  visitor_sessions: VisitorSessionsTable;
  site_pages: SitePagesTable;
  analysis_rollups: AnalysisRollupsTable;
  analysis_rollup_marks: AnalysisRollupMarksTable;
  tracking_events: TrackingEventsTable;
  notifications: NotificationsTable;
  invitations: InvitationsTable;
  surveys: SurveysTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  payment_methods: PaymentMethodsTable;
  api_keys: ApiKeysTable;
  notification_preferences: NotificationPreferencesTable;
  support_messages: SupportMessagesTable;
  research_projects: ResearchProjectsTable;
  cross_sell_links: CrossSellLinksTable;
  site_integrations: SiteIntegrationsTable;
  sso_settings: SsoSettingsTable;
  sso_domains: SsoDomainsTable;
  mail_outbox: MailOutboxTable;
  email_changes: EmailChangesTable;
  dashboards: DashboardsTable;
  recordings: RecordingsTable;
  recording_chunks: RecordingChunksTable;
  recording_pages: RecordingPagesTable;
  recording_settings: RecordingSettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type AccountRow = Selectable<AccountsTable>;
export type SiteRow = Selectable<SitesTable>;
export type SiteUpdate = Updateable<SitesTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
