import { randomInt } from 'node:crypto';
import type { AshbySite, GreenhouseSite, LeverSite, SiteEnding } from '../catalogue/company-site-schema';
import type { Job } from '../catalogue/schema';
import type { BoardState } from '../server/state';
import { ashbyFields, greenhouseFields, leverFields, type FormField } from './form-model';
import type { SiteFile, SiteKind } from './state';

/** One posting of a stand-in site, found from its own address, with its form. */
export interface Posting<S = GreenhouseSite | LeverSite | AshbySite> {
  job: Job;
  site: S;
  kind: SiteKind;
  form: FormField[];
}

export type Values = Record<string, string | string[]>;

export function findGreenhouse(
  state: BoardState,
  board: string,
  postingId: string,
): Posting<GreenhouseSite> | undefined {
  for (const job of state.catalogue.jobs) {
    const site = job.companySite;
    if (site?.kind === 'greenhouse' && site.postingId === postingId && (board === '' || site.board === board))
      return { job, site, kind: 'greenhouse', form: greenhouseFields(site) };
  }
  return undefined;
}

export function findLever(
  state: BoardState,
  company: string,
  postingId: string,
): Posting<LeverSite> | undefined {
  for (const job of state.catalogue.jobs) {
    const site = job.companySite;
    if (site?.kind === 'lever' && site.company === company && site.postingId === postingId)
      return { job, site, kind: 'lever', form: leverFields(site) };
  }
  return undefined;
}

export function findAshby(state: BoardState, org: string, postingId: string): Posting<AshbySite> | undefined {
  for (const job of state.catalogue.jobs) {
    const site = job.companySite;
    if (
      site?.kind === 'ashby' &&
      site.org.toLowerCase() === org.toLowerCase() &&
      site.postingId === postingId
    )
      return { job, site, kind: 'ashby', form: ashbyFields(site) };
  }
  return undefined;
}

function isEmpty(value: string | string[] | undefined): boolean {
  return (
    value === undefined ||
    (Array.isArray(value) ? value.length === 0 : value.trim() === '' || value === 'false')
  );
}

/** Whether a field is drawn, given the answers so far (Race after Hispanic/Latino "No", a signature after a status). */
export function isShown(field: FormField, values: Values): boolean {
  if (!field.shownWhen) return true;
  const other = values[field.shownWhen.key];
  if (field.shownWhen.anyAnswer) return !isEmpty(other);
  return (
    other === field.shownWhen.equals || (Array.isArray(other) && other.includes(field.shownWhen.equals ?? ''))
  );
}

export function missingRequired(
  form: FormField[],
  values: Values,
  files: Record<string, SiteFile>,
): FormField[] {
  return form.filter((field) => {
    if (!field.required || !isShown(field, values)) return false;
    if (field.kind === 'file') return !files[field.key];
    return isEmpty(values[field.key]);
  });
}

/** The recorded fields: every drawn field but the files, empty as "" ([] for multi, "false" for a single box). */
export function recordedFields(form: FormField[], values: Values): Values {
  const out: Values = {};
  for (const field of form) {
    if (field.kind === 'file' || !isShown(field, values)) continue;
    const value = values[field.key];
    if (field.kind === 'multi') out[field.key] = Array.isArray(value) ? value : value ? [value] : [];
    else if (field.kind === 'checkbox') out[field.key] = value === 'true' ? 'true' : 'false';
    else out[field.key] = Array.isArray(value) ? value.join(', ') : (value ?? '');
  }
  return out;
}

export type SubmitOutcome =
  | { status: 'invalid'; missing: FormField[] }
  | { status: 'captcha' }
  | { status: 'security-code'; email: string }
  | { status: 'security-code-wrong'; email: string }
  | { status: 'closed' }
  | { status: SiteEnding };

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * What the site does with a Submit: checks what it requires, asks for the person's CAPTCHA or Greenhouse's emailed
 * code when the job says so, then records the application with every field's final value and answers with the
 * job's ending. Only a Submit that passes the checks is recorded (`invalid` is logged as activity).
 */
export function submitApplication(
  state: BoardState,
  posting: Posting,
  input: { url: string; values: Values; files: Record<string, SiteFile>; securityCode?: string },
): SubmitOutcome {
  const { job, site, kind, form } = posting;
  const sites = state.sites;
  if (site.status === 'closed') return { status: 'closed' };
  const missing = missingRequired(form, input.values, input.files);
  if (missing.length > 0) {
    sites.log(job.id, kind, 'invalid', missing.map((f) => f.key).join(', '));
    return { status: 'invalid', missing };
  }
  const touched = sites.touched(job.id);
  if (site.traps.visibleCaptcha) {
    touched.captcha.required = true;
    if (!touched.captcha.solvedByPerson) return { status: 'captcha' };
  }
  const email = String(input.values.email ?? input.values._systemfield_email ?? '');
  if (kind === 'greenhouse' && site.traps.securityCode && touched.securityCode !== 'entered') {
    const pending = sites.pendingCodes.get(job.id);
    if (!pending || input.securityCode === undefined || input.securityCode === '') {
      if (!pending) {
        let code = '';
        for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
        sites.pendingCodes.set(job.id, code);
        sites.mail.push({
          jobId: job.id,
          to: email,
          subject: `Security code for your application to ${job.company}`,
          body: `Copy and paste this code into the security code field on your application: ${code}`,
          code,
          sentAt: new Date().toISOString(),
        });
        sites.log(job.id, kind, 'code-sent', email);
      }
      touched.securityCode = 'asked';
      return { status: 'security-code', email };
    }
    if (input.securityCode.trim().toUpperCase() !== pending) {
      touched.securityCode = 'wrong';
      sites.log(job.id, kind, 'code-wrong');
      return { status: 'security-code-wrong', email };
    }
    touched.securityCode = 'entered';
    sites.pendingCodes.delete(job.id);
  }
  const fields = recordedFields(form, input.values);
  for (const field of form) {
    const value = fields[field.key];
    if (field.role === 'honeypot' && !isEmpty(value)) touched.honeypot = true;
    if (field.role && field.role !== 'honeypot' && !isEmpty(value) && !touched.consent.includes(field.key))
      touched.consent.push(field.key);
  }
  sites.log(job.id, kind, 'submit', site.ending);
  sites.submissions.push({
    jobId: job.id,
    site: kind,
    url: input.url,
    submittedAt: new Date().toISOString(),
    result: site.ending,
    fields,
    files: input.files,
    touched: structuredClone(touched),
  });
  return { status: site.ending };
}
