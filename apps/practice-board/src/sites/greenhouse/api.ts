import type { GreenhouseSite } from '../../catalogue/company-site-schema';
import { ghOptionId, GREENHOUSE_DEMOGRAPHIC, type FormField } from '../form-model';
import { GREENHOUSE_HOSTS } from '../hosts';
import type { Posting } from '../submit';
import { DEMOGRAPHIC_HEADER } from './pages';

/**
 * Greenhouse's public Job Board API (grnhse/greenhouse-api-docs, source/includes/job-board/_jobs.md):
 * GET boards-api.greenhouse.io/v1/boards/{board}/jobs/{id}?questions=true answers the job with `questions`,
 * `location_questions`, `compliance`, `demographic_questions` and `data_compliance` in the documented shape. What the
 * page draws but the API does not list (the phone's Country, Hispanic/Latino) is left out, as live answers leave it
 * out (cezkid/jobs greenhouse.md).
 */

type ApiField = { name: string; type: string; values: { label: string; value: number | string }[] };
type ApiQuestion = { required: boolean; label: string; description: string | null; fields: ApiField[] };

function apiType(field: FormField): string {
  switch (field.kind) {
    case 'file':
      return 'input_file';
    case 'textarea':
      return 'textarea';
    case 'select':
    case 'yesno':
      return 'multi_value_single_select';
    case 'multi':
      return 'multi_value_multi_select';
    default:
      return 'input_text';
  }
}

function question(field: FormField): ApiQuestion {
  const fields: ApiField[] = [];
  if (field.kind === 'file') {
    fields.push({ name: field.key, type: 'input_file', values: [] });
    fields.push({ name: `${field.key}_text`, type: 'textarea', values: [] });
  } else {
    fields.push({
      name: field.kind === 'multi' ? `${field.key}[]` : field.key,
      type: apiType(field),
      values:
        field.kind === 'yesno'
          ? [
              { label: 'Yes', value: 1 },
              { label: 'No', value: 0 },
            ]
          : (field.options ?? []).map((label, i) => ({ label, value: ghOptionId(field.key, i) })),
    });
  }
  return { required: field.required, label: field.label, description: null, fields };
}

function isoHoursAgo(hours: number): string {
  return new Date(Date.now() - hours * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '-04:00');
}

/** The entity-escaped description, as `content` carries it ("converted into corresponding HTML entities"). */
function content(description: string): string {
  const html = description
    .split(/\n\s*\n/)
    .map((p) => `<p>${p.trim()}</p>`)
    .join('');
  return html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function absoluteUrl(site: GreenhouseSite): string {
  if (site.entry === 'employer') return `https://${site.employerHost}/careers/jobs/?gh_jid=${site.postingId}`;
  const host = site.entry === 'boards' ? GREENHOUSE_HOSTS.legacy : GREENHOUSE_HOSTS.board;
  return `https://${host}/${site.board}/jobs/${site.postingId}`;
}

function listing(posting: Posting<GreenhouseSite>) {
  const { job, site } = posting;
  return {
    absolute_url: absoluteUrl(site),
    data_compliance: [
      {
        type: 'gdpr',
        requires_consent: Boolean(site.gdpr?.processing || site.gdpr?.retention),
        requires_processing_consent: Boolean(site.gdpr?.processing),
        requires_retention_consent: Boolean(site.gdpr?.retention),
        retention_period: site.gdpr ? 365 : null,
      },
    ],
    internal_job_id: Number(site.postingId.slice(0, -3)) + 17,
    location: { name: job.location },
    metadata: null,
    id: Number(site.postingId),
    updated_at: isoHoursAgo(job.postedHoursAgo),
    requisition_id: `REQ-${site.postingId.slice(-4)}`,
    title: job.title,
    company_name: job.company,
    first_published: isoHoursAgo(job.postedHoursAgo),
  };
}

export function ghJobJson(posting: Posting<GreenhouseSite>, withQuestions: boolean, payRanges: boolean) {
  const { job, site, form } = posting;
  const base: Record<string, unknown> = {
    ...listing(posting),
    content: content(job.description),
    departments: [{ id: 4012301, name: 'Engineering', child_ids: [], parent_id: null }],
    offices: [{ id: 4012401, name: job.location, location: job.location, child_ids: [], parent_id: null }],
  };
  if (payRanges) base.pay_input_ranges = [];
  if (!withQuestions) return base;
  const listed = form.filter((f) => f.listed && f.role !== 'honeypot');
  base.questions = listed
    .filter((f) => ['contact', 'files', 'custom'].includes(f.section) && f.kind !== 'location')
    .map(question);
  if (site.location !== 'none')
    base.location_questions = [
      {
        required: site.location === 'required',
        label: 'Location',
        description: null,
        fields: [{ name: 'location', type: 'input_text', values: [] }],
      },
      {
        required: site.location === 'required',
        label: 'Latitude',
        description: null,
        fields: [{ name: 'latitude', type: 'input_hidden', values: [] }],
      },
      {
        required: site.location === 'required',
        label: 'Longitude',
        description: null,
        fields: [{ name: 'longitude', type: 'input_hidden', values: [] }],
      },
    ];
  const eeo = listed.filter((f) => f.section === 'eeo');
  if (eeo.length > 0)
    base.compliance = [
      {
        type: 'eeoc',
        description:
          '<p>PUBLIC BURDEN STATEMENT: According to the Paperwork Reduction Act of 1995 no persons are required to respond to a collection of information unless such collection displays a valid OMB control number.</p>',
        questions: eeo.map((f) => ({
          required: false,
          label: f.label,
          description: null,
          fields: [
            {
              name: f.key,
              type: 'multi_value_single_select',
              values: (f.options ?? []).map((label, i) => ({ label, value: String(i + 1) })),
            },
          ],
        })),
      },
    ];
  base.demographic_questions = site.demographic
    ? {
        header: DEMOGRAPHIC_HEADER,
        description: `<p>${job.company} invites you to answer a few voluntary questions. Your answers are kept apart from your application.</p>`,
        questions: GREENHOUSE_DEMOGRAPHIC.map((d) => ({
          id: Number(d.id),
          label: d.label,
          required: false,
          type: d.type,
          answer_options: d.options.map((label, i) => ({
            id: Number(d.id) * 10 + i + 1,
            label,
            free_form: label === d.freeForm,
          })),
        })),
      }
    : null;
  return base;
}

export function ghJobsListJson(postings: Posting<GreenhouseSite>[], withContent: boolean) {
  const open = postings.filter((p) => p.site.status === 'open');
  return {
    jobs: open.map((p) => {
      const { data_compliance: _dc, ...rest } = listing(p);
      return withContent
        ? { ...rest, content: content(p.job.description), departments: [], offices: [] }
        : rest;
    }),
    meta: { total: open.length },
  };
}
