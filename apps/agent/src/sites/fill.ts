import type { Frame, Locator } from 'playwright-core';
import { normaliseQuestion, normaliseText } from '../answers/normalise';
import type { Answer } from '../answers/question';
import { ACTION_TIMEOUT_MS, deadline } from '../browser/deadline';
import { fillField } from '../forms/fill-field';
import { CONTROLS, readStep, type FieldInfo, type StepInfo } from '../forms/read-form';
import { draw, sleep } from '../engine/pace';
import type { EngineOptions, ResumeUpload } from '../engine/types';
import { citySuggestion, pickExact, pickMatching, shownValue } from './combobox';
import { honeypotIndexes, SUBMIT_NAME, uploadState } from './in-page';
import { phoneCountryNames, phoneCountryOption, type Planned } from './plan';
import type { SiteField } from './reconcile';

/**
 * Filling a company site's form as a careful person would (decision 054): the resume first, then wait for the site's
 * own sign that upload and parsing finished; then every planned answer; then every field read back and what a resume
 * parser changed put back, until the values hold. Nothing here decides an answer: plan.ts did, before anything was
 * typed.
 */

/** How long the site may take to upload (and parse) the resume. */
const UPLOAD_LIMIT_MS = 30_000;
/** A resume parser may rewrite fields a while after the upload: values must hold this long after it before Submit. */
export const PARSER_QUIET_MS = 3500;
/** And this long after the last thing typed. */
const HOLD_MS = 800;

/** The form that holds the application: the `form` with a Submit control, else the page's body. */
export async function formRoot(frame: Frame, timeoutMs = 10_000): Promise<Locator | null> {
  const end = deadline(timeoutMs);
  for (;;) {
    const submit = frame.getByRole('button', { name: SUBMIT_NAME }).or(frame.locator('input[type=submit]'));
    const forms = frame.locator('form').filter({ has: submit });
    if ((await forms.count()) > 0) return forms.first();
    if ((await submit.count()) > 0) return frame.locator('body');
    if (end.passed()) return null;
    await sleep(150);
  }
}

/**
 * The form once it has settled: a single-page application draws its questions after its Submit button, so the
 * reading counts only when the same questions were read twice 500 ms apart with nothing loading (at most 10 s).
 */
export async function settledForm(root: Locator): Promise<{ step: StepInfo; honeypots: Set<number> }> {
  const end = deadline(10_000);
  const print = (s: StepInfo) =>
    [...s.fields.map((f) => `${f.kind}:${f.label}`), ...s.fileInputs.map((f) => f.name)].join('|');
  let last = await readForm(root);
  let since = Date.now();
  for (;;) {
    await sleep(150);
    const now = await readForm(root);
    if (print(now.step) !== print(last.step) || now.step.busy) since = Date.now();
    last = now;
    if ((Date.now() - since >= 500 && last.step.fields.length > 0) || end.passed()) return last;
  }
}

/** The form read as drawn, with the fields meant for robots taken out. */
export async function readForm(root: Locator): Promise<{ step: StepInfo; honeypots: Set<number> }> {
  const step = await readStep(root);
  const honeypots = new Set(await root.evaluate(honeypotIndexes).catch(() => [] as number[]));
  const fields = step.fields.filter((f) => !f.controls.some((c) => honeypots.has(c)));
  return { step: { ...step, fields }, honeypots };
}

/** The drawn field that is this question now (by its controls' names, else by its words). */
export function current(step: StepInfo, field: SiteField): FieldInfo | undefined {
  const names = new Set(field.drawn?.names ?? field.names);
  const byName = step.fields.find((f) => (f.names ?? []).some((n) => names.has(n)));
  if (byName) return byName;
  const label = normaliseQuestion(field.label);
  return step.fields.find(
    (f) => normaliseQuestion(f.label) === label && f.kind === (field.drawn?.kind ?? f.kind),
  );
}

function control(root: Locator, field: FieldInfo): Locator {
  return root.locator(CONTROLS).nth(field.controls[0] ?? 0);
}

const digits = (t: string) => t.replace(/\D/g, '');
/** A place asked as the profile's city ("Location (City)", "Current location", "Where are you based?"). */
const isPlace = (f: SiteField, value: string, city?: string) =>
  !!city && value === city && /\b(location|city|town|where .*(based|located|live))\b/i.test(f.label);
const isPhone = (f: SiteField | FieldInfo) =>
  /\b(phone|mobile|cell)\b/i.test(f.label) && !/country/i.test(f.label);

/** Whether the drawn field shows the planned answer (a phone box may format the number: its digits count). */
export async function holds(
  root: Locator,
  planned: SiteField,
  now: FieldInfo,
  answer: Answer,
  city?: string,
): Promise<boolean> {
  if (answer.kind === 'unknown') return true;
  if (now.kind === 'typeahead') {
    const raw = await shownValue(control(root, now)).catch(() => '');
    const shown = normaliseText(raw);
    // Exactly the option: "Yes, with permission" shown is not "Yes".
    if (answer.kind === 'choice') return shown === normaliseText(answer.option);
    if (answer.kind === 'choices') return answer.options.every((o) => shown.includes(normaliseText(o)));
    if (answer.kind !== 'text') return false;
    if (planned.care === 'phone-country') return shown.includes(digits(answer.value)) || shown !== '';
    if (city && normaliseText(answer.value) === normaliseText(city))
      return normaliseText(raw.split(',')[0] ?? '') === normaliseText(city.split(',')[0] ?? city);
    return shown === normaliseText(answer.value);
  }
  if (answer.kind === 'text') {
    const value = Array.isArray(now.value) ? now.value.join(' ') : now.value;
    // A place picked from suggestions shows the suggestion ("Bengaluru, Karnataka, India"): its first part counts.
    if (isPlace(planned, answer.value, city))
      return normaliseText(value.split(',')[0] ?? '') === normaliseText(answer.value.split(',')[0] ?? '');
    return value.replace(/\s+/g, ' ').trim() === answer.value.replace(/\s+/g, ' ').trim();
  }
  if (answer.kind === 'choice')
    return (Array.isArray(now.value) ? now.value : [now.value]).includes(answer.option);
  const ticked = Array.isArray(now.value) ? now.value : [];
  return ticked.length === answer.options.length && answer.options.every((o) => ticked.includes(o));
}

export type FillResult = { ok: true } | { ok: false; reason: string } | { ok: false; ask: SiteField };

/** Puts one planned answer into its drawn field. */
async function fillOne(
  root: Locator,
  planned: SiteField,
  now: FieldInfo,
  answer: Answer,
  options: EngineOptions,
): Promise<FillResult> {
  if (now.kind === 'typeahead') {
    const input = control(root, now);
    if (answer.kind === 'choice')
      return (await pickExact(input, answer.option))
        ? { ok: true }
        : { ok: false, reason: `"${answer.option}" could not be chosen for "${planned.label}".` };
    if (answer.kind === 'choices') {
      // A multi-select drawn as a combobox: each option picked in turn (none for an empty answer).
      for (const option of answer.options)
        if (!(await pickExact(input, option)))
          return { ok: false, reason: `"${option}" could not be chosen for "${planned.label}".` };
      return { ok: true };
    }
    if (answer.kind !== 'text') return { ok: false, reason: `"${planned.label}" takes a choice.` };
    if (planned.care === 'phone-country') {
      const code = answer.value.replace(/[^\d]/g, '');
      const choose = (opts: string[]) => phoneCountryOption(opts, options.profile);
      let pick = await pickMatching(input, code, choose);
      // A list of names alone (Greenhouse's "Country" above the phone) finds nothing by "+91": searched by name.
      for (const name of pick.kind === 'picked' ? [] : phoneCountryNames(options.profile)) {
        pick = await pickMatching(input, name, choose);
        if (pick.kind === 'picked') break;
      }
      return pick.kind === 'picked' ? { ok: true } : { ok: false, ask: planned };
    }
    // A place: the suggestion that is the profile's city, or the user is asked (never the closest-looking one).
    const pick = await pickMatching(input, answer.value.split(',')[0] ?? answer.value, (opts) =>
      citySuggestion(opts, answer.value),
    );
    return pick.kind === 'picked' ? { ok: true } : { ok: false, ask: planned };
  }
  if (answer.kind === 'text' && now.kind === 'text' && isPlace(planned, answer.value, options.profile.city)) {
    // A plain box that suggests places as one types (Lever's location): the city's suggestion when a list shows,
    // the typed city when none does, and the user is asked when the list has no suggestion that is the city.
    const box = control(root, now);
    const pick = await pickMatching(box, answer.value, (opts) => citySuggestion(opts, answer.value), 4000);
    if (pick.kind === 'no-match') return { ok: false, ask: planned };
    if (pick.kind === 'no-list') await box.blur().catch(() => undefined);
    return { ok: true };
  }
  const ok = await fillField(root, now, answer);
  return ok || !planned.required ? { ok: true } : { ok: false, reason: `Could not fill "${planned.label}".` };
}

/**
 * Greenhouse's letter group offers "Enter manually" beside Attach: pressed, it draws a box to type the letter in, which
 * the next reading of the form finds as a follow-up question. False when the group has no such button.
 */
async function revealTypedEntry(root: Locator, index: number): Promise<boolean> {
  const group = root.locator(CONTROLS).nth(index).locator('xpath=ancestor::*[.//button][1]');
  const button = group.getByRole('button', { name: /^(enter|type|paste)( it| text)? manually$|^paste$/i });
  if ((await button.count().catch(() => 0)) !== 1 || !(await button.isVisible().catch(() => false)))
    return false;
  await button.click({ timeout: ACTION_TIMEOUT_MS }).catch(() => undefined);
  return true;
}

/** Attaches a file to its input and waits for the site's own sign that it arrived (and was parsed). */
export async function attach(
  root: Locator,
  index: number,
  file: ResumeUpload['file'],
): Promise<{ ok: true; at: number } | { ok: false; reason: string }> {
  const input = root.locator(CONTROLS).nth(index);
  await input.setInputFiles(file, { timeout: ACTION_TIMEOUT_MS });
  const name = typeof file === 'string' ? (file.split(/[\\/]/).pop() ?? file) : file.name;
  const end = deadline(UPLOAD_LIMIT_MS);
  let doneSince = 0;
  for (;;) {
    const handle = await input.elementHandle({ timeout: ACTION_TIMEOUT_MS });
    const state = handle
      ? await handle.evaluate(uploadState, name).catch(() => ({ done: false, error: '' }))
      : { done: false, error: '' };
    await handle?.dispose();
    if (state.error) return { ok: false, reason: `The site did not take the file: "${state.error}".` };
    if (state.done) {
      doneSince ||= Date.now();
      // Shown and still shown a moment later: the site's work on it is over.
      if (Date.now() - doneSince >= 400) return { ok: true, at: Date.now() };
    } else doneSince = 0;
    if (end.passed()) return { ok: false, reason: 'The site did not show the uploaded file.' };
    await sleep(120);
  }
}

export interface Filled {
  /** When the resume upload finished (0 without one): a parser may rewrite fields after it. */
  uploadedAt: number;
  uploaded?: ResumeUpload;
}

/**
 * Attaches the resume first, then fills every planned answer, then reads every field back and restores what changed
 * until the values have held for PARSER_QUIET_MS after the upload. `ask` when a place or phone country shows no
 * suggestion matching the profile (the user is asked rather than a near one chosen).
 */
export async function fillForm(
  root: Locator,
  planned: readonly Planned[],
  resume: ResumeUpload,
  options: EngineOptions,
): Promise<(Filled & { ok: true }) | { ok: false; reason: string } | { ok: false; ask: SiteField }> {
  const pause = () => sleep(draw(options.pace.betweenActions));
  let uploadedAt = 0;
  const resumeField = planned.find((p) => 'upload' in p && p.upload === 'resume');
  if (resumeField?.field.file) {
    const done = await attach(root, resumeField.field.file.index, resume.file);
    if (!done.ok) return done;
    uploadedAt = done.at;
    await pause();
  }
  for (const p of planned) {
    if (!('upload' in p) || p.upload !== 'letter' || !p.field.file) continue;
    const done = await attach(root, p.field.file.index, p.file);
    if (!done.ok) return done;
    await pause();
  }
  for (const p of planned) {
    if (!('reveal' in p) || !p.field.file) continue;
    if (await revealTypedEntry(root, p.field.file.index)) await pause();
  }
  const answers = planned.filter(
    (p): p is Extract<Planned, { answer: Answer }> => 'answer' in p && !!p.field.drawn,
  );
  let step = (await readForm(root)).step;
  for (const { field, answer } of answers) {
    const now = current(step, field);
    if (!now) continue;
    const done = await fillOne(root, field, now, answer, options);
    if (!done.ok) return done;
    await pause();
    // An answer may redraw the form (a follow-up question appears): read it again before the next one.
    step = (await readForm(root)).step;
  }
  const restored = await holdValues(root, answers, uploadedAt, options);
  if (!restored.ok) return restored;
  return { ok: true, uploadedAt, ...(resumeField ? { uploaded: resume } : {}) };
}

/**
 * Reads every answered field back until the values have held PARSER_QUIET_MS after the upload and HOLD_MS after the
 * last change, putting back (at most twice each) what the site changed: a resume parser rewriting the name, phone or
 * city a few seconds after the upload must not reach the employer.
 */
export async function holdValues(
  root: Locator,
  answers: readonly { field: SiteField; answer: Answer }[],
  uploadedAt: number,
  options: EngineOptions,
): Promise<{ ok: true } | { ok: false; reason: string } | { ok: false; ask: SiteField }> {
  const restores = new Map<SiteField, number>();
  // Both quiet spells are counted in time the machine kept up (deadline.ts): on a starved machine the site's parser
  // fires late by the same slowness, and a wall-clock 3.5 s once let a rewrite land after the last look.
  const sinceUpload = uploadedAt ? Date.now() - uploadedAt : PARSER_QUIET_MS;
  const parserQuiet = deadline(Math.max(0, PARSER_QUIET_MS - sinceUpload));
  let typingQuiet = deadline(HOLD_MS);
  const end = deadline(PARSER_QUIET_MS + 20_000);
  const city = options.profile.city;
  for (;;) {
    const step = (await readForm(root)).step;
    let changed = false;
    for (const { field, answer } of answers) {
      const now = current(step, field);
      if (!now || (await holds(root, field, now, answer, city))) continue;
      // A phone box that formats the number its own way ("+91 98765 43210"): accepted once it was put back and
      // the site formatted the same digits again.
      const shown = Array.isArray(now.value) ? now.value.join(' ') : now.value;
      if (
        isPhone(field) &&
        answer.kind === 'text' &&
        digits(shown) === digits(answer.value) &&
        restores.has(field)
      )
        continue;
      const count = (restores.get(field) ?? 0) + 1;
      if (count > 2) return { ok: false, reason: `The site keeps changing "${field.label}".` };
      restores.set(field, count);
      options.log(`  The site changed "${field.label}": putting the profile's answer back.`);
      const done = await fillOne(root, field, now, answer, options);
      if (!done.ok) return done;
      changed = true;
      typingQuiet = deadline(HOLD_MS);
      break; // the form may redraw: read it again
    }
    // One look each, both counted (no short-circuit).
    const typed = typingQuiet.passed();
    const parsed = parserQuiet.passed();
    if (!changed && typed && parsed) return { ok: true };
    if (end.passed()) return { ok: false, reason: 'The form did not keep its answers.' };
    await sleep(200);
  }
}
