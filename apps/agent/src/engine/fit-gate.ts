import type { AutomationProfile, FitVerdict, JobSearchSettings } from '@applypilot/contracts';
import { checkFit, profileFacts, type ProfileFacts } from '../fit';
import { nearThreshold, refined } from './fit-refine';
import type { FitOptions, JobView } from './types';

/**
 * The job fit check's place in a run (issue 21): after the job's page is read and before Easy Apply is pressed (and
 * before any tailoring), so a job the user would not want spends no credit, no AI call and no daily or monthly limit.
 * The profile and resume are read once per run.
 */
export class FitGate {
  private facts: ProfileFacts | undefined;

  constructor(
    private readonly options: FitOptions,
    private readonly profile: AutomationProfile,
    private readonly search: JobSearchSettings,
  ) {}

  async check(view: JobView, location: string): Promise<FitVerdict> {
    this.facts ??= profileFacts(this.profile, this.options.resumeText);
    const verdict = checkFit({
      job: { title: view.title, description: view.description, location },
      profile: this.profile,
      search: this.search,
      settings: this.options.settings,
      facts: this.facts,
    });
    if (!this.options.secondOpinion || !nearThreshold(verdict, this.options.settings)) return verdict;
    const opinion = await this.options.secondOpinion(view, verdict).catch(() => undefined);
    return opinion ? refined(verdict, opinion) : verdict;
  }
}
