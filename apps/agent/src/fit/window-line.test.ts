import { AutomationProfileSchema, DEFAULT_FIT_SETTINGS } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { windowText } from '../cli/window-text';
import { checkFit } from './check';

describe('the agent window’s line for a job skipped for fit', () => {
  it('prints the fit line as the reason', () => {
    const verdict = checkFit({
      job: { title: 'Senior Backend Engineer', description: 'Requirements:\n- 8+ years of Go\n- Kubernetes' },
      profile: AutomationProfileSchema.parse({
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.com',
        phone: '98765',
        totalYearsOfExperience: 5,
        skills: { Python: 5, JavaScript: 4 },
      }),
      settings: DEFAULT_FIT_SETTINGS,
    });
    expect(verdict.skipped).toBe('fit');
    expect(
      windowText({
        kind: 'job-result',
        title: 'Senior Backend Engineer',
        company: 'Kubera Cloud',
        outcome: 'skipped',
        reason: verdict.summary,
      }),
    ).toEqual([
      `Senior Backend Engineer at Kubera Cloud: Skipped: Fit ${verdict.score}%: asks for Go (8 years) and Kubernetes, which your profile does not list`,
    ]);
  });
});
