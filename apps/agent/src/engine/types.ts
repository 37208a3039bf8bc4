import type { AutomationProfile, JobResultLine } from '@applypilot/contracts';
import type { Pace } from './pace';

export interface JobCard {
  jobId: string;
  title: string;
  company: string;
  location: string;
  footer: string;
}

export interface EngineOptions {
  origin: string;
  profile: AutomationProfile;
  resumePath: string;
  pace: Pace;
  /** Where screenshots of failed applications go. */
  screenshotsDir: string;
  /** Progress for people (stderr in the CLI). */
  log: (message: string) => void;
}

/** A job's result, plus what the benchmark measures. */
export interface JobResult extends JobResultLine {
  /** Milliseconds from the click on Easy Apply to the sent signal, for applied jobs. */
  applyMs?: number;
  /** Steps the application went through. */
  steps?: number;
}
