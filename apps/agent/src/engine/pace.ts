/** Every pause the engine makes, in one place. Ranges are [min, max] milliseconds; a random point is drawn. */
export interface Pace {
  /** Between two actions on a page (typing, clicking, moving to the next step). */
  betweenActions: [number, number];
  /** Between two applications. */
  betweenApplications: [number, number];
  /** How long to wait after "You're applying quickly" before carrying on. */
  throttleWait: number;
  /** How long a step may take to change after Next before it counts as a silent refusal. */
  stepSettle: number;
}

export const HUMAN_PACE: Pace = {
  betweenActions: [400, 1400],
  betweenApplications: [8000, 20000],
  throttleWait: 60000,
  stepSettle: 3000,
};

/**
 * --no-delays: nothing random, and only a short wait after a throttle notice. The settle time stays above the 0.3 to
 * 2 s a LinkedIn step takes to render, so a slow step is never mistaken for a silent refusal.
 */
export const NO_DELAYS: Pace = {
  betweenActions: [0, 0],
  betweenApplications: [0, 0],
  throttleWait: 300,
  stepSettle: 2500,
};

export function draw([min, max]: [number, number], random: () => number = Math.random): number {
  return Math.round(min + (max - min) * random());
}

export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
