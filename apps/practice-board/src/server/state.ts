import type { Catalogue, Job, Limits } from '../catalogue/schema';
import type { FileInfo } from '../shared/bootstrap';
import type { Variant } from '../shared/variants';
import { SitesState } from '../sites/state';

export interface BoardConfig {
  variant: Variant;
  seed: number;
  delays: boolean;
  limits: Limits;
}

export interface Submission {
  jobId: string;
  variant: Variant;
  submittedAt: string;
  fields: Record<string, string | string[]>;
  file: FileInfo | null;
  /** The uploaded cover letter (name, size, SHA-256), so a test checks the very letter sent. */
  coverLetterFile: FileInfo | null;
  followCompany: boolean;
}

/** Everything one run of the board remembers; POST /__board/reset empties it. */
export class BoardState {
  submissions: Submission[] = [];
  discarded: string[] = [];
  saved: string[] = [];
  appliedNow = new Set<string>();
  throttledJobs = new Set<string>();
  throttledOnOpen = new Set<string>();
  throttleAfterUsed = false;
  submitErrorsShown = new Map<string, number>();
  uploads = new Map<string, FileInfo>();
  /** The company-site stand-ins' submissions, activity and mail (decision 053). */
  sites = new SitesState();
  /** The sites listener's port and hosts once it listens (GET /__board/sites). */
  sitesInfo: { port: number; hosts: string[]; chromeArgs: string[]; certificate: string } | null = null;

  constructor(
    public catalogue: Catalogue,
    public config: BoardConfig,
  ) {}

  reset(): void {
    this.submissions = [];
    this.discarded = [];
    this.saved = [];
    this.appliedNow.clear();
    this.throttledJobs.clear();
    this.throttledOnOpen.clear();
    this.throttleAfterUsed = false;
    this.submitErrorsShown.clear();
    this.uploads.clear();
    this.sites.reset();
  }

  job(id: string): Job | undefined {
    return this.catalogue.jobs.find((job) => job.id === id);
  }

  isApplied(job: Job): boolean {
    return job.apply === 'applied' || this.appliedNow.has(job.id);
  }

  dailyLimitReached(): boolean {
    const after = this.config.limits.dailyLimitAfter;
    return after !== undefined && this.submissions.length >= after;
  }

  /** The notice in place of the form: the first press of Easy Apply on a job that asks for it. */
  takeThrottleOnOpen(job: Job): boolean {
    if (!job.events.throttleOnOpen || this.throttledOnOpen.has(job.id)) return false;
    this.throttledOnOpen.add(job.id);
    return true;
  }

  /** The throttle shows once per job that asks for it, and once after `throttleAfter` applications. */
  /** True while this job's Submit should still fail with LinkedIn's generic error (its `submitErrors` event). */
  takeSubmitError(job: Job): boolean {
    const shown = this.submitErrorsShown.get(job.id) ?? 0;
    if (shown >= (job.events.submitErrors ?? 0)) return false;
    this.submitErrorsShown.set(job.id, shown + 1);
    return true;
  }

  takeThrottle(job: Job): boolean {
    if (job.events.throttle && !this.throttledJobs.has(job.id)) {
      this.throttledJobs.add(job.id);
      return true;
    }
    const after = this.config.limits.throttleAfter;
    if (after !== undefined && !this.throttleAfterUsed && this.submissions.length >= after) {
      this.throttleAfterUsed = true;
      return true;
    }
    return false;
  }
}
