import { describe, expect, it } from 'vitest';
import { BusyError } from './concurrency-limit';
import { createPasswordHasher, PASSWORD_HASH_BOUND } from './password';

describe('password hashing', () => {
  it('uses scrypt N=2^17 r=8 p=1 with a random salt, encoded in the stored hash', async () => {
    const hasher = createPasswordHasher();
    const stored = await hasher.hash('correct horse battery');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await hasher.verify('correct horse battery', stored)).toBe(true);
    expect(await hasher.verify('correct horse batterY', stored)).toBe(false);
  });

  it('verifies hashes of another cost, salts every hash and refuses unreadable ones', async () => {
    const cheap = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
    const a = await cheap.hash('pässwörd');
    const b = await cheap.hash('pässwörd');
    expect(a).not.toBe(b);
    expect(await createPasswordHasher().verify('pässwörd', a)).toBe(true);
    expect(await cheap.verify('pässwörd', 'plain-text')).toBe(false);
    expect(await cheap.verify('pässwörd', 'scrypt$x$8$1$c2FsdA$a2V5')).toBe(false);
    expect(await cheap.dummyVerify('anything')).toBe(false);
  });

  it('bounds the hashes running and waiting at once, for hash, verify and dummyVerify alike', async () => {
    expect(PASSWORD_HASH_BOUND).toEqual({ concurrency: 2, queueLimit: 16, retryAfterSeconds: 5 });
    const hasher = createPasswordHasher(
      { N: 2 ** 10, r: 8, p: 1 },
      { concurrency: 1, queueLimit: 1, retryAfterSeconds: 3 },
    );
    const stored = await hasher.hash('pässwörd');
    const running = hasher.verify('pässwörd', stored);
    const waiting = hasher.hash('another one');
    await expect(hasher.dummyVerify('third')).rejects.toEqual(new BusyError(3));
    await expect(hasher.verify('pässwörd', stored)).rejects.toBeInstanceOf(BusyError);
    expect(await running).toBe(true);
    expect(await waiting).toMatch(/^scrypt\$/);
    expect(await hasher.dummyVerify('after the burst')).toBe(false);
  });
});
