/**
 * a taken email answers 409 after the same password hash a new email costs, so
 * the answer's timing does not tell which emails have accounts (the figures: `npm run bench`,
 * accounts group). The hash is counted through the module the handler imports.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, TEST_PASSWORD, type TestServer } from './harness';

const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../server/src/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/src/auth/password')>();
  return {
    ...real,
    hashPassword: async (password: string) => {
      hashes.count += 1;
      return real.hashPassword(password);
    },
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    env: {
      RATE_LIMIT_REGISTRATION_PER_IP: '1000/1h',
      RATE_LIMIT_REGISTRATION_PER_EMAIL: '1000/1h',
    },
  });
});
afterAll(() => server.close());

const register = (email: string) =>
  server.request('POST', '/api/v1/registration?device=desktop', {
    body: {
      name: 'Ada',
      email,
      password: TEST_PASSWORD,
      terms: true,
      consent_to_parent_company_rules: true,
      locale: 'en',
    },
  });

describe('registration of a taken email', () => {
  it('hashes the password exactly as a new email does, then answers 409', async () => {
    hashes.count = 0;
    expect((await register('timing@example.com')).status).toBe(200);
    expect(hashes.count).toBe(1);
    const taken = await register('Timing@Example.com');
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ error: 'email_taken', field: 'email' });
    expect(hashes.count).toBe(2);
  });
});
