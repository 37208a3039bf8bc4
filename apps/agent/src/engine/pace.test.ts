import { describe, expect, it } from 'vitest';
import { draw, HUMAN_PACE, NO_DELAYS } from './pace';

describe('pace', () => {
  it('draws a gap inside the configured range', () => {
    expect(draw([400, 1400], () => 0)).toBe(400);
    expect(draw([400, 1400], () => 0.5)).toBe(900);
    expect(draw([400, 1400], () => 0.999999)).toBe(1400);
  });
  it('is zero everywhere with --no-delays, and human otherwise', () => {
    expect(NO_DELAYS.betweenActions).toEqual([0, 0]);
    expect(NO_DELAYS.betweenApplications).toEqual([0, 0]);
    expect(HUMAN_PACE.betweenActions[0]).toBeGreaterThan(0);
    expect(HUMAN_PACE.betweenApplications[0]).toBeGreaterThanOrEqual(5000);
  });
});
