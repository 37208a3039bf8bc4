import { z } from 'zod';
import { FitVerdictSchema } from './fit';

/**
 * What the Easy Apply engine may answer from (issue 4, item 3). Every fact a form asks for must come from here or
 * from the answer memory (`answers`); the engine never invents one.
 */

export const LANGUAGE_PROFICIENCIES = [
  'None',
  'Conversational',
  'Professional',
  'Native or bilingual',
] as const;
export const LanguageProficiencySchema = z.enum(LANGUAGE_PROFICIENCIES);
export type LanguageProficiency = z.infer<typeof LanguageProficiencySchema>;

const required = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` });

export const WorkAuthorizationSchema = z.object({
  /** Countries where the user may work without sponsorship. */
  authorizedCountries: z.array(z.string().trim().min(1)),
  /** Whether the user needs sponsorship anywhere else. */
  requiresSponsorship: z.boolean(),
});
export type WorkAuthorization = z.infer<typeof WorkAuthorizationSchema>;

export const AutomationProfileSchema = z.object({
  firstName: required('First name'),
  lastName: required('Last name'),
  email: z.email({ error: 'Please enter a valid email address.' }),
  phone: required('Phone'),
  /** Like "+91". */
  phoneCountryCode: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, { error: 'Phone country code must look like +91.' })
    .optional(),
  city: z.string().trim().optional(),
  linkedinUrl: z.string().trim().optional(),
  website: z.string().trim().optional(),
  /** Lakhs per annum, free text as the setup screen stores it. */
  currentCTC: z.string().trim().optional(),
  /** Lakhs per annum, free text as the setup screen stores it. */
  expectedCTC: z.string().trim().optional(),
  /** Months, free text as the setup screen stores it. */
  noticePeriod: z.string().trim().optional(),
  totalYearsOfExperience: z.number().min(0).max(80).optional(),
  /** Skill name → years. A skill not listed is unknown, not zero. */
  skills: z.record(z.string(), z.number().min(0).max(80)).optional(),
  workAuthorization: WorkAuthorizationSchema.optional(),
  willingToRelocate: z.boolean().optional(),
  hasDriversLicense: z.boolean().optional(),
  highestDegree: z.string().trim().optional(),
  languages: z.record(z.string(), LanguageProficiencySchema).optional(),
  /** The answer memory: question text → answer. */
  answers: z.record(z.string(), z.string()).optional(),
  coverLetter: z.string().optional(),
  followCompanies: z.boolean().default(false),
  /**
   * Issue [2] of the truth work: tick a declaration that only certifies the application is accurate ("I certify that
   * the information provided is true"). Off by default; a box that also consents, agrees or authorises anything else
   * always goes to the needs-answer queue unless the answer memory holds that exact question.
   */
  tickAccuracyDeclarations: z.boolean().default(false),
});
export type AutomationProfile = z.infer<typeof AutomationProfileSchema>;
export type AutomationProfileInput = z.input<typeof AutomationProfileSchema>;

/** The setup screen's option labels (document 2, section 2.1). */
export const EXPERIENCE_LEVELS = [
  'Any',
  'Internship',
  'Entry level',
  'Associate',
  'Mid-Senior level',
  'Director',
] as const;
export const WORK_TYPES = ['Any', 'On-site', 'Remote', 'Hybrid'] as const;
export const DATE_POSTED_OPTIONS = ['Any time', 'Past 24 hours', 'Past week', 'Past month'] as const;

export const JobSearchSettingsSchema = z.object({
  jobTitle: required('Job title'),
  location: z.string().trim().default(''),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).default('Any'),
  workType: z.enum(WORK_TYPES).default('Any'),
  datePosted: z.enum(DATE_POSTED_OPTIONS).default('Any time'),
  /**
   * Issue 30: also apply on the employer's own site when LinkedIn sends the job there (Greenhouse, Lever, Ashby). Off
   * until the user turns it on; when on, the search is no longer limited to Easy Apply.
   */
  companySites: z.boolean().default(false),
});
export type JobSearchSettings = z.infer<typeof JobSearchSettingsSchema>;
export type JobSearchSettingsInput = z.input<typeof JobSearchSettingsSchema>;

export const JOB_OUTCOMES = [
  'applied',
  'needs-answer',
  'skipped-already-applied',
  'skipped-external',
  'skipped-filtered',
  'failed',
  'stopped-daily-limit',
  'stopped-security-check',
  'paused-throttle',
  /** Issue 21: the job fit check skipped it (its `fit` says why: `fit` or `deal-breaker`); no credit was reserved. */
  'skipped',
  /**
   * Issue 27: LinkedIn showed a page whose shape the engine does not understand (no dialog, no primary action, a
   * required question it cannot read, a step that never finished loading): discarded without submitting, nothing
   * spent, a redacted capture kept (`capture`). MESSAGES.pageNotUnderstood says it.
   */
  'not-understood',
  /**
   * Issue 30: the job's Apply opened a company site ApplyPilot does not fill yet (Workday, iCIMS, an employer's own
   * form): recorded with its link (`siteUrl`) and the site's name (`site`), nothing spent. MESSAGES.companySiteNotSupported.
   */
  'site-not-supported',
  /** Issue 30: the posting is closed on the company's site (a 404, "couldn't find anything here", the job list). */
  'closed',
  /**
   * Issue 30: submitted on a company site whose own confirmation never came (a toast, a changed address, silence):
   * never submitted again, charged only if the user confirms in the history that it arrived.
   */
  'submitted-unconfirmed',
] as const;
export const JobOutcomeSchema = z.enum(JOB_OUTCOMES);
export type JobOutcome = z.infer<typeof JobOutcomeSchema>;

export const QUESTION_KINDS = [
  'text',
  'numeric',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'typeahead',
  'date',
  'file',
] as const;
export const QuestionKindSchema = z.enum(QUESTION_KINDS);
export type QuestionKind = z.infer<typeof QuestionKindSchema>;

/** A redacted page capture's file name: the job id (or "job"), a timestamp, ".html". */
export const CAPTURE_FILE_PATTERN = /^(\d{1,20}|job)-\d{13}\.html$/;

/** One line the CLI prints to stdout per job. */
export const JobResultLineSchema = z.object({
  jobId: z.string(),
  /** The job's own page, built once from the board's origin (issue 20); absent when the id was not a job id. */
  jobUrl: z.string().optional(),
  title: z.string(),
  company: z.string(),
  outcome: JobOutcomeSchema,
  reason: z.string().optional(),
  question: z.string().optional(),
  kind: QuestionKindSchema.optional(),
  options: z.array(z.string()).optional(),
  /**
   * Issue 30: every question a company site's form asked that the profile cannot answer, all at once (read before
   * anything was typed); `question`, `kind` and `options` repeat the first, as Easy Apply's single question.
   */
  questions: z
    .array(
      z.object({
        question: z.string(),
        kind: QuestionKindSchema,
        options: z.array(z.string()).optional(),
      }),
    )
    .max(100)
    .optional(),
  screenshot: z.string().optional(),
  /**
   * Issue 27: the redacted capture of a page the engine did not understand, a file name in the agent's captures
   * folder (CAPTURE_FILE_PATTERN), for the support mail the dashboard prepares.
   */
  capture: z.string().regex(CAPTURE_FILE_PATTERN).optional(),
  /**
   * Issue 30: where the application went when it was not LinkedIn's Easy Apply: the company site's name ("Greenhouse",
   * "Lever", "Ashby", or the unsupported one's, "Workday") and the address LinkedIn sent the user to.
   */
  site: z.string().min(1).max(60).optional(),
  siteUrl: z.string().max(2000).optional(),
  /** Issue 21: the fit check's verdict, on every job it scored (skipped or not). */
  fit: FitVerdictSchema.optional(),
});
export type JobResultLine = z.infer<typeof JobResultLineSchema>;

/** The last line the CLI prints: how many jobs ended with each outcome. */
export const RunSummaryLineSchema = z.object({
  summary: z.partialRecord(JobOutcomeSchema, z.number().int().min(0)),
});
export type RunSummaryLine = z.infer<typeof RunSummaryLineSchema>;
