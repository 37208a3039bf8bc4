import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AshbySite } from '../../catalogue/company-site-schema';
import type { BoardState } from '../../server/state';
import { CITIES, suggest } from '../../client/cities';
import { ASHBY_HOSTS } from '../hosts';
import { cors, onHost, pageUrl, params, query, readMultipart, sendHtml } from '../route-kit';
import { findAshby, submitApplication, type Posting } from '../submit';
import { jobBoardJson, jobPostingData } from './graphql';
import { ashbyBoardPage, ashbyShell } from './pages';

/**
 * Ashby (jobs.ashbyhq.com and api.ashbyhq.com): a single-page app that loads its form from the page's GraphQL,
 * saves every answer as it is filled (ApiSetFormValue), uploads a file the moment it is chosen
 * (ApiCreateFileUploadHandle, then the file), searches places per keystroke (ApiAutocompleteGeoLocation), and
 * submits the saved form (ApiSubmitSingleApplicationFormAction) answering in place: the address never changes.
 * Operation names other than ApiJobPosting, ApiSetFormValue, ApiCreateFileUploadHandle and
 * ApiAutocompleteGeoLocation (measured by cezkid/jobs) are reconstructed.
 */

const GraphqlBody = z.object({
  operationName: z.string().optional(),
  variables: z.record(z.string(), z.unknown()).default({}),
  query: z.string().optional(),
});

function orgPostings(state: BoardState, org: string): Posting<AshbySite>[] {
  const out: Posting<AshbySite>[] = [];
  for (const job of state.catalogue.jobs)
    if (job.companySite?.kind === 'ashby' && job.companySite.org.toLowerCase() === org.toLowerCase()) {
      const found = findAshby(state, org, job.companySite.postingId);
      if (found) out.push(found);
    }
  return out;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A saved value as the recording writes it: Yes/No for a Boolean, option labels for selects, text otherwise. */
function recorded(value: unknown): string | string[] {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (Array.isArray(value)) return value.map(String);
  if (value && typeof value === 'object' && 'name' in value) return String((value as { name: unknown }).name);
  return value === null || value === undefined ? '' : String(value);
}

export function registerAshby(app: FastifyInstance, state: BoardState): void {
  const jobs = onHost(app, ASHBY_HOSTS.jobs);
  const api = onHost(app, ASHBY_HOSTS.api);
  const handles = new Map<string, { formId: string; path: string }>();

  const shell =
    (tab: 'overview' | 'application') =>
    async (
      request: Parameters<Parameters<typeof jobs.get>[1]>[0],
      reply: Parameters<Parameters<typeof jobs.get>[1]>[1],
    ) => {
      const { org = '', id = '' } = params(request);
      const posting = findAshby(state, org, id);
      const open = posting && posting.site.status === 'open' ? posting : undefined;
      if (posting) state.sites.log(posting.job.id, 'ashby', 'page', open ? pageUrl(request) : 'closed');
      return sendHtml(reply, ashbyShell(org, open, tab));
    };
  jobs.get('/:org', async (request, reply) => {
    const org = params(request).org ?? '';
    const postings = orgPostings(state, org);
    return sendHtml(reply, ashbyBoardPage(org, postings), postings.length > 0 ? 200 : 404);
  });
  jobs.get('/:org/:id', shell('overview'));
  jobs.get('/:org/:id/application', shell('application'));

  jobs.post('/api/non-user-graphql', async (request, reply) => {
    const op = query(request).op ?? '';
    const parsed = GraphqlBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ errors: [{ message: 'Bad request' }] });
    const v = parsed.data.variables;
    switch (op) {
      case 'ApiJobPosting': {
        const posting = findAshby(state, str(v.organizationHostedJobsPageName), str(v.jobPostingId));
        if (!posting || posting.site.status === 'closed') return { data: { jobPosting: null } };
        const formId = randomUUID();
        const surveyId = randomUUID();
        const store = { jobId: posting.job.id, values: {}, files: {} };
        state.sites.ashbyForms.set(formId, store);
        state.sites.ashbyForms.set(surveyId, store);
        state.sites.log(posting.job.id, 'ashby', 'api', 'ApiJobPosting');
        return jobPostingData(posting, formId, surveyId);
      }
      case 'ApiSetFormValue': {
        const store = state.sites.ashbyForms.get(str(v.formRenderIdentifier));
        const path = str(v.path);
        if (!store || !path) return { data: null, errors: [{ message: 'Form not found' }] };
        const value = v.value;
        if (value && typeof value === 'object' && 'handle' in value) {
          const file = state.sites.uploads.get(str((value as { handle: unknown }).handle));
          if (file) store.files[path] = file;
        } else store.values[path] = recorded(value);
        state.sites.log(store.jobId, 'ashby', 'save', path);
        return {
          data: {
            setFormValue: {
              formRenderIdentifier: str(v.formRenderIdentifier),
              path,
              __typename: 'FormRender',
            },
          },
        };
      }
      case 'ApiCreateFileUploadHandle': {
        const store = state.sites.ashbyForms.get(str(v.formRenderIdentifier));
        if (!store) return { data: null, errors: [{ message: 'Form not found' }] };
        const handle = randomUUID();
        handles.set(handle, { formId: str(v.formRenderIdentifier), path: str(v.path) });
        state.sites.log(store.jobId, 'ashby', 'upload', str(v.filename));
        return {
          data: {
            createFileUploadHandle: {
              handle,
              url: `/api/file-upload/${handle}`,
              __typename: 'FileUploadHandle',
            },
          },
        };
      }
      case 'ApiAutocompleteGeoLocation': {
        const store = state.sites.ashbyForms.get(str(v.formRenderIdentifier));
        if (store) state.sites.log(store.jobId, 'ashby', 'typed', `location: ${str(v.query)}`);
        return {
          data: {
            autocompleteGeoLocation: {
              results: suggest(CITIES, str(v.query)).map((name) => ({ name, __typename: 'GeoLocation' })),
              __typename: 'GeoLocationAutocompleteResult',
            },
          },
        };
      }
      case 'ApiSubmitSingleApplicationFormAction': {
        const posting = findAshby(state, str(v.organizationHostedJobsPageName), str(v.jobPostingId));
        const store = state.sites.ashbyForms.get(str(v.formRenderIdentifier));
        if (!posting || !store)
          return { data: { submitSingleApplicationFormAction: null }, errors: [{ message: 'Not found' }] };
        const outcome = submitApplication(state, posting, {
          url: str(v.pageUrl) || String(request.headers.referer ?? ''),
          values: store.values,
          files: store.files,
        });
        const result =
          outcome.status === 'invalid'
            ? {
                __typename: 'FormRender',
                errorMessages: outcome.missing.map(
                  (f) => `Missing entry for required field: ${f.label || f.key}`,
                ),
              }
            : outcome.status === 'captcha'
              ? { __typename: 'FormRender', errorMessages: ['CAPTCHA_REQUIRED'] }
              : { __typename: 'FormSubmitResult', status: outcome.status };
        return { data: { submitSingleApplicationFormAction: { applicationFormResult: result } } };
      }
      default:
        return reply.code(400).send({ errors: [{ message: `Unknown operation ${op}` }] });
    }
  });

  jobs.post('/api/file-upload/:handle', async (request, reply) => {
    const handle = handles.get(params(request).handle ?? '');
    if (!handle) return reply.code(404).send({ error: 'Unknown upload' });
    const body = await readMultipart(request);
    const file = body.files.file;
    if (!file) return reply.code(400).send({ error: 'No file' });
    state.sites.uploads.set(params(request).handle ?? '', file);
    return reply.code(204).send();
  });

  api.get('/posting-api/job-board/:name', async (request, reply) => {
    const name = params(request).name ?? '';
    const postings = orgPostings(state, name);
    if (postings.length === 0)
      return cors(reply).code(404).send({ success: false, error: 'Job board not found' });
    for (const p of postings) state.sites.log(p.job.id, 'ashby', 'api', 'posting-api');
    return cors(reply).send(jobBoardJson(postings, query(request).includeCompensation === 'true'));
  });
}
