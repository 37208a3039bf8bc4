import { describe, expect, it } from 'vitest';
import { normaliseQuestion, similarity } from './normalise';

describe('question memory key', () => {
  it('ignores case, spacing, punctuation, asterisks and "required"', () => {
    const key = normaliseQuestion('How did you hear about this role?');
    expect(key).toBe('how did you hear about this role');
    expect(normaliseQuestion('  HOW did you   hear about this role ?*  (Required)')).toBe(key);
    expect(normaliseQuestion('How did you hear about this role? Required')).toBe(key);
  });
  it('keeps numbers and words apart', () => {
    expect(normaliseQuestion('On a scale of 1-10, how would you rate your SQL?')).toBe(
      'on a scale of 1 10 how would you rate your sql',
    );
  });
});

describe('similarity', () => {
  it('is 1 for the same text and small for unrelated text', () => {
    expect(similarity('Native or bilingual', 'native  or Bilingual!')).toBe(1);
    expect(similarity('Professional', 'Conversational')).toBeLessThan(0.5);
  });
});
