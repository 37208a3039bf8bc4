import { afterAll, describe, expect, it } from 'vitest';
import { formatAppliedDate, historyTitle, safeJobHref } from './history-entry';

const previousTz = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  process.env.TZ = previousTz;
});

describe('historyTitle', () => {
  it('follows the fallback chain of section 2.2', () => {
    expect(historyTitle({ jobTitle: ' Data Engineer ', jobUrl: 'https://x.test/jobs/other' })).toBe(
      'Data Engineer',
    );
    expect(historyTitle({ jobTitle: '', jobUrl: 'https://x.test/jobs/senior-react-developer/' })).toBe(
      'senior react developer',
    );
    expect(historyTitle({ jobTitle: '', jobUrl: 'https://x.test/jobs/caf%C3%A9-manager' })).toBe(
      'café manager',
    );
    expect(historyTitle({ jobTitle: '', jobUrl: 'https://x.test/' })).toBe('Job Link');
    expect(historyTitle({ jobTitle: '', jobUrl: 'not a url' })).toBe('not a url');
    expect(historyTitle({ jobTitle: '', jobUrl: '' })).toBe('Untitled Application');
    expect(historyTitle({})).toBe('Untitled Application');
  });
});

describe('safeJobHref', () => {
  it('links only http(s) URLs', () => {
    expect(safeJobHref({ jobUrl: 'https://www.linkedin.com/jobs/view/1/' })).toBe(
      'https://www.linkedin.com/jobs/view/1/',
    );
    expect(safeJobHref({ jobUrl: 'http://x.test/a' })).toBe('http://x.test/a');
    expect(safeJobHref({ jobUrl: 'javascript:alert(1)' })).toBeNull();
    expect(safeJobHref({ jobUrl: ' JavaScript:alert(1)' })).toBeNull();
    expect(safeJobHref({ jobUrl: 'data:text/html,<b>x</b>' })).toBeNull();
    expect(safeJobHref({ jobUrl: 'not a url' })).toBeNull();
    expect(safeJobHref({})).toBeNull();
  });
});

describe('formatAppliedDate', () => {
  it('writes the local date in en-US short form, or N/A', () => {
    // 02:30 UTC on 1 March is still 28 February in New York.
    expect(formatAppliedDate({ appliedAt: { _seconds: Date.UTC(2026, 2, 1, 2, 30) / 1000 } })).toBe(
      'Feb 28, 2026',
    );
    expect(formatAppliedDate({ timestamp: Date.UTC(2026, 10, 23, 15) })).toBe('Nov 23, 2026');
    expect(formatAppliedDate({ appliedAt: {} })).toBe('N/A');
  });
});
