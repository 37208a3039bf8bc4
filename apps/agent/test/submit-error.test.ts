import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyHooks } from '../src/engine/types';
import { readBoardJson, startBoard, type Board, type CatalogueJob } from './support/board';
import { writeResume } from './support/resume';
import { EngineHarness, referenceInputs } from './support/run-engine';

type Job = CatalogueJob & Record<string, unknown>;

/**
 * An error after Submit is read, not guessed (issue 29, item 6): LinkedIn answers Submit with "Something went wrong.
 * Please try again."; the engine says the page's words, waits, presses Submit once more, and when the error stays
 * discards the job with those words, counting nothing as sent. In the older markup (an alert) and in 2026's (a red
 * paragraph with no role).
 */
describe.each(['v2-classic', 'v5-sdui'] as const)('an error after Submit (%s)', (variant) => {
  let tmp: string;
  let board: Board;
  let harness: EngineHarness;
  let resumePath: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-submit-error-'));
    resumePath = (await writeResume(path.join(tmp, 'resume.pdf'))).path;
    const all = (await readBoardJson<{ jobs: Job[] }>('default.json')).jobs;
    const simple = all.find((j) => j.expect?.outcome === 'applied' && !j.events)!;
    const once = { ...simple, id: '4100777001', company: 'Once Ltd', events: { submitErrors: 1 } };
    const always = { ...simple, id: '4100777002', company: 'Always Ltd', events: { submitErrors: 9 } };
    const file = path.join(tmp, 'catalogue.json');
    await writeFile(file, JSON.stringify({ jobs: [once, always] }));
    board = await startBoard({ variant, catalogue: file });
    harness = await EngineHarness.start();
  });
  afterAll(async () => {
    await harness?.stop();
    await board?.stop();
    await rm(tmp, { recursive: true, force: true });
  });

  it('presses Submit once more after the error, and discards with the page’s words when it stays', async () => {
    const { profile, search } = await referenceInputs();
    const sent: string[] = [];
    const discarded: [string, string][] = [];
    const hooks: ApplyHooks = {
      beforeSubmit: async () => ({ go: true }),
      afterSent: async (job) => void sent.push(job.jobId),
      afterDiscard: async (job, why) => void discarded.push([job.jobId, why]),
      stopRequested: () => false,
    };
    const { results, log } = await harness.run({ origin: board.url, profile, search, resumePath, hooks });
    expect(results.map((r) => [r.company, r.outcome, r.reason])).toEqual([
      ['Once Ltd', 'applied', undefined],
      [
        'Always Ltd',
        'failed',
        'LinkedIn did not send the application: "Something went wrong. Please try again."',
      ],
    ]);
    expect(log).toContain(
      '  LinkedIn answered Submit with "Something went wrong. Please try again.": pressing Submit once more',
    );
    expect(sent).toEqual(['4100777001']);
    expect(discarded.map(([id]) => id)).toEqual(['4100777002']);
    const record = await board.submissions();
    expect(record.submissions.map((s) => s.jobId)).toEqual(['4100777001']);
    expect(record.discarded).toEqual(['4100777002']);
  });
});
