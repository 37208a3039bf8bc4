// Lever: jobs.lever.co posting, /apply form (server-rendered), /parseResume, /thanks, and api.lever.co/v0/postings.
import { LEVER_JOBS, LEVER_CLOSED, searchCities } from './data.mjs';
import {
  esc, sleep, readBody, parseMultipart, pairsToFields, startUpload, finishUpload, pendingUploads, fileOf, sha256,
  record, send, sendJson, redirect, state,
} from './core.mjs';

const CSS = `body{font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;margin:0;color:#515357;background:#f9f9f9}
.main-header{background:#fff;border-bottom:1px solid #e2e2e2;padding:20px 0}.main-header-content{max-width:800px;margin:0 auto;padding:0 20px}
.main-header-logo{font-weight:700;font-size:22px;color:#333;text-decoration:none}
.content{max-width:800px;margin:0 auto;padding:20px;background:#fff}.posting-headline h2{color:#333;font-size:30px;margin:10px 0}
.posting-categories{display:flex;gap:14px;font-size:12px;text-transform:uppercase;color:#808080}.section{margin:24px 0}
.postings-btn{display:inline-block;background:#579eee;color:#fff;border-radius:3px;padding:10px 20px;text-decoration:none;font-weight:600;letter-spacing:.5px;border:0;cursor:pointer;font-size:14px}
.application-question{list-style:none;display:flex;margin:16px 0;align-items:flex-start}.application-label{width:220px;font-size:14px;color:#333;padding-top:8px}
.application-field{flex:1;position:relative}.application-field input[type=text],.application-field input[type=email],.application-field select,.application-field textarea{width:100%;padding:8px;border:1px solid #ccc;border-radius:3px;font-size:14px;box-sizing:border-box}
.required{color:#d43}.application-form ul{padding:0}h4{color:#333;text-transform:uppercase;font-size:13px;letter-spacing:1px;border-bottom:1px solid #e2e2e2;padding-bottom:6px}
.dropdown-results{position:absolute;z-index:5;background:#fff;border:1px solid #ccc;width:100%;display:none}.dropdown-results.open{display:block}
.dropdown-location{padding:8px;cursor:pointer}.dropdown-location:hover,.dropdown-location.active{background:#eef5fd}
.resume-upload-label{display:none}.resume-upload-working,.resume-upload-success,.resume-upload-failure{display:none;font-size:13px;margin-left:8px}
.application-question.custom-question{display:block}.application-question.custom-question .application-label{width:auto;display:block;padding-bottom:6px}
.application-answer-alternative{display:block;margin:4px 0}.eeo-section,.consent-section{background:#f5f5f5;padding:12px;border-radius:3px}
.error-message{color:#d43;font-size:13px}.flash-error{background:#fdecea;color:#a33;padding:10px;border-radius:3px;margin:10px 0}
.h-captcha-overlay{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:100}
.h-captcha-box{background:#fff;border-radius:4px;width:400px;padding:0;box-shadow:0 0 12px rgba(0,0,0,.4)}
.challenge-header{background:#0074bf;color:#fff;padding:16px}.challenge-grid{display:grid;grid-template-columns:repeat(3,1fr);gap:4px;padding:8px}
.challenge-tile{height:100px;border:0;background:#dde7ee;font-size:13px;cursor:pointer}.challenge-tile[aria-pressed=true]{outline:4px solid #0074bf}
.challenge-footer{display:flex;justify-content:space-between;padding:8px 12px;border-top:1px solid #ddd}
.application-submitted{text-align:center;padding:60px 20px}`;

function header(j) { return `<div class="main-header page-full-width section-wrapper"><div class="main-header-content page-centered narrow-section page-full-width"><a class="main-header-logo" href="/${j.company}">${esc(j.companyName)}</a></div></div>`; }
function cats(j) { return `<div class="posting-categories"><div href="#" class="sort-by-time posting-category medium-category-label width-full capitalize-labels location">${esc(j.location)}</div><div href="#" class="sort-by-team posting-category medium-category-label capitalize-labels department">${esc(j.team)} /</div><div href="#" class="sort-by-commitment posting-category medium-category-label capitalize-labels commitment">${esc(j.commitment)} /</div><div class="posting-category medium-category-label capitalize-labels workplaceTypes">${esc({ hybrid: 'Hybrid', onsite: 'On-site', remote: 'Remote' }[j.workplaceType])}</div></div>`; }
const page = (title, body) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${CSS}</style></head><body>${body}</body></html>`;

function notFound() {
  return page('Not found – Lever', `<div class="content"><div class="section page-centered"><h2>Sorry, we couldn't find anything here</h2><p>The job posting you're looking for might have closed, or it has been removed.</p></div></div>`);
}

function postingPage(j) {
  return page(`${j.companyName} - ${j.title}`, `${header(j)}<div class="content"><div class="section-wrapper page-full-width"><div class="section page-centered posting-header"><div class="posting-headline"><h2>${esc(j.title)}</h2>${cats(j)}</div><div class="postings-btn-wrapper"><a class="postings-btn template-btn-submit hex-color" href="/${j.company}/${j.id}/apply${''}">Apply for this job</a></div></div></div>
<div class="section-wrapper page-full-width"><div class="section page-centered" data-qa="job-description"><div>${esc(j.description)}</div></div>${j.lists.map(([h, items]) => `<div class="section page-centered"><h3>${esc(h)}</h3><ul class="posting-requirements plain-list">${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul></div>`).join('')}
<div class="section page-centered last-section-apply"><a class="postings-btn template-btn-submit hex-color" data-qa="btn-apply-bottom" href="/${j.company}/${j.id}/apply">Apply for this job</a></div></div></div>
<script>document.querySelectorAll('a[href$="/apply"]').forEach(function(a){ a.href += location.search; });</script>`);
}

function cardHtml(card) {
  const tpl = { text: card.text, description: '', fields: card.fields.map((f) => ({ type: f.type, text: f.text, description: '', required: f.required, ...(f.options ? { options: f.options.map((t) => ({ text: t })) } : {}) })) };
  const fields = card.fields.map((f, i) => {
    const nm = `cards[${card.id}][field${i}]`;
    const lab = `<div class="application-label full-width text">${esc(f.text)}${f.required ? '<span class="required">✱</span>' : ''}</div>`;
    let input;
    if (f.type === 'text') input = `<input type="text" name="${nm}" class="card-field-input"${f.required ? ' required' : ''}>`;
    else if (f.type === 'textarea') input = `<textarea name="${nm}" class="card-field-input"${f.required ? ' required' : ''}></textarea>`;
    else if (f.type === 'multiple-choice') input = `<ul data-qa="multiple-choice">${f.options.map((o) => `<li><label class="application-answer-alternative"><input type="radio" name="${nm}" value="${esc(o)}"${f.required ? ' required' : ''}><span class="application-answer-alternative">${esc(o)}</span></label></li>`).join('')}</ul>`;
    else if (f.type === 'multiple-select') input = `<ul data-qa="checkboxes">${f.options.map((o) => `<li><label class="application-answer-alternative"><input type="checkbox" name="${nm}" value="${esc(o)}"><span class="application-answer-alternative">${esc(o)}</span></label></li>`).join('')}</ul>`;
    else input = `<select name="${nm}"${f.required ? ' required' : ''}><option value="">Select ...</option>${f.options.map((o) => `<option value="${esc(o)}">${esc(o)}</option>`).join('')}</select>`;
    const tag = f.type === 'multiple-choice' || f.type === 'multiple-select' ? 'fieldset' : 'label';
    return `<li class="application-question custom-question"><${tag} ${tag === 'fieldset' ? 'style="border:0;padding:0;margin:0"' : ''}>${tag === 'fieldset' ? lab.replace('<div class="application-label', '<legend class="application-label').replace(/<\/div>$/, '</legend>') : lab}<div class="application-field full-width">${input}</div></${tag}></li>`;
  }).join('');
  return `<div class="section page-centered application-form"><input type="hidden" name="cards[${card.id}][baseTemplate]" value="${esc(JSON.stringify(tpl))}"><h4>${esc(card.text)}</h4><ul>${fields}</ul></div>`;
}

const EEO_HTML = `<div class="section page-centered application-form eeo-section"><h4>U.S. Equal Employment Opportunity information &nbsp;(Completion is voluntary and will not subject you to adverse treatment)</h4>
<p>Our company values diversity. To ensure that we comply with reporting requirements and to learn more about how we can increase diversity in our candidate pool, we invite you to voluntarily provide demographic information in a confidential survey at the end of this application. Providing this information is optional. It will not be accessible or used in the hiring process, and has no effect on your opportunity for employment.</p>
<ul><li class="application-question"><label><div class="application-label">Gender</div><div class="application-field"><select name="eeo[gender]"><option value="">Select ...</option><option>Male</option><option>Female</option><option>Decline to self-identify</option></select></div></label></li>
<li class="application-question"><label><div class="application-label">Race</div><div class="application-field"><select name="eeo[race]"><option value="">Select ...</option><option>Hispanic or Latino</option><option>White (Not Hispanic or Latino)</option><option>Black or African American (Not Hispanic or Latino)</option><option>Asian (Not Hispanic or Latino)</option><option>Two or More Races (Not Hispanic or Latino)</option><option>Decline to self-identify</option></select></div></label></li>
<li class="application-question"><label><div class="application-label">Veteran status</div><div class="application-field"><select name="eeo[veteran]"><option value="">Select ...</option><option>I am a veteran</option><option>I am not a veteran</option><option>Decline to self-identify</option></select></div></label></li>
<li class="application-question"><label><div class="application-label">Disability status</div><div class="application-field"><select name="eeo[disability]" id="eeo-disability"><option value="">Select ...</option><option>Yes, I have a disability (or previously had a disability)</option><option>No, I do not have a disability</option><option>I do not want to answer</option></select></div></label></li>
<li class="application-question" id="disability-signature" style="display:none"><label><div class="application-label">Name</div><div class="application-field"><input type="text" name="eeo[disabilitySignature]"></div></label></li>
<li class="application-question" id="disability-signature-date" style="display:none"><label><div class="application-label">Date</div><div class="application-field"><input type="text" name="eeo[disabilitySignatureDate]" placeholder="MM/DD/YYYY"></div></label></li></ul></div>`;

function applyPage(j, error = '') {
  const body = `${header(j)}<div class="content"><div class="section-wrapper page-full-width"><div class="section page-centered application-header"><h2>${esc(j.title)}</h2>${cats(j)}</div></div>
<div class="section-wrapper page-full-width"><form id="application-form" class="application-form" method="POST" action="/${j.company}/${j.id}/apply" enctype="multipart/form-data" novalidate>
${error ? `<div class="flash-error" role="alert">${esc(error)}</div>` : ''}
<input type="hidden" name="accountId" value=""><input type="hidden" name="linkedInData" value=""><input type="hidden" name="origin" value=""><input type="hidden" name="referer" value=""><input type="hidden" name="source" value=""><input type="hidden" name="applicant-timezone" value="">
<div class="section page-centered application-form"><h4>Submit your application</h4><ul>
<li class="application-question resume"><label class="application-label" for="resume-upload-input">Resume/CV<span class="required">✱</span></label><div class="application-field"><a class="postings-btn template-btn-utility visible-resume-upload" role="button" tabindex="0"><span class="default-label">ATTACH RESUME/CV</span></a><input type="file" id="resume-upload-input" name="resume" data-qa="input-resume" class="application-file-input invisible-resume-upload" accept=".pdf,.doc,.docx,.txt,.rtf,.odt" style="position:absolute;left:-9999px"><span class="resume-upload-working" aria-live="polite">Uploading resume...</span><span class="resume-upload-success" aria-live="polite">Success!</span><span class="resume-upload-failure" aria-live="polite">Couldn't auto-read resume.</span><span class="filename"></span><input type="hidden" name="resumeStorageId" value=""></div></li>
<li class="application-question"><label><div class="application-label">Full name<span class="required">✱</span></div><div class="application-field"><input type="text" name="name" data-qa="name-input" required autocomplete="name"></div></label></li>
<li class="application-question"><label><div class="application-label">Email<span class="required">✱</span></div><div class="application-field"><input type="email" name="email" data-qa="email-input" required autocomplete="email"></div></label></li>
<li class="application-question"><label><div class="application-label">Phone<span class="required">✱</span></div><div class="application-field"><input type="text" name="phone" data-qa="phone-input" required autocomplete="tel"></div></label></li>
<li class="application-question"><label><div class="application-label">Current location<span class="required">✱</span></div><div class="application-field"><input type="text" name="location" id="location-input" class="location-input" data-qa="location-input" autocomplete="off" required aria-autocomplete="list" aria-controls="location-results"><div class="dropdown-results" id="location-results" role="listbox"></div><input type="hidden" name="selectedLocation" id="selected-location" value=""></div></label></li>
<li class="application-question"><label><div class="application-label">Current company</div><div class="application-field"><input type="text" name="org" data-qa="org-input" autocomplete="organization"></div></label></li>
</ul></div>
<div class="section page-centered application-form"><h4>Links</h4><ul>
<li class="application-question"><label><div class="application-label">LinkedIn URL</div><div class="application-field"><input type="text" name="urls[LinkedIn]"></div></label></li>
<li class="application-question"><label><div class="application-label">Twitter URL</div><div class="application-field"><input type="text" name="urls[Twitter]"></div></label></li>
<li class="application-question"><label><div class="application-label">GitHub URL</div><div class="application-field"><input type="text" name="urls[GitHub]"></div></label></li>
<li class="application-question"><label><div class="application-label">Portfolio URL</div><div class="application-field"><input type="text" name="urls[Portfolio]"></div></label></li>
<li class="application-question"><label><div class="application-label">Other website</div><div class="application-field"><input type="text" name="urls[Other]"></div></label></li>
</ul></div>
${j.cards.map(cardHtml).join('\n')}
<div class="section page-centered application-form"><h4>Additional information</h4><ul><li class="application-question additional-information"><div class="application-field full-width"><textarea name="comments" id="additional-information" placeholder="Add a cover letter or anything else you want to share." aria-label="Additional information"></textarea></div></li></ul></div>
${j.eeo ? EEO_HTML : ''}
${j.marketingConsent ? `<div class="section page-centered application-form consent-section"><h4>Future opportunities</h4><ul><li class="application-question"><label class="application-answer-alternative"><input type="checkbox" name="consent[marketing]" value="true"> I would like ${esc(j.companyName)} to keep my information on file and contact me about future job opportunities.</label></li></ul></div>` : ''}
<input type="hidden" name="h-captcha-response" id="hcaptchaResponseInput" value="">
<div class="section page-centered last-section-apply"><button type="submit" class="postings-btn template-btn-submit hex-color" id="btn-submit" data-qa="btn-submit">Submit application</button><button type="button" id="hcaptchaSubmitBtn" class="hidden" style="display:none" aria-hidden="true"></button></div>
</form></div></div>
<script>
(function(){
  var JOB = ${JSON.stringify(`lever:${j.company}/${j.id}`)}, PARSE = ${j.parse}, CAPTCHA = ${JSON.stringify(j.captcha)}, FAST = window.__FAST;
  var form = document.getElementById('application-form');
  var qs = new URLSearchParams(location.search);
  form.querySelector('[name=source]').value = qs.getAll('lever-source[]').join(',') || qs.get('lever-source') || '';
  form.querySelector('[name=origin]').value = qs.get('lever-origin') || '';
  try { form.querySelector('[name="applicant-timezone"]').value = Intl.DateTimeFormat().resolvedOptions().timeZone; } catch(e){}
  var dis = document.getElementById('eeo-disability');
  if (dis) dis.addEventListener('change', function(){ var on = !!dis.value; document.getElementById('disability-signature').style.display = on?'':'none'; document.getElementById('disability-signature-date').style.display = on?'':'none'; });
  // location typeahead
  var li = document.getElementById('location-input'), dr = document.getElementById('location-results'), sel = document.getElementById('selected-location'), t = null, items = [], act = -1;
  function choose(c){ li.value = c.name; sel.value = JSON.stringify({ name: c.name, id: c.id }); dr.classList.remove('open'); dr.innerHTML=''; }
  li.addEventListener('input', function(){ sel.value=''; clearTimeout(t); var v = li.value; t = setTimeout(function(){ fetch('/searchLocations?text='+encodeURIComponent(v)+'&job='+encodeURIComponent(JOB)).then(function(r){ return r.json(); }).then(function(list){ items = list; act = -1; dr.innerHTML = list.map(function(c,i){ return '<div class="dropdown-location" role="option" id="loc-opt-'+i+'">'+c.name.replace(/</g,'&lt;')+'</div>'; }).join('') || '<div class="dropdown-no-results">No location found. Try entering a different location</div>'; dr.classList.add('open'); dr.querySelectorAll('.dropdown-location').forEach(function(n,i){ n.addEventListener('mousedown', function(e){ e.preventDefault(); choose(items[i]); }); }); }); }, 250); });
  li.addEventListener('keydown', function(e){ var n = dr.querySelectorAll('.dropdown-location'); if (!n.length) return; if (e.key==='ArrowDown'){ e.preventDefault(); act=Math.min(act+1,n.length-1); } else if (e.key==='ArrowUp'){ e.preventDefault(); act=Math.max(act-1,0); } else if (e.key==='Enter'){ e.preventDefault(); if (act>=0) choose(items[act]); return; } else return; n.forEach(function(x,i){ x.classList.toggle('active', i===act); }); });
  li.addEventListener('blur', function(){ setTimeout(function(){ dr.classList.remove('open'); }, 150); });
  // resume: sent to the reader as soon as it is chosen; what it reads is written into the boxes a moment later
  var rin = document.getElementById('resume-upload-input'), busy = false;
  document.querySelector('.visible-resume-upload').addEventListener('click', function(){ rin.click(); });
  rin.addEventListener('change', function(){
    var f = rin.files[0]; if (!f) return; var w = document.querySelector('.resume-upload-working'), ok = document.querySelector('.resume-upload-success'), bad = document.querySelector('.resume-upload-failure');
    document.querySelector('.filename').textContent = f.name; w.style.display='inline'; ok.style.display='none'; bad.style.display='none'; busy = true;
    var fd = new FormData(); fd.append('resume', f);
    fetch('/parseResume?job='+encodeURIComponent(JOB), { method:'POST', body: fd }).then(function(r){ return r.json(); }).then(function(d){
      busy = false; w.style.display='none'; form.querySelector('[name=resumeStorageId]').value = d.resumeStorageId || '';
      if (!d.data) { bad.style.display='inline'; return; }
      ok.style.display='inline';
      setTimeout(function(){
        var p = d.data;
        if (p.names && p.names[0]) form.querySelector('[name=name]').value = p.names[0];
        if (p.phones && p.phones[0]) form.querySelector('[name=phone]').value = p.phones[0].value;
        if (p.location) { li.value = p.location.name; sel.value=''; }
        if (p.emails && p.emails[0] && !form.querySelector('[name=email]').value) form.querySelector('[name=email]').value = p.emails[0].value;
        ['name','phone','location'].forEach(function(n){ form.querySelector('[name='+n+']').dispatchEvent(new Event('change', {bubbles:true})); });
      }, 2000);
    }).catch(function(){ busy = false; w.style.display='none'; bad.style.display='inline'; });
  });
  function clearErrors(){ form.querySelectorAll('.error-message').forEach(function(e){ e.remove(); }); }
  function validate(){
    clearErrors(); var bad = [];
    form.querySelectorAll('[required]').forEach(function(i){
      if (i.type === 'radio') { if (!form.querySelector('input[name="'+CSS.escape(i.name)+'"]:checked') && bad.indexOf(i.name) < 0) { bad.push(i.name); var fs = i.closest('.application-question'); fs.insertAdjacentHTML('beforeend','<div class="error-message">This field is required</div>'); } }
      else if (!String(i.value).trim()) { bad.push(i.name); i.closest('.application-field').insertAdjacentHTML('beforeend','<div class="error-message">This field is required</div>'); }
    });
    if (!rin.files.length) { bad.push('resume'); rin.closest('.application-field').insertAdjacentHTML('beforeend','<div class="error-message">Please attach your resume</div>'); }
    return !bad.length;
  }
  function realSubmit(){ form.querySelector('[name="h-captcha-response"]').value = 'P1_eyJ0eXAiOiJKV1Qi' + Math.random().toString(36).slice(2); HTMLFormElement.prototype.submit.call(form); }
  form.addEventListener('submit', function(ev){
    ev.preventDefault();
    if (!validate()) return;
    if (CAPTCHA === 'visible') return showChallenge();
    realSubmit();
  });
  function showChallenge(){
    if (document.querySelector('.h-captcha-overlay')) return;
    var tiles = ['bus','tree','bus','road sign','car','bus','bicycle','traffic light','bridge'];
    var o = document.createElement('div'); o.className = 'h-captcha-overlay';
    o.innerHTML = '<div class="h-captcha-box" role="dialog" aria-modal="true" aria-label="hCaptcha challenge"><div class="challenge-header"><div style="font-size:13px">Verify you are human</div><div style="font-size:20px;font-weight:600">Please click each image containing a bus</div></div><div class="challenge-grid">' + tiles.map(function(t,i){ return '<button type="button" class="challenge-tile" aria-pressed="false" aria-label="Challenge image '+(i+1)+'" data-k="'+t+'"><span aria-hidden="true">['+t+']</span></button>'; }).join('') + '</div><div class="challenge-footer"><span style="font-size:12px">hCaptcha · Privacy · Terms</span><button type="button" class="button-submit" id="hc-verify">Verify</button></div><div class="challenge-error" aria-live="polite" style="color:#c00;padding:0 12px 8px;font-size:13px"></div></div>';
    document.body.appendChild(o);
    o.querySelectorAll('.challenge-tile').forEach(function(b){ b.onclick = function(){ b.setAttribute('aria-pressed', String(b.getAttribute('aria-pressed') !== 'true')); }; });
    o.querySelector('#hc-verify').onclick = function(){
      var okk = true; o.querySelectorAll('.challenge-tile').forEach(function(b){ if ((b.getAttribute('data-k')==='bus') !== (b.getAttribute('aria-pressed')==='true')) okk = false; });
      if (okk) { o.remove(); realSubmit(); } else { o.querySelector('.challenge-error').textContent = 'Please try again.'; o.querySelectorAll('.challenge-tile').forEach(function(b){ b.setAttribute('aria-pressed','false'); }); }
    };
  }
})();
</script>`;
  return page(`${j.companyName} - ${j.title}`, body);
}

function thanksPage(j) {
  return page(`${j.companyName} - Application submitted`, `${header(j)}<div class="content"><div class="section page-centered application-submitted" data-qa="msg-submit-success"><h3>Application submitted!</h3><p>Thank you for your interest in ${esc(j.companyName)}. We have received your application for ${esc(j.title)} and will be in touch.</p></div></div>`);
}

async function submit(req, res, j) {
  const jobKey = `lever:${j.company}/${j.id}`;
  const mp = parseMultipart(await readBody(req), req.headers['content-type']);
  const fields = pairsToFields(mp.fields, ['h-captcha-response', 'resumeStorageId', 'accountId', 'linkedInData', 'referer', 'applicant-timezone']);
  for (const k of Object.keys(fields)) if (/\[baseTemplate\]$/.test(k)) delete fields[k];
  // checkboxes posted once under a card field name become arrays for multiple-select fields
  for (const c of j.cards) c.fields.forEach((f, i) => { const k = `cards[${c.id}][field${i}]`; if (f.type === 'multiple-select' && k in fields && !Array.isArray(fields[k])) fields[k] = [fields[k]]; });
  const files = mp.files.filter((f) => f.field === 'resume').map((f) => ({ field: 'resume', name: f.name, size: f.data.length, sha256: sha256(f.data) }));
  const pending = pendingUploads(jobKey);
  const errors = [];
  for (const k of ['name', 'email', 'phone', 'location']) if (!String(fields[k] || '').trim()) errors.push(`${k} is required`);
  if (!files.length) errors.push('resume is required');
  for (const c of j.cards) c.fields.forEach((f, i) => { if (f.required && !fields[`cards[${c.id}][field${i}]`]) errors.push(`${f.text} is required`); });
  const accepted = !errors.length && !pending;
  record({ site: 'lever', jobKey, linkedinJobId: j.li, fields, files, accepted, errors, pending });
  if (!accepted) return send(res, 422, applyPage(j, pending ? 'Your resume is still being processed. Please wait a moment and submit again.' : 'Please fill in the required fields: ' + errors.join('; ')));
  return redirect(res, `/${j.company}/${j.id}/thanks`);
}

export async function handleLeverJobs(req, res, url, opts) {
  const p = url.pathname.replace(/\/+$/, '') || '/';
  if (p === '/parseResume' && req.method === 'POST') {
    const jobKey = url.searchParams.get('job') || '';
    const mp = parseMultipart(await readBody(req), req.headers['content-type']);
    const f = mp.files[0];
    if (!f) return sendJson(res, 400, { error: 'no file' });
    const rec = startUpload({ site: 'lever', jobKey, field: 'resume', name: f.name, data: f.data });
    await sleep(opts.fast ? 500 : 1500);
    finishUpload(rec);
    // what the reader gets from the PDF's header block (and gets wrong)
    return sendJson(res, 200, { resumeStorageId: rec.token, data: { names: ['AARAV SHARMA B.Tech'], emails: [{ value: 'aarav.sharma@example.com' }], phones: [{ value: '+91 98765-43210 | aarav.sharma@example.com' }], location: { name: 'Bangalore' }, links: [] } });
  }
  if (p === '/searchLocations') {
    const term = url.searchParams.get('text') || '';
    state.lookups.push({ site: 'lever', jobKey: url.searchParams.get('job') || '', kind: 'location', term, at: new Date().toISOString() });
    return sendJson(res, 200, searchCities(term).map((c, i) => ({ name: c.name, id: `ChIJ${Buffer.from(c.name).toString('base64').slice(0, 16)}` })));
  }
  if (p === '/thanks') return send(res, 200, page('Application submitted', '<div class="content"><div class="section page-centered application-submitted"><h3>Application submitted!</h3></div></div>'));
  const m = p.match(/^\/([a-z0-9-]+)\/([0-9a-f-]{36})(\/apply|\/thanks)?$/);
  if (m) {
    const key = `${m[1]}/${m[2]}`;
    const j = LEVER_JOBS[key];
    if (!j) return send(res, 404, notFound());
    if (m[3] === '/thanks') return send(res, 200, thanksPage(j));
    if (m[3] === '/apply') return req.method === 'POST' ? submit(req, res, j) : send(res, 200, applyPage(j).replace('<body>', `<body><script>window.__FAST=${!!opts.fast}</script>`));
    return send(res, 200, postingPage(j));
  }
  const m2 = p.match(/^\/([a-z0-9-]+)$/);
  if (m2) {
    const jobs = Object.values(LEVER_JOBS).filter((j) => j.company === m2[1]);
    if (!jobs.length) return send(res, 404, notFound());
    return send(res, 200, page(jobs[0].companyName + ' jobs', `${header(jobs[0])}<div class="content">${jobs.map((j) => `<div class="posting"><a class="posting-title" href="/${j.company}/${j.id}"><h5>${esc(j.title)}</h5></a>${cats(j)}</div>`).join('')}</div>`));
  }
  return send(res, 404, notFound());
}

function apiPosting(j) {
  return {
    id: j.id, text: j.title, categories: { commitment: j.commitment, department: 'Engineering', location: j.location, team: j.team, allLocations: [j.location] },
    country: 'IN', createdAt: 1759300000000, workplaceType: j.workplaceType,
    descriptionPlain: j.description, description: `<div>${esc(j.description)}</div>`, openingPlain: '', opening: '', descriptionBodyPlain: j.description, descriptionBody: `<div>${esc(j.description)}</div>`,
    lists: j.lists.map(([text, items]) => ({ text, content: items.map((x) => `<li>${esc(x)}</li>`).join('') })),
    additionalPlain: '', additional: '',
    hostedUrl: `https://jobs.lever.co/${j.company}/${j.id}`, applyUrl: `https://jobs.lever.co/${j.company}/${j.id}/apply`,
    salaryRange: null, salaryDescription: '', salaryDescriptionPlain: '',
  };
}

export async function handleLeverApi(req, res, url) {
  const p = url.pathname.replace(/\/+$/, '');
  let m = p.match(/^\/v0\/postings\/([a-z0-9-]+)\/([0-9a-f-]{36})$/);
  if (m) {
    const j = LEVER_JOBS[`${m[1]}/${m[2]}`];
    return j ? sendJson(res, 200, apiPosting(j)) : sendJson(res, 404, { ok: false, error: 'Document not found' });
  }
  m = p.match(/^\/v0\/postings\/([a-z0-9-]+)$/);
  if (m) {
    const jobs = Object.values(LEVER_JOBS).filter((j) => j.company === m[1]);
    const closedCo = Object.values(LEVER_CLOSED).some((j) => j.company === m[1]);
    if (!jobs.length && !closedCo) return sendJson(res, 404, { ok: false, error: 'Document not found' });
    return sendJson(res, 200, jobs.map(apiPosting));
  }
  return sendJson(res, 404, { ok: false, error: 'Not found' });
}
