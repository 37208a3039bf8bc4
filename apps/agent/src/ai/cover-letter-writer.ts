import { MESSAGES, type AutomationProfile } from '@applypilot/contracts';
import type { ResumeConfig, TailorResumeRequestInput } from '@applypilot/resume';
import { letterPdf } from '../engine/letter-file';
import type { CoverLetterSource, JobView, PdfFile } from '../engine/types';
import { aiJob, type AiClient } from './ai-client';
import type { ResumeStore } from '../store/resume-store';

export const LETTER_TEXT = {
  written: (job: JobView) => `Cover letter written with AI for ${job.title} at ${job.company}.`,
  failed: (job: JobView, why: string) => `No AI cover letter for ${job.title} at ${job.company}: ${why}`,
  notRendered: 'The cover letter could not be made into a PDF.',
  off: (why: string) => `AI cover letters are off for the rest of this run: ${why}`,
} as const;

interface Deps {
  ai: AiClient;
  store: ResumeStore;
  /** The same resume the job's tailoring was made from (the server checks the letter against it). */
  resume: TailorResumeRequestInput['resume'];
  profile: Pick<AutomationProfile, 'firstName' | 'lastName'>;
  /** The tailored resume's layout, so the letter uses the resume's fonts. */
  config?: ResumeConfig;
  log: (message: string) => void;
  /** Shared by the run's letters: once the server says it has no AI, no more letters are asked for. */
  run: { off: string | null };
}

/**
 * One job's cover letter (issue 17, part 4): asked of POST /api/ai/cover-letter with the job's tailoringId the first
 * time the form wants it (a text field or an upload), then kept for the rest of this application, so a job costs
 * at most one request. Any failure (409 no tailoring, 422 unfaithful, 429, 503, a time-out) is logged and answered
 * with undefined: the engine then leaves an optional field empty and falls back on a required one.
 */
export class CoverLetterWriter implements CoverLetterSource {
  private asked: Promise<string | undefined> | undefined;
  private rendered: Promise<(PdfFile & { sha256: string }) | undefined> | undefined;

  constructor(
    private readonly deps: Deps,
    private readonly job: JobView,
    private readonly tailoringId: string,
  ) {}

  text(): Promise<string | undefined> {
    this.asked ??= this.ask();
    return this.asked;
  }

  pdf(): Promise<(PdfFile & { sha256: string }) | undefined> {
    this.rendered ??= this.render();
    return this.rendered;
  }

  private async ask(): Promise<string | undefined> {
    const { ai, log, run } = this.deps;
    if (run.off) return undefined;
    const answer = await ai.coverLetter({
      job: aiJob(this.job),
      tailoringId: this.tailoringId,
      resume: this.deps.resume,
    });
    if (answer.kind === 'failed') {
      // A server without AI cannot come right during the run: say so once and stop asking.
      if (answer.status === 503 && answer.message === MESSAGES.aiNotConfigured) {
        run.off = answer.message;
        log(LETTER_TEXT.off(answer.message));
      } else log(LETTER_TEXT.failed(this.job, answer.message));
      return undefined;
    }
    log(LETTER_TEXT.written(this.job));
    return answer.value;
  }

  private async render(): Promise<(PdfFile & { sha256: string }) | undefined> {
    const letter = await this.text();
    if (letter === undefined) return undefined;
    try {
      const file = letterPdf(letter, this.deps.profile, this.deps.config);
      // Kept with the resumes sent (by SHA-256, 0600), so what went to the employer can be opened again.
      const sha256 = await this.deps.store.save(file.buffer, file.name);
      return { ...file, sha256 };
    } catch (error) {
      this.deps.log(`${LETTER_TEXT.failed(this.job, LETTER_TEXT.notRendered)} (${String(error)})`);
      return undefined;
    }
  }
}
