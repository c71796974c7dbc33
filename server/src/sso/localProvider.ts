/**
 * The local OpenID provider for development and tests ("in development and tests a
 * local OpenID provider (e.g. oidc-provider) … so the whole flow runs offline with real
 * redirects and tokens"). It is oidc-provider 9 with one registered client (this server), keys
 * made at first use, and a sign-in page where any email is accepted (sso/localAccounts.ts): a
 * development sign-in, NOT Google.
 *
 * It lives under `/oidc` of the app's own origin (issuer `<appOrigin>/oidc`,
 * sso/mountLocalProvider.ts). The origin is known only from requests when PUBLIC_URL is unset,
 * so there is one provider per origin the app is reached at (localhost and 127.0.0.1 are two),
 * made when first needed; a handful at most, since a Host header is client input.
 *
 * everything it keeps is in the database, so several server
 * processes behind one origin are one provider (a sign-in started on one finishes on another):
 * its sessions, interactions, codes and grants (sso/oidcAdapter.ts), the identities typed at its
 * sign-in page (10 minutes), and its signing key, cookie keys and client secret (made once, by
 * whichever process needs them first; data/oidcModels.ts `sharedOidcRecord`).
 *
 * oidc-provider is imported when the first provider is made: it prints an "Unsupported runtime"
 * warning on Node 20 when loaded (it works), which production and Google mode never need to see.
 */
import { generateKeyPair, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { InteractionDetails, Provider } from 'oidc-provider';
import type { Db } from '../db/open';
import { findOidcModel, saveOidcModel, sharedOidcRecord } from '../data/oidcModels';
import {
  localClaims,
  localEmail,
  localLocale,
  localName,
  localPicture,
  localSubject,
  type LocalAccount,
} from './localAccounts';
import { errorPage, loginPage, type LocalPage, type LoginFormValues } from './localProviderPages';
import { databaseOidcAdapter } from './oidcAdapter';

export const LOCAL_PROVIDER_PATH = '/oidc';
export const LOCAL_CLIENT_ID = 'lodestar-local';
/**
 * A second client, for enterprise sign-in (/login/sso): an admin points /settings/sso at this
 * provider with these credentials to try the flow in development and tests. A fixed, published
 * secret adds no weakness: this provider signs anyone in as any typed e-mail anyway, and it never
 * runs in production.
 */
export const LOCAL_ENTERPRISE_CLIENT = {
  clientId: 'lodestar-sso-dev',
  clientSecret: 'lodestar-sso-dev-secret',
  callbackPath: '/api/sso/enterprise-callback',
} as const;
/** Distinct origins served at once; more is a misconfiguration or a Host-header game. */
export const MAX_LOCAL_ORIGINS = 8;
/** The provider's own records in oidc_models (oidc-provider's model names are capitalized). */
const SECRETS_MODEL = 'local-provider-secrets';
const ACCOUNT_MODEL = 'local-provider-account';
const MAX_FORM_BYTES = 8 * 1024;
/** The whole flow takes seconds; its artifacts need not outlive the 10-minute start state. */
const TTL_SECONDS = 10 * 60;

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Serves a request under /oidc (raw Node objects; the caller hijacked the reply). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export class TooManyOriginsError extends Error {
  override readonly name = 'TooManyOriginsError';
}

export function localIssuer(origin: string): string {
  return `${origin}${LOCAL_PROVIDER_PATH}`;
}

/** What every process's providers share: made once, stored (see the header). */
interface LocalSecrets extends Record<string, unknown> {
  clientSecret: string;
  cookieKeys: string[];
  signingKey: Record<string, unknown>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The registry of local providers of one app (one per origin), with their shared secrets. */
export class LocalProviders {
  /** The providers this process made (a cache: their state is in the database). */
  private readonly byOrigin = new Map<string, Promise<LocalProvider>>();
  private secretsMade?: Promise<LocalSecrets>;

  constructor(
    private readonly log: () => FastifyBaseLogger,
    private readonly db: Db,
  ) {}

  forOrigin(origin: string): Promise<LocalProvider> {
    let provider = this.byOrigin.get(origin);
    if (!provider) {
      if (this.byOrigin.size >= MAX_LOCAL_ORIGINS) {
        return Promise.reject(
          new TooManyOriginsError(
            `the local OpenID provider already serves ${MAX_LOCAL_ORIGINS} origins; set PUBLIC_URL`,
          ),
        );
      }
      provider = this.create(origin);
      provider.catch(() => this.byOrigin.delete(origin));
      this.byOrigin.set(origin, provider);
    }
    return provider;
  }

  private secrets(): Promise<LocalSecrets> {
    this.secretsMade ??= sharedOidcRecord(this.db, SECRETS_MODEL, 'v1', async () => {
      const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
      return {
        clientSecret: randomBytes(24).toString('base64url'),
        cookieKeys: [randomBytes(32).toString('base64url')],
        signingKey: {
          ...privateKey.export({ format: 'jwk' }),
          kid: `local-${randomBytes(6).toString('hex')}`,
          use: 'sig',
          alg: 'RS256',
        },
      };
    });
    this.secretsMade.catch(() => (this.secretsMade = undefined));
    return this.secretsMade;
  }

  /** Subject → what was typed at sign-in; read back by `findAccount` for the ID token. */
  private async remember(subject: string, account: LocalAccount): Promise<void> {
    const now = nowSeconds();
    await saveOidcModel(this.db, ACCOUNT_MODEL, subject, { ...account }, now + TTL_SECONDS, now);
  }

  private async account(subject: string): Promise<LocalAccount | undefined> {
    const found = await findOidcModel(this.db, ACCOUNT_MODEL, { id: subject }, nowSeconds());
    return found as LocalAccount | undefined;
  }

  private async create(origin: string): Promise<LocalProvider> {
    const { default: OidcProvider } = await import('oidc-provider');
    const secrets = await this.secrets();
    const issuer = localIssuer(origin);
    const redirectUri = `${origin}/api/sso/google-callback`;
    const provider = new OidcProvider(issuer, {
      // In the database, shared by every process (which also keeps oidc-provider from warning
      // about its in-memory default).
      adapter: databaseOidcAdapter(this.db),
      clients: [
        {
          client_id: LOCAL_CLIENT_ID,
          client_secret: secrets.clientSecret,
          redirect_uris: [redirectUri],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
        {
          client_id: LOCAL_ENTERPRISE_CLIENT.clientId,
          client_secret: LOCAL_ENTERPRISE_CLIENT.clientSecret,
          redirect_uris: [`${origin}${LOCAL_ENTERPRISE_CLIENT.callbackPath}`],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [secrets.signingKey] },
      cookies: { keys: secrets.cookieKeys },
      scopes: ['openid', 'email', 'profile'],
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'picture', 'locale'],
      },
      // Like Google: the scope's claims are in the ID token itself, not only at /userinfo.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      responseTypes: ['code'],
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: { enabled: false },
      },
      interactions: {
        url: (_ctx: unknown, interaction: { uid: string }) =>
          `${LOCAL_PROVIDER_PATH}/interaction/${interaction.uid}`,
      },
      findAccount: async (_ctx: unknown, sub: string) => {
        const account = await this.account(sub);
        return account
          ? { accountId: sub, claims: async () => localClaims(sub, account) }
          : undefined;
      },
      ttl: {
        AccessToken: TTL_SECONDS,
        AuthorizationCode: 60,
        IdToken: TTL_SECONDS,
        Interaction: TTL_SECONDS,
        Session: TTL_SECONDS,
        Grant: TTL_SECONDS,
      },
      clientBasedCORS: () => false,
      renderError: async (
        ctx: {
          type: string;
          body: string;
          status: number;
          set: (name: string, value: string) => void;
        },
        out: { error?: string; error_description?: string },
      ) => {
        const page = errorPage(out.error ?? 'error', out.error_description ?? '', ctx.status);
        // The page's own CSP carries the nonce of its inline style (localProviderPages.ts).
        for (const [name, value] of Object.entries(page.headers)) {
          if (name !== 'content-type') ctx.set(name, value);
        }
        ctx.type = 'html';
        ctx.body = page.body;
      },
    });
    provider.on('server_error', (_ctx, error) =>
      this.log().error({ err: error }, 'local OpenID provider failed'),
    );
    const callback = provider.callback();
    const interactions = `${LOCAL_PROVIDER_PATH}/interaction/`;

    return {
      issuer,
      clientId: LOCAL_CLIENT_ID,
      clientSecret: secrets.clientSecret,
      handle: async (req, res) => {
        const url = req.url ?? '/';
        if (url.startsWith(interactions)) {
          const page = await this.interaction(provider, req, res, url.slice(interactions.length));
          if (page) send(res, page);
          return;
        }
        // Mounted under /oidc: oidc-provider routes without the prefix and rebuilds its URLs
        // from `originalUrl` (its documented way of being mounted in another framework).
        const mounted = req as IncomingMessage & { originalUrl?: string };
        mounted.originalUrl = url;
        mounted.url = url.slice(LOCAL_PROVIDER_PATH.length) || '/';
        await callback(req, res);
      },
    };
  }

  /**
   * `/oidc/interaction/<uid>` (GET: the sign-in page), `…/login` (POST: the typed identity)
   * and `…/abort` (POST: cancel → `access_denied` at the callback). There is no consent page:
   * the only client is this app, so signing in grants it `openid email profile` at once.
   * Returns a page to send, or null when oidc-provider already answered (a redirect).
   */
  private async interaction(
    provider: Provider,
    req: IncomingMessage,
    res: ServerResponse,
    rest: string,
  ): Promise<LocalPage | null> {
    const [uid = '', action = '', ...extra] = rest.split('?')[0]!.split('/');
    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return errorPage('expired', 'This sign-in expired or was already used.', 400);
    }
    if (details.uid !== uid || extra.length > 0) {
      return errorPage('not found', 'No such sign-in step.', 404);
    }
    const scope = typeof details.params.scope === 'string' ? details.params.scope : 'openid';
    // The grant is for the client that asked: Google sign-in's or enterprise sign-in's.
    const clientId =
      details.params.client_id === LOCAL_ENTERPRISE_CLIENT.clientId
        ? LOCAL_ENTERPRISE_CLIENT.clientId
        : LOCAL_CLIENT_ID;
    const typedLocale =
      typeof details.params.ui_locales === 'string' ? details.params.ui_locales : '';
    const blank: LoginFormValues = {
      email: '',
      name: '',
      picture: '',
      locale: typedLocale.split(' ')[0] ?? '',
    };

    if (req.method === 'GET' && action === '') {
      if (details.prompt.name === 'login') return loginPage(uid, blank);
      // A consent prompt (a grant missing a scope): granted, see above.
      const accountId = details.session?.accountId;
      if (!accountId) return errorPage('no session', 'Sign in again.', 400);
      const grantId = await this.grant(provider, accountId, scope, clientId);
      await provider.interactionFinished(req, res, { consent: { grantId } });
      return null;
    }
    if (req.method !== 'POST' || (action !== 'login' && action !== 'abort')) {
      return errorPage('not found', 'No such sign-in step.', 404);
    }
    if (action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
        { mergeWithLastSubmission: false },
      );
      return null;
    }

    const form = await readForm(req);
    if (!form) return errorPage('bad request', 'The form could not be read.', 400);
    const values: LoginFormValues = {
      email: form.get('email') ?? '',
      name: form.get('name') ?? '',
      picture: form.get('picture') ?? '',
      locale: form.get('locale') ?? '',
    };
    const email = localEmail(values.email);
    if (!email) return loginPage(uid, values, 'Type an email address, such as ada@example.com.');
    const subject = localSubject(email);
    await this.remember(subject, {
      email,
      name: localName(values.name, email),
      picture: localPicture(values.picture),
      locale: localLocale(values.locale),
    });
    const grantId = await this.grant(provider, subject, scope, clientId);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: subject }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    return null;
  }

  private async grant(
    provider: Provider,
    accountId: string,
    scope: string,
    clientId: string,
  ): Promise<string> {
    const grant = new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(scope);
    return grant.save();
  }
}

function send(res: ServerResponse, page: LocalPage): void {
  res.writeHead(page.status, page.headers);
  res.end(page.body);
}

/** An urlencoded form body of at most a few kilobytes; null when it is not one. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
