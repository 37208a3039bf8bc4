import type { FastifyInstance } from 'fastify';
import type { LeverSite } from '../../catalogue/company-site-schema';
import type { BoardState } from '../../server/state';
import { CITIES, suggest } from '../../client/cities';
import { PARSED } from '../client-data';
import { stableUuid } from '../form-model';
import { LEVER_HOSTS } from '../hosts';
import { cors, onHost, pageUrl, params, query, readMultipart, sendHtml } from '../route-kit';
import type { SiteFile } from '../state';
import { findLever, submitApplication, type Posting, type Values } from '../submit';
import { leverApplyPage, leverNotFoundPage, leverPostingPage, leverThanksPage } from './pages';

/**
 * Lever (jobs.lever.co and the Postings API at api.lever.co). The API follows lever/postings-api README.md: a
 * posting's description, categories, hostedUrl, applyUrl, workplaceType, and no custom questions ("The API does
 * not … expose custom questions built into your job postings"): the /apply page is the form's only definition.
 */

function companyPostings(state: BoardState, company: string): Posting<LeverSite>[] {
  const out: Posting<LeverSite>[] = [];
  for (const job of state.catalogue.jobs)
    if (job.companySite?.kind === 'lever' && job.companySite.company === company) {
      const found = findLever(state, company, job.companySite.postingId);
      if (found) out.push(found);
    }
  return out;
}

function html(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => `<div>${p.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;')}</div>`)
    .join('');
}

export function leverPostingJson(posting: Posting<LeverSite>) {
  const { job, site } = posting;
  const [opening = '', ...rest] = job.description.split(/\n\s*\n/);
  const hostedUrl = `https://${LEVER_HOSTS.jobs}/${site.company}/${site.postingId}`;
  return {
    additionalPlain: `${job.company} is an equal opportunity employer.\n`,
    additional: `<div>${job.company} is an equal opportunity employer.</div>`,
    categories: {
      commitment: job.jobType,
      department: 'Engineering',
      location: job.location.split(',')[0] ?? job.location,
      team: 'Engineering',
      allLocations: [job.location.split(',')[0] ?? job.location],
    },
    createdAt: Date.now() - job.postedHoursAgo * 3_600_000,
    descriptionPlain: `${job.description}\n`,
    description: html(job.description),
    descriptionBody: html(rest.join('\n\n')),
    descriptionBodyPlain: `${rest.join('\n\n')}\n`,
    id: site.postingId,
    lists: [],
    opening: html(opening),
    openingPlain: opening,
    text: job.title,
    country: job.location.endsWith('India') ? 'IN' : null,
    workplaceType: job.workType,
    hostedUrl,
    applyUrl: `${hostedUrl}/apply`,
  };
}

/** The posted form back to the recorded fields: by name, the last of repeated names (the hidden false, then true). */
function leverValues(posting: Posting<LeverSite>, fields: Record<string, string[]>): Values {
  const values: Values = {};
  for (const field of posting.form) {
    if (field.kind === 'file') continue;
    const list = fields[field.key] ?? [];
    if (field.kind === 'multi') values[field.key] = list.filter(Boolean);
    else if (field.kind === 'location') {
      // The place counts only when one was picked from the list (its JSON in selectedLocation).
      const picked = fields.selectedLocation?.at(-1) ?? '';
      let name = '';
      try {
        name = picked ? String((JSON.parse(picked) as { name?: string }).name ?? '') : '';
      } catch {
        name = '';
      }
      values[field.key] = name;
    } else values[field.key] = list.at(-1) ?? '';
  }
  return values;
}

export function registerLever(app: FastifyInstance, state: BoardState): void {
  const jobs = onHost(app, LEVER_HOSTS.jobs);
  const api = onHost(app, LEVER_HOSTS.api);

  const open = (request: Parameters<Parameters<typeof jobs.get>[1]>[0]) => {
    const { company = '', id = '' } = params(request);
    return findLever(state, company, id);
  };

  jobs.get('/:company/:id', async (request, reply) => {
    const posting = open(request);
    if (!posting || posting.site.status === 'closed') {
      if (posting) state.sites.log(posting.job.id, 'lever', 'page', 'closed');
      return sendHtml(reply, leverNotFoundPage(), 404);
    }
    state.sites.log(posting.job.id, 'lever', 'page', pageUrl(request));
    return sendHtml(
      reply,
      leverPostingPage(posting, query(request).toast === '1' ? 'Thanks for applying!' : undefined),
    );
  });
  jobs.get('/:company/:id/apply', async (request, reply) => {
    const posting = open(request);
    if (!posting || posting.site.status === 'closed') {
      if (posting) state.sites.log(posting.job.id, 'lever', 'page', 'closed');
      return sendHtml(reply, leverNotFoundPage(), 404);
    }
    state.sites.log(posting.job.id, 'lever', 'page', pageUrl(request));
    const q = query(request);
    return sendHtml(reply, leverApplyPage(posting, q['lever-source[]'] ?? q['lever-source'] ?? ''));
  });
  jobs.post('/:company/:id/apply', async (request, reply) => {
    const posting = open(request);
    if (!posting) return sendHtml(reply, leverNotFoundPage(), 404);
    const body = await readMultipart(request);
    const files: Record<string, SiteFile> = body.files.resume ? { resume: body.files.resume } : {};
    const outcome = submitApplication(state, posting, {
      url: String(request.headers.referer ?? pageUrl(request)),
      values: leverValues(posting, body.fields),
      files,
    });
    const { company, postingId } = posting.site;
    switch (outcome.status) {
      case 'confirmation':
        return reply.redirect(`/${company}/${postingId}/thanks`, 303);
      case 'toast-only':
        return reply.redirect(`/${company}/${postingId}?toast=1`, 303);
      case 'invalid':
        return sendHtml(
          reply,
          leverApplyPage(
            posting,
            '',
            outcome.missing.map((f) => `${f.label}: This field is required.`),
          ),
          422,
        );
      case 'captcha':
        return sendHtml(reply, leverApplyPage(posting, '', ['Please complete the captcha.']), 422);
      case 'already-applied':
        return sendHtml(
          reply,
          leverApplyPage(posting, '', [], 'We have already received your application for this position.'),
        );
      case 'spam':
        return sendHtml(
          reply,
          leverApplyPage(posting, '', [], 'Your application could not be submitted. It was flagged as spam.'),
        );
      default:
        return sendHtml(reply, leverNotFoundPage(), 404);
    }
  });
  jobs.get('/:company/:id/thanks', async (request, reply) => {
    const posting = open(request);
    return posting ? sendHtml(reply, leverThanksPage(posting)) : sendHtml(reply, leverNotFoundPage(), 404);
  });
  // Choosing the resume sends it to Lever's reader at once (cezkid/jobs lever.md: 3 of 3 tries).
  jobs.post('/parseResume', async (request, reply) => {
    const body = await readMultipart(request);
    const file = body.files.resume;
    const from = /jobs\.lever\.co\/([^/]+)\/([^/?]+)/.exec(String(request.headers.referer ?? ''));
    const posting = from ? findLever(state, from[1] ?? '', from[2] ?? '') : undefined;
    if (!file) return reply.code(400).send({ ok: false, error: 'No resume was sent.' });
    if (posting) {
      state.sites.log(posting.job.id, 'lever', 'upload', file.name);
      state.sites.log(posting.job.id, 'lever', 'parse', file.name);
    }
    const rewrite = posting?.site.traps.resumeParser ?? false;
    return reply.send({
      ok: true,
      data: rewrite ? { name: PARSED.fullName, phone: PARSED.phone, location: PARSED.cityText } : {},
    });
  });
  // Lever's place search behind "Current location" (the typed town goes to Lever as it is typed).
  jobs.get('/searchLocations', async (request, reply) => {
    const text = query(request).text ?? '';
    return reply.send(suggest(CITIES, text).map((name) => ({ name, id: stableUuid(`place/${name}`) })));
  });

  api.get('/v0/postings/:company', async (request, reply) => {
    const company = params(request).company ?? '';
    return cors(reply).send(
      companyPostings(state, company)
        .filter((p) => p.site.status === 'open')
        .map(leverPostingJson),
    );
  });
  api.get('/v0/postings/:company/:id', async (request, reply) => {
    const posting = open(request);
    if (!posting || posting.site.status === 'closed')
      return cors(reply).code(404).send({ ok: false, error: 'Document not found' });
    state.sites.log(posting.job.id, 'lever', 'api', request.url);
    return cors(reply).send(leverPostingJson(posting));
  });
}
