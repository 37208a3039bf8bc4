import { MESSAGES, type AiAnswer, type AutomationProfile } from '@applypilot/contracts';
import { DEMO_ORDER, DEMO_RESUME, type TailorResumeResponse } from '@applypilot/resume';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../answers/question';
import type { JobView } from '../engine/types';
import { AiAnswerer, shortQuestion } from './ai-answers';
import type { AiClient, AiResult } from './ai-client';
import { ResumeChooser, TAILOR_TEXT, tailorSource, type TailoredReport } from './resume-chooser';
import { ResumeStore } from '../store/resume-store';

const JOB: JobView = {
  jobId: '1',
  jobUrl: 'http://board/jobs/view/1/',
  title: 'Engineer',
  company: 'Acme',
  description: 'Go',
};
const PROFILE = { skills: { Go: 3 }, answers: {} } as unknown as AutomationProfile;

/** An AiClient that answers from a list and records what it was asked (the wire is tested in ai.test.ts). */
function stubAi(answers: AiResult<AiAnswer>[], tailorings: AiResult<TailorResumeResponse>[] = []) {
  const asked: unknown[] = [];
  const ai = {
    answerQuestion: async (request: unknown) => {
      asked.push(request);
      return answers.shift() ?? { kind: 'ok', value: { status: 'unknown' } };
    },
    tailorResume: async (request: unknown) => {
      asked.push(request);
      return tailorings.shift() ?? { kind: 'failed', status: 503, message: 'none scripted' };
    },
  } as unknown as AiClient;
  return { ai, asked };
}

const question = (over: Partial<Question> = {}): Question => ({
  kind: 'radio',
  label: 'Do you have experience with Golang?',
  required: true,
  options: ['Select an option', 'Yes', 'No'],
  ...over,
});
const answered = (value: string): AiResult<AiAnswer> => ({
  kind: 'ok',
  value: { status: 'answered', value, facts: [{ path: 'skills.Go', value: '3' }] },
});

describe('AiAnswerer', () => {
  it('takes a grounded answer that names one of the options, as written there, and logs one line', async () => {
    const log: string[] = [];
    const { ai, asked } = stubAi([answered('yes')]);
    const answerer = new AiAnswerer({ ai, profile: PROFILE, log: (m) => log.push(m) });
    expect(await answerer.answer(question(), JOB)).toEqual({ kind: 'choice', option: 'Yes' });
    expect(asked[0]).toMatchObject({ kind: 'radio', options: ['Yes', 'No'], job: { jobId: '1' } });
    expect(log).toEqual(["Answered 'Do you have experience with Golang?' from your profile: yes"]);
  });

  it('refuses a value that is not an option, and unknown', async () => {
    const { ai } = stubAi([answered('Maybe'), { kind: 'ok', value: { status: 'unknown' } }]);
    const answerer = new AiAnswerer({ ai, profile: PROFILE, log: () => undefined });
    expect(await answerer.answer(question(), JOB)).toEqual({ kind: 'unknown' });
    expect(await answerer.answer(question(), JOB)).toEqual({ kind: 'unknown' });
  });

  it('types a free answer, and stops asking for the run once the server says AI is not configured', async () => {
    const { ai, asked } = stubAi([
      answered('3'),
      { kind: 'failed', status: 503, message: MESSAGES.aiNotConfigured },
    ]);
    const answerer = new AiAnswerer({ ai, profile: PROFILE, log: () => undefined });
    const numeric = question({ kind: 'numeric', options: [], label: 'Years of Golang?' });
    expect(await answerer.answer(numeric, JOB)).toEqual({ kind: 'text', value: '3' });
    expect(await answerer.answer(numeric, JOB)).toEqual({ kind: 'unknown' });
    expect(await answerer.answer(numeric, JOB)).toEqual({ kind: 'unknown' });
    expect(asked).toHaveLength(2);
  });

  it('shortens a question for the log on a word', () => {
    expect(shortQuestion('How many years of work experience do you have with Kotlin?')).toBe(
      'How many years of work experience do you…',
    );
    expect(shortQuestion('Short?')).toBe('Short?');
  });
});

describe('ResumeChooser', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-chooser-'));
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  const chooser = (ai: AiClient, source: Parameters<typeof tailorSource>[0]) => {
    const reports: TailoredReport[] = [];
    const log: string[] = [];
    const base = { file: path.join(tmp, 'base.pdf'), sha256: 'b'.repeat(64) };
    const made = new ResumeChooser({
      ai,
      store: new ResumeStore(tmp),
      base,
      filename: 'cv.pdf',
      customize: true,
      source: tailorSource(source),
      profile: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.com' },
      log: (m) => log.push(m),
      tailored: (r) => reports.push(r),
      credits: () => undefined,
    });
    return { made, reports, log, base };
  };
  const request = (extra: object) => extra as Parameters<typeof tailorSource>[0];

  it('prefers the builder structure, else the text, else nothing (said once)', () => {
    expect(
      tailorSource(request({ resumeStructured: { data: DEMO_RESUME, order: DEMO_ORDER } })),
    ).toMatchObject({
      kind: 'structured',
    });
    expect(tailorSource(request({ resumeStructured: { nope: 1 }, resumeText: ' cv ' }))).toEqual({
      kind: 'text',
      text: 'cv',
    });
    expect(tailorSource(request({ resumeText: '  ' }))).toEqual({ none: TAILOR_TEXT.noResume });
  });

  it('without a resume to tailor: the base resume for every job, each reported, nothing asked', async () => {
    const { ai, asked } = stubAi([]);
    const { made, reports, log, base } = chooser(ai, request({}));
    expect(await made.resumeFor(JOB)).toBe(base);
    expect(await made.resumeFor({ ...JOB, jobId: '2' })).toBe(base);
    expect(asked).toHaveLength(0);
    expect(reports).toEqual([
      { jobId: '1', ok: false, message: TAILOR_TEXT.noResume },
      { jobId: '2', ok: false, message: TAILOR_TEXT.noResume },
    ]);
    expect(log).toEqual([TAILOR_TEXT.skipping(TAILOR_TEXT.noResume)]);
  });

  it('too few credits: asked once, then the base resume without asking again', async () => {
    const refusal = MESSAGES.notEnoughCreditsToCustomize(3);
    const { ai, asked } = stubAi([], [{ kind: 'failed', status: 402, message: refusal }]);
    const { made, reports, base } = chooser(ai, request({ resumeText: 'Asha Rao, engineer' }));
    expect(await made.resumeFor(JOB)).toBe(base);
    expect(await made.resumeFor({ ...JOB, jobId: '2' })).toBe(base);
    expect(asked).toHaveLength(1);
    expect(reports.map((r) => r.message)).toEqual([refusal, refusal]);
  });

  it('an expired agent token ends the run', async () => {
    const { ai } = stubAi([], [{ kind: 'failed', status: 401, message: MESSAGES.agentTokenExpired }]);
    const { made } = chooser(ai, request({ resumeText: 'Asha Rao, engineer' }));
    expect(await made.resumeFor(JOB)).toEqual({
      end: { reason: 'error', message: MESSAGES.agentTokenExpired },
    });
  });
});
