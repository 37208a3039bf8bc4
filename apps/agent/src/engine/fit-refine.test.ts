import {
  AutomationProfileSchema,
  DEFAULT_FIT_SETTINGS,
  JobSearchSettingsSchema,
} from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { FitGate } from './fit-gate';
import { nearThreshold, refined } from './fit-refine';
import type { JobView } from './types';

const profile = AutomationProfileSchema.parse({
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '98765',
  totalYearsOfExperience: 5,
  skills: { Python: 5, JavaScript: 4, React: 3, SQL: 4, AWS: 2 },
});
const search = JobSearchSettingsSchema.parse({ jobTitle: 'Software Engineer' });
const view = (description: string, title = 'Software Engineer'): JobView => ({
  jobId: '4100000001',
  jobUrl: 'https://www.linkedin.com/jobs/view/4100000001/',
  title,
  company: 'Acme',
  description,
});
const verdict = {
  score: 43,
  summary: 'Fit 43%: asks for Terraform',
  reasons: [],
  missing: ['Terraform'],
  dealBreakers: [],
};

describe('the AI second opinion near the threshold', () => {
  it('is asked only within 5 points of the threshold, with no deal-breaker and skipping on', () => {
    expect(nearThreshold(verdict, DEFAULT_FIT_SETTINGS)).toBe(true);
    expect(nearThreshold({ ...verdict, score: 30 }, DEFAULT_FIT_SETTINGS)).toBe(false);
    expect(nearThreshold({ ...verdict, dealBreakers: ['requires relocation'] }, DEFAULT_FIT_SETTINGS)).toBe(
      false,
    );
    expect(nearThreshold(verdict, { ...DEFAULT_FIT_SETTINGS, skipBelow: false })).toBe(false);
  });

  it('decides the job either way, and says so', () => {
    expect(refined({ ...verdict, skipped: 'fit' }, { fits: true, missing: [] })).toEqual({
      ...verdict,
      refined: true,
      summary: 'Fit 43%: near your threshold; the AI second opinion finds the core requirements met',
    });
    expect(
      refined(
        { ...verdict, score: 48 },
        { fits: false, missing: [{ skill: 'Go', quote: '5+ years of Go' }] },
      ),
    ).toEqual({
      ...verdict,
      score: 48,
      refined: true,
      skipped: 'fit',
      missing: ['Terraform', 'Go'],
      summary: 'Fit 48%: the AI second opinion finds the job asks for Go, which your profile does not list',
    });
  });

  it('is not asked for a clear fit or a clear miss, and a failed call leaves the verdict as it was', async () => {
    const asked: number[] = [];
    const gate = new FitGate(
      {
        settings: DEFAULT_FIT_SETTINGS,
        secondOpinion: async (_view, v) => {
          asked.push(v.score);
          throw new Error('unreachable');
        },
      },
      profile,
      search,
    );
    const clear = await gate.check(view('Requirements:\n- Python\n- SQL\n- AWS'), 'Bengaluru, India');
    expect(clear.skipped).toBeUndefined();
    const miss = await gate.check(
      view('Requirements:\n- 8+ years of Go\n- Kubernetes', 'Golang Developer'),
      '',
    );
    expect(miss.skipped).toBe('fit');
    expect(asked).toEqual([]);
  });

  it('asks for a job near the threshold, and the opinion keeps it from being skipped', async () => {
    const job = view('Requirements:\n- Python\n- Terraform\n- Docker');
    const own = await new FitGate({ settings: DEFAULT_FIT_SETTINGS }, profile, search).check(job, '');
    const settings = { ...DEFAULT_FIT_SETTINGS, threshold: own.score + 2 };
    const asked: string[] = [];
    const gate = new FitGate(
      {
        settings,
        secondOpinion: async (seen) => {
          asked.push(seen.description);
          return { fits: true, missing: [] };
        },
      },
      profile,
      search,
    );
    const verdict = await gate.check(job, '');
    expect(asked).toEqual([job.description]);
    expect(verdict.skipped).toBeUndefined();
    expect(verdict.refined).toBe(true);
    expect(verdict.summary).toBe(
      `Fit ${own.score}%: near your threshold; the AI second opinion finds the core requirements met`,
    );
  });
});
