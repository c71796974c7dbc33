/**
 * Password hashing with Node's scrypt at the OWASP Password Storage Cheat Sheet parameters
 * (N = 2^17, r = 8, p = 1) with a 32-byte random salt. The stored string carries its parameters
 * (`scrypt$N$r$p$salt$hash`, base64url), so they can be raised later without breaking old hashes.
 *
 * Cost on this project's 2-core machine: about 0.4 s per hash (measured, see the issue 3 report);
 * scrypt runs on libuv's thread pool, so the event loop is not blocked meanwhile.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const SALT_BYTES = 32;
const KEY_BYTES = 32;

function scryptAsync(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below that at N = 2^17.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((done, fail) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? fail(error) : done(key),
    ),
  );
}

export async function hashPassword(
  password: string,
  params: ScryptParams = OWASP_SCRYPT,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return null;
  return {
    N,
    r,
    p,
    salt: Buffer.from(parts[4] ?? '', 'base64url'),
    key: Buffer.from(parts[5] ?? '', 'base64url'),
  };
}

/**
 * A hash of a random, discarded password at the current parameters: verifying against it costs
 * what a real verification costs, so an unknown email answers as slowly as a wrong password.
 */
const DUMMY_HASH =
  'scrypt$131072$8$1$u6QlldV5zZY26W1GSI-0ySZ2n3ydJ2_sq0Mhr8hIG-M$' +
  'bSU69xmWO3IPP8cHY200VBgV_CQzh6wR1R-qjNnMoJ0';
const DUMMY = parseHash(DUMMY_HASH) as ParsedHash;

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) {
    // Still spend the time, so a broken row is not distinguishable by timing either.
    await scryptAsync(password, DUMMY.salt, DUMMY);
    return false;
  }
  const key = await scryptAsync(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** For an unknown email: the same work as a real check, always false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await scryptAsync(password, DUMMY.salt, DUMMY);
  return false;
}
