import {
  AutomationProfileSchema,
  type AutomationProfile,
  type LanguageProficiency,
  questionKey,
} from '@applypilot/contracts';

export type YesNo = '' | 'yes' | 'no';

export interface SkillRow {
  id: number;
  name: string;
  years: string;
}
export interface LanguageRow {
  id: number;
  name: string;
  proficiency: LanguageProficiency;
}
export interface AnswerRow {
  id: number;
  question: string;
  answer: string;
}

/** The screening-answers editor as typed: every field a string (or yes/no) until it is checked on save. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneCountryCode: string;
  city: string;
  linkedinUrl: string;
  totalYears: string;
  skills: SkillRow[];
  authorizedCountries: string;
  requiresSponsorship: YesNo;
  willingToRelocate: YesNo;
  hasDriversLicense: YesNo;
  highestDegree: string;
  languages: LanguageRow[];
  answers: AnswerRow[];
  /** Tick a declaration that only certifies the application is accurate (off unless the user turns it on). */
  tickAccuracyDeclarations: boolean;
}

let nextId = 1;
export const rowId = () => nextId++;

const yesNo = (value: boolean | undefined): YesNo => (value === undefined ? '' : value ? 'yes' : 'no');
const fromYesNo = (value: YesNo): boolean | undefined => (value === '' ? undefined : value === 'yes');
const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** A stored profile as the editor shows it; with none, the account's name and email to start from. */
export function profileToForm(
  profile: AutomationProfile | null,
  account: { email: string; displayName: string | null } | null,
): ProfileForm {
  const [first = '', ...rest] = (account?.displayName ?? '').trim().split(/\s+/);
  return {
    firstName: profile?.firstName ?? first,
    lastName: profile?.lastName ?? rest.join(' '),
    email: profile?.email ?? account?.email ?? '',
    phone: profile?.phone ?? '',
    phoneCountryCode: profile?.phoneCountryCode ?? '',
    city: profile?.city ?? '',
    linkedinUrl: profile?.linkedinUrl ?? '',
    totalYears: profile?.totalYearsOfExperience?.toString() ?? '',
    skills: Object.entries(profile?.skills ?? {}).map(([name, years]) => ({
      id: rowId(),
      name,
      years: `${years}`,
    })),
    authorizedCountries: profile?.workAuthorization?.authorizedCountries.join(', ') ?? '',
    requiresSponsorship: yesNo(profile?.workAuthorization?.requiresSponsorship),
    willingToRelocate: yesNo(profile?.willingToRelocate),
    hasDriversLicense: yesNo(profile?.hasDriversLicense),
    highestDegree: profile?.highestDegree ?? '',
    languages: Object.entries(profile?.languages ?? {}).map(([name, proficiency]) => ({
      id: rowId(),
      name,
      proficiency,
    })),
    answers: Object.entries(profile?.answers ?? {}).map(([question, answer]) => ({
      id: rowId(),
      question,
      answer,
    })),
    tickAccuracyDeclarations: profile?.tickAccuracyDeclarations ?? false,
  };
}

/** Blank name and email fields from the account (never overwriting what is there). */
export function withAccount(
  form: ProfileForm,
  account: { email: string; displayName: string | null },
): ProfileForm {
  const fromAccount = profileToForm(null, account);
  const firstName = form.firstName || fromAccount.firstName;
  const lastName = form.lastName || fromAccount.lastName;
  const email = form.email || fromAccount.email;
  if (firstName === form.firstName && lastName === form.lastName && email === form.email) return form;
  return { ...form, firstName, lastName, email };
}

export type ProfileErrors = Partial<Record<string, string>>;

function years(value: string, key: string, errors: ProfileErrors): number | undefined {
  if (value.trim() === '') return undefined;
  const number = Number(value.trim());
  if (!Number.isFinite(number)) errors[key] = 'Enter a number of years.';
  return number;
}

/**
 * The form as a profile, checked with AutomationProfileSchema; errors are keyed by field (`skills.3` for a row).
 * `base` keeps what the editor does not show (CTC, notice period, cover letter, …).
 */
export function formToProfile(
  form: ProfileForm,
  base: AutomationProfile | null,
): { profile: AutomationProfile; errors: null } | { profile: null; errors: ProfileErrors } {
  const errors: ProfileErrors = {};
  const skills: Record<string, number> = {};
  for (const row of form.skills) {
    const name = row.name.trim();
    const value = years(row.years, `skills.${row.id}`, errors);
    if (name === '' && value === undefined) continue;
    if (name === '') errors[`skills.${row.id}`] = 'Name the skill.';
    else if (value === undefined) errors[`skills.${row.id}`] = 'Enter a number of years.';
    else if (value < 0 || value > 80) errors[`skills.${row.id}`] = 'Years must be between 0 and 80.';
    else skills[name] = value;
  }
  const languages: Record<string, LanguageProficiency> = {};
  for (const row of form.languages) if (row.name.trim()) languages[row.name.trim()] = row.proficiency;
  const answers: Record<string, string> = {};
  for (const row of form.answers) if (row.question.trim()) answers[row.question.trim()] = row.answer;
  const total = years(form.totalYears, 'totalYearsOfExperience', errors);
  const countries = form.authorizedCountries
    .split(',')
    .map((country) => country.trim())
    .filter(Boolean);
  const sponsorship = fromYesNo(form.requiresSponsorship);

  const candidate = {
    ...base,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email.trim(),
    phone: form.phone,
    phoneCountryCode: optional(form.phoneCountryCode),
    city: optional(form.city),
    linkedinUrl: optional(form.linkedinUrl),
    totalYearsOfExperience: total,
    skills,
    workAuthorization:
      countries.length > 0 || sponsorship !== undefined
        ? { authorizedCountries: countries, requiresSponsorship: sponsorship ?? false }
        : undefined,
    willingToRelocate: fromYesNo(form.willingToRelocate),
    hasDriversLicense: fromYesNo(form.hasDriversLicense),
    highestDegree: optional(form.highestDegree),
    languages,
    answers,
    tickAccuracyDeclarations: form.tickAccuracyDeclarations,
  };
  const parsed = AutomationProfileSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key =
        issue.path[0] === 'totalYearsOfExperience' ? 'totalYearsOfExperience' : String(issue.path[0]);
      errors[key] ??= key === 'totalYearsOfExperience' ? 'Years must be between 0 and 80.' : issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { profile: null, errors };
  return { profile: parsed.data, errors: null };
}

/** Keeps an answer in the editor's memory rows (replacing the row of the same question). */
export function withAnswer(form: ProfileForm, question: string, answer: string): ProfileForm {
  // The same question however it was written ("Declaration*" and "Declaration"; issue 20) is one row.
  const existing = form.answers.find((row) => questionKey(row.question) === questionKey(question));
  const answers = existing
    ? form.answers.map((row) => (row === existing ? { ...row, question, answer } : row))
    : [...form.answers, { id: rowId(), question, answer }];
  return { ...form, answers };
}
