import type { AutomationProfileInput, JobSearchSettingsInput } from '@applypilot/contracts';

/** One job description of the labelled set, with what the reference job seeker would want done with it. */
export interface LabelledJob {
  id: string;
  title: string;
  location: string;
  description: string;
  label: 'skip' | 'apply';
  /** Why a person with the reference profile would (not) apply: the label's reason, for review. */
  why: string;
  /** Changes to the reference profile for this job (relocation, languages). */
  profile?: Partial<AutomationProfileInput>;
  /** Changes to the reference search (its job title: a user who searches for "Engineering Manager"). */
  search?: Partial<JobSearchSettingsInput>;
}
