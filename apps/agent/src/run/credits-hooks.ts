import {
  APPLICATION_HOLD_INTERVAL_MS,
  ApplicationSiteSchema,
  type ApplicationSite,
} from '@applypilot/contracts';
import { verifyGrant } from '@applypilot/grants';
import type { KeyObject } from 'node:crypto';
import type { Page } from 'playwright-core';
import { readJobPage } from '../linkedin/job-page';
import type { Answer, Question } from '../answers/question';
import { isJobId } from '../linkedin/job-id';
import type {
  ApplyHooks,
  JobRef,
  JobView,
  ResumeUpload,
  RunEnd,
  SiteRef,
  SubmitVerdict,
} from '../engine/types';
import { jobViewUrl } from '../linkedin/job-url';
import type { AgentState, Completion, Reservation } from '../store/agent-state';
import type { Account, CompletionQueue, FlushContext } from './completion-queue';
import type { CreditsClient } from './credits-client';

/** The run's end when the API's answer carries no grant that verifies: nothing is submitted. */
export const UNCONFIRMED_CREDIT_MESSAGE =
  'The ApplyPilot API did not confirm this credit, so nothing was submitted.';

interface Deps {
  credits: CreditsClient;
  state: AgentState;
  queue: CompletionQueue;
  /** The key the API's grants must verify with (grant-key.ts). */
  publicKey: KeyObject;
  apiUrl: string;
  apiToken: string;
  origin: string;
  log: (message: string) => void;
  stopRequested: () => boolean;
  jobStarted: (job: JobRef) => void;
  /** The resume for each job (base or AI-tailored); without it the engine uploads the base resume. */
  resumeFor?: (job: JobView) => Promise<ResumeUpload | { end: RunEnd }>;
  /** The server's AI for a question the profile cannot answer. */
  answerWithAi?: (question: Question, job: JobView) => Promise<Answer>;
  /** Tests shorten it; the API's sweep leaves a reservation held within the hour alone. */
  holdIntervalMs?: number;
}

/**
 * The engine's hooks in the local agent: a credit is reserved (and written to disk with its grant) before Submit, and
 * Submit is pressed only when the API's grant verifies for this job and this reservation. LinkedIn's sent signal
 * queues a `sent`, every other way out a `cancel`; the completion queue carries them to the API.
 */
export class CreditsHooks implements ApplyHooks {
  /** The balance the API last answered. */
  creditsLeft: number | undefined;
  /** This run's account; its `sub` is known once a grant verified. */
  readonly account: Account;

  readonly resumeFor: ApplyHooks['resumeFor'];
  readonly answerWithAi: ApplyHooks['answerWithAi'];
  private holding: NodeJS.Timeout | undefined;

  constructor(private readonly deps: Deps) {
    this.resumeFor = deps.resumeFor;
    this.answerWithAi = deps.answerWithAi;
    this.account = { apiUrl: deps.apiUrl, token: deps.apiToken, sub: null };
  }

  /** How the queue is flushed for this run: its account, its log, its balance. */
  readonly flushContext = (): FlushContext => ({
    account: this.account,
    log: this.deps.log,
    onBalance: (left) => (this.creditsLeft = left),
  });

  jobStarted(job: JobRef): void {
    this.deps.jobStarted(job);
  }

  stopRequested(): boolean {
    return this.deps.stopRequested();
  }

  /** Only the company sites the API knows (every site the engine fills) are named; any other name is left out. */
  private siteFields(site?: SiteRef): { site?: ApplicationSite; siteUrl?: string } {
    const known = ApplicationSiteSchema.safeParse(site?.site);
    return site && known.success ? { site: known.data, siteUrl: site.siteUrl.slice(0, 2048) } : {};
  }

  private jobUrl(jobId: string): string {
    return jobViewUrl(this.deps.origin, jobId);
  }

  async beforeSubmit(job: JobRef, uploaded?: ResumeUpload, site?: SiteRef): Promise<SubmitVerdict> {
    const { state, credits } = this.deps;
    if (!isJobId(job.jobId)) return { go: false, skip: 'The job’s id on the page is not a LinkedIn job id.' };
    const open = state.reservation;
    // Submit again after a throttle notice: the credit is already reserved for this job; its grant must still hold.
    if (open?.jobId === job.jobId) return (await this.confirmed(open)) ? { go: true } : this.unconfirmed();
    if (open) await this.settleLeftover(open);
    const answer = await credits.reserve({
      jobId: job.jobId,
      jobUrl: this.jobUrl(job.jobId),
      jobTitle: job.title,
      company: job.company,
      // What was actually uploaded with this application, so the history can tell (and open) which version went.
      ...(uploaded?.sha256 ? { resumeSha256: uploaded.sha256 } : {}),
      ...(uploaded?.sha256 && uploaded.tailoringId ? { tailoringId: uploaded.tailoringId } : {}),
      // Issue 30: an application on the employer's own site says which site and where.
      ...this.siteFields(site),
    });
    if (answer.kind === 'already-applied') return { go: false, skip: answer.message };
    if (answer.kind === 'refused')
      return { go: false, end: { reason: answer.reason, message: answer.message } };
    this.creditsLeft = answer.creditsLeft;
    const check = verifyGrant(this.deps.publicKey, answer.grant, {
      jobId: job.jobId,
      applicationId: answer.applicationId,
    });
    // On disk before Submit is pressed: a crash from here on is reconciled at the next start, as this account.
    await state.reserve({
      applicationId: answer.applicationId,
      jobId: job.jobId,
      apiUrl: this.deps.apiUrl,
      apiToken: this.deps.apiToken,
      grant: check.ok ? (answer.grant ?? null) : null,
      sub: check.ok ? check.claims.sub : null,
      ...(site ? { site: site.site } : {}),
    });
    if (!check.ok) {
      this.deps.log(`The credit for job ${job.jobId} came without a valid grant (${check.reason}).`);
      // The reservation stays open: the engine discards the form and afterDiscard queues its cancel.
      return this.unconfirmed();
    }
    this.learnAccount(check.claims.sub);
    this.startHolding(answer.applicationId, job.jobId);
    return { go: true };
  }

  private unconfirmed(): SubmitVerdict {
    return { go: false, end: { reason: 'error', message: UNCONFIRMED_CREDIT_MESSAGE } };
  }

  /** The stored grant still verifies, or a hold renews it (an hour-long throttle pause outlives it). */
  private async confirmed(open: Reservation): Promise<boolean> {
    const expected = { jobId: open.jobId, applicationId: open.applicationId };
    if (!open.grant || open.apiToken !== this.deps.apiToken) return false;
    const check = verifyGrant(this.deps.publicKey, open.grant, expected);
    if (check.ok) return true;
    if (check.reason !== 'expired') return false;
    return this.renew(open.applicationId, open.jobId);
  }

  /** One hold call: the sweep leaves the reservation alone, and a renewed grant that verifies is kept. */
  private async renew(applicationId: string, jobId: string): Promise<boolean> {
    const answer = await this.deps.credits.hold(applicationId);
    if (answer.kind !== 'held') {
      this.deps.log(`The ApplyPilot API did not hold the credit for job ${jobId}: ${answer.message}.`);
      return false;
    }
    const check = verifyGrant(this.deps.publicKey, answer.grant, { jobId, applicationId });
    if (!check.ok || !answer.grant) return false;
    await this.deps.state.renewGrant(applicationId, answer.grant);
    return true;
  }

  private startHolding(applicationId: string, jobId: string): void {
    this.stopHolding();
    const every = this.deps.holdIntervalMs ?? APPLICATION_HOLD_INTERVAL_MS;
    this.holding = setInterval(() => {
      if (this.deps.state.reservation?.applicationId !== applicationId) return this.stopHolding();
      void this.renew(applicationId, jobId).catch(() => undefined);
    }, every);
    this.holding.unref();
  }

  private stopHolding(): void {
    clearInterval(this.holding);
    this.holding = undefined;
  }

  /** The run has ended: no more holds. */
  close(): void {
    this.stopHolding();
  }

  private learnAccount(sub: string): void {
    if (this.account.sub !== null) return;
    this.account.sub = sub;
    // Completions of this account waiting on an expired token can go now, with this run's token.
    if (this.deps.queue.size > 0) void this.deps.queue.flush(this.flushContext()).catch(() => undefined);
  }

  private completion(open: Reservation, kind: Completion['kind'], reason: string): Completion {
    const { applicationId, jobId, apiUrl, apiToken, sub } = open;
    return { kind, applicationId, jobId, reason, apiUrl, apiToken, sub, queuedAt: Date.now() };
  }

  async afterSent(job: JobRef): Promise<void> {
    const { state, queue } = this.deps;
    const open = state.reservation;
    if (!open || open.jobId !== job.jobId) return state.add(job.jobId);
    this.stopHolding();
    // Recorded as applied and queued as sent in one write, before the API is called.
    await queue.add(this.completion(open, 'sent', ''), this.flushContext());
  }

  /** Submitted on a company site without its confirmation: the API returns the credit until the user confirms. */
  async afterUnconfirmed(job: JobRef, why: string): Promise<void> {
    const { state, queue } = this.deps;
    const open = state.reservation;
    if (!open || open.jobId !== job.jobId) return state.add(job.jobId);
    this.stopHolding();
    // Recorded as applied (never submitted again) and queued in one write, before the API is called.
    await queue.add(this.completion(open, 'unconfirmed', why || 'not confirmed'), this.flushContext());
  }

  async afterDiscard(job: JobRef, why: string): Promise<void> {
    const open = this.deps.state.reservation;
    if (!open || open.jobId !== job.jobId) return;
    this.stopHolding();
    await this.deps.queue.add(this.completion(open, 'cancel', why || 'discarded'), this.flushContext());
  }

  /** A reservation still open when another job reaches Submit (not expected): settled from the local record. */
  private async settleLeftover(open: Reservation): Promise<void> {
    this.stopHolding();
    const sent = this.deps.state.has(open.jobId);
    const completion = this.completion(
      open,
      sent ? 'sent' : 'cancel',
      'The agent moved on without an answer.',
    );
    await this.deps.queue.add(completion, this.flushContext());
  }

  /**
   * At the start of a run: an open reservation from a crash is sent if the local record or LinkedIn shows the job
   * applied, else cancelled; one for a company site that the record does not show is reported unconfirmed (Submit
   * may have been pressed there, and LinkedIn cannot tell), so it is never submitted again and charged only if the
   * user confirms it. Each is queued with the reservation's own account (its token and `sub`).
   */
  async reconcile(page: Page): Promise<void> {
    const { state, origin, log, queue } = this.deps;
    const open = state.reservation;
    if (!open) return;
    if (open.site && !state.has(open.jobId)) {
      log(`Reconciling the application to job ${open.jobId} on ${open.site} left open: not confirmed.`);
      const why = `The agent stopped before ${open.site} confirmed it.`;
      await queue.add(this.completion(open, 'unconfirmed', why), this.flushContext());
      return;
    }
    const applied =
      state.has(open.jobId) ||
      (isJobId(open.jobId) && (await readJobPage(page, origin, open.jobId)) === 'applied');
    log(`Reconciling the application to job ${open.jobId} left open: ${applied ? 'sent' : 'not sent'}.`);
    const reason = 'The agent stopped before LinkedIn confirmed it.';
    await queue.add(
      this.completion(open, applied ? 'sent' : 'cancel', applied ? '' : reason),
      this.flushContext(),
    );
  }
}
