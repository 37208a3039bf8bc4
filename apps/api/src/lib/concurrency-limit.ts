/** Thrown when the work queue is full: the caller answers 503 with Retry-After instead of waiting without bound. */
export class BusyError extends Error {
  override name = 'BusyError';
  constructor(readonly retryAfterSeconds: number) {
    super('busy: the work queue is full');
  }
}

export interface ConcurrencyLimitOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks that may wait for a slot; one more is refused with BusyError. */
  queueLimit: number;
  retryAfterSeconds: number;
}

/**
 * Runs at most `concurrency` tasks at once and lets at most `queueLimit` wait, so a burst costs a bounded amount of
 * work and queueing delay instead of stalling every other request of the instance.
 */
export function createConcurrencyLimit(options: ConcurrencyLimitOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < options.concurrency) {
      running += 1;
    } else {
      if (waiting.length >= options.queueLimit) throw new BusyError(options.retryAfterSeconds);
      // The finishing task hands its slot over directly, so `running` stays counted for this one.
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
