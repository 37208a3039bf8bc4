import { sql } from 'drizzle-orm';
import {
  FIT_SKIPS_PAGE_SIZE,
  FIT_TOP_MISSING_SKILLS,
  type FitSkipEntry,
  type FitSkipReport,
  type FitStatsResponse,
} from '@applypilot/contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Jobs the agent skipped for fit (issue 21): recorded per user and job, listed newest first, counted for the stats. */
export interface FitSkipRepository {
  /** Records a skip; a later skip of the same job replaces the earlier one (its score and reason may differ). */
  record(userId: number, report: FitSkipReport): Promise<FitSkipEntry>;
  list(userId: number): Promise<FitSkipEntry[]>;
  stats(userId: number): Promise<Omit<FitStatsResponse, 'success'>>;
}

interface SkipRow {
  id: string;
  job_id: string;
  job_url: string;
  job_title: string;
  company: string;
  kind: FitSkipEntry['kind'];
  score: number;
  reason: string;
  missing_skills: string[];
  created_ms: string | number;
}

const COLUMNS = sql`id, job_id, job_url, job_title, company, kind, score, reason, missing_skills,
  (extract(epoch FROM created_at) * 1000)::bigint AS created_ms`;

function toEntry(row: SkipRow): FitSkipEntry {
  return {
    id: row.id,
    jobId: row.job_id,
    jobUrl: row.job_url,
    jobTitle: row.job_title,
    company: row.company,
    kind: row.kind,
    score: Number(row.score),
    reason: row.reason,
    missingSkills: row.missing_skills,
    createdAt: Number(row.created_ms),
  };
}

export function createFitSkipRepository(db: Db): FitSkipRepository {
  return {
    async record(userId, report) {
      const result = await db.execute(sql`
        INSERT INTO fit_skips (user_id, job_id, job_url, job_title, company, kind, score, reason, missing_skills)
        VALUES (${userId}, ${report.jobId}, ${report.jobUrl}, ${report.jobTitle}, ${report.company}, ${report.kind},
          ${report.score}, ${report.reason}, ${JSON.stringify(report.missingSkills)}::jsonb)
        ON CONFLICT (user_id, job_id) DO UPDATE SET job_url = EXCLUDED.job_url, job_title = EXCLUDED.job_title,
          company = EXCLUDED.company, kind = EXCLUDED.kind, score = EXCLUDED.score, reason = EXCLUDED.reason,
          missing_skills = EXCLUDED.missing_skills, created_at = now()
        RETURNING ${COLUMNS}`);
      return toEntry(rowsOf<SkipRow>(result)[0]!);
    },
    async list(userId) {
      const result = await db.execute(sql`
        SELECT ${COLUMNS} FROM fit_skips WHERE user_id = ${userId}
        ORDER BY created_at DESC, id LIMIT ${FIT_SKIPS_PAGE_SIZE}`);
      return rowsOf<SkipRow>(result).map(toEntry);
    },
    async stats(userId) {
      const counts = rowsOf<{ fit: string | number; deal: string | number }>(
        await db.execute(sql`
          SELECT count(*) FILTER (WHERE kind = 'fit') AS fit, count(*) FILTER (WHERE kind = 'deal-breaker') AS deal
          FROM fit_skips WHERE user_id = ${userId}`),
      )[0];
      const skills = rowsOf<{ skill: string; count: string | number }>(
        await db.execute(sql`
          SELECT skill, count(*) AS count
          FROM fit_skips, jsonb_array_elements_text(missing_skills) AS skill
          WHERE user_id = ${userId}
          GROUP BY skill ORDER BY count(*) DESC, skill LIMIT ${FIT_TOP_MISSING_SKILLS}`),
      );
      return {
        skippedForFit: Number(counts?.fit ?? 0),
        skippedForDealBreaker: Number(counts?.deal ?? 0),
        topMissingSkills: skills.map((row) => ({ skill: row.skill, count: Number(row.count) })),
      };
    },
  };
}
