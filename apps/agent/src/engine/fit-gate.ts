import type { AutomationProfile, FitSettings, FitVerdict, JobSearchSettings } from '@applypilot/contracts';
import { checkFit, profileFacts, type ProfileFacts } from '../fit';
import type { JobView } from './types';

/**
 * The job fit check's place in a run (issue 21): after the job's page is read and before Easy Apply is pressed (and
 * before any tailoring), so a job the user would not want spends no credit, no AI call and no daily or monthly limit.
 * The profile and resume are read once per run.
 */
export interface FitOptions {
  settings: FitSettings;
  /** The active resume's plain text: technologies it names count as offered. */
  resumeText?: string;
}

export class FitGate {
  private facts: ProfileFacts | undefined;

  constructor(
    private readonly options: FitOptions,
    private readonly profile: AutomationProfile,
    private readonly search: JobSearchSettings,
  ) {}

  check(view: JobView, location: string): FitVerdict {
    this.facts ??= profileFacts(this.profile, this.options.resumeText);
    return checkFit({
      job: { title: view.title, description: view.description, location },
      profile: this.profile,
      search: this.search,
      settings: this.options.settings,
      facts: this.facts,
    });
  }
}
