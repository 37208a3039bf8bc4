import { AgentLink, type LinkResult } from '@applypilot/agent-link';
import {
  AgentStartResponseSchema,
  AgentStatusSchema,
  CaptureResponseSchema,
  SentResumeResponseSchema,
  type AgentStartRequest,
} from '@applypilot/contracts';

/**
 * What one call to the agent came to (decision 048): `offline` when nothing answered, `unpaired` when the agent has no
 * pairing and this extension no key, `another-program` when whatever answers could not prove it holds the pairing
 * key (it was sent nothing but a hello), `refused` with the agent's own status and sentence.
 */
export type AgentResult<T> = LinkResult<T>;

/** The agent at `origin` (http://127.0.0.1:3110), the only host the manifest lets the worker reach. */
export class AgentClient {
  private readonly link: AgentLink;

  constructor(origin: string, key: Uint8Array | null, fetcher: typeof fetch = (...args) => fetch(...args)) {
    this.link = new AgentLink(origin, key, fetcher);
  }

  get paired(): boolean {
    return this.link.paired;
  }

  setKey(key: Uint8Array | null): void {
    this.link.setKey(key);
  }

  /** Without a key only a hello is sent, to tell "not running" from "not paired" from "another program". */
  async status() {
    if (this.link.paired) return this.link.call('status', {}, AgentStatusSchema);
    const hello = await this.link.hello();
    return hello.kind === 'ok' ? ({ kind: 'unpaired' } as const) : hello;
  }

  start(body: AgentStartRequest) {
    return this.link.call('start', body, AgentStartResponseSchema);
  }

  /** The stop answer's body is not in the contracts: any 2xx is success. */
  stop() {
    return this.link.call('stop', {}, null);
  }

  /** The PDF the agent uploaded with an application, by its SHA-256 (the caller validated it). */
  sentResume(sha256: string) {
    return this.link.call('sent-resume', { sha256 }, SentResumeResponseSchema);
  }

  /** Issue 27: a page's redacted capture, by the file name the engine gave it (the caller validated it). */
  pageCapture(name: string) {
    return this.link.call('capture', { name }, CaptureResponseSchema);
  }

  /** Opens the progress stream; each event is unsealed by `open`. */
  progress(signal: AbortSignal) {
    return this.link.stream(signal);
  }
}
