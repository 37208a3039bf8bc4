import { RATE_LIMIT_WINDOW_MINUTES } from '@applypilot/contracts';
import type { BucketLimit, RateLimitRepository } from './rate-limit-repository';

export interface Limit {
  bucket: string;
  max: number;
  /** Defaults to RATE_LIMIT_WINDOW_MINUTES. */
  windowSeconds?: number;
}

export type LimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

const DEFAULT_WINDOW_SECONDS = RATE_LIMIT_WINDOW_MINUTES * 60;
/** Old counters are deleted on about one write in this many: cheap, and no timer per instance. */
const PRUNE_EVERY = 50;

const withWindow = (limit: Limit): BucketLimit => ({
  ...limit,
  windowSeconds: limit.windowSeconds ?? DEFAULT_WINDOW_SECONDS,
});

/**
 * Counters kept in the database so every instance of the API shares them (decision 013). A bucket's window starts
 * with its first counted attempt and its count starts again once the window has ended.
 *
 * `consume` is the one to use: it counts the attempt and checks every limit in one statement before the guarded
 * work, so parallel requests cannot all pass a check made before any of them was counted. `check` then `record` is
 * the older two-step form, kept for callers that count something other than the attempt itself.
 */
export function createRateLimitService(repository: RateLimitRepository, random: () => number = Math.random) {
  const longestWindow = (limits: BucketLimit[]) =>
    Math.max(DEFAULT_WINDOW_SECONDS, ...limits.map((l) => l.windowSeconds));
  const prune = async (limits: BucketLimit[]) => {
    if (random() * PRUNE_EVERY < 1) await repository.pruneOlderThan(longestWindow(limits));
  };
  /** Seconds until the first full bucket among `limits` has room again. */
  const retryAfter = async (limits: BucketLimit[]): Promise<number> => {
    const usage = await repository.usage(limits);
    let seconds = 0;
    for (const limit of limits) {
      const bucket = usage.find((u) => u.bucket === limit.bucket);
      if (bucket && bucket.count >= limit.max) {
        seconds = Math.max(seconds, Math.ceil(bucket.windowEndsInSeconds));
      }
    }
    return Math.max(seconds, 1);
  };

  return {
    /**
     * Counts one attempt in every bucket, narrowest first. When a bucket is full the attempt is refused and the
     * buckets before it give their count back, so a refused attempt costs nothing and a stranger's refused attempts
     * never fill a wider bucket such as the account's.
     */
    async consume(limits: Limit[]): Promise<LimitVerdict> {
      const buckets = limits.map(withWindow);
      const counted = await repository.consume(buckets);
      await prune(buckets);
      if (counted === buckets.length) return { limited: false };
      await repository.refund(buckets.slice(0, counted).map((l) => l.bucket));
      const refusing = buckets[counted];
      return { limited: true, retryAfterSeconds: refusing ? await retryAfter([refusing]) : 1 };
    },
    /** Gives back the attempt `consume` counted (e.g. the login succeeded, or its work could not run). */
    async refund(limits: Limit[]): Promise<void> {
      await repository.refund(limits.map((l) => l.bucket));
    },
    async check(limits: Limit[]): Promise<LimitVerdict> {
      const buckets = limits.map(withWindow);
      const usage = await repository.usage(buckets);
      const full = buckets.some((limit) => {
        const bucket = usage.find((u) => u.bucket === limit.bucket);
        return bucket !== undefined && bucket.count >= limit.max;
      });
      return full ? { limited: true, retryAfterSeconds: await retryAfter(buckets) } : { limited: false };
    },
    async record(buckets: string[], windowSeconds = DEFAULT_WINDOW_SECONDS): Promise<void> {
      const limits = buckets.map((bucket) => ({ bucket, windowSeconds }));
      await repository.record(limits);
      await prune(limits.map((l) => ({ ...l, max: 0 })));
    },
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;
