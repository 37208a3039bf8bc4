import { cpaceKey, cpaceShare, type CpaceInputs, type CpaceShare } from './cpace';
import { derive, mac } from './hashes';
import { randomBytes } from './bytes';

/**
 * Pairing (decision 048): the extension (initiator) and the agent (responder) run CPace on the code the agent shows
 * and the person types, bound to the extension's origin and the site it was built for. Each confirms the key with a
 * MAC only the holder of the same ISK can make, the extension first, so the agent counts a wrong code when it sees
 * one and an offer without a confirmation teaches the sender nothing. The pairing key both keep is derived from the
 * ISK; neither the code nor the key ever crosses the port.
 */
export interface PairingChannel {
  extensionOrigin: string;
  apiOrigin: string;
}

const channelOf = (channel: PairingChannel) =>
  `applypilot pairing v1|${channel.extensionOrigin}|${channel.apiOrigin}`;

/** Digits only: "1234 5678-9012" and "123456789012" are the same code. */
export const normaliseCode = (code: string): string => code.replace(/[\s-]/g, '');

export interface PairingOffer {
  sid: Uint8Array;
  share: CpaceShare;
  inputs: CpaceInputs;
}

/** The extension's first message: a fresh session id and its share. */
export function pairingOffer(code: string, channel: PairingChannel): PairingOffer {
  const sid = randomBytes(16);
  const inputs = { code: normaliseCode(code), channel: channelOf(channel), sid };
  return { sid, share: cpaceShare(inputs), inputs };
}

export interface PairingSecrets {
  /** What the extension sends to prove it used the same code. */
  extensionProof: Uint8Array;
  /** What the agent answers to prove the same, once the extension's proof checked out. */
  agentProof: Uint8Array;
  /** The 32-byte secret both keep: every later session is keyed from it. */
  pairingKey: Uint8Array;
}

function secretsOf(isk: Uint8Array): PairingSecrets {
  return {
    extensionProof: mac(isk, 'applypilot/pair-confirm/extension/v1'),
    agentProof: mac(isk, 'applypilot/pair-confirm/agent/v1'),
    pairingKey: derive(isk, new Uint8Array(0), 'applypilot/pairing-key/v1'),
  };
}

/** The agent's answer to an offer: its share and the secrets, or null when the offered share is not valid. */
export function answerPairingOffer(
  code: string,
  channel: PairingChannel,
  sid: Uint8Array,
  offered: Uint8Array,
): { share: Uint8Array; secrets: PairingSecrets } | null {
  const inputs = { code: normaliseCode(code), channel: channelOf(channel), sid };
  const mine = cpaceShare(inputs);
  const isk = cpaceKey(inputs, mine, offered, 'responder');
  return isk ? { share: mine.share, secrets: secretsOf(isk) } : null;
}

/** The extension's secrets once the agent answered, or null when the agent's share is not valid. */
export function finishPairingOffer(offer: PairingOffer, answered: Uint8Array): PairingSecrets | null {
  const isk = cpaceKey(offer.inputs, offer.share, answered, 'initiator');
  return isk ? secretsOf(isk) : null;
}
