import { stat, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoardJson, startBoard, type Board, type CatalogueJob } from './support/board';
import { writeResume } from './support/resume';
import { EngineHarness, referenceInputs } from './support/run-engine';

type Job = CatalogueJob & Record<string, unknown>;

describe('the answer memory and a refused answer (v2-classic)', () => {
  let tmp: string;
  let board: Board;
  let harness: EngineHarness;
  let resumePath: string;
  let jobs: Job[];

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-memory-test-'));
    resumePath = (await writeResume(path.join(tmp, 'resume.pdf'))).path;
    const all = (await readBoardJson<{ jobs: Job[] }>('default.json')).jobs;
    const kubernetes = all.find((j) => j.company === 'Indus Mobility')!;
    const clearance = all.find((j) => j.company === 'Fable Games')!;
    const react = all.find((j) => j.company === 'Meridian Bank Tech')!;
    // The same React question, but the form only takes 0 to 2 years: the truthful 3 is refused.
    const refused = JSON.parse(JSON.stringify(react).replaceAll('"max":99', '"max":2')) as Job;
    jobs = [kubernetes, clearance, { ...refused, id: '4100999001', company: 'Strict Forms Ltd' }];
    const file = path.join(tmp, 'catalogue.json');
    await writeFile(file, JSON.stringify({ jobs }));
    board = await startBoard({ variant: 'v2-classic', catalogue: file });
    harness = await EngineHarness.start();
  });
  afterAll(async () => {
    await harness?.stop();
    await board?.stop();
    await rm(tmp, { recursive: true, force: true });
  });

  it('asks once, then applies with the remembered answers; a refused answer fails with a screenshot', async () => {
    const { profile, search } = await referenceInputs();
    const first = await harness.run({ origin: board.url, profile, search, resumePath });
    expect(first.results.map((r) => [r.company, r.outcome, r.question])).toEqual([
      ['Indus Mobility', 'needs-answer', 'How many years of experience do you have with Kubernetes?'],
      ['Fable Games', 'needs-answer', 'Do you have an active security clearance?'],
      ['Strict Forms Ltd', 'failed', undefined],
    ]);
    expect(first.results[1]).toMatchObject({ kind: 'radio', options: ['Yes', 'No'] });
    const failed = first.results[2]!;
    expect(failed.reason).toBe('The form refused the answers: Enter a whole number between 0 and 2');
    expect((await stat(failed.screenshot!)).size).toBeGreaterThan(1000);
    expect(await board.submissions()).toMatchObject({
      submissions: [],
      discarded: ['4100350761', '4100358680', '4100999001'],
    });

    // The user answers the two questions once (written as the page showed them, with other case and a mark).
    await board.reset();
    const answered = {
      ...profile,
      answers: {
        'how many years of experience do you have with KUBERNETES? *': '1',
        'Do you have an active security clearance?': 'no',
      },
    };
    const second = await harness.run({ origin: board.url, profile: answered, search, resumePath });
    expect(second.results.map((r) => r.outcome)).toEqual(['applied', 'applied', 'failed']);
    const fields = (await board.submissions()).submissions.map((s) => [s.jobId, s.fields]);
    expect(fields).toEqual([
      ['4100350761', expect.objectContaining({ 'years-python': '5', 'years-kubernetes': '1' })],
      ['4100358680', expect.objectContaining({ 'authorized-india': 'Yes', 'security-clearance': 'No' })],
    ]);
  });
});
