import type { QuestionKind } from '@applypilot/contracts';
import { z } from 'zod';

/**
 * A company site's questions as its own definition states them, read before anything is typed (decision 054):
 * Greenhouse's Job Board API (`?questions=true`), Ashby's posting data (`applicationForm`, `surveyForms`), Lever's
 * `/apply` page (`cards[…][baseTemplate]`). Reconciled with the form as drawn in reconcile.ts.
 */
export interface SiteQuestion {
  /** The names its controls carry on the page (Greenhouse ids = API field names, Lever `cards[c][fieldN]`, Ashby paths). */
  names: string[];
  label: string;
  required: boolean;
  kind: QuestionKind;
  options?: string[];
  /** What part of the definition it came from: EEO and demographic surveys are the user's own to answer. */
  section: 'main' | 'location' | 'eeo' | 'demographic' | 'consent';
  /** Words the definition gives beside the label (Ashby's consent has an empty title and its words here). */
  description?: string;
}

const text = (html: string | null | undefined) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

// ---- Greenhouse (grnhse/greenhouse-api-docs, source/includes/job-board/_jobs.md) ----

const GhValue = z.object({ value: z.unknown().optional(), label: z.string() });
const GhField = z.object({
  name: z.string(),
  type: z.string(),
  values: z.array(GhValue).nullish(),
});
const GhQuestion = z.object({
  required: z.boolean().nullish(),
  label: z.string(),
  description: z.string().nullish(),
  fields: z.array(GhField),
});
const GhDemographic = z.object({
  id: z.union([z.number(), z.string()]),
  label: z.string(),
  required: z.boolean().nullish(),
  type: z.string(),
  answer_options: z.array(z.object({ id: z.union([z.number(), z.string()]), label: z.string() })).nullish(),
});
const GhJob = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  absolute_url: z.string().nullish(),
  questions: z.array(GhQuestion).nullish(),
  location_questions: z.array(GhQuestion).nullish(),
  compliance: z
    .array(
      z.object({
        type: z.string().nullish(),
        description: z.string().nullish(),
        questions: z.array(GhQuestion).nullish(),
      }),
    )
    .nullish(),
  demographic_questions: z.object({ questions: z.array(GhDemographic).nullish() }).nullish(),
  data_compliance: z
    .array(
      z.object({
        type: z.string().nullish(),
        requires_consent: z.boolean().nullish(),
        requires_processing_consent: z.boolean().nullish(),
        requires_retention_consent: z.boolean().nullish(),
      }),
    )
    .nullish(),
});

function ghKind(type: string): QuestionKind | undefined {
  switch (type) {
    case 'input_file':
      return 'file';
    case 'input_text':
      return 'text';
    case 'textarea':
      return 'textarea';
    case 'multi_value_single_select':
      return 'select';
    case 'multi_value_multi_select':
      return 'checkbox';
    default:
      return undefined; // input_hidden (latitude, longitude) and anything newer: not a question for the user
  }
}

function ghQuestion(
  q: z.infer<typeof GhQuestion>,
  section: SiteQuestion['section'],
): SiteQuestion | undefined {
  // "Resume/CV" holds the file and a "paste" textarea (resume_text): the file is the question, either satisfies it.
  const fields = q.fields.filter((f) => ghKind(f.type));
  const main = fields.find((f) => f.type === 'input_file') ?? fields[0];
  if (!main) return undefined;
  const kind = ghKind(main.type) ?? 'text';
  const options = (main.values ?? []).map((v) => v.label).filter((l) => l.trim() !== '');
  return {
    names: fields.map((f) => f.name),
    label: text(q.label),
    required: !!q.required,
    kind,
    ...(options.length ? { options } : {}),
    section,
    ...(q.description ? { description: text(q.description) } : {}),
  };
}

/** Greenhouse's Job Board API answer (`?questions=true`) as questions; throws when it is not that shape. */
export function greenhouseQuestions(json: unknown): SiteQuestion[] {
  const job = GhJob.parse(json);
  const out: SiteQuestion[] = [];
  const push = (q: SiteQuestion | undefined) => q && q.label && out.push(q);
  for (const q of job.questions ?? []) push(ghQuestion(q, 'main'));
  for (const q of job.location_questions ?? []) push(ghQuestion(q, 'location'));
  for (const block of job.compliance ?? []) for (const q of block.questions ?? []) push(ghQuestion(q, 'eeo'));
  for (const q of job.demographic_questions?.questions ?? []) {
    const options = (q.answer_options ?? []).map((o) => o.label);
    push({
      names: [String(q.id)],
      label: text(q.label),
      required: !!q.required,
      kind: /multi_select|checkbox/.test(q.type) ? 'checkbox' : 'select',
      ...(options.length ? { options } : {}),
      section: 'demographic',
    });
  }
  // GDPR: the page draws the boxes; the definition says a required consent is there (never ticked for the user).
  for (const gdpr of job.data_compliance ?? []) {
    if (gdpr.requires_processing_consent || gdpr.requires_consent)
      push({
        names: ['data_compliance[gdpr_processing_consent_given]', 'gdpr_processing_consent_given'],
        label: 'Consent to the processing of your personal data (GDPR)',
        required: true,
        kind: 'checkbox',
        section: 'consent',
      });
    if (gdpr.requires_retention_consent)
      push({
        names: ['data_compliance[gdpr_retention_consent_given]', 'gdpr_retention_consent_given'],
        label: 'Consent to the retention of your personal data (GDPR)',
        required: true,
        kind: 'checkbox',
        section: 'consent',
      });
  }
  return out;
}

// ---- Ashby (the posting page's own data: window.__appData.posting, or ApiJobPosting) ----

const AshbyEntry = z.object({
  isRequired: z.boolean().nullish(),
  descriptionHtml: z.string().nullish(),
  field: z.object({
    path: z.string(),
    title: z.string().nullish(),
    type: z.string(),
    selectableValues: z.array(z.object({ label: z.string(), value: z.unknown().optional() })).nullish(),
  }),
});
const AshbyForm = z.object({
  sections: z.array(z.object({ fieldEntries: z.array(AshbyEntry) })),
});
const AshbyPosting = z.object({
  applicationForm: AshbyForm.nullish(),
  surveyForms: z.array(AshbyForm).nullish(),
});

function ashbyKind(type: string, options: number): QuestionKind | undefined {
  switch (type) {
    case 'String':
    case 'Email':
    case 'Phone':
    case 'Url':
      return 'text';
    case 'Number':
      return 'numeric';
    case 'LongText':
      return 'textarea';
    case 'File':
      return 'file';
    case 'Boolean':
      return 'radio';
    case 'ValueSelect':
      return options > 0 ? 'select' : 'text';
    case 'MultiValueSelect':
      return 'checkbox';
    case 'Location':
      return 'typeahead';
    case 'Date':
      return 'date';
    default:
      return undefined;
  }
}

const ASHBY_EEO = /^_systemfield_eeoc_/;

/** Ashby's posting data (`applicationForm` and `surveyForms`) as questions; throws when it is not that shape. */
export function ashbyQuestions(json: unknown): SiteQuestion[] {
  const posting = AshbyPosting.parse(json);
  const out: SiteQuestion[] = [];
  const read = (form: z.infer<typeof AshbyForm>, survey: boolean) => {
    for (const section of form.sections)
      for (const entry of section.fieldEntries) {
        const { field } = entry;
        const options = (field.selectableValues ?? []).map((v) => v.label);
        const kind = ashbyKind(field.type, options.length);
        if (!kind) continue;
        const description = text(entry.descriptionHtml);
        const consent = /consent/i.test(field.path) && !field.title?.trim();
        const label = text(field.title) || description;
        if (!label) continue;
        out.push({
          names: [field.path],
          label,
          required: !!entry.isRequired,
          kind: field.type === 'Boolean' ? 'radio' : kind,
          ...(field.type === 'Boolean' ? { options: ['Yes', 'No'] } : options.length ? { options } : {}),
          section: survey || ASHBY_EEO.test(field.path) ? 'eeo' : consent ? 'consent' : 'main',
          ...(description ? { description } : {}),
        });
      }
  };
  if (posting.applicationForm) read(posting.applicationForm, false);
  for (const form of posting.surveyForms ?? []) read(form, true);
  return out;
}

// ---- Lever (the /apply page's hidden cards[…][baseTemplate]; its API does not expose custom questions) ----

const LeverTemplate = z.object({
  text: z.string().nullish(),
  fields: z.array(
    z.object({
      type: z.string(),
      text: z.string(),
      required: z.boolean().nullish(),
      options: z.array(z.object({ text: z.string() })).nullish(),
    }),
  ),
});

function leverKind(type: string): QuestionKind | undefined {
  switch (type) {
    case 'text':
      return 'text';
    case 'textarea':
      return 'textarea';
    case 'multiple-choice':
      return 'radio';
    case 'dropdown':
      return 'select';
    case 'multiple-select':
      return 'checkbox';
    case 'file-upload':
      return 'file';
    default:
      return undefined;
  }
}

/** Lever's cards: each hidden `cards[<card>][baseTemplate]` value (its name and JSON) as questions. */
export function leverQuestions(cards: { name: string; value: string }[]): SiteQuestion[] {
  const out: SiteQuestion[] = [];
  for (const card of cards) {
    const id = /^cards\[([^\]]+)\]\[baseTemplate\]$/.exec(card.name)?.[1];
    if (!id) continue;
    let template: z.infer<typeof LeverTemplate>;
    try {
      template = LeverTemplate.parse(JSON.parse(card.value));
    } catch {
      continue;
    }
    template.fields.forEach((field, n) => {
      const kind = leverKind(field.type);
      if (!kind) return;
      // Radio values may carry a trailing space ("Other "): the option is what a person reads.
      const options = (field.options ?? []).map((o) => o.text.trim()).filter(Boolean);
      out.push({
        names: [`cards[${id}][field${n}]`],
        label: text(field.text),
        required: !!field.required,
        kind,
        ...(options.length ? { options } : {}),
        section: 'main',
      });
    });
  }
  return out;
}
