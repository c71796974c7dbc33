/**
 * The bootstrap payload of index.html (its shape is
 * contracts/bootstrap.ts, runtime/app/core/bundles/bootstrap.ts reads it). For a request with a live
 * session the server already knows what the first page will ask for once its JavaScript has
 * run, so it answers it inline: the session, the settings, the user's app-state, the page's
 * site, the shell's translations and manifest bundles (and the server renders the page with
 * them, serverRender.ts). The answers come from the API handlers themselves, called with the
 * same request context as the API routes (http/context.ts createRequestContext): same data, same
 * authorization (a site the user cannot open is left out exactly as getSite answers 404), and
 * only ever for the session's own user.
 */
import { readFileSync } from 'node:fs';
import { modifiedAt } from '../project/fileVersions';
import type { FastifyRequest } from 'fastify';
import {
  BOOTSTRAP_ELEMENT_ID,
  type BootstrapPayload,
  type BootstrapTranslations,
  type PagePayload,
  type SignedOutPayload,
} from '../../../contracts/bootstrap';
import { SESSION_COOKIE } from '../../../contracts/cookies';
import { firstRenderAppState } from '../../../contracts/firstRenderAppState';
import {
  fallbackLanguages,
  languageTag,
  parsePreferences,
  type Preferences,
} from '../../../contracts/preferences';
import { SIGNED_OUT_PAGES, type SignedOutPage } from '../../../contracts/renderPage';
import { SHELL_NAMESPACES } from '../../../contracts/shellNamespaces';
import { parseSignupParams, registerSourceOf } from '../../../runtime/rules/signup/signupParams';
import { looksLikeSessionId } from '../auth/sessionToken';
import { findSession } from '../data/sessions';
import { getAppState } from '../handlers/appState';
import { getCampaign } from '../handlers/campaigns';
import { getRegisterSource } from '../handlers/registerSource';
import { getCurrentUser } from '../handlers/session';
import { getSettings } from '../handlers/settings';
import { getSite } from '../handlers/sites';
import { siteAccountOfUser } from '../data/sites';
import { getMonthlySessions } from '../handlers/siteSessions';
import { createRequestContext, type RequestContext, type Services } from '../http/context';
import { HttpError } from '../http/httpError';
import { escapeJsonForHtml } from '../security/htmlEscape';
import type { ClientBuild } from './clientBuild';
import { localeFile } from './localeFiles';

const DEFAULT_LANGUAGE = 'en';
const NO_PARAMS = { params: {}, query: {}, body: undefined } as const;

/**
 * The site the first page shows: the route's (`/sites/{id}/…`), else, on a path without one,
 * the site this browser remembers (preferences cookie; signedIn/useCurrentSite.ts reads it the
 * same way).
 */
export function siteIdToShow(path: string, preferences: Preferences): number | undefined {
  if (/^\/sites(\/|$)/.test(path)) return siteIdOfPath(path);
  return preferences.lastSite?.siteId;
}

/** The site id of a /sites/{id}/… client path (the route's `siteId`), if any. */
export function siteIdOfPath(path: string): number | undefined {
  const id = Number(/^\/sites\/(\d{1,15})(?:\/|$)/.exec(path)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Reads a JSON file once, again when it changes; undefined when it does not exist. */
export function jsonFileCache(): (file: string) => unknown {
  const files = new Map<string, { mtimeMs: number; value: unknown }>();
  return (file: string): unknown => {
    const mtimeMs = modifiedAt(file);
    if (mtimeMs < 0) {
      files.delete(file);
      return undefined;
    }
    const hit = files.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.value;
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    files.set(file, { mtimeMs, value });
    return value;
  };
}

/** What a signed-in index.html is made with. */
export interface PageBootstrap {
  payload: BootstrapPayload;
  /** The language the page is in: the user's, else this browser's, else English (product.md#calls, product.md#constants-and-limits). */
  language: string;
  /** This browser's preferences (cookies), as the page's first render reads them. */
  preferences: Preferences;
}

export type BootstrapBuilder = (
  request: FastifyRequest,
  build: ClientBuild,
) => Promise<PageBootstrap | undefined>;

/**
 * The texts of `namespaces` in `language` and the languages it falls back to, as i18next
 * resources; the same object while no file changes, so that its JSON is made once
 * (bootstrapElement).
 */
function translationsReader(services: Services, readJson: (file: string) => unknown) {
  const root = services.config.root;
  const last = new Map<string, { files: unknown[]; value: BootstrapTranslations }>();
  return (language: string, namespaces: readonly string[]): BootstrapTranslations => {
    // A language is a folder name here: only language tags get this far (languageTag).
    // English too only for a language that may lack texts (contracts/preferences.ts).
    const languages = [
      language,
      ...fallbackLanguages(language, services.languages, DEFAULT_LANGUAGE),
    ];
    const files = languages.flatMap((language) =>
      namespaces.map((ns) => readJson(localeFile(root, language, ns))),
    );
    const key = `${languages.join(' ')}|${namespaces.join(' ')}`;
    const hit = last.get(key);
    if (hit && hit.files.every((file, i) => file === files[i])) return hit.value;
    const value: BootstrapTranslations = {};
    languages.forEach((language, l) => {
      const texts: BootstrapTranslations[string] = {};
      namespaces.forEach((ns, n) => {
        // A missing file is left to the client, whose fetch gets the same 404 as before.
        const file = files[l * namespaces.length + n];
        if (file && typeof file === 'object') texts[ns] = file as Record<string, unknown>;
      });
      value[language] = texts;
    });
    if (last.size > 100) last.clear(); // bounded by the locale folders and the pages
    last.set(key, { files, value });
    return value;
  };
}

/**
 * The payload of a signed-out page the server draws (contracts/renderPage.ts
 * SIGNED_OUT_PAGES: login and register): the settings and the page's texts (and the
 * register page's answers, below), the same for every visitor who speaks `language`.
 */
export function signedOutPayloadBuilder(
  services: Services,
  readJson: (file: string) => unknown = jsonFileCache(),
) {
  const translationsFor = translationsReader(services, readJson);
  return async (
    request: FastifyRequest,
    page: SignedOutPage,
    language: string,
  ): Promise<SignedOutPayload | undefined> => {
    const context = createRequestContext(services, request, null);
    const settings = await getSettings(NO_PARAMS, context);
    if (settings.status !== 200) return undefined; // let the client ask
    const payload: SignedOutPayload = {
      signedOut: true,
      settings: settings.body,
      translations: translationsFor(language, [...SHELL_NAMESPACES, ...SIGNED_OUT_PAGES[page]]),
    };
    if (page === 'auth.register') await registerAnswers(payload, request, language, context);
    return payload;
  };
}

/**
 * What the register page asks before it draws its card, for the same URL parameters
 * (runtime/rules/signup/signupParams.ts reads them for both): the texts for what brought the
 * visitor, in the page's language, and the campaign of `c`. An answer the handler refuses (an
 * unknown campaign: 404) is left out; the browser asks and gets the same.
 */
async function registerAnswers(
  payload: SignedOutPayload,
  request: FastifyRequest,
  locale: string,
  context: RequestContext,
): Promise<void> {
  const params = parseSignupParams(request.url.split('?')[1] ?? '');
  const source = registerSourceOf(params);
  const { campaignHash } = params;
  const [texts, campaign] = await Promise.all([
    answerOf(
      getRegisterSource({ params: {}, query: { source, locale }, body: undefined }, context),
    ),
    campaignHash === undefined
      ? undefined
      : answerOf(getCampaign({ params: { campaignHash }, query: {}, body: undefined }, context)),
  ]);
  if (texts) payload.registerSource = { source, locale, answer: texts };
  if (campaign && campaignHash !== undefined) payload.campaign = { campaignHash, answer: campaign };
}

/** A handler's 200 body; undefined for an answer in the API error format (HttpError). */
async function answerOf<R extends { status: number; body: unknown }>(
  answer: R | Promise<R>,
): Promise<Extract<R, { status: 200 }>['body'] | undefined> {
  try {
    const reply = await answer;
    return reply.status === 200 ? (reply.body as Extract<R, { status: 200 }>['body']) : undefined;
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

/** The payload for one index.html request; undefined when nobody is signed in. */
export function bootstrapBuilder(
  services: Services,
  readJson: (file: string) => unknown = jsonFileCache(),
): BootstrapBuilder {
  const translations = translationsReader(services, readJson);
  const translationsFor = (language: string) => translations(language, SHELL_NAMESPACES);

  return async (request, build) => {
    const cookie = request.cookies[SESSION_COOKIE];
    if (!looksLikeSessionId(cookie)) return undefined;
    const live = await findSession(services.db, cookie);
    if (!live) return undefined;
    // Reads on behalf of the session's user; no reply: nothing here sets a cookie.
    const context = createRequestContext(services, request, live.userId);
    const userId = live.userId;

    const [session, appState] = await Promise.all([
      getCurrentUser(NO_PARAMS, context),
      getAppState({ ...NO_PARAMS, params: { userId } }, context),
    ]);
    const settings = await getSettings(NO_PARAMS, context);
    if (session.status !== 200 || appState.status !== 200 || settings.status !== 200) {
      return undefined; // not the answers the client would get: let it ask
    }
    // Read for this user: a site remembered by someone else on this browser is not theirs.
    const preferences = parsePreferences(request.headers.cookie ?? '', userId);
    const language =
      languageTag(session.body.user.locale) ?? preferences.language ?? DEFAULT_LANGUAGE;
    const siteId = siteIdToShow(request.url.split('?')[0] ?? '/', preferences);
    // Only what the first render reads, however much app-state the user keeps.
    const firstRender = firstRenderAppState(appState.body.app_state_settings, siteId);
    const payload: BootstrapPayload = {
      session: session.body,
      settings: settings.body,
      appState: { success: true, app_state_settings: firstRender.settings },
      ...(firstRender.partial ? { appStatePartial: true as const } : {}),
      translations: translationsFor(language),
      ...(build.bundles ? { bundles: build.bundles } : {}),
    };

    if (siteId !== undefined) {
      // Under the account that owns the site, as the client asks for it (signedIn/siteAccount.ts):
      // an invited member's own account is not the site's. Not a member: asked under their own
      // account, which answers 404 like the client's call.
      const accountId =
        (await siteAccountOfUser(context.db, userId, siteId)) ?? session.body.account.id;
      try {
        const [site, usage] = await Promise.all([
          getSite({ ...NO_PARAMS, params: { accountId, siteId } }, context),
          // Its failure leaves the usage to the browser, never the site out.
          Promise.resolve(getMonthlySessions({ ...NO_PARAMS, params: { siteId } }, context)).catch(
            (error: unknown) => {
              if (error instanceof HttpError) return undefined;
              throw error;
            },
          ),
        ]);
        if (site.status === 200) payload.site = { accountId, site: site.body };
        if (site.status === 200 && usage?.status === 200) payload.monthlySessions = usage.body;
      } catch (error) {
        // Not found or not the user's: left out, and the client's own call gets the same 404.
        if (!(error instanceof HttpError)) throw error;
      }
    }
    return { payload, language, preferences };
  };
}

/** Escaped JSON of the large parts that stay the same object (a build's bundles, translations). */
const serialized = new WeakMap<object, string>();
function sharedJson(value: object): string {
  let json = serialized.get(value);
  if (json === undefined) {
    json = escapeJsonForHtml(JSON.stringify(value));
    serialized.set(value, json);
  }
  return json;
}

/**
 * The `<script>` element holding the payload, inert to the HTML parser. The per-user answers
 * are serialized per request; translations and bundles (~90% of the bytes) once.
 */
export function bootstrapElement(payload: PagePayload): string {
  const { translations, ...rest } = payload;
  const { bundles, ...own } = rest as Partial<BootstrapPayload> & typeof rest;
  const shared = [`"translations":${sharedJson(translations)}`];
  if (bundles) shared.push(`"bundles":${sharedJson(bundles)}`);
  const json = `${escapeJsonForHtml(JSON.stringify(own)).slice(0, -1)},${shared.join(',')}}`;
  return `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${json}</script>`;
}
