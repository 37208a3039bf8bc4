// Greenhouse: job-boards.greenhouse.io (new, React-style), boards.greenhouse.io (legacy), boards-api.greenhouse.io,
// and an employer careers page that embeds the form in an iframe (?gh_jid=).
import { GH_JOBS, GH_CLOSED, GH_LEGACY, GH_EEO, COUNTRIES, CAREERS_HOST, searchCities } from './data.mjs';
import { RS_LIB } from './lib-client.mjs';
import {
  esc, sleep, readBody, parseUrlencoded, pairsToFields, startUpload, finishUpload, pendingUploads, uploadTokens,
  fileOf, record, send, sendJson, redirect, state,
} from './core.mjs';

const OPTION_LABEL = new Map();
for (const j of Object.values(GH_JOBS)) for (const q of j.questions) for (const [v, l] of q.values || []) OPTION_LABEL.set(String(v), l);
for (const q of GH_EEO) for (const [v, l] of q.values) OPTION_LABEL.set(String(v), l);
for (const j of Object.values(GH_LEGACY)) {
  for (const q of j.answers) for (const [v, l] of q.values || []) OPTION_LABEL.set(String(v), l);
  for (const q of j.demographic.questions) for (const [v, l] of q.answer_options) OPTION_LABEL.set(String(v), l);
}
const mapOpt = (v) => (Array.isArray(v) ? v.map(mapOpt) : OPTION_LABEL.get(String(v)) ?? v);

const contentHtml = (blocks) => blocks.map(([t, v]) => (t === 'p' ? `<p>${esc(v)}</p>` : t === 'h' ? `<h3><strong>${esc(v)}</strong></h3>` : `<ul>${v.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`)).join('');
const contentText = (blocks) => blocks.map(([t, v]) => (Array.isArray(v) ? v.join('\n') : v)).join('\n');

// ------------------------------------------------------------------ the public Job Board API
function apiQuestion(q) {
  const base = { required: q.required, private: false, label: q.label, description: null };
  if (q.type === 'input_text' || q.type === 'textarea') return { ...base, fields: [{ name: q.name, type: q.type, values: [] }] };
  return { ...base, fields: [{ name: q.name, type: q.type, values: q.values.map(([value, label]) => ({ label, value })) }] };
}
function apiJob(j, withQuestions, host) {
  const out = {
    absolute_url: j.embed ? `https://${CAREERS_HOST}/careers/?gh_jid=${j.id}` : `https://${host}/${j.board}/jobs/${j.id}`,
    data_compliance: [{ type: 'gdpr', requires_consent: false, requires_processing_consent: false, requires_retention_consent: false, retention_period: null }],
    internal_job_id: j.internalId, location: { name: j.location }, metadata: null, id: j.id,
    updated_at: '2026-10-02T09:14:31-04:00', requisition_id: `REQ-${j.internalId}`, title: j.title, company_name: j.company,
    first_published: '2026-09-18T05:30:00-04:00', language: 'en',
    content: esc(`<div class="content-intro"></div>${contentHtml(j.content)}`),
    departments: [{ id: j.internalId + 7, name: j.department, child_ids: [], parent_id: null }],
    offices: [{ id: j.internalId + 9, name: j.location.split(',')[0], location: j.location, child_ids: [], parent_id: null }],
  };
  if (!withQuestions) return out;
  const std = [
    { required: true, label: 'First Name', fields: [{ name: 'first_name', type: 'input_text' }] },
    { required: true, label: 'Last Name', fields: [{ name: 'last_name', type: 'input_text' }] },
  ];
  if (j.preferredName) std.push({ required: false, label: 'Preferred First Name', fields: [{ name: 'preferred_name', type: 'input_text' }] });
  std.push({ required: true, label: 'Email', fields: [{ name: 'email', type: 'input_text' }] });
  std.push({ required: true, label: 'Phone', fields: [{ name: 'phone', type: 'input_text' }] }); // the page's required "Country" is not listed (measured gap)
  std.push({ required: true, label: 'Resume/CV', fields: [{ name: 'resume', type: 'input_file' }, { name: 'resume_text', type: 'textarea' }] });
  if (j.coverLetter) std.push({ required: false, label: 'Cover Letter', fields: [{ name: 'cover_letter', type: 'input_file' }, { name: 'cover_letter_text', type: 'textarea' }] });
  out.questions = [...std.map((q) => ({ description: null, private: false, ...q, fields: q.fields.map((f) => ({ values: [], ...f })) })), ...j.questions.map(apiQuestion)];
  if (j.locationQ) {
    out.location_questions = [
      { label: 'Location (City)', fields: [{ name: 'location', type: 'input_text', values: [] }], required: true },
      { label: 'Latitude', fields: [{ name: 'latitude', type: 'input_hidden', values: [] }], required: true },
      { label: 'Longitude', fields: [{ name: 'longitude', type: 'input_hidden', values: [] }], required: true },
    ];
  }
  if (j.eeo) {
    // compliance lists Gender, Veteran and Disability; Hispanic/Latino and Race are drawn on the page only
    out.compliance = [{
      type: 'eeoc', description: '<p>Cobaltmint is an equal opportunity employer. Completion of this section is voluntary.</p>',
      questions: GH_EEO.filter((q) => !q.pageOnly).map((q) => ({ required: false, label: q.label, description: null, fields: [{ name: q.name, type: 'multi_value_single_select', values: q.values.map(([value, label]) => ({ label, value })) }] })),
    }];
  }
  if (j.gdprRetention) out.data_compliance = [{ type: 'gdpr', requires_consent: false, requires_processing_consent: false, requires_retention_consent: false, retention_period: 365 }];
  return out;
}
function apiLegacyJob(j, withQuestions) {
  const out = {
    absolute_url: `https://boards.greenhouse.io/${j.board}/jobs/${j.id}`, data_compliance: [{ type: 'gdpr', requires_consent: false, requires_processing_consent: false, requires_retention_consent: false, retention_period: null }],
    internal_job_id: j.internalId, location: { name: j.location }, metadata: null, id: j.id, updated_at: '2026-09-29T03:02:11-04:00',
    requisition_id: `TO-${j.internalId}`, title: j.title, company_name: j.company, first_published: '2026-09-20T02:00:00-04:00', language: 'en',
    content: esc(contentHtml(j.content)), departments: [{ id: 901, name: j.department, child_ids: [], parent_id: null }], offices: [{ id: 902, name: 'Pune', location: j.location, child_ids: [], parent_id: null }],
  };
  if (!withQuestions) return out;
  out.questions = [
    { required: true, label: 'First Name', fields: [{ name: 'first_name', type: 'input_text', values: [] }] },
    { required: true, label: 'Last Name', fields: [{ name: 'last_name', type: 'input_text', values: [] }] },
    { required: true, label: 'Email', fields: [{ name: 'email', type: 'input_text', values: [] }] },
    { required: true, label: 'Phone', fields: [{ name: 'phone', type: 'input_text', values: [] }] },
    { required: true, label: 'Resume/CV', fields: [{ name: 'resume', type: 'input_file', values: [] }, { name: 'resume_text', type: 'textarea', values: [] }] },
    ...j.answers.map((q) => ({
      required: q.required, label: q.label, description: null, private: false,
      fields: [{
        name: `question_${q.qid}`,
        type: q.kind === 'text' ? 'input_text' : q.kind === 'select' ? 'multi_value_single_select' : q.kind === 'checkbox' ? 'multi_value_multi_select' : 'multi_value_single_select',
        values: q.kind === 'select' ? q.values.map(([value, label]) => ({ label, value })) : q.kind === 'boolean' ? [{ label: 'No', value: 0 }, { label: 'Yes', value: 1 }] : q.kind === 'checkbox' ? [{ label: 'Yes', value: 1 }] : [],
      }],
    })),
  ];
  out.demographic_questions = {
    header: j.demographic.header, description: j.demographic.description,
    questions: j.demographic.questions.map((q) => ({ id: q.id, label: q.label, required: q.required, type: q.type, answer_options: q.answer_options.map(([id, label]) => ({ id, label, free_form: false })) })),
  };
  return out;
}

export async function handleGhApi(req, res, url) {
  let m = url.pathname.match(/^\/v1\/boards\/([^/]+)\/jobs\/?$/);
  if (m) {
    const board = m[1];
    const jobs = [...Object.values(GH_JOBS), ...Object.values(GH_LEGACY)].filter((j) => j.board === board);
    if (!jobs.length && !Object.values(GH_CLOSED).some((j) => j.board === board)) return sendJson(res, 404, { status: 404, error: 'Job board not found' });
    const content = url.searchParams.get('content') === 'true';
    return sendJson(res, 200, { jobs: jobs.map((j) => { const a = GH_LEGACY[`${j.board}/${j.id}`] ? apiLegacyJob(j, false) : apiJob(j, false, 'job-boards.greenhouse.io'); if (!content) { delete a.content; delete a.departments; delete a.offices; } return a; }), meta: { total: jobs.length } });
  }
  m = url.pathname.match(/^\/v1\/boards\/([^/]+)\/jobs\/(\d+)\/?$/);
  if (m) {
    const key = `${m[1]}/${m[2]}`;
    const q = url.searchParams.get('questions') === 'true';
    if (GH_JOBS[key]) return sendJson(res, 200, apiJob(GH_JOBS[key], q, 'job-boards.greenhouse.io'));
    if (GH_LEGACY[key]) return sendJson(res, 200, apiLegacyJob(GH_LEGACY[key], q));
    return sendJson(res, 404, { status: 404, error: 'Job not found' });
  }
  m = url.pathname.match(/^\/v1\/boards\/([^/]+)\/?$/);
  if (m) {
    const j = Object.values(GH_JOBS).find((x) => x.board === m[1]) || Object.values(GH_LEGACY).find((x) => x.board === m[1]);
    if (!j) return sendJson(res, 404, { status: 404, error: 'Job board not found' });
    return sendJson(res, 200, { name: j.company, content: `<p>Join ${esc(j.company)}.</p>` });
  }
  return sendJson(res, 404, { status: 404, error: 'Not found' });
}

// ------------------------------------------------------------------ new job-boards page
const CSS = `
*{box-sizing:border-box}body{font-family:"Inter",Helvetica,Arial,sans-serif;margin:0;color:#1c1c1c;background:#fff}
.job__header,.job__description,.application--container{max-width:760px;margin:0 auto;padding:0 24px}
.logo-container{padding:24px 0}.logo-container span{font-weight:700;font-size:20px;color:#2a4d8f}
.job__title h1.section-header{font-size:32px;margin:8px 0}.job__location{color:#555;margin-bottom:24px}
.btn{cursor:pointer}.btn--pill{border-radius:20px;border:1px solid #1c1c1c;background:#fff;padding:8px 16px;margin-right:6px;font-size:14px}
.btn--pill.btn--primary,button[type=submit].btn--pill{background:#2a4d8f;color:#fff;border-color:#2a4d8f;padding:12px 24px;font-size:16px}
.application--form{margin:32px 0 80px}.application--header{display:flex;justify-content:space-between;align-items:baseline}
.input-wrapper,.select__container,.file-upload,.checkbox__wrapper,.eeoc__question{margin:18px 0}
.label{display:block;font-weight:500;margin-bottom:6px;font-size:14px}
.input{width:100%;padding:10px;border:1px solid #8a8a8a;border-radius:4px;font-size:15px}
textarea.input{min-height:110px}
.select-shell{position:relative}.select__control{display:flex;align-items:center;border:1px solid #8a8a8a;border-radius:4px;min-height:42px;padding:0 8px;cursor:text;background:#fff}
.select__value-container{flex:1;display:grid;align-items:center;position:relative}.select__value-container>*{grid-area:1/1}
.select__placeholder{color:#777}.select__input{border:0;outline:0;font-size:15px;width:100%;background:transparent;padding:8px 0}
.select__indicators .icon-button{border:0;background:none;font-size:14px}
.select__menu{position:absolute;z-index:20;left:0;right:0;background:#fff;border:1px solid #ccc;border-radius:4px;box-shadow:0 4px 11px rgba(0,0,0,.1);max-height:260px;overflow:auto}
.select__option{padding:8px 12px;cursor:default}.select__option--is-focused{background:#deebff}.select__menu-notice{padding:8px 12px;color:#777}
.helper-text--error{color:#c5221f;font-size:13px;margin:4px 0 0}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.file-upload__filename{margin-top:6px;font-size:14px}.file-upload__status{font-size:13px;color:#555}
.phone-input{display:flex;gap:8px}.iti{position:relative;display:flex;flex:1}.iti__flag-container{position:relative}
.iti__selected-flag{display:flex;align-items:center;gap:4px;height:100%;padding:0 8px;border:1px solid #8a8a8a;border-right:0;border-radius:4px 0 0 4px;cursor:pointer;background:#f7f7f7}
.iti__country-list{position:absolute;z-index:30;top:100%;left:0;background:#fff;border:1px solid #ccc;max-height:220px;overflow-y:auto;width:300px;margin:0;padding:0;list-style:none}
.iti__country{padding:6px 10px;cursor:pointer}.iti__hide{display:none}.iti__tel-input{border-radius:0 4px 4px 0!important}
fieldset.checkbox{border:0;padding:0;margin:18px 0}fieldset.checkbox legend{font-weight:500;font-size:14px;margin-bottom:6px}
.checkbox__wrapper{display:flex;gap:8px;align-items:flex-start;margin:6px 0}
.eeoc__container{border-top:1px solid #ddd;margin-top:32px;padding-top:16px}
.grecaptcha-badge{width:256px;height:60px;position:fixed;bottom:14px;right:-186px;box-shadow:gray 0 0 5px;border-radius:2px;overflow:hidden;transition:right .3s ease;background:#f9f9f9}
.grecaptcha-badge:hover{right:0}
#application_confirmation{max-width:760px;margin:80px auto;padding:0 24px;text-align:center}
.flash-error{background:#fdecea;border:1px solid #f5c2c0;padding:12px 16px;border-radius:4px;margin:16px 0}
`;

function textInput(name, label, required, { autocomplete = '', type = 'text', value = '' } = {}) {
  return `<div class="text-input-wrapper"><div class="input-wrapper"><label id="${name}-label" for="${name}" class="label label">${esc(label)}${required ? '<span aria-hidden="true">*</span>' : ''}</label><input id="${name}" name="${name}" class="input input__single-line" aria-describedby="${name}-description" aria-invalid="false" aria-errormessage="${name}-error" aria-required="${required}" type="${type}" maxlength="255"${autocomplete ? ` autocomplete="${autocomplete}"` : ''} value="${esc(value)}"></div></div>`;
}
function rsSelect(id, label, required, name = id, extraClass = '') {
  return `<div class="select__container${extraClass}"><label id="${id}-label" for="${id}" class="label select__label">${esc(label)}${required ? '<span aria-hidden="true">*</span>' : ''}</label><div class="select-shell remix-css-b62m3t-container" data-rs-for="${id}"><span id="react-select-${id}-live-region" class="remix-css-7pg0cj-a11yText"></span><span aria-live="polite" aria-atomic="false" aria-relevant="additions text" role="log" class="remix-css-7pg0cj-a11yText"></span><div class="select__control remix-css-13cymwt-control"><div class="select__value-container remix-css-hlgwow"><div class="select__placeholder remix-css-1jqq78o-placeholder" id="react-select-${id}-placeholder">Select...</div><div class="select__input-container remix-css-19bb58m" data-value=""><input class="select__input" autocapitalize="none" autocomplete="off" autocorrect="off" id="${id}" spellcheck="false" tabindex="0" type="text" aria-autocomplete="list" aria-expanded="false" aria-haspopup="true" aria-labelledby="${id}-label" aria-required="${required}" role="combobox" aria-describedby="react-select-${id}-placeholder" value=""></div></div><div class="select__indicators remix-css-1wy0on6"><button type="button" class="icon-button icon-button--sm" aria-label="Toggle flyout" tabindex="-1">▾</button></div></div><input name="${name}" type="hidden" value=""></div></div>`;
}
function fileBlock(id, label, required) {
  return `<div class="file-upload" role="group" aria-labelledby="upload-label-${id}"><div id="upload-label-${id}" class="label upload-label">${esc(label)}${required ? '<span aria-hidden="true">*</span>' : ''}</div><div class="file-upload__wrapper"><div class="button-container"><button type="button" class="btn btn--pill" data-attach="${id}">Attach</button><button type="button" class="btn btn--pill" data-cloud="dropbox">Dropbox</button><button type="button" class="btn btn--pill" data-cloud="gdrive">Google Drive</button><button type="button" class="btn btn--pill" data-manual="${id}">Enter manually</button></div><input id="${id}" class="visually-hidden" type="file" accept=".pdf,.doc,.docx,.txt,.rtf"><p class="file-types">Accepted file types: pdf, doc, docx, txt, rtf</p><div class="file-upload__status" aria-live="polite"></div><div class="file-upload__filename"></div><input type="hidden" name="${id}_url" value=""><input type="hidden" name="${id}_url_filename" value=""><textarea id="${id}_text" name="${id}_text" class="input" aria-label="${esc(label)} text" hidden></textarea></div></div>`;
}
function phoneBlock() {
  const lis = COUNTRIES.map(([n, d, c]) => `<li class="iti__country iti__standard" tabindex="-1" id="iti-0__item-${c}" role="option" data-dial-code="${d}" data-country-code="${c}" aria-selected="${c === 'us'}"><div class="iti__flag-box"><div class="iti__flag iti__${c}"></div></div><span class="iti__country-name">${esc(n)}</span><span class="iti__dial-code">+${d}</span></li>`).join('');
  return rsSelect('country', 'Country', true) +
    `<div class="input-wrapper phone-input__wrapper"><label id="phone-label" for="phone" class="label label">Phone<span aria-hidden="true">*</span></label><div class="phone-input"><div class="iti iti--allow-dropdown iti--separate-dial-code"><div class="iti__flag-container"><div class="iti__selected-flag" role="combobox" aria-controls="iti-0__country-listbox" aria-owns="iti-0__country-listbox" aria-expanded="false" tabindex="0" title="United States: +1" aria-activedescendant="iti-0__item-us"><div class="iti__flag iti__us"></div><div class="iti__selected-dial-code">+1</div><div class="iti__arrow"></div></div><ul class="iti__country-list iti__hide" id="iti-0__country-listbox" role="listbox" aria-label="List of countries">${lis}</ul></div><input id="phone" name="phone" class="input input__single-line iti__tel-input" type="tel" autocomplete="tel" aria-required="true" aria-errormessage="phone-error" value=""></div></div></div>`;
}
const RECAPTCHA_BADGE = `<div class="grecaptcha-badge" data-style="bottomright"><div class="grecaptcha-logo"><iframe title="reCAPTCHA" width="256" height="60" role="presentation" name="a-k2l9x0w7c1" frameborder="0" scrolling="no" sandbox="allow-forms allow-popups allow-same-origin allow-scripts allow-top-navigation allow-modals allow-popups-to-escape-sandbox" srcdoc="&lt;div style='font:11px Roboto,Arial;color:#555;padding:8px 10px'&gt;protected by &lt;b&gt;reCAPTCHA&lt;/b&gt;&lt;br&gt;Privacy - Terms&lt;/div&gt;"></iframe></div><div class="grecaptcha-error"></div><textarea id="g-recaptcha-response" name="g-recaptcha-response" class="g-recaptcha-response" style="width:250px;height:40px;border:1px solid rgb(193,193,193);margin:10px 25px;padding:0;resize:none;display:none"></textarea></div>`;

function ghForm(j, { action, error = '', jobKey }) {
  const parts = [];
  parts.push(textInput('first_name', 'First Name', true, { autocomplete: 'given-name' }));
  parts.push(textInput('last_name', 'Last Name', true, { autocomplete: 'family-name' }));
  if (j.preferredName) parts.push(textInput('preferred_name', 'Preferred First Name', false));
  parts.push(textInput('email', 'Email', true, { autocomplete: 'email', type: 'text' }));
  parts.push(phoneBlock());
  if (j.locationQ) parts.push(`<div class="location-input">${rsSelect('candidate-location', 'Location (City)', true, 'location')}<input type="hidden" name="latitude" value=""><input type="hidden" name="longitude" value=""></div>`);
  parts.push(fileBlock('resume', 'Resume/CV', true));
  if (j.coverLetter) parts.push(fileBlock('cover_letter', 'Cover Letter', false));
  for (const q of j.questions) {
    if (q.type === 'input_text') parts.push(textInput(q.name, q.label, q.required));
    else if (q.type === 'textarea') parts.push(`<div class="input-wrapper"><label id="${q.name}-label" for="${q.name}" class="label">${esc(q.label)}${q.required ? '<span aria-hidden="true">*</span>' : ''}</label><textarea id="${q.name}" name="${q.name}" class="input" aria-required="${q.required}"></textarea></div>`);
    else if (q.type === 'multi_value_single_select') parts.push(rsSelect(q.name, q.label, q.required));
    else if (q.draw === 'checkbox') {
      parts.push(`<fieldset class="checkbox" id="${q.name}[]" aria-required="${q.required}"><legend class="label checkbox__legend">${esc(q.label)}${q.required ? '<span aria-hidden="true">*</span>' : ''}</legend>${q.values.map(([v, l]) => `<div class="checkbox__wrapper"><input type="checkbox" id="${q.name}_${v}" name="${q.name}[]" value="${v}" class="checkbox__input"><label for="${q.name}_${v}" class="checkbox__label">${esc(l)}</label></div>`).join('')}</fieldset>`);
    }
  }
  if (j.gdprRetention) parts.push(`<div class="gdpr__container"><h3 class="section-header section-header--medium">Data retention</h3><div class="checkbox__wrapper"><input type="checkbox" id="gdpr_retention_consent_given" name="data_compliance[gdpr_retention_consent_given]" value="1" class="checkbox__input"><label for="gdpr_retention_consent_given" class="checkbox__label">I consent to ${esc(j.company)} retaining my personal data for 365 days so that I can be considered for other roles.</label></div></div>`);
  if (j.eeo) {
    parts.push(`<div class="eeoc__container"><h3 class="section-header section-header--medium">Voluntary Self-Identification</h3><p class="eeoc__description">For government reporting purposes, we ask candidates to respond to the below self-identification survey. Completion of the form is entirely voluntary. Whatever your decision, it will not be considered in the hiring process or thereafter.</p>${GH_EEO.map((q) => `<div class="eeoc__question" id="${q.name}-question"${q.showWhen ? ' hidden' : ''}>${rsSelect(q.name, q.label, false)}</div>`).join('')}</div>`);
  }
  const opts = {};
  for (const q of j.questions) if (q.type === 'multi_value_single_select') opts[q.name] = q.values;
  if (j.eeo) for (const q of GH_EEO) opts[q.name] = q.values;
  opts.country = COUNTRIES.map(([n]) => [n, n]);
  return `<form id="application-form" class="application--form" method="POST" action="${esc(action)}" enctype="application/x-www-form-urlencoded" novalidate>
<div class="application--header"><h2 class="section-header section-header--large">Apply for this job</h2><p class="required-fields-text"><span aria-hidden="true">*</span> indicates a required field</p></div>
${error ? `<div class="flash-error" role="alert">${esc(error)}</div>` : ''}
<div class="application--questions">${parts.join('\n')}</div>
<input type="hidden" name="gh_src" value="">
${RECAPTCHA_BADGE}
<div class="application--submit"><button type="submit" class="btn btn--pill btn--primary">Submit application</button></div>
</form>
<script>${RS_LIB}</script>
<script>
(function(){
  var JOB = ${JSON.stringify(jobKey)}, OPTS = ${JSON.stringify(opts)}, EEO_DEP = ${JSON.stringify(GH_EEO.filter((q) => q.showWhen).map((q) => [q.name, ...q.showWhen]))};
  var DIAL = ${JSON.stringify(Object.fromEntries(COUNTRIES.map(([n, d, c]) => [n, [d, c]])))};
  var form = document.getElementById('application-form');
  var qs = new URLSearchParams(location.search); form.querySelector('[name=gh_src]').value = qs.get('gh_src') || '';
  var uploading = 0;
  function setFlag(name){ var d = DIAL[name]; if (!d) return; var sf = document.querySelector('.iti__selected-flag'); sf.querySelector('.iti__flag').className = 'iti__flag iti__'+d[1]; sf.querySelector('.iti__selected-dial-code').textContent = '+'+d[0]; sf.title = name+': +'+d[0]; sf.setAttribute('aria-activedescendant','iti-0__item-'+d[1]); }
  var rs = {};
  document.querySelectorAll('.select-shell').forEach(function(shell){
    var id = shell.getAttribute('data-rs-for');
    if (id === 'candidate-location') {
      rs[id] = RS(shell, function(term){ return fetch('/api/locations?term='+encodeURIComponent(term)+'&job='+encodeURIComponent(JOB)).then(function(r){ return r.json(); }).then(function(list){ return list.map(function(c){ return [c.name, c.name, c]; }); }); }, function(o){ form.querySelector('[name=latitude]').value = o[2].lat; form.querySelector('[name=longitude]').value = o[2].lng; });
    } else rs[id] = RS(shell, OPTS[id] || [], id === 'country' ? function(o){ setFlag(o[1]); } : null);
  });
  // hidden intl-tel-input country list (opened by the flag button)
  var sf = document.querySelector('.iti__selected-flag'), list = document.getElementById('iti-0__country-listbox');
  if (sf) {
    sf.addEventListener('click', function(){ var hid = list.classList.toggle('iti__hide'); sf.setAttribute('aria-expanded', String(!hid)); });
    list.querySelectorAll('.iti__country').forEach(function(li){ li.addEventListener('click', function(){ var n = li.querySelector('.iti__country-name').textContent; setFlag(n); list.classList.add('iti__hide'); sf.setAttribute('aria-expanded','false'); if (rs.country) rs.country.pick([n, n]); }); });
  }
  EEO_DEP.forEach(function(d){ var h = form.querySelector('input[name="'+d[1]+'"][type=hidden]'); if (!h) return; h.addEventListener('change', function(){ var box = document.getElementById(d[0]+'-question'); var on = h.value === d[2]; box.hidden = !on; if (!on) box.querySelector('input[type=hidden]').value=''; }); });
  // uploads go to storage as soon as a file is chosen
  document.querySelectorAll('[data-attach]').forEach(function(b){ b.addEventListener('click', function(){ document.getElementById(b.getAttribute('data-attach')).click(); }); });
  document.querySelectorAll('[data-manual]').forEach(function(b){ b.addEventListener('click', function(){ var t = document.getElementById(b.getAttribute('data-manual')+'_text'); t.hidden = false; t.focus(); }); });
  document.querySelectorAll('[data-cloud]').forEach(function(b){ b.addEventListener('click', function(){ alert('Could not reach ' + b.textContent + '. Please attach the file from your computer.'); }); });
  document.querySelectorAll('.file-upload input[type=file]').forEach(function(inp){
    inp.addEventListener('change', function(){
      var f = inp.files[0]; if (!f) return; var id = inp.id, box = inp.closest('.file-upload');
      var st = box.querySelector('.file-upload__status'), fn = box.querySelector('.file-upload__filename');
      box.querySelector('[name='+id+'_url]').value=''; fn.textContent=''; st.textContent = 'Uploading...'; uploading++;
      fetch('/uploads/s3?job='+encodeURIComponent(JOB)+'&field='+id, { method:'POST', headers:{'x-file-name': encodeURIComponent(f.name), 'content-type': f.type || 'application/octet-stream'}, body: f })
        .then(function(r){ return r.json(); })
        .then(function(j){ uploading--; st.textContent=''; box.querySelector('[name='+id+'_url]').value = j.url; box.querySelector('[name='+id+'_url_filename]').value = j.filename; fn.innerHTML = '<span>'+j.filename.replace(/</g,'&lt;')+'</span> <button type="button" class="btn btn--pill file-upload__remove" aria-label="Remove file">Remove</button>'; fn.querySelector('button').onclick = function(){ fn.textContent=''; box.querySelector('[name='+id+'_url]').value=''; inp.value=''; }; var e=document.getElementById(id+'-error'); if (e) e.remove(); })
        .catch(function(){ uploading--; st.textContent = 'Upload failed. Please try again.'; });
    });
  });
  function err(id, anchor, msg){ if (document.getElementById(id+'-error')) return; var p = document.createElement('p'); p.className='helper-text helper-text--error'; p.id=id+'-error'; p.textContent = msg || 'This field is required.'; anchor.appendChild(p); var i = document.getElementById(id); if (i) i.setAttribute('aria-invalid','true'); }
  form.addEventListener('submit', function(ev){
    document.querySelectorAll('.helper-text--error').forEach(function(e){ e.remove(); });
    var bad = [];
    form.querySelectorAll('[aria-required=true]').forEach(function(i){
      if (i.getAttribute('role') === 'combobox') { var sh = i.closest('.select-shell'); if (sh.closest('[hidden]')) return; if (!sh.querySelector('input[type=hidden]').value) { bad.push(i); err(i.id, sh.parentNode); } }
      else if (i.tagName === 'FIELDSET') { if (!i.querySelector('input:checked')) { bad.push(i); err(i.id, i); } }
      else if (!String(i.value).trim()) { bad.push(i); err(i.id, i.closest('.input-wrapper') || i.parentNode); }
    });
    var em = form.querySelector('#email'); if (em && em.value && !/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(em.value)) { bad.push(em); err('email', em.parentNode, 'Enter a valid email address.'); }
    var loc = form.querySelector('[name=latitude]'); if (loc && document.getElementById('candidate-location') && !loc.value && !bad.length) { bad.push(loc); err('candidate-location', document.getElementById('candidate-location').closest('.select__container'), 'Please select a location from the list.'); }
    var rb = document.querySelector('[name=resume_url]'); var rt = document.getElementById('resume_text');
    if (rb && !rb.value && !(rt && rt.value.trim()) && !uploading) { bad.push(rb); err('resume', rb.closest('.file-upload'), 'Resume/CV is required.'); }
    if (bad.length) { ev.preventDefault(); var first = bad[0]; if (first.focus) try { first.focus(); } catch(e){} return; }
    document.getElementById('g-recaptcha-response').value = '03AFcWeA' + Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  });
})();
</script>`;
}

function ghPage(j, { embed = false, error = '' } = {}) {
  const jobKey = `greenhouse:${j.board}/${j.id}`;
  const action = embed ? `/embed/job_app?for=${j.board}&token=${j.id}` : `/${j.board}/jobs/${j.id}`;
  const head = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Job Application for ${esc(j.title)} at ${esc(j.company)}</title><style>${CSS}</style></head><body>`;
  if (embed) return `${head}<div id="app_body" class="embedded"><div class="application--container">${ghForm(j, { action, error, jobKey })}</div></div></body></html>`;
  return `${head}<div class="job-post"><div class="job__header"><div class="logo-container"><a href="/${j.board}"><span>${esc(j.company)}</span></a></div><div class="job__title"><a class="back-link" href="/${j.board}">← Back to jobs</a><h1 class="section-header section-header--large font-primary">${esc(j.title)}</h1><div class="job__location"><svg width="12" height="12" aria-hidden="true"></svg><div>${esc(j.location)}</div></div></div><a class="btn btn--pill btn--primary apply-button" href="#application-form">Apply</a></div>
<div class="job__description body">${contentHtml(j.content)}</div>
<div class="application--container">${ghForm(j, { action, error, jobKey })}</div>
<div class="powered-by" style="text-align:center;padding:24px;color:#888;font-size:13px">Powered by Greenhouse · <a href="#">Read our Privacy Policy</a></div></div></body></html>`;
}

function ghConfirmation(j, legacy = false) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Thank you for applying to ${esc(j.company)}</title><style>${CSS}</style></head><body><div id="application_confirmation" class="application-confirmation"><div class="logo-container"><span>${esc(j.company)}</span></div><h1 class="section-header section-header--large">Thank you for applying.</h1><p>Your application has been received. If your application seems like a good fit for the position we will contact you soon.</p><p>Regards,<br>${esc(j.company)}</p>${legacy ? '' : `<p><a href="/${j.board}">Back to jobs</a></p>`}</div></body></html>`;
}

function boardList(board, error) {
  const jobs = Object.values(GH_JOBS).filter((j) => j.board === board && !j.embed);
  const company = jobs[0]?.company || board;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Jobs at ${esc(company)}</title><style>${CSS}</style></head><body><div class="job__header"><div class="logo-container"><span>${esc(company)}</span></div>${error ? '<div class="flash-error" role="alert" id="flash_pending">The job you are looking for is no longer open.</div>' : ''}<h1 class="section-header section-header--large">Current openings at ${esc(company)}</h1><div class="job-posts"><table class="job-posts--table"><tbody>${jobs.map((j) => `<tr class="job-post"><td class="cell"><a href="/${board}/jobs/${j.id}"><p class="body body--medium">${esc(j.title)}</p><p class="body body__secondary body--metadata">${esc(j.location)}</p></a></td></tr>`).join('')}</tbody></table></div></div></body></html>`;
}

// ------------------------------------------------------------------ submissions
async function ghSubmit(req, res, j, { embed }) {
  const jobKey = `greenhouse:${j.board}/${j.id}`;
  const pairs = parseUrlencoded(await readBody(req));
  const raw = pairsToFields(pairs, ['g-recaptcha-response', 'resume_url', 'resume_url_filename', 'cover_letter_url', 'cover_letter_url_filename']);
  const get = (k) => pairs.find(([n]) => n === k)?.[1] || '';
  const fields = {};
  for (const [k, v] of Object.entries(raw)) fields[k] = /^question_|^gender$|^hispanic_ethnicity$|^race$|^veteran_status$|^disability_status$/.test(k) ? mapOpt(v) : v;
  const files = [];
  for (const f of ['resume', 'cover_letter']) {
    const u = uploadTokens.get(get(`${f}_url`).split('/').pop());
    if (u && u.jobKey === jobKey && u.finishedAt) files.push(fileOf(u, f));
  }
  const pending = pendingUploads(jobKey);
  const errors = [];
  const req1 = ['first_name', 'last_name', 'email', 'phone', 'country', ...j.questions.filter((q) => q.required).map((q) => q.name)];
  if (j.locationQ) req1.push('location', 'latitude');
  for (const k of req1) { const v = fields[k]; if (v == null || (Array.isArray(v) ? !v.length : !String(v).trim())) errors.push(`${k} is required`); }
  if (!files.some((f) => f.field === 'resume') && !String(fields.resume_text || '').trim()) errors.push(pending ? 'Resume/CV is still uploading' : 'Resume/CV is required');
  const accepted = !errors.length && !pending;
  record({ site: 'greenhouse', jobKey, linkedinJobId: j.li, fields, files, accepted, errors, pending });
  if (!accepted) return send(res, 422, ghPage(j, { embed, error: pending ? 'Your resume is still uploading. Please wait for the upload to finish and submit again.' : 'There were errors with your application: ' + errors.join('; ') + '.' }));
  return redirect(res, embed ? `/embed/job_app/confirmation?for=${j.board}&token=${j.id}` : `/${j.board}/jobs/${j.id}/confirmation`);
}

async function ghUpload(req, res, url, site, delayMs) {
  const jobKey = url.searchParams.get('job') || '';
  const field = url.searchParams.get('field') || 'resume';
  const name = decodeURIComponent(req.headers['x-file-name'] || 'file');
  const data = await readBody(req);
  const rec = startUpload({ site, jobKey, field, name, data });
  await sleep(delayMs);
  finishUpload(rec);
  return sendJson(res, 200, { url: `https://grnhse-prod-jben-us-east-1.s3.amazonaws.com/person_attachments/data/${rec.token}`, filename: name }, { 'access-control-allow-origin': '*' });
}

function ghLocations(res, url, site) {
  const term = url.searchParams.get('term') || '';
  state.lookups.push({ site, jobKey: url.searchParams.get('job') || '', kind: 'location', term, at: new Date().toISOString() });
  return sendJson(res, 200, searchCities(term).map((c) => ({ name: c.name, lat: c.lat, lng: c.lng })));
}

export async function handleJobBoards(req, res, url, opts) {
  const p = url.pathname.replace(/\/+$/, '') || '/';
  if (p === '/uploads/s3' && req.method === 'POST') return ghUpload(req, res, url, 'greenhouse', opts.fast ? 400 : 1500);
  if (p === '/api/locations') return ghLocations(res, url, 'greenhouse');
  if (p === '/embed/job_app') {
    const key = `${url.searchParams.get('for')}/${url.searchParams.get('token')}`;
    const j = GH_JOBS[key];
    if (!j) return send(res, 404, '<!DOCTYPE html><h1>Job not found</h1>');
    if (req.method === 'POST') return ghSubmit(req, res, j, { embed: true });
    return send(res, 200, ghPage(j, { embed: true }));
  }
  if (p === '/embed/job_app/confirmation') {
    const j = GH_JOBS[`${url.searchParams.get('for')}/${url.searchParams.get('token')}`];
    return j ? send(res, 200, ghConfirmation(j)) : send(res, 404, 'Not found');
  }
  let m = p.match(/^\/([a-z0-9-]+)\/jobs\/(\d+)(\/confirmation)?$/);
  if (m) {
    const key = `${m[1]}/${m[2]}`;
    if (GH_CLOSED[key]) return redirect(res, `/${m[1]}?error=true`);
    const j = GH_JOBS[key];
    if (!j) return redirect(res, `/${m[1]}?error=true`);
    if (j.embed) return redirect(res, `https://${CAREERS_HOST}/careers/?gh_jid=${j.id}`);
    if (m[3]) return send(res, 200, ghConfirmation(j));
    if (req.method === 'POST') return ghSubmit(req, res, j, { embed: false });
    return send(res, 200, ghPage(j));
  }
  m = p.match(/^\/([a-z0-9-]+)$/);
  if (m && (Object.values(GH_JOBS).some((j) => j.board === m[1]) || Object.values(GH_CLOSED).some((j) => j.board === m[1]))) return send(res, 200, boardList(m[1], url.searchParams.get('error') === 'true'));
  return send(res, 404, '<!DOCTYPE html><title>Not Found</title><h1>Page not found</h1>');
}

// ------------------------------------------------------------------ legacy boards.greenhouse.io
const LEGACY_CSS = `body{font-family:Arial,Helvetica,sans-serif;margin:0;background:#fff;color:#222}#wrapper{max-width:720px;margin:0 auto;padding:20px}
#header .company-name{color:#666;font-size:14px}h1.app-title{color:#c63;font-size:26px;margin:6px 0}.location{color:#666}
#application{border-top:1px solid #ddd;margin-top:24px}.field{margin:14px 0}.field label{display:block;font-weight:bold;font-size:13px;margin-bottom:4px}
.field input[type=text],.field textarea,.field select{width:100%;padding:6px;border:1px solid #bbb;font-size:14px}.asterisk{color:#c00}
#submit_app{background:#c63;color:#fff;border:0;padding:10px 26px;font-size:15px;cursor:pointer}.field-error-msg{color:#c00;font-size:12px}
.drop-zone{border:1px dashed #aaa;padding:10px}.hp-field{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}
#application_confirmation{max-width:720px;margin:60px auto;text-align:center}.flash-error{background:#fdd;padding:10px;border:1px solid #e99}`;

function legacyPage(j, error = '') {
  const ans = j.answers.map((q, i) => {
    const base = `job_application[answers_attributes][${i}]`;
    const hid = `<input type="hidden" name="${base}[question_id]" value="${q.qid}">`;
    const star = q.required ? ' <span class="asterisk">*</span>' : '';
    if (q.kind === 'text') return `<div class="field">${hid}<label for="job_application_answers_attributes_${i}_text_value">${esc(q.label)}${star}</label><input type="text" id="job_application_answers_attributes_${i}_text_value" name="${base}[text_value]" autocomplete="off"${q.required ? ' aria-required="true"' : ''}></div>`;
    if (q.kind === 'boolean') return `<div class="field">${hid}<label for="job_application_answers_attributes_${i}_boolean_value">${esc(q.label)}${star}</label><select id="job_application_answers_attributes_${i}_boolean_value" name="${base}[boolean_value]"${q.required ? ' aria-required="true"' : ''}><option value="">--</option><option value="1">Yes</option><option value="0">No</option></select></div>`;
    if (q.kind === 'select') return `<div class="field">${hid}<label for="job_application_answers_attributes_${i}_answer_selected_options_attributes_0_question_option_id">${esc(q.label)}${star}</label><select id="job_application_answers_attributes_${i}_answer_selected_options_attributes_0_question_option_id" name="${base}[answer_selected_options_attributes][0][question_option_id]"${q.required ? ' aria-required="true"' : ''}><option value="">--</option>${q.values.map(([v, l]) => `<option value="${v}">${esc(l)}</option>`).join('')}</select></div>`;
    return `<div class="field">${hid}<label><input type="hidden" name="${base}[boolean_value]" value="0"><input type="checkbox" id="job_application_answers_attributes_${i}_boolean_value" name="${base}[boolean_value]" value="1"${q.required ? ' aria-required="true"' : ''}> ${esc(q.label)}${star}</label></div>`;
  }).join('\n');
  const demo = j.demographic.questions.map((q, i) => `<div class="field"><input type="hidden" name="job_application[demographic_answers][${i}][question_id]" value="${q.id}"><label for="demographic_${q.id}">${esc(q.label)}</label><select id="demographic_${q.id}" name="job_application[demographic_answers][${i}][answer_option_id]"><option value="">Please select</option>${q.answer_options.map(([v, l]) => `<option value="${v}">${esc(l)}</option>`).join('')}</select></div>`).join('');
  const jobKey = `greenhouse:${j.board}/${j.id}`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Job Application for ${esc(j.title)} at ${esc(j.company)}</title><style>${LEGACY_CSS}</style></head><body><div id="wrapper"><div id="main"><div id="app_body">
<div id="header"><span class="company-name">at ${esc(j.company)}</span><h1 class="app-title">${esc(j.title)}</h1><div class="location">${esc(j.location)}</div></div>
<div id="content">${contentHtml(j.content)}</div>
<div id="application"><h2>Apply for this Job</h2><p><span class="asterisk">*</span> Required</p>
${error ? `<div class="flash-error" id="flash_error" role="alert">${esc(error)}</div>` : ''}
<form id="application_form" action="/${j.board}/jobs/${j.id}" method="post" accept-charset="UTF-8" enctype="application/x-www-form-urlencoded" novalidate>
<input type="hidden" name="utf8" value="✓"><input type="hidden" name="authenticity_token" value="lQ9c1rT0yW8v3rZx0pL2aFJ7eQhY5bN4kS6mD1uC8oE=">
<div id="main_fields">
<div class="field"><label for="first_name">First Name <span class="asterisk">*</span></label><input type="text" id="first_name" name="job_application[first_name]" autocomplete="given-name" aria-required="true"></div>
<div class="field"><label for="last_name">Last Name <span class="asterisk">*</span></label><input type="text" id="last_name" name="job_application[last_name]" autocomplete="family-name" aria-required="true"></div>
<div class="field"><label for="email">Email <span class="asterisk">*</span></label><input type="text" id="email" name="job_application[email]" autocomplete="email" aria-required="true"></div>
<div class="field"><label for="phone">Phone <span class="asterisk">*</span></label><input type="text" id="phone" name="job_application[phone]" autocomplete="tel" aria-required="true"></div>
<div class="field hp-field" aria-hidden="false"><label for="job_application_website">Enter website. This input is for robots only, do not enter if you're human.</label><input type="text" id="job_application_website" name="job_application[website]" tabindex="-1" autocomplete="off"></div>
<div class="field" id="resume_fieldset"><label id="resume_label">Resume/CV <span class="asterisk">*</span></label><div class="drop-zone"><div id="resume_chosen" class="chosen"></div><button type="button" id="resume_attach" class="attach-or-paste">Attach</button> <a href="#" id="resume_paste">or paste</a><input type="file" id="s3_upload_for_resume" accept=".pdf,.doc,.docx,.txt,.rtf" style="position:absolute;left:-9999px"><div id="resume_progress" aria-live="polite"></div></div><input type="hidden" id="resume_url" name="job_application[resume_url]"><input type="hidden" id="resume_url_filename" name="job_application[resume_url_filename]"><textarea id="resume_text" name="job_application[resume_text]" style="display:none" aria-label="Resume text"></textarea></div>
</div>
<div id="custom_fields">${ans}</div>
<div id="demographic_questions"><h3>${esc(j.demographic.header)}</h3>${j.demographic.description}${demo}</div>
<input type="hidden" name="job_application[mapped_url_token]" id="mapped_url_token" value="">
${RECAPTCHA_BADGE}
<input type="submit" id="submit_app" value="Submit Application">
</form></div></div></div></div>
<script>
(function(){
  var JOB = ${JSON.stringify(jobKey)};
  var qs = new URLSearchParams(location.search); document.getElementById('mapped_url_token').value = qs.get('gh_src') || '';
  var inp = document.getElementById('s3_upload_for_resume');
  document.getElementById('resume_attach').onclick = function(){ inp.click(); };
  document.getElementById('resume_paste').onclick = function(e){ e.preventDefault(); var t = document.getElementById('resume_text'); t.style.display='block'; t.focus(); };
  inp.addEventListener('change', function(){
    var f = inp.files[0]; if (!f) return; var pr = document.getElementById('resume_progress');
    document.getElementById('resume_url').value=''; document.getElementById('resume_chosen').textContent=''; pr.textContent = 'Uploading ' + f.name + ' …';
    fetch('/uploads/s3?job='+encodeURIComponent(JOB)+'&field=resume', { method:'POST', headers:{'x-file-name': encodeURIComponent(f.name)}, body: f }).then(function(r){ return r.json(); }).then(function(j){
      document.getElementById('resume_url').value = j.url; document.getElementById('resume_url_filename').value = j.filename; pr.textContent=''; document.getElementById('resume_chosen').innerHTML = '<span id="resume_filename">'+j.filename.replace(/</g,'&lt;')+'</span> <a href="#" class="remove">remove</a>';
    }).catch(function(){ pr.textContent = 'Upload failed'; });
  });
  document.getElementById('application_form').addEventListener('submit', function(){ document.getElementById('g-recaptcha-response').value = '03AFcWeA' + Math.random().toString(36).slice(2); });
})();
</script></body></html>`;
}

async function legacySubmit(req, res, j) {
  const jobKey = `greenhouse:${j.board}/${j.id}`;
  const pairs = parseUrlencoded(await readBody(req));
  const skip = ['utf8', 'authenticity_token', 'g-recaptcha-response', 'job_application[resume_url]', 'job_application[resume_url_filename]'];
  // a checked checkbox sends "0" then "1": keep the last value
  const fields = {};
  for (const [k, v] of pairs) { if (skip.includes(k)) continue; fields[k] = /question_option_id|answer_option_id/.test(k) ? mapOpt(v) : v; }
  const get = (k) => pairs.filter(([n]) => n === k).map(([, v]) => v).pop() || '';
  const files = [];
  const u = uploadTokens.get(get('job_application[resume_url]').split('/').pop());
  if (u && u.jobKey === jobKey && u.finishedAt) files.push(fileOf(u, 'resume'));
  const pending = pendingUploads(jobKey);
  const errors = [];
  for (const k of ['first_name', 'last_name', 'email', 'phone']) if (!String(fields[`job_application[${k}]`] || '').trim()) errors.push(`${k.replace('_', ' ')} can't be blank`);
  j.answers.forEach((q, i) => {
    if (!q.required) return;
    const base = `job_application[answers_attributes][${i}]`;
    const v = q.kind === 'text' ? fields[`${base}[text_value]`] : q.kind === 'select' ? fields[`${base}[answer_selected_options_attributes][0][question_option_id]`] : fields[`${base}[boolean_value]`];
    if (v == null || v === '' || (q.kind === 'checkbox' && v !== '1')) errors.push(`${q.label} is required`);
  });
  if (!files.length && !String(fields['job_application[resume_text]'] || '').trim()) errors.push(pending ? 'Resume is still uploading' : "Resume can't be blank");
  const accepted = !errors.length && !pending;
  record({ site: 'greenhouse', jobKey, linkedinJobId: j.li, fields, files, accepted, errors, pending });
  if (!accepted) return send(res, 422, legacyPage(j, pending ? 'Your resume is still being uploaded. Please wait until the upload completes.' : 'Please complete the required fields: ' + errors.join('; ')));
  return redirect(res, `/${j.board}/jobs/${j.id}/confirmation`);
}

export async function handleLegacyBoards(req, res, url, opts) {
  const p = url.pathname.replace(/\/+$/, '') || '/';
  if (p === '/uploads/s3' && req.method === 'POST') return ghUpload(req, res, url, 'greenhouse', opts.fast ? 1500 : 4000);
  if (p === '/embed/job_app') {
    // bare gh_jid resolution: ?token=<id> -> 301 to ?for=<board>&token=<id> on job-boards
    const tok = url.searchParams.get('token');
    const j = Object.values(GH_JOBS).find((x) => String(x.id) === tok);
    if (!j) return send(res, 404, 'Not found');
    return redirect(res, `https://job-boards.greenhouse.io/embed/job_app?for=${j.board}&token=${j.id}`, 301);
  }
  const m = p.match(/^\/([a-z0-9-]+)\/jobs\/(\d+)(\/confirmation)?$/);
  if (m) {
    const key = `${m[1]}/${m[2]}`;
    const j = GH_LEGACY[key];
    if (!j) {
      if (GH_JOBS[key] || GH_CLOSED[key]) return redirect(res, `https://job-boards.greenhouse.io${p}${url.search}`, 301);
      return send(res, 404, '<h1>Page not found</h1>');
    }
    if (m[3]) return send(res, 200, `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Thank you</title><style>${LEGACY_CSS}</style></head><body><div id="application_confirmation"><h2>Thank you for applying.</h2><p>Your application has been received. If your application seems like a good fit for the position we will contact you soon.</p><p>Regards,<br>${esc(j.company)}</p></div></body></html>`);
    if (req.method === 'POST') return legacySubmit(req, res, j);
    return send(res, 200, legacyPage(j));
  }
  return send(res, 404, '<h1>Page not found</h1>');
}

// ------------------------------------------------------------------ the employer careers site with the embed
export async function handleCareers(req, res, url) {
  const p = url.pathname;
  if (p === '/' ) return redirect(res, '/careers/');
  if (p === '/careers/' || p === '/careers') {
    const jid = url.searchParams.get('gh_jid');
    const j = jid && Object.values(GH_JOBS).find((x) => String(x.id) === jid && x.embed);
    const nav = `<header style="background:#0f3b3a;color:#fff;padding:18px 32px;font:600 20px Georgia,serif">Meridianfold <nav style="float:right;font:14px Arial"><a style="color:#cde" href="/careers/">Careers</a></nav></header>`;
    if (!j) {
      const list = Object.values(GH_JOBS).filter((x) => x.embed).map((x) => `<li><a href="/careers/?gh_jid=${x.id}">${esc(x.title)}</a> – ${esc(x.location)}</li>`).join('');
      return send(res, 200, `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Careers at Meridianfold</title></head><body style="margin:0;font-family:Arial">${nav}<main style="max-width:860px;margin:32px auto"><h1>Open roles</h1><ul>${list}</ul><div id="grnhse_app"></div></main></body></html>`);
    }
    const src = `https://job-boards.greenhouse.io/embed/job_app?for=${j.board}&token=${j.id}&b=${encodeURIComponent('https://' + CAREERS_HOST + '/careers/')}`;
    return send(res, 200, `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(j.title)} – Careers at Meridianfold</title></head><body style="margin:0;font-family:Arial">${nav}<main style="max-width:860px;margin:32px auto;padding:0 16px"><p><a href="/careers/">All open roles</a></p><h1 style="font-family:Georgia,serif">${esc(j.title)}</h1><p style="color:#555">${esc(j.location)} · ${esc(j.department)}</p>${contentHtml(j.content)}<h2>Apply</h2><div id="grnhse_app"></div></main>
<script>
(function(){ // what Greenhouse's embed.js does: Grnhse.Iframe.load(jobId)
  var Grnhse = window.Grnhse = { Settings: { targetDomain: 'https://job-boards.greenhouse.io', boardURI: 'https://job-boards.greenhouse.io/meridianfold' }, Iframe: { load: function(jid){
    var f = document.createElement('iframe'); f.id = 'grnhse_iframe'; f.width = '100%'; f.setAttribute('frameborder','0'); f.setAttribute('scrolling','no'); f.setAttribute('allow','geolocation'); f.title = 'Greenhouse Job Board';
    f.style.height = '2200px'; f.src = ${JSON.stringify(src)} + '&gh_src=' + encodeURIComponent(new URLSearchParams(location.search).get('gh_src') || '');
    document.getElementById('grnhse_app').appendChild(f); } } };
  setTimeout(function(){ Grnhse.Iframe.load(${j.id}); }, 300);
})();
</script></body></html>`);
  }
  return send(res, 404, '<h1>Page not found</h1>');
}
