import type { Question, Step } from '../catalogue/schema';
import { hashString } from '../shared/random';
import type { Application } from './application';
import { CITIES } from './cities';
import { COUNTRY_CODES } from './countries';
import type { FieldSpec } from './fields';

/** The fields a step asks for, whatever the markup: catalogue questions and the built-in fields of a step kind. */

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

function text(jobId: string, key: string, label: string, fragment = 'text'): FieldSpec {
  return {
    key,
    kind: 'text',
    label,
    required: true,
    refusal: 'message',
    idPrefix: ID_PREFIX.text,
    fragment,
    elementNo: elementNo(jobId, key),
  };
}

/** How many positions the work experience step shows: the member's, or one empty one to fill. */
export function positionCount(app: Application): number {
  return Math.max(1, app.member.positions.length);
}

/** The built-in fields of a step kind: their recorded names are the README's "Recorded fields". */
export function builtInSpecs(app: Application, step: Step, cityLabel = 'City'): FieldSpec[] {
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
        ...text(id, 'phoneNumber', 'Mobile phone number', 'phoneNumber-nationalNumber'),
        phone: true,
        elementNo: elementNo(id, 'phone'),
      },
    ];
  if (step.kind === 'address')
    return [
      {
        key: 'city',
        kind: 'typeahead',
        label: cityLabel,
        required: true,
        options: CITIES,
        refusal: 'silent',
        idPrefix: ID_PREFIX.typeahead,
        fragment: 'city-HOME-CITY',
        elementNo: elementNo(id, 'city'),
      },
    ];
  if (step.kind === 'experience')
    return Array.from({ length: positionCount(app) }, (_, i) => [
      text(id, `experience-${i}-title`, 'Your title'),
      text(id, `experience-${i}-company`, 'Company'),
    ]).flat();
  return [];
}

export function allSpecs(app: Application, step: Step, cityLabel?: string): FieldSpec[] {
  return [...builtInSpecs(app, step, cityLabel), ...step.questions.map((q) => questionSpec(app.job.id, q))];
}
