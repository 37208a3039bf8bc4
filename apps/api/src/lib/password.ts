import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import {
  PASSWORD_HASH_BUSY_RETRY_SECONDS,
  PASSWORD_HASH_CONCURRENCY,
  PASSWORD_HASH_QUEUE_LIMIT,
} from '@applypilot/contracts';
import { createConcurrencyLimit, type ConcurrencyLimitOptions } from './concurrency-limit';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** FACTS.md "Accounts": about 0.3 s a hash on these machines. */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function deriveKey(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is below what N=2^17 needs.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Every method may throw BusyError (lib/concurrency-limit.ts) when too many hashes already run or wait. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or an unreadable stored hash. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Costs the same as verify() and always fails: used for unknown accounts so both answers take alike time. */
  dummyVerify(password: string): Promise<false>;
}

/**
 * scrypt runs on libuv's thread pool (4 threads by default, shared with file and DNS work) and costs about 0.3 s: a
 * burst of logins or registrations must wait in a short queue or get a 503 (BusyError), never pile up unbounded.
 */
export const PASSWORD_HASH_BOUND: ConcurrencyLimitOptions = {
  concurrency: PASSWORD_HASH_CONCURRENCY,
  queueLimit: PASSWORD_HASH_QUEUE_LIMIT,
  retryAfterSeconds: PASSWORD_HASH_BUSY_RETRY_SECONDS,
};

/**
 * Stored form: `scrypt$N$r$p$salt$key` (base64url), so the cost can be raised later without breaking old hashes.
 * hash, verify and dummyVerify share one bound per hasher (one hasher per app instance).
 */
export function createPasswordHasher(
  cost: ScryptCost = PRODUCTION_SCRYPT_COST,
  bound: ConcurrencyLimitOptions = PASSWORD_HASH_BOUND,
): PasswordHasher {
  const limit = createConcurrencyLimit(bound);
  const derive = (password: string, salt: Buffer, derivationCost: ScryptCost) =>
    limit(() => deriveKey(password, salt, derivationCost));
  const dummySalt = randomBytes(SALT_LENGTH);
  return {
    async hash(password) {
      const salt = randomBytes(SALT_LENGTH);
      const key = await derive(password, salt, cost);
      return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(
        '$',
      );
    },
    async verify(password, stored) {
      const [scheme, n, r, p, salt, key] = stored.split('$');
      if (scheme !== 'scrypt' || !salt || !key) return false;
      const storedCost = { N: Number(n), r: Number(r), p: Number(p) };
      if (![storedCost.N, storedCost.r, storedCost.p].every((v) => Number.isInteger(v) && v > 0))
        return false;
      const expected = Buffer.from(key, 'base64url');
      const actual = await derive(password, Buffer.from(salt, 'base64url'), storedCost);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    async dummyVerify(password) {
      await derive(password, dummySalt, cost);
      return false;
    },
  };
}
