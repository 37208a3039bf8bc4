import type { LeverSite } from '../../catalogue/company-site-schema';
import type { Job } from '../../catalogue/schema';
import type { SitePageData } from '../client-data';
import { LEVER_EEO, stableUuid, type FormField } from '../form-model';
import { LEVER_HOSTS } from '../hosts';
import { attrs, esc, paragraphs, sitePage } from '../html';
import type { Posting } from '../submit';
import { LEVER_CSS } from './styles';

/**
 * Lever's hosted job site (jobs.lever.co), server-rendered as the live one is (cezkid/jobs lever.md, 4 tenants,
 * 2026-10-03): `form#application-form` posted as multipart, every box found by `name` (`name`, `email`, `phone`,
 * `location` + hidden `selectedLocation`, `org`, `urls[…]`, `cards[<uuid>][field<N>]` with the card's JSON in
 * `cards[<uuid>][baseTemplate]`, `eeo[…]`, `consent[marketing]`), `✱` for required, the resume's "Analyzing
 * resume..." / "Couldn't auto-read resume." / "Success!" states, hidden `h-captcha-response` and
 * `#hcaptchaSubmitBtn`, and `button#btn-submit[data-qa=btn-submit]` "Submit application".
 */

export function leverPageData(posting: Posting<LeverSite>): SitePageData {
  const { job, site, form } = posting;
  return {
    jobRef: job.id,
    site: 'lever',
    company: job.company,
    title: job.title,
    fields: form,
    traps: site.traps,
    ending: site.ending,
    submitUrl: `/${site.company}/${site.postingId}/apply`,
    parseUrl: '/parseResume',
    activityUrl: '/__board/site-activity',
  };
}

function headline(job: Job, site: LeverSite, apply: boolean): string {
  const city = job.location.split(',')[0] ?? job.location;
  return `<div class="section-wrapper accent-section page-full-width"><div class="section page-centered posting-header">
<div class="posting-headline"><h2>${esc(job.title)}</h2><div class="posting-categories">
<div class="sort-by-location posting-category small-category-label location">${esc(city)}</div>
<div class="sort-by-team posting-category small-category-label department">Engineering</div>
<div class="sort-by-commitment posting-category small-category-label commitment">${esc(job.jobType)}</div>
<div class="posting-category small-category-label workplaceTypes">${esc(job.workType === 'on-site' ? 'On-site' : job.workType === 'remote' ? 'Remote' : 'Hybrid')}</div></div></div>
${apply ? '' : `<div class="postings-btn-wrapper"><a class="postings-btn template-btn-submit" href="https://${LEVER_HOSTS.jobs}/${esc(site.company)}/${esc(site.postingId)}/apply" data-qa="show-page-apply">Apply for this job</a></div>`}
</div></div>`;
}

function chrome(job: Job, site: LeverSite, content: string): string {
  return `<div class="main-header page-full-width section-wrapper"><div class="main-header-content page-centered narrow-section page-full-width"><a class="main-header-logo" href="https://${LEVER_HOSTS.jobs}/${esc(site.company)}"><span class="logo-text">${esc(job.company)}</span></a></div></div>
<div class="content-wrapper posting-page"><div class="content">${content}</div></div>
<div class="main-footer page-full-width"><div class="main-footer-text page-centered"><p><a href="https://${LEVER_HOSTS.jobs}/${esc(site.company)}">${esc(job.company)} Home Page</a></p><a class="image-link" href="https://www.lever.co/job-seeker-support/">Jobs powered by <b>lever</b></a></div></div>`;
}

export function leverPostingPage(posting: Posting<LeverSite>, toastText?: string): string {
  const { job, site } = posting;
  return sitePage({
    kind: 'lever-posting',
    title: `${job.company} - ${job.title}`,
    css: LEVER_CSS,
    body: chrome(
      job,
      site,
      `${headline(job, site, false)}<div class="section-wrapper page-full-width"><div class="section page-centered" data-qa="job-description">${paragraphs(job.description)}</div></div>
<div class="section-wrapper page-full-width"><div class="section page-centered last-section-apply"><a class="postings-btn template-btn-submit" href="https://${LEVER_HOSTS.jobs}/${esc(site.company)}/${esc(site.postingId)}/apply" data-qa="btn-apply-bottom">Apply for this job</a></div></div>
${toastText ? `<div class="toast" role="status" data-autohide="3000">${esc(toastText)}</div>` : ''}`,
    ),
    data: { ...leverPageData(posting) },
  });
}

function star(required: boolean): string {
  return required ? '<span class="required">✱</span>' : '';
}

function standard(field: FormField): string {
  if (field.kind === 'file')
    return `<li class="application-question resume" data-field="${esc(field.key)}"><label><div class="application-label">${esc(field.label)} ${star(field.required)}</div>
<div class="application-field"><a href="#" class="postings-btn template-btn-utility visible-resume-upload"><span class="filename"></span><span class="default-label">ATTACH RESUME/CV</span><input class="application-file-input invisible-resume-upload" data-qa="input-resume" id="resume-upload-input" name="resume" tabindex="-1" type="file"></a>
<span class="resume-upload-failure" hidden><div class="resume-upload-label">Couldn't auto-read resume.</div></span>
<span class="resume-upload-working" hidden><div class="loading-indicator"></div><div class="resume-upload-label">Analyzing resume...</div></span>
<span class="resume-upload-success" hidden><div class="loading-indicator completed">✓</div><div class="resume-upload-label">Success!</div></span></div></label>
<span class="resume-upload-oversize" hidden><p class="error-message">File exceeds the maximum upload size of <b>100MB</b>. Please try a smaller size.</p></span></li>`;
  if (field.kind === 'location')
    return `<li class="application-question" data-qa="structured-contact-location-question" data-field="location"><label><div class="application-label">${esc(field.label)} ${star(field.required)}</div>
<div class="application-field"><input class="location-input" data-qa="location-input" id="location-input" type="text" maxlength="100" name="location" autocomplete="off"${field.required ? ' required' : ''}><input id="selected-location" type="hidden" name="selectedLocation">
<div class="dropdown-container" hidden><div class="dropdown-results"></div><div class="dropdown-no-results" hidden>No location found. Try entering a different location</div><div class="dropdown-loading-results" hidden><span>Loading</span></div></div></div></label></li>`;
  const qa: Record<string, string> = {
    name: 'name-input',
    email: 'email-input',
    phone: 'phone-input',
    org: 'org-input',
  };
  const honeypot = field.role === 'honeypot';
  return `<li class="application-question" data-field="${esc(field.key)}"${honeypot ? ' style="width:1px;height:0.01px;overflow:hidden;opacity:0.01"' : ''}><label><div class="application-label">${esc(field.label)} ${star(field.required)}</div><div class="application-field"><input${attrs(
    {
      type: field.kind === 'email' ? 'email' : 'text',
      name: field.key,
      'data-qa': qa[field.key],
      required: field.required,
      tabindex: honeypot ? -1 : undefined,
      autocomplete: honeypot ? 'off' : undefined,
    },
  )}></div></label></li>`;
}

function cardField(field: FormField): string {
  const kindClass =
    field.kind === 'textarea'
      ? 'textarea'
      : field.kind === 'multi'
        ? 'multiple-select'
        : field.kind === 'select'
          ? field.display === 'radio'
            ? 'multiple-choice'
            : 'dropdown'
          : field.kind === 'yesno'
            ? 'multiple-choice'
            : 'text';
  const label = `<div class="application-label full-width ${kindClass}"><div class="text">${esc(field.label)}${star(field.required)}</div></div>`;
  const name = field.key;
  let control = '';
  if (kindClass === 'textarea')
    control = `<textarea class="card-field-input" name="${esc(name)}"${field.required ? ' required' : ''}></textarea>`;
  else if (kindClass === 'text')
    control = `<input type="text" class="card-field-input" name="${esc(name)}" placeholder="Type your response"${field.required ? ' required' : ''}>`;
  else if (kindClass === 'dropdown')
    control = `<div class="application-dropdown"><select name="${esc(name)}"${field.required ? ' required' : ''}><option value="">Please select an option</option>${(field.options ?? []).map((o) => `<option value="${esc(o)}">${esc(o)}</option>`).join('')}</select></div>`;
  else {
    const type = kindClass === 'multiple-select' ? 'checkbox' : 'radio';
    const options = field.options ?? ['Yes', 'No'];
    control = `<ul data-qa="${type === 'checkbox' ? 'checkboxes' : 'multiple-choice'}">${options
      .map(
        (o) =>
          `<li><label><input type="${type}" name="${esc(name)}" value="${esc(o)}"${field.required && type === 'radio' ? ' required="required"' : ''}><span class="application-answer-alternative">${esc(o.trim())}</span></label></li>`,
      )
      .join('')}</ul>`;
  }
  return `<li class="application-question custom-question" data-field="${esc(name)}"><div>${label}<div class="application-field full-width${field.required ? ' required-field' : ''}">${control}</div></div></li>`;
}

/** The card's JSON as Lever embeds it (`cards[<uuid>][baseTemplate]`, value before name). */
function baseTemplate(cardId: string, text: string, fields: FormField[]): string {
  const typeOf = (f: FormField) =>
    f.kind === 'textarea'
      ? 'textarea'
      : f.kind === 'multi'
        ? 'multiple-select'
        : f.kind === 'yesno' || (f.kind === 'select' && f.display === 'radio')
          ? 'multiple-choice'
          : f.kind === 'select'
            ? 'dropdown'
            : 'text';
  const json = {
    createdAt: 1764000000000,
    text,
    instructions: '',
    type: 'posting',
    fields: fields.map((f) => ({
      type: typeOf(f),
      text: f.label,
      description: f.description ?? '',
      required: f.required,
      id: stableUuid(`${cardId}/${f.key}`),
      ...(f.options || f.kind === 'yesno'
        ? {
            options: (f.options ?? ['Yes', 'No']).map((o) => ({
              text: o,
              optionId: stableUuid(`${f.key}/${o}`),
            })),
          }
        : {}),
    })),
    id: cardId,
  };
  return `<input type="hidden" value="${esc(JSON.stringify(json))}" name="cards[${esc(cardId)}][baseTemplate]">`;
}

function eeoSelect(field: FormField): string {
  const options =
    field.key === 'eeo[veteran]'
      ? LEVER_EEO.veteran
          .map(([value, text]) => `<option value="${esc(value)}">${esc(text)}</option>`)
          .join('')
      : (field.options ?? []).map((o) => `<option value="${esc(o)}">${esc(o.trim())}</option>`).join('');
  const id = field.key === 'eeo[disability]' ? ' id="disabilitySelectElement"' : '';
  return `<div class="application-question" data-field="${esc(field.key)}"><label><div class="application-label">${esc(field.label)}</div><div class="application-field"><div class="application-dropdown"><select name="${esc(field.key)}"${id}><option value="">Select ...</option>${options}</select></div></div></label></div>`;
}

function eeoSection(form: FormField[], company: string): string {
  const byKey = (k: string) => form.find((f) => f.key === k);
  const gender = byKey('eeo[gender]');
  if (!gender) return '';
  const race = byKey('eeo[race]');
  const raceHtml = race
    ? `<div class="application-question" data-field="eeo[race]"><label><div class="application-label multiple-choice">Race</div><div class="application-field"><ul data-qa="multiple-choice">${(
        race.options ?? []
      )
        .map(
          (o) =>
            `<li><label><input type="radio" name="eeo[race]" value="${esc(o)}"><span class="eeo-option-text application-answer-alternative">${esc(o)}</span></label></li>`,
        )
        .join('')}</ul></div></label></div>`
    : '';
  const sig = (key: string, label: string, placeholder: string) =>
    `<div class="application-question" data-field="${esc(key)}"><label><div class="application-label">${label}</div><div class="application-field"><input type="text" name="${esc(key)}" placeholder="${placeholder}"></div></label></div>`;
  return `<div class="section eeo-section page-centered application-form" id="eeoSurvey_${esc(stableUuid(company))}" data-qa="eeo-section"><hr>
<h4>U.S. Equal Employment Opportunity information <span class="eeo-light-text">(Completion is voluntary and will not subject you to adverse treatment)</span></h4>
<p>${esc(company)} provides equal employment opportunities to applicants and employees without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, protected veteran status, or disability.</p>
${eeoSelect(gender)}${raceHtml}<hr><h4>Self-identification of veteran status <span class="eeo-light-text">(Completion is voluntary and will not subject you to adverse treatment)</span></h4>
${byKey('eeo[veteran]') ? eeoSelect(byKey('eeo[veteran]') as FormField) : ''}<hr><h4>Voluntary self-identification of disability</h4><p class="eeo-light-text">Form CC-305 / OMB Control Number 1250-0005</p>
<p>Completing this form is voluntary, and we hope that you will choose to do so. Your answer is confidential.</p>
${byKey('eeo[disability]') ? eeoSelect(byKey('eeo[disability]') as FormField) : ''}
<div id="disabilitySignatureSection" hidden>${sig('eeo[disabilitySignature]', 'Name', 'Enter your full name')}${sig('eeo[disabilitySignatureDate]', 'Date', 'MM/DD/YYYY')}<p>Note: Name and date are only required if you filled out Disability status.</p></div></div>`;
}

export function leverApplyPage(
  posting: Posting<LeverSite>,
  source: string,
  errors: string[] = [],
  banner = '',
): string {
  const { job, site, form } = posting;
  const contact = form.filter((f) => ['files', 'contact'].includes(f.section) && !f.key.startsWith('urls['));
  const links = form.filter((f) => f.key.startsWith('urls[') && f.role !== 'honeypot');
  const honeypot = form.filter((f) => f.role === 'honeypot');
  const cards = site.cards
    .map((card) => {
      const fields = form.filter((f) => f.card?.id === card.id);
      return `<div class="section page-centered application-form" data-qa="additional-cards"><h4 data-qa="card-name">${esc(card.text)}</h4>${baseTemplate(card.id, card.text, fields)}<ul>${fields.map(cardField).join('')}</ul></div>`;
    })
    .join('');
  const consent = form.find((f) => f.key === 'consent[marketing]');
  const awli = site.traps.autofill
    ? `<li class="application-question awli-application-row"><div class="application-label">LinkedIn profile</div><div class="application-field"><div class="awli-button-container"><button type="button" class="template-btn-utility awli-button awli-v3"><span class="ml2">Apply with LinkedIn</span></button><p class="awli-disclaimer font-size-small">Authorize sharing of selected LinkedIn profile details to auto-complete this form.</p><script type="IN/AwliWidget" data-mode="BUTTON_DATA"></script></div></div></li>`
    : '';
  const body = chrome(
    job,
    site,
    `${headline(job, site, true)}
<div class="section-wrapper page-full-width"><div class="section page-centered application-form">
${banner ? `<div class="application-error application-already-received" role="alert">${esc(banner)}</div>` : ''}
${errors.length > 0 ? `<div class="application-error" role="alert"><p>There are errors in your form. Please fix them and submit again.</p><ul>${errors.map((e) => `<li>${esc(e)}</li>`).join('')}</ul></div>` : ''}
<form id="application-form" enctype="multipart/form-data" method="POST" action="/${esc(site.company)}/${esc(site.postingId)}/apply" novalidate>
<div class="section page-centered application-form"><h4>Submit your application</h4><ul>${awli}${contact.map(standard).join('')}</ul></div>
<div class="section page-centered application-form"><h4>Links</h4><ul>${links.map(standard).join('')}${honeypot.map(standard).join('')}</ul></div>
${cards}
${eeoSection(form, job.company)}
${
  consent
    ? `<div class="section page-centered application-form" data-qa="consent-section"><ul><li class="application-question" data-field="consent[marketing]"><label class="consent-label"><input type="hidden" name="consent[marketing]" value="false"><input type="checkbox" name="consent[marketing]" value="true"> ${esc(consent.label)}</label></li></ul></div>`
    : ''
}
<input type="hidden" name="timezone" id="applicant-timezone" value=""><input type="hidden" name="source" value="${esc(source)}">
<input id="hcaptchaResponseInput" type="hidden" name="h-captcha-response" value=""><button id="hcaptchaSubmitBtn" type="submit" class="hidden" hidden></button>
<div id="h-captcha" class="h-captcha" data-size="invisible"></div>
<div class="section page-centered application-form last-section-apply"><button id="btn-submit" type="button" class="postings-btn template-btn-submit" data-qa="btn-submit">Submit application</button></div>
</form></div></div>`,
  );
  return sitePage({
    kind: 'lever',
    title: `${job.company} - ${job.title}`,
    css: LEVER_CSS,
    body,
    data: leverPageData(posting),
  });
}

export function leverThanksPage(posting: Posting<LeverSite>): string {
  const { job, site } = posting;
  return sitePage({
    kind: 'lever-thanks',
    title: `${job.company} - ${job.title}`,
    css: LEVER_CSS,
    body: chrome(
      job,
      site,
      `${headline(job, site, true)}<div class="section-wrapper page-full-width"><div class="section page-centered application-confirmation"><h3 data-qa="msg-submit-success">Application submitted!</h3><p>Thank you for your interest in ${esc(job.company)}. We'll review your application and be in touch.</p></div></div>`,
    ),
  });
}

export function leverNotFoundPage(): string {
  return sitePage({
    kind: 'lever-404',
    title: 'Not found – 404 error',
    css: LEVER_CSS,
    body: `<div class="content-wrapper"><div class="content"><div class="section page-centered" data-qa="404-page"><h2>Sorry, we couldn't find anything here</h2><p>The job posting you're looking for might have closed, or it has been removed.</p></div></div></div>`,
  });
}
