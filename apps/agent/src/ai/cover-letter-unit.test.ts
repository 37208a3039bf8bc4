import { MESSAGES } from '@applypilot/contracts';
import { DEMO_ORDER, DEMO_RESUME, type TailorResumeResponse } from '@applypilot/resume';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { letterFilename } from '../engine/letter-file';
import type { JobView, ResumeUpload } from '../engine/types';
import type { AiClient, AiResult } from './ai-client';
import { LETTER_TEXT } from './cover-letter-writer';
import { ResumeChooser, tailorSource } from './resume-chooser';
import { ResumeStore, sha256Of } from '../store/resume-store';

const JOB: JobView = {
  jobId: '4100',
  jobUrl: 'http://board/jobs/view/4100/',
  title: 'Engineer',
  company: 'Acme',
  description: 'Go',
};
const ID = '0b7d1c52-5a8e-4a4c-9d1e-3f0a5d6b7c80';
const LETTER = 'Dear Hiring Manager,\n\nI led the checkout migration at Flipkart.\n\nKind regards,\nAsha Rao';
const NO_TAILORING = 'A cover letter is written only with a tailored resume for this job.';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'agent-letter-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A chooser whose AI tailors every job and answers letters from a list, recording what it was asked. */
function setUp(letters: AiResult<string>[], customize = true) {
  const letterRequests: unknown[] = [];
  const tailored: AiResult<TailorResumeResponse> = {
    kind: 'ok',
    value: {
      success: true,
      tailoringId: ID,
      resume: { data: DEMO_RESUME, order: DEMO_ORDER },
      availableJobs: 9,
    },
  };
  const ai = {
    tailorResume: async () => tailored,
    coverLetter: async (request: unknown) => {
      letterRequests.push(request);
      return letters.shift() ?? { kind: 'failed', status: 503, message: 'none scripted' };
    },
  } as unknown as AiClient;
  const log: string[] = [];
  const store = new ResumeStore(dir);
  const chooser = new ResumeChooser({
    ai,
    store,
    base: { file: path.join(dir, 'base.pdf'), sha256: 'b'.repeat(64) },
    filename: 'Asha Rao.pdf',
    customize,
    source: tailorSource({ resumeText: 'Asha Rao, engineer' } as Parameters<typeof tailorSource>[0]),
    profile: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.com' },
    log: (m) => log.push(m),
    tailored: () => undefined,
    credits: () => undefined,
  });
  const upload = async (job = JOB) => (await chooser.resumeFor(job)) as ResumeUpload;
  return { upload, letterRequests, log, store };
}

describe('the cover letter of a tailored job', () => {
  it('is asked once per job with the job, its tailoringId and the same resume, as text or as a kept PDF', async () => {
    const { upload, letterRequests, log, store } = setUp([{ kind: 'ok', value: LETTER }]);
    const letter = (await upload()).coverLetter!;
    expect(await letter.text()).toBe(LETTER);
    const pdf = await letter.pdf();
    expect(await letter.text()).toBe(LETTER);
    expect(letterRequests).toEqual([
      {
        job: { jobId: '4100', jobUrl: JOB.jobUrl, title: 'Engineer', company: 'Acme', description: 'Go' },
        tailoringId: ID,
        resume: { kind: 'text', text: 'Asha Rao, engineer' },
      },
    ]);
    expect(pdf?.name).toBe('Asha Rao - Cover letter.pdf');
    expect(pdf?.mimeType).toBe('application/pdf');
    expect(pdf?.buffer.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf?.sha256).toBe(sha256Of(pdf!.buffer));
    // Kept with the resumes sent, under the name the employer saw.
    expect(await store.read(pdf!.sha256)).toMatchObject({ filename: 'Asha Rao - Cover letter.pdf' });
    expect((await stat(path.join(dir, 'resumes', `${pdf!.sha256}.pdf`))).mode & 0o777).toBe(0o600);
    expect(log).toContain(LETTER_TEXT.written(JOB));
  });

  it('is nothing when the server refuses or fails (the reason logged), and the next job asks again', async () => {
    const { upload, letterRequests, log } = setUp([
      { kind: 'failed', status: 409, message: NO_TAILORING },
      { kind: 'failed', status: 0, message: 'The ApplyPilot server did not answer within 75 seconds.' },
      { kind: 'ok', value: LETTER },
    ]);
    const first = (await upload()).coverLetter!;
    expect(await first.text()).toBeUndefined();
    expect(await first.pdf()).toBeUndefined();
    expect(await (await upload({ ...JOB, jobId: '4200' })).coverLetter!.pdf()).toBeUndefined();
    expect(await (await upload({ ...JOB, jobId: '4300' })).coverLetter!.text()).toBe(LETTER);
    expect(letterRequests).toHaveLength(3);
    expect(log).toContain(LETTER_TEXT.failed(JOB, NO_TAILORING));
  });

  it('stops asking for the run once the server says it has no AI', async () => {
    const { upload, letterRequests, log } = setUp([
      { kind: 'failed', status: 503, message: MESSAGES.aiNotConfigured },
    ]);
    expect(await (await upload()).coverLetter!.text()).toBeUndefined();
    expect(await (await upload({ ...JOB, jobId: '4200' })).coverLetter!.text()).toBeUndefined();
    expect(letterRequests).toHaveLength(1);
    expect(log).toContain(LETTER_TEXT.off(MESSAGES.aiNotConfigured));
  });

  it('is not offered without customise, nor for a job sent with the base resume', async () => {
    expect((await setUp([], false).upload()).coverLetter).toBeUndefined();
  });

  it('is named after the applicant, without characters a file system refuses', () => {
    expect(letterFilename({ firstName: 'Aarav', lastName: 'Sharma' })).toBe(
      'Aarav Sharma - Cover letter.pdf',
    );
    expect(letterFilename({ firstName: 'Zoë', lastName: "O'Neil/../x" })).toBe(
      "Zoë O'Neil .. x - Cover letter.pdf",
    );
    expect(letterFilename({ firstName: ' ', lastName: '' })).toBe('Cover letter.pdf');
  });
});
