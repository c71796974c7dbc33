/**
 * The OpenID Connect client side of Google sign-in (openid-client 6), one per app: which
 * provider to talk to (sso/config.ts) and its discovered configuration, fetched at first use
 * and kept (a failed discovery is retried by the next sign-in). The kept configuration is a
 * cache of the provider's documents: each process fetches the same; the sign-ins in progress
 * are in the database (data/ssoFlows.ts), so any process may finish one.
 * - google: the configured issuer (https://accounts.google.com by default), client id + secret.
 * - local: this server's own provider at `<appOrigin>/oidc` (sso/localProvider.ts), reached
 *   through its listening socket (sso/loopbackFetch.ts); http is allowed for it alone.
 * - off: no client; google-start answers 404 sso_not_configured.
 * openid-client checks the ID token's issuer, audience, expiry and nonce on every sign-in; the
 * non-repudiation checks add its signature against the provider's JWKS (OpenID Connect lets a
 * client skip that for a token fetched over TLS, but the local provider's back channel is plain
 * http, and one cached JWKS fetch is cheap).
 */
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { Db } from '../db/open';
import type { SsoConfig } from './config';
import { localIssuer, LocalProviders } from './localProvider';
import { loopbackFetch } from './loopbackFetch';

export const SSO_SCOPE = 'openid email profile';
export const CALLBACK_PATH = '/api/sso/google-callback';

export interface SsoClient {
  configuration: client.Configuration;
  redirectUri: string;
  /** Extra authorization parameters: Google's account chooser, or the local sign-in page. */
  prompt: 'select_account' | 'login';
}

export interface SsoService {
  mode: SsoConfig['mode'];
  /** The local providers to mount under /oidc (mode local only). */
  local: LocalProviders | null;
  /** The client for the app origin of a request; rejects when the provider cannot be reached. */
  client(appOrigin: string): Promise<SsoClient>;
  /**
   * The client of an account's own identity provider (enterprise sign-in), discovered afresh
   * for each sign-in so that an admin's change applies at once. The local provider of this
   * server is reached through its socket, like Google sign-in's.
   */
  enterpriseClient(connection: EnterpriseConnection, appOrigin: string): Promise<SsoClient>;
}

export const ENTERPRISE_CALLBACK_PATH = '/api/sso/enterprise-callback';

/** What an account's single sign-on settings say about its identity provider. */
export interface EnterpriseConnection {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * `app` gives the Fastify instance at request time (it does not exist yet when the services are
 * made): its logger, and its listening socket for the local provider's back channel. `db`: where
 * the local provider keeps its state (shared by every process).
 */
export function createSsoService(
  config: SsoConfig,
  app: () => Pick<FastifyInstance, 'log' | 'server'>,
  db: Db,
): SsoService {
  const local = config.mode === 'local' ? new LocalProviders(() => app().log, db) : null;
  const listening = () => app().server.address();
  const configurations = new Map<string, Promise<client.Configuration>>();

  const cached = (key: string, discover: () => Promise<client.Configuration>) => {
    let configuration = configurations.get(key);
    if (!configuration) {
      configuration = discover();
      configuration.catch(() => configurations.delete(key));
      configurations.set(key, configuration);
    }
    return configuration;
  };

  return {
    mode: config.mode,
    local,
    async client(appOrigin) {
      const redirectUri = `${appOrigin}${CALLBACK_PATH}`;
      if (config.mode === 'google') {
        const configuration = await cached(config.issuer, () => {
          const issuer = new URL(config.issuer);
          return client.discovery(issuer, config.clientId, config.clientSecret, undefined, {
            execute: [
              client.enableNonRepudiationChecks,
              ...(issuer.protocol === 'http:' ? [client.allowInsecureRequests] : []),
            ],
          });
        });
        return { configuration, redirectUri, prompt: 'select_account' };
      }
      if (local) {
        const provider = await local.forOrigin(appOrigin);
        const configuration = await cached(provider.issuer, () =>
          client.discovery(
            new URL(provider.issuer),
            provider.clientId,
            provider.clientSecret,
            undefined,
            {
              execute: [client.enableNonRepudiationChecks, client.allowInsecureRequests],
              [client.customFetch]: loopbackFetch(listening),
            },
          ),
        );
        return { configuration, redirectUri, prompt: 'login' };
      }
      throw new Error('Google sign-in is off');
    },
    async enterpriseClient({ issuer, clientId, clientSecret }, appOrigin) {
      const url = new URL(issuer);
      const ownProvider = local !== null && issuer.replace(/\/$/, '') === localIssuer(appOrigin);
      const configuration = await client.discovery(url, clientId, clientSecret, undefined, {
        execute: [
          client.enableNonRepudiationChecks,
          ...(url.protocol === 'http:' ? [client.allowInsecureRequests] : []),
        ],
        ...(ownProvider ? { [client.customFetch]: loopbackFetch(listening) } : {}),
      });
      return {
        configuration,
        redirectUri: `${appOrigin}${ENTERPRISE_CALLBACK_PATH}`,
        prompt: 'login',
      };
    },
  };
}
