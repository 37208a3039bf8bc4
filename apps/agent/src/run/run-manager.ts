import { randomUUID, type KeyObject } from 'node:crypto';
import path from 'node:path';
import {
  MESSAGES,
  type AgentEvent,
  type AgentStartRequest,
  type AgentStatus,
  type RunEndReason,
} from '@applypilot/contracts';
import { launchChrome } from '../browser/launch';
import { isJobId } from '../linkedin/job-id';
import { HUMAN_PACE, NO_DELAYS, type Pace } from '../engine/pace';
import { runApply } from '../linkedin/run';
import type { JobResult, RunEnd } from '../engine/types';
import { jobViewUrl } from '../linkedin/job-url';
import type { AgentState } from '../store/agent-state';
import type { Say } from './window-notes';
import { AiAnswerer } from '../ai/ai-answers';
import { AiClient } from '../ai/ai-client';
import type { CompletionQueue, FlushContext } from './completion-queue';
import { CreditsHooks } from './credits-hooks';
import { CreditsClient } from './credits-client';
import { ResumeChooser, tailorSource } from '../ai/resume-chooser';
import { fitSecondOpinion } from '../ai/fit-opinion';
import { reportSkippedJob, skippedJobReport } from './skipped-jobs';
import { ResumeStore } from '../store/resume-store';
import { writePrivateFile } from '../store/secure-files';

export interface RunnerConfig {
  version: string;
  dataDir: string;
  profileDir: string;
  origin: string;
  headless: boolean;
  pace: Pace | 'human' | 'none';
  log: (message: string) => void;
  /** The key every reservation grant must verify with before Submit (grant-key.ts). */
  grantPublicKey: KeyObject;
  /** The agent's window: each job's outcome and the run's start and end, said in words (issue 19). */
  say?: Say;
}

/** A data URI or bare base64 PDF, as the setup screen stores it. */
function resumeBytes(base64: string): Buffer {
  return Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
}

/**
 * One run at a time: starts the engine for a start request, keeps the run's events (replayed to a progress stream
 * opened mid-run) and passes each new one to the streams listening.
 */
export class RunManager {
  private state: AgentStatus['state'] = 'idle';
  private runId: string | null = null;
  private events: AgentEvent[] = [];
  private applied = 0;
  private processed = 0;
  private stopping = false;
  private readonly listeners = new Set<(event: AgentEvent) => void>();
  /** How the completion queue is flushed now: as the running run's account, or (between runs) with no account. */
  private flushContext: () => FlushContext;
  /** Settles when the current run has ended (tests and shutdown wait for it). */
  done: Promise<void> = Promise.resolve();

  constructor(
    private readonly config: RunnerConfig,
    private readonly agentState: AgentState,
    private readonly queue: CompletionQueue,
  ) {
    this.flushContext = this.idleContext;
  }

  private readonly idleContext = (): FlushContext => ({ log: this.config.log });

  /** Flushes the completion queue as whoever is running now (the timer and serve's start call this). */
  flushCompletions(): Promise<void> {
    return this.queue.flush(this.flushContext());
  }

  /** For the queue's timer: the context of the moment. */
  readonly currentFlushContext = (): FlushContext => this.flushContext();

  status(): AgentStatus {
    const { state, runId, applied, processed } = this;
    return { version: this.config.version, state, runId, applied, processed };
  }

  /** The current run's events so far, then every new one, until `unsubscribe`. */
  subscribe(listener: (event: AgentEvent) => void): () => void {
    for (const event of this.events) listener(event);
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: AgentEvent): void {
    this.events.push(event);
    for (const listener of this.listeners) listener(event);
  }

  /** The run id, or null when a run is already going. */
  start(request: AgentStartRequest): string | null {
    if (this.state !== 'idle') return null;
    const runId = randomUUID();
    Object.assign(this, { state: 'running', runId, events: [], applied: 0, processed: 0, stopping: false });
    this.emit({ type: 'run-started', runId, at: Date.now() });
    this.config.say?.({ kind: 'run-started' });
    this.done = this.run(runId, request).catch((error: unknown) => {
      this.finish(runId, { reason: 'error', message: `The run stopped on an error: ${String(error)}` });
    });
    return runId;
  }

  stop(): boolean {
    if (this.state !== 'running') return false;
    this.stopping = true;
    this.state = 'stopping';
    this.emit({ type: 'log', runId: this.runId ?? '', message: `${MESSAGES.runStopping}.` });
    return true;
  }

  private finish(runId: string, end: RunEnd): void {
    if (this.runId !== runId || this.state === 'idle') return;
    const { applied, processed } = this;
    this.emit({ type: 'run-ended', runId, reason: end.reason, message: end.message, applied, processed });
    this.config.say?.({
      kind: 'run-ended',
      reason: end.reason,
      message: end.message,
      applied,
      processed,
      ...(end.job ? { job: end.job } : {}),
    });
    this.state = 'idle';
  }

  private async run(runId: string, request: AgentStartRequest): Promise<void> {
    const { config } = this;
    const log = (message: string) => {
      config.log(message);
      this.emit({ type: 'log', runId, message });
    };
    const filename = safeName(request.resume.filename);
    const baseBytes = resumeBytes(request.resume.base64);
    const resumePath = path.join(config.dataDir, 'resume', filename);
    await writePrivateFile(resumePath, baseBytes);
    // The base resume is kept by SHA-256 too: the history opens whichever version an application sent.
    const baseSha = await new ResumeStore(config.dataDir).save(baseBytes, filename);
    const credits = new CreditsClient(request.apiUrl, request.apiToken);
    const ai = new AiClient(request.apiUrl, request.apiToken);
    const chooser = new ResumeChooser({
      ai,
      store: new ResumeStore(config.dataDir),
      base: { file: resumePath, sha256: baseSha },
      filename,
      customize: request.customize,
      source: tailorSource(request),
      profile: request.profile,
      log,
      tailored: (report) => this.emit({ type: 'job-tailored', runId, ...report }),
      credits: (left) => (hooks.creditsLeft = left),
    });
    const answerer = new AiAnswerer({ ai, profile: request.profile, log });
    const hooks: CreditsHooks = new CreditsHooks({
      credits,
      state: this.agentState,
      queue: this.queue,
      publicKey: config.grantPublicKey,
      apiUrl: request.apiUrl,
      apiToken: request.apiToken,
      origin: config.origin,
      log,
      stopRequested: () => this.stopping,
      jobStarted: (job) =>
        this.emit({
          type: 'job-started',
          runId,
          jobId: job.jobId,
          title: job.title,
          company: job.company,
          ...(isJobId(job.jobId) ? { jobUrl: jobViewUrl(config.origin, job.jobId) } : {}),
        }),
      resumeFor: (job) => chooser.resumeFor(job),
      answerWithAi: (question, job) => answerer.answer(question, job),
    });
    // From here until the run ends, queued completions are flushed as this run's account, into this run's log.
    this.flushContext = hooks.flushContext;
    void this.flushCompletions().catch(() => undefined);
    let end: RunEnd;
    try {
      end = await this.runInChrome(runId, request, hooks, credits, resumePath, log);
    } finally {
      hooks.close();
      this.flushContext = this.idleContext;
    }
    this.finish(runId, end);
  }

  private async runInChrome(
    runId: string,
    request: AgentStartRequest,
    hooks: CreditsHooks,
    credits: CreditsClient,
    resumePath: string,
    log: (message: string) => void,
  ): Promise<RunEnd> {
    const { config } = this;
    const context = await launchChrome({ headless: config.headless, dir: config.profileDir, log });
    let end: RunEnd | undefined;
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await hooks.reconcile(page);
      const pace = config.pace === 'human' ? HUMAN_PACE : config.pace === 'none' ? NO_DELAYS : config.pace;
      const summary = await runApply(context, {
        origin: config.origin,
        search: request.search,
        profile: request.profile,
        resumePath,
        pace,
        max: request.max ?? 1000,
        headless: config.headless,
        screenshotsDir: path.join(config.dataDir, 'screenshots'),
        capturesDir: path.join(config.dataDir, 'captures'),
        record: this.agentState,
        hooks,
        ...(request.fit
          ? {
              fit: {
                settings: request.fit,
                resumeText: request.resumeText ?? '',
                secondOpinion: fitSecondOpinion(request.apiUrl, request.apiToken, request.profile, log),
              },
            }
          : {}),
        log,
        onEnd: (e) => (end = e),
        onResult: (r) => this.onResult(runId, r, hooks, credits, request),
      });
      return end ?? endOf(summary['stopped-daily-limit'], summary['stopped-security-check']);
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  private onResult(
    runId: string,
    r: JobResult,
    hooks: CreditsHooks,
    credits: CreditsClient,
    request: AgentStartRequest,
  ): void {
    if (r.outcome !== 'paused-throttle') this.processed += 1;
    if (r.outcome === 'applied') this.applied += 1;
    const { jobId, jobUrl, title, company, outcome, reason, question, kind, options, screenshot } = r;
    const result = {
      jobId,
      jobUrl,
      title,
      company,
      outcome,
      reason,
      question,
      kind,
      options,
      ...(r.questions ? { questions: r.questions } : {}),
      screenshot,
      fit: r.fit,
      // Issue 27: the capture's file name, for the dashboard's support mail; issue 30: the company site.
      ...(r.capture ? { capture: r.capture } : {}),
      ...(r.site ? { site: r.site } : {}),
      ...(r.siteUrl ? { siteUrl: r.siteUrl } : {}),
    };
    const creditsLeft = hooks.creditsLeft;
    this.emit({ type: 'job-result', runId, result, ...(creditsLeft !== undefined ? { creditsLeft } : {}) });
    this.config.say?.({
      kind: 'job-result',
      title,
      company,
      outcome,
      ...(reason ? { reason } : {}),
      ...(question ? { question } : {}),
      ...(r.capture ? { capture: r.capture } : {}),
      ...(r.site ? { site: r.site } : {}),
      ...(r.end ? { end: r.end.reason, endMessage: r.end.message } : {}),
    });
    const skip = skippedJobReport(r, isJobId(jobId) ? jobViewUrl(this.config.origin, jobId) : '');
    if (skip)
      reportSkippedJob(request.apiUrl, request.apiToken, skip).catch((error: unknown) =>
        this.config.log(`The skipped job was not recorded: ${String(error)}`),
      );
    // After each job, whatever the API has not acknowledged yet is tried again.
    if (this.queue.size > 0) void this.flushCompletions().catch(() => undefined);
    if (r.outcome === 'needs-answer' && isJobId(jobId)) {
      // Every question the job waits on (a company site's form lists them all at once; Easy Apply's one question).
      const asked = r.questions ?? (question && kind ? [{ question, kind, options }] : []);
      const job = { jobId, jobUrl: jobViewUrl(this.config.origin, jobId), jobTitle: title, company };
      // Best effort and in order: the questions are also in the job result; the run goes on without the queue.
      void asked
        .reduce(
          (previous, q) =>
            previous.then(() =>
              credits
                .needsAnswer({ ...job, question: q.question, kind: q.kind, options: q.options ?? [] })
                .catch((error: unknown) => this.config.log(`needs-answer not reported: ${String(error)}`)),
            ),
          Promise.resolve(),
        )
        .catch(() => undefined);
    }
  }
}

function endOf(dailyLimit: number, securityCheck: number): RunEnd {
  const reason: RunEndReason =
    dailyLimit > 0 ? 'linkedin-limit' : securityCheck > 0 ? 'security-check' : 'finished';
  const messages: Record<string, string> = {
    'linkedin-limit': 'LinkedIn says the daily application limit is reached.',
    'security-check': 'LinkedIn asked for a security check: complete it in the agent’s Chrome window.',
    finished: 'No more matching jobs, or the run reached its maximum.',
  };
  return { reason, message: messages[reason] ?? '' };
}

/** The uploaded file keeps the user's file name (LinkedIn shows it), without any folder part. */
function safeName(filename: string): string {
  const base = path.basename(filename).replace(/[^\w.\- ]/g, '_');
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}
