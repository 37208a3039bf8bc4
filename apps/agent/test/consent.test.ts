import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../src/answers/question';
import { startBoard, VARIANTS, type Board, type CatalogueJob } from './support/board';
import { checkRun } from './support/expectations';
import { writeResume } from './support/resume';
import { EngineHarness, referenceInputs } from './support/run-engine';

/**
 * Issue 17, part 3 on the practice board: consents go to the needs-answer queue unless the answer memory holds that
 * exact question; a pure accuracy declaration is ticked only with the user's setting; "how did you hear" is LinkedIn;
 * a referral question never is. What the board recorded is what an employer would have received.
 */
const CATALOGUE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'consent.json');
const COMBINED =
  'I certify that the information I have provided is true and complete, and I consent to a background check and drug test.';
const SHARING =
  'I certify that my answers are accurate and I agree to share my data with third-party recruiters.';
const DECLARATION =
  'I hereby declare that the details furnished above are true and correct to the best of my knowledge.';
const REFERRAL = 'How did you hear about us? (Referral name required)';
const MARKETING =
  'Yes, I would like to receive marketing emails and job alerts from Nimbus and its partners.';
const JOB = {
  combined: '4200000001',
  sharing: '4200000002',
  declaration: '4200000003',
  referral: '4200000004',
  heard: '4200000005',
  marketing: '4200000006',
  letter: '4200000007',
};
const CONTACT = {
  email: 'aarav.sharma@example.com',
  phoneCountryCode: 'India (+91)',
  phoneNumber: '9876543210',
};

describe.each(VARIANTS)('consents, declarations and referrals on the practice board (%s)', (variant) => {
  let tmp: string;
  let board: Board;
  let harness: EngineHarness;
  let resume: { path: string; sha256: string; size: number; name: string };
  let jobs: CatalogueJob[];

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-consent-test-'));
    resume = {
      ...(await writeResume(path.join(tmp, 'aarav-sharma-resume.pdf'))),
      name: 'aarav-sharma-resume.pdf',
    };
    jobs = (JSON.parse(await readFile(CATALOGUE, 'utf8')) as { jobs: CatalogueJob[] }).jobs;
    board = await startBoard({ variant, catalogue: CATALOGUE });
    harness = await EngineHarness.start();
  });
  afterAll(async () => {
    await harness?.stop();
    await board?.stop();
    await rm(tmp, { recursive: true, force: true });
  });

  it('with the setting off and nothing remembered: every consent, the declaration and the referral are asked', async () => {
    const { profile, search } = await referenceInputs();
    const aiAsked: Question[] = [];
    const { results } = await harness.run({
      origin: board.url,
      profile: { ...profile, tickAccuracyDeclarations: false, answers: {} },
      search,
      resumePath: resume.path,
      aiAsked,
    });
    const record = await board.submissions();
    // The catalogue's own expectations: needs-answer with the question as the page shows it, nothing submitted.
    checkRun(jobs, results, record, resume);
    expect(results.map((r) => [r.jobId, r.outcome, r.question])).toEqual([
      [JOB.combined, 'needs-answer', 'Declaration'],
      [JOB.sharing, 'needs-answer', SHARING],
      [JOB.declaration, 'needs-answer', DECLARATION],
      [JOB.referral, 'needs-answer', REFERRAL],
      [JOB.heard, 'applied', undefined],
      [JOB.marketing, 'needs-answer', 'Marketing preferences'],
      [JOB.letter, 'applied', undefined],
    ]);
    expect(results.find((r) => r.jobId === JOB.combined)).toMatchObject({
      kind: 'checkbox',
      options: [COMBINED],
    });
    // "How did you hear" is LinkedIn (the option that names it, or the word); the optional referrer and marketing
    // box stay empty; with customise off the optional cover letter stays empty and nothing is uploaded for it.
    expect(record.submissions.map((s) => [s.jobId, s.fields, s.coverLetterFile])).toEqual([
      [
        JOB.heard,
        {
          ...CONTACT,
          resume: resume.name,
          'heard-select': 'LinkedIn Jobs',
          'heard-text': 'LinkedIn',
          'referrer-optional': '',
          'marketing-optional': [],
        },
        null,
      ],
      [JOB.letter, { ...CONTACT, resume: resume.name, 'cover-letter': '' }, null],
    ]);
    // None of these questions went to the server's AI (the hook stands in for it and records).
    expect(aiAsked).toEqual([]);
  });

  it('answers what the memory holds for the exact question, and ticks the pure declaration with the setting on', async () => {
    await board.reset();
    const { profile, search } = await referenceInputs();
    const { results } = await harness.run({
      origin: board.url,
      profile: {
        ...profile,
        tickAccuracyDeclarations: true,
        answers: {
          // As the needs-answer queue stores them: the question, and the option picked or the text typed.
          Declaration: COMBINED,
          [`${SHARING} *`]: 'I agree',
          [REFERRAL]: 'Priya Nair',
          // Not the option itself: "Marketing preferences" on another form may mean another consent.
          'Marketing preferences': 'Yes',
        },
      },
      search,
      resumePath: resume.path,
    });
    expect(results.map((r) => [r.jobId, r.outcome])).toEqual([
      [JOB.combined, 'applied'],
      [JOB.sharing, 'applied'],
      [JOB.declaration, 'applied'],
      [JOB.referral, 'applied'],
      [JOB.heard, 'applied'],
      [JOB.marketing, 'needs-answer'],
      [JOB.letter, 'applied'],
    ]);
    const fields = new Map((await board.submissions()).submissions.map((s) => [s.jobId, s.fields]));
    expect(fields.get(JOB.combined)).toMatchObject({ 'certify-consent': [COMBINED] });
    expect(fields.get(JOB.sharing)).toMatchObject({ 'share-data': ['I agree'] });
    expect(fields.get(JOB.declaration)).toMatchObject({ declaration: ['I agree'] });
    expect(fields.get(JOB.referral)).toMatchObject({ referral: 'Priya Nair' });
    expect(fields.get(JOB.heard)).toMatchObject({ 'marketing-optional': [], 'heard-text': 'LinkedIn' });
    expect(fields.has(JOB.marketing)).toBe(false);
    expect(results.find((r) => r.jobId === JOB.marketing)).toMatchObject({
      question: 'Marketing preferences',
      options: [MARKETING],
    });
  });
});
