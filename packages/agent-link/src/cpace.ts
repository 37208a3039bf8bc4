import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { bytesToNumberLE } from '@noble/curves/utils.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concat, lvCat, randomBytes, utf8 } from './bytes';

/**
 * CPace, the balanced password-authenticated key exchange of draft-irtf-cfrg-cpace, over ristretto255 with SHA-512
 * (noble's audited implementation of the group and of RFC 9380's hash to it). Both sides turn the short code into a
 * generator nobody knows the discrete logarithm of, exchange one share each, and get the same intermediate session
 * key (ISK) only when they used the same code. Someone who sees or sends the shares learns nothing that lets them
 * test a second code offline: each run tests exactly one guess, the one the guesser used for its own share.
 *
 * Built in the draft's shape (generator from lv_cat(PRS, CI, sid) with the DSI as hash-to-curve domain, ISK from
 * lv_cat(DSI_ISK, sid, K) and the ordered transcript), not claimed byte-compatible with its test vectors.
 */
const Point = ristretto255.Point;
const DSI = 'CPaceRistretto255';

export interface CpaceInputs {
  /** The password-related string: the code the person typed, digits only. */
  code: string;
  /** Channel identifier: who pairs with whom (the extension's origin, the site). */
  channel: string;
  /** 16 random bytes chosen by the initiator for this run. */
  sid: Uint8Array;
}

export interface CpaceShare {
  scalar: bigint;
  /** Y = y·G, 32 bytes. */
  share: Uint8Array;
}

function generator(inputs: CpaceInputs) {
  return ristretto255_hasher.hashToCurve(lvCat(utf8(inputs.code), utf8(inputs.channel), inputs.sid), {
    DST: DSI,
  });
}

/** A random non-zero scalar: 64 random bytes reduced modulo the group order (no bias worth the name). */
function randomScalar(): bigint {
  for (;;) {
    const scalar = Point.Fn.create(bytesToNumberLE(randomBytes(64)));
    if (scalar !== 0n) return scalar;
  }
}

export function cpaceShare(inputs: CpaceInputs): CpaceShare {
  const scalar = randomScalar();
  return { scalar, share: generator(inputs).multiply(scalar).toBytes() };
}

/**
 * The ISK (64 bytes) from our scalar and the other side's share, or null when that share is not a valid, non-neutral
 * group element. The transcript is ordered initiator (the extension) first, whoever computes it.
 */
export function cpaceKey(
  inputs: CpaceInputs,
  mine: CpaceShare,
  theirs: Uint8Array,
  role: 'initiator' | 'responder',
): Uint8Array | null {
  let other;
  try {
    other = Point.fromBytes(theirs);
  } catch {
    return null;
  }
  if (other.is0()) return null;
  const shared = other.multiply(mine.scalar);
  if (shared.is0()) return null;
  const [first, second] = role === 'initiator' ? [mine.share, theirs] : [theirs, mine.share];
  return sha512(concat(lvCat(utf8(`${DSI}_ISK`), inputs.sid, shared.toBytes()), lvCat(first, second)));
}
