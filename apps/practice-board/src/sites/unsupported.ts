import type { FastifyInstance } from 'fastify';
import type { Job } from '../catalogue/schema';
import type { BoardState } from '../server/state';
import { employerEmbedPage } from './greenhouse/pages';
import { workdayHost } from './hosts';
import { esc, paragraphs } from './html';
import { onHost, pageUrl, params, readMultipart, sendHtml } from './route-kit';

/**
 * The pages around the three stand-ins: an employer's careers page embedding Greenhouse's form (`?gh_jid=`), and
 * two sites the engine does not fill (decision 053): a Workday tenant (account wall, several steps) and an
 * employer's own form. The last two record any page view and any Submit, so a test sees that nothing was sent.
 */

function page(title: string, css: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><link rel="icon" href="data:,"><style>${css}</style></head><body>${body}</body></html>`;
}

const WORKDAY_CSS =
  'body{margin:0;font-family:"Noto Sans",Arial,sans-serif;background:#f6f7f8;color:#333}header{background:#fff;border-bottom:1px solid #ddd;padding:14px 28px;font-weight:bold}main{max-width:820px;margin:24px auto;background:#fff;padding:28px;border-radius:8px}[data-automation-id=adventureButton],.wd-btn{display:inline-block;background:#0875e1;color:#fff;border-radius:20px;padding:9px 22px;text-decoration:none;border:0;font:inherit;cursor:pointer;margin:6px 6px 6px 0}.wd-secondary{background:#fff;color:#0875e1;border:1px solid #0875e1}';

function workdayJobPage(job: Job, applyHref: string): string {
  return page(
    `${job.title}`,
    WORKDAY_CSS,
    `<header>${esc(job.company)} Careers</header><main data-automation-id="jobPostingPage"><div data-automation-id="jobPostingHeader"><h2>${esc(job.title)}</h2></div>
<div data-automation-id="locations"><dl><dt>locations</dt><dd>${esc(job.location)}</dd></dl></div>
<a data-automation-id="adventureButton" role="button" href="${esc(applyHref)}">Apply</a>
<div data-automation-id="jobPostingDescription">${paragraphs(job.description)}</div></main>`,
  );
}

function workdayStartPage(job: Job): string {
  return page(
    `Start Your Application - ${job.title}`,
    WORKDAY_CSS,
    `<header>${esc(job.company)} Careers</header><main><h2 data-automation-id="applyFlowHeader">Start Your Application</h2><p>${esc(job.title)}</p>
<a class="wd-btn" data-automation-id="autofillWithResume" href="#">Autofill with Resume</a><a class="wd-btn" data-automation-id="applyManually" href="#">Apply Manually</a><a class="wd-btn wd-secondary" data-automation-id="useMyLastApplication" href="#">Use My Last Application</a>
<section data-automation-id="signInContent"><h3>Sign In</h3><label>Email Address <input data-automation-id="email" type="email"></label> <label>Password <input data-automation-id="password" type="password"></label> <button class="wd-btn" data-automation-id="signInSubmitButton" type="button">Sign In</button> <a href="#" data-automation-id="createAccountLink">Create Account</a></section>
<div style="width:1px;height:0.01px;overflow:hidden"><label>Enter website. This input is for robots only, do not enter if you're human.<input data-automation-id="beecatcher" name="website" tabindex="-1"></label></div></main>`,
  );
}

function employerFormPage(job: Job, host: string, sent: boolean): string {
  return page(
    `Apply - ${job.title} - ${job.company}`,
    'body{margin:0;font-family:Verdana,sans-serif;background:#eef3ee;color:#223}header{background:#2e5e3e;color:#fff;padding:16px 30px;font-size:20px}main{max-width:640px;margin:24px auto;background:#fff;padding:26px;border-radius:6px}label{display:block;margin:12px 0 4px;font-weight:bold}input,textarea{width:100%;padding:8px;box-sizing:border-box}button{margin-top:16px;background:#2e5e3e;color:#fff;border:0;padding:10px 24px;font-size:15px}',
    `<header>${esc(job.company)} · ${esc(host)}</header><main>${
      sent
        ? '<h1>Thanks, we received your details.</h1><p>Our recruiters will get back to you.</p>'
        : `<h1>${esc(job.title)}</h1><p>Apply directly with ${esc(job.company)}.</p>
<form method="post" enctype="multipart/form-data"><label for="cand_fullname">Your name</label><input id="cand_fullname" name="cand_fullname">
<label for="cand_mail">Contact e-mail</label><input id="cand_mail" name="cand_mail" type="email">
<label for="cand_mobile">Mobile</label><input id="cand_mobile" name="cand_mobile">
<label for="cand_cv">Upload CV</label><input id="cand_cv" name="cand_cv" type="file">
<label for="cand_motivation">Why ${esc(job.company)}?</label><textarea id="cand_motivation" name="cand_motivation" rows="5"></textarea>
<button type="submit">Send application</button></form>`
    }</main>`,
  );
}

export function registerUnsupported(app: FastifyInstance, state: BoardState): void {
  const employers = new Map<string, { company: string; board: string }>();
  for (const job of state.catalogue.jobs) {
    const site = job.companySite;
    if (site?.kind === 'greenhouse' && site.entry === 'employer' && site.employerHost)
      employers.set(site.employerHost, { company: job.company, board: site.board });
  }
  for (const [host, { company, board }] of employers) {
    const r = onHost(app, host);
    const handler = async (
      request: Parameters<Parameters<typeof r.get>[1]>[0],
      reply: Parameters<Parameters<typeof r.get>[1]>[1],
    ) => {
      const jid = (request.query as Record<string, string | undefined>).gh_jid ?? '';
      const job = state.catalogue.jobs.find(
        (j) => j.companySite?.kind === 'greenhouse' && j.companySite.postingId === jid,
      );
      return sendHtml(reply, employerEmbedPage(host, company, board, job));
    };
    r.get('/careers/jobs/', handler);
    r.get('/careers/jobs', handler);
  }

  const workdayTenants = new Map<string, Job[]>();
  for (const job of state.catalogue.jobs)
    if (job.companySite?.kind === 'workday') {
      const host = workdayHost(job.companySite.tenant);
      workdayTenants.set(host, [...(workdayTenants.get(host) ?? []), job]);
    }
  for (const [host, jobs] of workdayTenants) {
    const r = onHost(app, host);
    const find = (slug: string) =>
      jobs.find((j) => j.companySite?.kind === 'workday' && slug.endsWith(`_${j.companySite.reqId}`));
    const notThere = page(
      'Page not found',
      WORKDAY_CSS,
      '<main><div data-automation-id="errorContainer"><h2>The page you are looking for doesn\'t exist.</h2></div></main>',
    );
    r.get('/en-US/:site/job/:location/:slug', async (request, reply) => {
      const job = find(params(request).slug ?? '');
      if (!job || job.companySite?.kind !== 'workday' || job.companySite.status === 'closed')
        return sendHtml(reply, notThere, 404);
      state.sites.log(job.id, 'workday', 'page', pageUrl(request));
      const apply = `${request.url.split('?')[0]}/apply`;
      return sendHtml(reply, workdayJobPage(job, apply));
    });
    r.get('/en-US/:site/job/:location/:slug/apply', async (request, reply) => {
      const job = find(params(request).slug ?? '');
      if (!job) return sendHtml(reply, notThere, 404);
      state.sites.log(job.id, 'workday', 'page', pageUrl(request));
      return sendHtml(reply, workdayStartPage(job));
    });
  }

  for (const job of state.catalogue.jobs) {
    const site = job.companySite;
    if (site?.kind !== 'employer-form') continue;
    const r = onHost(app, site.host);
    r.get(`/careers/${job.id}/apply`, async (request, reply) => {
      state.sites.log(job.id, 'employer-form', 'page', pageUrl(request));
      return sendHtml(reply, employerFormPage(job, site.host, false));
    });
    r.post(`/careers/${job.id}/apply`, async (request, reply) => {
      const body = await readMultipart(request);
      state.sites.log(job.id, 'employer-form', 'submit', Object.keys(body.fields).join(', '));
      return sendHtml(reply, employerFormPage(job, site.host, true));
    });
  }
}
