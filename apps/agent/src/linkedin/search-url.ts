import {
  LINKEDIN_DATE_POSTED_CODES,
  LINKEDIN_EXPERIENCE_CODES,
  LINKEDIN_WORK_TYPE_CODES,
  type JobSearchSettings,
} from '@applypilot/contracts';

export const JOBS_PER_PAGE = 25;

/**
 * The job search URL for one result page (page 0 first), newest first; Easy Apply only unless the user also applies on
 * company sites (issue 30), when jobs that send the user to the employer's site are listed too.
 */
export function buildSearchUrl(origin: string, settings: JobSearchSettings, page = 0): string {
  // Relative to the origin's path, so a LINKEDIN_URL with a path prefix keeps it.
  const url = new URL('jobs/search/', origin.endsWith('/') ? origin : `${origin}/`);
  const params = url.searchParams;
  params.set('keywords', settings.jobTitle.trim());
  const location = settings.location.trim();
  if (location) params.set('location', location);
  if (!settings.companySites) params.set('f_AL', 'true');
  const experience = LINKEDIN_EXPERIENCE_CODES[settings.experienceLevel];
  if (experience) params.set('f_E', experience);
  const workType = LINKEDIN_WORK_TYPE_CODES[settings.workType];
  if (workType) params.set('f_WT', workType);
  const posted = LINKEDIN_DATE_POSTED_CODES[settings.datePosted];
  if (posted) params.set('f_TPR', posted);
  params.set('sortBy', 'DD');
  params.set('start', String(page * JOBS_PER_PAGE));
  return url.toString();
}
