import {
  ApplicationResponseSchema,
  MESSAGES,
  type NeedsAnswerReport,
  type ReserveApplicationRequestInput,
  type RunEndReason,
} from '@applypilot/contracts';
import { z } from 'zod';

const ErrorBodySchema = z.object({ error: z.string() });

export type ReserveAnswer =
  /** `grant` is the API's signature over this credit; the caller verifies it before Submit. */
  | { kind: 'reserved'; applicationId: string; creditsLeft: number; grant: string | undefined }
  | { kind: 'already-applied'; message: string }
  /** The run must end: no credits, a limit, or an API the agent cannot use (401, 403, unreachable). */
  | { kind: 'refused'; reason: RunEndReason; message: string };

/**
 * The API's answer to a sent or cancel call, as the completion queue acts on it: `done` (2xx: recorded, or already in
 * that state), `settled` (the API decided otherwise for good: 404, 409, 400; retrying cannot change it),
 * `unauthorized` (401: the token expired; a newer token of the same account may retry) or `retry` (unreachable, 5xx,
 * 429, anything else: try again later).
 */
export type CompletionAnswer =
  | { kind: 'done'; creditsLeft: number | undefined }
  | { kind: 'settled'; status: number; message: string }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'retry'; message: string };

/** The answer to a hold: a renewed grant, the reservation no longer open (409, 404), or a failed call. */
export type HoldAnswer =
  | { kind: 'held'; grant: string | undefined }
  | { kind: 'gone'; message: string }
  | { kind: 'failed'; message: string };

/** The API's message, or a fallback when the body is not the API's error shape. */
async function errorMessage(res: Response, fallback: string): Promise<string> {
  const parsed = ErrorBodySchema.safeParse(await res.json().catch(() => null));
  return parsed.success ? parsed.data.error : fallback;
}

/** Which RunEndReason a 429 is: the API says which limit in its message (contracts' MESSAGES). */
function limitReason(message: string): RunEndReason {
  return message === MESSAGES.monthlyLimitReached || /monthly/i.test(message)
    ? 'monthly-limit'
    : 'daily-limit';
}

const applicationPath = (id: string) => `/api/applications/${encodeURIComponent(id)}`;

/** The agent's calls to the API for one user (bearer agent token): reserve, hold, sent, cancel, needs-answer. */
export class CreditsClient {
  constructor(
    private readonly apiUrl: string,
    private readonly token: string,
  ) {}

  private post(pathname: string, body?: unknown): Promise<Response> {
    return fetch(new URL(pathname, this.apiUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(15000),
    });
  }

  async reserve(job: ReserveApplicationRequestInput): Promise<ReserveAnswer> {
    let res: Response;
    try {
      res = await this.post('/api/applications', job);
    } catch (error) {
      return {
        kind: 'refused',
        reason: 'error',
        message: `The ApplyPilot API cannot be reached: ${String(error)}`,
      };
    }
    if (res.status === 200 || res.status === 201) {
      const parsed = ApplicationResponseSchema.safeParse(await res.json().catch(() => null));
      if (!parsed.success)
        return { kind: 'refused', reason: 'error', message: 'The API answered an unknown shape.' };
      return {
        kind: 'reserved',
        applicationId: parsed.data.application.id,
        creditsLeft: parsed.data.availableJobs,
        grant: parsed.data.grant,
      };
    }
    const message = await errorMessage(res, `The API answered ${res.status}.`);
    if (res.status === 409) return { kind: 'already-applied', message };
    if (res.status === 402) return { kind: 'refused', reason: 'no-credits', message };
    if (res.status === 429) return { kind: 'refused', reason: limitReason(message), message };
    return { kind: 'refused', reason: 'error', message };
  }

  /** Marks the application sent (LinkedIn showed its sent signal). */
  sent(applicationId: string): Promise<CompletionAnswer> {
    return this.complete(`${applicationPath(applicationId)}/sent`);
  }

  /**
   * Issue 30: Submit was pressed on a company site and its own confirmation never came. The API gives the credit back
   * and keeps the application as "Submitted, not confirmed" (the user confirms it in the history to be charged).
   */
  unconfirmed(applicationId: string): Promise<CompletionAnswer> {
    // No body: the API's contract (decision 055); the reason stays in the agent's own log.
    return this.complete(`${applicationPath(applicationId)}/unconfirmed`);
  }

  cancel(applicationId: string, reason: string): Promise<CompletionAnswer> {
    return this.complete(`${applicationPath(applicationId)}/cancel`, {
      reason: reason.trim().slice(0, 200) || 'discarded',
    });
  }

  private async complete(pathname: string, body?: unknown): Promise<CompletionAnswer> {
    let res: Response;
    try {
      res = await this.post(pathname, body);
    } catch (error) {
      return { kind: 'retry', message: `the API cannot be reached: ${String(error)}` };
    }
    if (res.ok) {
      const parsed = ApplicationResponseSchema.safeParse(await res.json().catch(() => null));
      return { kind: 'done', creditsLeft: parsed.success ? parsed.data.availableJobs : undefined };
    }
    const message = await errorMessage(res, `the API answered ${res.status}`);
    if (res.status === 401) return { kind: 'unauthorized', message };
    if (res.status === 400 || res.status === 404 || res.status === 409)
      return { kind: 'settled', status: res.status, message };
    return { kind: 'retry', message: `the API answered ${res.status}: ${message}` };
  }

  /** Tells the API the agent still holds this reservation (so the sweep leaves it); answers the renewed grant. */
  async hold(applicationId: string): Promise<HoldAnswer> {
    let res: Response;
    try {
      res = await this.post(`${applicationPath(applicationId)}/hold`);
    } catch (error) {
      return { kind: 'failed', message: `the API cannot be reached: ${String(error)}` };
    }
    if (res.ok) {
      const parsed = ApplicationResponseSchema.safeParse(await res.json().catch(() => null));
      return parsed.success
        ? { kind: 'held', grant: parsed.data.grant }
        : { kind: 'failed', message: 'the API answered an unknown shape' };
    }
    const message = await errorMessage(res, `the API answered ${res.status}`);
    if (res.status === 404 || res.status === 409) return { kind: 'gone', message };
    return { kind: 'failed', message: `the API answered ${res.status}: ${message}` };
  }

  /** Best effort: the caller logs a failure and the run goes on. */
  async needsAnswer(report: NeedsAnswerReport): Promise<void> {
    const res = await this.post('/api/agent/needs-answer', report);
    if (!res.ok) throw new Error(`needs-answer answered ${res.status}`);
  }
}
