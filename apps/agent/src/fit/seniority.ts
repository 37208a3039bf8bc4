/**
 * Seniority from a job's title: the least years of experience a level usually means. Roles for beginners (an
 * internship, a graduate or first-level role) are read by audience.ts, from the title and the text.
 */

export interface Seniority {
  /** What the title calls the level, for messages ("Senior", "Staff"). */
  label: string;
  /** Years the level usually asks for at least. */
  minYears: number;
}

const LEVELS: [RegExp, Seniority][] = [
  [/\b(vp|vice president|chief|cto|head of)\b/i, { label: 'executive', minYears: 12 }],
  [/\bdirector\b/i, { label: 'director', minYears: 10 }],
  [/\b(principal|distinguished)\b/i, { label: 'principal', minYears: 9 }],
  [/\b(staff|architect)\b/i, { label: 'staff', minYears: 7 }],
  [/\b(lead|manager)\b/i, { label: 'lead', minYears: 6 }],
  [/\b(senior|sr\.?|snr)\b/i, { label: 'senior', minYears: 4 }],
];

export function seniorityOf(title: string): Seniority | undefined {
  return LEVELS.find(([pattern]) => pattern.test(title))?.[1];
}
