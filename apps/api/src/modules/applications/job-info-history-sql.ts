import { sql, type SQL } from 'drizzle-orm';
import type { HistoryCursor } from './history-cursor';

/**
 * The history's entries as JSON text (decision 035), shared by job-info's preview, the specification's whole-history
 * answer and the paged history.
 */

/**
 * One history entry as JSON text, in the shape the specification's client reads (`appliedAt._seconds`), assembled by
 * concatenation: about a third cheaper than json_build_object per row (decision 018).
 */
const ENTRY_JSON = sql.raw(`concat('{"jobTitle":', to_json(p.job_title), ',"jobUrl":', to_json(p.job_url),
  ',"company":', to_json(p.company),
  ',"appliedAt":{"_seconds":', floor(extract(epoch FROM p.sent_at))::bigint, '}',
  ',"tailored":', CASE WHEN p.tailoring_id IS NULL THEN 'false' ELSE 'true' END,
  ',"resumeSha256":', COALESCE(to_json(p.resume_sha256)::text, 'null'),
  ',"site":', to_json(p.site), ',"siteUrl":', COALESCE(to_json(p.site_url)::text, 'null'), '}')`);

/** The cursor of an entry: sent_at in exact microseconds since the epoch, and the id (history-cursor.ts). */
const CURSOR_TEXT = sql.raw(`(extract(epoch FROM p.sent_at) * 1000000)::bigint::text || '.' || p.id::text`);

/**
 * One page of sent applications, newest first (sent_at, then id, both descending), after `cursor` when given: the
 * page's entries as a JSON array (`entries`) and the next page's cursor (`next_cursor`). One row more than a page is
 * read to know whether another page follows. The index on (user_id, status, sent_at) finds the page without reading
 * the rows before it.
 */
export function historyPageSql(userId: number | SQL, cursor: HistoryCursor | null, size: number): SQL {
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
        a.company, a.tailoring_id, a.resume_sha256, a.site, a.site_url
      FROM applications a ${cursorAt}
      WHERE a.user_id = ${userId} AND a.status = 'sent' ${after}
      ORDER BY a.sent_at DESC, a.id DESC
      LIMIT ${sql.raw(String(size + 1))}
    ) p`;
}

/** Every sent application of the user, newest first, as one JSON array (`entries`). */
export function wholeHistorySql(userId: number): SQL {
  return sql`
    SELECT '[' || COALESCE(string_agg(${ENTRY_JSON}, ',' ORDER BY p.sent_at DESC, p.id DESC), '') || ']' AS entries
    FROM applications p WHERE p.user_id = ${userId} AND p.status = 'sent'`;
}
