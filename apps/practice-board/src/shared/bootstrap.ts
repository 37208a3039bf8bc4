import type { Job, Member } from '../catalogue/schema';
import type { Variant } from './variants';

/** A job as the page sees it: the catalogue entry without the test's expectations, plus run-time state. */
export type PageJob = Omit<Job, 'expect' | 'companySite'> & {
  appliedNow: boolean;
  /**
   * Where "Apply on company website" sends the user (a new tab): the company site's address with LinkedIn's markers
   * (decision 053), or the board's own careers page for an external job without one; null for Easy Apply.
   */
  siteUrl: string | null;
};

/** What the server embeds in every board page (`<script id="board-data" type="application/json">`). */
export interface Bootstrap {
  variant: Variant;
  seed: number;
  delays: boolean;
  member: Member;
  page: 'search' | 'view';
  jobs: PageJob[];
  total: number;
  start: number;
  pageSize: number;
  query: Record<string, string>;
  currentJobId: string | null;
  /** Opened by /jobs/view/<id>/apply/: start the apply flow at once. */
  autoApply: boolean;
}

export interface FileInfo {
  name: string;
  size: number;
  sha256: string;
}

export interface UploadAnswer extends FileInfo {
  uploadId: string;
}

export type ApplyAction =
  'open' | 'premium' | 'security-check' | 'daily-limit' | 'throttled' | 'applied' | 'not-easy-apply';

export interface SubmitBody {
  jobId: string;
  fields: Record<string, string | string[]>;
  uploadId: string | null;
  /** The uploaded cover letter, when one was (its name is also in `fields.coverLetter`). */
  coverLetterUploadId?: string | null;
  followCompany: boolean;
}

export type SubmitAnswer =
  | { status: 'sent' }
  | { status: 'throttled' }
  | { status: 'daily-limit' }
  | { status: 'rejected'; message: string };
