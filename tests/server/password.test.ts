/**
 * Password hashing: argon2id in PHC format at the chosen parameters, the first release's scrypt
 * hashes still verify and are marked for rehashing, NFC normalization, no truncation, and the
 * dummy verification of an unknown email at the current parameters. The cost in ms is printed
 * by `npm run bench` (bench/accounts.bench.ts), not asserted here.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import {
  ARGON2ID_PARAMS,
  DUMMY_HASH,
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../server/src/auth/password';

/** Fast parameters for the behaviour tests; the real ones are exercised once below. */
const cheap = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** A first-release hash, written the way the first release wrote it (scrypt$N$r$p$salt$key). */
function legacyScryptHash(password: string, N = 2 ** 10): string {
  const salt = randomBytes(32);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N, r: 8, p: 1 });
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing', () => {
  it('stores argon2id in PHC format with its parameters, a salt, and a 32-byte hash', async () => {
    const hash = await hashPassword('pw', cheap);
    expect(hash).toMatch(
      /^\$argon2id\$v=19\$m=1024,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(await hashPassword('pw', cheap)).not.toBe(hash); // salted
  });

  it('verifies with the parameters stored in the hash', async () => {
    const hash = await hashPassword('right', cheap);
    expect(await verifyPassword('right', hash)).toBe(true);
    expect(await verifyPassword('wrong', hash)).toBe(false);
    expect(await verifyPassword('Right', hash)).toBe(false);
  });

  it('NFC-normalizes: a composed and a decomposed é are the same password', async () => {
    const composed = 'caf\u00e9 au lait';
    const decomposed = 'cafe\u0301 au lait';
    const hash = await hashPassword(composed, cheap);
    expect(await verifyPassword(decomposed, hash)).toBe(true);
  });

  it('never truncates: a 1024-character passphrase differs from its 1023-character prefix', async () => {
    const long = 'x'.repeat(1023) + 'y';
    const hash = await hashPassword(long, cheap);
    expect(await verifyPassword(long, hash)).toBe(true);
    expect(await verifyPassword(long.slice(0, 1023), hash)).toBe(false);
    expect(await verifyPassword(long.slice(0, 72), hash)).toBe(false); // bcrypt's cut
  });

  it('still verifies first-release scrypt hashes, and marks them for rehashing', async () => {
    const legacy = legacyScryptHash('old password');
    expect(await verifyPassword('old password', legacy)).toBe(true);
    expect(await verifyPassword('old passworD', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('needsRehash: only argon2id at the current parameters is kept', async () => {
    expect(needsRehash(await hashPassword('pw', cheap))).toBe(true);
    expect(needsRehash(await hashPassword('pw', cheap), cheap)).toBe(false);
    expect(needsRehash('$argon2i$v=19$m=65536,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2g')).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of [
      'plain',
      '',
      'scrypt$1$2$3',
      'scrypt$1024$8$1$c2FsdA$',
      'scrypt$1099511627776$8$1$c2FsdA$a2V5',
      'bcrypt$1$8$1$aa$bb',
      '$argon2id$v=19$m=1024,t=1,p=1$broken',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('the dummy hash of unknown emails is argon2id at the current parameters', async () => {
    expect(DUMMY_HASH.startsWith('$argon2id$')).toBe(true);
    expect(parseOptions(DUMMY_HASH)).toMatchObject({
      memoryCost: ARGON2ID_PARAMS.memoryCost,
      timeCost: ARGON2ID_PARAMS.timeCost,
      parallelism: ARGON2ID_PARAMS.parallelism,
      outputLen: 32,
    });
    expect(needsRehash(DUMMY_HASH)).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('hashes at the current parameters by default (OWASP minimums or above)', async () => {
    const hash = await hashPassword('pw');
    const options = parseOptions(hash);
    expect(options).toMatchObject({ ...ARGON2ID_PARAMS, outputLen: 32 });
    // OWASP Password Storage Cheat Sheet: at least m=19 MiB (19456 KiB) with t=2.
    expect(options.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(options.timeCost).toBeGreaterThanOrEqual(2);
    expect(options.parallelism).toBe(1);
    expect(await verifyPassword('pw', hash)).toBe(true);
  });
});
