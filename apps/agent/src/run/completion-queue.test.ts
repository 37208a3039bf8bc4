import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AgentState, type Completion } from '../store/agent-state';
import { CompletionQueue, type FlushContext } from './completion-queue';
import { applicationAnswer } from '../test-support/grant-stub';
import { startStubApi, type StubApi, type StubHandler } from '../test-support/stub-api';

/**
 * The completion queue against a stub API that fails as the real one can (5xx, a dropped connection, an expired
 * token): nothing leaves the state file before the API acknowledges it, and no account's completion is sent with
 * another account's token.
 */
const TOKEN_A = 'agent-token-of-account-a-abcdefghijklmnopqrstu';
const TOKEN_A2 = 'agent-token-of-account-a-renewed-abcdefghijklm';
const TOKEN_B = 'agent-token-of-account-b-abcdefghijklmnopqrstu';

describe('the completion queue', () => {
  let tmp: string;
  let api: StubApi;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-queue-'));
    api = await startStubApi(() => ({ status: 500 }));
  });
  afterAll(async () => {
    await api.close();
    await rm(tmp, { recursive: true, force: true });
  });

  const lines: string[] = [];
  const context = (account?: FlushContext['account']): FlushContext => ({
    ...(account ? { account } : {}),
    log: (line) => lines.push(line),
  });
  const entry = (kind: Completion['kind'], jobId: string, extra: Partial<Completion> = {}): Completion => ({
    kind,
    applicationId: randomUUID(),
    jobId,
    reason: kind === 'cancel' ? 'Stopped.' : '',
    apiUrl: api.origin,
    apiToken: TOKEN_A,
    sub: '11',
    queuedAt: Date.now(),
    ...extra,
  });
  /** Answers sent and cancel calls with `failures` first, then 200. */
  const failingFirst = (failures: ReturnType<StubHandler>[]): StubHandler => {
    let n = 0;
    return (request) => {
      const answer = failures[n++];
      if (answer) return answer;
      const id = /\/api\/applications\/([^/]+)\//.exec(request.path)?.[1] ?? '';
      const status = request.path.endsWith('/sent') ? 'sent' : 'cancelled';
      return { status: 200, body: applicationAnswer(id, '1', status) };
    };
  };
  const fresh = async (name: string) => {
    api.requests.length = 0;
    lines.length = 0;
    const dir = path.join(tmp, name);
    const state = await AgentState.load(dir);
    const onDisk = () =>
      (JSON.parse(readFileSync(path.join(dir, 'agent-state.json'), 'utf8')) as { completions: Completion[] })
        .completions;
    return { dir, state, queue: new CompletionQueue(state), onDisk };
  };

  it('writes a completion before calling the API and keeps it through a 5xx and a dropped connection', async () => {
    const { dir, queue, onDisk } = await fresh('retries');
    const sent = entry('sent', '4100216138');
    let seenOnDisk: Completion[] = [];
    const answers = failingFirst([{ status: 503, body: { error: 'Service unavailable' } }, 'drop']);
    api.handle = (request) => {
      // What the state file holds while the call is in flight.
      seenOnDisk = onDisk();
      return answers(request);
    };
    await queue.add(sent, context());
    expect(seenOnDisk).toEqual([sent]);
    expect(onDisk()).toEqual([sent]);
    await queue.flush(context());
    expect(onDisk()).toEqual([sent]);
    // A new start reads it back and sends it: acknowledged, it leaves the file, with one line saying so.
    const restarted = new CompletionQueue(await AgentState.load(dir));
    await restarted.flush(context());
    expect(onDisk()).toEqual([]);
    expect(api.requests.map((r) => [r.path, r.headers.authorization])).toEqual([
      [`/api/applications/${sent.applicationId}/sent`, `Bearer ${TOKEN_A}`],
      [`/api/applications/${sent.applicationId}/sent`, `Bearer ${TOKEN_A}`],
      [`/api/applications/${sent.applicationId}/sent`, `Bearer ${TOKEN_A}`],
    ]);
    expect(lines).toEqual([
      'The ApplyPilot API has not taken the sent call for job 4100216138 yet: the API answered 503: Service unavailable; the agent tries again.',
      'The ApplyPilot API has now recorded the application to job 4100216138 as sent.',
    ]);
  });

  it('retries on its timer until the API takes the first N failed sent calls, then stops calling', async () => {
    const { queue, onDisk } = await fresh('timer');
    api.handle = failingFirst([{ status: 500 }, { status: 502 }, { status: 500 }]);
    await queue.add(entry('sent', '4100208219'), context());
    expect(onDisk()).toHaveLength(1);
    // The retry timer is an interval the test moves itself (the HTTP calls keep real time): "stops calling" is shown
    // by fifty more ticks that find nothing waiting, not by a quiet moment on a clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let flushes = 0;
    queue.startTimer(() => ((flushes += 1), context()), 20);
    try {
      const recorded = 'The ApplyPilot API has now recorded the application to job 4100208219 as sent.';
      await expect.poll(() => (vi.advanceTimersByTime(20), lines.at(-1)), { timeout: 10_000 }).toBe(recorded);
      expect(onDisk()).toEqual([]);
      expect(api.requests.length).toBe(4);
      const [ticked, calls] = [flushes, api.requests.length];
      vi.advanceTimersByTime(20 * 50);
      // The timer is still there and ran fifty times; with nothing queued it asked for no context and sent nothing.
      expect(vi.getTimerCount()).toBe(1);
      expect(flushes).toBe(ticked);
      expect(api.requests.length).toBe(calls);
    } finally {
      queue.stopTimer();
      vi.useRealTimers();
    }
    expect(lines.at(-1)).toBe(
      'The ApplyPilot API has now recorded the application to job 4100208219 as sent.',
    );
  });

  it('after a 401, waits for the same account: never sends with another account’s token', async () => {
    const { queue, onDisk } = await fresh('expired-token');
    const sent = entry('sent', '4100224057');
    const live = new Set([TOKEN_A2, TOKEN_B]);
    api.handle = (request) => {
      const token = (request.headers.authorization ?? '').replace('Bearer ', '');
      if (!live.has(token)) return { status: 401, body: { success: false, error: 'Agent token expired.' } };
      return { status: 200, body: applicationAnswer(sent.applicationId, sent.jobId, 'sent') };
    };
    await queue.add(sent, context());
    // A run of account B (token B, its grant's sub 22), and one of B before its first grant: A's entry waits.
    await queue.flush(context({ apiUrl: api.origin, token: TOKEN_B, sub: '22' }));
    await queue.flush(context({ apiUrl: api.origin, token: TOKEN_B, sub: null }));
    expect(onDisk()).toEqual([sent]);
    expect(api.requests.every((r) => r.headers.authorization === `Bearer ${TOKEN_A}`)).toBe(true);
    // A run of account A with a newer token: the entry goes with it.
    await queue.flush(context({ apiUrl: api.origin, token: TOKEN_A2, sub: '11' }));
    expect(onDisk()).toEqual([]);
    expect(api.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN_A2}`);
    expect(lines).toEqual([
      'The ApplyPilot API has not taken the sent call for job 4100224057 yet: its agent token expired (Agent token expired.); it waits for a run of the same account.',
      'The ApplyPilot API has now recorded the application to job 4100224057 as sent.',
    ]);
  });

  it('drops a completion the API settled otherwise (409, 404) with a line, and goes on with the others', async () => {
    const { queue, onDisk } = await fresh('settled');
    const cancel = entry('cancel', '4100311166');
    const unknown = entry('sent', '4100319085');
    const later = entry('sent', '4100350761');
    api.handle = (request) => {
      if (request.path.includes(cancel.applicationId))
        return { status: 409, body: { success: false, error: 'You have already applied to this job' } };
      if (request.path.includes(unknown.applicationId))
        return { status: 404, body: { success: false, error: 'Application not found' } };
      return { status: 200, body: applicationAnswer(later.applicationId, later.jobId, 'sent') };
    };
    for (const c of [cancel, unknown, later]) await queue.add(c, context());
    expect(onDisk()).toEqual([]);
    expect(lines).toEqual([
      'The ApplyPilot API did not take the cancel call for job 4100311166 (You have already applied to this job); it is not sent again.',
      'The ApplyPilot API did not take the sent call for job 4100319085 (Application not found); it is not sent again.',
    ]);
  });
});
