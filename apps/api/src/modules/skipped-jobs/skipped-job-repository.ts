import { sql } from 'drizzle-orm';
import {
  FIT_SKIPS_PAGE_SIZE,
  FIT_TOP_MISSING_SKILLS,
  SKIPPED_JOBS_PAGE_SIZE,
  type FitSkipEntry,
  type FitStatsResponse,
  type SkippedJobEntry,
  type SkippedJobReport,
} from '@applypilot/contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Jobs the agent did not apply to (issue 21's fit skips, generalised by decision 055): recorded per user and job,
 * listed newest first, the fit ones counted for the statistics. No credit moves here.
 */
export interface SkippedJobRepository {
  /** Records a skipped job; a later report of the same job replaces the earlier one (its kind and reason may differ). */
  record(userId: number, report: SkippedJobReport): Promise<SkippedJobEntry>;
  /** Every kind, newest first. */
  list(userId: number): Promise<SkippedJobEntry[]>;
  /** Issue 21's list (GET /api/fit/skips): the fit check's skips only, in their first shape. */
  listFit(userId: number): Promise<FitSkipEntry[]>;
  stats(userId: number): Promise<Omit<FitStatsResponse, 'success'>>;
}

interface SkipRow {
  id: string;
  job_id: string;
  job_url: string;
  job_title: string;
  company: string;
  kind: SkippedJobEntry['kind'];
  score: number | string | null;
  reason: string;
  missing_skills: string[];
  capture: string | null;
  site: string | null;
  site_url: string | null;
  created_ms: string | number;
}

const COLUMNS = sql`id, job_id, job_url, job_title, company, kind, score, reason, missing_skills, capture, site,
  site_url, (extract(epoch FROM created_at) * 1000)::bigint AS created_ms`;

function toEntry(row: SkipRow): SkippedJobEntry {
  return {
    id: row.id,
    jobId: row.job_id,
    jobUrl: row.job_url,
    jobTitle: row.job_title,
    company: row.company,
    kind: row.kind,
    score: row.score === null ? null : Number(row.score),
    reason: row.reason,
    missingSkills: row.missing_skills,
    capture: row.capture,
    site: row.site,
    siteUrl: row.site_url,
    createdAt: Number(row.created_ms),
  };
}

export function createSkippedJobRepository(db: Db): SkippedJobRepository {
  return {
    async record(userId, report) {
      const result = await db.execute(sql`
        INSERT INTO skipped_jobs (user_id, job_id, job_url, job_title, company, kind, score, reason, missing_skills,
          capture, site, site_url)
        VALUES (${userId}, ${report.jobId}, ${report.jobUrl}, ${report.jobTitle}, ${report.company}, ${report.kind},
          ${report.score}, ${report.reason}, ${JSON.stringify(report.missingSkills)}::jsonb, ${report.capture ?? null},
          ${report.site ?? null}, ${report.siteUrl || null})
        ON CONFLICT (user_id, job_id) DO UPDATE SET job_url = EXCLUDED.job_url, job_title = EXCLUDED.job_title,
          company = EXCLUDED.company, kind = EXCLUDED.kind, score = EXCLUDED.score, reason = EXCLUDED.reason,
          missing_skills = EXCLUDED.missing_skills, capture = EXCLUDED.capture, site = EXCLUDED.site,
          site_url = EXCLUDED.site_url, created_at = now()
        RETURNING ${COLUMNS}`);
      return toEntry(rowsOf<SkipRow>(result)[0]!);
    },
    async list(userId) {
      const result = await db.execute(sql`
        SELECT ${COLUMNS} FROM skipped_jobs WHERE user_id = ${userId}
        ORDER BY created_at DESC, id LIMIT ${SKIPPED_JOBS_PAGE_SIZE}`);
      return rowsOf<SkipRow>(result).map(toEntry);
    },
    async listFit(userId) {
      const result = await db.execute(sql`
        SELECT ${COLUMNS} FROM skipped_jobs WHERE user_id = ${userId} AND kind IN ('fit', 'deal-breaker')
        ORDER BY created_at DESC, id LIMIT ${FIT_SKIPS_PAGE_SIZE}`);
      return rowsOf<SkipRow>(result).map((row) => {
        const entry = toEntry(row);
        return {
          id: entry.id,
          jobId: entry.jobId,
          jobUrl: entry.jobUrl,
          jobTitle: entry.jobTitle,
          company: entry.company,
          kind: entry.kind as FitSkipEntry['kind'],
          // The kind's CHECK keeps a score on every fit and deal-breaker row.
          score: entry.score ?? 0,
          reason: entry.reason,
          missingSkills: entry.missingSkills,
          createdAt: entry.createdAt,
        };
      });
    },
    async stats(userId) {
      const counts = rowsOf<{ fit: string | number; deal: string | number }>(
        await db.execute(sql`
          SELECT count(*) FILTER (WHERE kind = 'fit') AS fit, count(*) FILTER (WHERE kind = 'deal-breaker') AS deal
          FROM skipped_jobs WHERE user_id = ${userId}`),
      )[0];
      const skills = rowsOf<{ skill: string; count: string | number }>(
        await db.execute(sql`
          SELECT skill, count(*) AS count
          FROM skipped_jobs, jsonb_array_elements_text(missing_skills) AS skill
          WHERE user_id = ${userId} AND kind IN ('fit', 'deal-breaker')
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
