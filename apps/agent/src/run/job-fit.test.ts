import {
  AutomationProfileSchema,
  DEFAULT_FIT_SETTINGS,
  FitSkipsResponseSchema,
  FitStatsResponseSchema,
  JobSearchSettingsSchema,
  type AgentEvent,
  type JobResultLine,
} from '@applypilot/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoardJson, startBoard, type Board, type CatalogueJob } from '../../test/support/board';
import { minimalPdf } from '../../test/support/resume';
import { startAgent, type AgentProcess } from '../test-support/agent-process';
import { startApi, type ApiProcess } from '../test-support/api-process';

/**
 * Issue 21 end to end on the practice board with the real API: the job-fit catalogue has three jobs written to fit
 * the reference profile and three that do not (Go and Kubernetes, iOS, a security clearance). The skipped jobs carry
 * their reasons, reserve no credit and send nothing; the fitting ones are applied to exactly as without the check.
 */
describe('job fit before applying, with the real API', () => {
  let tmp: string;
  let board: Board;
  let api: ApiProcess;
  let agent: AgentProcess | undefined;
  let jobs: CatalogueJob[];
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-fit-'));
    [board, api] = await Promise.all([
      startBoard({ variant: 'v2-classic', catalogue: 'job-fit.json' }),
      startApi(),
    ]);
    jobs = (await readBoardJson<{ jobs: CatalogueJob[] }>('job-fit.json')).jobs;
  });
  afterAll(async () => {
    await agent?.kill();
    await Promise.all([board?.stop(), api?.stop()]);
    await rm(tmp, { recursive: true, force: true });
  });

  it('skips the jobs that do not fit with their reasons, spends nothing on them, and applies to the rest', async () => {
    const user = await api.user();
    const before = await user.credits();
    agent = await startAgent({
      AGENT_DATA_DIR: path.join(tmp, 'agent'),
      AGENT_PROFILE_DIR: path.join(tmp, 'chrome'),
      AGENT_GRANT_PUBLIC_KEY: api.grantPublicKey,
      LINKEDIN_URL: board.url,
    });
    await agent.pair(api.origin);
    const start = await agent.api('POST', '/api/start', {
      search: JobSearchSettingsSchema.parse(await readBoardJson('reference-search.json')),
      profile: AutomationProfileSchema.parse(await readBoardJson('reference-profile.json')),
      resume: { base64: minimalPdf().toString('base64'), filename: 'cv.pdf' },
      apiUrl: api.origin,
      apiToken: user.agentToken,
      fit: DEFAULT_FIT_SETTINGS,
    });
    expect(start.status).toBe(202);
    const events = await agent.progress((e: AgentEvent) => e.type === 'run-ended');
    expect(events.at(-1)).toMatchObject({ type: 'run-ended', reason: 'finished', applied: 3, processed: 6 });
    const results = new Map(
      events.flatMap((e): [string, JobResultLine][] =>
        e.type === 'job-result' ? [[e.result.jobId, e.result]] : [],
      ),
    );

    const go = results.get('4100900002');
    expect(go).toMatchObject({
      outcome: 'skipped',
      fit: { skipped: 'fit', missing: ['Go', 'Kubernetes', 'gRPC', 'Protobuf'] },
    });
    expect(go?.reason).toBe(
      `Fit ${go?.fit?.score}%: asks for Go (8 years), Kubernetes, gRPC and Protobuf, which your profile does not list`,
    );
    expect(go?.fit?.score).toBeLessThan(DEFAULT_FIT_SETTINGS.threshold);
    expect(results.get('4100900004')).toMatchObject({ outcome: 'skipped', fit: { skipped: 'fit' } });
    expect(results.get('4100900004')?.reason).toMatch(
      /^Fit \d+%: asks for iOS \(4 years\), Swift \(4 years\), UIKit and Core Data, which your profile does not list$/,
    );
    const clearance = results.get('4100900005');
    expect(clearance).toMatchObject({ outcome: 'skipped', fit: { skipped: 'deal-breaker' } });
    expect(clearance?.reason).toMatch(
      /^Fit \d+%, deal-breaker: requires a security clearance, which your profile does not list$/,
    );

    // The fitting jobs: applied as the catalogue expects, each with its fit line.
    const record = await board.submissions();
    for (const job of jobs.filter((j) => j.expect?.outcome === 'applied')) {
      expect(results.get(job.id)?.outcome, job.id).toBe('applied');
      expect(results.get(job.id)?.fit?.skipped).toBeUndefined();
      expect(results.get(job.id)?.fit?.summary).toMatch(/^Fit \d+%/);
      const submitted = record.submissions.filter((s) => s.jobId === job.id);
      expect(submitted, job.id).toHaveLength(1);
      const { resume: _resume, ...fields } = submitted[0]!.fields;
      expect(fields, job.id).toEqual(job.expect?.answers);
    }
    // Nothing was sent, opened or spent for the skipped ones.
    const skippedIds = ['4100900002', '4100900004', '4100900005'];
    expect(record.submissions.filter((s) => skippedIds.includes(s.jobId))).toEqual([]);
    expect(record.discarded.filter((id) => skippedIds.includes(id))).toEqual([]);
    expect(await user.credits()).toBe(before - 3);
    const history = (await user.history()).map((h) => /\/jobs\/view\/(\d+)\//.exec(h.jobUrl)?.[1]).sort();
    expect(history).toEqual(['4100900001', '4100900003', '4100900006']);

    // The API recorded each skip with its reason, for the history and the statistics (best effort: wait for it).
    const read = async (url: string) =>
      (await fetch(`${api.origin}${url}`, { headers: { cookie: user.cookie } })).json();
    let skips = FitSkipsResponseSchema.parse(await read('/api/fit/skips')).skips;
    for (let i = 0; i < 100 && skips.length < 3; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      skips = FitSkipsResponseSchema.parse(await read('/api/fit/skips')).skips;
    }
    expect(new Map(skips.map((s) => [s.jobId, s.reason]))).toEqual(
      new Map(skippedIds.map((id) => [id, results.get(id)?.reason])),
    );
    const stats = FitStatsResponseSchema.parse(await read('/api/fit/stats'));
    expect(stats.skippedForFit).toBe(2);
    expect(stats.skippedForDealBreaker).toBe(1);
    // Eight skills missing once each: the five listed are among them.
    expect(stats.topMissingSkills).toHaveLength(5);
    for (const { skill, count } of stats.topMissingSkills) {
      expect(['Go', 'Kubernetes', 'gRPC', 'Protobuf', 'iOS', 'Swift', 'UIKit', 'Core Data']).toContain(skill);
      expect(count).toBe(1);
    }
  });
});
