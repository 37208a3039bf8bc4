import type { Catalogue, ExperienceLevel, Job, WorkType } from '../catalogue/schema';
import type { Variant } from '../shared/variants';

/** LinkedIn's search parameters applied to the catalogue (practice-board.md, "Search page"). */

export const PAGE_SIZE = 25;

const EXPERIENCE_CODES: Record<string, ExperienceLevel> = {
  '1': 'internship',
  '2': 'entry level',
  '3': 'associate',
  '4': 'mid-senior level',
  '5': 'director',
  '6': 'executive',
};
const WORK_TYPE_CODES: Record<string, WorkType> = { '1': 'on-site', '2': 'remote', '3': 'hybrid' };

/** What v3's redirect to /jobs/search-results/ silently drops. */
export const DROPPED_BY_V3_REDIRECT = ['location', 'sortBy', 'f_E', 'f_JT'] as const;

export type Query = Record<string, string>;

export interface SearchResult {
  jobs: Job[];
  total: number;
  start: number;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#.]+/u)
    .filter(Boolean);
}

function codes<T>(value: string | undefined, table: Record<string, T>): Set<T> | null {
  if (!value) return null;
  const picked = value
    .split(',')
    .map((code) => table[code.trim()])
    .filter((v): v is T => v !== undefined);
  return picked.length > 0 ? new Set(picked) : null;
}

function easyApplyOnly(variant: Variant, query: Query): boolean {
  // v1 predates f_AL=true; it knows only f_LF=f_AL.
  return variant === 'v1-legacy' ? query.f_LF === 'f_AL' : query.f_AL === 'true';
}

export function matchesKeywords(job: Job, keywords: string | undefined): boolean {
  const wanted = words(keywords ?? '');
  const title = new Set(words(job.title));
  return wanted.every((word) => title.has(word));
}

/** Whether the filters (everything but the keywords) let the job through. */
export function passesFilters(job: Job, variant: Variant, query: Query): boolean {
  if (job.promoted) return true;
  const location = query.location?.trim().toLowerCase();
  if (location && !job.location.toLowerCase().includes(location)) return false;
  if (easyApplyOnly(variant, query) && job.apply === 'external') return false;
  const levels = codes(query.f_E, EXPERIENCE_CODES);
  if (levels && !levels.has(job.experienceLevel)) return false;
  const workTypes = codes(query.f_WT, WORK_TYPE_CODES);
  if (workTypes && !workTypes.has(job.workType)) return false;
  const tpr = /^r(\d+)$/.exec(query.f_TPR ?? '');
  if (tpr?.[1] && job.postedHoursAgo * 3600 > Number(tpr[1])) return false;
  return true;
}

export function search(catalogue: Catalogue, variant: Variant, query: Query): SearchResult {
  let jobs = catalogue.jobs.filter(
    (job) => matchesKeywords(job, query.keywords) && passesFilters(job, variant, query),
  );
  if (query.sortBy === 'DD') jobs = [...jobs].sort((a, b) => a.postedHoursAgo - b.postedHoursAgo);
  const start = Math.max(0, Math.floor(Number(query.start ?? '0')) || 0);
  return { jobs: jobs.slice(start, start + PAGE_SIZE), total: jobs.length, start };
}

export function toQuery(raw: unknown): Query {
  const query: Query = {};
  if (raw && typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value === 'string') query[key] = value;
      else if (Array.isArray(value) && typeof value[0] === 'string') query[key] = value[0];
    }
  }
  return query;
}

export function queryString(query: Query, drop: readonly string[] = []): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (!drop.includes(key)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
