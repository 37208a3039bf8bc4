import { describe, expect, it } from 'vitest';
import {
  AAD,
  agentProof,
  answerPairingOffer,
  finishPairingOffer,
  open,
  pairingOffer,
  randomBytes,
  sameBytes,
  seal,
  sessionKeys,
  utf8,
} from './index';

const channel = {
  extensionOrigin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
  apiOrigin: 'http://localhost:8080',
};

describe('pairing (CPace over ristretto255)', () => {
  it('gives both sides the same key and proofs for the same code, in any spacing', () => {
    const offer = pairingOffer('123456', channel);
    const agent = answerPairingOffer('12 34-56', channel, offer.sid, offer.share.share);
    const extension = agent && finishPairingOffer(offer, agent.share);
    expect(agent && extension).toBeTruthy();
    expect(sameBytes(agent!.secrets.pairingKey, extension!.pairingKey)).toBe(true);
    expect(sameBytes(agent!.secrets.extensionProof, extension!.extensionProof)).toBe(true);
    expect(sameBytes(agent!.secrets.agentProof, extension!.agentProof)).toBe(true);
    expect(agent!.secrets.pairingKey).toHaveLength(32);
  });

  it('gives unrelated keys for another code, another site or another extension', () => {
    const offer = pairingOffer('123456', channel);
    for (const [code, other] of [
      ['123457', channel],
      ['123456', { ...channel, apiOrigin: 'http://localhost:8081' }],
      ['123456', { ...channel, extensionOrigin: 'chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba' }],
    ] as const) {
      const agent = answerPairingOffer(code, other, offer.sid, offer.share.share);
      const extension = finishPairingOffer(offer, agent!.share);
      expect(sameBytes(agent!.secrets.extensionProof, extension!.extensionProof)).toBe(false);
      expect(sameBytes(agent!.secrets.pairingKey, extension!.pairingKey)).toBe(false);
    }
  });

  it('refuses shares that are not group elements, and the neutral element', () => {
    const offer = pairingOffer('123456', channel);
    expect(answerPairingOffer('123456', channel, offer.sid, new Uint8Array(32))).toBeNull();
    expect(answerPairingOffer('123456', channel, offer.sid, new Uint8Array(32).fill(0xff))).toBeNull();
    expect(finishPairingOffer(offer, new Uint8Array(32))).toBeNull();
  });

  it('makes a fresh share each run: two offers for the same code share nothing', () => {
    const a = pairingOffer('123456', channel);
    const b = pairingOffer('123456', channel);
    expect(sameBytes(a.share.share, b.share.share)).toBe(false);
    expect(sameBytes(a.sid, b.sid)).toBe(false);
  });
});

describe('sessions', () => {
  it("binds the agent's proof and the keys to the pairing key and both nonces", () => {
    const key = randomBytes(32);
    const [ne, na] = [randomBytes(32), randomBytes(32)];
    expect(sameBytes(agentProof(key, ne, na), agentProof(key, ne, na))).toBe(true);
    expect(sameBytes(agentProof(key, ne, na), agentProof(randomBytes(32), ne, na))).toBe(false);
    expect(sameBytes(agentProof(key, ne, na), agentProof(key, randomBytes(32), na))).toBe(false);
    const keys = sessionKeys(key, ne, na);
    const other = sessionKeys(key, ne, randomBytes(32));
    expect(sameBytes(keys.toAgent, other.toAgent)).toBe(false);
    expect(sameBytes(keys.toAgent, keys.toExtension)).toBe(false);
  });

  it('opens a sealed box only with its key and its place', async () => {
    const key = randomBytes(32);
    const sealed = await seal(key, utf8('{"resume":"…"}'), AAD.request('start', 1));
    expect(new TextDecoder().decode((await open(key, sealed, AAD.request('start', 1)))!)).toBe(
      '{"resume":"…"}',
    );
    expect(await open(key, sealed, AAD.request('start', 2))).toBeNull();
    expect(await open(key, sealed, AAD.request('stop', 1))).toBeNull();
    expect(await open(randomBytes(32), sealed, AAD.request('start', 1))).toBeNull();
    const flipped = {
      ...sealed,
      box: `${sealed.box.slice(0, -2)}${sealed.box.endsWith('AA') ? 'AB' : 'AA'}`,
    };
    expect(await open(key, flipped, AAD.request('start', 1))).toBeNull();
  });
});
