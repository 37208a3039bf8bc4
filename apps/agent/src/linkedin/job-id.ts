/**
 * What a job id read from the page may look like before it goes into a URL, a CSS selector or a file name (LinkedIn's
 * are digits; the practice board's too). Anything else is a page the agent does not trust: the job is skipped.
 */
export const JOB_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isJobId(value: unknown): boolean {
  return typeof value === 'string' && JOB_ID_PATTERN.test(value);
}

/** A refused id as a job result may show it: never empty, never a valid id, at most 80 plain characters. */
export function shownJobId(value: string): string {
  return `invalid:${value.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 72)}`;
}
