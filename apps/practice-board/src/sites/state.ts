import type { SiteEnding } from '../catalogue/company-site-schema';

/** What the company-site stand-ins remember in one run (cleared by POST /__board/reset with the rest). */

export type SiteKind = 'greenhouse' | 'lever' | 'ashby';

export interface SiteFile {
  name: string;
  size: number;
  sha256: string;
}

/** The controls an engine must leave alone, and whether it touched them (README "Company sites"). */
export interface SiteTouched {
  /** Keys of consent, marketing and attestation boxes that were ticked, signatures that were typed. */
  consent: string[];
  /** The site's own autofill controls that were pressed or given a file (MyGreenhouse, Apply with LinkedIn, …). */
  autofill: string[];
  /** The visible CAPTCHA: solved by a person's pointer, or clicked by a script (events not from a person). */
  captcha: { required: boolean; solvedByPerson: boolean; scriptedAttempts: number };
  /** The honeypot box was filled. */
  honeypot: boolean;
  /** Greenhouse's emailed security code: not asked, asked and waiting, entered right, or entered wrong. */
  securityCode: 'not-asked' | 'asked' | 'entered' | 'wrong';
}

export type SiteResult = SiteEnding | 'closed';

export interface SiteSubmission {
  /** The catalogue job (LinkedIn's job id) the posting belongs to. */
  jobId: string;
  site: SiteKind;
  /** The page the form was on, e.g. https://job-boards.greenhouse.io/kestrel/jobs/7712340001?gh_src=… */
  url: string;
  submittedAt: string;
  /** What the site did with it: confirmation, toast-only, already-applied, spam. */
  result: SiteEnding;
  /** Every field's final value, keyed by the site's own name (README "Company sites", recorded fields). */
  fields: Record<string, string | string[]>;
  /** Uploaded files by field (resume, cover_letter, …). */
  files: Record<string, SiteFile>;
  touched: SiteTouched;
}

export type SiteActivityKind =
  | 'page'
  | 'api'
  | 'upload'
  | 'parse'
  | 'save'
  | 'typed'
  | 'autofill'
  | 'captcha-scripted'
  | 'captcha-solved'
  | 'submit'
  | 'invalid'
  | 'code-sent'
  | 'code-wrong';

export interface SiteActivity {
  jobId: string;
  site: SiteKind | 'workday' | 'employer-form';
  at: string;
  kind: SiteActivityKind;
  /** The field, the file name, the operation: what it concerns. */
  detail?: string;
}

export interface SiteMail {
  jobId: string;
  to: string;
  subject: string;
  body: string;
  code: string;
  sentAt: string;
}

/** Kinds that are only reads: a page or JSON looked at. Anything else means something reached the site. */
const READS: ReadonlySet<SiteActivityKind> = new Set(['page', 'api']);

export class SitesState {
  submissions: SiteSubmission[] = [];
  activity: SiteActivity[] = [];
  mail: SiteMail[] = [];
  /** Uploads by the key the page got for them. */
  uploads = new Map<string, SiteFile>();
  /** Ashby's server-side form state, saved as each box is filled: form id → job and values. */
  ashbyForms = new Map<
    string,
    { jobId: string; values: Record<string, string | string[]>; files: Record<string, SiteFile> }
  >();
  /** Greenhouse security codes waiting to be typed, by job. */
  pendingCodes = new Map<string, string>();
  private touchedByJob = new Map<string, SiteTouched>();

  reset(): void {
    this.submissions = [];
    this.activity = [];
    this.mail = [];
    this.uploads.clear();
    this.ashbyForms.clear();
    this.pendingCodes.clear();
    this.touchedByJob.clear();
  }

  log(jobId: string, site: SiteActivity['site'], kind: SiteActivityKind, detail?: string): void {
    this.activity.push({ jobId, site, at: new Date().toISOString(), kind, ...(detail ? { detail } : {}) });
  }

  touched(jobId: string): SiteTouched {
    let t = this.touchedByJob.get(jobId);
    if (!t) {
      t = {
        consent: [],
        autofill: [],
        captcha: { required: false, solvedByPerson: false, scriptedAttempts: 0 },
        honeypot: false,
        securityCode: 'not-asked',
      };
      this.touchedByJob.set(jobId, t);
    }
    return t;
  }

  /** Whether anything but a read reached the site for this job (an upload, a saved or typed value, a Submit). */
  reached(jobId: string): boolean {
    return this.activity.some((a) => a.jobId === jobId && !READS.has(a.kind));
  }

  /** The per-job summary GET /__board/submissions gives. */
  summary(): Record<string, { reached: boolean; touched: SiteTouched }> {
    const jobs = new Set(this.activity.map((a) => a.jobId));
    const out: Record<string, { reached: boolean; touched: SiteTouched }> = {};
    for (const jobId of jobs) out[jobId] = { reached: this.reached(jobId), touched: this.touched(jobId) };
    return out;
  }
}
