import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RESUME_CONFIG, DEFAULT_SECTION_ORDER, DEMO_RESUME } from '@applypilot/resume';
import { blankResume, loadSavedResume, reconcileOrder, saveData } from './resume-storage';
import { userStorage } from '../../../lib/user-data/user-store';

afterEach(() => localStorage.clear());

describe('loadSavedResume', () => {
  it('gives a blank resume with the account’s name and email on a first visit, and no title of its own', () => {
    const saved = loadSavedResume({ name: ' Kavya Iyer ', email: 'kavya@example.org' });
    expect(saved.data.personal).toEqual([
      expect.objectContaining({ name: 'Kavya Iyer', email: 'kavya@example.org', phone: '' }),
    ]);
    expect(saved.data.experience).toEqual([]);
    expect(saved.order).toEqual(DEFAULT_SECTION_ORDER);
    expect(saved.title).toBeNull();
    expect(saved.config).toEqual(DEFAULT_RESUME_CONFIG);
    // Nothing of the demo's sample person.
    expect(JSON.stringify(saved.data)).not.toContain(DEMO_RESUME.personal[0]?.name);
  });

  it('restores stored data, order and config', () => {
    const data = { ...blankResume().data, awards: [{ id: 'awards-1', title: 'Best Intern' }] };
    data.personal = [{ ...data.personal[0]!, name: 'Kavya Iyer' }];
    userStorage.setItem('builtResumeData', JSON.stringify(data));
    userStorage.setItem('builtResumeOrder', JSON.stringify(['awards', ...DEFAULT_SECTION_ORDER]));
    userStorage.setItem('resumeConfig', JSON.stringify({ page: { format: 'letter' } }));
    const saved = loadSavedResume();
    expect(saved.data.personal[0]?.name).toBe('Kavya Iyer');
    expect(saved.data.awards?.[0]).toMatchObject({ title: 'Best Intern' });
    expect(saved.order[0]).toBe('awards');
    expect(saved.config.page.format).toBe('letter');
    expect(saved.config.page.margins).toEqual(DEFAULT_RESUME_CONFIG.page.margins);
    expect(saved.title).toBeNull();
  });

  it('falls back to defaults when the stored values are not JSON or not the right shape', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    userStorage.setItem('builtResumeData', '{"personal": [oops');
    userStorage.setItem('builtResumeOrder', '42');
    userStorage.setItem('resumeConfig', '{"page": {"format": "tabloid"}, "fonts": "none"}');
    const saved = loadSavedResume({ name: 'Kavya Iyer' });
    expect(saved.data.personal[0]?.name).toBe('Kavya Iyer');
    expect(saved.config).toEqual(DEFAULT_RESUME_CONFIG);
  });

  it('keeps valid data when only the order is broken, with every section once', () => {
    userStorage.setItem('builtResumeData', JSON.stringify({ personal: [{ name: 'A' }], certifications: [] }));
    userStorage.setItem('builtResumeOrder', JSON.stringify(['skills', 'skills', 'nonexistent']));
    const saved = loadSavedResume();
    expect(saved.order).toEqual([
      'skills',
      'personal',
      'summary',
      'education',
      'experience',
      'projects',
      'leadership',
      'certifications',
    ]);
    // Personal and summary always hold one entry to edit.
    expect(saved.data.summary).toHaveLength(1);
  });

  it('survives a browser that refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadSavedResume().data.personal[0]?.name).toBe('');
    expect(() => saveData(blankResume().data)).not.toThrow();
  });
});

describe('reconcileOrder', () => {
  it('appends sections the order forgot and drops names without data', () => {
    const { data } = blankResume();
    expect(reconcileOrder({ ...data, volunteering: [] }, ['experience', 'ghost'])).toEqual([
      'experience',
      'personal',
      'summary',
      'education',
      'projects',
      'leadership',
      'skills',
      'volunteering',
    ]);
  });
});
