import type { JobSearchSettings } from '@applypilot/contracts';
import { normaliseText } from '../answers/normalise';

const WORK_TYPES = ['On-site', 'Remote', 'Hybrid'];
const LEVELS = ['Internship', 'Entry level', 'Associate', 'Mid-Senior level', 'Director', 'Executive'];

const DATE_LIMIT_HOURS: Record<JobSearchSettings['datePosted'], number | undefined> = {
  'Any time': undefined,
  'Past 24 hours': 24,
  'Past week': 24 * 7,
  'Past month': 24 * 30,
};
const HOURS_PER: Record<string, number> = {
  minute: 0,
  hour: 1,
  day: 24,
  week: 24 * 7,
  month: 24 * 30,
  year: 24 * 365,
};

/** The least age a "3 weeks ago" text allows, in hours (LinkedIn rounds down: "1 month ago" is 30 days or more). */
export function postedHoursAtLeast(text: string): number | undefined {
  const m = text.match(/\b(\d+)\s+(minute|hour|day|week|month|year)s?\s+ago\b/i);
  if (!m) return /\bjust now\b/i.test(text) ? 0 : undefined;
  return Number(m[1]) * (HOURS_PER[(m[2] ?? '').toLowerCase()] ?? 0);
}

/**
 * Why a listed job does not fit the search, or undefined when it fits. LinkedIn lists promoted jobs whatever the
 * filters say, and its newer search pages drop some filters (location, experience), so the engine checks what the
 * details pane shows against what the user asked for.
 */
export function filterMismatch(
  search: JobSearchSettings,
  tags: readonly string[],
  locationText: string,
  headerText = '',
): string | undefined {
  const has = (label: string) => tags.some((t) => normaliseText(t) === normaliseText(label));
  if (search.workType !== 'Any') {
    const shown = WORK_TYPES.filter(has);
    if (shown.length > 0 && !has(search.workType))
      return `Work type is ${shown.join(', ')}, not ${search.workType}.`;
  }
  if (search.experienceLevel !== 'Any') {
    const shown = LEVELS.filter(has);
    if (shown.length > 0 && !has(search.experienceLevel))
      return `Experience level is ${shown.join(', ')}, not ${search.experienceLevel}.`;
  }
  const age = postedHoursAtLeast(headerText);
  const limit = DATE_LIMIT_HOURS[search.datePosted];
  if (age !== undefined && limit !== undefined && age >= limit && age > 0)
    return `Posted too long ago for "${search.datePosted}".`;
  const wanted = normaliseText(search.location);
  if (wanted && locationText && !normaliseText(locationText).includes(wanted))
    return `Location is not ${search.location}.`;
  return undefined;
}
