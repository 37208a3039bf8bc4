import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  DAILY_WINDOW_MS,
  HISTORY_PAGE_SIZE,
  HISTORY_PREVIEW_COUNT,
  MONTHLY_WINDOW_MS,
  STATS_BAR_CHART_DAYS,
  TIME_OF_DAY_BUCKETS,
} from '@applypilot/contracts';
import type { Db } from '../../db/client';
import { staleReservation } from './application-repository';
import type { HistoryCursor } from './history-cursor';

/**
 * Job-info and the history's pages (decision 035). PostgreSQL computes every figure of the statistics panel and
 * writes the answer's JSON as text, which the route sends on without parsing: Node never builds an object per
 * application, and the answer no longer grows with the history (one page of it, plus fixed-size figures).
 */

export interface JobInfoRow {
  userId: number;
  email: string;
  /** The `user` object of the answer, as JSON text. */
  userJson: string;
  /** A reservation of this user is over an hour old: sweep, then read again. */
  hasStale: boolean;
}

export interface HistoryPageRow {
  /** JSON text of the page's entries, newest first. */
  entriesJson: string;
  /** The cursor of the next page, or null on the last one. */
  nextCursor: string | null;
}

const seconds = (ms: number) => sql.raw(`make_interval(secs => ${ms / 1000})`);

/**
 * One history entry as JSON text, in the shape the specification's client reads (`appliedAt._seconds`), assembled by
 * concatenation: about a third cheaper than json_build_object per row (decision 018).
 */
const ENTRY_JSON = sql.raw(`concat('{"jobTitle":', to_json(p.job_title), ',"jobUrl":', to_json(p.job_url),
  ',"company":', to_json(p.company),
  ',"appliedAt":{"_seconds":', floor(extract(epoch FROM p.sent_at))::bigint, '}',
  ',"tailored":', CASE WHEN p.tailoring_id IS NULL THEN 'false' ELSE 'true' END,
  ',"resumeSha256":', COALESCE(to_json(p.resume_sha256)::text, 'null'), '}')`);

/** The cursor of an entry: sent_at in exact microseconds since the epoch, and the id (history-cursor.ts). */
const CURSOR_TEXT = sql.raw(`(extract(epoch FROM p.sent_at) * 1000000)::bigint::text || '.' || p.id::text`);

/**
 * One page of sent applications, newest first (sent_at, then id, both descending), after `cursor` when given: the
 * page's entries as a JSON array and the next page's cursor. One row more than a page is read to know whether
 * another page follows. The index on (user_id, status, sent_at) finds the page without reading the rows before it.
 */
function historyPage(userId: number | SQL, cursor: HistoryCursor | null, size: number): SQL {
  const after = cursor
    ? sql`AND a.sent_at <= c.at AND (a.sent_at, a.id) < (c.at, ${cursor.id}::uuid)`
    : sql``;
  const cursorAt = cursor
    ? sql`CROSS JOIN (SELECT to_timestamp(0) + ${cursor.micros}::bigint * interval '1 microsecond' AS at) c`
    : sql``;
  return sql`
    SELECT '[' || COALESCE(string_agg(${ENTRY_JSON}, ',' ORDER BY p.n) FILTER (WHERE p.n <= ${sql.raw(String(size))}), '')
        || ']' AS entries,
      CASE WHEN count(*) > ${sql.raw(String(size))}
        THEN max(${CURSOR_TEXT}) FILTER (WHERE p.n = ${sql.raw(String(size))}) END AS next_cursor
    FROM (
      SELECT row_number() OVER (ORDER BY a.sent_at DESC, a.id DESC) AS n, a.id, a.sent_at, a.job_title, a.job_url,
        a.company, a.tailoring_id, a.resume_sha256
      FROM applications a ${cursorAt}
      WHERE a.user_id = ${userId} AND a.status = 'sent' ${after}
      ORDER BY a.sent_at DESC, a.id DESC
      LIMIT ${sql.raw(String(size + 1))}
    ) p`;
}

/** Section 9's local-hour buckets, from the shared constant so the server and the tests agree. */
const TIME_OF_DAY_JSON = sql.raw(
  `json_build_object(${TIME_OF_DAY_BUCKETS.map(
    (b) => `'${b.name}', count(*) FILTER (WHERE s.hour >= ${b.from} AND s.hour < ${b.before})`,
  ).join(', ')})`,
);

/** Starts of the last seven local days, d0 (today) … d6, as timestamptz. */
const DAYS = Array.from({ length: STATS_BAR_CHART_DAYS }, (_, k) => k);

/**
 * The statistics panel's figures (decision 020's rules, now in the database) over the user's sent applications, in
 * time zone `tz`: today since local midnight; yesterday from its local midnight up to the same wall-clock time; the
 * rolling 30 days and the 30 before them (durations, like the limits); the seven local calendar days oldest first;
 * every application by local hour. Day starts are computed once as timestamptz, so each row is compared, not
 * converted, except for its local hour. `date - n days` is calendar arithmetic on local time, so a day across a
 * daylight-saving change is 23 or 25 hours long, as the user lives it.
 */
function statsJson(userId: SQL, tz: Placeholder | string): SQL {
  const dayStarts = sql.join(
    DAYS.map(
      (k) =>
        sql`${sql.raw(`(date_trunc('day', c.local_now) - interval '${k} days')`)} AT TIME ZONE ${tz} AS ${sql.raw(`d${k}`)}`,
    ),
    sql`, `,
  );
  const bars = sql.raw(
    DAYS.slice()
      .reverse()
      .map((k) =>
        k === 0
          ? `count(*) FILTER (WHERE s.sent_at >= b.d0)`
          : `count(*) FILTER (WHERE s.sent_at >= b.d${k} AND s.sent_at < b.d${k - 1})`,
      )
      .join(', '),
  );
  // The bounds are one row computed once (MATERIALIZED), and each application's local hour once (OFFSET 0 keeps the
  // planner from copying the conversion into every filter): otherwise both run per row and per use.
  return sql`
    WITH b AS MATERIALIZED (
      SELECT c.now, c.local_now, ${dayStarts},
        (c.local_now - interval '1 day') AT TIME ZONE ${tz} AS same_time_yesterday
      FROM (SELECT now() AS now, now() AT TIME ZONE ${tz} AS local_now) c
    )
    SELECT json_build_object(
        'timeZone', ${tz}::text,
        'localDate', to_char(b.local_now, 'YYYY-MM-DD'),
        'today', agg.today,
        'yesterdayUntilNow', agg.yesterday,
        'last30Days', agg.last30,
        'previous30Days', agg.previous30,
        'lastSevenDays', agg.bars,
        'timeOfDay', agg.time_of_day
      )::text AS stats,
      agg.total, agg.last24h, agg.last30
    FROM b CROSS JOIN LATERAL (
      SELECT count(*) AS total,
        count(*) FILTER (WHERE s.sent_at >= b.d0) AS today,
        count(*) FILTER (WHERE s.sent_at >= b.d1 AND s.sent_at <= b.same_time_yesterday) AS yesterday,
        count(*) FILTER (WHERE s.sent_at > b.now - ${seconds(DAILY_WINDOW_MS)}) AS last24h,
        count(*) FILTER (WHERE s.sent_at > b.now - ${seconds(MONTHLY_WINDOW_MS)}) AS last30,
        count(*) FILTER (
          WHERE s.sent_at > b.now - ${seconds(2 * MONTHLY_WINDOW_MS)} AND s.sent_at <= b.now - ${seconds(MONTHLY_WINDOW_MS)}
        ) AS previous30,
        json_build_array(${bars}) AS bars,
        ${TIME_OF_DAY_JSON} AS time_of_day
      FROM (
        SELECT a.sent_at, extract(hour FROM a.sent_at AT TIME ZONE ${tz})::int AS hour
        FROM applications a WHERE a.user_id = ${userId} AND a.status = 'sent'
        OFFSET 0
      ) s
    ) agg`;
}

/**
 * Open reservations of the limits' windows (decision 018: they count by reserved_at, sent applications by sent_at).
 * The sent part of dailyCount and monthlyCount comes from the statistics' scan (its last 24 hours and 30 days), so
 * job-info reads the sent rows once; the sum is the rule reserve applies (application-repository's recentCounts).
 */
function openReservations(userId: SQL): SQL {
  return sql`
    SELECT count(*) FILTER (WHERE r.reserved_at > now() - ${seconds(DAILY_WINDOW_MS)}) AS daily, count(*) AS monthly
    FROM applications r
    WHERE r.user_id = ${userId} AND r.status = 'reserved' AND r.reserved_at > now() - ${seconds(MONTHLY_WINDOW_MS)}`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function createJobInfoRepository(db: Db) {
  const tz = sql.placeholder('tz');
  // One prepared statement: job-info is polled by every open dashboard, and planning this query costs more than
  // running it. The answer's `user` object is written whole by the database.
  const tokenHash = sql.placeholder('tokenHash');
  // One prepared statement: job-info is polled by every open dashboard, and planning this query costs more than
  // running it. It also finds the session (the cookie's token hash, unexpired) and its user, so the polled call is
  // one round trip to the database in all. The answer's `user` object is written whole by the database.
  const jobInfoQuery = db
    .select({
      userId: sql<number>`j.user_id`,
      email: sql<string>`j.email`,
      userJson: sql<string>`j.user_json`,
      hasStale: sql<boolean>`j.has_stale`,
    })
    .from(
      sql`(
        SELECT u.id AS user_id, u.email,
          concat('{"jobHistory":', page.entries,
            ',"availableJobs":', u.credits,
            ',"isPremium":', CASE WHEN u.is_premium THEN 'true' ELSE 'false' END,
            ',"dailyCount":', st.last24h + res.daily, ',"monthlyCount":', st.last30 + res.monthly,
            ',"totalApplications":', st.total,
            ',"jobHistoryNextCursor":', COALESCE(to_json(page.next_cursor)::text, 'null'),
            ',"stats":', st.stats, '}') AS user_json,
          EXISTS (SELECT 1 FROM applications s WHERE s.user_id = u.id AND ${staleReservation('s')}) AS has_stale
        FROM sessions se
          JOIN users u ON u.id = se.user_id
          CROSS JOIN LATERAL (${openReservations(sql`u.id`)}) res
          CROSS JOIN LATERAL (${statsJson(sql`u.id`, tz)}) st
          CROSS JOIN LATERAL (${historyPage(sql`u.id`, null, HISTORY_PREVIEW_COUNT)}) page
        WHERE se.token_hash = ${tokenHash} AND se.expires_at > now()
      ) j`,
    )
    .prepare('application_job_info_v2');

  return {
    /**
     * Everything job-info answers for the user of a live session (by its token's hash), counted in time zone `tz`
     * (checked by the caller); undefined without such a session.
     */
    async jobInfo(sessionTokenHash: string, timeZone: string): Promise<JobInfoRow | undefined> {
      const [row] = await jobInfoQuery.execute({ tokenHash: sessionTokenHash, tz: timeZone });
      return row
        ? { userId: Number(row.userId), email: row.email, userJson: row.userJson, hasStale: row.hasStale }
        : undefined;
    },

    /** One page of the sent history after `cursor` (the first page without one). */
    async historyPage(forUser: number, cursor: HistoryCursor | null): Promise<HistoryPageRow> {
      const result = await db.execute(historyPage(forUser, cursor, HISTORY_PAGE_SIZE));
      const row = rowsOf<{ entries: string; next_cursor: string | null }>(result)[0];
      return { entriesJson: row?.entries ?? '[]', nextCursor: row?.next_cursor ?? null };
    },
  };
}
export type JobInfoRepository = ReturnType<typeof createJobInfoRepository>;
