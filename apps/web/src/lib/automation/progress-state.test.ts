import { MESSAGES, type AgentEvent, type WindowMessage } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import {
  acceptMessage,
  automationReducer,
  INITIAL_AUTOMATION_STATE,
  OUTCOME_LABELS,
  runProgress,
  tailoringText,
  type AutomationState,
} from './progress-state';

const event = (e: AgentEvent): WindowMessage => ({ type: 'AUTOMATION_EVENT', event: e });
const run = (messages: WindowMessage[], from: AutomationState = INITIAL_AUTOMATION_STATE) =>
  messages.reduce((state, message) => automationReducer(state, { type: 'message', message }), from);

const job = (jobId: string, outcome: 'applied' | 'needs-answer' | 'skipped-external', extra = {}) =>
  event({
    type: 'job-result',
    runId: 'r1',
    result: { jobId, title: `Job ${jobId}`, company: 'Acme', outcome, ...extra },
  });

describe('automationReducer', () => {
  it('follows a run in order: started, current job, results newest first, counts, credits, end', () => {
    let state = automationReducer(INITIAL_AUTOMATION_STATE, { type: 'launch-sent' });
    expect(state.phase).toBe('starting');
    state = run(
      [
        event({ type: 'run-started', runId: 'r1', at: 1 }),
        event({ type: 'job-started', runId: 'r1', jobId: '1', title: 'Frontend Engineer', company: 'Acme' }),
      ],
      state,
    );
    expect(state.phase).toBe('running');
    expect(state.currentJob).toEqual({ title: 'Frontend Engineer', company: 'Acme' });

    state = run(
      [
        event({
          type: 'job-result',
          runId: 'r1',
          result: { jobId: '1', title: 'Frontend Engineer', company: 'Acme', outcome: 'applied' },
          creditsLeft: 4,
        }),
        job('2', 'needs-answer', { question: 'Notice period in days?' }),
        job('3', 'skipped-external'),
        event({ type: 'log', runId: 'r1', message: 'Waiting 42 s before the next job' }),
      ],
      state,
    );
    expect(state.currentJob).toBeNull();
    expect(state.results.map((row) => OUTCOME_LABELS[row.outcome])).toEqual([
      'Skipped: applies on the company site',
      'Needs your answer',
      'Applied',
    ]);
    expect(state.results[1]?.question).toBe('Notice period in days?');
    expect([state.applied, state.processed, state.creditsLeft]).toEqual([1, 3, 4]);
    expect(state.lastLog).toBe('Waiting 42 s before the next job');

    state = run(
      [
        event({
          type: 'run-ended',
          runId: 'r1',
          reason: 'no-credits',
          message: MESSAGES.noCredits,
          applied: 1,
          processed: 3,
        }),
      ],
      state,
    );
    expect(state.phase).toBe('ended');
    expect(state.end).toEqual({ reason: 'no-credits', message: MESSAGES.noCredits });
  });

  it('a stop request turns running into stopping; an error while starting goes back to idle', () => {
    const running = run([event({ type: 'run-started', runId: 'r1', at: 1 })]);
    expect(automationReducer(running, { type: 'stop-sent' }).phase).toBe('stopping');
    const starting = automationReducer(INITIAL_AUTOMATION_STATE, { type: 'launch-sent' });
    expect(automationReducer(starting, { type: 'stop-sent' }).phase).toBe('idle');
    const failed = run([{ type: 'AUTOMATION_ERROR', message: 'The local agent is not running.' }], starting);
    expect(failed.phase).toBe('idle');
    expect(failed.error).toBe('The local agent is not running.');
  });

  it('AGENT_STATE of a running agent shows a run the page did not start (after a reload)', () => {
    const state = run([
      {
        type: 'AGENT_STATE',
        connection: 'running',
        status: { version: '1', state: 'running', runId: 'r9', applied: 2, processed: 5 },
      },
    ]);
    expect(state).toMatchObject({
      connection: 'running',
      phase: 'running',
      runId: 'r9',
      applied: 2,
      processed: 5,
    });
  });
});

describe('tailored jobs (issue [8])', () => {
  const tailored = (jobId: string, ok: boolean, extra = {}) =>
    event({ type: 'job-tailored', runId: 'r1', jobId, ok, ...extra });

  it('puts each job tailoring on its row, counts the tailored jobs and takes the credits left', () => {
    const state = run([
      event({ type: 'run-started', runId: 'r1', at: 1 }),
      tailored('1', true, { sha256: 'a'.repeat(64), creditsLeft: 14 }),
      job('1', 'applied'),
      tailored('2', false, { message: MESSAGES.aiTimedOut, creditsLeft: 13 }),
      job('2', 'applied'),
      job('3', 'skipped-external'),
    ]);
    expect(state.tailored).toBe(1);
    expect(state.creditsLeft).toBe(13);
    expect(state.pendingTailoring).toEqual({});
    const lines = state.results.map((row) =>
      row.tailoring ? tailoringText(row.tailoring, row.outcome) : null,
    );
    expect(lines).toEqual([
      null,
      'AI tailoring failed: The AI service took too long to answer. Your credits were returned. Sent with your resume as it is.',
      'Resume tailored with AI',
    ]);
  });

  it('says nothing was sent when the job was not applied after a failed tailoring', () => {
    expect(tailoringText({ ok: false, message: 'quota' }, 'needs-answer')).toBe(
      'AI tailoring failed: quota.',
    );
    expect(tailoringText({ ok: false }, 'applied')).toBe(
      'AI tailoring failed: no reason given. Sent with your resume as it is.',
    );
  });

  it('a new run starts its count again', () => {
    const state = run([
      event({ type: 'run-started', runId: 'r1', at: 1 }),
      tailored('1', true),
      event({ type: 'run-started', runId: 'r2', at: 2 }),
    ]);
    expect([state.tailored, state.pendingTailoring]).toEqual([0, {}]);
  });
});

describe('acceptMessage', () => {
  const data = { type: 'AUTOMATION_ERROR', message: 'Boom' };
  it('takes the extension messages of this window and origin only', () => {
    expect(acceptMessage({ source: window, origin: window.location.origin, data })).toEqual(data);
    expect(acceptMessage({ source: null, origin: window.location.origin, data })).toBeNull();
    expect(acceptMessage({ source: window, origin: 'https://evil.test', data })).toBeNull();
  });
  it('ignores the page own messages and malformed ones', () => {
    const origin = window.location.origin;
    expect(acceptMessage({ source: window, origin, data: { type: 'STOP_AUTOMATION' } })).toBeNull();
    expect(
      acceptMessage({ source: window, origin, data: { type: 'AUTOMATION_EVENT', event: { type: 'nope' } } }),
    ).toBeNull();
    expect(acceptMessage({ source: window, origin, data: 'AUTOMATION_ERROR' })).toBeNull();
  });
});

describe('the agent connection and a change of person (issue 16)', () => {
  const state = (connection: 'offline' | 'unpaired' | 'ready' | 'running', status?: object): WindowMessage =>
    ({ type: 'AGENT_STATE', connection, ...(status ? { status } : {}) }) as WindowMessage;

  it('follows the run: running from its start, ready again at its end', () => {
    let current = run([state('ready'), event({ type: 'run-started', runId: 'r1', at: 1 })]);
    expect(current.connection).toBe('running');
    current = run(
      [
        event({
          type: 'run-ended',
          runId: 'r1',
          reason: 'finished',
          message: 'Done.',
          applied: 0,
          processed: 0,
        }),
      ],
      current,
    );
    expect(current.connection).toBe('ready');
  });

  it("'reset' empties the panel, keeps what the extension said of the agent, and ignores the old run's events", () => {
    let current = run([
      state('running'),
      event({ type: 'run-started', runId: 'asha-run', at: 1 }),
      job('1', 'applied'),
    ]);
    expect(current.results).toHaveLength(1);
    current = automationReducer(current, { type: 'reset' });
    expect(current).toMatchObject({
      phase: 'idle',
      results: [],
      applied: 0,
      runId: null,
      connection: 'running',
    });

    // Asha's run goes on reporting (or ends): none of it shows for the next person.
    const after = run(
      [
        job('2', 'applied'),
        event({
          type: 'run-ended',
          runId: 'r1',
          reason: 'stopped',
          message: 'Stopped.',
          applied: 2,
          processed: 2,
        }),
      ].map((message) =>
        message.type === 'AUTOMATION_EVENT'
          ? ({ ...message, event: { ...message.event, runId: 'asha-run' } } as WindowMessage)
          : message,
      ),
      current,
    );
    expect(after).toMatchObject({ phase: 'idle', results: [], end: null });
    const found = run(
      [state('running', { state: 'running', runId: 'asha-run', applied: 2, processed: 2, startedAt: 1 })],
      current,
    );
    expect(found.phase).toBe('idle');

    // The next person's own run shows as usual.
    const next = run(
      [event({ type: 'run-started', runId: 'bilal-run', at: 2 }), job('3', 'applied')],
      current,
    );
    expect(next.phase).toBe('running');
    expect(next.applied).toBe(1);
  });
});

describe('counters that add up (issue 20)', () => {
  it('lists each job once: a pause is a log line, so Processed is the rows listed, as the agent counts', () => {
    const state = run([
      event({ type: 'run-started', runId: 'r1', at: 1 }),
      job('1', 'applied'),
      event({
        type: 'job-result',
        runId: 'r1',
        result: { jobId: '2', title: 'Job 2', company: 'Acme', outcome: 'paused-throttle' },
      }),
      job('2', 'applied'),
      job('3', 'skipped-external'),
      event({
        type: 'run-ended',
        runId: 'r1',
        reason: 'finished',
        message: 'Done.',
        applied: 2,
        processed: 3,
      }),
    ]);
    expect(state.results.map((row) => row.outcome)).toEqual(['skipped-external', 'applied', 'applied']);
    expect([state.processed, state.results.length, state.applied]).toEqual([3, 3, 2]);
    expect(state.lastLog).toBe('Paused: LinkedIn is slowing down: Job 2 will be tried again.');
  });

  it('forgets the last run credits at a new run and carries the job links', () => {
    const state = run([
      event({ type: 'run-started', runId: 'r1', at: 1 }),
      event({
        type: 'job-result',
        runId: 'r1',
        result: { jobId: '1', title: 'Job 1', company: 'Acme', outcome: 'applied' },
        creditsLeft: 0,
      }),
      event({ type: 'run-started', runId: 'r2', at: 2 }),
      event({
        type: 'job-started',
        runId: 'r2',
        jobId: '7',
        title: 'Job 7',
        company: 'Acme',
        jobUrl: 'https://www.linkedin.com/jobs/view/7/',
      }),
    ]);
    expect(state.creditsLeft).toBeNull();
    expect(state.currentJob).toEqual({
      title: 'Job 7',
      company: 'Acme',
      jobUrl: 'https://www.linkedin.com/jobs/view/7/',
    });
  });

  it('fills the bar with what this run could apply, and fully once the run has ended', () => {
    // 2 sent; 3 left in the day's room but 8 credits: 2 of 5.
    expect(runProgress({ phase: 'running', applied: 2 }, { dailyLeft: 3, credits: 8 }, 40)).toEqual({
      value: 2,
      max: 5,
      percent: 40,
    });
    // Out of credits: the room is what was sent.
    expect(runProgress({ phase: 'running', applied: 3 }, { dailyLeft: 30, credits: 0 }, 40).percent).toBe(
      100,
    );
    expect(runProgress({ phase: 'ended', applied: 10 }, { dailyLeft: 20, credits: 50 }, 40)).toEqual({
      value: 30,
      max: 30,
      percent: 100,
    });
    expect(runProgress({ phase: 'ended', applied: 0 }, null, 40).percent).toBe(100);
    expect(runProgress({ phase: 'running', applied: 4 }, null, 40)).toEqual({
      value: 4,
      max: 40,
      percent: 10,
    });
  });
});
