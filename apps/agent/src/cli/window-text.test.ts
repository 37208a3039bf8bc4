import { describe, expect, it } from 'vitest';
import { agentWindow } from './agent-window';
import { outcomeText, windowText } from './window-text';

describe('the agent window’s words', () => {
  it('says each outcome the way the issue names it', () => {
    expect(outcomeText('applied')).toBe('Applied');
    expect(outcomeText('skipped-external', 'No Easy Apply: the job applies on the company site.')).toBe(
      'Skipped: applies on the company site',
    );
    expect(outcomeText('failed', undefined, 'stopped', 'Stopped.')).toBe('Stopped before submitting');
    expect(outcomeText('failed', 'Daily limit reached (30 today).', 'daily-limit')).toBe(
      'Daily limit reached, not submitted',
    );
    expect(outcomeText('skipped-already-applied', 'The card says Applied.')).toBe('Skipped: already applied');
  });

  it('takes any outcome with an optional reason, including ones added later', () => {
    expect(outcomeText('skipped', 'Your deal-breaker: the job needs relocation.')).toBe(
      'Skipped: Your deal-breaker: the job needs relocation',
    );
    expect(outcomeText('skipped')).toBe('Skipped');
    expect(outcomeText('skipped-filtered', 'The job is On-site, not Remote.')).toBe(
      'Skipped: The job is On-site, not Remote',
    );
    expect(outcomeText('failed', 'Unexpected error: the page closed')).toBe(
      'Not submitted: Unexpected error: the page closed',
    );
    expect(outcomeText('held-for-review', 'Waiting for you')).toBe('Held (for review): Waiting for you');
  });

  it('words a run: pairing, jobs and the end, without the engine’s arrow lines', () => {
    expect(windowText({ kind: 'pairing-code', code: '123456' })[0]).toBe('Your pairing code is 123456.');
    expect(
      windowText({ kind: 'paired', extension: 'chrome-extension://x', site: 'https://applypilot.example' }),
    ).toEqual([
      'Paired with the ApplyPilot extension. Press Start Automation on your dashboard at https://applypilot.example to begin.',
    ]);
    expect(
      windowText({ kind: 'job-result', title: 'Data Analyst', company: 'Acme', outcome: 'applied' }),
    ).toEqual(['Data Analyst at Acme: Applied']);
    expect(
      windowText({
        kind: 'run-ended',
        reason: 'finished',
        message: 'No more matching jobs, or the run reached its maximum.',
        applied: 2,
        processed: 3,
      }),
    ).toEqual(['Finished: No more matching jobs, or the run reached its maximum. Applied to 2 of 3 jobs.']);
    expect(windowText({ kind: 'log', message: '  → failed: boom' })).toEqual([]);
  });

  it('prints sentences for people and JSON lines with --json', () => {
    const seen = { stdout: '', stderr: '' };
    const out = {
      stdout: (text: string) => (seen.stdout += text),
      stderr: (text: string) => (seen.stderr += text),
    };
    agentWindow(false, out)({ kind: 'listening', url: 'http://127.0.0.1:3110', version: '0.2.0' });
    expect(seen.stdout).toBe('');
    expect(seen.stderr).not.toContain('{');
    const json = agentWindow(true, out);
    json({ kind: 'listening', url: 'http://127.0.0.1:3110', version: '0.2.0' });
    json({ kind: 'job-result', title: 'T', company: 'C', outcome: 'failed', end: 'stopped' });
    expect(
      seen.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([
      { listening: 'http://127.0.0.1:3110', version: '0.2.0' },
      { event: 'job-result', title: 'T', company: 'C', outcome: 'failed', end: 'stopped' },
    ]);
  });
});
