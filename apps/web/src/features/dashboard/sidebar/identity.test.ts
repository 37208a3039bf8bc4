import { describe, expect, it } from 'vitest';
import { activeResumeFilename } from '../pages/active-resume';
import { avatarLetter, displayNameOf, isInArea } from './identity';

describe('sidebar identity', () => {
  it('shows the first letter of the name, else of the email, upper-cased, else G', () => {
    expect(avatarLetter({ email: 'venkat@example.com', displayName: 'Priya Venkat' })).toBe('P');
    expect(avatarLetter({ email: 'venkat@example.com', displayName: '  ölga ' })).toBe('Ö');
    // A letter outside the basic plane is one character, not half of one.
    expect(avatarLetter({ email: 'x@example.com', displayName: '𝒜sha' })).toBe('𝒜');
    expect(avatarLetter({ email: 'asha@example.com', displayName: null })).toBe('A');
    expect(avatarLetter({ email: 'asha@example.com', displayName: '   ' })).toBe('A');
    expect(avatarLetter({ email: '', displayName: null })).toBe('G');
    expect(avatarLetter(null)).toBe('G');
  });

  it('shows the display name, else the email, else Guest User', () => {
    expect(displayNameOf({ email: 'a@b.co', displayName: 'Asha' })).toBe('Asha');
    expect(displayNameOf({ email: 'a@b.co', displayName: null })).toBe('a@b.co');
    expect(displayNameOf({ email: 'a@b.co', displayName: '  ' })).toBe('a@b.co');
    expect(displayNameOf(null)).toBe('Guest User');
  });

  it('knows which area a route is in', () => {
    const resume = ['/dashboard/resume-builder'];
    expect(isInArea('/dashboard/resume-builder', resume)).toBe(true);
    expect(isInArea('/dashboard/resume-builder/x', resume)).toBe(true);
    expect(isInArea('/dashboard/resume-builders', resume)).toBe(false);
    expect(isInArea('/dashboard/setup', resume)).toBe(false);
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
