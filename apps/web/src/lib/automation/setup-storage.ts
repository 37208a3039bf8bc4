import {
  AutomationProfileSchema,
  JobSearchSettingsSchema,
  questionKey,
  questionText,
  STORAGE_KEYS,
  type AutomationProfile,
  type JobSearchSettings,
} from '@applypilot/contracts';
import { userStorage } from '../user-data/user-store';

/** The active resume (document 2, section 3): a PDF data URI, its file name and its plain text. */
export interface ActiveResume {
  base64: string;
  filename: string;
  text: string;
}

export interface ProfessionalDetails {
  currentCTC: string;
  expectedCTC: string;
  noticePeriod: string;
}

/** The setup screen's search fields as typed (the job title may still be blank). */
export interface SearchFields {
  jobTitle: string;
  location: string;
  experienceLevel: JobSearchSettings['experienceLevel'];
  workType: JobSearchSettings['workType'];
  datePosted: JobSearchSettings['datePosted'];
  /** Issue 30: "Also apply on company sites (Greenhouse, Lever, Ashby)", off until the user turns it on. */
  companySites: boolean;
}

export const EMPTY_DETAILS: ProfessionalDetails = { currentCTC: '', expectedCTC: '', noticePeriod: '' };
export const EMPTY_SEARCH: SearchFields = {
  jobTitle: '',
  location: '',
  experienceLevel: 'Any',
  workType: 'Any',
  datePosted: 'Any time',
  companySites: false,
};

/** Section 8: a stored-settings read failure is logged only; the screen starts from its defaults. */
function readJson(key: string): unknown {
  try {
    const raw = userStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch (error) {
    console.error(`Stored ${key} could not be read.`, error);
    return null;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

export function readActiveResume(): ActiveResume | null {
  const value = record(readJson(STORAGE_KEYS.resumeData));
  if (!value || text(value.base64) === '') return null;
  return { base64: text(value.base64), filename: text(value.filename), text: text(value.text) };
}

export function readProfessionalDetails(): ProfessionalDetails | null {
  const value = record(readJson(STORAGE_KEYS.professionalDetails));
  if (!value) return null;
  return {
    currentCTC: text(value.currentCTC),
    expectedCTC: text(value.expectedCTC),
    noticePeriod: text(value.noticePeriod),
  };
}

/** The stored search as typed; options that are not (or no longer) in the lists fall back to their defaults. */
export function readSearchFields(): SearchFields | null {
  const value = record(readJson(STORAGE_KEYS.jobSearchSettings));
  if (!value) return null;
  const parsed = JobSearchSettingsSchema.partial().safeParse({
    experienceLevel: value.experienceLevel,
    workType: value.workType,
    datePosted: value.datePosted,
    companySites: value.companySites,
  });
  const options = parsed.success ? parsed.data : {};
  return { ...EMPTY_SEARCH, ...options, jobTitle: text(value.jobTitle), location: text(value.location) };
}

/** The screening-answers profile as stored (it was valid when saved); null when absent or no longer valid. */
export function readAutomationProfile(): AutomationProfile | null {
  const value = readJson(STORAGE_KEYS.automationProfile);
  if (value === null) return null;
  const parsed = AutomationProfileSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Writes JSON into the signed-in person's sealed data; throws when it is locked (nobody's key is held). A refusal by
 * the browser (full or blocked storage) comes from flushUserData, which a save awaits before saying it is saved.
 */
export function writeJson(key: string, value: unknown): void {
  userStorage.setItem(key, JSON.stringify(value));
}

/**
 * Keeps an answer from the needs-answer queue in the stored profile's answer memory. Written into whatever is
 * stored (even a profile not saved complete yet), so the answer is not lost; the editor shows it too.
 */
export function storeProfileAnswer(question: string, answer: string): void {
  const stored = record(readJson(STORAGE_KEYS.automationProfile)) ?? {};
  // Under the question as it reads (issue 20), replacing an answer kept under another writing of the same question
  // ("Declaration*"), which the agent would otherwise find first.
  const key = questionText(question);
  const answers = Object.fromEntries(
    Object.entries(record(stored.answers) ?? {}).filter(([q]) => questionKey(q) !== questionKey(key)),
  );
  writeJson(STORAGE_KEYS.automationProfile, { ...stored, answers: { ...answers, [key]: answer } });
}
