// Ashby: jobs.ashbyhq.com (client-rendered posting + application), its non-user GraphQL, file uploads, and the
// public posting API at api.ashbyhq.com/posting-api/job-board/<org>.
import { ASHBY_JOBS, searchCities } from './data.mjs';
import { esc, sleep, readBody, startUpload, finishUpload, pendingUploads, uploadTokens, fileOf, record, send, sendJson, rid, state } from './core.mjs';

const handles = new Map(); // handle -> { jobKey, field, upload }

function formDefinition(j) {
  const fe = (e) => ({
    __typename: 'FormFieldEntry', id: `${e.path}-entry`, descriptionHtml: e.descriptionHtml || (e.description ? `<p>${esc(e.description)}</p>` : null), isHidden: false, isRequired: e.required,
    field: { id: e.path, path: e.path, title: e.title, type: e.type, isNullable: !e.required, ...(e.options ? { selectableValues: e.options.map((o) => ({ label: o, value: o })) } : {}) },
    ...(e.showWhen ? { fieldConditions: [{ path: e.showWhen[0], equals: e.showWhen[1] }] } : {}),
  });
  return {
    data: {
      jobPosting: {
        __typename: 'JobPosting', id: j.id, title: j.title, departmentName: j.department, teamNames: [j.team], locationName: j.location, workplaceType: j.workplaceType, employmentType: j.employmentType,
        descriptionHtml: j.description.map((p) => `<p>${esc(p)}</p>`).join(''), isListed: true, isConfidential: false,
        applicationForm: { __typename: 'FormRender', id: `form-${j.id.slice(0, 8)}`, formControls: [{ identifier: 'submit', title: 'Submit Application' }], sections: [{ title: null, descriptionHtml: null, fieldEntries: j.entries.map(fe) }] },
        surveyForms: j.surveyEntries.length ? [{ __typename: 'FormRender', id: `survey-${j.id.slice(0, 8)}`, sections: [{ title: 'U.S. Equal Employment Opportunity Information', descriptionHtml: '<p>We are an equal opportunity employer. Submission of this information is voluntary.</p>', fieldEntries: j.surveyEntries.map((e) => fe({ ...e, required: false })) }] }] : [],
        compensationTierSummary: compSummary(j),
      },
    },
  };
}
const compSummary = (j) => `₹${(j.compensation.min / 100000).toFixed(0)}L – ₹${(j.compensation.max / 100000).toFixed(0)}L`;

const CSS = `*{box-sizing:border-box}body{margin:0;font-family:Inter,system-ui,-apple-system,sans-serif;color:#1b1b1f;background:#fff}
._navRoot_1k2wd_1{border-bottom:1px solid #e6e6eb;padding:16px 32px;font-weight:700;font-size:18px}
._container_ud4nd_29{max-width:720px;margin:0 auto;padding:24px}._title_ud4nd_34{font-size:28px;margin:8px 0}
._tabs_1c8pl_1{display:flex;gap:24px;border-bottom:1px solid #e6e6eb;margin:16px 0}._tab_1c8pl_1{padding:10px 0;color:#555;text-decoration:none;border-bottom:2px solid transparent}._tab_1c8pl_1[aria-selected=true]{color:#1b1b1f;border-color:#4f46e5}
.ashby-application-form-field-entry{margin:22px 0;border:0;padding:0}.ashby-application-form-question-title{display:block;font-weight:600;font-size:15px;margin-bottom:8px}
._required_101oc_92::after{content:"*";color:#c22;margin-left:2px}
._input_1wkz4_28{width:100%;padding:10px 12px;border:1px solid #c9c9d1;border-radius:8px;font-size:15px}
._yesno_hkyf8_143{display:flex;gap:8px}._option_y2cw4_33{padding:9px 28px;border:1px solid #c9c9d1;border-radius:8px;background:#fff;cursor:pointer;font-size:15px}._option_y2cw4_33[aria-pressed=true]{background:#eef;border-color:#4f46e5;color:#4f46e5}
._option_1v5e2_35{display:flex;align-items:center;gap:8px;margin:6px 0}
._listbox_1d3lz_1{position:absolute;z-index:10;left:0;right:0;background:#fff;border:1px solid #c9c9d1;border-radius:8px;max-height:240px;overflow:auto;margin:4px 0;padding:4px 0;list-style:none}
._listbox_1d3lz_1 [role=option]{padding:8px 12px;cursor:pointer}._listbox_1d3lz_1 [role=option][aria-selected=true],._listbox_1d3lz_1 [role=option]:hover{background:#eef}
._fileUpload_1ug2y_1{border:1px dashed #c9c9d1;border-radius:8px;padding:16px;text-align:center}._fileUpload_1ug2y_1 button{padding:8px 16px;border-radius:8px;border:1px solid #4f46e5;background:#fff;color:#4f46e5;cursor:pointer}
._autofillPane_2z1wk_1{background:#f5f5ff;border-radius:12px;padding:20px;margin:16px 0}
._error_1v5e2_1{color:#c22;font-size:13px;margin-top:6px}
.ashby-application-form-submit-button{width:100%;padding:14px;border:0;border-radius:10px;background:#4f46e5;color:#fff;font-size:16px;font-weight:600;cursor:pointer;margin:24px 0 80px}
.ashby-application-form-submit-button:disabled{opacity:.6}
._toast_3kd1e_1{position:fixed;right:24px;bottom:24px;background:#1b1b1f;color:#fff;padding:10px 16px;border-radius:8px;font-size:13px;transition:opacity .4s}
.ashby-application-form-success-container{text-align:center;padding:60px 0}
._smsConsent_9d2ke_1{margin-top:10px;font-size:13px;color:#555}
._banner_k3s9a_1{background:#fdecea;color:#a33;padding:10px 14px;border-radius:8px;margin:12px 0}
.grecaptcha-badge{width:256px;height:60px;position:fixed;bottom:14px;right:-186px;box-shadow:gray 0 0 5px;overflow:hidden;background:#f9f9f9}`;

const CLIENT = String.raw`
(function(){
  var A = window.__appData, root = document.getElementById('root');
  if (!A.posting) { root.innerHTML = '<div class="_container_ud4nd_29"><h1 class="_title_ud4nd_34">Page not found</h1><p>The job you are looking for may have been filled or removed. <a href="/'+A.organization.hostedJobsPageSlug+'">View open positions</a></p></div>'; return; }
  var ORG = A.organization.hostedJobsPageSlug, PID = A.posting.id, JOB = 'ashby:'+ORG+'/'+PID, FRI = 'fr-' + Math.random().toString(36).slice(2,10);
  var def = null, values = {}, uploading = 0, sms = null, saveTimers = {};
  function gql(op, variables){ return fetch('/api/non-user-graphql?op='+op, { method:'POST', headers:{'content-type':'application/json','apollographql-client-name':'frontend_non_user'}, body: JSON.stringify({ operationName: op, variables: variables, query: 'query '+op+' { ... }' }) }).then(function(r){ return r.json(); }); }
  function esc(s){ return String(s==null?'':s).replace(/[&<>"]/g, function(c){ return {'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]; }); }
  function autosave(path){ clearTimeout(saveTimers[path]); saveTimers[path] = setTimeout(function(){ gql('ApiSetFormValue', { organizationHostedJobsPageName: ORG, jobPostingId: PID, formRenderIdentifier: FRI, path: path, value: values[path] === undefined ? null : values[path] }); }, 350); }
  function setVal(path, v, silent){ values[path] = v; if (!silent) autosave(path); var e = document.getElementById(path+'-error'); if (e) e.remove(); refreshConditions(); }
  function tab(which){
    var onApp = which === 'application';
    var base = '/'+ORG+'/'+PID;
    history.replaceState(null, '', base + (onApp ? '/application' : '') + location.search);
    document.querySelectorAll('._tab_1c8pl_1').forEach(function(t){ t.setAttribute('aria-selected', String(t.getAttribute('data-tab')===which)); });
    document.getElementById('overview').hidden = onApp; document.getElementById('form').hidden = !onApp;
  }
  function shell(){
    root.innerHTML = '<div class="_navRoot_1k2wd_1">'+esc(A.organization.name)+'</div><div class="_container_ud4nd_29"><h1 class="_title_ud4nd_34 ashby-job-posting-heading">'+esc(A.posting.title)+'</h1><div class="_details_ud4nd_40">'+esc(A.posting.locationName)+' · '+esc(A.posting.departmentName)+' · '+esc(A.posting.compensationTierSummary)+'</div>'
      + '<nav class="_tabs_1c8pl_1" role="tablist"><a class="_tab_1c8pl_1" role="tab" data-tab="overview" href="/'+ORG+'/'+PID+'">Overview</a><a class="_tab_1c8pl_1" role="tab" data-tab="application" href="/'+ORG+'/'+PID+'/application">Application</a></nav>'
      + '<div id="overview">'+A.posting.descriptionHtml+'<button type="button" class="ashby-application-form-submit-button" id="apply-btn">Apply for this Job</button></div><div id="form" hidden><p>Loading…</p></div></div>';
    root.querySelectorAll('._tab_1c8pl_1').forEach(function(t){ t.addEventListener('click', function(e){ e.preventDefault(); tab(t.getAttribute('data-tab')); }); });
    document.getElementById('apply-btn').onclick = function(){ tab('application'); };
    tab(/\/application\/?$/.test(location.pathname) ? 'application' : 'overview');
  }
  function title(e, forId, asLegend){ var cls = 'ashby-application-form-question-title _heading_101oc_53' + (e.isRequired ? ' _required_101oc_92' : ''); return asLegend ? '<legend class="'+cls+'">'+esc(e.field.title)+'</legend>' : '<label class="'+cls+'" for="'+forId+'">'+esc(e.field.title)+'</label>'; }
  function entryHtml(e){
    var f = e.field, p = f.path, desc = e.descriptionHtml && !(f.type==='Boolean' && !f.title) ? '<div class="_description_101oc_60">'+e.descriptionHtml+'</div>' : '';
    var wrapOpen = '<div class="ashby-application-form-field-entry _fieldEntry_hkhf8_29" data-field-path="'+p+'">', wrapClose = '</div>';
    if (f.type === 'String' || f.type === 'Email' || f.type === 'Number' || f.type === 'Phone') {
      var t = f.type === 'Email' ? 'email' : f.type === 'Phone' ? 'tel' : f.type === 'Number' ? 'number' : 'text';
      var extra = '';
      if (e.__sms) extra = '<div class="_smsConsent_9d2ke_1" role="group" aria-labelledby="'+p+'-sms-label"><span id="'+p+'-sms-label">I agree to receive text messages from '+esc(A.organization.name)+' about my application. Message and data rates may apply.</span><div class="_yesno_hkyf8_143" data-sms="1"><button type="button" class="_option_y2cw4_33" aria-pressed="false">Yes</button><button type="button" class="_option_y2cw4_33" aria-pressed="false">No</button></div></div>';
      return wrapOpen + title(e, p) + desc + '<input id="'+p+'" name="'+p+'" type="'+t+'" class="_input_1wkz4_28 _textInput_1wkz4_36" '+(f.type==='Phone'?'autocomplete="tel" ':'')+(f.type==='Email'?'autocomplete="email" ':'')+(p==='_systemfield_name'?'autocomplete="name" ':'')+'placeholder="'+(f.type==='Phone'?'Phone number':f.type==='Email'?'hello@example.com...':'Type here...')+'" value="">' + extra + wrapClose;
    }
    if (f.type === 'LongText') return wrapOpen + title(e, p) + desc + '<textarea id="'+p+'" name="'+p+'" class="_input_1wkz4_28"></textarea>' + wrapClose;
    if (f.type === 'File') return wrapOpen + title(e, p) + desc + '<div class="_fileUpload_1ug2y_1"><div class="_status_1ug2y_9" aria-live="polite"></div><button type="button" data-file-btn="'+p+'">Upload File</button> <span>or drag and drop here</span><input id="'+p+'" name="'+p+'" type="file" accept=".pdf,.doc,.docx,.odt,.rtf,.txt" style="position:absolute;left:-9999px"></div>' + wrapClose;
    if (f.type === 'Boolean' && e.__checkbox) return '<fieldset class="ashby-application-form-field-entry _fieldEntry_hkhf8_29" data-field-path="'+p+'"><legend class="ashby-application-form-question-title _heading_101oc_53'+(e.isRequired?' _required_101oc_92':'')+'">'+esc(f.title)+'</legend><div class="_option_1v5e2_35"><input type="checkbox" id="'+p+'" name="'+p+'"><label for="'+p+'">'+(e.descriptionHtml||'').replace(/<\/?p>/g,'')+'</label></div></fieldset>';
    if (f.type === 'Boolean') return '<fieldset class="ashby-application-form-field-entry _fieldEntry_hkhf8_29" data-field-path="'+p+'">' + title(e, p, true) + desc + '<div class="_yesno_hkyf8_143" data-bool="'+p+'"><button type="button" class="_option_y2cw4_33 _container_pjyt6_1" aria-pressed="false">Yes</button><button type="button" class="_option_y2cw4_33 _container_pjyt6_1" aria-pressed="false">No</button><input type="checkbox" name="'+p+'" tabindex="-1" aria-hidden="true" style="display:none"></div></fieldset>';
    if (f.type === 'MultiValueSelect') return '<fieldset class="ashby-application-form-field-entry _fieldEntry_hkhf8_29" data-field-path="'+p+'">' + title(e, p, true) + desc + f.selectableValues.map(function(o,i){ return '<div class="_option_1v5e2_35"><input type="checkbox" id="'+p+'-labeled-checkbox-'+i+'" name="'+p+'" value="'+esc(o.value)+'"><label for="'+p+'-labeled-checkbox-'+i+'">'+esc(o.label)+'</label></div>'; }).join('') + '</fieldset>';
    if (f.type === 'ValueSelect' && f.selectableValues.length <= 4) return '<fieldset class="ashby-application-form-field-entry _fieldEntry_hkhf8_29" data-field-path="'+p+'">' + title(e, p, true) + desc + f.selectableValues.map(function(o,i){ return '<div class="_option_1v5e2_35"><input type="radio" id="'+p+'-labeled-radio-'+i+'" name="'+p+'" value="'+esc(o.value)+'"><label for="'+p+'-labeled-radio-'+i+'">'+esc(o.label)+'</label></div>'; }).join('') + '</fieldset>';
    if (f.type === 'ValueSelect' || f.type === 'Location') return wrapOpen + title(e, p) + desc + '<div style="position:relative" data-combo="'+p+'" data-kind="'+f.type+'"><input id="'+p+'" class="_input_1wkz4_28" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="'+p+'-listbox" autocomplete="off" placeholder="'+(f.type==='Location'?'Start typing...':'Select...')+'" value=""></div>' + wrapClose;
    return wrapOpen + title(e, p) + '<input id="'+p+'" class="_input_1wkz4_28">' + wrapClose;
  }
  function visible(e){ var c = e.fieldConditions && e.fieldConditions[0]; return !c || values[c.path] === c.equals; }
  function refreshConditions(){
    if (!def) return;
    def.entries.forEach(function(e){ var node = document.querySelector('[data-field-path="'+e.field.path+'"]'); var v = visible(e);
      if (v && !node) { var prev = document.querySelector('[data-field-path="'+e.fieldConditions[0].path+'"]'); var tmp = document.createElement('div'); tmp.innerHTML = entryHtml(e); var n = tmp.firstChild; prev.parentNode.insertBefore(n, prev.nextSibling); wire(n, e); }
      else if (!v && node) { node.remove(); delete values[e.field.path]; }
    });
  }
  function boolWire(box, get, set){
    var btns = box.querySelectorAll('button');
    btns.forEach(function(b, i){ b.addEventListener('click', function(){ var nv = i === 0; if (get() === nv) nv = null; set(nv); setTimeout(function(){ btns.forEach(function(x, j){ x.setAttribute('aria-pressed', String(nv !== null && (j === 0) === nv)); }); var cb = box.querySelector('input[type=checkbox]'); if (cb) cb.checked = nv === true; }, 150); }); });
  }
  function comboWire(wrap, e){
    var p = e.field.path, kind = wrap.getAttribute('data-kind'), input = wrap.querySelector('input'), lb = null, items = [], act = -1, req = 0;
    function close(){ if (lb) { lb.remove(); lb = null; } input.setAttribute('aria-expanded','false'); }
    function paint(list){ items = list; act = -1; if (!lb) { lb = document.createElement('ul'); lb.id = p+'-listbox'; lb.setAttribute('role','listbox'); lb.className = '_listbox_1d3lz_1'; wrap.appendChild(lb); }
      lb.innerHTML = list.length ? list.map(function(o,i){ return '<li role="option" id="'+p+'-option-'+i+'" aria-selected="false">'+esc(o)+'</li>'; }).join('') : '<li class="_empty_1d3lz_20">No results</li>';
      input.setAttribute('aria-expanded','true');
      lb.querySelectorAll('[role=option]').forEach(function(li, i){ li.addEventListener('mousedown', function(ev){ ev.preventDefault(); pick(items[i]); }); }); }
    function pick(v){ input.value = v; setVal(p, v); close(); }
    function search(){
      var t = input.value;
      if (kind === 'Location') { var my = ++req; if (t.trim().length < 2) return close(); gql('ApiAutocompleteGeoLocation', { organizationHostedJobsPageName: ORG, jobPostingId: PID, query: t }).then(function(r){ if (my === req && document.activeElement === input) paint(r.data.autocompleteGeoLocation.results.map(function(x){ return x.title; })); }); }
      else paint(e.field.selectableValues.map(function(o){ return o.label; }).filter(function(o){ return o.toLowerCase().indexOf(t.toLowerCase()) >= 0; }));
    }
    input.addEventListener('input', function(){ if (values[p]) setVal(p, null); search(); });
    input.addEventListener('focus', function(){ if (kind !== 'Location') search(); });
    input.addEventListener('keydown', function(ev){ if (!lb) { if (ev.key==='ArrowDown') search(); return; } var n = lb.querySelectorAll('[role=option]'); if (ev.key==='ArrowDown'){ ev.preventDefault(); act = Math.min(act+1, n.length-1); } else if (ev.key==='ArrowUp'){ ev.preventDefault(); act = Math.max(act-1, 0); } else if (ev.key==='Enter'){ ev.preventDefault(); if (act >= 0) pick(items[act]); else if (items.length === 1) pick(items[0]); return; } else if (ev.key==='Escape'){ close(); return; } else return; n.forEach(function(x,i){ x.setAttribute('aria-selected', String(i===act)); }); if (n[act]) input.setAttribute('aria-activedescendant', n[act].id); });
    input.addEventListener('blur', function(){ setTimeout(function(){ close(); if (!values[p]) input.value = ''; }, 150); });
  }
  function upload(file, field){
    uploading++;
    return gql('ApiCreateFileUploadHandle', { organizationHostedJobsPageName: ORG, jobPostingId: PID, fileUploadContext: field === 'autofill' ? 'ResumeAutofill' : 'ApplicationForm', filename: file.name, contentType: file.type })
      .then(function(r){ var h = r.data.createFileUploadHandle; return fetch(h.url, { method:'POST', headers:{'x-file-name': encodeURIComponent(file.name)}, body: file }).then(function(){ return h.handle; }); })
      .finally(function(){ uploading--; });
  }
  function wire(node, e){
    var p = e.field.path, t = e.field.type;
    if (t === 'String' || t === 'Email' || t === 'Number' || t === 'Phone' || t === 'LongText') {
      var i = node.querySelector('#'+CSS.escape(p)); i.addEventListener('input', function(){ setVal(p, i.value === '' ? null : (t === 'Number' ? Number(i.value) : i.value)); });
      var s = node.querySelector('[data-sms]'); if (s) boolWire(s, function(){ return sms; }, function(v){ sms = v; });
    } else if (t === 'File') {
      var fi = node.querySelector('input[type=file]'), st = node.querySelector('._status_1ug2y_9');
      node.querySelector('[data-file-btn]').onclick = function(){ fi.click(); };
      fi.addEventListener('change', function(){ var f = fi.files[0]; if (!f) return; st.textContent = 'Uploading ' + f.name + '…'; values[p] = null; upload(f, p).then(function(h){ values[p] = h; st.innerHTML = '<span class="_filename_1ug2y_20">'+esc(f.name)+'</span> <button type="button" class="_replace_1ug2y_24">Replace</button>'; st.querySelector('button').onclick = function(){ fi.click(); }; var er = document.getElementById(p+'-error'); if (er) er.remove(); }).catch(function(){ st.textContent = f.name + ' Replace'; }); });
    } else if (t === 'Boolean' && e.__checkbox) {
      var cb = node.querySelector('input[type=checkbox]'); cb.addEventListener('change', function(){ setVal(p, cb.checked ? true : null); });
    } else if (t === 'Boolean') {
      boolWire(node.querySelector('[data-bool]'), function(){ return values[p]; }, function(v){ setVal(p, v); });
    } else if (t === 'MultiValueSelect') {
      node.querySelectorAll('input[type=checkbox]').forEach(function(c){ c.addEventListener('change', function(){ var arr = Array.prototype.filter.call(node.querySelectorAll('input:checked'), function(x){ return true; }).map(function(x){ return x.value; }); setVal(p, arr.length ? arr : null); }); });
    } else if (t === 'ValueSelect' && node.querySelector('input[type=radio]')) {
      node.querySelectorAll('input[type=radio]').forEach(function(r){
        var lab = node.querySelector('label[for="'+r.id+'"]'), was = false;
        lab.addEventListener('mousedown', function(){ was = r.checked; }); r.addEventListener('mousedown', function(){ was = r.checked; });
        r.addEventListener('click', function(){ if (was) { r.checked = false; setVal(p, null); } else setVal(p, r.value); was = false; });
      });
    } else if (node.querySelector('[data-combo]')) comboWire(node.querySelector('[data-combo]'), e);
  }
  function autofillPane(){
    return '<div class="_autofillPane_2z1wk_1"><h2 style="font-size:17px;margin:0 0 6px">Autofill from resume</h2><p style="margin:0 0 12px;font-size:14px">Upload your resume here to autofill key application fields.</p><div class="_fileUpload_1ug2y_1"><div class="_status_1ug2y_9" id="autofill-status" aria-live="polite"></div><button type="button" id="autofill-btn">Upload file</button><input type="file" id="_autofill_resume" accept=".pdf,.doc,.docx" aria-label="Autofill from resume" style="position:absolute;left:-9999px"></div></div>';
  }
  function fill(path, v){ var i = document.getElementById(path); if (!i) return; i.value = v; setVal(path, v); }
  function render(d){
    var jp = d.data.jobPosting; var form = document.getElementById('form');
    def = { entries: jp.applicationForm.sections[0].fieldEntries, survey: (jp.surveyForms[0] || { sections: [{ fieldEntries: [] }] }).sections[0].fieldEntries };
    def.entries.forEach(function(e){ if (e.field.type === 'Boolean' && !e.field.title) e.__checkbox = true; if (e.field.type === 'Phone' && A.posting.smsConsent) e.__sms = true; });
    var html = '<div class="ashby-application-form-container _root_1oa6i_1">' + (A.posting.autofill ? autofillPane() : '') + '<div id="form-banner"></div>';
    html += def.entries.filter(visible).map(entryHtml).join('');
    if (def.survey.length) html += '<div class="_section_11obu_1"><h2 style="font-size:18px;margin-top:36px">'+esc(jp.surveyForms[0].sections[0].title)+'</h2>'+jp.surveyForms[0].sections[0].descriptionHtml + def.survey.map(entryHtml).join('') + '</div>';
    html += '<button type="button" class="ashby-application-form-submit-button _submitButton_oj0x8_408 _button_8wvgw_29">Submit Application</button><div class="grecaptcha-badge"><iframe title="reCAPTCHA" width="256" height="60" role="presentation" srcdoc="protected by reCAPTCHA"></iframe><textarea id="g-recaptcha-response-100000" name="g-recaptcha-response" style="display:none"></textarea></div></div>';
    form.innerHTML = html;
    def.entries.concat(def.survey).forEach(function(e){ var n = document.querySelector('[data-field-path="'+e.field.path+'"]'); if (n) wire(n, e); });
    if (A.posting.autofill) {
      var ai = document.getElementById('_autofill_resume'), as = document.getElementById('autofill-status');
      document.getElementById('autofill-btn').onclick = function(){ ai.click(); };
      ai.addEventListener('change', function(){ var f = ai.files[0]; if (!f) return; as.textContent = 'Reading your resume…'; upload(f, 'autofill').then(function(h){ return gql('ApiParseResume', { organizationHostedJobsPageName: ORG, jobPostingId: PID, fileHandle: h }); }).then(function(r){
        as.textContent = f.name + ' uploaded';
        setTimeout(function(){ var c = r.data.parseResume; fill('_systemfield_name', c.name); fill('_systemfield_email', c.email); def.entries.forEach(function(e){ if (e.field.type === 'Phone') fill(e.field.path, c.phone); if (/LinkedIn/.test(e.field.title)) fill(e.field.path, c.linkedin); }); as.textContent = 'We filled in some fields from ' + f.name + '. Please review them.'; }, 2500);
      }); });
    }
    var btn = form.querySelector('.ashby-application-form-submit-button');
    btn.addEventListener('click', function(){
      if (uploading > 0) return; // clicks during an unfinished upload are silently ignored
      form.querySelectorAll('._error_1v5e2_1').forEach(function(x){ x.remove(); });
      var bad = [];
      def.entries.filter(visible).forEach(function(e){ var v = values[e.field.path]; if (e.isRequired && (v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length))) { bad.push(e); var n = document.querySelector('[data-field-path="'+e.field.path+'"]'); n.insertAdjacentHTML('beforeend', '<p class="_error_1v5e2_1" id="'+e.field.path+'-error">This field is required</p>'); } });
      if (bad.length) { document.getElementById('form-banner').innerHTML = '<div class="_banner_k3s9a_1" role="alert">Please fill out all required fields.</div>'; return; }
      btn.disabled = true; btn.textContent = 'Submitting…';
      var fe = def.entries.filter(visible).concat(def.survey).map(function(e){ return { path: e.field.path, value: values[e.field.path] === undefined ? null : values[e.field.path] }; });
      if (A.posting.smsConsent) fe.push({ path: '_phone_sms_consent', value: sms });
      gql('ApiSubmitSingleApplicationFormAction', { organizationHostedJobsPageName: ORG, jobPostingId: PID, formRenderIdentifier: FRI, applicationForm: { fieldEntries: fe }, recaptchaToken: '03AFcWeA' + Math.random().toString(36).slice(2), utmData: Object.fromEntries(new URLSearchParams(location.search)) }).then(function(r){
        var res = r.data && r.data.submitSingleApplicationFormAction;
        if (!res || !res.submitted) { btn.disabled = false; btn.textContent = 'Submit Application'; document.getElementById('form-banner').innerHTML = '<div class="_banner_k3s9a_1" role="alert">'+esc((res && res.errorMessages || ['Something went wrong']).join(' '))+'</div>'; return; }
        if (A.posting.confirm === 'toast') {
          btn.disabled = false; btn.textContent = 'Submit Application';
          var t = document.createElement('div'); t.className = '_toast_3kd1e_1'; t.setAttribute('role','status'); t.textContent = 'Application sent'; document.body.appendChild(t);
          setTimeout(function(){ t.style.opacity = '0'; }, 2500); setTimeout(function(){ t.remove(); }, 3000);
        } else {
          form.innerHTML = '<div class="ashby-application-form-success-container _container_1fqow_29"><h2 class="_title_1fqow_33">Thank you for applying</h2><p>Your application has been submitted. The '+esc(A.organization.name)+' team will review it and be in touch.</p></div>';
        }
      });
    });
  }
  shell();
  gql('ApiJobPosting', { organizationHostedJobsPageName: ORG, jobPostingId: PID }).then(render);
})();
`;

function spa(j, org) {
  const appData = j
    ? { organization: { name: j.orgName, hostedJobsPageSlug: j.org }, posting: { id: j.id, title: j.title, locationName: j.location, departmentName: j.department, compensationTierSummary: compSummary(j), descriptionHtml: j.description.map((p) => `<p>${esc(p)}</p>`).join(''), autofill: j.autofill, confirm: j.confirm, smsConsent: j.entries.some((e) => e.sms) } }
    : { organization: { name: org, hostedJobsPageSlug: org }, posting: null };
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${j ? esc(`${j.title} @ ${j.orgName}`) : 'Jobs'}</title><style>${CSS}</style></head><body><div id="root"></div><script>window.__appData = ${JSON.stringify(appData).replace(/</g, '\\u003c')};</script><script>${CLIENT}</script></body></html>`;
}

export async function handleAshbyJobs(req, res, url, opts) {
  const p = url.pathname.replace(/\/+$/, '') || '/';
  if (p === '/api/non-user-graphql' && req.method === 'POST') {
    const body = JSON.parse((await readBody(req)).toString('utf8') || '{}');
    const op = url.searchParams.get('op') || body.operationName;
    const v = body.variables || {};
    const key = `${v.organizationHostedJobsPageName}/${v.jobPostingId}`;
    const j = ASHBY_JOBS[key];
    const jobKey = `ashby:${key}`;
    const at = new Date().toISOString();
    if (op === 'ApiJobPosting') return j ? sendJson(res, 200, formDefinition(j)) : sendJson(res, 200, { data: { jobPosting: null } });
    if (op === 'ApiSetFormValue') { state.autosaves.push({ site: 'ashby', jobKey, path: v.path, value: v.value, at }); return sendJson(res, 200, { data: { setFormValue: { id: v.formRenderIdentifier, __typename: 'FormRender' } } }); }
    if (op === 'ApiAutocompleteGeoLocation') {
      state.lookups.push({ site: 'ashby', jobKey, kind: 'location', term: v.query, at });
      return sendJson(res, 200, { data: { autocompleteGeoLocation: { results: searchCities(v.query).map((c) => ({ title: c.name, placeId: c.name })) } } });
    }
    if (op === 'ApiCreateFileUploadHandle') {
      const h = rid(12);
      handles.set(h, { jobKey, field: v.fileUploadContext === 'ResumeAutofill' ? 'autofill' : 'resume', name: v.filename });
      return sendJson(res, 200, { data: { createFileUploadHandle: { handle: h, url: `/api/file-upload/${h}`, fields: {} } } });
    }
    if (op === 'ApiParseResume') {
      await sleep(opts.fast ? 200 : 600);
      return sendJson(res, 200, { data: { parseResume: { name: 'AARAV SHARMA', email: 'aarav.sharma@example.com', phone: '+91 98765 43210 (M)', linkedin: 'linkedin.com/in/aarav-sharma-demo' } } });
    }
    if (op === 'ApiSubmitSingleApplicationFormAction') {
      if (!j) return sendJson(res, 200, { data: { submitSingleApplicationFormAction: { submitted: false, errorMessages: ['This job is no longer accepting applications.'] } } });
      const fields = {}; const files = [];
      for (const { path, value } of v.applicationForm?.fieldEntries || []) {
        const e = j.entries.find((x) => x.path === path);
        if (e?.type === 'File') {
          const h = handles.get(value);
          if (h?.upload && h.upload.finishedAt) files.push(fileOf(h.upload, path));
          fields[path] = h?.upload ? h.upload.name : null;
        } else fields[path] = value;
      }
      const pending = pendingUploads(jobKey);
      const errors = [];
      for (const e of j.entries) {
        if (!e.required) continue;
        if (e.showWhen && fields[e.showWhen[0]] !== e.showWhen[1]) continue;
        const val = e.type === 'File' ? files.find((f) => f.field === e.path) : fields[e.path];
        if (val == null || val === '' || (Array.isArray(val) && !val.length)) errors.push(`${e.title || 'Consent'} is required`);
      }
      const accepted = !errors.length && !pending;
      record({ site: 'ashby', jobKey, linkedinJobId: j.li, fields, files, accepted, errors, pending });
      return sendJson(res, 200, { data: { submitSingleApplicationFormAction: { submitted: accepted, errorMessages: errors, __typename: 'FormSubmitResult' } } });
    }
    return sendJson(res, 200, { errors: [{ message: `Unknown operation ${op}` }] });
  }
  let m = p.match(/^\/api\/file-upload\/([0-9a-f]+)$/);
  if (m && req.method === 'POST') {
    const h = handles.get(m[1]);
    if (!h) return sendJson(res, 404, { error: 'bad handle' });
    const data = await readBody(req);
    const rec = startUpload({ site: 'ashby', jobKey: h.jobKey, field: h.field, name: decodeURIComponent(req.headers['x-file-name'] || h.name), data });
    h.upload = rec;
    await sleep(opts.fast ? 500 : 1500);
    finishUpload(rec);
    return send(res, 204, '');
  }
  m = p.match(/^\/([a-z0-9-]+)\/([0-9a-f-]{36})(\/application)?$/);
  if (m) {
    const j = ASHBY_JOBS[`${m[1]}/${m[2]}`];
    return send(res, j ? 200 : 404, spa(j, m[1]));
  }
  m = p.match(/^\/([a-z0-9-]+)$/);
  if (m) {
    const jobs = Object.values(ASHBY_JOBS).filter((j) => j.org === m[1]);
    if (!jobs.length) return send(res, 404, spa(null, m[1]));
    return send(res, 200, `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Jobs at ${esc(jobs[0].orgName)}</title><style>${CSS}</style></head><body><div class="_navRoot_1k2wd_1">${esc(jobs[0].orgName)}</div><div class="_container_ud4nd_29"><h1>Open Positions (${jobs.length})</h1>${jobs.map((j) => `<a class="_container_j2da7_1" href="/${j.org}/${j.id}"><h3>${esc(j.title)}</h3><p>${esc(j.department)} • ${esc(j.location)}</p></a>`).join('')}</div></body></html>`);
  }
  return send(res, 404, spa(null, 'ashby'));
}

export async function handleAshbyApi(req, res, url) {
  const m = url.pathname.match(/^\/posting-api\/job-board\/([a-z0-9-]+)\/?$/);
  if (!m) return sendJson(res, 404, { success: false, error: 'Not found' });
  const jobs = Object.values(ASHBY_JOBS).filter((j) => j.org === m[1]);
  if (!jobs.length) return sendJson(res, 404, { success: false, errorInfo: { code: 'job_board_not_found', message: 'Job board not found' } });
  const comp = url.searchParams.get('includeCompensation') === 'true';
  return sendJson(res, 200, {
    apiVersion: '1',
    jobs: jobs.map((j) => {
      const [city, region] = j.location.split(', ');
      const o = {
        id: j.id, title: j.title, department: j.department, team: j.team, employmentType: j.employmentType, location: j.location,
        secondaryLocations: [], publishedAt: '2026-09-24T06:12:40.118+00:00', isListed: true, isRemote: j.workplaceType === 'Remote', workplaceType: j.workplaceType,
        address: { postalAddress: { addressLocality: city, addressRegion: region, addressCountry: 'India' } },
        jobUrl: `https://jobs.ashbyhq.com/${j.org}/${j.id}`, applyUrl: `https://jobs.ashbyhq.com/${j.org}/${j.id}/application`,
        descriptionHtml: j.description.map((p) => `<p>${esc(p)}</p>`).join(''), descriptionPlain: j.description.join('\n\n'), shouldDisplayCompensationOnJobPostings: true,
      };
      if (comp) {
        const s = compSummary(j);
        o.compensation = {
          compensationTierSummary: `${s} • Offers Equity`, scrapeableCompensationSalarySummary: s,
          compensationTiers: [{ id: `tier-${j.id.slice(0, 8)}`, tierSummary: `${s} • Offers Equity`, title: 'India', additionalInformation: null, components: [{ id: `c-${j.id.slice(0, 6)}`, summary: s, compensationType: 'Salary', interval: '1 YEAR', currencyCode: j.compensation.currency, minValue: j.compensation.min, maxValue: j.compensation.max }, { id: `e-${j.id.slice(0, 6)}`, summary: 'Offers Equity', compensationType: 'EquityPercentage', interval: 'NONE', currencyCode: null, minValue: null, maxValue: null }] }],
          summaryComponents: [{ compensationType: 'Salary', interval: '1 YEAR', currencyCode: j.compensation.currency, minValue: j.compensation.min, maxValue: j.compensation.max }],
        };
      }
      return o;
    }),
  });
}
