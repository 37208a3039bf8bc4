import { isJobId } from './job-id';

/**
 * A job's own page, built in this one place (issue 20). The origin is parsed, and the path is resolved against it
 * the way the search URL is (search-url.ts): relative to the origin's path, so `https://www.linkedin.com/` and
 * `https://www.linkedin.com` both give `https://www.linkedin.com/jobs/view/<id>/`, never a double slash, and a
 * LINKEDIN_URL with a path prefix keeps it. The id must be a job id: it goes into the path as it is.
 */
export function jobViewUrl(origin: string, jobId: string): string {
  if (!isJobId(jobId)) throw new Error(`Not a job id: ${JSON.stringify(jobId.slice(0, 80))}`);
  const base = new URL(origin);
  if (!base.pathname.endsWith('/')) base.pathname = `${base.pathname}/`;
  base.search = '';
  base.hash = '';
  return new URL(`jobs/view/${jobId}/`, base).toString();
}
