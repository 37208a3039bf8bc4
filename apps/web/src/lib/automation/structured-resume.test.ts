import { STORAGE_KEYS } from '@applypilot/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearStructuredResume,
  readStructuredResume,
  resumeFingerprint,
  storeStructuredResume,
} from './structured-resume';
import { userStorage } from '../user-data/user-store';

const pdf = 'data:application/pdf;base64,JVBERi0xLjMKJbrfrOAKMyAwIG9iago8PC9UeXBlIC9QYWdl';
const copy = {
  data: { personal: [{ id: 'p1', name: 'Asha Rao' }] },
  order: ['personal'],
  config: { fontSize: 10 },
};

beforeEach(() => localStorage.clear());

describe('the builder structured copy of the active resume', () => {
  it('is read back for the PDF it was stored with', () => {
    expect(storeStructuredResume(copy, pdf)).toBe(true);
    expect(readStructuredResume(pdf)).toEqual(copy);
  });

  it('is not used for another PDF (the active resume was replaced) nor after it was cleared', () => {
    storeStructuredResume(copy, pdf);
    expect(readStructuredResume(`${pdf}x`)).toBeNull();
    expect(readStructuredResume(pdf.replace('J', 'K'))).toBeNull();
    clearStructuredResume();
    expect(readStructuredResume(pdf)).toBeNull();
  });

  it('ignores unreadable or malformed stored values', () => {
    userStorage.setItem(STORAGE_KEYS.activeResumeStructured, '{not json');
    expect(readStructuredResume(pdf)).toBeNull();
    const forResume = resumeFingerprint(pdf);
    userStorage.setItem(
      STORAGE_KEYS.activeResumeStructured,
      JSON.stringify({ data: [], order: [], forResume }),
    );
    expect(readStructuredResume(pdf)).toBeNull();
    userStorage.setItem(
      STORAGE_KEYS.activeResumeStructured,
      JSON.stringify({ data: {}, order: 'x', forResume }),
    );
    expect(readStructuredResume(pdf)).toBeNull();
  });

  it('fingerprints differ for PDFs of the same length', () => {
    expect(resumeFingerprint('abcd')).not.toBe(resumeFingerprint('abce'));
    expect(resumeFingerprint('abcd')).toMatch(/^4:[0-9a-f]{8}$/);
  });
});
