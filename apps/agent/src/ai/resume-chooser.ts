import { MESSAGES, type AgentStartRequest, type AutomationProfile } from '@applypilot/contracts';
import {
  renderResume,
  StructuredResumeSchema,
  type StructuredResume,
  type TailorResumeRequestInput,
} from '@applypilot/resume';
import type { JobView, ResumeUpload, RunEnd } from '../engine/types';
import { aiJob, type AiClient } from './ai-client';
import { CoverLetterWriter } from './cover-letter-writer';
import type { ResumeStore } from '../store/resume-store';
import { accountKey, inputSha256, TailoringCache } from './tailoring-cache';

type TailorSource = TailorResumeRequestInput['resume'];

/** How one job's tailoring ended, for the job-tailored event. */
export interface TailoredReport {
  jobId: string;
  ok: boolean;
  sha256?: string;
  message?: string;
  creditsLeft?: number;
}

export const TAILOR_TEXT = {
  noResume:
    'There is no resume text to tailor: set a resume from the builder, or upload a PDF with selectable text.',
  notRendered: 'The tailored resume could not be made into a PDF.',
  skipping: (why: string) => `AI tailoring is off for the rest of this run: ${why}`,
  /** The window's line when one job's tailoring failed: the API's own words (decision 040), then what goes instead. */
  failed: (job: JobView, why: string) =>
    `AI tailoring failed for ${job.title} at ${job.company}: ${why} Your resume goes as it is.`,
  tailored: (job: JobView) => `Resume tailored with AI for ${job.title} at ${job.company}.`,
  reused: (job: JobView) =>
    `Resume tailored with AI for ${job.title} at ${job.company} (this computer's copy from the last 24 hours: no credits).`,
} as const;

/**
 * What the server is sent to tailor: the builder's structure when the start request has one that parses, else the
 * resume's text, else nothing (and why, for the log).
 */
export function tailorSource(request: AgentStartRequest): TailorSource | { none: string } {
  const structured = StructuredResumeSchema.safeParse(request.resumeStructured);
  if (request.resumeStructured !== undefined && structured.success)
    return { kind: 'structured', ...structured.data };
  const text = request.resumeText?.trim();
  if (text) return { kind: 'text', text };
  return { none: TAILOR_TEXT.noResume };
}

interface Deps {
  ai: AiClient;
  store: ResumeStore;
  /** The base resume's file (uploaded when not tailoring, or when a tailoring fails) and its SHA-256. */
  base: ResumeUpload & { file: string; sha256: string };
  /** The file name the employer sees (the user's own, also for a tailored PDF). */
  filename: string;
  customize: boolean;
  source: TailorSource | { none: string };
  /** The applicant's name for the cover letter (its heading and its file name); the email scopes reuse. */
  profile: Pick<AutomationProfile, 'firstName' | 'lastName' | 'email'>;
  /** The agent's own copy of recent tailorings; by default `tailorings.json` beside the resume store. */
  cache?: TailoringCache;
  log: (message: string) => void;
  tailored: (report: TailoredReport) => void;
  credits: (left: number) => void;
}

/**
 * Picks the resume for each job (decision 027). Without customise: the base resume. With it: the server tailors the
 * resume for the job's title, company and description (5 credits), the agent renders it with packages/resume (the
 * builder's renderer), keeps it by SHA-256 and uploads that; any failure is reported and the base resume goes
 * instead, so the application still goes on. A 401 ends the run, as for every other API call.
 *
 * Issue 17: a tailoring this computer was given for the same job and input resume within 24 hours is used again
 * without calling the server (no credits); and a tailored job's upload carries its cover-letter source, which asks
 * the server for a letter only if the form has a cover-letter field.
 */
export class ResumeChooser {
  /** Set once the server said tailoring cannot work this run (no AI, too few credits): no more calls. */
  private off: string | null = null;
  private readonly cache: TailoringCache;
  /** Shared by every job's letter: set when the server has no AI for letters. */
  private readonly letters = { off: null as string | null };

  constructor(private readonly deps: Deps) {
    this.cache = deps.cache ?? new TailoringCache(deps.store.dataDir);
    if (deps.customize && 'none' in deps.source) deps.log(TAILOR_TEXT.skipping(deps.source.none));
  }

  async resumeFor(job: JobView): Promise<ResumeUpload | { end: RunEnd }> {
    const { deps } = this;
    if (!deps.customize) return deps.base;
    const source = deps.source;
    if ('none' in source) return this.fallBack(job, source.none);
    const key = {
      account: accountKey(deps.profile.email),
      jobId: job.jobId,
      inputSha256: inputSha256(source),
    };
    const kept = await this.cache.get(key).catch(() => undefined);
    if (kept) return this.upload(job, source, kept.resume, kept.tailoringId, undefined, true);
    if (this.off) return this.fallBack(job, this.off);
    const answer = await deps.ai.tailorResume({
      job: aiJob(job),
      resume: source,
    });
    if (answer.kind === 'failed') {
      if (answer.status === 401) return { end: { reason: 'error', message: answer.message } };
      // Neither comes right during a run: say so once and stop asking (and paying for the attempt).
      if (answer.status === 402 || (answer.status === 503 && answer.message === MESSAGES.aiNotConfigured)) {
        this.off = answer.message;
        deps.log(TAILOR_TEXT.skipping(answer.message));
      } else deps.log(TAILOR_TEXT.failed(job, answer.message));
      return this.fallBack(job, answer.message);
    }
    deps.credits(answer.value.availableJobs);
    const { resume, tailoringId, availableJobs } = answer.value;
    await this.cache
      .put(key, tailoringId, resume)
      .catch((error: unknown) => deps.log(`The tailored resume was not kept for reuse: ${String(error)}`));
    return this.upload(job, source, resume, tailoringId, availableJobs, false);
  }

  /** Renders the tailored resume, keeps the PDF, reports the job tailored, and hands the engine its upload. */
  private async upload(
    job: JobView,
    source: TailorSource,
    resume: StructuredResume,
    tailoringId: string,
    creditsLeft: number | undefined,
    reused: boolean,
  ): Promise<ResumeUpload> {
    const { deps } = this;
    let bytes: Uint8Array;
    try {
      bytes = renderResume(resume.data, resume.order, resume.config);
    } catch (error) {
      deps.log(`The tailored resume for ${job.jobId} did not render: ${String(error)}`);
      return this.fallBack(job, TAILOR_TEXT.notRendered, creditsLeft);
    }
    const sha256 = await deps.store.save(bytes, deps.filename);
    deps.tailored({
      jobId: job.jobId,
      ok: true,
      sha256,
      ...(creditsLeft !== undefined ? { creditsLeft } : {}),
    });
    deps.log(reused ? TAILOR_TEXT.reused(job) : TAILOR_TEXT.tailored(job));
    const letter = new CoverLetterWriter(
      {
        ai: deps.ai,
        store: deps.store,
        resume: source,
        profile: deps.profile,
        ...(resume.config ? { config: resume.config } : {}),
        log: deps.log,
        run: this.letters,
      },
      job,
      tailoringId,
    );
    return {
      file: { name: deps.filename, mimeType: 'application/pdf', buffer: Buffer.from(bytes) },
      sha256,
      tailoringId,
      coverLetter: letter,
    };
  }

  private fallBack(job: JobView, message: string, creditsLeft?: number): ResumeUpload {
    this.deps.tailored({
      jobId: job.jobId,
      ok: false,
      message,
      ...(creditsLeft !== undefined ? { creditsLeft } : {}),
    });
    return this.deps.base;
  }
}
