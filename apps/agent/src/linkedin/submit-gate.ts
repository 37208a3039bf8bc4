import type { Page } from 'playwright-core';
import { discardApplication } from './dialogs';
import type { EngineOptions, JobResult, ResumeUpload } from '../engine/types';
import type { JobCard } from './job-card';

type Gate = { page: Page; job: JobCard; options: EngineOptions };

function result(job: JobCard, outcome: JobResult['outcome'], extra: Partial<JobResult>): JobResult {
  return { jobId: job.jobId, title: job.title, company: job.company, outcome, ...extra };
}

/** Stop ends the run after the current step; Submit waits for the credit. Either refusal discards the application. */
export async function beforeClick(
  flow: Gate,
  submits: boolean,
  uploaded?: ResumeUpload,
): Promise<JobResult | undefined> {
  const hooks = flow.options.hooks;
  if (!hooks) return undefined;
  let refusal: JobResult | undefined;
  if (hooks.stopRequested())
    refusal = result(flow.job, 'failed', { end: { reason: 'stopped', message: 'Stopped.' } });
  else if (submits) {
    const verdict = await hooks.beforeSubmit(flow.job, uploaded);
    if (!verdict.go && 'skip' in verdict)
      refusal = result(flow.job, 'skipped-already-applied', { reason: verdict.skip });
    else if (!verdict.go)
      refusal = result(flow.job, 'failed', { reason: verdict.end.message, end: verdict.end });
  }
  if (refusal) await discardApplication(flow.page).catch(() => false);
  return refusal;
}
