/**
 * Password hashing ("Passwords hashed with argon2id or scrypt at OWASP-recommended
 * parameters"): argon2id through @node-rs/argon2, stored as the standard PHC string
 * (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`), which carries its own parameters and salt.
 *
 * Parameters: m = 64 MiB, t = 3, p = 1. The OWASP Password Storage Cheat Sheet
 * (https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#argon2id)
 * lists five equivalent *minimum* argon2id configurations (m=47104 KiB t=1 … m=7168 KiB t=5,
 * all p=1); those cost 10–18 ms on this project's 2-core machine, below the target of
 * 50–250 ms per hash. 64 MiB and 3 passes are RFC 9106's second recommended option (its
 * memory-constrained one), here with one lane so a login occupies one core: about 70 ms per hash
 * here (`npm run bench` prints the figure). Memory is bounded by libuv's thread pool (4 threads
 * by default): at most 4 hashes, 256 MiB, at once.
 *
 * Hashes in databases of the first release are scrypt (`scrypt$N$r$p$salt$key`): they still verify, and
 * needsRehash() tells the login to store an argon2id hash in their place.
 *
 * Passwords are NFC-normalized (a password typed on two keyboards is the same password) and
 * never truncated: argon2 takes input of any length (the contract bounds it at 1024 characters).
 */
import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

export interface Argon2Params {
  /** KiB. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const ARGON2ID_PARAMS: Argon2Params = { memoryCost: 65536, timeCost: 3, parallelism: 1 };

// `Algorithm` is a const enum in the typings (not importable as a value under isolatedModules);
// 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

function argon2Options(params: Argon2Params): Options {
  return { ...params, algorithm: ARGON2ID, outputLen: 32 };
}

export async function hashPassword(
  password: string,
  params: Argon2Params = ARGON2ID_PARAMS,
): Promise<string> {
  return hash(password.normalize('NFC'), argon2Options(params));
}

/**
 * An argon2id hash, at the current parameters, of a random password nobody knows: verifying
 * against it costs what a real verification costs, so an unknown email answers as slowly as a
 * wrong password. tests/server/password.test.ts checks its parameters are the current ones.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=65536,t=3,p=1$c9S181dxXcWf7qynQcoyew$' +
  'Gx/rXTwD8DQs7fL812ktM6cOy0gFq3pHrswtpv7TCZk';

/** True when the password matches; a malformed stored hash never matches (after the same work). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalized = password.normalize('NFC');
  if (stored.startsWith('$argon2id$')) {
    try {
      return await verify(stored, normalized);
    } catch {
      // Unparsable: answered below like any broken row.
    }
  } else {
    const legacy = parseScrypt(stored);
    try {
      if (legacy) return await verifyScrypt(normalized, legacy);
    } catch {
      // Parameters scrypt refuses: answered below like any broken row.
    }
  }
  // Still spend the time, so a broken row is not distinguishable by timing either.
  await verifyAgainstDummy(password);
  return false;
}

/** For an unknown email: the same work as a real check, always false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verify(DUMMY_HASH, password.normalize('NFC'));
  return false;
}

/**
 * Whether a stored hash should be replaced after a successful login: anything but argon2id at
 * the current parameters (the scrypt hashes of the first release, or argon2id at older parameters).
 */
export function needsRehash(stored: string, params: Argon2Params = ARGON2ID_PARAMS): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    const current = parseOptions(stored);
    return (
      current.memoryCost !== params.memoryCost ||
      current.timeCost !== params.timeCost ||
      current.parallelism !== params.parallelism
    );
  } catch {
    return true;
  }
}

// ---- Legacy: scrypt hashes of the first release (verify only) -------------------------------------------

interface ScryptHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseScrypt(stored: string): ScryptHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return null;
  // Bounded so a tampered row cannot ask for gigabytes (the first release wrote N = 2^17, r = 8, p = 1).
  if (N > 2 ** 20 || r > 32 || p > 16) return null;
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (key.length === 0) return null;
  return { N, r, p, salt: Buffer.from(parts[4] ?? '', 'base64url'), key };
}

function verifyScrypt(password: string, stored: ScryptHash): Promise<boolean> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below that at N = 2^17.
  const options: ScryptOptions = {
    N: stored.N,
    r: stored.r,
    p: stored.p,
    maxmem: 256 * stored.N * stored.r,
  };
  return new Promise((done, fail) =>
    scrypt(password, stored.salt, stored.key.length, options, (error, key) =>
      error ? fail(error) : done(timingSafeEqual(key, stored.key)),
    ),
  );
}
