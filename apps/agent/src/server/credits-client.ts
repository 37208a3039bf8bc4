import {
  ApplicationResponseSchema,
  MESSAGES,
  type NeedsAnswerReport,
  type ReserveApplicationRequest,
  type RunEndReason,
} from '@applypilot/contracts';
import { z } from 'zod';

const ErrorBodySchema = z.object({ error: z.string() });

export type ReserveAnswer =
  | { kind: 'reserved'; applicationId: string; creditsLeft: number }
  | { kind: 'already-applied'; message: string }
  /** The run must end: no credits, a limit, or an API the agent cannot use (401, 403, unreachable). */
  | { kind: 'refused'; reason: RunEndReason; message: string };

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

/** The agent's calls to the API for one user (bearer agent token): reserve, sent, cancel, needs-answer. */
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

  async reserve(job: ReserveApplicationRequest): Promise<ReserveAnswer> {
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
      };
    }
    const message = await errorMessage(res, `The API answered ${res.status}.`);
    if (res.status === 409) return { kind: 'already-applied', message };
    if (res.status === 402) return { kind: 'refused', reason: 'no-credits', message };
    if (res.status === 429) return { kind: 'refused', reason: limitReason(message), message };
    return { kind: 'refused', reason: 'error', message };
  }

  /** Marks the application sent; the balance the API answers, or undefined when the call failed (logged by caller). */
  async sent(applicationId: string): Promise<number | undefined> {
    return this.complete(`/api/applications/${encodeURIComponent(applicationId)}/sent`);
  }

  async cancel(applicationId: string, reason: string): Promise<number | undefined> {
    return this.complete(`/api/applications/${encodeURIComponent(applicationId)}/cancel`, {
      reason: reason.slice(0, 200),
    });
  }

  private async complete(pathname: string, body?: unknown): Promise<number | undefined> {
    const res = await this.post(pathname, body);
    if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${await errorMessage(res, '')}`);
    const parsed = ApplicationResponseSchema.safeParse(await res.json().catch(() => null));
    return parsed.success ? parsed.data.availableJobs : undefined;
  }

  /** Best effort: the caller logs a failure and the run goes on. */
  async needsAnswer(report: NeedsAnswerReport): Promise<void> {
    const res = await this.post('/api/agent/needs-answer', report);
    if (!res.ok) throw new Error(`needs-answer answered ${res.status}`);
  }
}
