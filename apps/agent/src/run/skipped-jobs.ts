import {
  MESSAGES,
  SKIPPED_JOBS_API,
  type JobResultLine,
  type SkippedJobReportInput,
} from '@applypilot/contracts';

/**
 * A job the agent met and did not apply to is recorded with the API (agent token) so the history can list it with its
 * reason (decision 055): skipped for fit or a deal-breaker (issue 21), a page the engine did not understand with the
 * name of its redacted capture (issue 27; the page itself stays on this computer), a company site not supported yet
 * and a closed posting (issue 30). No credit moves. Best effort: the job is already on the progress events; a failed
 * call is logged and the run goes on.
 */
export function skippedJobReport(result: JobResultLine, jobUrl: string): SkippedJobReportInput | undefined {
  const job = {
    jobId: result.jobId,
    jobUrl,
    jobTitle: result.title.slice(0, 300),
    company: result.company.slice(0, 300),
  };
  const site = {
    ...(result.site ? { site: result.site.slice(0, 60) } : {}),
    ...(result.siteUrl && /^https?:\/\//i.test(result.siteUrl)
      ? { siteUrl: result.siteUrl.slice(0, 2048) }
      : {}),
  };
  const reason = (fallback: string) => (result.reason?.trim() || fallback).slice(0, 1000);
  switch (result.outcome) {
    case 'skipped': {
      const fit = result.fit;
      if (!fit?.skipped) return undefined;
      return {
        ...job,
        kind: fit.skipped,
        score: fit.score,
        reason: fit.summary.slice(0, 1000),
        missingSkills: fit.missing.slice(0, 30),
      };
    }
    case 'not-understood':
      return {
        ...job,
        ...site,
        kind: 'not-understood',
        reason: reason(MESSAGES.pageNotUnderstood),
        ...(result.capture ? { capture: result.capture } : {}),
      };
    case 'site-not-supported':
      return {
        ...job,
        ...site,
        kind: 'site-not-supported',
        reason: reason(MESSAGES.companySiteNotSupported),
      };
    case 'closed':
      return { ...job, ...site, kind: 'closed', reason: reason(MESSAGES.postingClosed) };
    default:
      return undefined;
  }
}

export async function reportSkippedJob(
  apiUrl: string,
  token: string,
  report: SkippedJobReportInput,
): Promise<void> {
  const res = await fetch(new URL(SKIPPED_JOBS_API, apiUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(report),
    signal: AbortSignal.timeout(15000),
  });
  if (!res.ok) throw new Error(`the API answered ${res.status}`);
}
