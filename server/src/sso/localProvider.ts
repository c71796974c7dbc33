/**
 * The local OpenID provider for development and tests (issue 4: "in development and tests a
 * local OpenID provider (e.g. oidc-provider) … so the whole flow runs offline with real
 * redirects and tokens"). It is oidc-provider 9 with one registered client (this server), keys
 * made at first use, its in-memory storage, and a sign-in page where any email is accepted
 * (sso/localAccounts.ts): a development sign-in, NOT Google.
 *
 * It lives under `/oidc` of the app's own origin (issuer `<appOrigin>/oidc`,
 * sso/mountLocalProvider.ts). The origin is known only from requests when PUBLIC_URL is unset,
 * so there is one provider per origin the app is reached at (localhost and 127.0.0.1 are two),
 * made when first needed; a handful at most, since a Host header is client input.
 * Sessions, codes and tokens live in memory: a restart only loses the sign-ins in progress.
 *
 * oidc-provider is imported when the first provider is made: it prints an "Unsupported runtime"
 * warning on Node 20 when loaded (it works), which production and Google mode never need to see.
 */
import { generateKeyPair, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { InteractionDetails, Provider } from 'oidc-provider';
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

export const LOCAL_PROVIDER_PATH = '/oidc';
export const LOCAL_CLIENT_ID = 'lodestar-local';
/** Distinct origins served at once; more is a misconfiguration or a Host-header game. */
export const MAX_LOCAL_ORIGINS = 8;
const MAX_ACCOUNTS = 1000;
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

/** The registry of local providers of one app (one per origin), with their shared secrets. */
export class LocalProviders {
  readonly clientSecret = randomBytes(24).toString('base64url');
  private readonly cookieKeys = [randomBytes(32).toString('base64url')];
  /** Subject → what was typed at sign-in; read back by `findAccount` for the ID token. */
  private readonly accounts = new Map<string, LocalAccount>();
  private readonly byOrigin = new Map<string, Promise<LocalProvider>>();
  private signingKey?: Promise<Record<string, unknown>>;

  constructor(private readonly log: () => FastifyBaseLogger) {}

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

  private key(): Promise<Record<string, unknown>> {
    this.signingKey ??= promisify(generateKeyPair)('rsa', { modulusLength: 2048 }).then(
      ({ privateKey }) => ({
        ...privateKey.export({ format: 'jwk' }),
        kid: `local-${randomBytes(6).toString('hex')}`,
        use: 'sig',
        alg: 'RS256',
      }),
    );
    return this.signingKey;
  }

  private remember(subject: string, account: LocalAccount): void {
    this.accounts.delete(subject);
    this.accounts.set(subject, account);
    if (this.accounts.size > MAX_ACCOUNTS) {
      const oldest = this.accounts.keys().next().value;
      if (oldest !== undefined) this.accounts.delete(oldest);
    }
  }

  private async create(origin: string): Promise<LocalProvider> {
    const { default: OidcProvider } = await import('oidc-provider');
    const { createMemoryAdapter } = await import('oidc-provider/lib/adapters/memory_adapter.js');
    const issuer = localIssuer(origin);
    const redirectUri = `${origin}/api/sso/google-callback`;
    const provider = new OidcProvider(issuer, {
      // In memory, one store per provider: a restart loses only sign-ins in progress. Passed
      // explicitly, which is also what keeps oidc-provider from warning about its default.
      adapter: createMemoryAdapter(),
      clients: [
        {
          client_id: LOCAL_CLIENT_ID,
          client_secret: this.clientSecret,
          redirect_uris: [redirectUri],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [await this.key()] },
      cookies: { keys: this.cookieKeys },
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
        const account = this.accounts.get(sub);
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
      clientSecret: this.clientSecret,
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
      const grantId = await this.grant(provider, accountId, scope);
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
    this.remember(subject, {
      email,
      name: localName(values.name, email),
      picture: localPicture(values.picture),
      locale: localLocale(values.locale),
    });
    const grantId = await this.grant(provider, subject, scope);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: subject }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    return null;
  }

  private async grant(provider: Provider, accountId: string, scope: string): Promise<string> {
    const grant = new provider.Grant({ accountId, clientId: LOCAL_CLIENT_ID });
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
