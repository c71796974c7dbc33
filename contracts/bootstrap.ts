/**
 * The bootstrap payload (the cold-load target): for a signed-in request the server inlines
 * into index.html, as `<script type="application/json" id="lodestar-bootstrap">`, what the first
 * page would otherwise fetch once its JavaScript has run — the session, the settings, the user's
 * app-state, the route's site (only one the user may open), the shell's translations and the
 * shell's manifest bundles (server/src/pages/bootstrap.ts writes it). The browser seeds its query
 * cache, i18next and the shell bundles with it (runtime/app/core/bundles/bootstrap.ts reads it,
 * start.tsx); without it (signed out, no build, dev server) the app fetches everything as before.
 */
import type {
  AppStateList,
  Campaign,
  RegisterSource,
  MonthlySessionUsage,
  SessionInfo,
  Settings,
  Site,
} from '../generated/types';
import type { ShellBundles } from './shellBundles';

export const BOOTSTRAP_ELEMENT_ID = 'lodestar-bootstrap';

/** i18next resources: language → namespace → translations. */
export type BootstrapTranslations = Record<string, Record<string, Record<string, unknown>>>;

/** What the server says of a page it drew into `#root` (server/src/pages/serverRender.ts). */
export interface RenderedMark {
  /** The language it drew the page in, which the browser hydrates with. */
  language: string;
  /**
   * URLs of the client build's manifest bundles the drawing read (the guides of the get-started
   * page, a feature's empty states): the browser loads them before it hydrates, with the page's
   * chunks, so that no part suspends then. React hydrates a part that suspended only on a retry,
   * held back ~300 ms after the last commit, and its buttons do not answer until then.
   */
  bundles?: string[];
}

export interface BootstrapPayload {
  /** The answer of GET /api/v1/session. */
  session: SessionInfo;
  /** The answer of GET /api/v1/settings. */
  settings: Settings;
  /**
   * The answer of GET /api/v1/users/{session.user.id}/app-state, cut to what the first render
   * reads (firstRenderAppState.ts); `appStatePartial` when values were left out, so the
   * browser fetches the whole list after start.
   */
  appState: AppStateList;
  appStatePartial?: true;
  /**
   * The answer of GET /api/v1/accounts/{accountId}/sites/{site.id} for the page's site: the
   * route's (/sites/{id}/…), else the one this browser remembers (preferences.ts).
   */
  site?: { accountId: number; site: Site };
  /**
   * The answer of GET /api/v1/sites/{site.id}/monthly-sessions for that site: the
   * top bar's usage and a session feature's empty state ("data present") are drawn with the
   * HTML instead of after a request.
   */
  monthlySessions?: MonthlySessionUsage;
  /** The shell's namespaces in the user's language and in English (the fallback). */
  translations: BootstrapTranslations;
  bundles?: ShellBundles;
  /** Present when the server also rendered the page into `#root` (renderPage.ts). */
  rendered?: RenderedMark;
}

/**
 * The payload of a signed-out page the server draws (the login page paints before any
 * JavaScript runs; contracts/renderPage.ts SIGNED_OUT_PAGES): nobody's data, only what every
 * visitor gets — the settings and the page's texts.
 */
export interface SignedOutPayload {
  signedOut: true;
  /** The answer of GET /api/v1/settings. */
  settings: Settings;
  /** The shell's and the page's namespaces in the visitor's language and its fallbacks. */
  translations: BootstrapTranslations;
  /**
   * The register page's texts for what brought the visitor: the answer of
   * GET /api/v1/register/source?source=…&locale=… (its headline and description).
   */
  registerSource?: { source: string; locale: string; answer: RegisterSource };
  /** The register page's campaign (URL parameter c): the answer of GET /api/v1/campaigns/{hash}. */
  campaign?: { campaignHash: string; answer: Campaign };
  /** As for a signed-in page: present when the server rendered the page into `#root`. */
  rendered?: RenderedMark;
}

/** What index.html carries: a signed-in page's payload or a signed-out page's. */
export type PagePayload = BootstrapPayload | SignedOutPayload;

export function isSignedOutPayload(payload: PagePayload): payload is SignedOutPayload {
  return (payload as Partial<SignedOutPayload>).signedOut === true;
}
