import { sql, type SQL } from 'drizzle-orm';
import {
  DAILY_WINDOW_MS,
  HISTORY_PREVIEW_COUNT,
  MONTHLY_WINDOW_MS,
  STATS_BAR_CHART_DAYS,
  TIME_OF_DAY_BUCKETS,
} from '@applypilot/contracts';
import { RESERVATION_TTL_SECONDS, staleReservation } from './application-repository';
import { historyPageSql } from './job-info-history-sql';

/**
 * The statement that computes a user's job-info figures in one time zone and saves them in job_info_figures
 * (decisions 035, 038), answering what it computed. Everything is read from one snapshot: the user's
 * applications_version with the applications it counts, so a row saved late (after a change committed meanwhile)
 * carries the old version and is never read as current.
 *
 * valid_until is the next instant at which a figure would move with time alone, nothing else changing:
 *   - the next local midnight (today, the seven bars, localDate, yesterday's start);
 *   - the moment the earliest application of yesterday not yet counted in "yesterday until now" gets counted (the
 *     same clock time a day after it was sent);
 *   - the moment the oldest sent application leaves the rolling 24 hours, the 30 days, or the 30 days before them;
 *   - the moment the oldest open reservation or unconfirmed application leaves the 24 hours or 30 days of the limits'
 *     counts;
 *   - an open reservation's hour (then the lazy sweep gives it back before job-info answers);
 *   - a change of the zone's UTC offset before any of these (daylight saving): the figures are computed again from
 *     it. Offsets change on a quarter-hour of UTC in every zone of the tz database, so the first quarter-hour at
 *     which the offset differs from now's is the change itself.
 * When yesterday itself had an offset change and one of its applications is still to enter "yesterday until now",
 * the moment it enters depends on how PostgreSQL resolves the repeated or skipped local hour: the row is then saved
 * already expired (valid_until = now), so those figures are computed afresh on every call that day.
 */

const seconds = (ms: number) => sql.raw(`make_interval(secs => ${ms / 1000})`);
const DAY = seconds(DAILY_WINDOW_MS);
const MONTH = seconds(MONTHLY_WINDOW_MS);
const TWO_MONTHS = seconds(2 * MONTHLY_WINDOW_MS);
const RESERVATION_HOUR = sql.raw(`make_interval(secs => ${RESERVATION_TTL_SECONDS})`);

/** Section 9's local-hour buckets, from the shared constant so the server and the tests agree. */
const TIME_OF_DAY_JSON = sql.raw(
  `json_build_object(${TIME_OF_DAY_BUCKETS.map(
    (b) => `'${b.name}', count(*) FILTER (WHERE s.hour >= ${b.from} AND s.hour < ${b.before})`,
  ).join(', ')})`,
);

/** Starts of the last seven local days, d0 (today) … d6, as timestamptz. */
const DAYS = Array.from({ length: STATS_BAR_CHART_DAYS }, (_, k) => k);

/** The zone's UTC offset at instant `at` (an interval). */
const offsetAt = (at: SQL | string, tz: SQL) => {
  const t = typeof at === 'string' ? sql.raw(at) : at;
  return sql`((${t}) AT TIME ZONE ${tz} - (${t}) AT TIME ZONE 'UTC')`;
};

/**
 * The statement for user `userId` in zone `tz` (checked by the caller). Answers one row: user_id, credits,
 * is_premium, history_json, history_next_cursor, figures_json, has_stale, valid_until. `at` is the instant the figures
 * are for: now(), except in tests of instants the clock cannot be moved to (a daylight-saving change).
 */
export function computeFiguresSql(userId: number, timeZone: string, at: SQL = sql`now()`): SQL {
  const tz = sql`${timeZone}::text`;
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
        (c.local_now - interval '1 day') AT TIME ZONE ${tz} AS same_time_yesterday,
        (date_trunc('day', c.local_now) + interval '1 day') AT TIME ZONE ${tz} AS next_midnight
      FROM (SELECT x.at AS now, x.at AT TIME ZONE ${tz} AS local_now FROM (SELECT ${at} AS at) x) c
    ), u AS (
      SELECT id, credits, is_premium, applications_version FROM users WHERE id = ${userId}
    ), st AS (
      SELECT agg.* FROM b CROSS JOIN LATERAL (
      SELECT count(*) AS total,
        count(*) FILTER (WHERE s.sent_at >= b.d0) AS today,
        count(*) FILTER (WHERE s.sent_at >= b.d1 AND s.sent_at <= b.same_time_yesterday) AS yesterday,
        count(*) FILTER (WHERE s.sent_at > b.now - ${DAY}) AS last24h,
        count(*) FILTER (WHERE s.sent_at > b.now - ${MONTH}) AS last30,
        count(*) FILTER (WHERE s.sent_at > b.now - ${TWO_MONTHS} AND s.sent_at <= b.now - ${MONTH}) AS previous30,
        json_build_array(${bars}) AS bars,
        count(*) FILTER (WHERE s.site = 'linkedin') AS easy_apply,
        count(*) FILTER (WHERE s.site <> 'linkedin') AS company_sites,
        ${TIME_OF_DAY_JSON} AS time_of_day,
        -- When each figure next moves with time alone (see the comment at the top).
        min(s.sent_at) FILTER (
          WHERE s.sent_at >= b.d1 AND s.sent_at < b.d0 AND s.sent_at > b.same_time_yesterday
        ) AS yesterday_pending,
        min(s.sent_at) FILTER (WHERE s.sent_at > b.now - ${DAY}) + ${DAY} AS leaves_24h,
        min(s.sent_at) FILTER (WHERE s.sent_at > b.now - ${MONTH}) + ${MONTH} AS leaves_30d,
        min(s.sent_at) FILTER (
          WHERE s.sent_at > b.now - ${TWO_MONTHS} AND s.sent_at <= b.now - ${MONTH}
        ) + ${TWO_MONTHS} AS leaves_previous_30d
      FROM (
        SELECT a.sent_at, a.site, extract(hour FROM a.sent_at AT TIME ZONE ${tz})::int AS hour
        FROM applications a WHERE a.user_id = ${userId} AND a.status = 'sent'
        OFFSET 0
      ) s
      ) agg
    ), res AS (
      -- Open reservations count by reserved_at (decision 018), unconfirmed applications (issue 30) by the time they
      -- were submitted, the sent part above by sent_at: the rule reserve applies (application-repository's
      -- recentCounts).
      SELECT count(*) FILTER (WHERE r.at > b.now - ${DAY}) AS daily,
        count(*) FILTER (WHERE r.at > b.now - ${MONTH}) AS monthly,
        bool_or(${staleReservation('r')}) AS has_stale,
        min(r.at) FILTER (WHERE r.at > b.now - ${DAY}) + ${DAY} AS leaves_24h,
        min(r.at) FILTER (WHERE r.at > b.now - ${MONTH}) + ${MONTH} AS leaves_30d,
        min(greatest(r.reserved_at, r.held_at)) FILTER (WHERE r.status = 'reserved') + ${RESERVATION_HOUR} AS hour_ends
      FROM b CROSS JOIN (
        SELECT o.status, o.reserved_at, o.held_at,
          CASE WHEN o.status = 'reserved' THEN o.reserved_at ELSE o.unconfirmed_at END AS at
        FROM applications o WHERE o.user_id = ${userId} AND o.status IN ('reserved', 'unconfirmed')
      ) r
    ), page AS (${historyPageSql(userId, null, HISTORY_PREVIEW_COUNT)}
    ), v AS (
      SELECT least(b.next_midnight,
          ((st.yesterday_pending AT TIME ZONE ${tz}) + interval '1 day') AT TIME ZONE ${tz},
          st.leaves_24h, st.leaves_30d, st.leaves_previous_30d, res.leaves_24h, res.leaves_30d, res.hour_ends
        ) AS until
      FROM b CROSS JOIN st CROSS JOIN res
    ), fig AS (
      SELECT u.id AS user_id, u.credits, u.is_premium, u.applications_version,
        page.entries AS history_json, page.next_cursor AS history_next_cursor,
        concat('"dailyCount":', st.last24h + res.daily, ',"monthlyCount":', st.last30 + res.monthly,
          ',"totalApplications":', st.total,
          ',"stats":', json_build_object(
            'timeZone', ${tz},
            'localDate', to_char(b.local_now, 'YYYY-MM-DD'),
            'today', st.today,
            'yesterdayUntilNow', st.yesterday,
            'last30Days', st.last30,
            'previous30Days', st.previous30,
            'lastSevenDays', st.bars,
            'timeOfDay', st.time_of_day,
            'easyApply', st.easy_apply,
            'companySites', st.company_sites
          )::text) AS figures_json,
        COALESCE(res.has_stale, false) AS has_stale,
        CASE
          WHEN st.yesterday_pending IS NOT NULL AND ${offsetAt('b.d1', tz)} <> ${offsetAt('b.d0', tz)} THEN b.now
          WHEN ${offsetAt('v.until', tz)} <> ${offsetAt('b.now', tz)} THEN COALESCE((
            SELECT min(m.at) FROM generate_series(
              to_timestamp(ceil(extract(epoch FROM b.now) / 900) * 900), v.until, interval '15 minutes') m(at)
            WHERE ${offsetAt('m.at', tz)} <> ${offsetAt('b.now', tz)}
          ), b.now)
          ELSE v.until
        END AS valid_until
      FROM u CROSS JOIN b CROSS JOIN st CROSS JOIN res CROSS JOIN page CROSS JOIN v
    ), saved AS (
      INSERT INTO job_info_figures AS f (user_id, time_zone, applications_version, computed_at, valid_until,
        history_json, history_next_cursor, figures_json, has_stale)
      SELECT user_id, ${tz}, applications_version, now(), valid_until, history_json, history_next_cursor,
        figures_json, has_stale
      FROM fig
      ON CONFLICT (user_id, time_zone) DO UPDATE SET applications_version = excluded.applications_version,
        computed_at = excluded.computed_at, valid_until = excluded.valid_until,
        history_json = excluded.history_json, history_next_cursor = excluded.history_next_cursor,
        figures_json = excluded.figures_json, has_stale = excluded.has_stale
      -- Never over a row computed from a later version (a concurrent call that saw a newer change).
      WHERE f.applications_version <= excluded.applications_version
    )
    SELECT user_id, credits, is_premium, history_json, history_next_cursor, figures_json, has_stale, valid_until
    FROM fig`;
}
