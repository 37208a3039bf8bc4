/**
 * The end of a wait on the page, counted in time the machine kept up rather than on the wall clock alone.
 *
 * Every wait of the engine polls the page (an evaluate, a locator's count) and sleeps a little between looks. On an
 * idle machine a look takes a few milliseconds; when Chrome and the agent are starved of CPU (a busy laptop, a video
 * call beside the run, a loaded test machine) one look can take a second or more, and a 5 s wait would end after a
 * handful of looks at a page that is still rendering: a job marked failed for the machine's load, not the page.
 *
 * So the time between two looks counts at most SLICE_MS: a wait stretches with the slowness of the looks themselves.
 * It never stretches beyond MAX_STRETCH times on the wall clock, so a page that never shows what is awaited still
 * ends the wait.
 */
const SLICE_MS = 250;
const MAX_STRETCH = 6;

export type Deadline = {
  /** True once the wait's time is spent; call once per look. */
  passed(): boolean;
  /** The time counted so far (as of the last look). */
  spent(): number;
  /** Lets the wait run until `ms` of counted time (never shortens it). */
  extendTo(ms: number): void;
};

export function deadline(ms: number, now: () => number = Date.now): Deadline {
  const started = now();
  let budget = ms;
  let last = started;
  let counted = 0;
  return {
    passed() {
      const at = now();
      counted += Math.min(at - last, SLICE_MS);
      last = at;
      return counted >= budget || at - started >= budget * MAX_STRETCH;
    },
    spent: () => counted,
    extendTo(until) {
      budget = Math.max(budget, until);
    },
  };
}

/**
 * Playwright's wait for a control to become actionable (visible, stable, enabled, not covered) before a click or a
 * fill. It only runs out when the control never becomes so, or the machine is too busy to draw it: generous.
 */
export const ACTION_TIMEOUT_MS = 15_000;
