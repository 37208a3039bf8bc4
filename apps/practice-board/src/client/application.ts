import type { Member, Step } from '../catalogue/schema';
import type { PageJob } from '../shared/bootstrap';
import type { Field, Store } from './fields';

export const STEP_TITLES: Record<Step['kind'], string> = {
  contact: 'Contact info',
  address: 'Home address',
  resume: 'Resume',
  experience: 'Work experience',
  questions: 'Additional Questions',
  voluntary: 'Voluntary self identification',
  review: 'Review your application',
};

export function stepTitle(step: Step): string {
  return step.title ?? STEP_TITLES[step.kind];
}

export interface ResumeChoice {
  name: string;
  uploadId: string | null;
  note: string;
}

/** What one application remembers between steps (resumes and uploads live outside the field store). */
export interface Application {
  job: PageJob;
  member: Member;
  store: Store;
  resumes: ResumeChoice[];
  selectedResume: number;
  coverLetter: { name: string; uploadId: string } | null;
  pendingUpload: Promise<void> | null;
  followCompany: boolean;
}

/** One rendered page of the flow: its fields, and the resume check when the page asks for one. */
export interface RenderedStep {
  el: HTMLElement;
  fields: Field[];
  /** Extra checks beyond fields (the resume); returns an error message or null. */
  checkResume: (() => string | null) | null;
  showResumeError: (message: string | null) => void;
}

export type UploadKind = 'resume' | 'cover';
export type OnUpload = (file: File, kind: UploadKind) => void;
