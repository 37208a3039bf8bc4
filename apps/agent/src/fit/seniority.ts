/**
 * Seniority from a job's title and the experience level LinkedIn shows: the least years of experience a level usually
 * means, or that the job is for beginners (an internship, a graduate or junior role).
 */

export interface Seniority {
  /** What the title calls the level, for messages ("Senior", "Staff"). */
  label: string;
  /** Years the level usually asks for at least. */
  minYears: number;
  /** A role for beginners: at most this many years fit it. */
  maxYears?: number;
}

const LEVELS: [RegExp, Seniority][] = [
  [/\b(vp|vice president|chief|cto|head of)\b/i, { label: 'executive', minYears: 12 }],
  [/\bdirector\b/i, { label: 'director', minYears: 10 }],
  [/\b(principal|distinguished)\b/i, { label: 'principal', minYears: 9 }],
  [/\b(staff|architect)\b/i, { label: 'staff', minYears: 7 }],
  [/\b(lead|manager)\b/i, { label: 'lead', minYears: 6 }],
  [/\b(senior|sr\.?|snr)\b/i, { label: 'senior', minYears: 4 }],
  [/\b(intern|internship|trainee|apprentice)\b/i, { label: 'internship', minYears: 0, maxYears: 1 }],
  [
    /\b(graduate|fresher|new grad|entry[\s-]level|campus)\b/i,
    { label: 'entry-level', minYears: 0, maxYears: 2 },
  ],
  [/\b(junior|jr\.?|associate)\b/i, { label: 'junior', minYears: 0, maxYears: 3 }],
];

export function seniorityOf(title: string): Seniority | undefined {
  return LEVELS.find(([pattern]) => pattern.test(title))?.[1];
}
