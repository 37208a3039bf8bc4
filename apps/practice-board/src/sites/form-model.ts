import { createHash } from 'node:crypto';
import type { AshbySite, GreenhouseSite, LeverSite, SiteQuestion } from '../catalogue/company-site-schema';
import { COUNTRY_CODES } from '../client/countries';

/**
 * One application form as a list of fields, whatever site draws it: the page renderers, the sites' JSON, the
 * server's checks at Submit and the recorded submission all read it, so a field has one key everywhere. The key is
 * the site's own name for it (Greenhouse's API names, Lever's form names, Ashby's field paths): what the recorded
 * submission and `expect.answers` use.
 */

export type FieldKind =
  | 'text'
  | 'email'
  | 'phone'
  | 'textarea'
  | 'number'
  | 'select'
  | 'multi'
  | 'yesno'
  | 'location'
  | 'date'
  | 'file'
  | 'checkbox';

export interface FormField {
  key: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  options?: string[];
  display?: SiteQuestion['display'];
  role?: SiteQuestion['role'] | 'honeypot';
  description?: string;
  /** Where the field sits: the page draws sections from it. */
  section: 'contact' | 'files' | 'custom' | 'consent' | 'eeo' | 'demographic' | 'hidden';
  /** Listed by the site's own definition (Greenhouse's API, Ashby's GraphQL); false for what only the page draws. */
  listed: boolean;
  /** Drawn only once another field holds this answer (Greenhouse's race after Hispanic/Latino "No"). */
  shownWhen?: { key: string; equals?: string; anyAnswer?: boolean };
  /** For a follow-up ("Please specify" after "Other"): the field it follows. */
  followUpOf?: string;
  /** Lever: the card the field belongs to. */
  card?: { id: string; text: string; index: number };
}

/** A stable uuid-shaped id from a seed (Ashby's generated paths, Lever's option ids): same catalogue, same ids. */
export function stableUuid(seed: string): string {
  const hex = createHash('sha1').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Greenhouse's phone "Country" options read "India +91" (cezkid/jobs greenhouse.md). */
export const GREENHOUSE_COUNTRIES: readonly string[] = COUNTRY_CODES.map((c) =>
  c.replace(/^(.*) \((\+\d+)\)$/, '$1 $2'),
);

function fromQuestion(q: SiteQuestion, key: string, section: FormField['section'] = 'custom'): FormField[] {
  const field: FormField = {
    key,
    label: q.label,
    kind: q.kind,
    required: q.required,
    options: q.options ?? (q.kind === 'yesno' ? ['Yes', 'No'] : undefined),
    display: q.display,
    role: q.role,
    description: q.description,
    section: q.role === 'consent' || q.role === 'marketing' ? 'consent' : section,
    listed: true,
  };
  const list = [field];
  if (q.followUp)
    list.push({
      key: key.replace(q.id, q.followUp.id),
      label: q.followUp.label,
      kind: 'text',
      required: q.followUp.required,
      section: field.section,
      // Drawn once "Other" is chosen; the site's own definition does not list it.
      listed: false,
      shownWhen: { key, equals: q.followUp.when },
      followUpOf: key,
    });
  return list;
}

export const GREENHOUSE_EEOC = {
  gender: ['Male', 'Female', 'Decline To Self Identify'],
  hispanic: ['Yes', 'No', 'Decline To Self Identify'],
  race: [
    'American Indian or Alaskan Native',
    'Asian',
    'Black or African American',
    'Hispanic or Latino',
    'White',
    'Native Hawaiian or Other Pacific Islander',
    'Two or More Races',
    'Decline To Self Identify',
  ],
  veteran: [
    'I am not a protected veteran',
    'I identify as one or more of the classifications of protected veteran',
    "I don't wish to answer",
  ],
  disability: [
    'Yes, I have a disability, or have had one in the past',
    'No, I do not have a disability and have not had one in the past',
    'I do not want to answer',
  ],
};

/** Greenhouse Inclusion's survey on the jobs that have one: numeric ids, as the API's demographic_questions. */
export const GREENHOUSE_DEMOGRAPHIC = [
  {
    id: '4019876001',
    label: 'How would you describe your gender identity? (mark all that apply)',
    type: 'multi_value_multi_select' as const,
    options: ['Man', 'Woman', 'Non-binary', 'I prefer not to answer', 'I prefer to self-describe'],
    freeForm: 'I prefer to self-describe',
  },
  {
    id: '4019876002',
    label: 'Do you identify as a member of the LGBTQ+ community?',
    type: 'multi_value_single_select' as const,
    options: ['Yes', 'No', 'I prefer not to answer'],
    freeForm: undefined,
  },
];

export function greenhouseFields(site: GreenhouseSite): FormField[] {
  const legacy = site.entry === 'boards';
  const f: FormField[] = [
    {
      key: 'first_name',
      label: 'First Name',
      kind: 'text',
      required: true,
      section: 'contact',
      listed: true,
    },
    { key: 'last_name', label: 'Last Name', kind: 'text', required: true, section: 'contact', listed: true },
  ];
  if (site.preferredName && !legacy)
    f.push({
      key: 'preferred_name',
      label: 'Preferred First Name',
      kind: 'text',
      required: false,
      section: 'contact',
      listed: true,
    });
  f.push({ key: 'email', label: 'Email', kind: 'email', required: true, section: 'contact', listed: true });
  // The page draws the phone's Country, required; the job board API does not list it (cezkid/jobs greenhouse.md).
  if (!legacy)
    f.push({
      key: 'country',
      label: 'Country',
      kind: 'select',
      required: true,
      options: [...GREENHOUSE_COUNTRIES],
      display: 'combobox',
      section: 'contact',
      listed: false,
    });
  f.push({ key: 'phone', label: 'Phone', kind: 'phone', required: true, section: 'contact', listed: true });
  if (site.location !== 'none' && !legacy)
    f.push({
      key: 'location',
      label: 'Location (City)',
      kind: 'location',
      required: site.location === 'required',
      section: 'contact',
      listed: true,
    });
  f.push({ key: 'resume', label: 'Resume/CV', kind: 'file', required: true, section: 'files', listed: true });
  if (site.coverLetter !== 'none')
    f.push({
      key: 'cover_letter',
      label: 'Cover Letter',
      kind: 'file',
      required: site.coverLetter === 'required',
      section: 'files',
      listed: true,
    });
  for (const q of site.questions) f.push(...fromQuestion(q, `question_${q.id}`));
  if (site.gdpr?.processing)
    f.push({
      key: 'gdpr_processing_consent_given',
      label: 'I consent to the processing of my personal data for the purposes of this application.',
      kind: 'checkbox',
      required: true,
      role: 'consent',
      section: 'consent',
      listed: true,
    });
  if (site.gdpr?.retention)
    f.push({
      key: 'gdpr_retention_consent_given',
      label: 'I consent to my data being retained for future opportunities.',
      kind: 'checkbox',
      required: false,
      role: 'consent',
      section: 'consent',
      listed: true,
    });
  if (site.traps.honeypot) f.push(honeypot('website_url'));
  if (site.eeoc) {
    f.push(
      eeo('gender', 'Gender', GREENHOUSE_EEOC.gender),
      // Drawn by the page, not listed in `compliance` (cezkid/jobs greenhouse.md): it decides whether Race shows.
      { ...eeo('hispanic_ethnicity', 'Are you Hispanic/Latino?', GREENHOUSE_EEOC.hispanic), listed: false },
      {
        ...eeo('race', 'Please identify your race', GREENHOUSE_EEOC.race),
        shownWhen: { key: 'hispanic_ethnicity', equals: 'No' },
      },
      eeo('veteran_status', 'Veteran Status', GREENHOUSE_EEOC.veteran),
      eeo('disability_status', 'Disability Status', GREENHOUSE_EEOC.disability),
    );
  }
  if (site.demographic && !legacy)
    for (const d of GREENHOUSE_DEMOGRAPHIC)
      f.push({
        key: d.id,
        label: d.label,
        kind: d.type === 'multi_value_multi_select' ? 'multi' : 'select',
        required: false,
        options: d.options,
        display: d.type === 'multi_value_multi_select' ? 'checkboxes' : 'combobox',
        section: 'demographic',
        listed: true,
      });
  return f;
}

function eeo(key: string, label: string, options: string[]): FormField {
  return { key, label, kind: 'select', required: false, options, section: 'eeo', listed: true };
}

/** A box only robots fill: labelled like a real question, 1 px wide and 0.01 px high. */
function honeypot(key: string): FormField {
  return {
    key,
    label: 'Website',
    kind: 'text',
    required: false,
    role: 'honeypot',
    section: 'hidden',
    listed: false,
  };
}

export const LEVER_EEO = {
  gender: ['Male', 'Female', 'Decline to self-identify'],
  race: [
    'Hispanic or Latino',
    'White (Not Hispanic or Latino)',
    'Black or African American (Not Hispanic or Latino)',
    'Native Hawaiian or Other Pacific Islander (Not Hispanic or Latino)',
    'Asian (Not Hispanic or Latino)',
    'American Indian or Alaska Native (Not Hispanic or Latino)',
    'Two or More Races (Not Hispanic or Latino)',
    'Decline to self-identify',
  ],
  /** value → text: the select shows the text, posts the value (cezkid/jobs lever tenant A). */
  veteran: [
    [
      'I am a Protected Veteran',
      'I identify as one or more of the classifications of protected veteran listed above',
    ],
    ['I am not a Protected Veteran', 'I am not a protected veteran'],
    ['Decline to self-identify', 'I decline to self-identify for protected veteran status'],
  ] as const,
  /** The last value keeps Lever's trailing space. */
  disability: [
    'Yes, I have a disability, or have had one in the past',
    'No, I do not have a disability and have not had one in the past',
    'I do not want to answer ',
  ],
};

export function leverFields(site: LeverSite): FormField[] {
  const f: FormField[] = [
    { key: 'resume', label: 'Resume/CV', kind: 'file', required: true, section: 'files', listed: true },
    { key: 'name', label: 'Full name', kind: 'text', required: true, section: 'contact', listed: true },
    { key: 'email', label: 'Email', kind: 'email', required: true, section: 'contact', listed: true },
    {
      key: 'phone',
      label: 'Phone',
      kind: 'phone',
      required: site.phoneRequired,
      section: 'contact',
      listed: true,
    },
    {
      key: 'location',
      label: 'Current location',
      kind: 'location',
      required: site.locationRequired,
      section: 'contact',
      listed: true,
    },
    { key: 'org', label: 'Current company', kind: 'text', required: false, section: 'contact', listed: true },
    {
      key: 'urls[LinkedIn]',
      label: 'LinkedIn URL',
      kind: 'text',
      required: false,
      section: 'contact',
      listed: true,
    },
    {
      key: 'urls[Other]',
      label: 'Other website',
      kind: 'text',
      required: false,
      section: 'contact',
      listed: true,
    },
  ];
  // Lever draws a follow-up as the card's next field, always shown ("If yes, what type of sponsorship?").
  for (const card of site.cards)
    card.fields.forEach((q, index) =>
      f.push({
        ...fromQuestion(q, `cards[${card.id}][field${index}]`)[0]!,
        card: { id: card.id, text: card.text, index },
      }),
    );
  if (site.traps.honeypot) f.push(honeypot('urls[Website]'));
  if (site.eeo) {
    f.push(
      { ...eeo('eeo[gender]', 'Gender', LEVER_EEO.gender) },
      { ...eeo('eeo[race]', 'Race', LEVER_EEO.race), display: 'radio' },
      {
        ...eeo(
          'eeo[veteran]',
          'Veteran status',
          LEVER_EEO.veteran.map(([value]) => value),
        ),
      },
      { ...eeo('eeo[disability]', 'Disability status', LEVER_EEO.disability) },
      {
        key: 'eeo[disabilitySignature]',
        label: 'Name',
        kind: 'text',
        required: false,
        role: 'signature',
        section: 'eeo',
        listed: true,
        shownWhen: { key: 'eeo[disability]', anyAnswer: true },
      },
      {
        key: 'eeo[disabilitySignatureDate]',
        label: 'Date',
        kind: 'date',
        required: false,
        role: 'signature-date',
        section: 'eeo',
        listed: true,
        shownWhen: { key: 'eeo[disability]', anyAnswer: true },
      },
    );
  }
  if (site.marketingConsent)
    f.push({
      key: 'consent[marketing]',
      label: 'Yes, I consent to being contacted about future job opportunities.',
      kind: 'checkbox',
      required: false,
      role: 'marketing',
      section: 'consent',
      listed: true,
    });
  return f;
}

export const ASHBY_EEO = {
  gender: ['Male', 'Female', 'Decline to self-identify'],
  race: [
    'Hispanic or Latino',
    'White (Not Hispanic or Latino)',
    'Black or African American (Not Hispanic or Latino)',
    'Native Hawaiian or Other Pacific Islander (Not Hispanic or Latino)',
    'Asian (Not Hispanic or Latino)',
    'American Indian or Alaska Native (Not Hispanic or Latino)',
    'Two or More Races (Not Hispanic or Latino)',
    'Decline to self-identify',
  ],
  veteran: ['I am a veteran', 'I am not a veteran', 'Decline to self-identify'],
};

export const ASHBY_CONSENT_TEXT =
  'I consent to my personal data being processed and retained for this application and for up to one year after it, as described in the privacy notice.';

export function ashbyPhonePath(site: AshbySite): string {
  return stableUuid(`${site.postingId}/phone`);
}

export function ashbyFields(site: AshbySite): FormField[] {
  const f: FormField[] = [
    {
      key: '_systemfield_name',
      label: 'Name',
      kind: 'text',
      required: true,
      section: 'contact',
      listed: true,
    },
    {
      key: '_systemfield_email',
      label: 'Email',
      kind: 'email',
      required: true,
      section: 'contact',
      listed: true,
    },
    {
      key: ashbyPhonePath(site),
      label: 'Phone',
      kind: 'phone',
      required: true,
      section: 'contact',
      listed: true,
    },
    {
      key: '_systemfield_location',
      label: 'Location',
      kind: 'location',
      required: true,
      section: 'contact',
      listed: true,
    },
    {
      key: '_systemfield_resume',
      label: 'Resume',
      kind: 'file',
      required: true,
      section: 'files',
      listed: true,
    },
  ];
  for (const q of site.questions) f.push(...fromQuestion(q, q.id));
  if (site.traps.honeypot) f.push(honeypot('_systemfield_website'));
  if (site.dataConsent)
    f.push({
      key: '_systemfield_data_consent_ack',
      label: '',
      kind: 'multi',
      options: ['I agree'],
      required: true,
      role: 'consent',
      description: ASHBY_CONSENT_TEXT,
      section: 'consent',
      listed: true,
    });
  if (site.eeo)
    f.push(
      eeo('_systemfield_eeoc_gender', 'Gender', ASHBY_EEO.gender),
      eeo('_systemfield_eeoc_race', 'Race', ASHBY_EEO.race),
      eeo('_systemfield_eeoc_veteran_status', 'Veteran Status', ASHBY_EEO.veteran),
    );
  return f;
}

/** Greenhouse's id for an option of a question (the API's `values[].value`, the legacy form's option values). */
export function ghOptionId(fieldKey: string, index: number): number {
  const digits = fieldKey.replace(/\D/g, '').slice(-8) || String(fieldKey.length);
  return Number(digits) * 100 + index + 1;
}
