import {
  AutomationProfileSchema,
  JobSearchSettingsSchema,
  type AgentEvent,
  type AgentStartRequestInput,
} from '@applypilot/contracts';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoardJson, startBoard, type Board } from '../../test/support/board';
import { minimalPdf } from '../../test/support/resume';
import { startAgent, type AgentProcess } from '../test-support/agent-process';

/**
 * A run through the agent's HTTP API against the practice board, with an API address nothing answers on: the agent
 * must never press Submit without a reserved credit. (Runs that spend credits need the real API and its agent token.)
 */
describe('runs through the local agent', () => {
  let tmp: string;
  let board: Board;
  let agent: AgentProcess;
  let start: AgentStartRequestInput;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-run-'));
    board = await startBoard({ variant: 'v2-classic', catalogue: 'throttle.json' });
    agent = await startAgent({
      AGENT_DATA_DIR: path.join(tmp, 'data'),
      AGENT_PROFILE_DIR: path.join(tmp, 'profile'),
      LINKEDIN_URL: board.url,
    });
    await agent.pair();
    start = {
      search: JobSearchSettingsSchema.parse(await readBoardJson('reference-search.json')),
      profile: AutomationProfileSchema.parse(await readBoardJson('reference-profile.json')),
      resume: {
        base64: `data:application/pdf;base64,${minimalPdf().toString('base64')}`,
        filename: 'cv.pdf',
      },
      apiUrl: 'http://127.0.0.1:9',
      apiToken: 'agent-token-abcdefghijklmnop',
    };
  });
  afterAll(async () => {
    await agent?.kill();
    await board?.stop();
    await rm(tmp, { recursive: true, force: true });
  });

  const ended = (e: AgentEvent) => e.type === 'run-ended';

  it('answers 202 with a run id, refuses a second start with 409, streams events in order and sends nothing without a credit', async () => {
    const res = await agent.api('POST', '/api/start', start);
    expect(res.status).toBe(202);
    const { runId } = res.json<{ runId: string }>();
    const second = await agent.api('POST', '/api/start', start);
    expect(second.status).toBe(409);
    const events = await agent.progress(ended);
    expect(events[0]).toMatchObject({ type: 'run-started', runId });
    expect(events.every((e) => e.runId === runId)).toBe(true);
    const firstJob = events.find((e) => e.type === 'job-started');
    expect(firstJob).toMatchObject({ jobId: '4300007919', company: 'Infosys Digital' });
    expect(events.at(-1)).toMatchObject({ type: 'run-ended', reason: 'error', applied: 0 });
    expect(events.at(-1)?.type === 'run-ended' && events.at(-1)).toMatchObject({
      message: expect.stringMatching(/cannot be reached/) as unknown,
    });
    // Discarded before Submit: the board recorded no application, the state file holds no reservation.
    const record = await board.submissions();
    expect(record.submissions).toEqual([]);
    expect(record.discarded).toContain('4300007919');
    const state = JSON.parse(
      await readFile(path.join(tmp, 'data', 'agent-state.json'), 'utf8').catch(() => '{}'),
    );
    expect(state.reservation ?? null).toBeNull();
    // The resume from the start request was written for the upload, readable by the user only.
    const resume = await readFile(path.join(tmp, 'data', 'resume', 'cv.pdf'));
    expect(resume.equals(minimalPdf())).toBe(true);
    expect((await stat(path.join(tmp, 'data', 'resume', 'cv.pdf'))).mode & 0o777).toBe(0o600);
    // A dashboard opened after the run catches up with the same events.
    expect(await agent.progress(ended)).toEqual(events);
    expect((await agent.api('GET', '/api/status')).json()).toMatchObject({
      state: 'idle',
      runId,
      applied: 0,
    });
  });

  it('stops mid-run: the run ends as stopped and nothing is sent', async () => {
    await board.reset();
    expect((await agent.api('POST', '/api/start', start)).status).toBe(202);
    await agent.progress((e) => e.type === 'job-started');
    expect((await agent.api('POST', '/api/stop', {})).json()).toEqual({ stopping: true });
    const events = await agent.progress(ended);
    expect(events.at(-1)).toMatchObject({ type: 'run-ended', reason: 'stopped', applied: 0 });
    expect((await board.submissions()).submissions).toEqual([]);
  });
});
