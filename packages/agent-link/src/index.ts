export { concat, fromBase64url, randomBytes, sameBytes, toBase64url, utf8 } from './bytes';
export { cpaceKey, cpaceShare, type CpaceInputs, type CpaceShare } from './cpace';
export { derive, mac } from './hashes';
export {
  answerPairingOffer,
  finishPairingOffer,
  normaliseCode,
  pairingOffer,
  type PairingChannel,
  type PairingOffer,
  type PairingSecrets,
} from './pairing-crypto';
export { open, openJson, seal, sealJson, type Sealed } from './seal';
export {
  AAD,
  agentProof,
  NONCE_BYTES,
  requestMac,
  sessionKeys,
  type SessionKeys,
  type SessionOp,
} from './session-crypto';
export { AgentLink, pairWithAgent, type LinkFailure, type LinkResult, type PairOutcome } from './client';
