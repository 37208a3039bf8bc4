import { MESSAGES } from '@applypilot/contracts';
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
    agentWindow({ json: false }, out)({ kind: 'listening', url: 'http://127.0.0.1:3110', version: '0.2.0' });
    expect(seen.stdout).toBe('');
    expect(seen.stderr).not.toContain('{');
    const json = agentWindow({ json: true }, out);
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

  it('names the question a job waits on, and where to answer it', () => {
    expect(
      windowText({
        kind: 'job-result',
        title: 'Data Analyst',
        company: 'Acme',
        outcome: 'needs-answer',
        reason: 'A required question has no answer in the profile.',
        question: 'How many years of experience do you have with Kotlin?',
      }),
    ).toEqual([
      'Data Analyst at Acme: Not submitted, waiting for your answer to “How many years of experience do you have with Kotlin?”. Answer it in “Questions waiting for you” on your dashboard’s Setup page.',
    ]);
    // Without the question (a server that does not send it), still what happened and why.
    expect(
      windowText({
        kind: 'job-result',
        title: 'T',
        company: 'C',
        outcome: 'needs-answer',
        reason: 'No answer.',
      }),
    ).toEqual(['T at C: Not submitted: a question needs your answer — No answer']);
  });
});

describe('the agent window over a run', () => {
  const run = (verbose: boolean, notes: Parameters<ReturnType<typeof agentWindow>>[0][]) => {
    let text = '';
    const say = agentWindow(
      { json: false, verbose },
      { stdout: () => undefined, stderr: (t) => (text += t) },
    );
    for (const note of notes) say(note);
    return text.trimEnd().split('\n');
  };
  const ended = (reason: 'stopped' | 'daily-limit' | 'finished', message: string) =>
    ({ kind: 'run-ended', reason, message, applied: 1, processed: 1 }) as const;

  it('prints a line for the job that Stop or the daily cap ended, which the engine reports no result for', () => {
    const opened = (title: string, id: string) =>
      ({ kind: 'log', message: `${title} at Acme Corp (${id})` }) as const;
    const applied = {
      kind: 'job-result',
      title: 'Analyst',
      company: 'Acme Corp',
      outcome: 'applied',
    } as const;
    expect(
      run(false, [
        { kind: 'run-started' },
        opened('Analyst', '4012345678'),
        applied,
        opened('Data Engineer at Scale', '4012345679'),
        ended('stopped', 'Stopped.'),
      ]),
    ).toEqual([
      'Started applying.',
      'Analyst at Acme Corp: Applied',
      'Data Engineer at Scale at Acme Corp: Stopped before submitting',
      'Finished: Stopped. Applied to 1 of 1 job.',
    ]);
    expect(
      run(false, [
        { kind: 'run-started' },
        opened('Analyst', '4012345680'),
        ended('daily-limit', 'Daily limit reached (30 today).'),
      ]),
    ).toContain('Analyst at Acme Corp: Daily limit reached, not submitted');
    // Stopped between two jobs: no job was cut short, so none is named.
    expect(
      run(false, [
        { kind: 'run-started' },
        opened('Analyst', '4012345681'),
        applied,
        ended('stopped', 'Stopped.'),
      ]),
    ).toEqual([
      'Started applying.',
      'Analyst at Acme Corp: Applied',
      'Finished: Stopped. Applied to 1 of 1 job.',
    ]);
    // A server that names the job itself is believed, and the job is named once.
    const named = run(false, [
      opened('Analyst', '4012345682'),
      { ...ended('stopped', 'Stopped.'), job: { title: 'Analyst', company: 'Acme Corp' } } as never,
    ]);
    expect(named.filter((line) => line.includes('Stopped before submitting'))).toHaveLength(1);
  });

  it('keeps the engine’s detail (search URLs, waits, retries) for --verbose', () => {
    const notes = [
      {
        kind: 'log',
        message: 'Search page 1: https://www.linkedin.com/jobs/search/?keywords=analyst&f_AL=true',
      },
      { kind: 'log', message: 'Analyst at Acme (4012345678)' },
      { kind: 'log', message: '  LinkedIn says "You\'re applying quickly": waiting 60000 ms' },
      { kind: 'log', message: '  The notice came instead of the form: pressing Easy Apply again' },
      { kind: 'log', message: '  → applied' },
      { kind: 'log', message: "Answered 'Notice period' from your profile: 30" },
      { kind: 'log', message: '2 application outcome(s) wait for the ApplyPilot API: sending them now.' },
    ] as const;
    expect(run(false, [...notes])).toEqual([
      "Answered 'Notice period' from your profile: 30",
      '2 application outcome(s) wait for the ApplyPilot API: sending them now.',
    ]);
    expect(run(true, [...notes])).toEqual(notes.map((note) => note.message));
  });

  it('says a page it did not understand: nothing sent or spent, the copy kept here and how it reaches support', () => {
    expect(
      windowText({
        kind: 'job-result',
        title: 'Data Engineer',
        company: 'Acme',
        outcome: 'not-understood',
        reason: MESSAGES.pageNotUnderstood,
        capture: '4100000001-1764300000000.html',
      }),
    ).toEqual([
      'Data Engineer at Acme: Not sent: LinkedIn showed a page ApplyPilot does not understand yet. Nothing was submitted and no credit was spent. A copy of the page without your details is kept on this computer (captures/4100000001-1764300000000.html); “Email support with the page” in the History tab of your dashboard prepares a mail for you to send it to us.',
    ]);
    expect(windowText({ kind: 'job-result', title: 'T', company: 'C', outcome: 'not-understood' })).toEqual([
      'T at C: Not sent: LinkedIn showed a page ApplyPilot does not understand yet. Nothing was submitted and no credit was spent.',
    ]);
    expect(
      windowText({
        kind: 'run-ended',
        reason: 'not-understood',
        message: MESSAGES.pagesNotUnderstoodStop,
        applied: 1,
        processed: 4,
      }),
    ).toEqual([
      'Stopped: LinkedIn showed a page ApplyPilot does not understand yet, three jobs in a row: the run stopped. Nothing was sent for them and no credit was spent. Applied to 1 of 4 jobs.',
      'The History tab of your dashboard lists those jobs; “Email support with the page” prepares a mail with the copy of the page ApplyPilot kept, without your details, for you to send.',
    ]);
  });

  it('says the company sites’ outcomes with the site’s name', () => {
    const line = (outcome: string, site?: string) =>
      windowText({ kind: 'job-result', title: 'QA', company: 'Acme', outcome, ...(site ? { site } : {}) })[0];
    expect(line('site-not-supported', 'Workday')).toBe(
      'QA at Acme: Skipped: Workday is a company site ApplyPilot does not fill yet. Nothing was sent and no credit was spent.',
    );
    expect(line('site-not-supported')).toBe(
      'QA at Acme: Skipped: the company site is one ApplyPilot does not fill yet. Nothing was sent and no credit was spent.',
    );
    expect(line('closed', 'Lever')).toBe(
      'QA at Acme: Skipped: the posting is closed on Lever. Nothing was sent and no credit was spent.',
    );
    expect(line('submitted-unconfirmed', 'Greenhouse')).toBe(
      'QA at Acme: Submitted on Greenhouse, but the site did not confirm it, so no credit was taken. Say whether it arrived in the History tab of your dashboard.',
    );
  });
});
