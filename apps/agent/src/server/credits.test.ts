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
import { startAgent, type AgentProcess } from './test-support/agent-process';
import { startApi, type ApiProcess } from './test-support/api-process';

/**
 * Credits spent through the real API (a process with a fresh database) while the agent applies on the practice
 * board. Each test needs an agent token from POST /api/agent/token; before that route exists the tests skip.
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
      LINKEDIN_URL: board.url,
    });
    agents.push(agent);
    return agent;
  };
  const startRequest = async (apiToken: string, max?: number): Promise<AgentStartRequestInput> => ({
    search: JobSearchSettingsSchema.parse(await readBoardJson('reference-search.json')),
    profile: AutomationProfileSchema.parse(await readBoardJson('reference-profile.json')),
    resume: { base64: minimalPdf().toString('base64'), filename: 'cv.pdf' },
    apiUrl: api.origin,
    apiToken,
    ...(max ? { max } : {}),
  });
  const ended = (e: AgentEvent) => e.type === 'run-ended';

  it('spends one credit per application sent, and the 402 ends the run with the API’s message', async (ctx) => {
    const user = await api.user();
    if (!user.agentToken) return ctx.skip();
    await board.reset();
    const before = await user.credits();
    const agent = await agentIn('spend');
    await agent.pair();
    expect((await agent.api('POST', '/api/start', await startRequest(user.agentToken))).status).toBe(202);
    const events = await agent.progress(ended);
    const sent = (await board.submissions()).submissions.map((s) => s.jobId);
    expect(events.at(-1)).toMatchObject({
      type: 'run-ended',
      reason: 'no-credits',
      message: MESSAGES.noCredits,
    });
    expect(sent).toHaveLength(before);
    expect(new Set(sent).size).toBe(sent.length);
    expect(await user.credits()).toBe(0);
    const applied = events.flatMap((e) =>
      e.type === 'job-result' && e.result.outcome === 'applied' ? [e] : [],
    );
    expect(applied.map((e) => e.creditsLeft)).toEqual(sent.map((_, i) => before - i - 1));
  });

  it('killed during an application and restarted: no duplicate, the reservation reconciled, credits match', async (ctx) => {
    const user = await api.user();
    if (!user.agentToken) return ctx.skip();
    await board.reset();
    const before = await user.credits();
    const first = await agentIn('crash');
    const token = await first.pair();
    expect((await first.api('POST', '/api/start', await startRequest(user.agentToken, 2))).status).toBe(202);
    // SIGKILL once a reservation is on disk: Submit is about to be pressed (or was just pressed).
    const stateFile = path.join(tmp, 'crash', 'agent-state.json');
    const reserved = async () =>
      ((JSON.parse(await readFile(stateFile, 'utf8').catch(() => '{}')) as { reservation?: unknown })
        .reservation ?? null) !== null;
    while (!(await reserved())) await new Promise((r) => setTimeout(r, 10));
    await first.kill('SIGKILL');
    // A second Chrome profile: the killed agent's Chrome may still hold the first one's lock for a moment.
    const second = await agentIn('crash', 'crash-restarted');
    second.token = token;
    expect((await second.api('POST', '/api/start', await startRequest(user.agentToken, 2))).status).toBe(202);
    const events = await second.progress(ended);
    expect(events.at(-1)).toMatchObject({ type: 'run-ended', reason: 'finished' });
    expect(events.some((e) => e.type === 'log' && /^Reconciling the application/.test(e.message))).toBe(true);
    const sent = (await board.submissions()).submissions.map((s) => s.jobId);
    expect(new Set(sent).size).toBe(sent.length);
    const state = JSON.parse(await readFile(stateFile, 'utf8')) as {
      reservation: unknown;
      appliedJobIds: string[];
    };
    expect(state.reservation).toBeNull();
    expect(new Set(state.appliedJobIds)).toEqual(new Set(sent));
    expect(await user.credits()).toBe(before - sent.length);
  });
});
