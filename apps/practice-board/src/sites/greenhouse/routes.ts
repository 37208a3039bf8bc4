import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { GreenhouseSite } from '../../catalogue/company-site-schema';
import type { BoardState } from '../../server/state';
import { ghOptionId, type FormField } from '../form-model';
import { ghSource, GREENHOUSE_HOSTS } from '../hosts';
import { esc, sitePage } from '../html';
import { cors, onHost, pageUrl, params, query, readMultipart, sendHtml } from '../route-kit';
import type { SiteFile } from '../state';
import { findGreenhouse, submitApplication, type Posting, type SubmitOutcome, type Values } from '../submit';
import { ghJobJson, ghJobsListJson } from './api';
import { ghBoardPage, ghConfirmationPage, ghJobPage, ghLegacyConfirmationPage, ghLegacyPage } from './pages';
import { GREENHOUSE_CSS } from './styles';

const SubmitBody = z.object({
  values: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  files: z.record(z.string(), z.string()).default({}),
  securityCode: z.string().optional(),
  url: z.string().max(4000).optional(),
});

function boardPostings(state: BoardState, board: string): Posting<GreenhouseSite>[] {
  const out: Posting<GreenhouseSite>[] = [];
  for (const job of state.catalogue.jobs)
    if (job.companySite?.kind === 'greenhouse' && job.companySite.board === board) {
      const found = findGreenhouse(state, board, job.companySite.postingId);
      if (found) out.push(found);
    }
  return out;
}

function notFound(reply: FastifyReply): FastifyReply {
  return sendHtml(
    reply,
    sitePage({
      kind: 'greenhouse-404',
      title: 'Page not found',
      css: GREENHOUSE_CSS,
      body: '<div id="root"><main><h1 class="section-header section-header--large">Sorry, but we can’t find that page.</h1><p>The page you’re looking for may have been moved or no longer exists.</p></main></div>',
    }),
    404,
  );
}

/** The JSON answer to the new board's Submit (src/sites/client/greenhouse.ts reads it). */
function answer(outcome: SubmitOutcome, confirmation: string) {
  switch (outcome.status) {
    case 'invalid':
      return {
        code: 422,
        body: {
          status: 'invalid',
          errors: Object.fromEntries(outcome.missing.map((f) => [f.key, 'This field is required.'])),
        },
      };
    case 'confirmation':
      return { code: 200, body: { status: 'confirmation', redirect: confirmation } };
    default:
      return { code: 200, body: outcome };
  }
}

function uploadsOf(state: BoardState, keys: Record<string, string>): Record<string, SiteFile> {
  const files: Record<string, SiteFile> = {};
  for (const [field, key] of Object.entries(keys)) {
    const file = state.sites.uploads.get(key);
    if (file) files[field] = file;
  }
  return files;
}

/** The legacy form's names back to the API's: job_application[first_name], answers_attributes, EEOC ids. */
function legacyValues(form: FormField[], fields: Record<string, string[]>): Values {
  const values: Values = {};
  const one = (name: string) => fields[name]?.at(-1) ?? '';
  for (const field of form) {
    if (field.section === 'contact' || field.section === 'hidden')
      values[field.key] = one(`job_application[${field.key}]`);
    if (field.section === 'eeo') {
      const index = Number(one(`job_application[${field.key}]`));
      values[field.key] = index > 0 ? (field.options?.[index - 1] ?? '') : '';
    }
  }
  for (const [name, list] of Object.entries(fields)) {
    const match = /^job_application\[answers_attributes\]\[(\d+)\]\[question_id\]$/.exec(name);
    if (!match) continue;
    const base = `job_application[answers_attributes][${match[1]}]`;
    const field = form.find((f) => f.key === `question_${list.at(-1) ?? ''}`);
    if (!field) continue;
    if (field.kind === 'yesno') {
      const v = one(`${base}[boolean_value]`);
      values[field.key] = v === '1' ? 'Yes' : v === '0' ? 'No' : '';
    } else if (field.kind === 'select' || field.kind === 'multi') {
      const picked = Object.entries(fields)
        .filter(([n]) => n.startsWith(`${base}[answer_selected_options_attributes]`))
        .flatMap(([, v]) => v)
        .filter(Boolean)
        .map((id) => (field.options ?? []).find((_o, i) => String(ghOptionId(field.key, i)) === id) ?? '')
        .filter(Boolean);
      values[field.key] = field.kind === 'multi' ? picked : (picked[0] ?? '');
    } else values[field.key] = one(`${base}[text_value]`);
  }
  return values;
}

/** The embed script an employer's page loads: Grnhse.Iframe.load() draws iframe#grnhse_iframe into #grnhse_app. */
function embedScript(board: string): string {
  return `window.Grnhse = window.Grnhse || {};
Grnhse.Settings = { boardURI: 'https://${GREENHOUSE_HOSTS.board}/embed/job_board?for=${board}' };
Grnhse.Iframe = {
  load: function (jobId) {
    var params = new URLSearchParams(window.location.search);
    var id = jobId || params.get('gh_jid');
    var app = document.getElementById('grnhse_app');
    if (!app || !id) return;
    var src = 'https://${GREENHOUSE_HOSTS.board}/embed/job_app?for=${board}&token=' + encodeURIComponent(id) +
      (params.get('gh_src') ? '&gh_src=' + encodeURIComponent(params.get('gh_src')) : '') +
      '&b=' + encodeURIComponent(window.location.href.split('?')[0]);
    var iframe = document.createElement('iframe');
    iframe.id = 'grnhse_iframe';
    iframe.title = 'Greenhouse Job Board';
    iframe.setAttribute('scrolling', 'no');
    iframe.setAttribute('frameborder', '0');
    iframe.setAttribute('allow', 'geolocation');
    iframe.src = src;
    app.appendChild(iframe);
  }
};
`;
}

export function registerGreenhouse(app: FastifyInstance, state: BoardState): void {
  const board = onHost(app, GREENHOUSE_HOSTS.board);
  const legacy = onHost(app, GREENHOUSE_HOSTS.legacy);
  const api = onHost(app, GREENHOUSE_HOSTS.api);
  const storage = onHost(app, GREENHOUSE_HOSTS.storage);

  const companyOf = (name: string) => boardPostings(state, name)[0]?.job.company;

  const submitJson =
    (embed: boolean) =>
    async (request: Parameters<Parameters<typeof board.post>[1]>[0], reply: FastifyReply) => {
      const p = params(request);
      const q = query(request);
      const posting = embed
        ? findGreenhouse(state, q.for ?? '', q.token ?? '')
        : findGreenhouse(state, p.board ?? '', p.id ?? '');
      if (!posting) return reply.code(404).send({ status: 404, error: 'Job not found' });
      const parsed = SubmitBody.safeParse(request.body);
      if (!parsed.success)
        return reply.code(400).send({ status: 400, error: 'The application could not be read.' });
      const outcome = submitApplication(state, posting, {
        url: parsed.data.url ?? pageUrl(request),
        values: parsed.data.values,
        files: uploadsOf(state, parsed.data.files),
        securityCode: parsed.data.securityCode,
      });
      const { site } = posting;
      const confirmation = embed
        ? `/embed/job_app/confirmation?for=${site.board}&token=${site.postingId}`
        : `/${site.board}/jobs/${site.postingId}/confirmation`;
      const { code, body } = answer(outcome, confirmation);
      return reply.code(code).send(body);
    };

  board.get('/:board', async (request, reply) => {
    const name = params(request).board ?? '';
    const company = companyOf(name);
    if (!company) return notFound(reply);
    return sendHtml(reply, ghBoardPage(company, boardPostings(state, name), query(request).error === 'true'));
  });

  board.get('/:board/jobs/:id', async (request, reply) => {
    const { board: name = '', id = '' } = params(request);
    const posting = findGreenhouse(state, name, id);
    if (!posting || posting.site.entry === 'boards') {
      if (companyOf(name)) return reply.redirect(`/${name}?error=true`);
      return notFound(reply);
    }
    if (posting.site.status === 'closed') {
      state.sites.log(posting.job.id, 'greenhouse', 'page', 'closed');
      return reply.redirect(`/${name}?error=true`);
    }
    state.sites.log(posting.job.id, 'greenhouse', 'page', pageUrl(request));
    return sendHtml(reply, ghJobPage(posting, false));
  });
  board.post('/:board/jobs/:id', submitJson(false));

  board.get('/:board/jobs/:id/confirmation', async (request, reply) => {
    const { board: name = '', id = '' } = params(request);
    const posting = findGreenhouse(state, name, id);
    return posting ? sendHtml(reply, ghConfirmationPage(posting, false)) : notFound(reply);
  });

  // The storage form the page asks for after load; an upload chosen before it answers fails (cezkid/jobs greenhouse.md).
  board.get('/:board/jobs/:id/storage_form', async (_request, reply) => {
    await new Promise((resolve) => setTimeout(resolve, 350));
    return reply.header('cache-control', 'no-store').send({
      url: `https://${GREENHOUSE_HOSTS.storage}/`,
      fields: {
        acl: 'private',
        success_action_status: '201',
        policy: 'board-stand-in',
        'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      },
    });
  });

  board.get('/embed/job_app', async (request, reply) => {
    const q = query(request);
    const posting = findGreenhouse(state, q.for ?? '', q.token ?? '');
    if (!posting) return notFound(reply);
    if (posting.site.status === 'closed') {
      state.sites.log(posting.job.id, 'greenhouse', 'page', 'closed');
      return sendHtml(
        reply,
        sitePage({
          kind: 'greenhouse-closed',
          title: 'Job not found',
          css: GREENHOUSE_CSS,
          body: '<div id="root" class="embed"><main><div class="flash flash--error" role="alert">The job you are looking for is no longer open.</div></main></div>',
        }),
      );
    }
    state.sites.log(posting.job.id, 'greenhouse', 'page', pageUrl(request));
    return sendHtml(reply, ghJobPage(posting, true));
  });
  board.post('/embed/job_app', submitJson(true));
  board.get('/embed/job_app/confirmation', async (request, reply) => {
    const q = query(request);
    const posting = findGreenhouse(state, q.for ?? '', q.token ?? '');
    return posting ? sendHtml(reply, ghConfirmationPage(posting, true)) : notFound(reply);
  });

  // --- the legacy board ---
  legacy.get('/embed/job_board/js', async (request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(embedScript(query(request).for ?? '')),
  );
  // A bare gh_jid resolves to its board by a 301 (cezkid/jobs greenhouse.md: 10 of 10; unknown -> 404).
  legacy.get('/embed/job_app', async (request, reply) => {
    const q = query(request);
    const posting = findGreenhouse(state, q.for ?? '', q.token ?? '');
    if (!posting) return notFound(reply);
    return reply
      .code(301)
      .redirect(
        `https://${GREENHOUSE_HOSTS.board}/embed/job_app?for=${posting.site.board}&token=${posting.site.postingId}`,
        301,
      );
  });
  legacy.get('/:board', async (request, reply) => {
    const name = params(request).board ?? '';
    const company = companyOf(name);
    if (!company) return notFound(reply);
    return sendHtml(reply, ghBoardPage(company, boardPostings(state, name), query(request).error === 'true'));
  });
  legacy.get('/:board/jobs/:id', async (request, reply) => {
    const { board: name = '', id = '' } = params(request);
    const posting = findGreenhouse(state, name, id);
    if (!posting) return companyOf(name) ? reply.redirect(`/${name}?error=true`) : notFound(reply);
    if (posting.site.entry !== 'boards')
      return reply.redirect(
        `https://${GREENHOUSE_HOSTS.board}/${name}/jobs/${id}${request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''}`,
        301,
      );
    if (posting.site.status === 'closed') {
      state.sites.log(posting.job.id, 'greenhouse', 'page', 'closed');
      return reply.redirect(`/${name}?error=true`);
    }
    state.sites.log(posting.job.id, 'greenhouse', 'page', pageUrl(request));
    return sendHtml(reply, ghLegacyPage(posting, query(request).gh_src ?? ''));
  });
  legacy.post('/:board/jobs/:id', async (request, reply) => {
    const { board: name = '', id = '' } = params(request);
    const posting = findGreenhouse(state, name, id);
    if (!posting) return notFound(reply);
    const body = await readMultipart(request);
    const values = legacyValues(posting.form, body.fields);
    const files: Record<string, SiteFile> = {};
    for (const [field, file] of Object.entries(body.files)) {
      const key = /^job_application\[(\w+)\]$/.exec(field)?.[1];
      if (key) {
        files[key] = file;
        state.sites.log(posting.job.id, 'greenhouse', 'upload', file.name);
      }
    }
    const outcome = submitApplication(state, posting, {
      url: String(request.headers.referer ?? pageUrl(request)),
      values,
      files,
    });
    if (outcome.status === 'invalid')
      return sendHtml(
        reply,
        ghLegacyPage(
          posting,
          ghSource(posting.job),
          outcome.missing.map((f) => f.label),
        ),
        422,
      );
    if (outcome.status === 'confirmation') return reply.redirect(`/${name}/jobs/${id}/confirmation`, 303);
    return sendHtml(reply, legacyEnding(posting, outcome.status));
  });
  legacy.get('/:board/jobs/:id/confirmation', async (request, reply) => {
    const { board: name = '', id = '' } = params(request);
    const posting = findGreenhouse(state, name, id);
    return posting ? sendHtml(reply, ghLegacyConfirmationPage(posting)) : notFound(reply);
  });

  // --- the Job Board API ---
  api.get('/v1/boards/:board/jobs', async (request, reply) => {
    const name = params(request).board ?? '';
    if (!companyOf(name)) return cors(reply).code(404).send({ status: 404, error: 'Job board not found' });
    return cors(reply).send(ghJobsListJson(boardPostings(state, name), query(request).content === 'true'));
  });
  api.get('/v1/boards/:board/jobs/:id', async (request, reply) => {
    const { board: name = '', id = '' } = params(request);
    const posting = findGreenhouse(state, name, id);
    if (!posting || posting.site.status === 'closed')
      return cors(reply).code(404).send({ status: 404, error: 'Job not found' });
    const q = query(request);
    state.sites.log(posting.job.id, 'greenhouse', 'api', request.url);
    return cors(reply).send(ghJobJson(posting, q.questions === 'true', q.pay_transparency === 'true'));
  });

  // --- the storage a resume POSTs to when chosen ---
  storage.options('/', async (_request, reply) => cors(reply).code(204).send());
  storage.post('/', async (request, reply) => {
    const body = await readMultipart(request);
    const key = body.fields.key?.at(-1);
    const file = body.files.file;
    if (!key || !file)
      return cors(reply)
        .code(400)
        .type('application/xml')
        .send('<Error><Code>InvalidArgument</Code></Error>');
    state.sites.uploads.set(key, file);
    const jobRef = body.fields['x-board-job']?.at(-1);
    if (jobRef) state.sites.log(jobRef, 'greenhouse', 'upload', file.name);
    return cors(reply)
      .code(201)
      .type('application/xml')
      .send(
        `<PostResponse><Location>https://${GREENHOUSE_HOSTS.storage}/${esc(key)}</Location><Key>${esc(key)}</Key></PostResponse>`,
      );
  });
}

function legacyEnding(posting: Posting<GreenhouseSite>, status: SubmitOutcome['status']): string {
  const text =
    status === 'already-applied'
      ? 'You have already applied for this position.'
      : status === 'spam'
        ? 'Your application could not be submitted. Please try again later.'
        : status === 'closed'
          ? 'The job you are looking for is no longer open.'
          : '';
  if (status === 'toast-only' || !text) return ghLegacyPage(posting, '');
  return ghLegacyPage(posting, '', [text]);
}
