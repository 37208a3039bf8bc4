import type {
  AutomationProfile,
  FitOpinionResponse,
  FitSettings,
  FitVerdict,
  JobResultLine,
  RunEndReason,
} from '@applypilot/contracts';
import type { Answer, Question } from '../answers/question';
import type { Pace } from './pace';

/** A job as the run knows it before its application opens, whatever site lists it. */
export interface JobRef {
  jobId: string;
  title: string;
  company: string;
  location: string;
}

export interface EngineOptions {
  origin: string;
  profile: AutomationProfile;
  resumePath: string;
  pace: Pace;
  /** Where screenshots of failed applications go. */
  screenshotsDir: string;
  /** Where redacted captures of pages the engine did not understand go (issue 27). */
  capturesDir: string;
  /** Progress for people (stderr in the CLI). */
  log: (message: string) => void;
  /** The local agent's credits and stop button; the CLI runs without them. */
  hooks?: ApplyHooks;
  /** Issue 21: check each job's fit before Easy Apply (absent: no check). */
  fit?: FitOptions;
}

/** Why the run must end now (credits refused, the user pressed Stop, the API cannot be used). */
export interface RunEnd {
  reason: RunEndReason;
  message: string;
  /** The job whose open application this end threw away (Stop before Submit, a limit at Submit). */
  job?: { title: string; company: string };
}

/** The job as its page shows it once opened (what AI tailoring and AI answers are told about the job). */
export interface JobView {
  jobId: string;
  jobUrl: string;
  title: string;
  company: string;
  description: string;
}

/**
 * The PDF to upload for one job: the base resume's file, or a tailored PDF given as bytes under the file name the
 * employer sees. `sha256` and `tailoringId` go on the credit reservation, so the history knows what was sent.
 */
export interface ResumeUpload {
  file: string | PdfFile;
  sha256?: string;
  tailoringId?: string;
  /**
   * This job's AI cover letter, written on first use when the form has a cover-letter field (issue 17): only with
   * customise on and after this job's tailoring succeeded (the letter comes within the tailoring's credits).
   */
  coverLetter?: CoverLetterSource;
}

/** A PDF uploaded from memory under the file name the employer sees. */
export interface PdfFile {
  name: string;
  mimeType: 'application/pdf';
  buffer: Buffer;
}

/** A job's cover letter: asked of the server once, whichever of the two the form wants first. */
export interface CoverLetterSource {
  /** The letter's text, or undefined when the server could not write it (the reason is already logged). */
  text(): Promise<string | undefined>;
  /** The same letter as a PDF (kept in the resume store), or undefined. */
  pdf(): Promise<(PdfFile & { sha256: string }) | undefined>;
}

/** Where an application goes when it is not Easy Apply: the company site's name and the address it was filled at. */
export interface SiteRef {
  site: string;
  siteUrl: string;
}

/** What Submit may go ahead with: the API reserved a credit, or it refused (skip this job, or end the run). */
export type SubmitVerdict = { go: true } | { go: false; skip: string } | { go: false; end: RunEnd };

export interface ApplyHooks {
  /**
   * Called just before Submit is pressed (again after a throttle notice); may refuse. `uploaded` is the resume this
   * application uploaded, when it uploaded one.
   */
  beforeSubmit(job: JobRef, uploaded?: ResumeUpload, site?: SiteRef): Promise<SubmitVerdict>;
  /** LinkedIn showed its sent signal, or the company site its own confirmation. */
  afterSent(job: JobRef): Promise<void>;
  /**
   * Submit was pressed on a company site and its own confirmation never came (a toast, a changed address, silence):
   * never submitted again; the credit is returned until the user confirms in the history that it arrived.
   */
  afterUnconfirmed?(job: JobRef, why: string): Promise<void>;
  /** The application ended without being sent (discard, failure, stop, error). */
  afterDiscard(job: JobRef, why: string): Promise<void>;
  /** The engine opens this job (after the record and card checks). */
  jobStarted?(job: JobRef): void;
  /** The user asked to stop: checked before every step and every job. */
  stopRequested(): boolean;
  /**
   * The resume for this job, chosen once the job's page is read and before Easy Apply is pressed (a tailored PDF
   * when the run customises). `end` ends the run (the API refused the agent's token).
   */
  resumeFor?(job: JobView): Promise<ResumeUpload | { end: RunEnd }>;
  /**
   * A required question neither the profile nor the answer memory can answer: an answer grounded in the profile
   * (asked of the server's AI), or unknown.
   */
  answerWithAi?(question: Question, job: JobView): Promise<Answer>;
}

/** The engine's record of applied jobs (a file of its own in the CLI, the agent's state file in the server). */
export interface JobRecord {
  has(jobId: string): boolean;
  add(jobId: string): Promise<void>;
}

/** A job's result, plus what the benchmark measures. */
export interface JobResult extends JobResultLine {
  /** Milliseconds from the click on Easy Apply to the sent signal, for applied jobs. */
  applyMs?: number;
  /** Steps the application went through. */
  steps?: number;
  /** Set when this job ends the run (not reported as a job result). */
  end?: RunEnd;
}

/** How the run checks each job's fit (engine/fit-gate.ts; decision 044). */
export interface FitOptions {
  settings: FitSettings;
  /** The active resume's plain text: technologies it names count as offered. */
  resumeText?: string;
  /**
   * The server AI's second opinion on a job near the threshold (item 4), or undefined when it cannot be had (no AI
   * on the server, a failure, the limit): the check's own verdict then stands.
   */
  secondOpinion?: (
    view: JobView,
    verdict: FitVerdict,
  ) => Promise<Omit<FitOpinionResponse, 'success'> | undefined>;
}
