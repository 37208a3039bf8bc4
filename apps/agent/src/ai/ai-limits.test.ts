import { AI_LIMIT_MESSAGES, AI_RESUME_TEXT_MAX_CHARS, CUSTOMIZE_CREDIT_COST } from '@applypilot/contracts';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../engine/types';
import { AiClient } from './ai-client';
import { ResumeChooser, TAILOR_TEXT, type TailoredReport } from './resume-chooser';
import { ResumeStore } from '../store/resume-store';
import { startApi, type ApiProcess } from '../test-support/api-process';

/**
 * Decision 040 on the agent's side, against the real API as a process: the longest text resume the schema takes is
 * tailored (no 413 on the way), and one character more falls back to the base resume with the API's own words in the
 * job's report (the live panel's line) and in the agent's window.
 */
const NAME = 'Asha Rao';
const HEAD = `${NAME}\nExperience: Flipkart, Software Engineer II, Jul 2022 - Present\n`;
const FROM_TEXT = {
  personal: [{ name: NAME }],
  experience: [{ company: 'Flipkart', title: 'Software Engineer II', duration: 'Jul 2022 - Present' }],
};
/** A posting longer than the API takes: the agent cuts it to AI_JOB_DESCRIPTION_MAX_CHARS rather than fail. */
const JOB: JobView = {
  jobId: '4100216138',
  jobUrl: 'http://board/jobs/view/4100216138/',
  title: 'Backend Engineer',
  company: 'Razorline',
  description: 'Payments platform work. '.repeat(2000),
};

let tmp: string;
let gemini: FakeGemini;
let api: ApiProcess;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-ai-limits-'));
  gemini = await startFakeGemini();
  gemini.respond(() => ({ kind: 'text', text: JSON.stringify(FROM_TEXT) }));
  api = await startApi({ GEMINI_API_KEY: 'fake-gemini-key', GEMINI_API_URL: gemini.url });
});

afterAll(async () => {
  await Promise.all([api?.stop(), gemini?.close()]);
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function tailorText(text: string, name: string) {
  const user = await api.user();
  // The trial's 5 credits pay for no tailored application (6 credits, decision 050): a pack first.
  const before = await user.buyCredits();
  const reports: TailoredReport[] = [];
  const log: string[] = [];
  const base = { file: path.join(tmp, 'base.pdf'), sha256: 'b'.repeat(64) };
  const chooser = new ResumeChooser({
    ai: new AiClient(api.origin, user.agentToken),
    store: new ResumeStore(path.join(tmp, name)),
    base,
    filename: 'Asha Rao.pdf',
    customize: true,
    source: { kind: 'text', text },
    profile: { firstName: 'Asha', lastName: 'Rao', email: user.email },
    log: (m) => log.push(m),
    tailored: (r) => reports.push(r),
    credits: () => undefined,
  });
  const upload = await chooser.resumeFor(JOB);
  return { upload, base, reports, log, before };
}

const filler = (chars: number) =>
  HEAD + 'Built reliable services. '.repeat(9000).slice(0, chars - HEAD.length);

describe('AI request size (decision 040)', () => {
  it('tailors the longest text resume the API takes, with a posting cut to the length it takes', async () => {
    const { upload, base, reports, before } = await tailorText(filler(AI_RESUME_TEXT_MAX_CHARS), 'longest');
    expect(upload).not.toBe(base);
    expect(reports).toEqual([
      expect.objectContaining({
        jobId: JOB.jobId,
        ok: true,
        creditsLeft: before - CUSTOMIZE_CREDIT_COST,
      }),
    ]);
  });

  it('one character more: the base resume goes, and the panel and the window say why in the API words', async () => {
    const { upload, base, reports, log } = await tailorText(filler(AI_RESUME_TEXT_MAX_CHARS + 1), 'over');
    expect(upload).toBe(base);
    expect(reports).toEqual([{ jobId: JOB.jobId, ok: false, message: AI_LIMIT_MESSAGES.resumeTextTooLong }]);
    expect(log).toEqual([TAILOR_TEXT.failed(JOB, AI_LIMIT_MESSAGES.resumeTextTooLong)]);
    expect(log[0]).toBe(
      'AI tailoring failed for Backend Engineer at Razorline: The resume text is too long for AI tailoring: at most 200,000 characters. Your resume goes as it is.',
    );
  });
});
