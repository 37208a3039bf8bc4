import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpsGet, httpsJson, startSitesBoard, type SitesBoard } from './support/sites';

/**
 * The sites' JSON, checked field by field against what their documentation says (the zod shapes below are written
 * from grnhse/greenhouse-api-docs _jobs.md, lever/postings-api README.md and Ashby's public posting API page), and
 * the page GraphQL against the shape other projects' captured answers show.
 */

const GhField = z.strictObject({
  name: z.string(),
  type: z.enum([
    'input_file',
    'input_text',
    'input_hidden',
    'textarea',
    'multi_value_single_select',
    'multi_value_multi_select',
  ]),
  values: z.array(z.strictObject({ label: z.string(), value: z.union([z.number(), z.string()]) })),
});
const GhQuestion = z.strictObject({
  required: z.boolean(),
  label: z.string(),
  description: z.string().nullable(),
  fields: z.array(GhField).min(1),
});
const GhJob = z.strictObject({
  id: z.number(),
  internal_job_id: z.number(),
  title: z.string(),
  updated_at: z.string(),
  first_published: z.string(),
  requisition_id: z.string(),
  company_name: z.string(),
  location: z.strictObject({ name: z.string() }),
  absolute_url: z.url(),
  metadata: z.null(),
  content: z.string(),
  departments: z.array(z.object({ id: z.number(), name: z.string() })),
  offices: z.array(z.object({ id: z.number(), name: z.string(), location: z.string() })),
  data_compliance: z.array(
    z.strictObject({
      type: z.literal('gdpr'),
      requires_consent: z.boolean(),
      requires_processing_consent: z.boolean(),
      requires_retention_consent: z.boolean(),
      retention_period: z.number().nullable(),
    }),
  ),
  questions: z.array(GhQuestion),
  location_questions: z.array(GhQuestion).optional(),
  compliance: z
    .array(
      z.strictObject({ type: z.literal('eeoc'), description: z.string(), questions: z.array(GhQuestion) }),
    )
    .optional(),
  demographic_questions: z
    .strictObject({
      header: z.string(),
      description: z.string(),
      questions: z.array(
        z.strictObject({
          id: z.number(),
          label: z.string(),
          required: z.boolean(),
          type: z.enum(['multi_value_single_select', 'multi_value_multi_select']),
          answer_options: z.array(
            z.strictObject({ id: z.number(), label: z.string(), free_form: z.boolean() }),
          ),
        }),
      ),
    })
    .nullable(),
});

const LeverPosting = z.strictObject({
  id: z.string(),
  text: z.string(),
  categories: z.object({
    location: z.string(),
    commitment: z.string(),
    team: z.string(),
    department: z.string(),
    allLocations: z.array(z.string()),
  }),
  country: z.string().nullable(),
  opening: z.string(),
  openingPlain: z.string(),
  description: z.string(),
  descriptionPlain: z.string(),
  descriptionBody: z.string(),
  descriptionBodyPlain: z.string(),
  lists: z.array(z.object({ text: z.string(), content: z.string() })),
  additional: z.string(),
  additionalPlain: z.string(),
  hostedUrl: z.url(),
  applyUrl: z.url(),
  workplaceType: z.enum(['unspecified', 'on-site', 'remote', 'hybrid']),
  createdAt: z.number(),
});

const AshbyJob = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  secondaryLocations: z.array(z.unknown()),
  department: z.string(),
  team: z.string(),
  isListed: z.boolean(),
  isRemote: z.boolean(),
  descriptionHtml: z.string(),
  descriptionPlain: z.string(),
  publishedAt: z.string(),
  employmentType: z.enum(['FullTime', 'PartTime', 'Intern', 'Contract', 'Temporary']),
  address: z.object({
    postalAddress: z.object({
      addressLocality: z.string(),
      addressRegion: z.string(),
      addressCountry: z.string(),
    }),
  }),
  jobUrl: z.url(),
  applyUrl: z.url(),
});

let board: SitesBoard;
beforeAll(async () => {
  board = await startSitesBoard();
});
afterAll(async () => {
  await board?.close();
});

describe('Greenhouse Job Board API (boards-api.greenhouse.io)', () => {
  it('answers a job with questions=true in the documented shape, leaving out what only the page draws', async () => {
    const { status, json } = await httpsJson<unknown>(
      board,
      'boards-api.greenhouse.io',
      '/v1/boards/kestrelanalytics/jobs/7712340001?questions=true',
    );
    expect(status).toBe(200);
    const job = GhJob.parse(json);
    expect(job.id).toBe(7712340001);
    expect(job.absolute_url).toBe('https://job-boards.greenhouse.io/kestrelanalytics/jobs/7712340001');
    const names = job.questions.flatMap((q) => q.fields.map((f) => f.name));
    expect(names.slice(0, 6)).toEqual([
      'first_name',
      'last_name',
      'preferred_name',
      'email',
      'phone',
      'resume',
    ]);
    expect(names).toContain('resume_text');
    expect(names).toContain('question_7712341001');
    expect(names).toContain('question_7712341007[]');
    // The phone's Country, the follow-up and the honeypot are drawn by the page only.
    expect(names).not.toContain('country');
    expect(names).not.toContain('question_7712341006');
    expect(names).not.toContain('website_url');
    const resume = job.questions.find((q) => q.label === 'Resume/CV');
    expect(resume?.fields.map((f) => [f.name, f.type])).toEqual([
      ['resume', 'input_file'],
      ['resume_text', 'textarea'],
    ]);
    const relocate = job.questions.find((q) => q.fields[0]?.name === 'question_7712341003');
    expect(relocate?.fields[0]?.type).toBe('multi_value_single_select');
    expect(relocate?.fields[0]?.values.map((v) => v.label)).toEqual([
      'Yes, with relocation assistance',
      'Yes',
      'No',
    ]);
    expect(job.location_questions?.map((q) => [q.label, q.fields[0]?.type])).toEqual([
      ['Location', 'input_text'],
      ['Latitude', 'input_hidden'],
      ['Longitude', 'input_hidden'],
    ]);
    // Hispanic/Latino is drawn on the page but not listed in compliance (cezkid/jobs greenhouse.md).
    expect(job.compliance?.[0]?.questions.map((q) => q.fields[0]?.name)).toEqual([
      'gender',
      'race',
      'veteran_status',
      'disability_status',
    ]);
    expect(job.compliance?.[0]?.questions.every((q) => !q.required)).toBe(true);
    expect(job.demographic_questions).toBeNull();
    expect(job.data_compliance[0]?.requires_processing_consent).toBe(false);
  });

  it('lists Greenhouse Inclusion demographic questions where the job has them, with free-form options', async () => {
    const { json } = await httpsJson<unknown>(
      board,
      'boards-api.greenhouse.io',
      '/v1/boards/meridianfreight/jobs/5566778001?questions=true',
    );
    const job = GhJob.parse(json);
    expect(job.absolute_url).toBe('https://careers.example-employer.com/careers/jobs/?gh_jid=5566778001');
    expect(job.compliance).toBeUndefined();
    const gender = job.demographic_questions?.questions[0];
    expect(gender?.type).toBe('multi_value_multi_select');
    expect(gender?.answer_options.filter((o) => o.free_form).map((o) => o.label)).toEqual([
      'I prefer to self-describe',
    ]);
  });

  it('without questions=true leaves the questions out; a closed or unknown job is a 404 JSON', async () => {
    const { json } = await httpsJson<Record<string, unknown>>(
      board,
      'boards-api.greenhouse.io',
      '/v1/boards/kestrelanalytics/jobs/7712340001',
    );
    expect(json.questions).toBeUndefined();
    expect(json.title).toBe('Backend Software Engineer');
    const closed = await httpsJson<unknown>(
      board,
      'boards-api.greenhouse.io',
      '/v1/boards/kestrelanalytics/jobs/7712340002?questions=true',
    );
    expect(closed).toEqual({ status: 404, json: { status: 404, error: 'Job not found' } });
    const list = await httpsJson<{ jobs: { id: number }[]; meta: { total: number } }>(
      board,
      'boards-api.greenhouse.io',
      '/v1/boards/kestrelanalytics/jobs',
    );
    expect(list.json.jobs.map((j) => j.id)).toEqual([7712340001]);
    expect(list.json.meta.total).toBe(1);
  });
});

describe('Lever Postings API (api.lever.co)', () => {
  it('answers a posting with the documented fields and no custom questions', async () => {
    const { status, json } = await httpsJson<unknown>(
      board,
      'api.lever.co',
      '/v0/postings/lumenhealth/b2c4d6e8-1a3b-4c5d-8e7f-90a1b2c3d4e5',
    );
    expect(status).toBe(200);
    const posting = LeverPosting.parse(json);
    expect(posting.applyUrl).toBe(
      'https://jobs.lever.co/lumenhealth/b2c4d6e8-1a3b-4c5d-8e7f-90a1b2c3d4e5/apply',
    );
    expect(posting.workplaceType).toBe('hybrid');
    expect(JSON.stringify(json)).not.toMatch(/authorized|sponsorship|cards/i);
    const missing = await httpsJson<unknown>(
      board,
      'api.lever.co',
      '/v0/postings/lumenhealth/00000000-0000-4000-8000-000000000000',
    );
    expect(missing).toEqual({ status: 404, json: { ok: false, error: 'Document not found' } });
  });

  it('lists the open postings of a site', async () => {
    const { json } = await httpsJson<unknown[]>(board, 'api.lever.co', '/v0/postings/lumenhealth');
    expect(z.array(LeverPosting).parse(json)).toHaveLength(1);
  });
});

describe('Ashby', () => {
  it('answers the public posting API in the documented shape (no questions in it)', async () => {
    const { status, json } = await httpsJson<{ apiVersion: string; jobs: unknown[] }>(
      board,
      'api.ashbyhq.com',
      '/posting-api/job-board/orbitrobotics',
    );
    expect(status).toBe(200);
    expect(json.apiVersion).toBe('1');
    const [job] = z.array(AshbyJob).parse(json.jobs);
    expect(job?.applyUrl).toBe(
      'https://jobs.ashbyhq.com/orbitrobotics/e7f8a9b0-1c2d-4e3f-8a4b-5c6d7e8f9a01/application',
    );
    expect(JSON.stringify(json)).not.toContain('applicationForm');
    const unknown = await httpsGet(board, 'api.ashbyhq.com', '/posting-api/job-board/nobody-here');
    expect(unknown.status).toBe(404);
  });

  it("answers the page's ApiJobPosting with the form's FormRender, EEO in surveyForms, null when closed", async () => {
    type Entry = {
      id: string;
      isRequired: boolean;
      descriptionHtml: string | null;
      field: {
        path: string;
        title: string;
        type: string;
        selectableValues?: { label: string; value: string }[];
      };
      __typename: string;
    };
    type Render = { id: string; sections: { fieldEntries: Entry[] }[]; __typename: string };
    const { json } = await httpsJson<{
      data: { jobPosting: { applicationForm: Render; surveyForms: Render[]; __typename: string } | null };
    }>(board, 'jobs.ashbyhq.com', '/api/non-user-graphql?op=ApiJobPosting', {
      operationName: 'ApiJobPosting',
      variables: {
        organizationHostedJobsPageName: 'orbitrobotics',
        jobPostingId: 'e7f8a9b0-1c2d-4e3f-8a4b-5c6d7e8f9a01',
      },
    });
    const posting = json.data.jobPosting;
    expect(posting?.__typename).toBe('JobPostingDetails');
    expect(posting?.applicationForm.__typename).toBe('FormRender');
    const entries = posting?.applicationForm.sections.flatMap((s) => s.fieldEntries) ?? [];
    expect(
      entries.every(
        (e) => e.__typename === 'FormFieldEntry' && e.id.startsWith(`${posting?.applicationForm.id}_`),
      ),
    ).toBe(true);
    expect(entries.slice(0, 5).map((e) => [e.field.path, e.field.type, e.isRequired])).toEqual([
      ['_systemfield_name', 'String', true],
      ['_systemfield_email', 'Email', true],
      [expect.stringMatching(/^[0-9a-f-]{36}$/), 'Phone', true],
      ['_systemfield_location', 'Location', true],
      ['_systemfield_resume', 'File', true],
    ]);
    const types = Object.fromEntries(entries.map((e) => [e.field.title, e.field.type]));
    expect(types['Are you legally authorized to work in India?']).toBe('Boolean');
    expect(types['LinkedIn profile URL']).toBe('Url');
    expect(types['What is your notice period?']).toBe('ValueSelect');
    expect(posting?.surveyForms[0]?.sections[0]?.fieldEntries.map((e) => e.field.path)).toEqual([
      '_systemfield_eeoc_gender',
      '_systemfield_eeoc_race',
      '_systemfield_eeoc_veteran_status',
    ]);
    // The untitled consent: its words are the entry's descriptionHtml (cezkid/jobs ashby.md).
    const consent = await httpsJson<{ data: { jobPosting: { applicationForm: Render } } }>(
      board,
      'jobs.ashbyhq.com',
      '/api/non-user-graphql?op=ApiJobPosting',
      {
        variables: {
          organizationHostedJobsPageName: 'nimbusdefense',
          jobPostingId: 'f0e1d2c3-b4a5-4968-8778-695a4b3c2d10',
        },
      },
    );
    const ack = consent.json.data.jobPosting.applicationForm.sections[0]?.fieldEntries.find(
      (e) => e.field.path === '_systemfield_data_consent_ack',
    );
    expect(ack?.field.title).toBe('');
    expect(ack?.field.type).toBe('MultiValueSelect');
    expect(ack?.descriptionHtml).toMatch(/^<p>I consent to my personal data being processed/);
    const closed = await httpsJson<unknown>(
      board,
      'jobs.ashbyhq.com',
      '/api/non-user-graphql?op=ApiJobPosting',
      {
        variables: {
          organizationHostedJobsPageName: 'orbitrobotics',
          jobPostingId: '00000000-0000-4000-8000-000000000000',
        },
      },
    );
    expect(closed.json).toEqual({ data: { jobPosting: null } });
  });
});
