import { MESSAGES } from '@applypilot/contracts';
import type { Page } from 'playwright-core';
import { capturePage, personalValues } from '../forms/capture';
import type { EngineOptions, JobRef, JobResult, ResumeUpload } from '../engine/types';

/**
 * A LinkedIn page whose shape the engine does not understand (decision 045): no guessing and no clicking around. The
 * job is reported with MESSAGES.pageNotUnderstood and a redacted capture of the page for the support mail; whoever
 * calls this has discarded the application (nothing submitted, nothing spent).
 */
export async function notUnderstoodResult(
  page: Page,
  job: JobRef,
  options: EngineOptions,
  why: string,
  resume?: ResumeUpload,
): Promise<JobResult> {
  options.log(`  ${MESSAGES.pageNotUnderstood}: ${why}.`);
  const capture = await capturePage(page, {
    dir: options.capturesDir,
    jobId: job.jobId,
    why,
    personal: [
      ...personalValues(options.profile, options.resumePath),
      ...(resume && typeof resume.file !== 'string' ? [resume.file.name] : []),
    ],
  });
  return {
    jobId: job.jobId,
    title: job.title,
    company: job.company,
    outcome: 'not-understood',
    reason: MESSAGES.pageNotUnderstood,
    ...(capture ? { capture } : {}),
  };
}

/** After this many such jobs in a row the run stops instead of running through the whole list. */
export const NOT_UNDERSTOOD_IN_A_ROW = 3;
