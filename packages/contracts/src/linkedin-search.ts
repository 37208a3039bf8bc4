import type { JobSearchSettings } from './automation-profile';

/**
 * LinkedIn's job search filter codes for the setup screen's options (checked against linkedin.com's search URLs,
 * November 2026), kept once: the dashboard's jobUrl below and the agent's paged search (apps/agent/src/linkedin/
 * search-url.ts) both read them.
 */
export const LINKEDIN_EXPERIENCE_CODES: Record<JobSearchSettings['experienceLevel'], string | undefined> = {
  Any: undefined,
  Internship: '1',
  'Entry level': '2',
  Associate: '3',
  'Mid-Senior level': '4',
  Director: '5',
};
export const LINKEDIN_WORK_TYPE_CODES: Record<JobSearchSettings['workType'], string | undefined> = {
  Any: undefined,
  'On-site': '1',
  Remote: '2',
  Hybrid: '3',
};
export const LINKEDIN_DATE_POSTED_CODES: Record<JobSearchSettings['datePosted'], string | undefined> = {
  'Any time': undefined,
  'Past 24 hours': 'r86400',
  'Past week': 'r604800',
  'Past month': 'r2592000',
};

export const LINKEDIN_JOB_SEARCH_URL = 'https://www.linkedin.com/jobs/search/';

/**
 * The START_AUTOMATION payload's jobUrl (document 2, section 5): keywords from the trimmed title, the Easy Apply
 * filter, the trimmed location when present, then the experience, work type and date posted filters (decision in
 * spec/README: they are search filters). Paging and sort order are the agent's business. With "Also apply on company
 * sites" on (issue 30, `companySites`) the Easy Apply filter is left out: the jobs that send people to the employer's
 * own site are wanted too.
 */
export function linkedinSearchUrl(settings: JobSearchSettings): string {
  const url = new URL(LINKEDIN_JOB_SEARCH_URL);
  const params = url.searchParams;
  params.set('keywords', settings.jobTitle.trim());
  if (!settings.companySites) params.set('f_AL', 'true');
  const location = settings.location.trim();
  if (location) params.set('location', location);
  const experience = LINKEDIN_EXPERIENCE_CODES[settings.experienceLevel];
  if (experience) params.set('f_E', experience);
  const workType = LINKEDIN_WORK_TYPE_CODES[settings.workType];
  if (workType) params.set('f_WT', workType);
  const posted = LINKEDIN_DATE_POSTED_CODES[settings.datePosted];
  if (posted) params.set('f_TPR', posted);
  return url.toString();
}
