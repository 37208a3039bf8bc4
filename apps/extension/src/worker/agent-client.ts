import {
  AGENT_API,
  AGENT_TOKEN_HEADER,
  AgentStartResponseSchema,
  AgentStatusSchema,
  CaptureResponseSchema,
  PairResponseSchema,
  SentResumeResponseSchema,
  type AgentStartRequest,
  type AgentStatus,
  type CaptureResponse,
  type PairRequest,
  type SentResumeResponse,
} from '@applypilot/contracts';
import type { z } from 'zod';

/** What one call to the agent came to. `offline`: nothing answered; `unauthorized`: the token is missing or stale. */
export type AgentResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'offline' }
  | { kind: 'unauthorized' }
  | { kind: 'refused'; status: number; message: string };

/** The agent's error bodies are JSON with a `message` (or `error`); anything else is shown by status alone. */
async function errorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      const { message, error } = body as { message?: unknown; error?: unknown };
      if (typeof message === 'string') return message;
      if (typeof error === 'string') return error;
    }
  } catch {
    // not JSON
  }
  return '';
}

/** The agent at `origin` (http://127.0.0.1:3110), the only host the manifest lets the worker reach. */
export class AgentClient {
  constructor(
    private readonly origin: string,
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
  ) {}

  /** `schema` null: the answer's body does not matter (any 2xx is success). */
  private async call<S extends z.ZodType>(
    path: string,
    schema: S | null,
    init: { method: 'GET' | 'POST'; token: string | null; body?: unknown },
  ): Promise<AgentResult<z.infer<S> | null>> {
    const headers: Record<string, string> = {};
    if (init.token) headers[AGENT_TOKEN_HEADER] = init.token;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetcher(`${this.origin}${path}`, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        cache: 'no-store',
      });
    } catch {
      return { kind: 'offline' };
    }
    if (response.status === 401) return { kind: 'unauthorized' };
    if (!response.ok)
      return { kind: 'refused', status: response.status, message: await errorMessage(response) };
    if (!schema) return { kind: 'ok', value: null };
    try {
      const parsed = schema.safeParse(await response.json());
      if (parsed.success) return { kind: 'ok', value: parsed.data };
    } catch {
      // fall through: an answer we cannot read is a refusal, not a crash
    }
    return { kind: 'refused', status: response.status, message: 'unreadable answer' };
  }

  status(token: string | null) {
    return this.call(AGENT_API.status, AgentStatusSchema, { method: 'GET', token }) as Promise<
      AgentResult<AgentStatus>
    >;
  }

  /** The code the agent shows, and the site this extension was built for (the agent records it, decision 033). */
  pair(request: PairRequest) {
    return this.call(AGENT_API.pair, PairResponseSchema, {
      method: 'POST',
      token: null,
      body: request,
    }) as Promise<AgentResult<{ token: string }>>;
  }

  start(token: string, body: AgentStartRequest) {
    return this.call(AGENT_API.start, AgentStartResponseSchema, { method: 'POST', token, body }) as Promise<
      AgentResult<{ runId: string }>
    >;
  }

  /** The stop answer's body is not in the contracts: any 2xx is success. */
  stop(token: string): Promise<AgentResult<null>> {
    return this.call(AGENT_API.stop, null, { method: 'POST', token, body: {} }) as Promise<AgentResult<null>>;
  }

  /** The PDF the agent uploaded with an application, by its SHA-256 (the caller validated it). */
  sentResume(token: string, sha256: string) {
    return this.call(`${AGENT_API.sentResume}/${encodeURIComponent(sha256)}`, SentResumeResponseSchema, {
      method: 'GET',
      token,
    }) as Promise<AgentResult<SentResumeResponse>>;
  }

  /** Issue 27: a page's redacted capture, by the file name the engine gave it (the caller validated it). */
  pageCapture(token: string, name: string) {
    return this.call(`${AGENT_API.captures}/${encodeURIComponent(name)}`, CaptureResponseSchema, {
      method: 'GET',
      token,
    }) as Promise<AgentResult<CaptureResponse>>;
  }

  /** Opens the progress stream; the caller reads `body`. Null when the agent is not there or refuses. */
  async progress(token: string, signal: AbortSignal): Promise<Response | null> {
    try {
      const response = await this.fetcher(`${this.origin}${AGENT_API.progress}`, {
        headers: { [AGENT_TOKEN_HEADER]: token, accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      return response.ok && response.body ? response : null;
    } catch {
      return null;
    }
  }
}
