/**
 * Sign-in security over real HTTP: an unknown email and a wrong password get the same
 * status and the same body (and the same headers); the scrypt hashes of the first release still sign in and are
 * replaced by argon2id on the first successful sign-in; a Unicode password signs in whatever its
 * normalization. (Timing: the dummy verification is at the current parameters, see
 * password.test.ts; the cost in ms is printed by `npm run bench`.)
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsRehash } from '../../server/src/auth/password';
import { seedPersona } from '../../server/src/seed/persona';
import { startServer, TEST_PASSWORD, type TestServer } from './harness';

let server: TestServer;

/** A first-release hash (scrypt$N$r$p$salt$key), written the way the first release wrote it (cheaper N). */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(32);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 2 ** 12, r: 8, p: 1 });
  return ['scrypt', 2 ** 12, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const storedHash = async (email: string) =>
  (
    await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).password_hash;

const login = (email: string, password: string) =>
  server.request('POST', '/api/v1/session', { body: { email, password } });

beforeAll(async () => {
  server = await startServer();
  await server.persona({ email: 'frank@example.com' });
});
afterAll(() => server.close());

describe('no account enumeration', () => {
  it('unknown email and wrong password: same status, same body, same header names', async () => {
    const wrong = await login('frank@example.com', 'not the password');
    const unknown = await login('nobody-here@example.com', 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.text).toBe(wrong.text);
    expect(wrong.json).toEqual({
      error: 'invalid_credentials',
      message: 'Wrong email or password.',
    });
    const names = (answer: typeof wrong) => [...answer.headers.keys()].filter((n) => n !== 'date');
    expect(names(unknown)).toEqual(names(wrong));
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });
});

describe('legacy scrypt hashes (databases of the first release)', () => {
  it('sign in, and the hash is replaced by argon2id at the current parameters', async () => {
    const email = 'grace@example.com';
    const legacy = legacyScryptHash('an old passphrase');
    await seedPersona(server.db, { email, passwordHash: legacy });

    expect((await login(email, 'an old passphrase, wrong')).status).toBe(401);
    expect(await storedHash(email)).toBe(legacy); // a failed attempt changes nothing

    expect((await login(email, 'an old passphrase')).status).toBe(200);
    const upgraded = await storedHash(email);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(needsRehash(upgraded)).toBe(false);

    expect((await login(email, 'an old passphrase')).status).toBe(200);
    expect(await storedHash(email)).toBe(upgraded); // current hashes are left alone
    expect((await login(email, 'not it')).status).toBe(401);
  });
});

describe('Unicode passwords', () => {
  it('a password set composed signs in typed decomposed (NFC)', async () => {
    const email = 'heidi@example.com';
    await seedPersona(server.db, { email, password: 'Kaffee mit Sahne und Bl\u00fcten' });
    expect(await storedHash(email)).toMatch(/^\$argon2id\$/);
    expect((await login(email, 'Kaffee mit Sahne und Blu\u0308ten')).status).toBe(200);
  });

  it('the shared test persona signs in', async () => {
    expect((await login('frank@example.com', TEST_PASSWORD)).status).toBe(200);
  });
});
