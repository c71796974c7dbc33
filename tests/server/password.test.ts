/**
 * Password hashing (scrypt, OWASP parameters) and the timing rule of login: an unknown email
 * costs one scrypt like a wrong password.
 */
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  OWASP_SCRYPT,
  verifyAgainstDummy,
  verifyPassword,
} from '../../server/src/auth/password';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores the parameters, a 32-byte salt and a 32-byte key', async () => {
    const hash = await hashPassword('pw', cheap);
    const [scheme, N, r, p, salt, key] = hash.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '1024', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(32);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
    expect(await hashPassword('pw', cheap)).not.toBe(hash); // salted
  });

  it('verifies with the parameters stored in the hash', async () => {
    const hash = await hashPassword('right', cheap);
    expect(await verifyPassword('right', hash)).toBe(true);
    expect(await verifyPassword('wrong', hash)).toBe(false);
    expect(await verifyPassword('Right', hash)).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of ['plain', 'scrypt$1$2$3', 'bcrypt$1$8$1$aa$bb']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('uses N = 2^17, r = 8, p = 1 by default; an unknown email costs the same', async () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    let started = performance.now();
    const hash = await hashPassword('pw');
    const hashMs = performance.now() - started;
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);

    started = performance.now();
    expect(await verifyPassword('nope', hash)).toBe(false);
    const wrongMs = performance.now() - started;
    started = performance.now();
    expect(await verifyAgainstDummy('nope')).toBe(false);
    const dummyMs = performance.now() - started;
    console.log(
      `scrypt N=2^17: hash ${hashMs.toFixed(0)} ms, wrong password ${wrongMs.toFixed(0)} ms, unknown email ${dummyMs.toFixed(0)} ms`,
    );
    // Same work: within a factor of two of each other even on a busy machine.
    expect(dummyMs / wrongMs).toBeGreaterThan(0.5);
    expect(dummyMs / wrongMs).toBeLessThan(2);
  });
});
