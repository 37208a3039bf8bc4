import { DEFAULT_FIT_SETTINGS } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { LABELLED_JOBS } from '../../bench/fit/labelled-set';
import { scoreSet } from '../../bench/fit/score-set';

describe('the labelled set at the default settings', () => {
  it('has at least 40 descriptions of both labels', () => {
    expect(LABELLED_JOBS.length).toBeGreaterThanOrEqual(40);
    expect(LABELLED_JOBS.filter((job) => job.label === 'skip').length).toBeGreaterThanOrEqual(15);
    expect(LABELLED_JOBS.filter((job) => job.label === 'apply').length).toBeGreaterThanOrEqual(15);
  });

  it('agrees with the labels: precision and recall of "skip" at least 0.9', () => {
    const agreement = scoreSet(DEFAULT_FIT_SETTINGS);
    const wrong = agreement.scored
      .filter((s) => s.skip !== (s.job.label === 'skip'))
      .map((s) => `${s.job.id}: ${s.verdict.summary}`);
    expect(agreement.precision, wrong.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(agreement.recall, wrong.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('gives every skipped job a reason', () => {
    for (const { verdict } of scoreSet(DEFAULT_FIT_SETTINGS).scored.filter((s) => s.skip))
      expect(verdict.summary).toMatch(/^Fit \d+%(:|, deal-breaker:) \S/);
  });
});
