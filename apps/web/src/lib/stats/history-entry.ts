import { MESSAGES } from '@applypilot/contracts';

/**
 * One history entry as the statistics read it. Our server always sends `appliedAt._seconds`; the specification's
 * client also accepted a `timestamp` field, and entries with neither are shown in the list but left out of every
 * count by time. Kept loose so a partial entry never breaks the panel.
 */
export interface HistoryEntry {
  jobTitle?: string | null;
  jobUrl?: string | null;
  company?: string | null;
  appliedAt?: { _seconds?: number | null; timestamp?: number | string | null } | null;
  timestamp?: number | string | null;
  /** Issue [8]: the resume sent was tailored by AI for this job; the SHA-256 of the PDF sent. */
  tailored?: boolean | null;
  resumeSha256?: string | null;
  /** Issue 30: where it was sent ("linkedin" for Easy Apply, else the company site's name) and the site's address. */
  site?: string | null;
  siteUrl?: string | null;
}

/** The sent PDF's SHA-256 when it is one (lowercase hex), else null: only such a name is asked of the extension. */
export function sentResumeSha256(entry: HistoryEntry): string | null {
  const sha256 = entry.resumeSha256;
  return typeof sha256 === 'string' && /^[0-9a-f]{64}$/.test(sha256) ? sha256 : null;
}

/** A `timestamp` is milliseconds since the epoch (a JavaScript time) or a date string. */
function timestampMs(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

/** When the application was sent, in milliseconds since the epoch, or null when the entry carries no time. */
export function appliedAtMs(entry: HistoryEntry): number | null {
  const seconds = entry.appliedAt?._seconds;
  if (typeof seconds === 'number' && Number.isFinite(seconds)) return seconds * 1000;
  return timestampMs(entry.timestamp) ?? timestampMs(entry.appliedAt?.timestamp);
}

/** The times of the entries that have one (the charts and windows ignore the others). */
export function appliedTimes(history: readonly HistoryEntry[]): number[] {
  const times: number[] = [];
  for (const entry of history) {
    const ms = appliedAtMs(entry);
    if (ms !== null) times.push(ms);
  }
  return times;
}

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

function lastPathSegment(url: URL): string {
  const segment = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as written.
  }
  return decoded.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Section 2.2's fallback chain: the stored title, the URL's last path segment with dashes as spaces, 'Job Link' for a
 * valid URL without a segment, the raw URL when it is not a valid URL, 'Untitled Application' without any URL.
 * The stored title wins: it is what the job board called the job.
 */
export function historyTitle(entry: HistoryEntry): string {
  const title = entry.jobTitle?.trim();
  if (title) return title;
  const raw = entry.jobUrl?.trim();
  if (!raw) return MESSAGES.untitledApplication;
  const url = parseUrl(raw);
  if (!url) return raw;
  return lastPathSegment(url) || MESSAGES.jobLink;
}

/** The link target, only for http(s) URLs: anything else (javascript:, data:, a bad URL) is shown as text. */
export function safeJobHref(entry: HistoryEntry): string | null {
  const raw = entry.jobUrl?.trim();
  if (!raw) return null;
  const url = parseUrl(raw);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}

/** en-US short date ("Nov 23, 2026") in the browser's time zone, or 'N/A' without a time. */
export function formatAppliedDate(entry: HistoryEntry): string {
  const ms = appliedAtMs(entry);
  // Formatted per call: the time zone is read when the format is made.
  return ms === null
    ? MESSAGES.notAvailable
    : new Date(ms).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
