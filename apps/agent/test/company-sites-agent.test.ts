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
import { quote } from 'shell-quote';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent, type AgentProcess } from '../src/test-support/agent-process';
import { fakeApi, grantWith } from '../src/test-support/grant-stub';
import { startStubApi, type StubApi } from '../src/test-support/stub-api';
import { readBoardJson, startBoard, type Board } from './support/board';
import { minimalPdf } from './support/resume';

/**
 * The local agent as the user runs it (`serve`), its Chrome given the company sites' host mapping through
 * AGENT_CHROME_ARGS (one quoted flag with spaces and commas), against the practice board and a stub API that signs
 * every reservation with the key the agent trusts: reservations name their site, confirmed applications are sent,
 * and a job whose form asks two questions the profile cannot answer reaches the needs-answer queue with both.
 */
describe('the local agent on the company sites', { timeout: 300_000 }, () => {
  let tmp: string;
  let board: Board;
  let stub: StubApi;
  let agent: AgentProcess;
  const trusted = generateKeyPairSync('ed25519');
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-company-sites-agent-'));
    const api = fakeApi(grantWith(trusted.privateKey));
    [board, stub] = await Promise.all([
      startBoard({ variant: 'v2-classic', catalogue: 'company-sites.json' }),
      startStubApi((request) =>
        request.path === '/api/agent/needs-answer' ? { status: 201, body: { success: true } } : api(request),
      ),
    ]);
    agent = await startAgent({
      AGENT_DATA_DIR: path.join(tmp, 'data'),
      AGENT_PROFILE_DIR: path.join(tmp, 'chrome'),
      AGENT_GRANT_PUBLIC_KEY: publicKeyBase64(trusted.publicKey),
      LINKEDIN_URL: board.url,
      AGENT_CHROME_ARGS: quote(board.sites?.chromeArgs ?? []),
    });
    await agent.pair(stub.origin);
  });
  afterAll(async () => {
    if (process.env.SITES_DEBUG) console.log(agent?.stderr().slice(-6000));
    await agent?.kill();
    await Promise.all([board?.stop(), stub?.close()]);
    await rm(tmp, { recursive: true, force: true });
  });

  it('reserves with the site, sends what was confirmed, and queues every question of the job it cannot answer', async () => {
    const request: AgentStartRequestInput = {
      search: JobSearchSettingsSchema.parse({
        ...(await readBoardJson<Record<string, unknown>>('reference-search.json')),
        companySites: true,
      }),
      profile: AutomationProfileSchema.parse(await readBoardJson('reference-profile.json')),
      resume: { base64: minimalPdf().toString('base64'), filename: 'aarav-sharma-resume.pdf' },
      apiUrl: stub.origin,
      apiToken: 'agent-token-the-stub-accepts-abcdefghijklmno',
    };
    expect((await agent.api('POST', '/api/start', request)).status).toBe(202);
    // The person stops the run once the queued job is reported (the next jobs wait for a person's CAPTCHA).
    let stopped = false;
    const events = await agent.progress((e: AgentEvent) => {
      if (!stopped && e.type === 'job-result' && e.result.jobId === '4480000106') {
        stopped = true;
        void agent.api('POST', '/api/stop', {});
      }
      return e.type === 'run-ended';
    });
    expect(events.at(-1)).toMatchObject({ type: 'run-ended', reason: 'stopped' });
    // The stop may land while the next job (4480000107, a CAPTCHA for the person) is under way: it ends there, unsent.
    const results = events
      .flatMap((e) => (e.type === 'job-result' ? [e.result] : []))
      .filter((r) => r.jobId !== '4480000107');
    expect(results.map((r) => [r.jobId, r.outcome, r.site ?? null])).toEqual([
      ['4480000001', 'applied', null],
      ['4480000101', 'applied', 'Greenhouse'],
      ['4480000102', 'applied', 'Greenhouse'],
      ['4480000103', 'applied', 'Greenhouse'],
      ['4480000104', 'applied', 'Lever'],
      ['4480000105', 'applied', 'Ashby'],
      ['4480000106', 'needs-answer', 'Ashby'],
    ]);
    const queued = results.find((r) => r.jobId === '4480000106');
    expect(queued?.siteUrl).toMatch(/^https:\/\/jobs\.ashbyhq\.com\/[^/]+\/[0-9a-f-]{36}/);
    const reports = stub.requests.filter((r) => r.path === '/api/agent/needs-answer').map((r) => r.body);
    expect(reports).toEqual([
      expect.objectContaining({
        jobId: '4480000106',
        question: 'Do you hold an active US government security clearance?',
        kind: 'radio',
      }),
      expect.objectContaining({
        jobId: '4480000106',
        question: expect.stringMatching(/^I consent to my personal data/),
      }),
    ]);
    const reserved = stub.requests
      .filter((r) => r.path === '/api/applications')
      .map((r) => r.body as Record<string, unknown>);
    expect(reserved.filter((b) => b.jobId !== '4480000107').map((b) => [b.jobId, b.site ?? null])).toEqual([
      ['4480000001', null],
      ['4480000101', 'Greenhouse'],
      ['4480000102', 'Greenhouse'],
      ['4480000103', 'Greenhouse'],
      ['4480000104', 'Lever'],
      ['4480000105', 'Ashby'],
    ]);
    expect(reserved[1]?.siteUrl).toMatch(
      /^https:\/\/job-boards\.greenhouse\.io\/kestrelanalytics\/jobs\/7712340001\?gh_src=/,
    );
    const sent = stub.requests.filter((r) => r.path.endsWith('/sent'));
    const record = (await board.submissions()) as unknown as { sites: { submissions: { result: string }[] } };
    expect(sent).toHaveLength(1 + record.sites.submissions.filter((s) => s.result === 'confirmation').length);
    // Nothing confirmed is given back, nothing is reported unconfirmed; only 4480000107's credit, if it was reserved.
    const reservedFor107 = reserved.filter((b) => b.jobId === '4480000107').length;
    expect(stub.requests.filter((r) => /\/unconfirmed$/.test(r.path))).toEqual([]);
    expect(stub.requests.filter((r) => /\/cancel$/.test(r.path))).toHaveLength(reservedFor107);
  });
});
