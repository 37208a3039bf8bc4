import type { Member, Question, Step } from '../catalogue/schema';
import { hashString } from '../shared/random';
import type { PageJob } from '../shared/bootstrap';
import { CITIES } from './cities';
import { COUNTRY_CODES } from './countries';
import type { Ctx } from './ctx';
import { h } from './dom';
import { renderResumes } from './resume-step';
import { renderField, type Field, type FieldSpec, type Store } from './fields';

export const STEP_TITLES: Record<Step['kind'], string> = {
  contact: 'Contact info',
  address: 'Home address',
  resume: 'Resume',
  questions: 'Additional Questions',
  voluntary: 'Voluntary self identification',
  review: 'Review your application',
};

export interface ResumeChoice {
  name: string;
  uploadId: string | null;
  note: string;
}

/** What one application remembers between steps (resumes and uploads live outside the field store). */
export interface Application {
  job: PageJob;
  member: Member;
  store: Store;
  resumes: ResumeChoice[];
  selectedResume: number;
  coverLetter: { name: string; uploadId: string } | null;
  pendingUpload: Promise<void> | null;
  followCompany: boolean;
}

export interface RenderedStep {
  el: HTMLElement;
  fields: Field[];
  /** Extra checks beyond fields (the resume); returns an error message or null. */
  checkResume: (() => string | null) | null;
  showResumeError: (message: string | null) => void;
}

const ID_PREFIX: Record<Question['kind'], string> = {
  text: 'single-line-text-form-component',
  numeric: 'single-line-text-form-component',
  textarea: 'multiline-text-form-component',
  select: 'text-entity-list-form-component',
  radio: 'radio-button-form-component',
  checkbox: 'checkbox-form-component',
  typeahead: 'single-typeahead-entity-form-component',
  date: 'date-picker-form-component',
};
const FRAGMENT: Record<Question['kind'], string> = {
  text: 'text',
  numeric: 'numeric',
  textarea: 'text',
  select: 'multipleChoice',
  radio: 'multipleChoice',
  checkbox: 'multipleChoice',
  typeahead: 'text',
  date: 'date',
};

function elementNo(jobId: string, key: string): string {
  return String(3000000000 + (hashString(`${jobId}:${key}`) % 999999999));
}

export function questionSpec(jobId: string, q: Question): FieldSpec {
  return {
    key: q.id,
    kind: q.kind,
    label: q.label,
    required: q.required,
    options: q.options,
    accept: q.accept,
    refusal: q.refusal,
    idPrefix: ID_PREFIX[q.kind],
    fragment: FRAGMENT[q.kind],
    elementNo: elementNo(jobId, q.id),
  };
}

/** The built-in fields of a step kind: their recorded names are the README's "Recorded fields". */
export function builtInSpecs(app: Application, step: Step): FieldSpec[] {
  const id = app.job.id;
  if (step.kind === 'contact')
    return [
      {
        key: 'email',
        kind: 'select',
        label: 'Email address',
        required: true,
        options: app.member.emails,
        refusal: 'message',
        idPrefix: ID_PREFIX.select,
        fragment: 'multipleChoice',
        elementNo: elementNo(id, 'email'),
      },
      {
        key: 'phoneCountryCode',
        kind: 'select',
        label: 'Phone country code',
        required: true,
        options: COUNTRY_CODES,
        refusal: 'message',
        idPrefix: ID_PREFIX.select,
        fragment: 'phoneNumber-country',
        elementNo: elementNo(id, 'phone'),
      },
      {
        key: 'phoneNumber',
        kind: 'text',
        label: 'Mobile phone number',
        required: true,
        phone: true,
        refusal: 'message',
        idPrefix: ID_PREFIX.text,
        fragment: 'phoneNumber-nationalNumber',
        elementNo: elementNo(id, 'phone'),
      },
    ];
  if (step.kind === 'address')
    return [
      {
        key: 'city',
        kind: 'typeahead',
        label: 'City',
        required: true,
        options: CITIES,
        refusal: 'silent',
        idPrefix: ID_PREFIX.typeahead,
        fragment: 'city-HOME-CITY',
        elementNo: elementNo(id, 'city'),
      },
    ];
  return [];
}

export function allSpecs(app: Application, step: Step): FieldSpec[] {
  return [...builtInSpecs(app, step), ...step.questions.map((q) => questionSpec(app.job.id, q))];
}

function heading(ctx: Ctx, text: string): HTMLElement {
  return h('h3', { class: ctx.c('t-16 t-bold') }, text);
}

function contactHeader(ctx: Ctx, member: Member): HTMLElement {
  const initials = member.name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2);
  return h(
    'div',
    { class: ctx.c('jobs-easy-apply-contact-card display-flex') },
    h('div', { class: ctx.c('ea-avatar'), 'aria-hidden': 'true' }, initials),
    h(
      'div',
      {},
      h('div', { class: ctx.c('t-16 t-bold') }, member.name),
      h('div', { class: ctx.c('t-14 t-black--light') }, member.headline),
    ),
  );
}

/** Renders one step's body. Review is rendered by review.ts. */
export function renderStep(
  ctx: Ctx,
  app: Application,
  step: Step,
  onUpload: (file: File, kind: 'resume' | 'cover') => void,
  rerender: () => void,
): RenderedStep {
  const title = step.title ?? STEP_TITLES[step.kind];
  const fields = allSpecs(app, step).map((spec) => renderField(ctx, spec, app.job.id, app.store));
  const children: (HTMLElement | null)[] = [heading(ctx, title)];
  if (step.kind === 'contact') children.push(contactHeader(ctx, app.member));
  if (step.kind === 'voluntary')
    children.push(
      h(
        'p',
        { class: ctx.c('t-14 jobs-easy-apply-form-section__subtitle') },
        `${app.job.company} is an equal opportunity employer. Providing this information is voluntary and will not affect your application. You may decline to self-identify.`,
      ),
    );
  let resumeError: HTMLElement | null = null;
  let resumeSection: HTMLElement | null = null;
  if (step.kind === 'resume') {
    resumeSection = renderResumes(ctx, app, onUpload, rerender);
    children.push(resumeSection);
  }
  const el = h(
    'div',
    { class: ctx.c('ph5') },
    children,
    fields.map((f) => f.el),
  );
  return {
    el,
    fields,
    checkResume:
      step.kind === 'resume'
        ? () => (app.job.resumeRequired && app.selectedResume < 0 ? 'A resume is required' : null)
        : null,
    showResumeError: (message) => {
      resumeError?.remove();
      resumeError = null;
      if (message && resumeSection) {
        resumeError = ctx.v4
          ? h('div', { role: 'alert', class: ctx.c('form-field__error') }, message)
          : h(
              'div',
              { role: 'alert', class: ctx.c('artdeco-inline-feedback artdeco-inline-feedback--error mt1') },
              h('span', { class: ctx.c('artdeco-inline-feedback__message') }, message),
            );
        resumeSection.appendChild(resumeError);
      }
    },
  };
}
