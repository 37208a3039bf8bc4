import { FIT_API, type FitSkipReport, type JobResultLine } from '@applypilot/contracts';

/**
 * Issue 21: a job the fit check skipped is recorded with the API (agent token) so the history can list it with its
 * reason and the statistics can count skips and the most common missing skills. No credit moves. Best effort: the
 * skip is already on the progress events; a failed call is logged and the run goes on.
 */
export function fitSkipReport(result: JobResultLine, jobUrl: string): FitSkipReport | undefined {
  const fit = result.fit;
  if (result.outcome !== 'skipped' || !fit?.skipped) return undefined;
  return {
    jobId: result.jobId,
    jobUrl,
    jobTitle: result.title.slice(0, 300),
    company: result.company.slice(0, 300),
    kind: fit.skipped,
    score: fit.score,
    reason: fit.summary.slice(0, 1000),
    missingSkills: fit.missing.slice(0, 30),
  };
}

export async function reportFitSkip(apiUrl: string, token: string, report: FitSkipReport): Promise<void> {
  const res = await fetch(new URL(FIT_API.skips, apiUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(report),
    signal: AbortSignal.timeout(15000),
  });
  if (!res.ok) throw new Error(`the API answered ${res.status}`);
}
