import { describe, expect, it } from 'vitest';
import { activeResumeFilename } from '../pages/active-resume';
import { avatarLetter, displayNameOf, isInArea } from './identity';

describe('sidebar identity', () => {
  it('shows the first letter of the email, upper-cased, else G', () => {
    expect(avatarLetter({ email: 'asha@example.com' })).toBe('A');
    expect(avatarLetter({ email: '' })).toBe('G');
    expect(avatarLetter(null)).toBe('G');
  });

  it('shows the display name, else the email, else Guest User', () => {
    expect(displayNameOf({ email: 'a@b.co', displayName: 'Asha' })).toBe('Asha');
    expect(displayNameOf({ email: 'a@b.co', displayName: null })).toBe('a@b.co');
    expect(displayNameOf({ email: 'a@b.co', displayName: '  ' })).toBe('a@b.co');
    expect(displayNameOf(null)).toBe('Guest User');
  });

  it('knows which area a route is in', () => {
    const interview = ['/dashboard/interview-assistant', '/dashboard/interview-settings'];
    expect(isInArea('/dashboard/interview-settings', interview)).toBe(true);
    expect(isInArea('/dashboard/interview-assistant/x', interview)).toBe(true);
    expect(isInArea('/dashboard/setup', interview)).toBe(false);
  });
});

describe('activeResumeFilename', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  it('reads the file name of resumeData, tolerating bad data', () => {
    expect(activeResumeFilename(storage(JSON.stringify({ filename: 'Asha_CV.pdf', base64: '' })))).toBe(
      'Asha_CV.pdf',
    );
    expect(activeResumeFilename(storage(null))).toBeNull();
    expect(activeResumeFilename(storage('{bad'))).toBeNull();
    expect(activeResumeFilename(storage(JSON.stringify({ filename: 3 })))).toBeNull();
  });
});
