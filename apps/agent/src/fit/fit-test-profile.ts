import {
  AutomationProfileSchema,
  DEFAULT_FIT_SETTINGS,
  type AutomationProfileInput,
  type FitVerdict,
  type JobSearchSettings,
} from '@applypilot/contracts';
import { checkFit } from './check';

/**
 * The fit check's tests' job seeker: five years; Python, JavaScript, React, PostgreSQL and AWS; authorised in India
 * only and needing sponsorship elsewhere; searching for "Software Engineer" roles.
 */
export const TEST_PROFILE: AutomationProfileInput = {
  firstName: 'Aarav',
  lastName: 'Sharma',
  email: 'aarav@example.com',
  phone: '9876543210',
  totalYearsOfExperience: 5,
  skills: { Python: 5, JS: 4, React: 3, Postgres: 4, AWS: 2 },
  workAuthorization: { authorizedCountries: ['India'], requiresSponsorship: true },
  willingToRelocate: true,
  expectedCTC: '18',
  languages: { English: 'Professional', Hindi: 'Native or bilingual' },
};

export interface FitCase {
  title: string;
  description: string;
  location?: string;
  profile?: Partial<AutomationProfileInput>;
  search?: Partial<Pick<JobSearchSettings, 'jobTitle' | 'experienceLevel' | 'workType'>>;
}

/** The verdict at the default settings for the test profile searching for "Software Engineer". */
export function verdictFor(job: FitCase): FitVerdict {
  return checkFit({
    job: { title: job.title, description: job.description, location: job.location ?? '' },
    profile: AutomationProfileSchema.parse({ ...TEST_PROFILE, ...job.profile }),
    search: { jobTitle: 'Software Engineer', ...job.search },
    settings: DEFAULT_FIT_SETTINGS,
  });
}
