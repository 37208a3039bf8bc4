import { describe, expect, it } from 'vitest';
import { jobViewUrl } from './job-url';

describe('jobViewUrl', () => {
  it('gives one slash after the host whether or not the origin ends in one', () => {
    for (const origin of [
      'https://www.linkedin.com',
      'https://www.linkedin.com/',
      new URL('https://www.linkedin.com').toString(),
    ])
      expect(jobViewUrl(origin, '4100')).toBe('https://www.linkedin.com/jobs/view/4100/');
    expect(jobViewUrl('http://127.0.0.1:4100/', '7')).toBe('http://127.0.0.1:4100/jobs/view/7/');
  });

  it('keeps a path prefix and drops a query or fragment of the origin', () => {
    expect(jobViewUrl('http://board.local/linkedin', '7')).toBe('http://board.local/linkedin/jobs/view/7/');
    expect(jobViewUrl('http://board.local/linkedin/?x=1#y', '7')).toBe(
      'http://board.local/linkedin/jobs/view/7/',
    );
  });

  it('refuses what is not a job id', () => {
    expect(() => jobViewUrl('https://www.linkedin.com', '../admin')).toThrow('Not a job id');
    expect(() => jobViewUrl('https://www.linkedin.com', '')).toThrow('Not a job id');
  });
});
