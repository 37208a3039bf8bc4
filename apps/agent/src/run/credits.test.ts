import {
  AutomationProfileSchema,
  JobSearchSettingsSchema,
  MESSAGES,
  type AgentEvent,
  type AgentStartRequestInput,
} from '@applypilot/contracts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoardJson, startBoard, type Board } from '../../test/support/board';
import { minimalPdf } from '../../test/support/resume';
import type { Completion, Reservation } from '../store/agent-state';
import { startAgent, type AgentProcess } from '../test-support/agent-process';
import { startApi, type ApiProcess, type ApiUser } from '../test-support/api-process';
import { forward, startStubApi, type StubApi } from '../test-support/stub-api';

/**
 * Credits spent through the real API (a process with a fresh database) while the agent applies on the practice
 * board. Every user gets an agent token from POST /api/agent/token; a failed call fails the test.
 */
describe('credits with the real API', () => {
  let tmp: string;
  let board: Board;
  let api: ApiProcess;
  const agents: AgentProcess[] = [];
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-credits-'));
    [board, api] = await Promise.all([
      startBoard({ variant: 'v2-classic', catalogue: 'default.json' }),
      startApi(),
    ]);
  });
  afterAll(async () => {
    await Promise.all(agents.map((a) => a.kill()));
    await Promise.all([board?.stop(), api?.stop()]);
    await rm(tmp, { recursive: true, force: true });
  });

  const agentIn = async (name: string, profile = name) => {
    const agent = await startAgent({
      AGENT_DATA_DIR: path.join(tmp, name),
      AGENT_PROFILE_DIR: path.join(tmp, `${profile}-chrome`),
      AGENT_GRANT_PUBLIC_KEY: api.grantPublicKey,
      LINKEDIN_URL: board.url,
    });
    agents.push(agent);
    return agent;
  };
  const startRequest = async (
    apiToken: string,
    max?: number,
    apiUrl = api.origin,
  ): Promise<AgentStartRequestInput> => ({
    search: JobSearchSettingsSchema.parse(await readBoardJson('reference-search.json')),
    profile: AutomationProfileSchema.parse(await readBoardJson('reference-profile.json')),
    resume: { base64: minimalPdf().toString('base64'), filename: 'cv.pdf' },
    apiUrl,
    apiToken,
    ...(max ? { max } : {}),
  });
  const ended = (e: AgentEvent) => e.type === 'run-ended';
  type StateFile = { reservation: Reservation | null; appliedJobIds: string[]; completions: Completion[] };
  const stateOf = async (name: string): Promise<StateFile> =>
    JSON.parse(
      await readFile(path.join(tmp, name, 'agent-state.json'), 'utf8').catch(() => '{}'),
    ) as StateFile;
  const until = async (check: () => Promise<boolean>) => {
    while (!(await check())) await new Promise((r) => setTimeout(r, 10));
  };
  const sentJobs = async () => (await board.submissions()).submissions.map((s) => s.jobId);
  /** The jobs of a user's history (GET /api/user/job-info), by the job id in each entry's job URL. */
  const historyJobs = async (user: ApiUser) =>
    (await user.history()).map((h) => /\/jobs\/view\/([^/]+)\//.exec(h.jobUrl)?.[1] ?? h.jobUrl).sort();

  it('spends one credit per application sent, and the 402 ends the run with the API’s message', async () => {
    const user = await api.user();
    await board.reset();
    const before = await user.credits();
    const agent = await agentIn('spend');
    await agent.pair(api.origin);
    expect((await agent.api('POST', '/api/start', await startRequest(user.agentToken))).status).toBe(202);
    const events = await agent.progress(ended);
    const sent = await sentJobs();
    expect(events.at(-1)).toMatchObject({
      type: 'run-ended',
      reason: 'no-credits',
      message: MESSAGES.noCredits,
    });
    expect(sent).toHaveLength(before);
    expect(new Set(sent).size).toBe(sent.length);
    expect(await user.credits()).toBe(0);
    expect(await historyJobs(user)).toEqual([...sent].sort());
    const applied = events.flatMap((e) =>
      e.type === 'job-result' && e.result.outcome === 'applied' ? [e] : [],
    );
    expect(applied.map((e) => e.creditsLeft)).toEqual(sent.map((_, i) => before - i - 1));
    expect((await stateOf('spend')).completions).toEqual([]);
  });

  it('killed during an application and restarted by another account: the reservation is reconciled as its own account', async () => {
    const [owner, next] = [await api.user(), await api.user()];
    await board.reset();
    const [ownerBefore, nextBefore] = [await owner.credits(), await next.credits()];
    const first = await agentIn('crash');
    const key = await first.pair(api.origin);
    expect((await first.api('POST', '/api/start', await startRequest(owner.agentToken, 2))).status).toBe(202);
    // SIGKILL once a reservation is on disk: Submit is about to be pressed (or was just pressed).
    await until(async () => (await stateOf('crash')).reservation != null);
    const open = (await stateOf('crash')).reservation;
    expect(open).toMatchObject({ apiToken: owner.agentToken, sub: expect.any(String) as unknown });
    await first.kill('SIGKILL');
    // A second Chrome profile: the killed agent's Chrome may still hold the first one's lock for a moment.
    const second = await agentIn('crash', 'crash-restarted');
    second.usePairing(key);
    // The next run is another person's: the open reservation must still be settled with its owner's token.
    expect((await second.api('POST', '/api/start', await startRequest(next.agentToken, 2))).status).toBe(202);
    const events = await second.progress(ended);
    expect(events.at(-1)).toMatchObject({ type: 'run-ended', reason: 'finished' });
    const reconciled = events.flatMap((e) =>
      e.type === 'log' && e.message.startsWith('Reconciling the application') ? [e.message] : [],
    );
    expect(reconciled).toEqual([
      expect.stringMatching(new RegExp(`^Reconciling the application to job ${open?.jobId} left open: `)),
    ]);
    const sent = await sentJobs();
    expect(new Set(sent).size).toBe(sent.length);
    const state = await stateOf('crash');
    expect(state.reservation).toBeNull();
    expect(state.completions).toEqual([]);
    expect(new Set(state.appliedJobIds)).toEqual(new Set(sent));
    // Every submission is in exactly one history, each account paid for its own.
    const [ownerJobs, nextJobs] = [await historyJobs(owner), await historyJobs(next)];
    expect([...ownerJobs, ...nextJobs].sort()).toEqual([...sent].sort());
    expect(nextJobs).toHaveLength(2);
    // The owner's history has the open job exactly when the reconcile found it sent (else the next run may apply).
    expect(ownerJobs).toEqual(reconciled[0]?.endsWith(': sent.') ? [open?.jobId] : []);
    expect(await owner.credits()).toBe(ownerBefore - ownerJobs.length);
    expect(await next.credits()).toBe(nextBefore - nextJobs.length);
  });

  it('killed after Submit while the sent call was in flight, swept an hour later, restarted: the application is in the history', async () => {
    const user = await api.user();
    await board.reset();
    const before = await user.credits();
    // Between the agent and the API: passes everything, but holds the sent calls until told otherwise.
    let holdSent = true;
    const proxy: StubApi = await startStubApi((request) =>
      holdSent && request.path.endsWith('/sent') ? 'hang' : forward(api.origin, request),
    );
    try {
      const first = await agentIn('swept');
      const key = await first.pair(proxy.origin);
      const request = await startRequest(user.agentToken, 1, proxy.origin);
      expect((await first.api('POST', '/api/start', request)).status).toBe(202);
      // Submitted on the board, the sent queued in the state file and its call waiting at the proxy: kill.
      await until(async () => (await sentJobs()).length === 1);
      await until(async () => (await stateOf('swept')).completions?.length === 1);
      await first.kill('SIGKILL');
      const [queued] = (await stateOf('swept')).completions;
      const [jobId] = await sentJobs();
      expect(queued).toMatchObject({ kind: 'sent', jobId, apiToken: user.agentToken });

      // An hour later, unheld: the sweep gives the credit back and the history lacks the application.
      await api.offlineSql(
        `UPDATE applications SET reserved_at = now() - interval '2 hours', held_at = NULL
         WHERE status = 'reserved' AND user_id = (SELECT id FROM users WHERE email = '${user.email}')`,
      );
      expect(await user.credits()).toBe(before);
      expect(await user.history()).toEqual([]);

      holdSent = false;
      const second = await agentIn('swept', 'swept-restarted');
      second.usePairing(key);
      // The agent's start sends what its state file kept: the API records it, taking the credit again.
      await expect.poll(() => historyJobs(user), { timeout: 30_000 }).toEqual([jobId]);
      expect(await user.credits()).toBe(before - (await sentJobs()).length);
      await expect
        .poll(() => second.stderr(), { timeout: 10_000 })
        .toContain(`The ApplyPilot API has now recorded the application to job ${jobId} as sent.`);
      expect((await stateOf('swept')).completions).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
