import type { AgentState, Completion } from '../store/agent-state';
import { CreditsClient, type CompletionAnswer } from './credits-client';

/** How often the queue is tried again while it holds anything. */
export const COMPLETION_RETRY_MS = 30_000;

/** The account a run works for: its API, its agent token and (once its first grant verified) the grant's `sub`. */
export interface Account {
  apiUrl: string;
  token: string;
  sub: string | null;
}

/** Who flushes: the run's account (absent between runs), where its lines go, and the balance the API answered. */
export interface FlushContext {
  account?: Account;
  log: (message: string) => void;
  onBalance?: (creditsLeft: number) => void;
}

type Call = (completion: Completion, token: string) => Promise<CompletionAnswer>;

const callApi: Call = (c, token) => {
  const client = new CreditsClient(c.apiUrl, token);
  if (c.kind === 'sent') return client.sent(c.applicationId);
  if (c.kind === 'unconfirmed') return client.unconfirmed(c.applicationId);
  return client.cancel(c.applicationId, c.reason);
};

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/** The line for a completion the API took after failing at least once. */
function acknowledged(completion: Completion): string {
  if (completion.kind === 'sent')
    return `The ApplyPilot API has now recorded the application to job ${completion.jobId} as sent.`;
  if (completion.kind === 'unconfirmed')
    return `The ApplyPilot API has now recorded the application to job ${completion.jobId} as submitted, not confirmed.`;
  return `The ApplyPilot API has now given back the credit reserved for job ${completion.jobId}.`;
}

/**
 * Whether `account` is the account a completion was reserved with: the same token, or the same `sub` from the same
 * API. Another account's token is never used for a completion (a crash reconcile must not settle one user's credit
 * with the next user's token).
 */
export function sameAccount(completion: Completion, account: Account | undefined): boolean {
  if (!account) return false;
  if (completion.apiToken !== null) {
    if (completion.apiToken === account.token) return true;
    return (
      completion.sub !== null &&
      completion.sub === account.sub &&
      sameOrigin(completion.apiUrl, account.apiUrl)
    );
  }
  // Written before completions kept their token (a state file from an older agent): its run's API is the best guess.
  return sameOrigin(completion.apiUrl, account.apiUrl);
}

/**
 * The durable queue of `sent` and `cancel` calls (issue 16: nothing the employer received is lost). A completion is
 * written to the state file before its first call and leaves it only when the API acknowledges it (2xx) or settles it
 * for good (400, 404, 409: another final state, which no retry changes). A network error, a 5xx or a 429 keeps it; a
 * 401 keeps it until a run of the same account brings a live token. Flushes run one at a time.
 */
export class CompletionQueue {
  private running: Promise<void> = Promise.resolve();
  private pending: Promise<void> | null = null;
  /** Completions that failed at least once (or were left by an earlier start): their acknowledgement gets a line. */
  private readonly retried = new Set<string>();
  /** Completions whose failure was already logged, so a timer does not print the same line every 30 s. */
  private readonly told = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly state: AgentState,
    private readonly call: Call = callApi,
  ) {
    for (const c of state.completions) this.retried.add(c.applicationId);
  }

  get size(): number {
    return this.state.completions.length;
  }

  /** Written to disk first; then tried at once. */
  async add(completion: Completion, context: FlushContext): Promise<void> {
    await this.state.enqueue(completion);
    await this.flush(context);
  }

  /** Tries every queued completion once; a flush asked for while one is waiting to run joins that one. */
  flush(context: FlushContext): Promise<void> {
    if (this.pending) return this.pending;
    const next = this.running.then(() => {
      this.pending = null;
      return this.flushOnce(context);
    });
    this.pending = next;
    this.running = next.catch(() => undefined);
    return next;
  }

  /** Retries every `intervalMs` while anything is queued, with whoever `context` names at that moment. */
  startTimer(context: () => FlushContext, intervalMs = COMPLETION_RETRY_MS): void {
    this.stopTimer();
    this.timer = setInterval(() => {
      if (this.size > 0) void this.flush(context()).catch(() => undefined);
    }, intervalMs);
    this.timer.unref();
  }

  stopTimer(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async flushOnce(context: FlushContext): Promise<void> {
    for (const completion of this.state.completions) await this.try(completion, context);
  }

  private async try(completion: Completion, context: FlushContext): Promise<void> {
    const { account, log } = context;
    const own = completion.apiToken ?? (sameAccount(completion, account) ? account?.token : undefined);
    if (!own) return this.failed(completion, context, 'it waits for a run of the account that reserved it');
    let answer = await this.call(completion, own);
    // The token it was reserved with expired (12 h): the current run's token serves if it is the same account.
    if (
      answer.kind === 'unauthorized' &&
      account &&
      account.token !== own &&
      sameAccount(completion, account)
    ) {
      answer = await this.call(completion, account.token);
      if (answer.kind !== 'unauthorized') await this.state.retoken(completion.applicationId, account.token);
    }
    switch (answer.kind) {
      case 'done':
        await this.state.settle(completion.applicationId);
        if (this.retried.has(completion.applicationId)) log(acknowledged(completion));
        if (answer.creditsLeft !== undefined && sameAccount(completion, account))
          context.onBalance?.(answer.creditsLeft);
        return this.forget(completion);
      case 'settled':
        await this.state.settle(completion.applicationId);
        log(
          `The ApplyPilot API did not take the ${completion.kind} call for job ${completion.jobId} (${answer.message}); it is not sent again.`,
        );
        return this.forget(completion);
      case 'unauthorized':
        return this.failed(
          completion,
          context,
          `its agent token expired (${answer.message}); it waits for a run of the same account`,
        );
      case 'retry':
        return this.failed(completion, context, `${answer.message}; the agent tries again`);
    }
  }

  private failed(completion: Completion, context: FlushContext, why: string): void {
    this.retried.add(completion.applicationId);
    if (this.told.has(completion.applicationId)) return;
    this.told.add(completion.applicationId);
    context.log(
      `The ApplyPilot API has not taken the ${completion.kind} call for job ${completion.jobId} yet: ${why}.`,
    );
  }

  private forget(completion: Completion): void {
    this.retried.delete(completion.applicationId);
    this.told.delete(completion.applicationId);
  }
}
