import {
  AGENT_API,
  AGENT_MAC_HEADER,
  AGENT_SEQ_HEADER,
  AGENT_SESSION_HEADER,
  HelloResponseSchema,
  PairConfirmResponseSchema,
  PairOfferResponseSchema,
  SealedSchema,
} from '@applypilot/contracts';
import type { z } from 'zod';
import { fromBase64url, randomBytes, sameBytes, toBase64url } from './bytes';
import { finishPairingOffer, pairingOffer, type PairingChannel } from './pairing-crypto';
import { openJson, sealJson } from './seal';
import {
  AAD,
  agentProof,
  NONCE_BYTES,
  requestMac,
  sessionKeys,
  type SessionKeys,
  type SessionOp,
} from './session-crypto';

/**
 * The extension's side of the link to the agent (decision 048), also used by the tests that drive a real agent. It
 * sends nothing but a hello until the answer proves the agent holds the pairing key; an answer that proves nothing
 * (a program that took the port while the agent was off, a stale agent, a web server) is `another-program`, and it
 * gets no token, no profile, no resume: there is no token any more, and every body is sealed.
 */
export type LinkResult<T> =
  | { kind: 'ok'; value: T }
  /** Nothing answered on the port. */
  | { kind: 'offline' }
  /** The agent says it is not paired, and this extension holds no key. */
  | { kind: 'unpaired' }
  /** Something answered that could not prove it is the agent this extension paired with. */
  | { kind: 'another-program' }
  /** The agent (its answer proved it) or, during pairing, whatever answers, refused with a status and a sentence. */
  | { kind: 'refused'; status: number; message: string };

export type LinkFailure = Exclude<LinkResult<never>, { kind: 'ok' }>;

const OPS: Record<SessionOp, string> = {
  status: AGENT_API.status,
  start: AGENT_API.start,
  stop: AGENT_API.stop,
  progress: AGENT_API.progress,
  'sent-resume': AGENT_API.sentResume,
  capture: AGENT_API.captures,
};

interface Session {
  label: string;
  keys: SessionKeys;
}

/** The sentence in a JSON error body (`message` or `error`), or ''. */
async function errorText(response: Response): Promise<string> {
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

async function post(
  fetcher: typeof fetch,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Response | null> {
  try {
    return await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    return null;
  }
}

export class AgentLink {
  private session: Session | null = null;
  private seq = 0;

  constructor(
    /** http://127.0.0.1:<port>. */
    private readonly origin: string,
    private key: Uint8Array | null,
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
  ) {}

  get paired(): boolean {
    return this.key !== null;
  }

  /** A new pairing key (or none): the current session belonged to the old one. */
  setKey(key: Uint8Array | null): void {
    this.key = key;
    this.session = null;
  }

  /** Starts a session: the extension's nonce out, the agent's nonce and proof back, checked in constant time. */
  async hello(): Promise<LinkResult<Session>> {
    const extensionNonce = randomBytes(NONCE_BYTES);
    const response = await post(this.fetcher, `${this.origin}${AGENT_API.hello}`, {
      extensionNonce: toBase64url(extensionNonce),
    });
    if (!response) return { kind: 'offline' };
    let parsed;
    try {
      parsed = HelloResponseSchema.safeParse(await response.json());
    } catch {
      return { kind: 'another-program' };
    }
    if (!response.ok || !parsed.success) return { kind: 'another-program' };
    const hello = parsed.data;
    // A key we hold and an agent without one: it was started with --unpair, or it is not our agent. It gets nothing
    // either way; the popup offers pairing again.
    if (!this.key) return { kind: 'unpaired' };
    if (!hello.paired) return { kind: 'another-program' };
    const agentNonce = fromBase64url(hello.agentNonce);
    const proof = fromBase64url(hello.proof);
    if (!agentNonce || !proof) return { kind: 'another-program' };
    if (!sameBytes(proof, agentProof(this.key, extensionNonce, agentNonce)))
      return { kind: 'another-program' };
    const session = {
      label: `${hello.agentNonce}.${toBase64url(extensionNonce)}`,
      keys: sessionKeys(this.key, extensionNonce, agentNonce),
    };
    this.session = session;
    return { kind: 'ok', value: session };
  }

  private async currentSession(): Promise<LinkResult<Session>> {
    if (this.session) return { kind: 'ok', value: this.session };
    return this.hello();
  }

  /** Sends one sealed request; the caller reads (and opens) the answer. */
  private async send(
    op: SessionOp,
    body: unknown,
    signal?: AbortSignal,
  ): Promise<LinkResult<{ response: Response; session: Session; seq: number }>> {
    const current = await this.currentSession();
    if (current.kind !== 'ok') return current;
    const session = current.value;
    const seq = (this.seq += 1);
    const sealed = await sealJson(session.keys.toAgent, body ?? {}, AAD.request(op, seq));
    const response = await post(
      this.fetcher,
      `${this.origin}${OPS[op]}`,
      sealed,
      {
        [AGENT_SESSION_HEADER]: session.label,
        [AGENT_SEQ_HEADER]: String(seq),
        [AGENT_MAC_HEADER]: toBase64url(requestMac(session.keys, op, seq)),
      },
      signal,
    );
    if (!response) {
      this.session = null;
      return { kind: 'offline' };
    }
    return { kind: 'ok', value: { response, session, seq } };
  }

  /**
   * One call, answered with its status and the opened body whatever the status. The answer must open with this
   * session's key: anything else is `another-program`, except the agent's plain 401 for a session it no longer knows
   * (it was restarted), after which a new hello decides, once.
   */
  async exchange(op: SessionOp, body: unknown): Promise<LinkResult<{ status: number; body: unknown }>> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const sent = await this.send(op, body);
      if (sent.kind !== 'ok') return sent;
      const { response, session, seq } = sent.value;
      let raw: unknown;
      try {
        raw = await response.json();
      } catch {
        raw = undefined;
      }
      const sealed = SealedSchema.safeParse(raw);
      const opened = sealed.success
        ? await openJson(session.keys.toExtension, sealed.data, AAD.answer(op, seq, response.status))
        : undefined;
      if (opened !== undefined) return { kind: 'ok', value: { status: response.status, body: opened } };
      this.session = null;
      if (response.status !== 401 || attempt > 0) return { kind: 'another-program' };
    }
    return { kind: 'another-program' };
  }

  /** One call whose 2xx answer is parsed with `schema` (null: any 2xx body); other statuses are `refused`. */
  async call<S extends z.ZodType>(
    op: SessionOp,
    body: unknown,
    schema: S | null,
  ): Promise<LinkResult<z.infer<S>>> {
    const result = await this.exchange(op, body);
    if (result.kind !== 'ok') return result;
    const { status, body: answer } = result.value;
    if (status < 200 || status > 299) {
      const { error, message } = (answer ?? {}) as { error?: unknown; message?: unknown };
      const text = typeof message === 'string' ? message : typeof error === 'string' ? error : '';
      return { kind: 'refused', status, message: text };
    }
    if (!schema) return { kind: 'ok', value: answer as z.infer<S> };
    const parsed = schema.safeParse(answer);
    return parsed.success
      ? { kind: 'ok', value: parsed.data as z.infer<S> }
      : { kind: 'refused', status, message: 'unreadable answer' };
  }

  /**
   * Opens the progress stream. `open(data, index)` unseals the index-th event's `data:` (undefined when it does not
   * open: the caller stops reading). The caller parses the event stream itself.
   */
  async stream(
    signal: AbortSignal,
  ): Promise<
    LinkResult<{ body: ReadableStream<Uint8Array>; open: (data: string, index: number) => Promise<unknown> }>
  > {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const sent = await this.send('progress', {}, signal);
      if (sent.kind !== 'ok') return sent;
      const { response, session, seq } = sent.value;
      if (
        response.ok &&
        response.body &&
        response.headers.get('content-type')?.startsWith('text/event-stream')
      ) {
        const open = async (data: string, index: number) => {
          let sealed;
          try {
            sealed = SealedSchema.safeParse(JSON.parse(data));
          } catch {
            return undefined;
          }
          return sealed.success
            ? openJson(session.keys.toExtension, sealed.data, AAD.event(seq, index))
            : undefined;
        };
        return { kind: 'ok', value: { body: response.body, open } };
      }
      this.session = null;
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 401 && attempt === 0) continue;
      return { kind: 'another-program' };
    }
    return { kind: 'another-program' };
  }
}

export type PairOutcome = LinkResult<{ pairingKey: Uint8Array }>;

/**
 * Pairs with the code the person typed. The agent's refusals (wrong code, another site, already paired, a code that
 * no longer pairs) are its own sentences; an agent whose confirmation does not check out is `another-program`.
 */
export async function pairWithAgent(
  agentOrigin: string,
  code: string,
  channel: PairingChannel,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<PairOutcome> {
  const offer = pairingOffer(code, channel);
  const url = `${agentOrigin}${AGENT_API.pair}`;
  const offered = await post(fetcher, url, {
    step: 'offer',
    pairingId: toBase64url(offer.sid),
    share: toBase64url(offer.share.share),
    apiOrigin: channel.apiOrigin,
  });
  if (!offered) return { kind: 'offline' };
  if (!offered.ok) return { kind: 'refused', status: offered.status, message: await errorText(offered) };
  let answer;
  try {
    answer = PairOfferResponseSchema.safeParse(await offered.json());
  } catch {
    return { kind: 'another-program' };
  }
  const share = answer.success ? fromBase64url(answer.data.share) : null;
  const secrets = share && finishPairingOffer(offer, share);
  if (!answer.success || !secrets) return { kind: 'another-program' };
  const confirmed = await post(fetcher, url, {
    step: 'confirm',
    ticket: answer.data.ticket,
    proof: toBase64url(secrets.extensionProof),
  });
  if (!confirmed) return { kind: 'offline' };
  if (!confirmed.ok)
    return { kind: 'refused', status: confirmed.status, message: await errorText(confirmed) };
  let done;
  try {
    done = PairConfirmResponseSchema.safeParse(await confirmed.json());
  } catch {
    return { kind: 'another-program' };
  }
  const proof = done.success ? fromBase64url(done.data.proof) : null;
  if (!proof || !sameBytes(proof, secrets.agentProof)) return { kind: 'another-program' };
  return { kind: 'ok', value: { pairingKey: secrets.pairingKey } };
}
