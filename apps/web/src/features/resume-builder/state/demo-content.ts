import { DEMO_RESUME, type ResumeData } from '@applypilot/resume';

/**
 * Whether a resume still holds the demo's sample person (decision 050). Set for Automation sends the resume to
 * employers in the user's name, so the demo (Priya Sharma's experience, or her contact details under another name)
 * must not become the active resume. Marked are what only the demo has: its free text of some length (summary,
 * descriptions, bullets), which nobody writes word for word, and the contact details the form shows (email, phone,
 * LinkedIn, GitHub). Names of schools, employers, degrees or skills are not marked: a real user may share them.
 */
const TEXT_FIELDS = new Set(['summaryText', 'description', 'bullets']);
const CONTACT_FIELDS = new Set(['email', 'phone', 'linkedin', 'github']);
/** Shorter free text could be anyone's ("Checkout team."). */
const MIN_MARKED_TEXT = 30;

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  return [];
}

function markersOf(data: ResumeData): Map<string, string> {
  const markers = new Map<string, string>();
  for (const entries of Object.values(data))
    for (const entry of entries)
      for (const [field, value] of Object.entries(entry)) {
        const text = TEXT_FIELDS.has(field) || CONTACT_FIELDS.has(field);
        if (!text) continue;
        for (const item of strings(value)) {
          const key = normalise(item);
          if (key === '') continue;
          if (CONTACT_FIELDS.has(field) || key.length >= MIN_MARKED_TEXT) markers.set(key, item.trim());
        }
      }
  return markers;
}

const DEMO_MARKERS = markersOf(DEMO_RESUME);

/** The first piece of the demo's sample content still in `data` (as the demo wrote it), or null when none is. */
export function demoContentIn(data: ResumeData): string | null {
  for (const entries of Object.values(data))
    for (const entry of entries)
      for (const [field, value] of Object.entries(entry)) {
        if (field === 'id') continue;
        for (const item of strings(value)) {
          const found = DEMO_MARKERS.get(normalise(item));
          if (found !== undefined) return found;
        }
      }
  return null;
}
