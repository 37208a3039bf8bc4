import { concat, utf8 } from './bytes';
import { derive, mac } from './hashes';

/**
 * A session (decision 048) starts with the extension's random nonce; the agent answers its own nonce and a MAC over
 * both under the pairing key, which the extension checks before it sends anything else. Every later request carries
 * a MAC under a key derived from the pairing key and both nonces (so the agent knows the extension, for this session
 * only), and its body, every answer and every progress event are sealed with AES-GCM under keys derived the same way.
 */
export const NONCE_BYTES = 32;

export function agentProof(pairingKey: Uint8Array, extensionNonce: Uint8Array, agentNonce: Uint8Array) {
  return mac(pairingKey, 'applypilot/agent-proof/v1', extensionNonce, agentNonce);
}

export interface SessionKeys {
  /** Seals request bodies (extension → agent). */
  toAgent: Uint8Array;
  /** MACs request headers (extension → agent): the extension's proof, checked before a body is read. */
  toAgentMac: Uint8Array;
  /** Seals answers and events (agent → extension). */
  toExtension: Uint8Array;
}

export function sessionKeys(
  pairingKey: Uint8Array,
  extensionNonce: Uint8Array,
  agentNonce: Uint8Array,
): SessionKeys {
  const salt = concat(extensionNonce, agentNonce);
  return {
    toAgent: derive(pairingKey, salt, 'applypilot/session/to-agent/v1'),
    toAgentMac: derive(pairingKey, salt, 'applypilot/session/to-agent-mac/v1'),
    toExtension: derive(pairingKey, salt, 'applypilot/session/to-extension/v1'),
  };
}

/** The operations a session may ask for; each is also its route (AGENT_API). */
export type SessionOp = 'status' | 'start' | 'stop' | 'progress' | 'sent-resume' | 'capture';

export const requestMac = (keys: SessionKeys, op: SessionOp, seq: number) =>
  mac(keys.toAgentMac, 'applypilot/request-mac/v1', utf8(`${op}|${seq}`));

/** What each sealed box is bound to, besides its key. */
export const AAD = {
  request: (op: SessionOp, seq: number) => `applypilot/request/v1|${op}|${seq}`,
  answer: (op: SessionOp, seq: number, status: number) => `applypilot/answer/v1|${op}|${seq}|${status}`,
  event: (seq: number, index: number) => `applypilot/event/v1|${seq}|${index}`,
};
