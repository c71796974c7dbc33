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
      databaseUrl: null,
      databasePoolSize: 10,
      clientDir: '/srv/app/dist/client',
      serverRender: '/srv/app/dist/ssr/renderPage.mjs',
      nodeEnv: 'production',
      production: true,
      secureCookies: false,
      logLevel: 'info',
      publicOrigin: null,
      // The connection cap follows the machine's open-file limit (http/serverLimitsConfig.ts).
      serverLimits: expect.objectContaining({
        requestTimeoutMs: 30_000,
        headersTimeoutMs: 5_000,
        keepAliveTimeoutMs: 5_000,
        shutdownGraceMs: 10_000,
      }),
      security: {
        rateLimits: {
          loginPerIp: { max: 30, windowSeconds: 60 },
          loginPerAccount: { max: 10, windowSeconds: 900 },
          registrationPerIp: { max: 20, windowSeconds: 3600 },
          registrationPerAccount: { max: 5, windowSeconds: 3600 },
          eventsPerIp: { max: 300, windowSeconds: 60 },
          eventsPerSession: { max: 60, windowSeconds: 60 },
          trackingPerIp: { max: 1200, windowSeconds: 60 },
          trackingPerSite: { max: 60_000, windowSeconds: 60 },
          recordingPerIp: { max: 600, windowSeconds: 60 },
          recordingPerSite: { max: 30_000, windowSeconds: 60 },
          invitationsPerIp: { max: 60, windowSeconds: 3600 },
          invitationsPerUser: { max: 30, windowSeconds: 3600 },
          invitationLinksPerIp: { max: 60, windowSeconds: 60 },
          aiPerIp: { max: 60, windowSeconds: 60 },
          aiPerUser: { max: 20, windowSeconds: 60 },
          publicApiPerIp: { max: 120, windowSeconds: 60 },
          publicApiPerKey: { max: 120, windowSeconds: 60 },
        },
        ingestBudgets: {
          bytesPerIp: { max: 512 * 1024, windowSeconds: 60 },
          bytesPerSite: { max: 64 * 1024 * 1024, windowSeconds: 60 },
          recordingBytesPerIp: { max: 4 * 1024 * 1024, windowSeconds: 60 },
          recordingBytesPerSite: { max: 256 * 1024 * 1024, windowSeconds: 60 },
          newSessionsPerIp: { max: 60, windowSeconds: 60 },
          newSessionsPerVisitor: { max: 20, windowSeconds: 3600 },
        },
        trustProxy: false,
      },
      devInbox: false,
      ai: { model: null, timeoutMs: 20_000 },
      mail: { smtpUrl: null, from: 'Lodestar <no-reply@localhost>' },
      signup: { recaptcha: null },
      sso: { mode: 'off' },
      tracking: {
        geoipDatabase: null,
        snippetFile: '/srv/app/dist/snippet/lodestar.js',
        recorderFile: '/srv/app/dist/recorder/recorder.js',
      },
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
        RATE_LIMIT_EVENTS_PER_IP: '1000/1m',
        RATE_LIMIT_EVENTS_PER_SESSION: '5/10s',
        RATE_LIMIT_TRACKING_PER_IP: '50/10s',
        RATE_LIMIT_TRACKING_PER_SITE: '9000/1m',
        RATE_LIMIT_INVITATIONS_PER_IP: '10/1h',
        RATE_LIMIT_INVITATIONS_PER_USER: '4/1h',
        RATE_LIMIT_INVITATION_LINKS_PER_IP: '7/1m',
        RATE_LIMIT_AI_PER_IP: '30/1m',
        RATE_LIMIT_AI_PER_USER: '5/1m',
        RATE_LIMIT_PUBLIC_API_PER_IP: '40/1m',
        RATE_LIMIT_PUBLIC_API_PER_KEY: '20/1m',
        AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        AI_MODEL: 'llama3.1',
        AI_TIMEOUT_MS: '15000',
        TRUST_PROXY: '1',
        RECAPTCHA_SECRET: 's3cret',
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9000/verify',
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'g-secret',
        SERVER_RENDER: 'off',
        SMTP_URL: 'smtps://mailer:pw@mail.example.com:465',
        MAIL_FROM: 'Acme <no-reply@acme.example>',
      },
      '/home/me',
    );
    expect(config).toEqual({
      root: '/home/me/checkout',
      port: 0,
      host: '0.0.0.0',
      dataDir: '/home/me/checkout/var/db',
      databaseUrl: null,
      databasePoolSize: 10,
      clientDir: '/opt/client',
      serverRender: null,
      nodeEnv: 'production',
      production: true,
      secureCookies: true,
      logLevel: 'warn',
      publicOrigin: 'https://app.example.com',
      serverLimits: expect.objectContaining({ requestTimeoutMs: 30_000 }),
      security: {
        rateLimits: {
          loginPerIp: { max: 100, windowSeconds: 300 },
          loginPerAccount: { max: 3, windowSeconds: 90 },
          registrationPerIp: { max: 50, windowSeconds: 7200 },
          registrationPerAccount: { max: 2, windowSeconds: 30 },
          eventsPerIp: { max: 1000, windowSeconds: 60 },
          eventsPerSession: { max: 5, windowSeconds: 10 },
          trackingPerIp: { max: 50, windowSeconds: 10 },
          trackingPerSite: { max: 9000, windowSeconds: 60 },
          recordingPerIp: { max: 600, windowSeconds: 60 },
          recordingPerSite: { max: 30_000, windowSeconds: 60 },
          invitationsPerIp: { max: 10, windowSeconds: 3600 },
          invitationsPerUser: { max: 4, windowSeconds: 3600 },
          invitationLinksPerIp: { max: 7, windowSeconds: 60 },
          aiPerIp: { max: 30, windowSeconds: 60 },
          aiPerUser: { max: 5, windowSeconds: 60 },
          publicApiPerIp: { max: 40, windowSeconds: 60 },
          publicApiPerKey: { max: 20, windowSeconds: 60 },
        },
        ingestBudgets: expect.objectContaining({
          bytesPerIp: { max: 512 * 1024, windowSeconds: 60 },
        }),
        trustProxy: 1,
      },
      devInbox: false,
      mail: {
        smtpUrl: 'smtps://mailer:pw@mail.example.com:465',
        from: 'Acme <no-reply@acme.example>',
      },
      ai: {
        model: { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: null, name: 'llama3.1' },
        timeoutMs: 15_000,
      },
      signup: { recaptcha: { secret: 's3cret', verifyUrl: 'http://127.0.0.1:9000/verify' } },
      sso: {
        mode: 'google',
        issuer: 'https://accounts.google.com',
        clientId: 'id.apps.googleusercontent.com',
        clientSecret: 'g-secret',
      },
      tracking: {
        geoipDatabase: null,
        snippetFile: '/home/me/checkout/dist/snippet/lodestar.js',
        recorderFile: '/home/me/checkout/dist/recorder/recorder.js',
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
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a PostgreSQL URL'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be a whole number from 1 to 1000'],
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
      {
        NODE_ENV: 'development',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 's',
        OIDC_ISSUER: 'idp.example',
      },
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
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must be an SMTP server URL'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL must be an SMTP server URL'],
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM must be an e-mail address'],
    [{ MAIL_FROM: 'A <a@b.example>\r\nBcc: x@y' }, 'MAIL_FROM must be an e-mail address'],
    // the development sign-in only where asked for, never in production.
    [{ SSO_DEV_PROVIDER: '1' }, 'SSO_DEV_PROVIDER=1 runs a development sign-in'],
    [
      { NODE_ENV: 'production', PUBLIC_URL: 'https://a.example', SSO_DEV_PROVIDER: '1' },
      'it is refused in production',
    ],
    [{ NODE_ENV: 'test', SSO_DEV_PROVIDER: 'yes' }, 'SSO_DEV_PROVIDER must be 1 (on) or 0'],
    [
      {
        NODE_ENV: 'test',
        SSO_DEV_PROVIDER: '1',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 's',
      },
      'SSO_DEV_PROVIDER=1 and GOOGLE_CLIENT_ID are both set',
    ],
    // the Host header never decides the app's origin off this machine.
    [{ NODE_ENV: 'production' }, 'PUBLIC_URL is required with NODE_ENV=production'],
    [{ HOST: '0.0.0.0' }, 'PUBLIC_URL is required when HOST is not a loopback address'],
    [
      { NODE_ENV: 'development', HOST: '192.168.1.5' },
      'PUBLIC_URL is required when HOST is not a loopback address (HOST is "192.168.1.5")',
    ],
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
    [{}, { mode: 'off' }],
    [{ NODE_ENV: 'test' }, { mode: 'off' }],
    [{ NODE_ENV: 'development', SSO_DEV_PROVIDER: '0' }, { mode: 'off' }],
    [{ NODE_ENV: 'test', SSO_DEV_PROVIDER: '1' }, { mode: 'local' }],
    [{ NODE_ENV: 'development', SSO_DEV_PROVIDER: ' 1 ' }, { mode: 'local' }],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://a.example' }, { mode: 'off' }],
    [
      {
        NODE_ENV: 'development',
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
