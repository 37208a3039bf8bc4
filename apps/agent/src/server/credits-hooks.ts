import type { Page } from 'playwright-core';
import { readJobPage } from '../browser/search-page';
import type { Answer, Question } from '../answers/question';
import type { ApplyHooks, JobCard, JobView, ResumeUpload, RunEnd, SubmitVerdict } from '../engine/types';
import type { AgentState } from './agent-state';
import type { CreditsClient } from './credits-client';

interface Deps {
  credits: CreditsClient;
  state: AgentState;
  apiUrl: string;
  origin: string;
  log: (message: string) => void;
  stopRequested: () => boolean;
  jobStarted: (job: JobCard) => void;
  /** The resume for each job (base or AI-tailored); without it the engine uploads the base resume. */
  resumeFor?: (job: JobView) => Promise<ResumeUpload | { end: RunEnd }>;
  /** The server's AI for a question the profile cannot answer. */
  answerWithAi?: (question: Question, job: JobView) => Promise<Answer>;
}

/**
 * The engine's hooks in the local agent: a credit is reserved (and written to disk) before Submit, marked sent after
 * LinkedIn's sent signal, and given back on every other way out.
 */
export class CreditsHooks implements ApplyHooks {
  /** The balance the API last answered. */
  creditsLeft: number | undefined;

  readonly resumeFor: ApplyHooks['resumeFor'];
  readonly answerWithAi: ApplyHooks['answerWithAi'];

  constructor(private readonly deps: Deps) {
    this.resumeFor = deps.resumeFor;
    this.answerWithAi = deps.answerWithAi;
  }

  jobStarted(job: JobCard): void {
    this.deps.jobStarted(job);
  }

  stopRequested(): boolean {
    return this.deps.stopRequested();
  }

  private jobUrl(jobId: string): string {
    return `${this.deps.origin}/jobs/view/${jobId}/`;
  }

  async beforeSubmit(job: JobCard, uploaded?: ResumeUpload): Promise<SubmitVerdict> {
    const { state, credits } = this.deps;
    // Submit again after a throttle notice: the credit is already reserved for this job.
    if (state.reservation?.jobId === job.jobId) return { go: true };
    const answer = await credits.reserve({
      jobId: job.jobId,
      jobUrl: this.jobUrl(job.jobId),
      jobTitle: job.title,
      company: job.company,
      // What was actually uploaded with this application, so the history can tell (and open) which version went.
      ...(uploaded?.sha256 ? { resumeSha256: uploaded.sha256 } : {}),
      ...(uploaded?.sha256 && uploaded.tailoringId ? { tailoringId: uploaded.tailoringId } : {}),
    });
    if (answer.kind === 'already-applied') return { go: false, skip: answer.message };
    if (answer.kind === 'refused')
      return { go: false, end: { reason: answer.reason, message: answer.message } };
    this.creditsLeft = answer.creditsLeft;
    // On disk before Submit is pressed: a crash from here on is reconciled at the next start.
    await state.reserve({ applicationId: answer.applicationId, jobId: job.jobId, apiUrl: this.deps.apiUrl });
    return { go: true };
  }

  async afterSent(job: JobCard): Promise<void> {
    const { state } = this.deps;
    const open = state.reservation;
    // Recorded as applied first (the reservation stays open): a crash before the API call is reconciled as sent.
    await state.add(job.jobId);
    if (!open || open.jobId !== job.jobId) return;
    await this.complete('sent', open.applicationId);
  }

  async afterDiscard(job: JobCard, why: string): Promise<void> {
    const open = this.deps.state.reservation;
    if (!open || open.jobId !== job.jobId) return;
    await this.complete('cancel', open.applicationId, why);
  }

  /** Tells the API, then closes the reservation; an API failure is logged and the reservation kept for next start. */
  private async complete(what: 'sent' | 'cancel', applicationId: string, why = ''): Promise<void> {
    const { credits, state, log } = this.deps;
    try {
      const left =
        what === 'sent'
          ? await credits.sent(applicationId)
          : await credits.cancel(applicationId, why || 'discarded');
      if (left !== undefined) this.creditsLeft = left;
      await state.clearReservation();
    } catch (error) {
      log(`The API did not take the ${what} call (${String(error)}); the agent retries at its next start.`);
    }
  }

  /** At the start of a run: an open reservation from a crash is sent if LinkedIn shows the job applied, else cancelled. */
  async reconcile(page: Page): Promise<void> {
    const { state, origin, log } = this.deps;
    const open = state.reservation;
    if (!open) return;
    const applied = state.has(open.jobId) || (await readJobPage(page, origin, open.jobId)) === 'applied';
    log(`Reconciling the application to job ${open.jobId} left open: ${applied ? 'sent' : 'not sent'}.`);
    if (applied) {
      await state.add(open.jobId);
      await this.complete('sent', open.applicationId);
    } else
      await this.complete('cancel', open.applicationId, 'The agent stopped before LinkedIn confirmed it.');
  }
}
