import { sql } from 'drizzle-orm';
import {
  NEEDS_ANSWER_MAX_AGE_DAYS,
  questionKey,
  type NeedsAnswerGroup,
  type NeedsAnswerItem,
  type NeedsAnswerReport,
} from '@applypilot/contracts';
import type { Db } from '../../db/client';
import { needsAnswer } from '../../db/schema';
import { rowsOf } from '../../db/rows';

/** The most open questions one list answer carries: the newest; older ones show once these are dealt with. */
export const NEEDS_ANSWER_LIST_LIMIT = 200;

export type Resolution = 'answered' | 'dismissed';

interface ItemRow {
  id: string;
  job_id: string;
  job_url: string;
  job_title: string;
  company: string;
  question: string;
  kind: NeedsAnswerItem['kind'];
  options: string[];
  created_ms: string | number;
}

const ITEM_COLUMNS = sql`id, job_id, job_url, job_title, company, question, kind, options,
  (extract(epoch FROM created_at) * 1000)::bigint AS created_ms`;

function toItem(row: ItemRow): NeedsAnswerItem {
  return {
    id: row.id,
    jobId: row.job_id,
    jobUrl: row.job_url,
    jobTitle: row.job_title,
    company: row.company,
    question: row.question,
    kind: row.kind,
    options: row.options,
    createdAt: Number(row.created_ms),
  };
}

const maxAge = sql`make_interval(days => ${NEEDS_ANSWER_MAX_AGE_DAYS})`;

/**
 * One group per question (issue 20): the open items of the same questionKey, in the order given (newest first), so
 * a group's kind and options are its newest report's and the groups are ordered by their newest job.
 */
export function groupByQuestion(items: NeedsAnswerItem[]): NeedsAnswerGroup[] {
  const groups = new Map<string, NeedsAnswerGroup>();
  for (const item of items) {
    const key = questionKey(item.question);
    let group = groups.get(key);
    if (!group) {
      group = { question: item.question, kind: item.kind, options: item.options, jobs: [] };
      groups.set(key, group);
    }
    // The same job twice under one question (told apart only by case) is one job waiting.
    if (group.jobs.some((job) => job.jobId === item.jobId)) continue;
    group.jobs.push({
      id: item.id,
      jobId: item.jobId,
      jobUrl: item.jobUrl,
      jobTitle: item.jobTitle,
      company: item.company,
      createdAt: item.createdAt,
    });
  }
  return [...groups.values()];
}

/** The needs-answer queue (decision 022). */
export function createNeedsAnswerRepository(db: Db) {
  /** One try at closing; the resolution kept, or undefined when the user has no such question. */
  async function resolveOnce(
    userId: number,
    id: string,
    resolution: Resolution,
  ): Promise<Resolution | undefined> {
    const rows = rowsOf<{ resolution: Resolution }>(
      await db.execute(sql`
        WITH closed AS (
          UPDATE ${needsAnswer} SET resolved_at = now(), resolution = ${resolution}
          WHERE id = ${id} AND user_id = ${userId} AND resolved_at IS NULL
          RETURNING resolution
        )
        SELECT resolution FROM closed
        UNION ALL
        SELECT resolution FROM ${needsAnswer}
        WHERE id = ${id} AND user_id = ${userId} AND resolved_at IS NOT NULL
        LIMIT 1`),
    );
    return rows[0]?.resolution;
  }

  return {
    /**
     * Stores a report, or answers the open row of the same (user, job, question). One statement whatever the race:
     * ON CONFLICT on the partial unique index always returns a row, the new one or the existing one. An existing row
     * older than the list shows is brought back to the top (its created_at renewed), since the agent met the
     * question again; a fresh one is left as it is. `xmax = 0` tells an insert from an update.
     */
    async report(
      userId: number,
      report: NeedsAnswerReport,
    ): Promise<{ item: NeedsAnswerItem; created: boolean }> {
      const rows = rowsOf<ItemRow & { created: boolean }>(
        await db.execute(sql`
          INSERT INTO ${needsAnswer} AS n (user_id, job_id, job_url, job_title, company, question, kind, options)
          VALUES (${userId}, ${report.jobId}, ${report.jobUrl}, ${report.jobTitle}, ${report.company},
            ${report.question}, ${report.kind}, ${JSON.stringify(report.options)}::jsonb)
          ON CONFLICT (user_id, job_id, md5(question)) WHERE resolved_at IS NULL
          DO UPDATE SET created_at = CASE WHEN n.created_at < now() - ${maxAge} THEN now() ELSE n.created_at END
          RETURNING ${ITEM_COLUMNS}, (xmax = 0) AS created`),
      );
      const row = rows[0];
      if (!row) throw new Error('needs-answer report returned no row');
      return { item: toItem(row), created: row.created };
    },
    /** Open questions of the last NEEDS_ANSWER_MAX_AGE_DAYS, newest first. */
    async listOpen(userId: number): Promise<NeedsAnswerItem[]> {
      const rows = rowsOf<ItemRow>(
        await db.execute(sql`
          SELECT ${ITEM_COLUMNS} FROM ${needsAnswer}
          WHERE user_id = ${userId} AND resolved_at IS NULL AND created_at > now() - ${maxAge}
          ORDER BY created_at DESC, id DESC
          LIMIT ${NEEDS_ANSWER_LIST_LIMIT}`),
      );
      return rows.map(toItem);
    },
    /**
     * Closes an open question of this user. Idempotent: an already resolved one keeps its first resolution and is
     * answered as it is. Undefined when the user has no such question (another user's id included).
     */
    async resolve(userId: number, id: string, resolution: Resolution): Promise<Resolution | undefined> {
      // Of two racing resolves the second finds the row closed by the first, which its statement's snapshot (taken
      // before the first committed) may not show yet: one more try, with a new snapshot, answers it.
      return (await resolveOnce(userId, id, resolution)) ?? resolveOnce(userId, id, resolution);
    },
    /**
     * Closes every open row of this user with the same question (issue 20: one answer releases all the jobs waiting
     * on it), whatever their age. The question is compared as questionKey: stored questions are questionText already
     * (reports are parsed with it, older rows by migration 0011), so lower() finishes the key.
     */
    async resolveQuestion(userId: number, question: string, resolution: Resolution): Promise<number> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          UPDATE ${needsAnswer} SET resolved_at = now(), resolution = ${resolution}
          WHERE user_id = ${userId} AND resolved_at IS NULL AND lower(question) = ${questionKey(question)}
          RETURNING id`),
      );
      return rows.length;
    },
  };
}
export type NeedsAnswerRepository = ReturnType<typeof createNeedsAnswerRepository>;
