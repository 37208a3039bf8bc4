import type { GreenhouseSite } from '../../catalogue/company-site-schema';
import type { Job } from '../../catalogue/schema';
import type { SitePageData } from '../client-data';
import { ghOptionId, GREENHOUSE_COUNTRIES, type FormField } from '../form-model';
import { GREENHOUSE_HOSTS } from '../hosts';
import { attrs, esc, paragraphs, sitePage } from '../html';
import type { Posting } from '../submit';
import { ghFormHtml, setPhoneList } from './form-html';
import { GREENHOUSE_CSS, GREENHOUSE_LEGACY_CSS } from './styles';

setPhoneList(GREENHOUSE_COUNTRIES);

export const DEMOGRAPHIC_HEADER = 'Voluntary Demographic Survey';

export function pageData(posting: Posting<GreenhouseSite>, legacy: boolean, embed = false): SitePageData {
  const { job, site, form } = posting;
  return {
    jobRef: job.id,
    site: legacy ? 'greenhouse-legacy' : 'greenhouse',
    company: job.company,
    title: job.title,
    fields: form,
    traps: site.traps,
    ending: site.ending,
    submitUrl: embed
      ? `/embed/job_app?for=${site.board}&token=${site.postingId}`
      : `/${site.board}/jobs/${site.postingId}`,
    storageUrl: `https://${GREENHOUSE_HOSTS.storage}/`,
    storageFormUrl: `/${site.board}/jobs/${site.postingId}/storage_form`,
    activityUrl: '/__board/site-activity',
  };
}

function header(job: Job): string {
  return `<div class="job__header"><div class="logo-container"><span class="logo" aria-hidden="true">${esc(job.company.charAt(0))}</span><span class="company-name">${esc(job.company)}</span></div>
<div class="job__title"><h1 class="section-header section-header--large font-primary">${esc(job.title)}</h1><div class="job__location"><svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true"><path d="M10 2a6 6 0 00-6 6c0 4.5 6 10 6 10s6-5.5 6-10a6 6 0 00-6-6z"/></svg><div>${esc(job.location)}</div></div></div>
<a class="btn btn--pill" href="#application-form-header">Apply</a></div>`;
}

/** job-boards.greenhouse.io/<board>/jobs/<id>, and the same form on /embed/job_app (without the board's chrome). */
export function ghJobPage(posting: Posting<GreenhouseSite>, embed: boolean): string {
  const { job, site, form } = posting;
  const body = `<div id="root" class="${embed ? 'embed' : 'job-board'}"><main class="job-post">
${embed ? '' : `<nav class="board-nav"><a href="/${esc(site.board)}">Back to jobs</a></nav>`}
${header(job)}
<div class="job__description body">${paragraphs(job.description)}<p>${esc(job.company)} is an equal opportunity employer.</p></div>
${ghFormHtml(form, { company: job.company, autofill: site.traps.autofill, demographicHeader: DEMOGRAPHIC_HEADER })}
</main>
<footer class="footer"><span>Powered by</span> <b class="greenhouse-logo">greenhouse</b> <a href="#">Read our Privacy Policy</a></footer></div>`;
  return sitePage({
    kind: 'greenhouse',
    title: `Job Application for ${job.title} at ${job.company}`,
    css: GREENHOUSE_CSS,
    body,
    data: pageData(posting, false, embed),
  });
}

/** The new board's confirmation page: the address ends /confirmation. */
export function ghConfirmationPage(posting: Posting<GreenhouseSite>, embed: boolean): string {
  const { job } = posting;
  return sitePage({
    kind: 'greenhouse-confirmation',
    title: `Thank you for applying to ${job.company}`,
    css: GREENHOUSE_CSS,
    body: `<div id="root" class="${embed ? 'embed' : 'job-board'}"><main class="job-post confirmation">${embed ? '' : header(job)}
<div id="application_confirmation" class="confirmation__content"><h1 class="section-header section-header--large">Thank you for applying.</h1>
<p>Your application has been received. If your application seems like a good fit for the position we will contact you soon.</p>
<p>Regards,<br>${esc(job.company)}</p></div></main></div>`,
  });
}

/** job-boards.greenhouse.io/<board>: the open jobs, with the flash a closed job's redirect shows. */
export function ghBoardPage(company: string, jobs: Posting<GreenhouseSite>[], error: boolean): string {
  const rows = jobs
    .filter((p) => p.site.status === 'open')
    .map(
      (p) =>
        `<tr class="job-post"><td class="cell"><a href="/${esc(p.site.board)}/jobs/${esc(p.site.postingId)}"><p class="body body--medium">${esc(p.job.title)}</p><p class="body body__secondary body--metadata">${esc(p.job.location)}</p></a></td></tr>`,
    )
    .join('');
  return sitePage({
    kind: 'greenhouse-board',
    title: `Jobs at ${company}`,
    css: GREENHOUSE_CSS,
    body: `<div id="root" class="job-board"><main class="job-board-list">
${error ? '<div class="flash flash--error" role="alert">The job you are looking for is no longer open.</div>' : ''}
<h1 class="section-header section-header--large">Current openings at ${esc(company)}</h1>
<table class="job-posts"><tbody>${rows || '<tr><td>There are no open positions at this time.</td></tr>'}</tbody></table></main></div>`,
  });
}

function legacyField(field: FormField, index: number): string {
  const star = field.required ? ' <span class="asterisk">*</span>' : '';
  if (field.kind === 'file')
    return `<div class="field" data-field="${esc(field.key)}"><label>${esc(field.label)}${star}</label>
<div id="${esc(field.key)}_fieldset" class="attach-or-paste"><div id="${esc(field.key)}" class="attach-or-paste__field"><div id="s3_upload_for_${esc(field.key)}">
<input type="file" name="job_application[${esc(field.key)}]" id="${esc(field.key)}_file" accept=".pdf,.doc,.docx,.txt,.rtf" aria-label="${esc(field.label)}"></div>
<a href="#" class="link-button" data-source="attach">Attach</a>, <a href="#" class="link-button disabled" data-source="dropbox">Dropbox</a>, <a href="#" class="link-button disabled" data-source="paste">or enter manually</a>
<div class="chosen"><span class="filename"></span></div></div></div>
<p class="attach-or-paste__note">(File types: pdf, doc, docx, txt, rtf)</p></div>`;
  if (field.section === 'contact' || field.section === 'hidden') {
    const name = `job_application[${field.key}]`;
    const style =
      field.role === 'honeypot' ? ' style="width:1px;height:0.01px;overflow:hidden;opacity:0.01"' : '';
    return `<div class="field" data-field="${esc(field.key)}"${style}><label for="${esc(field.key)}">${esc(field.label)}${star}</label><input${attrs(
      {
        type: field.kind === 'email' ? 'email' : 'text',
        id: field.key,
        name,
        'aria-required': field.required ? 'true' : undefined,
        tabindex: field.role === 'honeypot' ? -1 : undefined,
        autocomplete: field.role === 'honeypot' ? 'off' : undefined,
      },
    )}></div>`;
  }
  if (field.section === 'eeo') {
    const options = (field.options ?? [])
      .map((o, i) => `<option value="${i + 1}">${esc(o)}</option>`)
      .join('');
    return `<div class="field" data-field="${esc(field.key)}"><label for="job_application_${esc(field.key)}">${esc(field.label)}</label><select id="job_application_${esc(field.key)}" name="job_application[${esc(field.key)}]"><option value="">Please select</option>${options}</select></div>`;
  }
  const base = `job_application[answers_attributes][${index}]`;
  const id = `job_application_answers_attributes_${index}`;
  const qid = field.key.replace(/^question_/, '');
  const hidden = `<input type="hidden" name="${esc(base)}[question_id]" value="${esc(qid)}">`;
  if (field.kind === 'select' || field.kind === 'yesno') {
    const boolean = field.kind === 'yesno';
    const name = boolean
      ? `${base}[boolean_value]`
      : `${base}[answer_selected_options_attributes][${index}][question_option_id]`;
    const options = (field.options ?? [])
      .map(
        (o, i) =>
          `<option value="${boolean ? (o === 'Yes' ? 1 : 0) : ghOptionId(field.key, i)}">${esc(o)}</option>`,
      )
      .join('');
    return `<div class="field" data-field="${esc(field.key)}"><label for="${esc(id)}">${esc(field.label)}${star}</label>${hidden}<select id="${esc(id)}" name="${esc(name)}" aria-required="${field.required}"><option value="">--</option>${options}</select></div>`;
  }
  if (field.kind === 'multi') {
    const boxes = (field.options ?? [])
      .map(
        (o, i) =>
          `<label><input type="checkbox" name="${esc(base)}[answer_selected_options_attributes][${i}][question_option_id]" value="${ghOptionId(field.key, i)}"> ${esc(o)}</label>`,
      )
      .join('');
    return `<div class="field" data-field="${esc(field.key)}"><fieldset><legend>${esc(field.label)}${star}</legend>${hidden}${boxes}</fieldset></div>`;
  }
  const control =
    field.kind === 'textarea'
      ? `<textarea id="${esc(id)}_text_value" name="${esc(base)}[text_value]" rows="5" aria-required="${field.required}"></textarea>`
      : `<input type="text" id="${esc(id)}_text_value" name="${esc(base)}[text_value]" aria-required="${field.required}">`;
  return `<div class="field" data-field="${esc(field.key)}"><label for="${esc(id)}_text_value">${esc(field.label)}${star}</label>${hidden}${control}</div>`;
}

/** boards.greenhouse.io/<board>/jobs/<id>: the legacy board, a plain form posted as multipart. */
export function ghLegacyPage(
  posting: Posting<GreenhouseSite>,
  source: string,
  errors: string[] = [],
): string {
  const { job, site, form } = posting;
  const drawn = form.filter((f) => !f.shownWhen && !f.followUpOf);
  let custom = 0;
  const html = (f: FormField) => legacyField(f, f.section === 'custom' ? custom++ : 0);
  const main = drawn
    .filter((f) => ['contact', 'files', 'hidden'].includes(f.section))
    .map(html)
    .join('\n');
  const questions = drawn
    .filter((f) => f.section === 'custom' || f.section === 'consent')
    .map(html)
    .join('\n');
  const eeo = drawn
    .filter((f) => f.section === 'eeo')
    .map(html)
    .join('\n');
  const body = `<div id="wrapper"><div id="app_body">
<div id="header"><span id="logo">${esc(job.company)}</span><h1 class="app-title">${esc(job.title)}</h1><span class="company-name">at ${esc(job.company)}</span><div class="location">${esc(job.location)}</div></div>
<div id="content">${paragraphs(job.description)}</div>
<div id="application"><div class="heading"><h2>Apply for this Job</h2><div class="required-fields"><span class="asterisk">*</span> Required</div></div>
${errors.length > 0 ? `<div id="error_flash" class="flash-error" role="alert"><p>Please complete the following required fields:</p><ul>${errors.map((e) => `<li>${esc(e)}</li>`).join('')}</ul></div>` : ''}
<form id="application_form" action="/${esc(site.board)}/jobs/${esc(site.postingId)}" method="post" enctype="multipart/form-data" accept-charset="UTF-8" novalidate>
<input type="hidden" name="utf8" value="✓"><input type="hidden" name="job_application[mapped_url_token]" value="${esc(source)}">
<div id="main_fields">${main}</div>
<div id="custom_fields">${questions}</div>
${eeo ? `<div id="eeoc_fields"><h3>U.S. Equal Opportunity Employment Information</h3><p>Completion of this section is voluntary.</p>${eeo}</div>` : ''}
<input type="hidden" name="g-recaptcha-response" id="g-recaptcha-response" value="">
<div id="submit_buttons"><input type="button" id="submit_app" class="button" value="Submit Application"></div>
</form></div>
<div class="grecaptcha-badge" aria-hidden="true"><div class="rc-text">protected by <b>reCAPTCHA</b></div></div>
</div><div id="footer">Powered by <b>greenhouse</b></div></div>`;
  return sitePage({
    kind: 'greenhouse-legacy',
    title: `Job Application for ${job.title} at ${job.company}`,
    css: GREENHOUSE_LEGACY_CSS,
    body,
    data: pageData(posting, true),
  });
}

export function ghLegacyConfirmationPage(posting: Posting<GreenhouseSite>): string {
  return sitePage({
    kind: 'greenhouse-confirmation',
    title: `Thank you for applying to ${posting.job.company}`,
    css: GREENHOUSE_LEGACY_CSS,
    body: `<div id="wrapper"><div id="app_body"><div id="application_confirmation"><h1>Thank you for applying.</h1><p>Your application has been received. If your application seems like a good fit for the position we will contact you soon.</p><p>Regards,<br>${esc(posting.job.company)}</p></div></div></div>`,
  });
}

/**
 * An employer's own careers page with Greenhouse's form embedded (company-sites.md §2.1): `div#grnhse_app`, filled
 * by Greenhouse's embed script with `iframe#grnhse_iframe` whose src is
 * job-boards.greenhouse.io/embed/job_app?for=<board>&token=<gh_jid>&b=<this page>.
 */
export function employerEmbedPage(
  host: string,
  company: string,
  board: string,
  found: Job | undefined,
): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Careers | ${esc(company)}</title><link rel="icon" href="data:,">
<style>body{margin:0;font-family:Georgia,serif;background:#fbf8f3;color:#222}header{background:#1d3557;color:#fff;padding:18px 32px;font-size:22px}main{max-width:860px;margin:24px auto;padding:0 16px}h1{font-size:30px}#grnhse_app iframe{width:100%;border:0;min-height:2600px;background:#fff}.cookie{position:fixed;bottom:0;left:0;right:0;background:#333;color:#fff;padding:12px 32px;font-family:sans-serif;font-size:14px}</style>
</head><body><header>${esc(company)} · Careers</header>
<main><h1>${esc(found ? found.title : 'Join our team')}</h1><p>We move what matters. Read about the role and apply below.</p>
<div id="grnhse_app"></div></main>
<div class="cookie" role="region" aria-label="Cookie notice">We use cookies to improve your experience. <button type="button" onclick="this.parentNode.remove()">OK</button></div>
<script src="https://${GREENHOUSE_HOSTS.legacy}/embed/job_board/js?for=${encodeURIComponent(board)}"></script>
<script>Grnhse.Iframe.load();</script>
</body></html>`.replace('{{host}}', esc(host));
}
