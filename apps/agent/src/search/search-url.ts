import type { JobSearchSettings } from '@applypilot/contracts';

/** LinkedIn's search filter codes (practice-board.md "Search page", checked Nov 2026). */
export const EXPERIENCE_CODES: Record<JobSearchSettings['experienceLevel'], string | undefined> = {
  Any: undefined,
  Internship: '1',
  'Entry level': '2',
  Associate: '3',
  'Mid-Senior level': '4',
  Director: '5',
};
export const WORK_TYPE_CODES: Record<JobSearchSettings['workType'], string | undefined> = {
  Any: undefined,
  'On-site': '1',
  Remote: '2',
  Hybrid: '3',
};
export const DATE_POSTED_CODES: Record<JobSearchSettings['datePosted'], string | undefined> = {
  'Any time': undefined,
  'Past 24 hours': 'r86400',
  'Past week': 'r604800',
  'Past month': 'r2592000',
};
export const JOBS_PER_PAGE = 25;

/** The job search URL for one result page (page 0 first), newest first, Easy Apply only. */
export function buildSearchUrl(origin: string, settings: JobSearchSettings, page = 0): string {
  // Relative to the origin's path, so a LINKEDIN_URL with a path prefix keeps it.
  const url = new URL('jobs/search/', origin.endsWith('/') ? origin : `${origin}/`);
  const params = url.searchParams;
  params.set('keywords', settings.jobTitle.trim());
  const location = settings.location.trim();
  if (location) params.set('location', location);
  params.set('f_AL', 'true');
  const experience = EXPERIENCE_CODES[settings.experienceLevel];
  if (experience) params.set('f_E', experience);
  const workType = WORK_TYPE_CODES[settings.workType];
  if (workType) params.set('f_WT', workType);
  const posted = DATE_POSTED_CODES[settings.datePosted];
  if (posted) params.set('f_TPR', posted);
  params.set('sortBy', 'DD');
  params.set('start', String(page * JOBS_PER_PAGE));
  return url.toString();
}
