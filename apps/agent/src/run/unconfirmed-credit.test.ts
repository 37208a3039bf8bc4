import {
  AutomationProfileSchema,
  JobSearchSettingsSchema,
  type AgentEvent,
  type AgentStartRequestInput,
} from '@applypilot/contracts';
import { publicKeyBase64 } from '@applypilot/grants';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoardJson, startBoard, type Board } from '../../test/support/board';
import { minimalPdf } from '../../test/support/resume';
import { UNCONFIRMED_CREDIT_MESSAGE } from './credits-hooks';
import { startAgent, type AgentProcess } from '../test-support/agent-process';
import { fakeApi, grantWith, type GrantMaker } from '../test-support/grant-stub';
import { startStubApi, type StubApi } from '../test-support/stub-api';

/**
 * The attack of issue 16: the agent pointed at a stub API that says yes to every reservation. Without a grant signed by
 * the key the agent trusts, nothing reaches the board; with one (the control), the same stub gets an application.
 */
describe('an API that grants credits without a valid signature', () => {
  let tmp: string;
  let board: Board;
  let stub: StubApi;
  let agent: AgentProcess;
  const trusted = generateKeyPairSync('ed25519');
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-unconfirmed-'));
    [board, stub] = await Promise.all([
      startBoard({ variant: 'v2-classic', catalogue: 'default.json' }),
      startStubApi(fakeApi(() => undefined)),
    ]);
    agent = await startAgent({
      AGENT_DATA_DIR: path.join(tmp, 'data'),
      AGENT_PROFILE_DIR: path.join(tmp, 'chrome'),
      AGENT_GRANT_PUBLIC_KEY: publicKeyBase64(trusted.publicKey),
      LINKEDIN_URL: board.url,
    });
    await agent.pair(stub.origin);
  });
  afterAll(async () => {
    await agent?.kill();
    await Promise.all([board?.stop(), stub?.close()]);
    await rm(tmp, { recursive: true, force: true });
  });

  const run = async (grant: GrantMaker) => {
    await board.reset();
    stub.handle = fakeApi(grant);
    stub.requests.length = 0;
    const request: AgentStartRequestInput = {
      search: JobSearchSettingsSchema.parse(await readBoardJson('reference-search.json')),
      profile: AutomationProfileSchema.parse(await readBoardJson('reference-profile.json')),
      resume: { base64: minimalPdf().toString('base64'), filename: 'cv.pdf' },
      apiUrl: stub.origin,
      apiToken: 'agent-token-the-stub-accepts-abcdefghijklmno',
      max: 1,
    };
    expect((await agent.api('POST', '/api/start', request)).status).toBe(202);
    const events = await agent.progress((e: AgentEvent) => e.type === 'run-ended');
    const calls = (what: string) =>
      stub.requests.filter((r) => r.method === 'POST' && r.path.endsWith(`/${what}`));
    return { events, calls, reserved: stub.requests.filter((r) => r.path === '/api/applications') };
  };

  const stranger = generateKeyPairSync('ed25519');
  it.each<[string, GrantMaker]>([
    ['no grant', () => undefined],
    ['a grant signed by another key', grantWith(stranger.privateKey)],
    ['a grant that is not one', () => 'eyJ2IjoxfQ.c2lnbmF0dXJl'],
  ])('with %s: the board records nothing and the run ends with the message', async (_, grant) => {
    const { events, calls, reserved } = await run(grant);
    expect(events.at(-1)).toMatchObject({
      type: 'run-ended',
      reason: 'error',
      message: UNCONFIRMED_CREDIT_MESSAGE,
      applied: 0,
    });
    const record = await board.submissions();
    expect(record.submissions).toEqual([]);
    // The form was filled up to Submit, then discarded; the stub's reservation was cancelled, never sent.
    expect(reserved).toHaveLength(1);
    const jobId = (reserved[0]?.body as { jobId: string }).jobId;
    expect(record.discarded).toContain(jobId);
    expect(calls('cancel').map((r) => r.body)).toEqual([{ reason: UNCONFIRMED_CREDIT_MESSAGE }]);
    expect(calls('sent')).toEqual([]);
  });

  it('with a grant of the key the agent trusts (the control): the application goes through', async () => {
    const { events, calls, reserved } = await run(grantWith(trusted.privateKey));
    expect(events.at(-1)).toMatchObject({ type: 'run-ended', reason: 'finished', applied: 1 });
    const jobId = (reserved[0]?.body as { jobId: string }).jobId;
    expect((await board.submissions()).submissions.map((s) => s.jobId)).toEqual([jobId]);
    expect(calls('sent')).toHaveLength(1);
  });
});
