import { timingSafeEqual } from 'node:crypto';
import {
  agentProof,
  concat,
  fromBase64url,
  mac,
  NONCE_BYTES,
  randomBytes,
  requestMac,
  sessionKeys,
  toBase64url,
  type SessionKeys,
  type SessionOp,
} from '@applypilot/agent-link';
import type { HelloResponse } from '@applypilot/contracts';

/** How long a session may be used: the extension starts a new one whenever the agent no longer knows it. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Sessions kept per agent process; only the holder of the pairing key can open one. */
export const MAX_SESSIONS = 64;
/** A call number more than this far below the highest one seen in its session is refused as a replay. */
const REPLAY_WINDOW = 1024;

export const SESSION_REFUSED = 'Start a new session with the agent.';

export interface Session {
  keys: SessionKeys;
  seq: number;
}

interface Known {
  key: Uint8Array;
  keys: SessionKeys;
  highest: number;
  seen: Set<number>;
}

const constantTimeEqual = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The agent's side of the sessions of decision 048. Its nonces carry their time and a MAC under a key of this
 * process, so a hello costs no memory (a flood of hellos cannot push the extension's session out) and a nonce from an
 * earlier start of the agent is worthless. A session is remembered only once a call proved the pairing key; each
 * call number is taken once.
 */
export class AgentSessions {
  private readonly nonceKey = randomBytes(32);
  private readonly known = new Map<string, Known>();
  /** Sessions pushed out of `known`: their calls stay refused, so none can be replayed. */
  private readonly retired = new Set<string>();

  constructor(
    private readonly pairingKey: () => Uint8Array | null,
    private readonly version: string,
    private readonly now: () => number = Date.now,
  ) {}

  private nonceTag(random: Uint8Array, time: Uint8Array): Uint8Array {
    return mac(this.nonceKey, 'applypilot/agent-nonce/v1', random, time).slice(0, 10);
  }

  private newNonce(): Uint8Array {
    const random = randomBytes(16);
    const time = new Uint8Array(6);
    let ms = this.now();
    for (let i = 5; i >= 0; i -= 1) {
      time[i] = ms % 256;
      ms = Math.floor(ms / 256);
    }
    return concat(random, time, this.nonceTag(random, time));
  }

  /** A nonce this process made within the session lifetime. */
  private ownNonce(nonce: Uint8Array): boolean {
    if (nonce.length !== NONCE_BYTES) return false;
    const random = nonce.slice(0, 16);
    const time = nonce.slice(16, 22);
    if (!constantTimeEqual(nonce.slice(22), this.nonceTag(random, time))) return false;
    const made = time.reduce((ms, byte) => ms * 256 + byte, 0);
    const age = this.now() - made;
    return age >= 0 && age <= SESSION_LIFETIME_MS;
  }

  /** The answer to a hello: not paired, or this agent's nonce and its proof of the pairing key. */
  hello(extensionNonce: Uint8Array): HelloResponse {
    const key = this.pairingKey();
    if (!key) return { paired: false, version: this.version };
    const agentNonce = this.newNonce();
    return {
      paired: true,
      version: this.version,
      agentNonce: toBase64url(agentNonce),
      proof: toBase64url(agentProof(key, extensionNonce, agentNonce)),
    };
  }

  /**
   * The session a call belongs to, from its headers alone (no body read yet), or null: an unknown or expired
   * session, a MAC that does not check out, a call number already used.
   */
  authenticate(
    label: string | undefined,
    seqText: string | undefined,
    macText: string | undefined,
    op: SessionOp,
  ): Session | null {
    const key = this.pairingKey();
    if (!key || !label || !seqText || !macText || !/^[1-9]\d{0,9}$/.test(seqText)) return null;
    const seq = Number(seqText);
    const [agentText = '', extensionText = '', ...rest] = label.split('.');
    const agentNonce = fromBase64url(agentText);
    const extensionNonce = fromBase64url(extensionText);
    const tag = fromBase64url(macText);
    if (rest.length > 0 || !agentNonce || !extensionNonce || !tag || extensionNonce.length !== NONCE_BYTES)
      return null;
    if (this.retired.has(label) || !this.ownNonce(agentNonce)) return null;
    let known = this.known.get(label);
    // A new pairing in this process: sessions of the old key are not sessions of this one.
    if (known && !constantTimeEqual(known.key, key)) known = undefined;
    const keys = known?.keys ?? sessionKeys(key, extensionNonce, agentNonce);
    if (!constantTimeEqual(tag, requestMac(keys, op, seq))) return null;
    if (!known) {
      known = { key, keys, highest: 0, seen: new Set() };
      this.remember(label, known);
    }
    if (known.seen.has(seq) || seq <= known.highest - REPLAY_WINDOW) return null;
    known.seen.add(seq);
    known.highest = Math.max(known.highest, seq);
    for (const old of known.seen) if (old <= known.highest - REPLAY_WINDOW) known.seen.delete(old);
    return { keys, seq };
  }

  private remember(label: string, known: Known): void {
    this.known.set(label, known);
    if (this.known.size <= MAX_SESSIONS) return;
    const oldest = this.known.keys().next().value;
    if (oldest !== undefined) {
      this.known.delete(oldest);
      this.retired.add(oldest);
    }
  }
}
