import { describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH, checkNewPassword } from './reset-password-page';

describe('checkNewPassword', () => {
  it('applies the account password rules, then the confirmation', () => {
    expect(checkNewPassword('short', 'short')).toBe('Password must be at least 8 characters.');
    expect(checkNewPassword('x'.repeat(129), 'x'.repeat(129))).toBe(
      'Password must be at most 128 characters.',
    );
    expect(checkNewPassword('long enough', 'long enougH')).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(checkNewPassword('long enough', 'long enough')).toBeNull();
  });
});
