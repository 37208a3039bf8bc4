import { z } from 'zod';

/**
 * Where a job's "Apply on company website" leads (decision 053): one of the three applicant tracking systems the board
 * stands in for (Greenhouse, Lever, Ashby) with its form, or a site the engine does not fill (Workday, an employer's
 * own form). README.md "Company sites" documents every field.
 */

export const SITE_FIELD_KINDS = [
  'text',
  'textarea',
  'number',
  'select',
  'multi',
  'yesno',
  'location',
  'date',
  'file',
  'checkbox',
] as const;

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^[a-z0-9][a-z0-9-]{0,62}$/;

export const FollowUpSchema = z.object({
  /** The answer (an option's text) that makes the follow-up appear, e.g. "Other". */
  when: z.string().min(1),
  id: z.string().regex(/^[A-Za-z0-9_-]+$/),
  label: z.string().min(1),
  required: z.boolean().default(true),
});

export const SiteQuestionSchema = z
  .object({
    /** Greenhouse: the digits of `question_<id>`; Lever: the field's uuid in its card; Ashby: the field's path. */
    id: z.string().regex(/^[A-Za-z0-9_-]+$/, { error: 'use letters, digits, "_" or "-"' }),
    label: z.string().min(1),
    kind: z.enum(SITE_FIELD_KINDS),
    required: z.boolean(),
    options: z.array(z.string().min(1)).optional(),
    /** How the page draws a choice: Greenhouse react-select or checkboxes, Lever radios or a select, Ashby buttons. */
    display: z.enum(['select', 'radio', 'checkboxes', 'combobox', 'buttons']).optional(),
    /**
     * What the box is beyond a question: a consent, a marketing opt-in, an attestation ("I certify…"), a typed
     * signature or its date. The board records which of them were ticked or typed (`touched.consent`, …).
     */
    role: z.enum(['consent', 'marketing', 'attestation', 'signature', 'signature-date']).optional(),
    description: z.string().optional(),
    followUp: FollowUpSchema.optional(),
  })
  .refine((q) => !['select', 'multi'].includes(q.kind) || (q.options?.length ?? 0) > 0, {
    error: 'select and multi questions need options',
    path: ['options'],
  });

export const SiteTrapsSchema = z.object({
  /** Two seconds after the resume is uploaded, the site's parser rewrites first name, phone and city. */
  resumeParser: z.boolean().default(false),
  /** The site's own autofill control (MyGreenhouse, Apply with LinkedIn, Autofill from resume); pressing it is recorded. */
  autofill: z.boolean().default(true),
  /** A visible CAPTCHA challenge a person must solve in the window before Submit is accepted. */
  visibleCaptcha: z.boolean().default(false),
  /** Greenhouse: after Submit, an 8-character security code is emailed (shown on /__board/mail) and must be typed. */
  securityCode: z.boolean().default(false),
  /** A box only robots fill (1 px wide, 0.01 px high, labelled like a real question). */
  honeypot: z.boolean().default(false),
});

/** How the site answers an accepted Submit. */
export const SITE_ENDINGS = ['confirmation', 'toast-only', 'already-applied', 'spam'] as const;

const common = {
  status: z.enum(['open', 'closed']).default('open'),
  ending: z.enum(SITE_ENDINGS).default('confirmation'),
  traps: SiteTrapsSchema.default({
    resumeParser: false,
    autofill: true,
    visibleCaptcha: false,
    securityCode: false,
    honeypot: false,
  }),
};

export const GreenhouseSiteSchema = z
  .object({
    kind: z.literal('greenhouse'),
    board: z.string().regex(TOKEN),
    postingId: z.string().regex(/^\d{6,13}$/, { error: 'a Greenhouse job id is 6 to 13 digits' }),
    /** What LinkedIn links to: the new board, the legacy board, or an employer page embedding the form. */
    entry: z.enum(['job-boards', 'boards', 'employer']).default('job-boards'),
    employerHost: z.string().regex(HOSTNAME).optional(),
    preferredName: z.boolean().default(true),
    coverLetter: z.enum(['none', 'optional', 'required']).default('optional'),
    location: z.enum(['none', 'optional', 'required']).default('required'),
    questions: z.array(SiteQuestionSchema).default([]),
    /** The EEOC block (compliance): gender, Hispanic/Latino (drawn, not listed), race (after "No"), veteran, disability. */
    eeoc: z.boolean().default(true),
    /** Greenhouse Inclusion's own survey (demographic_questions). */
    demographic: z.boolean().default(false),
    /** GDPR data_compliance: a processing consent (and a retention consent) box. */
    gdpr: z.object({ processing: z.boolean(), retention: z.boolean() }).optional(),
    ...common,
  })
  .refine((s) => s.entry !== 'employer' || s.employerHost !== undefined, {
    error: 'an employer entry needs employerHost',
    path: ['employerHost'],
  });

export const LeverCardSchema = z.object({
  id: z.string().regex(UUID, { error: 'a Lever card id is a uuid' }),
  text: z.string().min(1),
  fields: z.array(SiteQuestionSchema).min(1),
});

export const LeverSiteSchema = z.object({
  kind: z.literal('lever'),
  company: z.string().regex(TOKEN),
  postingId: z.string().regex(UUID, { error: 'a Lever posting id is a uuid' }),
  /** What LinkedIn links to: the posting page or its /apply form. */
  entry: z.enum(['posting', 'apply']).default('apply'),
  phoneRequired: z.boolean().default(true),
  locationRequired: z.boolean().default(false),
  cards: z.array(LeverCardSchema).default([]),
  /** US EEO (gender, race, veteran, disability with its signature and date). */
  eeo: z.boolean().default(true),
  /** The consent[marketing] box. */
  marketingConsent: z.boolean().default(true),
  ...common,
});

export const AshbySiteSchema = z.object({
  kind: z.literal('ashby'),
  org: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,62}$/),
  postingId: z.string().regex(UUID, { error: 'an Ashby posting id is a uuid' }),
  entry: z.enum(['posting', 'application']).default('application'),
  questions: z.array(SiteQuestionSchema).default([]),
  /** The voluntary EEO survey (surveyForms): gender, race, veteran status. */
  eeo: z.boolean().default(true),
  /** The data consent box `_systemfield_data_consent_ack`, untitled, its words in the entry's description. */
  dataConsent: z.boolean().default(false),
  ...common,
});

export const WorkdaySiteSchema = z.object({
  kind: z.literal('workday'),
  tenant: z.string().regex(TOKEN),
  site: z.string().regex(/^[A-Za-z0-9_-]+$/),
  reqId: z.string().regex(/^[A-Za-z0-9-]+$/),
  status: z.enum(['open', 'closed']).default('open'),
});

export const EmployerFormSiteSchema = z.object({
  kind: z.literal('employer-form'),
  host: z.string().regex(HOSTNAME),
  status: z.enum(['open', 'closed']).default('open'),
});

export const CompanySiteSchema = z.discriminatedUnion('kind', [
  GreenhouseSiteSchema,
  LeverSiteSchema,
  AshbySiteSchema,
  WorkdaySiteSchema,
  EmployerFormSiteSchema,
]);

export type CompanySite = z.infer<typeof CompanySiteSchema>;
export type GreenhouseSite = z.infer<typeof GreenhouseSiteSchema>;
export type LeverSite = z.infer<typeof LeverSiteSchema>;
export type AshbySite = z.infer<typeof AshbySiteSchema>;
export type WorkdaySite = z.infer<typeof WorkdaySiteSchema>;
export type EmployerFormSite = z.infer<typeof EmployerFormSiteSchema>;
export type SiteQuestion = z.infer<typeof SiteQuestionSchema>;
export type SiteEnding = (typeof SITE_ENDINGS)[number];
export type SiteTraps = z.infer<typeof SiteTrapsSchema>;
