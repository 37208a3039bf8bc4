/** Seeded randomness shared by the server and the page: the same seed gives the same board. */

export type Rng = () => number;

/** mulberry32: small, fast and good enough for markup noise (not for secrets). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over a string, for deriving stable sub-seeds and hashed class names. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** The 0.3 to 2 s wait before a modal opens or a step renders (practice-board.md). */
export function humanDelayMs(rng: Rng): number {
  return randomInt(rng, 300, 2000);
}
