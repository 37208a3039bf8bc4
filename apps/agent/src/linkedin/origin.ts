/** LINKEDIN_URL is not a usable origin (the command line answers it with exit code 2, the agent's window says it). */
export class LinkedInUrlError extends Error {}

/**
 * LinkedIn's origin for this run: https://www.linkedin.com, or LINKEDIN_URL (a practice board on this machine, for
 * practice, tests and benchmarks).
 */
export function linkedinOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.LINKEDIN_URL || 'https://www.linkedin.com';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new LinkedInUrlError(`LINKEDIN_URL is not a valid URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new LinkedInUrlError('LINKEDIN_URL must be http or https.');
  return url.toString();
}
