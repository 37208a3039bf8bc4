import { HISTORY_PAGE_SIZE } from '@applypilot/contracts';
import type { Db } from '../../db/client';
import type { HistoryCursor } from './history-cursor';
import { computeFiguresSql } from './job-info-figures-sql';
import { historyPageSql, wholeHistorySql } from './job-info-history-sql';
import { rowsOf } from '../../db/rows';
import { batchedRead } from '../../db/batched-read';
import { preparedRead } from '../../db/prepared-read';

/**
 * Job-info and the history's pages (decisions 035, 038). PostgreSQL computes every figure of the statistics panel
 * and writes them as JSON text, kept per user and time zone in job_info_figures: the polled call is one statement
 * that finds the session, its user and a current figures row by primary key. The figures are computed again only
 * when that row is missing, stale (valid_until passed) or from an older applications_version (a trigger bumps it in
 * the same statement as any change to the user's applications), so nothing is kept in the API's memory.
 */

export interface JobInfoSession {
  userId: number;
  email: string;
}

/** The parts of a job-info answer, as JSON text where they come from the database. */
export interface JobInfoFigures {
  credits: number;
  isPremium: boolean;
  /** The preview (jobHistory) as a JSON array. */
  historyJson: string;
  historyNextCursor: string | null;
  /** `"dailyCount":…,"monthlyCount":…,"totalApplications":…,"stats":{…}`: members without braces. */
  figuresJson: string;
  /** A reservation of this user is over its hour: sweep, then compute again. */
  hasStale: boolean;
}

export type JobInfoRead =
  { session: JobInfoSession; figures: JobInfoFigures } | { session: JobInfoSession; figures: undefined };

export interface HistoryPageRow {
  /** JSON text of the page's entries, newest first. */
  entriesJson: string;
  /** The cursor of the next page, or null on the last one. */
  nextCursor: string | null;
}

type FiguresColumns = {
  credits: number | string;
  is_premium: boolean;
  history_json: string | null;
  history_next_cursor: string | null;
  figures_json: string | null;
  has_stale: boolean | null;
};

function toFigures(row: FiguresColumns): JobInfoFigures | undefined {
  if (row.history_json === null || row.figures_json === null) return undefined;
  return {
    credits: Number(row.credits),
    isPremium: row.is_premium,
    historyJson: row.history_json,
    historyNextCursor: row.history_next_cursor,
    figuresJson: row.figures_json,
    hasStale: row.has_stale === true,
  };
}

export function createJobInfoRepository(db: Db) {
  // The polled call: one prepared statement, one round trip, primary-key reads only (the session by its token hash,
  // the user, the figures row). Credits and premium come from users, live; the rest from a current figures row.
  // The calls of one turn of the event loop share the statement (batched-read.ts): the lateral join keeps it
  // primary-key reads per (token, zone) whatever the batch's size.
  type ReadRow = FiguresColumns & { i: number; user_id: number; email: string };
  const readMany = preparedRead<ReadRow>(
    db,
    'application_job_info_v5',
    `SELECT k.i::int AS i, r.*
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS k(token_hash, time_zone, i)
     CROSS JOIN LATERAL (
       SELECT u.id AS user_id, u.email, u.credits, u.is_premium, f.history_json, f.history_next_cursor,
         f.figures_json, f.has_stale
       FROM sessions se JOIN users u ON u.id = se.user_id
       LEFT JOIN job_info_figures f ON f.user_id = u.id AND f.time_zone = k.time_zone
         AND f.applications_version = u.applications_version AND f.valid_until > now()
       WHERE se.token_hash = k.token_hash AND se.expires_at > now()) r`,
  );
  const read = batchedRead<{ tokenHash: string; timeZone: string }, ReadRow>({
    readMany: (keys) => readMany([keys.map((key) => key.tokenHash), keys.map((key) => key.timeZone)]),
    indexOf: (row) => row.i - 1,
    // A token hash is 64 hex digits: the space cannot occur in it.
    idOf: (key) => `${key.tokenHash} ${key.timeZone}`,
  });

  return {
    /**
     * The user of a live session (by its token's hash) and, when a current row exists, their figures in `timeZone`
     * (checked by the caller); undefined without such a session.
     */
    async read(sessionTokenHash: string, timeZone: string): Promise<JobInfoRead | undefined> {
      const row = await read({ tokenHash: sessionTokenHash, timeZone });
      if (!row) return undefined;
      const session = { userId: Number(row.user_id), email: row.email };
      return { session, figures: toFigures(row) };
    },

    /** Computes the user's figures in `timeZone` from their applications, saves them, and answers them. */
    async compute(userId: number, timeZone: string): Promise<JobInfoFigures | undefined> {
      const result = await db.execute(computeFiguresSql(userId, timeZone));
      const row = rowsOf<FiguresColumns>(result)[0];
      return row ? toFigures(row) : undefined;
    },

    /** Every sent application of the user, newest first, as a JSON array (the specification's client). */
    async wholeHistory(userId: number): Promise<string> {
      const result = await db.execute(wholeHistorySql(userId));
      return rowsOf<{ entries: string }>(result)[0]?.entries ?? '[]';
    },

    /** One page of the sent history after `cursor` (the first page without one). */
    async historyPage(forUser: number, cursor: HistoryCursor | null): Promise<HistoryPageRow> {
      const result = await db.execute(historyPageSql(forUser, cursor, HISTORY_PAGE_SIZE));
      const row = rowsOf<{ entries: string; next_cursor: string | null }>(result)[0];
      return { entriesJson: row?.entries ?? '[]', nextCursor: row?.next_cursor ?? null };
    },
  };
}
export type JobInfoRepository = ReturnType<typeof createJobInfoRepository>;
