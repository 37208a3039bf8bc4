import { describe, expect, it } from 'vitest';
import { deadline } from './deadline';

/** Looks at the deadline every `step` ms of a fake clock; the wall time at which it passed. */
function wallTimeToPass(ms: number, step: number, extend?: (d: ReturnType<typeof deadline>) => void): number {
  let now = 0;
  const d = deadline(ms, () => now);
  extend?.(d);
  for (;;) {
    now += step;
    if (d.passed()) return now;
  }
}

describe('a wait counted in time the machine kept up', () => {
  it('ends on time when each look is quick', () => {
    expect(wallTimeToPass(5000, 60)).toBe(5040);
    expect(wallTimeToPass(3000, 250)).toBe(3000);
  });

  it('stretches with slow looks: a look that took a second counts a quarter of one', () => {
    expect(wallTimeToPass(5000, 1000)).toBe(20_000);
  });

  it('never stretches beyond six times its length on the wall clock', () => {
    expect(wallTimeToPass(5000, 10_000)).toBe(30_000);
    expect(wallTimeToPass(2000, 60_000)).toBe(60_000);
  });

  it('can be lengthened, never shortened', () => {
    expect(wallTimeToPass(2000, 100, (d) => d.extendTo(4000))).toBe(4000);
    expect(wallTimeToPass(2000, 100, (d) => d.extendTo(500))).toBe(2000);
  });
});
