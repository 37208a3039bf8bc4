import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password';

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
});
