import type { JobSearchSettings } from '@applypilot/contracts';
import { normaliseText } from '../answers/normalise';

const WORK_TYPES = ['On-site', 'Remote', 'Hybrid'];
const LEVELS = ['Internship', 'Entry level', 'Associate', 'Mid-Senior level', 'Director', 'Executive'];

/**
 * Why a listed job does not fit the search, or undefined when it fits. LinkedIn lists promoted jobs whatever the
 * filters say, and its newer search pages drop some filters (location, experience), so the engine checks what the
 * details pane shows against what the user asked for.
 */
export function filterMismatch(
  search: JobSearchSettings,
  tags: readonly string[],
  locationText: string,
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
  const wanted = normaliseText(search.location);
  if (wanted && locationText && !normaliseText(locationText).includes(wanted))
    return `Location is not ${search.location}.`;
  return undefined;
}
