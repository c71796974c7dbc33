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
      nodeEnv: 'development',
      production: false,
      logLevel: 'info',
      publicOrigin: null,
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
      },
      '/home/me',
    );
    expect(config).toEqual({
      root: '/home/me/checkout',
      port: 0,
      host: '0.0.0.0',
      dataDir: '/home/me/checkout/var/db',
      clientDir: '/opt/client',
      nodeEnv: 'production',
      production: true,
      logLevel: 'warn',
      publicOrigin: 'https://app.example.com',
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
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/srv')).toThrow(message);
  });

  it('reports every problem at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' }, '/srv')).toThrow(
      /Invalid configuration:\n {2}- PORT[^\n]*\n {2}- LOG_LEVEL/,
    );
  });
});
