/** Server configuration: defaults, paths from the project root, and clear errors (table). */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({}, '/srv/app')).toEqual({
      root: '/srv/app',
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/data',
      clientDir: '/srv/app/dist/client',
      serverRender: '/srv/app/dist/ssr/renderPage.mjs',
      nodeEnv: 'development',
      production: false,
      logLevel: 'info',
      publicOrigin: null,
      security: {
        rateLimits: {
          loginPerIp: { max: 30, windowSeconds: 60 },
          loginPerAccount: { max: 10, windowSeconds: 900 },
          registrationPerIp: { max: 20, windowSeconds: 3600 },
          registrationPerAccount: { max: 5, windowSeconds: 3600 },
        },
        trustProxy: false,
      },
      signup: { recaptcha: null },
      sso: { mode: 'local' },
    });
  });

  it('reads the environment; relative dirs are from the root (LODESTAR_ROOT or cwd)', () => {
    const config = loadConfig(
      {
        LODESTAR_ROOT: 'checkout',
        PORT: '0',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/db',
        CLIENT_DIR: '/opt/client',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'https://app.example.com/',
        RATE_LIMIT_LOGIN_PER_IP: '100/5m',
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '3/90',
        RATE_LIMIT_REGISTRATION_PER_IP: '50/2h',
        RATE_LIMIT_REGISTRATION_PER_EMAIL: '2/30s',
        TRUST_PROXY: '1',
        RECAPTCHA_SECRET: 's3cret',
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9000/verify',
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'g-secret',
        SERVER_RENDER: 'off',
      },
      '/home/me',
    );
    expect(config).toEqual({
      root: '/home/me/checkout',
      port: 0,
      host: '0.0.0.0',
      dataDir: '/home/me/checkout/var/db',
      clientDir: '/opt/client',
      serverRender: null,
      nodeEnv: 'production',
      production: true,
      logLevel: 'warn',
      publicOrigin: 'https://app.example.com',
      security: {
        rateLimits: {
          loginPerIp: { max: 100, windowSeconds: 300 },
          loginPerAccount: { max: 3, windowSeconds: 90 },
          registrationPerIp: { max: 50, windowSeconds: 7200 },
          registrationPerAccount: { max: 2, windowSeconds: 30 },
        },
        trustProxy: 1,
      },
      signup: { recaptcha: { secret: 's3cret', verifyUrl: 'http://127.0.0.1:9000/verify' } },
      sso: {
        mode: 'google',
        issuer: 'https://accounts.google.com',
        clientId: 'id.apps.googleusercontent.com',
        clientSecret: 'g-secret',
      },
    });
  });

  it.each([
    [
      { PORT: 'abc' },
      'PORT must be a whole number from 0 to 65535 (0: any free port); found "abc"',
    ],
    [{ PORT: '70000' }, 'PORT must be a whole number'],
    [{ PUBLIC_URL: 'app.example.com' }, 'PUBLIC_URL must be an http(s) origin'],
    [{ PUBLIC_URL: 'https://app.example.com/lodestar' }, 'PUBLIC_URL must be an http(s) origin'],
    [{ PORT: '-1' }, 'PORT must be a whole number'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be one of development, production, test; found "prod"'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL is set, but PostgreSQL is not supported yet'],
    [
      { RECAPTCHA_VERIFY_URL: 'https://x.example/v' },
      'RECAPTCHA_VERIFY_URL is set but RECAPTCHA_SECRET is not',
    ],
    [
      { RECAPTCHA_SECRET: 's', RECAPTCHA_VERIFY_URL: 'ftp://x/v' },
      'RECAPTCHA_VERIFY_URL must be an http(s) URL',
    ],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_ID is set but GOOGLE_CLIENT_SECRET is not'],
    [{ GOOGLE_CLIENT_SECRET: 's' }, 'GOOGLE_CLIENT_SECRET is set but GOOGLE_CLIENT_ID is not'],
    [{ OIDC_ISSUER: 'https://idp.example' }, 'OIDC_ISSUER is set but GOOGLE_CLIENT_ID is not'],
    [
      { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', OIDC_ISSUER: 'idp.example' },
      'OIDC_ISSUER must be an http(s) URL without query or fragment',
    ],
    [
      {
        NODE_ENV: 'production',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 's',
        OIDC_ISSUER: 'http://idp.example',
      },
      'OIDC_ISSUER must be an https URL',
    ],
    [{ SERVER_RENDER: 'yes' }, 'SERVER_RENDER must be on or off; found "yes"'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/srv')).toThrow(message);
  });

  it('turns reCAPTCHA on with a secret alone, verifying at Google by default', () => {
    expect(loadConfig({ RECAPTCHA_SECRET: ' s3cret ' }, '/srv').signup).toEqual({
      recaptcha: { secret: 's3cret', verifyUrl: 'https://www.google.com/recaptcha/api/siteverify' },
    });
  });

  it.each([
    [{}, { mode: 'local' }],
    [{ NODE_ENV: 'test' }, { mode: 'local' }],
    [{ NODE_ENV: 'production' }, { mode: 'off' }],
    [
      {
        GOOGLE_CLIENT_ID: ' id ',
        GOOGLE_CLIENT_SECRET: 's',
        OIDC_ISSUER: 'http://127.0.0.1:9000/realm',
      },
      { mode: 'google', issuer: 'http://127.0.0.1:9000/realm', clientId: 'id', clientSecret: 's' },
    ],
  ])('Google sign-in for %o: %o', (env, sso) => {
    expect(loadConfig(env, '/srv').sso).toEqual(sso);
  });

  it('reports every problem at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' }, '/srv')).toThrow(
      /Invalid configuration:\n {2}- PORT[^\n]*\n {2}- LOG_LEVEL/,
    );
  });
});
