import {
  AutomationProfileSchema,
  JobSearchSettingsSchema,
  type AutomationProfile,
  type FitSettings,
  type FitVerdict,
  type JobSearchSettings,
} from '@applypilot/contracts';
import { readFileSync } from 'node:fs';
import { checkFit } from '../../src/fit';
import { LABELLED_JOBS, type LabelledJob } from './labelled-set';

/** The reference profile of the practice board: the labelled set's job seeker. */
export function referenceProfile(): AutomationProfile {
  const file = new URL('../../../practice-board/catalogue/reference-profile.json', import.meta.url);
  return AutomationProfileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The reference search of the practice board ("Software Engineer" in India): what the job seeker looks for. */
export function referenceSearch(): JobSearchSettings {
  const file = new URL('../../../practice-board/catalogue/reference-search.json', import.meta.url);
  return JobSearchSettingsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

export interface Scored {
  job: LabelledJob;
  verdict: FitVerdict;
  skip: boolean;
}

export interface Agreement {
  scored: Scored[];
  precision: number;
  recall: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

/** Scores every labelled job at the given settings and measures the check's "skip" against the labels. */
export function scoreSet(settings: FitSettings, jobs: LabelledJob[] = LABELLED_JOBS): Agreement {
  const base = referenceProfile();
  const baseSearch = referenceSearch();
  const scored = jobs.map((job) => {
    const profile = AutomationProfileSchema.parse({ ...base, ...job.profile });
    const search = JobSearchSettingsSchema.parse({ ...baseSearch, ...job.search });
    const verdict = checkFit({
      job: { title: job.title, description: job.description, location: job.location },
      profile,
      search,
      settings,
    });
    return { job, verdict, skip: verdict.skipped !== undefined };
  });
  const tp = scored.filter((s) => s.skip && s.job.label === 'skip').length;
  const fp = scored.filter((s) => s.skip && s.job.label === 'apply').length;
  const fn = scored.filter((s) => !s.skip && s.job.label === 'skip').length;
  return {
    scored,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
  };
}
