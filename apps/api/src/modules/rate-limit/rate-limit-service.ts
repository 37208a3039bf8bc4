import { RATE_LIMIT_WINDOW_MINUTES } from '@applypilot/contracts';
import type { RateLimitRepository } from './rate-limit-repository';

export interface Limit {
  bucket: string;
  max: number;
}

export type LimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

const WINDOW_SECONDS = RATE_LIMIT_WINDOW_MINUTES * 60;
/** Old hits are deleted on about one write in this many: cheap, and no timer per instance. */
const PRUNE_EVERY = 50;

/**
 * Sliding-window counters kept in the database so every instance of the API shares them. A caller asks `check`
 * before the guarded work and `record`s the attempts that count (failed logins, every register or reset request).
 */
export function createRateLimitService(repository: RateLimitRepository, random: () => number = Math.random) {
  return {
    async check(limits: Limit[]): Promise<LimitVerdict> {
      const usage = await repository.usage(
        limits.map((limit) => limit.bucket),
        WINDOW_SECONDS,
      );
      let retryAfterSeconds = 0;
      for (const limit of limits) {
        const bucket = usage.find((u) => u.bucket === limit.bucket);
        if (bucket && bucket.hits >= limit.max) {
          retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil(bucket.oldestLeavesInSeconds), 1);
        }
      }
      return retryAfterSeconds > 0 ? { limited: true, retryAfterSeconds } : { limited: false };
    },
    async record(buckets: string[]): Promise<void> {
      await repository.record(buckets);
      if (random() * PRUNE_EVERY < 1) await repository.pruneOlderThan(WINDOW_SECONDS);
    },
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;
