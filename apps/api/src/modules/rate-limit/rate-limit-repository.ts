import { and, count, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

export interface BucketUsage {
  bucket: string;
  hits: number;
  /** Seconds until the oldest hit in the window leaves it (database clock). */
  oldestLeavesInSeconds: number;
}

export function createRateLimitRepository(db: Db) {
  return {
    async usage(buckets: string[], windowSeconds: number): Promise<BucketUsage[]> {
      const windowStart = sql`now() - make_interval(secs => ${windowSeconds})`;
      const rows = await db
        .select({
          bucket: rateLimitHits.bucket,
          hits: count(),
          oldestLeaves: sql<string>`extract(epoch from (${min(rateLimitHits.createdAt)} + make_interval(secs => ${windowSeconds}) - now()))`,
        })
        .from(rateLimitHits)
        .where(and(inArray(rateLimitHits.bucket, buckets), gt(rateLimitHits.createdAt, windowStart)))
        .groupBy(rateLimitHits.bucket);
      return rows.map((row) => ({
        bucket: row.bucket,
        hits: Number(row.hits),
        oldestLeavesInSeconds: Number(row.oldestLeaves),
      }));
    },
    async record(buckets: string[]): Promise<void> {
      await db.insert(rateLimitHits).values(buckets.map((bucket) => ({ bucket })));
    },
    async pruneOlderThan(seconds: number): Promise<void> {
      await db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.createdAt, sql`now() - make_interval(secs => ${seconds})`));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
