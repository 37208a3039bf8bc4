import { UserSchema } from '@applypilot/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredUser } from './stored-user';

function storageWith(raw: string | null): Storage {
  const items = new Map<string, string>(raw === null ? [] : [['userData', raw]]);
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

describe('readStoredUser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a full record as the contract describes it, without fields the contract does not know', () => {
    const storage = storageWith(
      JSON.stringify({
        email: 'asha@example.com',
        displayName: 'Asha',
        isPremium: true,
        emailVerified: true,
        token: 'x',
      }),
    );
    const result = readStoredUser(storage);
    expect(result).toEqual({
      kind: 'user',
      user: { email: 'asha@example.com', displayName: 'Asha', isPremium: true, emailVerified: true },
    });
    // The hand-written check must agree with the contract's schema.
    if (result.kind === 'user') expect(UserSchema.parse(result.user)).toEqual(result.user);
  });

  it('gives an older record without displayName, isPremium or emailVerified the defaults', () => {
    expect(readStoredUser(storageWith(JSON.stringify({ email: 'ravi@example.com' })))).toEqual({
      kind: 'user',
      user: { email: 'ravi@example.com', displayName: null, isPremium: false, emailVerified: false },
    });
  });

  it('removes a record with no email or with fields of the wrong type', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const record of [
      {},
      { email: '  ' },
      { email: 42 },
      { email: 'a@example.com', displayName: 7 },
      { email: 'a@example.com', isPremium: 'yes' },
      { email: 'a@example.com', emailVerified: 'yes' },
      ['a@example.com'],
      'a@example.com',
    ]) {
      const storage = storageWith(JSON.stringify(record));
      expect(readStoredUser(storage), JSON.stringify(record)).toEqual({ kind: 'invalid' });
      expect(storage.getItem('userData')).toBeNull();
    }
  });
});
