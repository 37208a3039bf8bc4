import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export interface BucketLimit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

export interface BucketUsage {
  bucket: string;
  count: number;
  /** Seconds until the bucket's window ends and its count starts again from zero (database clock). */
  windowEndsInSeconds: number;
}

const expired = (windowSeconds: number) =>
  sql`c.window_started_at <= now() - make_interval(secs => ${windowSeconds})`;

/** Counts one attempt in a bucket, restarting the window when it has ended; `guard` limits when it may. */
function countAttempt(windowSeconds: number, source: SQL, guard: SQL | undefined): SQL {
  return sql`
    INSERT INTO ${rateLimitCounters} AS c (bucket, window_started_at, count)
    ${source}
    ON CONFLICT (bucket) DO UPDATE SET
      count = CASE WHEN ${expired(windowSeconds)} THEN 1 ELSE c.count + 1 END,
      window_started_at = CASE WHEN ${expired(windowSeconds)} THEN now() ELSE c.window_started_at END
    ${guard ? sql`WHERE ${guard}` : sql``}`;
}

export function createRateLimitRepository(db: Db) {
  return {
    /**
     * Counts one attempt in each bucket, in order, in ONE statement, and only while every earlier bucket counted it
     * too. A bucket counts the attempt only when it is below its max (or its window has ended). ON CONFLICT DO UPDATE
     * locks the bucket's row and re-reads its latest version, so concurrent attempts on PostgreSQL queue on the row
     * and no burst gets more than `max` through; PGlite runs statements one at a time anyway.
     * Returns how many buckets counted it: `limits.length` means admitted.
     */
    async consume(limits: BucketLimit[]): Promise<number> {
      const steps = limits.map((limit, i) => {
        const previous = i === 0 ? sql`` : sql`WHERE EXISTS (SELECT 1 FROM ${sql.raw(`s${i - 1}`)})`;
        const guard = sql`${expired(limit.windowSeconds)} OR c.count < ${limit.max}`;
        return sql`${sql.raw(`s${i}`)} AS (${countAttempt(limit.windowSeconds, sql`SELECT ${limit.bucket}, now(), 1 ${previous}`, guard)} RETURNING 1)`;
      });
      const counted = sql.join(
        limits.map((_, i) => sql`(SELECT count(*) FROM ${sql.raw(`s${i}`)})`),
        sql` + `,
      );
      const result = await db.execute(sql`WITH ${sql.join(steps, sql`, `)} SELECT ${counted} AS counted`);
      return Number(rowsOf<{ counted: number | string }>(result)[0]?.counted ?? 0);
    },
    /** Counts one attempt in every bucket without a limit (the check-then-record style). */
    async record(limits: Omit<BucketLimit, 'max'>[]): Promise<void> {
      // One statement per bucket: none holds one row while it waits for another, so no deadlock.
      for (const limit of limits) {
        await db.execute(
          countAttempt(limit.windowSeconds, sql`VALUES (${limit.bucket}, now(), 1)`, undefined),
        );
      }
    },
    /**
     * Takes back one counted attempt (a successful login, or an attempt a later bucket refused). One statement per
     * bucket, in the caller's order, so it never holds one row while waiting for another: no deadlock with `consume`.
     */
    async refund(buckets: string[]): Promise<void> {
      for (const bucket of buckets) {
        await db.execute(
          sql`UPDATE ${rateLimitCounters} SET count = count - 1 WHERE bucket = ${bucket} AND count > 0`,
        );
      }
    },
    async usage(limits: Omit<BucketLimit, 'max'>[]): Promise<BucketUsage[]> {
      const usage: BucketUsage[] = [];
      for (const limit of limits) {
        const result = await db.execute(sql`
          SELECT count, extract(epoch from (window_started_at + make_interval(secs => ${limit.windowSeconds}) - now()))
            AS ends_in
          FROM ${rateLimitCounters} c
          WHERE bucket = ${limit.bucket} AND NOT (${expired(limit.windowSeconds)})`);
        const row = rowsOf<{ count: number; ends_in: number | string }>(result)[0];
        if (row) {
          usage.push({
            bucket: limit.bucket,
            count: Number(row.count),
            windowEndsInSeconds: Number(row.ends_in),
          });
        }
      }
      return usage;
    },
    /** SKIP LOCKED: pruning never waits on a row an attempt is counting, so it can never deadlock with one. */
    async pruneOlderThan(seconds: number): Promise<void> {
      await db.execute(sql`
        DELETE FROM ${rateLimitCounters} WHERE bucket IN (
          SELECT bucket FROM ${rateLimitCounters}
          WHERE window_started_at < now() - make_interval(secs => ${seconds})
          LIMIT 1000 FOR UPDATE SKIP LOCKED)`);
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
