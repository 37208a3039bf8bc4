import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Bootstrap, PageJob } from '../shared/bootstrap';
import { searchPathOf } from '../shared/variants';
import type { Job } from '../catalogue/schema';
import { clientBundle } from './bundle';
import { boardPage, escapeHtml, simplePage } from './html';
import { DROPPED_BY_V3_REDIRECT, PAGE_SIZE, queryString, search, toQuery, type Query } from './search';
import type { BoardState } from './state';
import { siteUrl } from '../sites/hosts';

function pageJob(state: BoardState, job: Job): PageJob {
  const { expect: _expect, companySite, ...rest } = job;
  const url =
    job.apply !== 'external' ? null : companySite ? siteUrl(job, companySite) : `/company/${job.id}/careers/`;
  return { ...rest, appliedNow: state.appliedNow.has(job.id), siteUrl: url };
}

function bootstrap(
  state: BoardState,
  extra: Pick<Bootstrap, 'page' | 'jobs' | 'total' | 'start' | 'query' | 'currentJobId' | 'autoApply'>,
): Bootstrap {
  const { variant, seed, delays } = state.config;
  return { variant, seed, delays, member: state.catalogue.member, pageSize: PAGE_SIZE, ...extra };
}

function sendHtml(reply: FastifyReply, html: string): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** The pages a user (or the engine) navigates: search, job view, premium upsell, security check, company site. */
export function registerPageRoutes(app: FastifyInstance, state: BoardState): void {
  app.get('/__board/client.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await clientBundle()),
  );

  app.get('/', async (_request, reply) => reply.redirect(searchPathOf(state.config.variant)));

  const searchPage =
    (path: '/jobs/search/' | '/jobs/search-results/') =>
    async (request: { query: unknown }, reply: FastifyReply) => {
      const query: Query = toQuery(request.query);
      const home = searchPathOf(state.config.variant);
      if (home !== path) {
        // v3/v4's redirect silently drops these filters; going back to v1/v2 keeps everything.
        const drop = home === '/jobs/search-results/' ? DROPPED_BY_V3_REDIRECT : [];
        return reply.redirect(home + queryString(query, drop));
      }
      const result = search(state.catalogue, state.config.variant, query);
      const currentJobId = query.currentJobId ?? result.jobs[0]?.id ?? null;
      const title = query.keywords ? `${query.keywords} Jobs | LinkedIn` : 'Jobs | LinkedIn';
      return sendHtml(
        reply,
        boardPage(
          title,
          bootstrap(state, {
            page: 'search',
            jobs: result.jobs.map((job) => pageJob(state, job)),
            total: result.total,
            start: result.start,
            query,
            currentJobId,
            autoApply: false,
          }),
        ),
      );
    };
  app.get('/jobs/search/', searchPage('/jobs/search/'));
  app.get('/jobs/search', searchPage('/jobs/search/'));
  app.get('/jobs/search-results/', searchPage('/jobs/search-results/'));
  app.get('/jobs/search-results', searchPage('/jobs/search-results/'));

  const viewPage =
    (autoApply: boolean) => async (request: { params: unknown; query: unknown }, reply: FastifyReply) => {
      const id = (request.params as { id?: string }).id ?? '';
      const job = state.job(id);
      if (!job)
        return sendHtml(
          reply.code(404),
          simplePage('Page not found', '<main><h1>This page doesn’t exist</h1></main>'),
        );
      return sendHtml(
        reply,
        boardPage(
          `${job.title} | ${job.company} | LinkedIn`,
          bootstrap(state, {
            page: 'view',
            jobs: [pageJob(state, job)],
            total: 1,
            start: 0,
            query: toQuery(request.query),
            currentJobId: job.id,
            autoApply: autoApply && toQuery(request.query).openSDUIApplyFlow === 'true',
          }),
        ),
      );
    };
  app.get('/jobs/view/:id/', viewPage(false));
  app.get('/jobs/view/:id', viewPage(false));
  app.get('/jobs/view/:id/apply/', viewPage(true));

  app.get('/premium/', async (request, reply) => {
    const jobId = toQuery(request.query).jobId ?? '';
    return sendHtml(
      reply,
      simplePage(
        'LinkedIn Premium',
        `<main data-test-premium-upsell><h1>Get hired faster with Premium</h1>
<p class="muted">Apply with confidence: see how you compare to other applicants and message the hiring team directly.</p>
<p><a class="btn" href="#" aria-label="Try Premium for ₹0">Try Premium for ₹0</a></p>
<p><a href="${escapeHtml(searchPathOf(state.config.variant))}?currentJobId=${escapeHtml(jobId)}">Back to jobs</a></p></main>`,
      ),
    );
  });
  app.get('/premium', async (request, reply) =>
    reply.redirect(`/premium/${queryString(toQuery(request.query))}`),
  );

  app.get('/checkpoint/challenge/', async (_request, reply) =>
    sendHtml(
      reply,
      simplePage(
        'Security Verification | LinkedIn',
        `<main id="captcha-challenge" data-test-security-check><h1>Let's do a quick security check</h1>
<p class="muted">We want to make sure it's really you. Please complete the check below to continue.</p>
<div class="captcha" role="group" aria-label="Captcha"><input type="checkbox" id="captcha-box"><label for="captcha-box">I'm not a robot</label></div>
<button class="btn" type="button" id="home-verify-button">Verify</button></main>`,
      ),
    ),
  );

  app.get('/company/:id/careers/', async (request, reply) => {
    const job = state.job((request.params as { id?: string }).id ?? '');
    const company = job?.company ?? 'Company';
    return sendHtml(
      reply,
      simplePage(
        `Careers at ${company}`,
        `<main data-test-company-site><h1>Careers at ${escapeHtml(company)}</h1>
<p class="muted">${escapeHtml(job ? job.title : 'Open roles')} — apply on our own site.</p>
<form><label>Full name <input name="name"></label> <button class="btn" type="button">Submit</button></form></main>`,
      ),
    );
  });
}
