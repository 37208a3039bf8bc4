#!/usr/bin/env node
// Independent test board: an imitation of LinkedIn's job search and Easy Apply flow (2026),
// written from public captures without reading the engine under test.
// Usage: node server.mjs --port 0 [--markup react|ember] [--seed S] [--catalogue path] [--fast]
// Prints one JSON line {"listening":"http://127.0.0.1:<port>"} on stdout.
import http from 'node:http';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    const eq = a.indexOf('=');
    if (eq > 0) { out[a.slice(2, eq)] = a.slice(eq + 1); continue; }
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) { out[a.slice(2)] = next; i++; } else out[a.slice(2)] = true;
  }
  return out;
}

const ARGS = parseArgs(process.argv.slice(2));
const MARKUP = String(ARGS.markup || 'react');
if (!['react', 'ember'].includes(MARKUP)) { console.error('--markup must be react or ember'); process.exit(2); }
const SEED = String(ARGS.seed || 'indboard-2026');
const FAST = ARGS.fast === true || ARGS.fast === 'true';
const CATALOGUE_PATH = ARGS.catalogue ? path.resolve(String(ARGS.catalogue)) : path.join(HERE, 'catalogue.json');
const CATALOGUE = JSON.parse(fs.readFileSync(CATALOGUE_PATH, 'utf8'));
const MAX_UPLOAD = 2 * 1024 * 1024;

// ---------------------------------------------------------------- shared helpers (also sent to the page)
function fnv(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
  h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; h = Math.imul(h, 0xc2b2ae35); h ^= h >>> 16; // avalanche
  return h >>> 0;
}
function hcls(seed, name) {
  const s = fnv(seed + '|' + name).toString(16).padStart(8, '0');
  return /^[0-9]/.test(s) ? '_' + s : s;
}
function noiseWord(seed, name) {
  // long mixed-case class names like the Ember build emits (e.g. "SIbaDxidRABRgADDsbbJIUJAJ")
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let out = '', h = fnv(seed + '#' + name);
  const len = 30 + (h % 9);
  for (let i = 0; i < len; i++) { h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0; out += abc[h % 52]; }
  return out;
}

// ---------------------------------------------------------------- state
const state = {
  submissions: [],
  uploads: new Map(), // id -> {id,name,type,size,sha256}
  applied: new Map(), // jobId -> Date (applied through this board)
};

function statusFor(job) {
  const at = state.applied.get(job.id);
  if (at) {
    const min = Math.max(1, Math.round((Date.now() - at) / 60000));
    return { apply: 'applied', appliedAgo: min === 1 ? '1 minute ago' : `${min} minutes ago` };
  }
  return { apply: job.apply, appliedAgo: job.appliedAgo || null };
}

function publicJobs() {
  return CATALOGUE.jobs.map((j) => ({ ...j, ...statusFor(j) }));
}

// ---------------------------------------------------------------- CSS
const REACT_CSS = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.4 -apple-system,system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f4f2ee;color:rgba(0,0,0,.9)}
p{margin:0}
a{color:#0a66c2;text-decoration:none}
.@vh{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;padding:0;margin:-1px}
.@nav{position:sticky;top:0;z-index:5;background:#fff;border-bottom:1px solid #e0dfdc;height:52px}
.@navIn{max-width:1128px;margin:0 auto;display:flex;align-items:center;gap:12px;height:52px;padding:0 12px}
.@brand{background:#0a66c2;color:#fff;font-weight:700;border-radius:4px;width:34px;height:34px;display:flex;align-items:center;justify-content:center;font-size:20px}
.@navSearch{background:#edf3f8;border:0;border-radius:4px;height:34px;width:280px;padding:0 10px;font:inherit}
.@navLinks{margin-left:auto;display:flex;gap:22px;color:rgba(0,0,0,.6);font-size:12px}
.@navLinkOn{color:#000;border-bottom:2px solid #000}
.@main{max-width:1128px;margin:0 auto;padding:16px 12px}
.@layout{display:grid;grid-template-columns:400px 1fr;gap:0;background:#fff;border-radius:8px;border:1px solid #e0dfdc;height:calc(100vh - 52px - 32px - 50px);min-height:560px;overflow:hidden}
.@chips{display:flex;gap:8px;margin:0 0 12px}
.@chip{border:1px solid #666;border-radius:16px;padding:4px 12px;background:#fff;font:inherit;font-weight:600;color:rgba(0,0,0,.75)}
.@chipOn{background:#01754f;border-color:#01754f;color:#fff}
.@list{overflow-y:auto;height:100%;border-right:1px solid #e0dfdc}
.@listHead{padding:12px 16px;border-bottom:1px solid #e0dfdc}
.@listTitle{font-weight:600;font-size:16px}
.@listSub{color:rgba(0,0,0,.6);font-size:12px}
.@slot{min-height:132px;border-bottom:1px solid #e0dfdc}
.@card{display:block;cursor:pointer;border-bottom:1px solid #e0dfdc;min-height:132px;outline:none}
.@card:hover{background:#f3f6f8}
.@cardSel{box-shadow:inset 4px 0 0 #0a66c2;background:#edf3f8}
.@cardIn{display:flex;gap:12px;padding:12px 16px;position:relative}
.@clogo{width:56px;height:56px;border-radius:4px;background:#dbe7f1;color:#0a66c2;display:flex;align-items:center;justify-content:center;font-weight:700;flex:none;margin:0}
.@cardText{flex:1;min-width:0;padding-right:24px}
.@cardTitle{color:#0a66c2;font-weight:600;font-size:16px}
.@cardCo{color:rgba(0,0,0,.9)}
.@cardMeta{color:rgba(0,0,0,.6)}
.@cardFoot{display:flex;gap:4px;flex-wrap:wrap;margin-top:8px;color:rgba(0,0,0,.6);font-size:12px}
.@cardFootStrong{font-weight:600;color:#01754f}
.@cardX{position:absolute;right:8px;top:10px;border:0;background:none;cursor:pointer;border-radius:50%;width:28px;height:28px;color:rgba(0,0,0,.6)}
.@cardX:hover{background:#ebebeb}
.@dismissed{padding:24px 16px;color:rgba(0,0,0,.6)}
.@detail{overflow-y:auto;height:100%;padding:24px}
.@detailPage{background:#fff;border-radius:8px;border:1px solid #e0dfdc;padding:24px;max-width:780px}
.@topCo{display:flex;align-items:center;gap:8px}
.@topCoLogo{width:32px;height:32px;border-radius:4px;background:#dbe7f1;color:#0a66c2;font-weight:700;display:flex;align-items:center;justify-content:center;font-size:12px}
.@topTitle{font-size:24px;font-weight:600;margin-top:8px}
.@topTitle a{color:inherit}
.@topMeta{color:rgba(0,0,0,.6);margin-top:4px}
.@pills{display:flex;gap:8px;margin-top:12px}
.@pill{background:#edf3f8;border-radius:4px;padding:4px 8px;color:rgba(0,0,0,.75);font-weight:600}
.@actions{display:flex;gap:8px;margin-top:16px;align-items:center}
.@btnPri{display:inline-flex;align-items:center;gap:6px;background:#0a66c2;color:#fff;border:0;border-radius:24px;padding:8px 18px;font:inherit;font-weight:600;font-size:16px;cursor:pointer;min-height:40px}
.@btnPri:hover{background:#004182}
.@btnPri[disabled]{background:#c5c5c5;cursor:default}
.@btnSec{display:inline-flex;align-items:center;gap:6px;background:#fff;color:#0a66c2;border:1px solid #0a66c2;border-radius:24px;padding:7px 18px;font:inherit;font-weight:600;font-size:16px;cursor:pointer;min-height:40px}
.@btnSec:hover{background:#eaf4fd}
.@btnTer{background:none;border:0;color:rgba(0,0,0,.6);font:inherit;font-weight:600;cursor:pointer;padding:4px 8px;border-radius:4px}
.@applied{display:flex;gap:8px;align-items:center;margin-top:16px;color:#01754f;font-weight:600}
.@closed{display:flex;gap:8px;align-items:center;margin-top:16px;color:#b24020;font-weight:600}
.@about{margin-top:24px;border-top:1px solid #e0dfdc;padding-top:16px}
.@about h2{font-size:20px;margin:0 0 12px}
.@about ul{margin:8px 0 12px 20px;padding:0}
.@about strong{display:block;margin-top:12px}
.@loaderBox{display:flex;justify-content:center;padding:48px 0}
.@spin{width:36px;height:36px;border:4px solid #dbe7f1;border-top-color:#0a66c2;border-radius:50%;animation:@spinKf .8s linear infinite}
@keyframes @spinKf{to{transform:rotate(360deg)}}
.@dlg{border:0;border-radius:8px;padding:0;width:min(744px,96vw);max-height:90vh;box-shadow:0 0 0 1px rgba(0,0,0,.08),0 4px 24px rgba(0,0,0,.3);overflow:hidden}
.@dlg::backdrop{background:rgba(0,0,0,.75)}
.@dlgSmall{width:min(420px,92vw)}
.@dlgX{position:absolute;right:12px;top:12px;border:0;background:none;border-radius:50%;width:40px;height:40px;cursor:pointer;color:rgba(0,0,0,.6);z-index:2}
.@dlgX:hover{background:#ebebeb}
.@dlgHead{padding:16px 56px 12px 24px;border-bottom:1px solid #e0dfdc}
.@dlgHead h2{margin:0;font-size:20px;font-weight:400}
.@dlgContent{max-height:calc(90vh - 60px);overflow-y:auto}
.@prog{display:flex;align-items:center;gap:12px;padding:12px 24px}
.@prog svg{flex:1;height:8px}
.@prog rect{fill:#e8e8e8;height:8px;rx:4}
.@prog rect+rect{fill:#0a66c2}
.@progLabel{position:absolute;left:-9999px}
.@progWrap{flex:1}
.@pages{color:rgba(0,0,0,.6);font-size:12px;white-space:nowrap}
.@col{padding:4px 24px 16px}
.@stepTitle{font-size:18px;font-weight:600;margin:8px 0 12px}
.@stepSub{color:rgba(0,0,0,.6);margin:-4px 0 12px}
.@member{display:flex;gap:12px;align-items:center;margin-bottom:16px}
.@avatar{width:56px;height:56px;border-radius:50%;background:#c2d8ec;color:#0a66c2;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:18px;flex:none;margin:0}
.@memberName{font-weight:600;font-size:16px}
.@muted{color:rgba(0,0,0,.6)}
.@field{margin:0 0 16px}
.@qtext{margin:0 0 6px;color:rgba(0,0,0,.75)}
.@lbl{display:block;margin:0 0 6px;color:rgba(0,0,0,.75)}
.@sel,.@inp,.@ta{width:100%;border:1px solid rgba(0,0,0,.6);border-radius:4px;min-height:36px;padding:6px 10px;font:inherit;background:#fff}
.@ta{min-height:96px;resize:vertical}
.@inpErr{border-color:#b24020;box-shadow:0 0 0 1px #b24020}
.@helper{display:flex;justify-content:flex-end;color:rgba(0,0,0,.6);font-size:12px;flex-direction:column;align-items:flex-end}
.@err{color:#b24020;font-size:14px;margin-top:4px;align-self:flex-start}
.@rgroup{border:0;margin:0;padding:0}
.@radio{display:flex;align-items:center;gap:8px;border:1px solid rgba(0,0,0,.3);border-radius:4px;padding:8px 12px;margin:0 0 8px;cursor:pointer;outline:none}
.@radio:focus-visible{box-shadow:0 0 0 2px #0a66c2}
.@radioOn{border-color:#01754f;box-shadow:inset 0 0 0 1px #01754f}
.@dot{display:block;width:18px;height:18px;border-radius:50%;border:2px solid rgba(0,0,0,.6);flex:none;position:relative}
.@radioOn .@dot{border-color:#01754f}
.@radioOn .@dot::after{content:"";position:absolute;inset:3px;border-radius:50%;background:#01754f}
.@hideInp{position:absolute;opacity:0;width:0;height:0;pointer-events:none}
.@radio > div{display:flex;align-items:center;gap:10px}
.@cbxRow{display:flex;gap:8px;align-items:flex-start}
.@cbx{width:20px;height:20px;margin:2px 0 0;flex:none}
.@resCard{display:flex;gap:12px;align-items:center;border:1px solid rgba(0,0,0,.3);border-radius:8px;padding:12px;margin:0 0 8px;cursor:pointer;outline:none}
.@resSel{border-color:#01754f;box-shadow:inset 0 0 0 1px #01754f}
.@resBadge{background:#b24020;color:#fff;font-weight:700;font-size:12px;border-radius:4px;padding:8px 6px;min-width:44px;text-align:center}
.@resBadgeDoc{background:#0a66c2}
.@resName{font-weight:600}
.@upWrap{display:flex;gap:12px;align-items:center;margin-top:8px}
.@foot{border-top:1px solid #e0dfdc;display:flex;justify-content:flex-end;gap:8px;padding:12px 24px}
.@hr{display:none}
.@revSec{border-top:1px solid #e0dfdc;padding:12px 0}
.@revHead{display:flex;justify-content:space-between;align-items:center;font-weight:600;font-size:16px}
.@revRow{margin-top:8px}
.@revQ{color:rgba(0,0,0,.6);font-size:12px}
.@follow{display:flex;gap:8px;align-items:center;border-top:1px solid #e0dfdc;padding-top:12px;margin-top:8px}
.@lb{position:absolute;left:0;right:0;top:100%;background:#fff;border-radius:0 0 8px 8px;box-shadow:0 4px 12px rgba(0,0,0,.2);z-index:3;max-height:240px;overflow:auto}
.@opt{padding:10px 12px;cursor:pointer}
.@opt:hover,.@optOn{background:#edf3f8}
.@taWrap{position:relative}
.@sent{padding:24px;text-align:left}
.@sent p+p{margin-top:8px}
.@company{background:#fff;max-width:720px;margin:40px auto;padding:32px;border-radius:8px;border:1px solid #ddd}
`;

const EMBER_CSS = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.4 -apple-system,system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f4f2ee;color:rgba(0,0,0,.9)}
a{color:#0a66c2;text-decoration:none}
.visually-hidden,.a11y-text{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;padding:0;margin:-1px}
.hidden{display:none!important}
.global-nav{position:sticky;top:0;z-index:5;background:#fff;border-bottom:1px solid #e0dfdc;height:52px}
.global-nav__content{max-width:1128px;margin:0 auto;display:flex;align-items:center;gap:12px;height:52px;padding:0 12px}
.global-nav__branding{background:#0a66c2;color:#fff;font-weight:700;border-radius:4px;width:34px;height:34px;display:flex;align-items:center;justify-content:center;font-size:20px}
.search-global-typeahead__input{background:#edf3f8;border:0;border-radius:4px;height:34px;width:280px;padding:0 10px;font:inherit}
.global-nav__primary-items{margin-left:auto;display:flex;gap:22px;color:rgba(0,0,0,.6);font-size:12px;list-style:none;padding:0}
.global-nav__primary-item--active{color:#000;border-bottom:2px solid #000}
.application-outlet{max-width:1128px;margin:0 auto;padding:16px 12px}
.search-reusables__filter-list{display:flex;gap:8px;margin:0 0 12px;padding:0;list-style:none}
.artdeco-pill{border:1px solid #666;border-radius:16px;padding:4px 12px;background:#fff;font:inherit;font-weight:600;color:rgba(0,0,0,.75)}
.artdeco-pill--selected{background:#01754f;border-color:#01754f;color:#fff}
.scaffold-layout__list-detail-inner{display:grid;grid-template-columns:400px 1fr;background:#fff;border-radius:8px;border:1px solid #e0dfdc;height:calc(100vh - 52px - 32px - 50px);min-height:560px;overflow:hidden}
.scaffold-layout__list{display:flex;flex-direction:column;border-right:1px solid #e0dfdc;min-height:0}
.jobs-search-results-list__header{padding:12px 16px;border-bottom:1px solid #e0dfdc}
.jobs-search-results-list{overflow-y:auto;flex:1;min-height:0}
.jobs-search-results-list ul{list-style:none;margin:0;padding:0}
.scaffold-layout__list-item{min-height:132px;border-bottom:1px solid #e0dfdc}
.job-card-container{display:flex;gap:12px;padding:12px 16px;position:relative;cursor:pointer}
.job-card-container:hover{background:#f3f6f8}
.jobs-search-results-list__list-item--active{box-shadow:inset 4px 0 0 #0a66c2;background:#edf3f8}
.job-card-list__logo{width:56px;height:56px;border-radius:4px;background:#dbe7f1;color:#0a66c2;display:flex;align-items:center;justify-content:center;font-weight:700;flex:none}
.artdeco-entity-lockup__content{flex:1;min-width:0;padding-right:24px}
.job-card-list__title--link{font-weight:600;font-size:16px}
.artdeco-entity-lockup__caption,.artdeco-entity-lockup__metadata{color:rgba(0,0,0,.6)}
.job-card-container__metadata-wrapper,.job-card-list__footer-wrapper{list-style:none;margin:0;padding:0}
.job-card-list__footer-wrapper{display:flex;gap:8px;margin-top:8px;color:rgba(0,0,0,.6);font-size:12px}
.job-card-container__footer-job-state{font-weight:600}
.job-card-container__footer-item--applied{color:#01754f}
.job-card-container__action{padding:0!important;justify-content:center;position:absolute;right:8px;top:10px;border:0;background:none;cursor:pointer;border-radius:50%;width:28px;height:28px;color:rgba(0,0,0,.6)}
.jobs-search__job-details{overflow-y:auto;height:100%;padding:24px}
.jobs-details{max-width:780px}
.job-view-page{background:#fff;border-radius:8px;border:1px solid #e0dfdc;padding:24px;max-width:780px}
.job-details-jobs-unified-top-card__company-name{font-weight:600}
.job-details-jobs-unified-top-card__logo{width:32px;height:32px;border-radius:4px;background:#dbe7f1;color:#0a66c2;font-weight:700;display:inline-flex;align-items:center;justify-content:center;font-size:12px;margin-right:8px}
.display-flex{display:flex}.align-items-center{align-items:center}.flex-1{flex:1}.mt2{margin-top:8px}.mt4{margin-top:16px}.mr2{margin-right:8px}.mt1{margin-top:4px}.ph5{padding-left:24px;padding-right:24px}.pv2{padding-top:8px;padding-bottom:8px}.pv4{padding-top:16px;padding-bottom:16px}.p0{padding:0}
.t-24{font-size:24px}.t-bold{font-weight:600}.t-16{font-size:16px}.t-14{font-size:14px}.t-12{font-size:12px}.t-black--light{color:rgba(0,0,0,.6)}
h1.t-24{margin:0}h1 a{color:inherit}
.job-details-jobs-unified-top-card__tertiary-description-container{color:rgba(0,0,0,.6)}
.job-details-fit-level-preferences{display:flex;gap:8px;margin-top:12px}
.job-details-fit-level-preferences .artdeco-button{background:#edf3f8;border:0;border-radius:4px;padding:4px 8px;font:inherit;color:rgba(0,0,0,.75)}
.job-details-jobs-unified-top-card__sticky-header--disabled{display:none}
.artdeco-button{display:inline-flex;align-items:center;gap:6px;border-radius:24px;font:inherit;font-weight:600;cursor:pointer}
.artdeco-button--primary{background:#0a66c2;color:#fff;border:0;padding:8px 18px;font-size:16px;min-height:40px}
.artdeco-button--primary:hover{background:#004182}
.artdeco-button--secondary{background:#fff;color:#0a66c2;border:1px solid #0a66c2;padding:7px 18px;font-size:16px;min-height:40px}
.artdeco-button--tertiary{background:none;border:0;color:rgba(0,0,0,.6);padding:6px 10px}
.artdeco-button--circle{border-radius:50%;width:40px;height:40px;justify-content:center;padding:0}
.artdeco-inline-feedback{display:flex;gap:6px;align-items:center}
.artdeco-inline-feedback--success{color:#01754f;font-weight:600}
.artdeco-inline-feedback--error{color:#b24020}
.jobs-description__container{margin-top:24px;border-top:1px solid #e0dfdc;padding-top:16px}
.jobs-box__html-content h2{font-size:20px;margin:0 0 12px}
.jobs-box__html-content ul{margin:8px 0 12px 20px;padding:0}
.artdeco-modal-overlay{position:fixed;inset:0;background:rgba(0,0,0,.75);z-index:1000;display:flex;align-items:center;justify-content:center}
.artdeco-modal-overlay--layer-confirmation{z-index:1100}
.artdeco-modal{background:#fff;border-radius:8px;width:min(744px,96vw);max-height:90vh;display:flex;flex-direction:column;position:relative;box-shadow:0 4px 24px rgba(0,0,0,.3)}
.artdeco-modal--layer-confirmation{width:min(420px,92vw)}
.artdeco-modal__dismiss{position:absolute;right:12px;top:12px}
.artdeco-modal__header{padding:16px 56px 12px 24px;border-bottom:1px solid #e0dfdc}
.artdeco-modal__header h2{margin:0;font-size:20px;font-weight:400}
.artdeco-modal__content{overflow-y:auto}
.artdeco-modal__actionbar{display:flex;justify-content:flex-end;gap:8px;padding:12px 24px;border-top:1px solid #e0dfdc}
.artdeco-completeness-meter-linear{flex:1;display:flex;align-items:center}
.artdeco-completeness-meter-linear progress{width:100%;height:8px}
.artdeco-completeness-meter-linear__progress-container{flex:1}
.flex-column{flex-direction:column}.flex-wrap{flex-wrap:wrap}.full-width{width:100%}.pl3{padding-left:12px}.mt3{margin-top:12px}
.artdeco-entity-lockup__title{font-weight:600;font-size:16px}.artdeco-entity-lockup__subtitle,.artdeco-entity-lockup__metadata{color:rgba(0,0,0,.6)}
.jobs-easy-apply-footer__info{padding:8px 24px 0;border-top:1px solid #e0dfdc;margin-top:8px}
.justify-flex-end{justify-content:flex-end}
.fb-dash-form-element{margin-bottom:16px}
.fb-dash-form-element__label,.artdeco-text-input--label{display:block;margin-bottom:6px;color:rgba(0,0,0,.75)}
.fb-dash-form-element__select-dropdown,.artdeco-text-input--input,.basic-input{width:100%;border:1px solid rgba(0,0,0,.6);border-radius:4px;min-height:36px;padding:6px 10px;font:inherit;background:#fff}
textarea.artdeco-text-input--input{min-height:96px}
.fb-dash-form-element__error-field .artdeco-text-input--input,.fb-dash-form-element__error-field select,.fb-dash-form-element__error-field .basic-input{border-color:#b24020}
fieldset{border:0;margin:0;padding:0}
legend{padding:0;margin-bottom:6px;color:rgba(0,0,0,.75)}
.fb-form-element__checkbox{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);opacity:0}
[data-test-text-selectable-option]{margin:0 0 8px}
[data-test-text-selectable-option] label{display:inline-flex;align-items:center;gap:8px;cursor:pointer;padding:6px 10px;border:1px solid rgba(0,0,0,.3);border-radius:4px;min-width:120px}
[data-test-text-selectable-option] label::before{content:"";width:16px;height:16px;border:2px solid rgba(0,0,0,.6);border-radius:50%;flex:none}
[data-test-text-selectable-option] input[type=checkbox]+label::before{border-radius:3px}
[data-test-text-selectable-option] input:checked+label{border-color:#01754f}
[data-test-text-selectable-option] input:checked+label::before{background:#01754f;border-color:#01754f;box-shadow:inset 0 0 0 3px #fff}
.search-basic-typeahead{position:relative}
.basic-typeahead__triggered-content{position:absolute;left:0;right:0;top:100%;background:#fff;box-shadow:0 4px 12px rgba(0,0,0,.2);z-index:3;border-radius:0 0 8px 8px}
.basic-typeahead__selectable{padding:10px 12px;cursor:pointer}
.basic-typeahead__selectable:hover,.basic-typeahead__selectable--focus{background:#edf3f8}
.jobs-document-upload-redesign-card__container{display:flex;justify-content:space-between;align-items:center;border:1px solid rgba(0,0,0,.3);border-radius:8px;padding:12px;margin-bottom:8px;cursor:pointer}
.jobs-document-upload-redesign-card__container--selected{border-color:#01754f;box-shadow:inset 0 0 0 1px #01754f}
.jobs-document-upload-redesign-card__file-name{margin:0}
.jobs-document-upload-redesign-card__header{margin:0}
.jobs-document-upload-redesign-card__toggle-label{display:inline-block;width:20px;height:20px;border-radius:50%;border:2px solid rgba(0,0,0,.6);cursor:pointer}
.jobs-document-upload-redesign-card__container--selected .jobs-document-upload-redesign-card__toggle-label{background:#01754f;border-color:#01754f}
.jobs-document-upload__upload-button{margin-right:12px}
.jobs-document-upload__container{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.jobs-easy-apply-content{display:block}
.jobs-loader{display:flex;justify-content:center;padding:48px 0}
.artdeco-loader{display:flex;gap:3px}
.artdeco-loader__bars{width:4px;height:24px;background:#0a66c2;animation:emberbars 1s ease-in-out infinite}
.artdeco-loader__bars:nth-child(2n){animation-delay:.2s}
@keyframes emberbars{50%{transform:scaleY(.3)}}
.jobs-easy-apply-form-section__label{color:rgba(0,0,0,.6)}
.jobs-easy-apply-review h4{margin:12px 0 4px}
.post-apply-modal__body{padding:24px}
.company-site{background:#fff;max-width:720px;margin:40px auto;padding:32px;border-radius:8px;border:1px solid #ddd}
`;

function hashCss(css) {
  return css.replace(/@([A-Za-z][A-Za-z0-9]*)/g, (m, name) => (m === '@keyframes' || m === '@media' ? m : hcls(SEED, name)));
}

// ---------------------------------------------------------------- pages
const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[ch]));

function pageHtml({ title, kind, jobId = null, openApply = false, query = {} }) {
  const boot = {
    markup: MARKUP,
    seed: SEED,
    fast: FAST,
    member: CATALOGUE.member,
    search: CATALOGUE.search,
    countries: CATALOGUE.phoneCountries,
    cities: CATALOGUE.cities,
    jobs: publicJobs(),
    page: { kind, jobId, openApply, query },
  };
  const css = MARKUP === 'react' ? hashCss(REACT_CSS) : EMBER_CSS;
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="en"${MARKUP === 'ember' ? ' class="theme theme--mercado artdeco"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${css}</style>
</head>
<body${MARKUP === 'ember' ? ' class="render-mode-BIGPIPE nav-v2 ember-application"' : ''}>
<div id="${MARKUP === 'ember' ? 'ember-root' : 'root'}"></div>
<script>
${fnv.toString()}
${hcls.toString()}
${noiseWord.toString()}
(${client.toString()})(${json});
</script>
</body>
</html>`;
}

function jobTitleFor(job) {
  return MARKUP === 'react' ? `${job.title} | ${job.company} | LinkedIn` : `${job.title} | ${job.company} | LinkedIn`;
}

// ---------------------------------------------------------------- HTTP
function send(res, status, body, type = 'text/html; charset=utf-8', extra = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...extra });
  res.end(body);
}
function sendJson(res, status, obj) { send(res, status, JSON.stringify(obj, null, 2), 'application/json; charset=utf-8'); }

function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = []; let size = 0;
    req.on('data', (c) => { size += c.length; if (size > limit) { reject(Object.assign(new Error('too large'), { code: 413 })); req.destroy(); return; } chunks.push(c); });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function notFound(res) {
  send(res, 404, `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page not found | LinkedIn</title></head><body><main><h1>This page doesn’t exist</h1><p>Please check your URL or return to the <a href="/jobs/search/">jobs home</a>.</p></main></body></html>`);
}

function companySite(job) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Careers at ${esc(job.company)}</title>
<style>body{font:15px/1.5 Georgia,serif;background:#faf7f0;margin:0}main{max-width:720px;margin:40px auto;background:#fff;padding:32px;border:1px solid #ddd}</style></head>
<body><main><h1>${esc(job.company)} careers</h1><h2>${esc(job.title)}</h2><p>${esc(job.location)}</p>
<p>This is the employer's own careers site (not LinkedIn). Applications for this role are taken here.</p>
<form onsubmit="event.preventDefault();this.innerHTML='<p>Thank you.</p>'"><label>Full name <input name="name"></label><br><label>Email <input name="email" type="email"></label><br><button>Send</button></form>
</main></body></html>`;
}

async function handle(req, res) {
  const url = new URL(req.url, 'http://127.0.0.1');
  const p = url.pathname;
  const q = Object.fromEntries(url.searchParams);

  if (p === '/favicon.ico') return send(res, 204, '');
  if (p === '/' || p === '/jobs' || p === '/jobs/') {
    const s = CATALOGUE.search;
    return send(res, 302, '', 'text/plain', { location: `/jobs/search/?keywords=${encodeURIComponent(s.keywords)}&location=${encodeURIComponent(s.location)}&f_AL=true` });
  }
  if (p === '/jobs/search/' || p === '/jobs/search' || p === '/jobs/search-results/' || p === '/jobs/search-results') {
    if (req.method !== 'GET') return send(res, 405, 'method not allowed', 'text/plain');
    const kw = q.keywords || CATALOGUE.search.keywords;
    return send(res, 200, pageHtml({ title: `${kw} Jobs | LinkedIn`, kind: 'search', query: q }));
  }
  let m = p.match(/^\/jobs\/view\/(\d+)(\/apply)?\/?$/);
  if (m) {
    const job = CATALOGUE.jobs.find((j) => j.id === m[1]);
    if (!job) return notFound(res);
    const openApply = Boolean(m[2]) || q.openSDUIApplyFlow === 'true';
    return send(res, 200, pageHtml({ title: jobTitleFor(job), kind: 'view', jobId: job.id, openApply, query: q }));
  }
  m = p.match(/^\/company-site\/(\d+)\/?$/);
  if (m) {
    const job = CATALOGUE.jobs.find((j) => j.id === m[1]);
    // ApplyPilot's one addition (see README.md): a job with an applyUrl is sent on to that company site.
    if (job?.applyUrl) return send(res, 302, '', 'text/plain', { location: job.applyUrl });
    return job ? send(res, 200, companySite(job)) : notFound(res);
  }
  if (p === '/safety/go/' || p === '/safety/go') {
    const target = q.url || '/';
    if (!target.startsWith('/')) return send(res, 400, 'bad url', 'text/plain');
    return send(res, 302, '', 'text/plain', { location: target });
  }

  // ---- board API (used by the page) ----
  if (p === '/__ind/api/upload' && req.method === 'POST') {
    let body;
    try { body = await readBody(req, MAX_UPLOAD + 1); } catch (e) { return sendJson(res, e.code || 400, { error: 'The file is too large. Upload a file under 2 MB.' }); }
    if (body.length > MAX_UPLOAD) return sendJson(res, 413, { error: 'The file is too large. Upload a file under 2 MB.' });
    const name = decodeURIComponent(String(req.headers['x-file-name'] || 'upload'));
    const upload = {
      id: crypto.randomUUID(),
      name,
      type: String(req.headers['content-type'] || ''),
      size: body.length,
      sha256: crypto.createHash('sha256').update(body).digest('hex'),
      at: new Date().toISOString(),
    };
    state.uploads.set(upload.id, upload);
    return sendJson(res, 200, upload);
  }
  if (p === '/__ind/api/submit' && req.method === 'POST') {
    let data;
    try { data = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8')); } catch { return sendJson(res, 400, { error: 'bad json' }); }
    const job = CATALOGUE.jobs.find((j) => j.id === String(data.jobId));
    if (!job) return sendJson(res, 404, { error: 'no such job' });
    const st = statusFor(job);
    if (st.apply !== 'easy') return sendJson(res, 409, { error: `job is ${st.apply}` });
    let resume = data.resume || null;
    if (resume && resume.source === 'upload') {
      const up = state.uploads.get(resume.uploadId);
      resume = up ? { source: 'upload', name: up.name, size: up.size, sha256: up.sha256, type: up.type } : { source: 'upload', error: 'unknown upload' };
    }
    const rec = {
      n: state.submissions.length + 1,
      submittedAt: new Date().toISOString(),
      markup: MARKUP,
      jobId: job.id,
      title: job.title,
      company: job.company,
      answers: data.answers || {},
      fields: data.fields || [],
      resume,
      followCompany: data.followCompany ?? null,
    };
    state.submissions.push(rec);
    state.applied.set(job.id, Date.now());
    return sendJson(res, 200, { ok: true, n: rec.n });
  }

  // ---- test hooks ----
  if (p === '/__ind/submissions') {
    if (req.method !== 'GET') return send(res, 405, 'method not allowed', 'text/plain');
    return sendJson(res, 200, { markup: MARKUP, count: state.submissions.length, submissions: state.submissions });
  }
  if (p === '/__ind/reset') {
    if (req.method !== 'POST') return send(res, 405, 'use POST', 'text/plain');
    state.submissions.length = 0; state.uploads.clear(); state.applied.clear();
    return sendJson(res, 200, { ok: true });
  }
  return notFound(res);
}

// ---------------------------------------------------------------- the page's own code
// Everything below runs in the browser (it is serialised with Function.prototype.toString).
function client(BOOT) {
  'use strict';
  const M = BOOT.markup;
  const REACT = M === 'react';
  const SEED = BOOT.seed;
  const MEMBER = BOOT.member;
  const JOBS = BOOT.jobs;
  const byId = {};
  JOBS.forEach((j) => { byId[j.id] = j; });
  const COUNTRIES = BOOT.countries;
  const CITIES = BOOT.cities;
  const PAGE = BOOT.page;

  // ---------- small tools
  const c = (n) => hcls(SEED, n) + ' ' + hcls(SEED, n + '~a') + ' ' + hcls(SEED, n + '~b');
  const nz = (n) => noiseWord(SEED, n);
  const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[ch]));
  let rN = 0;
  const rid = () => '_r_' + (rN++).toString(36) + '_';
  let eN = 120 + Math.floor(Math.random() * 200);
  const eid = () => 'ember' + (eN++);
  const uuid = () => (crypto.randomUUID ? crypto.randomUUID() : 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => ((Math.random() * 16) | 0).toString(16)));
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const stepDelay = () => (BOOT.fast ? 60 : 300 + Math.floor(Math.random() * 1200));
  const K = new WeakMap();
  const A = (o) => ` data-ind="${esc(JSON.stringify(o))}"`;
  function bindAll(root) {
    const list = Array.from(root.querySelectorAll('[data-ind]'));
    if (root.nodeType === 1 && root.hasAttribute('data-ind')) list.unshift(root);
    for (const el of list) { K.set(el, JSON.parse(el.getAttribute('data-ind'))); el.removeAttribute('data-ind'); }
  }
  function setHTML(el, html) { el.innerHTML = html; bindAll(el); return el; }
  function frag(html) { const t = document.createElement('template'); t.innerHTML = html.trim(); bindAll(t.content); return t.content; }
  function actOf(el) {
    while (el && el.nodeType === 1) { if (K.has(el)) return { el, a: K.get(el) }; el = el.parentElement; }
    return null;
  }
  const initials = (s) => String(s).split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0].toUpperCase()).join('');
  const svgClose = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" data-supported-dps="24x24"><path d="M13.42 12 20 18.58 18.58 20 12 13.42 5.42 20 4 18.58 10.58 12 4 5.42 5.42 4 12 10.58 18.58 4 20 5.42z"></path></svg>';
  const svgSmallClose = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true" data-supported-dps="16x16"><path d="M14 3.41 9.41 8 14 12.59 12.59 14 8 9.41 3.41 14 2 12.59 6.59 8 2 3.41 3.41 2 8 6.59 12.59 2z"></path></svg>';
  const svgBug = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true" data-supported-dps="16x16"><path d="M12 2H4a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM5.5 12H4V6.5h1.5zm-.75-6.5A.75.75 0 1 1 5.5 4.75a.75.75 0 0 1-.75.75zM12 12h-1.5V9.3c0-.8-.3-1.3-1-1.3a1.1 1.1 0 0 0-1 .7V12H7V6.5h1.5v.7a1.8 1.8 0 0 1 1.6-.8c1.2 0 1.9.8 1.9 2.4z"></path></svg>';
  const svgExt = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true" data-supported-dps="16x16"><path d="M15 1v6h-2V4.41L7.41 10 6 8.59 11.59 3H9V1zm-4 10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h2V3H5a3 3 0 0 0-3 3v5a3 3 0 0 0 3 3h5a3 3 0 0 0 3-3V9h-2z"></path></svg>';
  const svgErr = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="16" height="16" fill="currentColor" role="img" aria-label="Error" data-supported-dps="16x16"><path d="M8 1a7 7 0 1 0 7 7 7 7 0 0 0-7-7zm1 11H7v-2h2zm0-3H7V4h2z"></path></svg>';
  const svgCheck = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true" data-supported-dps="16x16"><path d="M12.57 2H15L6 14l-5-5 1.41-1.41L6 11.17z"></path></svg>';

  function descHtml(job) {
    return (job.description || []).map((b) => {
      if (b.p) return `<p>${esc(b.p)}</p>`;
      if (b.h) return `<strong>${esc(b.h)}</strong>`;
      if (b.ul) return `<ul>${b.ul.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`;
      return '';
    }).join('');
  }

  // ---------- page state
  const seen = new Set(); // jobs whose details were opened ("Viewed")
  const dismissedCards = new Set();
  let selectedId = null;
  let cur = null; // the open application
  const drafts = {};

  // =====================================================================================
  // Global chrome
  function navHtml() {
    if (REACT) {
      return `<header class="${c('nav')}" data-testid="primary-nav"><div class="${c('navIn')}"><a href="/feed/" class="${c('brand')}" aria-label="LinkedIn">in</a>
<input class="${c('navSearch')}" placeholder="Search" type="text" componentkey="jobSearchBox">
<nav class="${c('navLinks')}" aria-label="Primary Navigation"><a href="/feed/">Home</a><a href="/mynetwork/">My Network</a><a class="${c('navLinkOn')}" href="/jobs/" aria-current="page">Jobs</a><a href="/messaging/">Messaging</a><a href="/notifications/">Notifications</a><span>Me</span></nav></div></header>`;
    }
    return `<header id="global-nav" class="global-nav global-nav--jobs"><div class="global-nav__content"><a href="/feed/" class="global-nav__branding" aria-label="LinkedIn">in</a>
<input class="search-global-typeahead__input" placeholder="Search" aria-label="Search" type="text" role="combobox" aria-expanded="false">
<nav class="global-nav__nav" aria-label="Primary Navigation"><ul class="global-nav__primary-items"><li class="global-nav__primary-item"><a href="/feed/">Home</a></li><li class="global-nav__primary-item"><a href="/mynetwork/">My Network</a></li><li class="global-nav__primary-item global-nav__primary-item--active"><a href="/jobs/" aria-current="page">Jobs</a></li><li class="global-nav__primary-item"><a href="/messaging/">Messaging</a></li><li class="global-nav__primary-item"><a href="/notifications/">Notifications</a></li></ul></nav></div></header>`;
  }

  // =====================================================================================
  // Job cards (search list)
  function cardFooterBits(job) {
    const bits = [];
    if (job.apply === 'applied') bits.push(['Applied', true]);
    else if (seen.has(job.id)) bits.push(['Viewed', true]);
    if (job.promoted) bits.push(['Promoted', false]);
    if (job.apply === 'easy') bits.push(['Easy Apply', false]);
    bits.push([job.posted, false]);
    return bits;
  }

  function reactCardHtml(job) {
    const sel = job.id === selectedId;
    if (dismissedCards.has(job.id)) {
      return `<div class="${c('dismissed')}"><p>We won’t show you this job again.</p><button type="button" class="${c('btnTer')}"${A({ t: 'undo', id: job.id })}><span>Undo</span></button></div>`;
    }
    const foot = cardFooterBits(job).map(([t, strong], i) => `${i ? `<p aria-hidden="true"> · </p>` : ''}<p class="${strong ? c('cardFootStrong') : c('cardFootBit')}">${esc(t)}</p>`).join('');
    return `<div data-display-contents="true"><div role="button" tabindex="0" class="${c('card')}${sel ? ' ' + c('cardSel') : ''}" componentkey="job-card-component-ref-${job.id}"${A({ t: 'card', id: job.id })}>
<div class="${c('cardIn')}" componentkey="job-card-component-ref-${job.id}">
<figure class="${c('clogo')}" aria-hidden="true">${esc(initials(job.company))}</figure>
<div class="${c('cardText')}">
<div data-display-contents="true"><p class="${c('cardTitle')}"><span class="${c('vh')}">${esc(job.title)}${job.verified ? ' (Verified job)' : ''}</span><span aria-hidden="true">${esc(job.title)}</span></p></div>
<div><p class="${c('cardCo')}">${esc(job.company)}</p></div>
<p class="${c('cardMeta')}">${esc(job.location)} (${esc(job.workplace)})</p>
<div class="${c('cardFoot')}">${foot}</div>
</div>
<button class="${c('cardX')}" type="button" componentkey="auto-component-${uuid()}" aria-label="Dismiss ${esc(job.title)} job"${A({ t: 'cardX', id: job.id })}><span>${svgSmallClose}</span></button>
</div></div></div>`;
  }

  function emberCardHtml(job) {
    const sel = job.id === selectedId;
    if (dismissedCards.has(job.id)) {
      return `<div class="job-card-container job-card-container--dismissed"><p class="t-14 t-black--light">We won’t show you this job again.</p><button class="artdeco-button artdeco-button--tertiary" type="button"${A({ t: 'undo', id: job.id })}><span class="artdeco-button__text">Undo</span></button></div>`;
    }
    const foot = cardFooterBits(job).map(([t, strong]) => {
      if (t === 'Applied' || t === 'Viewed') return `<li class="job-card-container__footer-item job-card-container__footer-job-state t-bold${t === 'Applied' ? ' job-card-container__footer-item--applied' : ''}">${esc(t)}</li>`;
      if (t === 'Easy Apply') return `<li class="${nz('ea-li')} job-card-container__footer-item inline-flex align-items-center">${svgBug}<span dir="ltr">Easy Apply</span></li>`;
      return `<li class="job-card-container__footer-item inline-flex align-items-center"><span dir="ltr">${esc(t)}</span></li>`;
    }).join('');
    const a1 = eid(), a2 = eid(), a3 = eid(), a4 = eid();
    return `<div>
<div data-job-id="${job.id}" class="display-flex job-card-container relative job-card-list job-card-container--clickable job-card-list--underline-title-on-hover${sel ? ' jobs-search-results-list__list-item--active' : ''}"${sel ? ' aria-current="page"' : ''}${A({ t: 'card', id: job.id })}>
<div id="${a1}" class="job-card-list__logo artdeco-entity-lockup__image artdeco-entity-lockup__image--type-square ember-view" aria-hidden="true">${esc(initials(job.company))}</div>
<div id="${a2}" class="flex-grow-1 artdeco-entity-lockup__content ember-view">
<div class="full-width artdeco-entity-lockup__title ember-view">
<a tabindex="0" href="/jobs/view/${job.id}/?refId=${esc(nz('ref' + job.id).slice(0, 22))}&amp;trk=flagship3_search_srp_jobs" id="${a3}" class="disabled ember-view job-card-container__link ${nz('lnk')} job-card-list__title--link" aria-label="${esc(job.title)}${job.verified ? ' with verification' : ''}" dir="ltr"${A({ t: 'card', id: job.id })}>
<span><strong>${esc(job.title)}</strong></span></a></div>
<div class="artdeco-entity-lockup__subtitle ember-view"><span class="${nz('sub')}" dir="ltr">${esc(job.company)}</span></div>
<div class="artdeco-entity-lockup__caption ember-view"><ul class="job-card-container__metadata-wrapper"><li class="${nz('meta')}"><span dir="ltr">${esc(job.location)} (${esc(job.workplace)})</span></li></ul></div>
<ul class="job-card-list__footer-wrapper job-card-container__footer-wrapper flex-shrink-zero display-flex t-sans t-12 t-black--light t-normal t-roman mt1">${foot}</ul>
</div>
<div class="job-card-list__actions-container"><button aria-label="Dismiss ${esc(job.title)} job" id="${a4}" class="job-card-container__action job-card-container__action-small artdeco-button artdeco-button--muted artdeco-button--2 artdeco-button--tertiary ember-view" type="button"${A({ t: 'cardX', id: job.id })}>${svgSmallClose}<span class="artdeco-button__text"><span class="job-card-container__action-text"></span></span></button></div>
</div></div>`;
  }

  // =====================================================================================
  // Job details (search pane and job page)
  function reactApplyControl(job) {
    if (job.apply === 'easy') {
      return `<a class="${c('btnPri')}" aria-disabled="false" href="/jobs/view/${job.id}/apply/?openSDUIApplyFlow=true" componentkey="${uuid()}" aria-label="Easy Apply to this job"${A({ t: 'easy', id: job.id })}><span>${svgBug}<span>Easy Apply</span></span></a>`;
    }
    if (job.apply === 'external') {
      return `<a class="${c('btnPri')}" aria-disabled="false" href="/safety/go/?url=${encodeURIComponent('/company-site/' + job.id + '/')}" target="_blank" rel="noopener" componentkey="${uuid()}" aria-label="Apply on company website"><span>${svgExt}<span>Apply</span></span></a>`;
    }
    if (job.apply === 'applied') {
      return `<div class="${c('applied')}">${svgCheck}<p>Applied ${esc(job.appliedAgo)}</p><a href="/jobs/view/${job.id}/">See application</a></div>`;
    }
    return `<div class="${c('closed')}">${svgErr}<p>No longer accepting applications</p></div>`;
  }

  function reactDetailsHtml(job, standalone) {
    const saveBtn = job.apply === 'closed' ? '' : `<button class="${c('btnSec')}" type="button" componentkey="${uuid()}" aria-label="Save the job"${A({ t: 'savejob' })}><span><span>Save</span></span></button>`;
    const titleP = standalone
      ? `<p class="${c('topTitle')}">${esc(job.title)}</p>`
      : `<p class="${c('topTitle')}"><a href="/jobs/view/${job.id}/">${esc(job.title)}</a></p>`;
    return `<div class="${c('top')}">
<div class="${c('topCo')}"><a tabindex="0" href="/company/${esc(job.companySlug)}/life/" componentkey="auto-binding-${uuid()}-${job.id}"><div class="${c('topCoLogo')}" aria-label="${esc(job.company)} logo">${esc(initials(job.company))}</div></a><p><a href="/company/${esc(job.companySlug)}/life/">${esc(job.company)}</a></p></div>
<div data-display-contents="true">${titleP}</div>
<p class="${c('topMeta')}"><span>${esc(job.location)}</span><span class="${c('sp')}"> </span>·<span class="${c('sp')}"> </span><span><strong>${esc(job.posted)}</strong></span><span class="${c('sp')}"> </span>·<span class="${c('sp')}"> </span><span>${esc(job.applicants)}</span></p>
<div class="${c('pills')}"><a class="${c('pill')}" href="/jobs/view/${job.id}/"><span>${svgCheck}<span>${esc(job.workplace)}</span></span></a><a class="${c('pill')}" href="/jobs/view/${job.id}/"><span><span>${esc(job.jobType)}</span></span></a></div>
<div class="${c('actions')}">${reactApplyControl(job)}${saveBtn}</div>
</div>
<div id="JobDetails_AboutTheJob_${job.id}" componentkey="JobDetails_AboutTheJob_${job.id}" class="${c('about')}"><div data-sdui-component="com.linkedin.sdui.generated.jobseeker.dsl.impl.aboutTheJob"><h2>About the job</h2><p><span data-testid="expandable-text-box">${descHtml(job)}</span></p></div></div>
<div id="JobDetails_AboutTheCompany_${job.id}" componentkey="JobDetails_AboutTheCompany_${job.id}" class="${c('about')}"><div data-sdui-component="com.linkedin.sdui.generated.jobseeker.dsl.impl.aboutTheCompanyForJobDetails"><h2>About the company</h2><p><span data-testid="expandable-text-box">${esc(job.aboutCompany || '')}</span></p></div></div>`;
  }

  function emberApplyControl(job, size) {
    if (job.apply === 'easy') {
      return `<div class="jobs-s-apply jobs-s-apply--fadein inline-flex mr2"><div class="jobs-apply-button--top-card"><button aria-label="Easy Apply to ${esc(job.title)} at ${esc(job.company)}" id="jobs-apply-button-id" class="jobs-apply-button artdeco-button artdeco-button--${size} artdeco-button--primary ember-view" data-job-id="${job.id}" data-live-test-job-apply-button=""${A({ t: 'easy', id: job.id })}>${svgBug}<span class="artdeco-button__text">Easy Apply</span></button></div></div>`;
    }
    if (job.apply === 'external') {
      return `<div class="jobs-s-apply jobs-s-apply--fadein inline-flex mr2"><div class="jobs-apply-button--top-card"><button aria-label="Apply to ${esc(job.title)} on company website" id="jobs-apply-button-id" role="link" class="jobs-apply-button artdeco-button artdeco-button--icon-right artdeco-button--${size} artdeco-button--primary ember-view" data-job-id="${job.id}" data-live-test-job-apply-button=""${A({ t: 'ext', id: job.id })}><span class="artdeco-button__text">Apply</span>${svgExt}</button></div></div>`;
    }
    if (job.apply === 'applied') {
      return `<div class="jobs-s-apply jobs-s-apply--fadein inline-flex mr2"><div id="${eid()}" class="artdeco-inline-feedback artdeco-inline-feedback--success ember-view"><li-icon aria-hidden="true" type="success-pebble-icon" class="artdeco-inline-feedback__icon" size="small">${svgCheck}</li-icon><span class="artdeco-inline-feedback__message">Applied ${esc(job.appliedAgo)}<span class="white-space-pre"> </span><a href="/jobs/view/${job.id}/" class="jobs-s-apply__application-link">See application</a></span></div></div>`;
    }
    return `<div class="jobs-details-top-card__apply-error"><div id="${eid()}" class="artdeco-inline-feedback artdeco-inline-feedback--error ember-view"><li-icon aria-hidden="true" type="error-pebble-icon" class="artdeco-inline-feedback__icon" size="small">${svgErr}</li-icon><span class="artdeco-inline-feedback__message">No longer accepting applications</span></div></div>`;
  }

  function emberDetailsHtml(job) {
    const save = job.apply === 'closed' ? '' : `<button class="jobs-save-button artdeco-button artdeco-button--secondary artdeco-button--3" type="button"${A({ t: 'savejob' })}><span aria-hidden="true" class="jobs-save-button__text">Save</span><span class="a11y-text">Save ${esc(job.title)} at ${esc(job.company)}</span></button>`;
    return `<div class="job-view-layout jobs-details"><div><div class="jobs-details__main-content jobs-details__main-content--single-pane full-width">
<div><div class="t-14" tabindex="-1"><div class="relative job-details-jobs-unified-top-card__container--two-pane"><div>
<div class="display-flex align-items-center"><div class="display-flex align-items-center flex-1">
<a class="${nz('co-a')}" aria-label="${esc(job.company)} logo" href="/company/${esc(job.companySlug)}/life" data-test-app-aware-link=""><span class="job-details-jobs-unified-top-card__logo">${esc(initials(job.company))}</span></a>
<div class="job-details-jobs-unified-top-card__company-name" dir="ltr"><a class="${nz('co-a')}" target="_self" tabindex="0" href="/company/${esc(job.companySlug)}/life" data-test-app-aware-link="">${esc(job.company)}</a></div>
</div></div>
<div class="display-flex justify-space-between flex-wrap mt2"><div class="t-24 job-details-jobs-unified-top-card__job-title"><h1 class="t-24 t-bold inline"><a href="/jobs/view/${job.id}/" id="${eid()}" class="ember-view">${esc(job.title)}</a></h1></div></div>
<div class="job-details-jobs-unified-top-card__primary-description-container"><div class="t-black--light mt2 job-details-jobs-unified-top-card__tertiary-description-container"><span dir="ltr"><span class="tvm__text tvm__text--low-emphasis">${esc(job.location)}</span><span class="tvm__text tvm__text--low-emphasis"><span class="white-space-pre"> </span>·<span class="white-space-pre"> </span></span><span class="tvm__text tvm__text--low-emphasis"><span>${esc(job.posted)}</span></span><span class="tvm__text tvm__text--low-emphasis"><span class="white-space-pre"> </span>·<span class="white-space-pre"> </span></span><span class="tvm__text tvm__text--low-emphasis">${esc(job.applicants)}</span></span></div></div>
<div class="job-details-fit-level-preferences"><button tabindex="0" class="artdeco-button artdeco-button--secondary artdeco-button--muted" type="button"><span><span class="tvm__text tvm__text--low-emphasis"><strong>${esc(job.workplace)}</strong></span></span></button><button tabindex="0" class="artdeco-button artdeco-button--secondary artdeco-button--muted" type="button"><span><span class="tvm__text tvm__text--low-emphasis"><strong>${esc(job.jobType)}</strong></span></span></button></div>
<div class="mt4"><div class="display-flex">${emberApplyControl(job, 3)}${save}</div></div>
</div></div>
<div class="job-details-jobs-unified-top-card__sticky-header job-details-jobs-unified-top-card__sticky-header--disabled"><div class="job-details-jobs-unified-top-card__title-container"><a href="/jobs/view/${job.id}/" id="${eid()}" class="ember-view"><h2 class="t-16 t-black t-bold truncate">${esc(job.title)}</h2></a><div class="t-14 truncate">${esc(job.company)} · ${esc(job.location)} (${esc(job.workplace)})</div></div><div class="job-details-jobs-unified-top-card__sticky-buttons-container">${emberApplyControl(job, 2)}</div></div>
</div></div>
<div class="jobs-box--fadein jobs-box--full-width jobs-box--with-cta-large jobs-description jobs-description--reformatted"><article class="jobs-description__container"><div class="jobs-description__content jobs-description-content"><div class="jobs-box__html-content jobs-description-content__text--stretch" id="job-details" tabindex="-1"><h2 class="text-heading-large">About the job</h2><div class="mt4">${descHtml(job)}</div></div></div></article></div>
<div class="jobs-company mt4"><section class="jobs-company__box"><h2 class="text-heading-large">About the company</h2><p class="jobs-company__company-description">${esc(job.aboutCompany || '')}</p></section></div>
</div></div></div>`;
  }

  // =====================================================================================
  // Pages
  const root = document.getElementById(REACT ? 'root' : 'ember-root');
  let listEl = null, detailEl = null;
  const slots = [];
  let scrolledOnce = false;
  const FIRST_DRAWN = 6;

  function renderSearch() {
    const q = PAGE.query;
    const kw = q.keywords || BOOT.search.keywords;
    const loc = q.location || BOOT.search.location;
    const ea = q.f_AL === 'true';
    const fromUrl = new URLSearchParams(location.search).get('currentJobId');
    selectedId = fromUrl && byId[fromUrl] ? fromUrl : JOBS[0].id;
    if (!fromUrl) { const u = new URL(location.href); u.searchParams.set('currentJobId', selectedId); history.replaceState({ currentJobId: selectedId }, '', u); }
    if (REACT) {
      setHTML(root, `${navHtml()}<main id="workspace" class="${c('main')}" tabindex="-1">
<div id="JobsSearchFilters" componentkey="JobsSearchFilters"><nav class="${c('chips')}" aria-label="Search filters"><button type="button" class="${c('chip')}">Date posted</button><button type="button" class="${c('chip')}">Experience level</button><div role="radio" tabindex="0" aria-checked="${ea}" aria-label="Easy Apply filter." class="${c('chip')}${ea ? ' ' + c('chipOn') : ''}">Easy Apply</div><button type="button" class="${c('chip')}">All filters</button></nav></div>
<div class="${c('layout')}">
<div data-testid="lazy-column" data-component-type="LazyColumn" componentkey="SearchResultsMainContent" class="${c('list')}">
<div class="${c('listHead')}"><p class="${c('listTitle')}">${esc(kw)}</p><p class="${c('listSub')}">${esc(loc)} · ${JOBS.length} results</p></div>
<div class="${c('slots')}"></div>
</div>
<div data-sdui-screen="com.linkedin.sdui.flagshipnav.jobs.SemanticJobDetails" class="${c('detail')}"><div data-testid="lazy-column" data-component-type="LazyColumn" componentkey="${uuid()}" class="${c('detailCol')}"></div></div>
</div></main>`);
      listEl = root.querySelector('[componentkey="SearchResultsMainContent"]');
      detailEl = root.querySelector('[data-sdui-screen] > [data-testid="lazy-column"]');
      const holder = listEl.querySelector('.' + hcls(SEED, 'slots'));
      JOBS.forEach((job, i) => {
        const slot = document.createElement('div');
        slot.className = c('slot');
        holder.appendChild(slot);
        slots.push({ el: slot, job, drawn: false });
        if (i < FIRST_DRAWN) drawSlot(i);
      });
    } else {
      setHTML(root, `${navHtml()}<div class="application-outlet"><div class="authentication-outlet">
<section class="search-reusables__filters-bar-grouping"><ul class="search-reusables__filter-list"><li><button class="artdeco-pill artdeco-pill--slate artdeco-pill--choice artdeco-pill--2 search-reusables__filter-pill-button" type="button">Date posted</button></li><li><button class="artdeco-pill artdeco-pill--slate artdeco-pill--choice artdeco-pill--2 search-reusables__filter-pill-button" type="button">Experience level</button></li><li><button aria-checked="${ea}" role="radio" aria-label="Easy Apply filter." class="artdeco-pill artdeco-pill--slate artdeco-pill--choice artdeco-pill--2 search-reusables__filter-pill-button${ea ? ' artdeco-pill--selected' : ''}" type="button">Easy Apply</button></li><li><button class="artdeco-pill artdeco-pill--slate artdeco-pill--2 search-reusables__all-filters-pill-button" type="button">All filters</button></li></ul></section>
<div class="scaffold-layout scaffold-layout--list-detail jobs-search-two-pane__layout"><div class="scaffold-layout__list-detail-inner">
<div class="scaffold-layout__list" tabindex="-1">
<header class="scaffold-layout__list-header jobs-search-results-list__header ph1" tabindex="-1"><div class="jobs-search-results-list__title-heading truncate"><span id="results-list__title" class="t-16" title="${esc(kw)} in ${esc(loc)}" dir="ltr">${esc(kw)} in ${esc(loc)}</span><div class="display-flex flex-column t-12 t-black--light t-normal"><small class="display-flex t-normal t-12 t-black--light"><span dir="ltr">${JOBS.length} results</span></small></div></div></header>
<div class="jobs-search-results-list ${nz('scroller')}"><div data-results-list-top-scroll-sentinel=""></div><ul class="${nz('ul')}"></ul>
<div class="jobs-search-pagination jobs-search-results-list__pagination pv5 artdeco-pagination"><ul class="artdeco-pagination__pages artdeco-pagination__pages--number"><li class="artdeco-pagination__indicator artdeco-pagination__indicator--number active selected"><button aria-current="true" aria-label="Page 1" type="button"><span>1</span></button></li></ul></div></div>
</div>
<div class="scaffold-layout__detail overflow-x-hidden jobs-search__job-details"><div class="jobs-search__job-details--container" data-job-details-events-trigger=""></div></div>
</div></div></div></div>`);
      listEl = root.querySelector('.jobs-search-results-list');
      detailEl = root.querySelector('.jobs-search__job-details--container');
      const ul = listEl.querySelector('ul');
      JOBS.forEach((job, i) => {
        const li = document.createElement('li');
        li.id = eid();
        li.className = `ember-view ${nz('li')} occludable-update p0 relative scaffold-layout__list-item` + (i >= FIRST_DRAWN ? ' jobs-search-results__job-card-search--generic-occludable-area' : '');
        li.setAttribute('data-occludable-job-id', job.id);
        ul.appendChild(li);
        slots.push({ el: li, job, drawn: false });
        if (i < FIRST_DRAWN) drawSlot(i);
      });
    }
    // cards beyond the first ones are drawn only when they are scrolled into view
    const io = new IntersectionObserver((entries) => {
      if (!scrolledOnce) return;
      for (const e of entries) if (e.isIntersecting) { const i = slots.findIndex((s) => s.el === e.target); if (i >= 0) drawSlot(i); }
    }, { root: listEl, rootMargin: '0px 0px 40px 0px' });
    slots.forEach((s) => { if (!s.drawn) io.observe(s.el); });
    listEl.addEventListener('scroll', () => {
      if (scrolledOnce) return;
      scrolledOnce = true;
      // re-check what is visible now
      const top = listEl.getBoundingClientRect();
      slots.forEach((s, i) => { if (!s.drawn) { const r = s.el.getBoundingClientRect(); if (r.top < top.bottom + 40 && r.bottom > top.top) drawSlot(i); } });
    }, { passive: true });
    renderDetails(selectedId, false);
    window.addEventListener('popstate', () => {
      const id = new URLSearchParams(location.search).get('currentJobId');
      if (id && byId[id] && id !== selectedId) selectJob(id, false);
    });
  }

  function drawSlot(i) {
    const s = slots[i];
    if (!s) return;
    s.drawn = true;
    if (REACT) {
      s.el.className = c('cardWrap');
      setHTML(s.el, reactCardHtml(s.job));
    } else {
      s.el.classList.remove('jobs-search-results__job-card-search--generic-occludable-area');
      setHTML(s.el, emberCardHtml(s.job));
    }
  }
  function redrawCard(id) { const i = slots.findIndex((s) => s.job.id === id); if (i >= 0 && slots[i].drawn) drawSlot(i); }

  let detailToken = 0;
  async function renderDetails(id, withDelay) {
    const job = byId[id];
    if (!detailEl || !job) return;
    const token = ++detailToken;
    if (withDelay) {
      setHTML(detailEl, REACT ? `<div class="${c('loaderBox')}"><div class="${c('spin')}"></div></div>` : `<div class="jobs-loader"><div class="artdeco-loader">${'<span class="artdeco-loader__bars"></span>'.repeat(12)}</div></div>`);
      await sleep(BOOT.fast ? 30 : 200 + Math.random() * 400);
      if (token !== detailToken) return;
    }
    if (REACT) {
      detailEl.setAttribute('componentkey', uuid());
      setHTML(detailEl, reactDetailsHtml(job, false));
      document.title = `${job.title} | ${job.company} | LinkedIn`;
    } else {
      detailEl.setAttribute('aria-label', job.title);
      setHTML(detailEl, `<div class="jobs-semantic-search-job-details-wrapper" tabindex="0">${emberDetailsHtml(job)}</div>`);
    }
    detailEl.scrollTop = 0;
    if (detailEl.parentElement) detailEl.parentElement.scrollTop = 0;
    seen.add(id);
  }

  function selectJob(id, push) {
    if (!byId[id]) return;
    const prev = selectedId;
    selectedId = id;
    if (push) {
      const u = new URL(location.href);
      u.searchParams.set('currentJobId', id);
      history.pushState({ currentJobId: id }, '', u);
    }
    if (prev) redrawCard(prev);
    redrawCard(id);
    renderDetails(id, true);
  }

  function renderView() {
    const job = byId[PAGE.jobId];
    if (REACT) {
      setHTML(root, `${navHtml()}<main id="workspace" class="${c('main')}" tabindex="-1"><section aria-label="Job details"><div data-sdui-screen="com.linkedin.sdui.flagshipnav.jobs.JobDetails" class="${c('detailPage')}"><div data-testid="lazy-column" data-component-type="LazyColumn" componentkey="${uuid()}"></div></div></section></main>`);
      detailEl = root.querySelector('[data-sdui-screen] > [data-testid="lazy-column"]');
      setHTML(detailEl, reactDetailsHtml(job, true));
    } else {
      setHTML(root, `${navHtml()}<div class="application-outlet"><main id="main" class="scaffold-layout__main" aria-label="Main Feed"><div class="job-view-page jobs-search__job-details--container">${emberDetailsHtml(job)}</div></main></div>`);
      detailEl = root.querySelector('.jobs-search__job-details--container');
    }
    seen.add(job.id);
    if (PAGE.openApply && job.apply === 'easy') setTimeout(() => openApply(job), BOOT.fast ? 50 : 400);
  }

  function refreshJob(id) {
    redrawCard(id);
    if (detailEl && (PAGE.kind === 'view' ? PAGE.jobId === id : selectedId === id)) {
      if (PAGE.kind === 'view') setHTML(detailEl, REACT ? reactDetailsHtml(byId[id], true) : emberDetailsHtml(byId[id]));
      else renderDetails(id, false);
    }
  }

  // =====================================================================================
  // Easy Apply: model
  function contactFields() {
    return [
      { key: 'email', kind: 'select', text: 'Email address', required: true, options: MEMBER.emails.map((e) => [e, e]), ck: 'EMAIL::email', ember: 'multipleChoice', qid: '91001' },
      { key: 'phoneCountry', kind: 'select', text: 'Phone country code', required: true, options: COUNTRIES, ck: 'PHONE_COUNTRY::phoneNumber.country', ember: 'phoneNumber-country', qid: '91002' },
      { key: 'phone', kind: 'phone', text: 'Mobile phone number', required: true, ck: 'PHONE_MOBILE::phoneNumber', ember: 'phoneNumber-nationalNumber', qid: '91002' },
      { key: 'city', kind: 'typeahead', text: 'Location (city)', required: true, ck: 'CITY::city', ember: 'city-HOME-CITY', qid: '91003' },
    ];
  }
  function buildSteps(job) {
    const steps = (job.steps || []).map((s) => {
      if (s.type === 'contact') return { type: 'contact', title: 'Contact info', fields: contactFields() };
      if (s.type === 'resume') return { type: 'resume', title: 'Resume', fields: [{ key: 'resume', kind: 'resume', text: 'Resume', required: true, qid: '91004' }] };
      return { type: 'questions', title: s.title || 'Additional Questions', note: s.note || '', fields: s.questions.map((q) => ({ ...q, key: 'q' + q.id, qid: q.id })) };
    });
    steps.push({ type: 'review', title: 'Review your application', fields: [] });
    return steps;
  }
  function newApp(job) {
    const app = { job, step: 0, steps: buildSteps(job), v: {}, uploads: [], errors: {} };
    app.v.email = MEMBER.emails[0]; // LinkedIn pre-selects the account's first address
    app.v.phoneCountry = '';
    app.v.phone = '';
    app.v.city = '';
    app.v.cityText = '';
    app.v.resume = REACT ? '' : 'stored:0';
    app.v.follow = true;
    for (const s of app.steps) for (const f of s.fields) if (!(f.key in app.v)) app.v[f.key] = f.kind === 'checkbox' ? false : '';
    return app;
  }
  function fieldOf(key) { for (const s of cur.app.steps) for (const f of s.fields) if (f.key === key) return f; return null; }
  function resumeList(app) {
    const ups = app.uploads.slice().reverse().map((u) => ({ key: 'upload:' + u.id, name: u.name, kind: /\.docx?$/i.test(u.name) ? 'DOC' : 'PDF', size: Math.max(1, Math.round(u.size / 1024)) + ' KB', uploaded: new Date().toLocaleDateString('en-US'), lastUsed: null }));
    const stored = MEMBER.storedResumes.map((r, i) => ({ key: 'stored:' + i, ...r }));
    return ups.concat(stored);
  }
  function displayValue(f, app) {
    const v = app.v[f.key];
    if (f.kind === 'resume') { const r = resumeList(app).find((x) => x.key === v); return r ? r.name : ''; }
    if (f.kind === 'checkbox') return v ? f.label : '';
    return v == null ? '' : String(v);
  }

  function validate(step, app) {
    const errs = {};
    for (const f of step.fields) {
      const v = app.v[f.key];
      if (f.kind === 'resume') { if (!v) errs[f.key] = 'A resume is required'; continue; }
      if (f.kind === 'typeahead') { if (!app.v.city) errs[f.key] = 'Please enter a valid answer'; continue; }
      const empty = v === undefined || v === null || v === false || String(v).trim() === '';
      if (empty) { if (f.required) errs[f.key] = f.kind === 'checkbox' ? 'Please check this box if you want to proceed' : f.kind === 'radio' || f.kind === 'yesno' ? 'Please make a selection' : 'Please enter a valid answer'; continue; }
      const s = String(v).trim();
      if (f.kind === 'phone') { if (!/^\+?[0-9][0-9 ()-]{4,18}[0-9]$/.test(s) || s.replace(/\D/g, '').length < 6 || s.replace(/\D/g, '').length > 15) errs[f.key] = 'Enter a valid phone number'; }
      if (f.kind === 'years') { if (!/^\d+$/.test(s) || +s > 99) errs[f.key] = 'Enter a whole number between 0 and 99'; }
      if (f.kind === 'number') {
        if (f.integer) { if (!/^\d+$/.test(s) || +s < (f.min ?? 0) || +s > (f.max ?? 99)) errs[f.key] = `Enter a whole number between ${f.min ?? 0} and ${f.max ?? 99}`; }
        else if (!/^\d+(\.\d+)?$/.test(s) || +s <= 0 || +s > (f.max ?? 9999)) errs[f.key] = 'Enter a decimal number larger than 0.0';
      }
      if (f.kind === 'textarea' && f.maxLength && s.length > f.maxLength) errs[f.key] = `Enter ${f.maxLength} characters or fewer`;
    }
    return errs;
  }

  function collect(app) {
    const fields = [], answers = {};
    app.steps.forEach((s) => s.fields.forEach((f) => {
      if (f.kind === 'resume') return;
      let value = app.v[f.key];
      if (f.kind === 'checkbox') value = !!value; else if (value == null) value = '';
      const question = f.kind === 'checkbox' ? f.label : f.text;
      fields.push({ step: s.title, key: f.key, question, heading: f.kind === 'checkbox' ? f.text : undefined, kind: f.kind, required: !!f.required, value });
      answers[question] = value;
    }));
    let resume = null;
    const rv = app.v.resume || '';
    if (rv.startsWith('upload:')) resume = { source: 'upload', uploadId: rv.slice(7) };
    else if (rv.startsWith('stored:')) { const r = MEMBER.storedResumes[+rv.slice(7)]; resume = { source: 'stored', name: r.name }; }
    return { jobId: app.job.id, answers, fields, resume, followCompany: !!app.v.follow };
  }

  // =====================================================================================
  // Easy Apply: React markup
  const fkey = (app, f, i) => (f.ck ? `easyApplyFieldFocus_ea.q::${f.qid}::${f.ck}.validation` : `easyApplyFieldFocus_ea_validation_p${app.step}_${i}_${f.qid}`);

  function rErr(msg, id) { return msg ? `<p class="${c('err')}"${id ? ` id="${id}"` : ''}>${esc(msg)}</p>` : ''; }

  function rField(app, f, i) {
    const err = app.errors[f.key];
    const v = app.v[f.key];
    const req = f.required ? '*' : '';
    const id = rid();
    if (f.kind === 'select') {
      const opts = f.options.map((o) => { const [val, label] = Array.isArray(o) ? o : [o, o]; return `<option value="${esc(val)}"${v === label ? ' selected' : ''}>${esc(label)}</option>`; }).join('');
      const labelled = f.ck ? `<label for="${id}" class="${c('lbl')}"><div>${esc(f.text)}${req}</div></label>` : `<p class="${c('qtext')}">${esc(f.text)}${req}</p>`;
      return `<div componentkey="${fkey(app, f, i)}" class="${c('field')}">${labelled}<div><select id="${id}" class="${c('sel')}${err ? ' ' + c('inpErr') : ''}"${f.required ? ' required' : ''}${f.ck ? '' : ` aria-label="${esc(f.text)}"`}${A({ t: 'f', key: f.key })}><option value=""${v ? '' : ' selected'} disabled>Select an option</option>${opts}</select></div>${rErr(err)}</div>`;
    }
    if (f.kind === 'phone') {
      return `<div componentkey="${fkey(app, f, i)}" class="${c('field')}"><label for="${id}" class="${c('lbl')}"><div>${esc(f.text)}${req}</div></label><div><input required id="${id}" aria-describedby="${id}-info" dir="auto" type="tel" class="${c('inp')}${err ? ' ' + c('inpErr') : ''}" value="${esc(v)}"${A({ t: 'f', key: f.key })}></div><div data-testid="text-input-helper-text" id="${id}-info" class="${c('helper')}">${rErr(err)}</div></div>`;
    }
    if (f.kind === 'typeahead') {
      const shown = app.v.city || app.v.cityText || '';
      return `<div componentkey="${fkey(app, f, i)}" class="${c('field')}"><label for="${id}" class="${c('lbl')}"><div>${esc(f.text)}${req}</div></label><div class="${c('taWrap')}"><input required id="${id}" dir="auto" type="text" role="combobox" aria-autocomplete="list" aria-expanded="false" autocomplete="off" class="${c('inp')}${err ? ' ' + c('inpErr') : ''}" value="${esc(shown)}"${A({ t: 'f', key: f.key })}><div role="listbox" id="${rid()}" class="${c('lb')}" hidden></div></div>${rErr(err)}</div>`;
    }
    if (f.kind === 'years' || f.kind === 'number') {
      const n = String(v || '').length;
      return `<div><p class="${c('qtext')}">${esc(f.text)}${req}</p><div componentkey="${fkey(app, f, i)}" class="${c('field')}"><div><input${f.required ? ' required=""' : ''} id="${id}" dir="auto" aria-describedby="${id}-info" aria-label="${esc(f.text)}" type="text" class="${c('inp')}${err ? ' ' + c('inpErr') : ''}" value="${esc(v)}"${A({ t: 'f', key: f.key, max: 20 })}></div><div data-testid="text-input-helper-text" id="${id}-info" class="${c('helper')}"><div><p aria-live="polite" aria-atomic="true"><span aria-hidden="true">${n}/20</span><span class="${c('vh')}">${n} of 20 characters</span></p></div>${rErr(err)}</div></div></div>`;
    }
    if (f.kind === 'textarea') {
      const n = String(v || '').length, mx = f.maxLength || 2000;
      return `<div componentkey="${fkey(app, f, i)}" class="${c('field')}"><p class="${c('qtext')}">${esc(f.text)}${req}</p><div><textarea id="${id}" dir="auto" rows="4" aria-describedby="${id}-info" aria-label="${esc(f.text)}"${f.required ? ' required' : ''} class="${c('ta')}${err ? ' ' + c('inpErr') : ''}"${A({ t: 'f', key: f.key, max: mx })}>${esc(v)}</textarea></div><div data-testid="text-input-helper-text" id="${id}-info" class="${c('helper')}"><div><p aria-live="polite" aria-atomic="true"><span aria-hidden="true">${n}/${mx}</span><span class="${c('vh')}">${n} of ${mx} characters</span></p></div>${rErr(err)}</div></div>`;
    }
    if (f.kind === 'yesno' || f.kind === 'radio') {
      const gid = rid();
      const opts = (f.kind === 'yesno' ? ['Yes', 'No'] : f.options).map((o) => {
        const on = v === o, oid = rid();
        return `<div role="radio" tabindex="${on || (!v && o === (f.kind === 'yesno' ? 'Yes' : f.options[0])) ? 0 : -1}" aria-label="${esc(f.text)}" aria-checked="${on}" class="${c('radio')}${on ? ' ' + c('radioOn') : ''}"${A({ t: 'radio', key: f.key, val: o })}><div><div><input id="${oid}" type="radio" name="radio-group-${gid}" class="${c('hideInp')}"${on ? ' checked' : ''}><label for="${oid}"></label><span class="${c('dot')}" aria-hidden="true"></span></div><div><p>${esc(o)}</p></div></div></div>`;
      }).join('');
      return `<div componentkey="${fkey(app, f, i)}" class="${c('field')}"><p class="${c('qtext')}">${esc(f.text)}${req}</p><fieldset aria-describedby="error-message-${gid}" role="radiogroup" class="${c('rgroup')}"><div>${opts}</div></fieldset>${rErr(err, 'error-message-' + gid)}</div>`;
    }
    if (f.kind === 'checkbox') {
      return `<div componentkey="${fkey(app, f, i)}" class="${c('field')}"><p class="${c('qtext')}">${esc(f.text)}${req}</p><div class="${c('cbxRow')}"><input type="checkbox" id="${id}" class="${c('cbx')}"${v ? ' checked' : ''}${A({ t: 'f', key: f.key })}><label for="${id}"><p>${esc(f.label)}</p></label></div>${rErr(err)}</div>`;
    }
    return '';
  }

  function rResume(app, f) {
    const err = app.errors.resume;
    const gid = rid();
    const cards = resumeList(app).map((r) => {
      const on = app.v.resume === r.key, oid = rid();
      return `<div role="radio" tabindex="0" aria-checked="${on}" class="${c('resCard')}${on ? ' ' + c('resSel') : ''}"${A({ t: 'res', val: r.key })}><div><div><input id="${oid}" type="radio" name="radio-group-${gid}" aria-label="${esc(r.name)}" class="${c('hideInp')}"${on ? ' checked' : ''}><label for="${oid}"></label></div></div><div><p class="${c('resBadge')}${r.kind === 'DOC' ? ' ' + c('resBadgeDoc') : ''}">${esc(r.kind)}</p></div><div><p class="${c('resName')}">${esc(r.name)}</p><p class="${c('muted')}">Uploaded on ${esc(r.uploaded)}</p></div></div>`;
    }).join('');
    return `<div componentkey="easyApplyFieldFocus_ea_validation_p${app.step}_0_${f.qid}" class="${c('field')}"><fieldset aria-describedby="error-message-${gid}" role="radiogroup" class="${c('rgroup')}"><div><div id="easyApplyUploadedResumeRef" componentkey="easyApplyUploadedResumeRef"></div>${cards}</div></fieldset>${rErr(err, 'error-message-' + gid)}</div>
<div class="${c('upWrap')}"><button type="button" class="${c('btnSec')}"${A({ t: 'upload' })}><span>Upload resume</span></button><p class="${c('muted')}">DOC, DOCX, PDF (2 MB)</p></div>`;
  }

  function rReview(app) {
    const secs = app.steps.slice(0, -1).map((s, si) => {
      const rows = s.type === 'resume'
        ? `<div class="${c('revRow')}"><p class="${c('revQ')}">Resume</p><p>${esc(displayValue(s.fields[0], app))}</p></div>`
        : s.fields.map((f) => `<div class="${c('revRow')}"><p class="${c('revQ')}">${esc(f.text)}</p><p>${esc(displayValue(f, app)) || '<span>—</span>'}</p></div>`).join('');
      return `<div class="${c('revSec')}"><div class="${c('revHead')}"><p>${esc(s.title)}</p><button type="button" class="${c('btnTer')}"${A({ t: 'edit', step: si })}><span><span>Edit</span></span></button></div>${rows}</div>`;
    }).join('');
    const fid = rid();
    return `<div><p class="${c('stepTitle')}">Review your application</p><p class="${c('stepSub')}">The employer will also receive a copy of your profile.</p>${secs}
<div class="${c('follow')}"><input type="checkbox" id="${fid}"${app.v.follow ? ' checked' : ''}${A({ t: 'follow' })}><label for="${fid}">Follow ${esc(app.job.company)} to stay up to date with their page.</label></div></div>`;
  }

  function rStepBody(app) {
    const s = app.steps[app.step];
    if (s.type === 'contact') {
      return `<div><p class="${c('stepTitle')}">Contact info</p>
<div class="${c('member')}"><figure class="${c('avatar')}" aria-hidden="true">${esc(MEMBER.initials)}</figure><div><div><p class="${c('memberName')}"><span>${esc(MEMBER.name)}</span></p></div><p class="${c('muted')}">${esc(MEMBER.headline)}</p><p class="${c('muted')}">${esc(MEMBER.location)}</p></div></div>
<div>${s.fields.map((f, i) => rField(app, f, i)).join('')}</div>
<p class="${c('muted')}">The hiring team may use your phone number to contact you about this job.</p></div>`;
    }
    if (s.type === 'resume') {
      return `<div><p class="${c('stepTitle')}">Resume</p><p class="${c('stepSub')}">Be sure to include an updated resume*</p>${rResume(app, s.fields[0])}</div>`;
    }
    if (s.type === 'review') return rReview(app);
    return `<div><p class="${c('stepTitle')}">${esc(s.title)}</p>${s.note ? `<p class="${c('stepSub')}">${esc(s.note)}</p>` : ''}<div>${s.fields.map((f, i) => rField(app, f, i)).join('')}</div></div>`;
  }

  function rScreen(app, loading) {
    const n = app.steps.length, k = app.step + 1;
    const pct = Math.round((k / n) * 100);
    const pid = uuid();
    const isReview = app.steps[app.step].type === 'review';
    const primary = isReview ? 'Submit application' : app.step === n - 2 ? 'Review' : 'Next';
    const primaryAct = isReview ? 'submit' : 'next';
    const footer = loading ? '' : `<div><div><hr role="presentation" class="${c('hr')}"><footer class="${c('foot')}">${app.step > 0 ? `<button type="button" componentkey="${uuid()}" class="${c('btnSec')}"${A({ t: 'back' })}><span><span>Back</span></span></button>` : ''}<button type="button" componentkey="${uuid()}" class="${c('btnPri')}"${A({ t: primaryAct })}><span><span>${primary}</span></span></button></footer></div></div>`;
    const body = loading ? `<div class="${c('loaderBox')}"><div class="${c('spin')}"></div></div>` : rStepBody(app);
    return `<div data-sdui-screen="com.linkedin.sdui.flagshipnav.jobs.easyapply.EasyApply"><div data-display-contents="true"><div componentkey="${uuid()}"><div>
<div class="${c('prog')}"><div id="${pid}" class="${c('progLabel')}">${pct} percent complete</div><div aria-labelledby="${pid}" class="${c('progWrap')}"><svg aria-valuemin="0" aria-valuemax="100" aria-valuenow="${pct}" role="progressbar" width="100%" height="8"><rect width="100%" height="8" role="presentation"></rect><rect width="${pct}%" height="8" role="presentation"></rect></svg></div><div></div><p class="${c('pages')}">${k}/${n} pages</p></div>
<div><div><div data-testid="lazy-column" data-component-type="LazyColumn" class="${c('col')}">${body}</div></div></div>
${footer}</div></div></div></div>`;
  }

  // =====================================================================================
  // Easy Apply: Ember markup
  const eBase = (app, f) => `formElement-urn-li-jobs-applyformcommon-easyApplyFormElement-${app.job.id}-${f.qid}`;
  const eUrn = (app, f) => `urn:li:fsd_formElement:urn:li:jobs_applyformcommon_easyApplyFormElement:(${app.job.id},${f.qid},multipleChoice)`;
  function eErr(msg) {
    return msg ? `<div id="${eid()}" class="artdeco-inline-feedback artdeco-inline-feedback--error ember-view mt1" role="alert" data-test-form-element-error-messages=""><li-icon aria-hidden="true" type="error-pebble-icon" class="artdeco-inline-feedback__icon" size="small">${svgErr.replace('role="img" aria-label="Error"', 'aria-hidden="true"')}</li-icon><span class="artdeco-inline-feedback__message">${esc(msg)}</span></div>` : '';
  }
  function eWrap(inner, err, first) {
    return `<div class="${nz('wrap')}"><div class="fb-dash-form-element ${nz('fbel')} ${first ? 'mt1' : 'mt4'}${err ? ' fb-dash-form-element__error-field' : ''}" style="width:100%" tabindex="-1" data-test-form-element="">${inner}</div></div>`;
  }
  function eField(app, f, i) {
    const err = app.errors[f.key];
    const v = app.v[f.key];
    const base = eBase(app, f);
    if (f.kind === 'select') {
      const id = `text-entity-list-form-component-${base}-${f.ember || 'multipleChoice'}`;
      const opts = f.options.map((o) => { const label = Array.isArray(o) ? o[1] : o; return `<option value="${esc(label)}"${v === label ? ' selected' : ''}>${esc(label)}</option>`; }).join('');
      return eWrap(`<div data-test-text-entity-list-form-component=""><label for="${id}" class="fb-dash-form-element__label${f.required ? ' fb-dash-form-element__label-title--is-required' : ''}" data-test-text-entity-list-form-title=""><span>${esc(f.text)}</span></label>${f.required ? '<span class="visually-hidden" data-test-text-entity-list-form-required="">Required</span>' : ''}<select id="${id}" class="fb-dash-form-element__select-dropdown" aria-describedby="${id}-error"${f.required ? ' aria-required="true" required=""' : ''} data-test-text-entity-list-form-select=""${A({ t: 'f', key: f.key })}><option value="Select an option"${v ? '' : ' selected'}>Select an option</option>${opts}</select><div id="${id}-error">${eErr(err)}</div></div>`, err, i === 0);
    }
    if (f.kind === 'phone' || f.kind === 'years' || f.kind === 'number') {
      const suffix = f.kind === 'phone' ? f.ember : f.kind === 'number' && !f.integer ? 'numeric' : 'numeric';
      const id = `single-line-text-form-component-${base}-${suffix}`;
      return eWrap(`<div data-test-single-line-text-form-component="" data-live-test-single-line-text-form-component=""><div id="${eid()}" class="artdeco-text-input artdeco-text-input--type-text artdeco-text-input--color-default${f.required ? ' artdeco-text-input--state-required' : ''}${err ? ' artdeco-text-input--error' : ''} ember-view"><div id="${eid()}" class="artdeco-text-input--container ember-view"><label for="${id}" class="artdeco-text-input--label">${esc(f.text)}</label><input inputmode="text" class=" artdeco-text-input--input" id="${id}"${f.required ? ' required=""' : ''} aria-describedby="${id}-error" dir="auto" type="text" value="${esc(v)}"${A({ t: 'f', key: f.key })}></div></div><div id="${id}-error">${eErr(err)}</div></div>`, err, i === 0);
    }
    if (f.kind === 'typeahead') {
      const id = `single-typeahead-entity-form-component-${base}-${f.ember}`;
      const shown = app.v.city || app.v.cityText || '';
      return eWrap(`<div class="relative " data-test-single-typeahead-entity-form-component=""><label for="${id}" class="fb-dash-form-element__label fb-dash-form-element__label-title--is-required" data-test-single-typeahead-entity-form-title="true"><span>${esc(f.text)}</span></label><span class="visually-hidden" data-test-single-typeahead-entity-form-required="">Required</span><div id="${id}-ta" class="search-basic-typeahead search-vertical-typeahead"><input id="${id}" class="basic-input " required="" dir="auto" role="combobox" aria-autocomplete="list" aria-activedescendant="" aria-expanded="false" type="text" autocomplete="off" aria-describedby="${id}-error" value="${esc(shown)}"${A({ t: 'f', key: f.key })}><div id="${eid()}" class="basic-typeahead__triggered-content search-basic-typeahead__dropdown" role="listbox" hidden></div></div></div><div id="${id}-error">${eErr(err)}</div>`, err, i === 0);
    }
    if (f.kind === 'textarea') {
      const id = `multiline-text-form-component-${base}-text`;
      return eWrap(`<div data-test-multiline-text-form-component=""><div id="${eid()}" class="artdeco-text-input artdeco-text-input--type-multiline artdeco-text-input--color-default${f.required ? ' artdeco-text-input--state-required' : ''} ember-view"><div id="${eid()}" class="ember-view"><label for="${id}" class="artdeco-text-input--label">${esc(f.text)}</label><textarea class="fb-multiline-text artdeco-text-input--input artdeco-text-input__textarea artdeco-text-input__textarea--align-top" id="${id}"${f.required ? ' required=""' : ''} rows="3" aria-label="${esc(f.text)}" aria-describedby="${id}-error" dir="auto"${A({ t: 'f', key: f.key })}>${esc(v)}</textarea></div></div><div id="${id}-error">${eErr(err)}</div></div>`, err, i === 0);
    }
    if (f.kind === 'yesno' || f.kind === 'radio') {
      const id = `radio-button-form-component-${base}-multipleChoice`;
      const urn = eUrn(app, f);
      const opts = (f.kind === 'yesno' ? ['Yes', 'No'] : f.options).map((o, oi) => `<div data-test-text-selectable-option="${oi}" class="${nz('opt')} display-flex"><input data-test-text-selectable-option__input="${esc(o)}" id="${esc(urn)}-${oi}" class="fb-form-element__checkbox" name="${esc(urn)}"${f.required ? ' aria-required="true"' : ''} type="radio" value="${esc(o)}"${v === o ? ' checked' : ''}${A({ t: 'radio', key: f.key, val: o })}><label data-test-text-selectable-option__label="${esc(o)}" for="${esc(urn)}-${oi}" class="t-14">${esc(o)}</label></div>`).join('');
      return eWrap(`<fieldset data-test-form-builder-radio-button-form-component="true" id="${id}" aria-describedby="${id}-error"><legend><span data-test-form-builder-radio-button-form-component__title="" class="fb-dash-form-element__label${f.required ? ' fb-dash-form-element__label-title--is-required' : ''}"><span>${esc(f.text)}</span></span>${f.required ? '<span class="visually-hidden" data-test-form-builder-radio-button-form-component__required="">Required</span>' : ''}</legend>${opts}</fieldset><div id="${id}-error">${eErr(err)}</div>`, err, i === 0);
    }
    if (f.kind === 'checkbox') {
      const id = `checkbox-form-component-${base}-multipleChoice`;
      const urn = eUrn(app, f);
      return eWrap(`<fieldset id="${id}" data-test-checkbox-form-component="true" aria-describedby="${id}-error"><legend><div class="fb-dash-form-element__label${f.required ? ' fb-dash-form-element__label-title--is-required' : ''}" data-test-checkbox-form-title="true"><span>${esc(f.text)}</span></div>${f.required ? '<span class="visually-hidden" data-test-checkbox-form-required="true">Required</span>' : ''}</legend><div data-test-text-selectable-option="0" class="${nz('opt')} display-flex"><input data-test-text-selectable-option__input="${esc(f.label)}" id="${esc(urn)}-0" class="fb-form-element__checkbox" name="${esc(urn)}" aria-required="${f.required ? 'true' : 'false'}" type="checkbox"${v ? ' checked' : ''}${A({ t: 'f', key: f.key })}><label data-test-text-selectable-option__label="${esc(f.label)}" for="${esc(urn)}-0" class="t-14">${esc(f.label)}</label></div></fieldset><div id="${id}-error">${eErr(err)}</div>`, err, i === 0);
    }
    return '';
  }

  function eResume(app, f) {
    const err = app.errors.resume;
    const inputId = `jobs-document-upload-file-input-upload-resume-urn:li:fsu_jobApplicationFileUploadFormElement:urn:li:jobs_applyformcommon_easyApplyFormElement:(${app.job.id},${f.qid},document)`;
    const cards = resumeList(app).map((r) => {
      const on = app.v.resume === r.key, n = eid();
      return `<div class="ui-attachment jobs-document-upload-redesign-card__container jobs-document-upload-redesign-card__container--cursor-pointer${on ? ' jobs-document-upload-redesign-card__container--selected' : ''} ui-attachment--${r.kind === 'DOC' ? 'doc' : 'pdf'}" tabindex="0" aria-label="${on ? 'Selected' : 'Select this resume'}"${A({ t: 'res', val: r.key })}>
<div class="jobs-document-upload-redesign-card__header truncate" aria-labelledby="jobsDocumentCardToggleLabel-${n}"><h3 class="t-12 t-bold jobs-document-upload-redesign-card__file-name truncate">${esc(r.name)}</h3><p class="pt1 t-12 t-black--light">${esc(r.size)} · ${r.lastUsed ? 'Last used on ' + esc(r.lastUsed) : 'Uploaded on ' + esc(r.uploaded)}</p></div>
<div class="display-flex flex-direction-row"><div class="jobs-document-upload-redesign-card__divider"></div><input id="jobsDocumentCardToggle-${n}" type="radio" class="visually-hidden"${on ? ' checked' : ''}${A({ t: 'res', val: on ? '' : r.key })}><label id="jobsDocumentCardToggleLabel-${n}" class="jobs-document-upload-redesign-card__toggle-label t-bold" for="jobsDocumentCardToggle-${n}"><span class="a11y-text">${on ? 'Deselect' : 'Select'} resume ${esc(r.name)}</span></label></div></div>`;
    }).join('');
    return `<div class="full-width mt1 full-width display-flex flex-column"><span class="t-14 jobs-document-upload__title--is-required">Be sure to include an updated resume</span><div class="mt2">${cards}</div>
<div id="${inputId}-error">${eErr(err)}</div>
<div class="display-flex "><div class="js-jobs-document-upload__container display-flex flex-wrap jobs-document-upload__container" tabindex="-1"><label class="jobs-document-upload__upload-button artdeco-button artdeco-button--secondary artdeco-button--2 mt2" for="${esc(inputId)}" tabindex="0" aria-controls="${esc(inputId)}"><span role="button" aria-label="Upload resume button. Only, DOC, DOCX, PDF formats are supported. Max file size is (2 MB).">Upload resume</span></label><input name="file" class="hidden" id="${esc(inputId)}" accept="application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/pdf" type="file"${A({ t: 'file' })}><p class="jobs-document-upload__format-text t-12 t-black--light full-width" aria-hidden="true">DOC, DOCX, PDF (2 MB)</p></div></div></div>`;
  }

  function eReview(app) {
    const secs = app.steps.slice(0, -1).map((s, si) => {
      const rows = s.type === 'resume'
        ? `<div class="jobs-easy-apply-review__row"><span class="t-12 t-black--light">Resume</span><p class="t-14">${esc(displayValue(s.fields[0], app))}</p></div>`
        : s.fields.map((f) => `<div class="jobs-easy-apply-review__row"><span class="t-12 t-black--light">${esc(f.text)}</span><p class="t-14">${esc(displayValue(f, app))}</p></div>`).join('');
      return `<div class="jobs-easy-apply-review__section pv2"><div class="display-flex align-items-center"><h4 class="t-16 t-bold flex-1">${esc(s.title)}</h4><button aria-label="Edit ${esc(s.title)}" id="${eid()}" class="artdeco-button artdeco-button--2 artdeco-button--tertiary ember-view" type="button"${A({ t: 'edit', step: si })}><span class="artdeco-button__text">Edit</span></button></div>${rows}</div>`;
    }).join('');
    return `<div class="${nz('sec')} jobs-easy-apply-review"><h3 class="t-16 t-bold">Review your application</h3><p class="t-14 t-black--light">The employer will also receive a copy of your profile.</p>${secs}
<div class="job-details-easy-apply-footer__section mt2"><input id="follow-company-checkbox" type="checkbox" class="visually-hidden"${app.v.follow ? ' checked' : ''}${A({ t: 'follow' })}><label for="follow-company-checkbox"><p class="t-14">Follow ${esc(app.job.company)} to stay up to date with their page.</p></label></div></div>`;
  }

  function eStepBody(app) {
    const s = app.steps[app.step];
    if (s.type === 'contact') {
      return `<div class="${nz('sec')}"><h3 class="t-16 t-bold">Contact info</h3><div id="${eid()}" class="mt3 flex-wrap artdeco-entity-lockup artdeco-entity-lockup--size-4 ember-view"><div id="${eid()}" class="artdeco-entity-lockup__content ember-view"><div id="${eid()}" class="artdeco-entity-lockup__title ember-view">${esc(MEMBER.name)}</div><div id="${eid()}" class="artdeco-entity-lockup__subtitle ember-view">${esc(MEMBER.headline)}</div><div id="${eid()}" class="artdeco-entity-lockup__metadata ember-view">${esc(MEMBER.location)}</div></div></div>${s.fields.map((f, i) => eField(app, f, i)).join('')}</div>
<div class="${nz('sec')}"><span class="jobs-easy-apply-form-section__label t-14"><span><p>The hiring team may use your phone number to contact you about this job.</p></span></span></div>`;
    }
    if (s.type === 'resume') return `<div class="${nz('sec')}"><h3 class="t-16 t-bold">Resume</h3>${eResume(app, s.fields[0])}</div>`;
    if (s.type === 'review') return eReview(app);
    return `<div class="${nz('sec')}"><h3 class="t-16 t-bold">${esc(s.title)}</h3>${s.note ? `<p class="t-14 t-black--light">${esc(s.note)}</p>` : ''}${s.fields.map((f, i) => eField(app, f, i)).join('')}</div>`;
  }

  function eScreen(app, loading) {
    const n = app.steps.length;
    const pct = n > 1 ? Math.round((app.step / (n - 1)) * 100) : 0;
    const isReview = app.steps[app.step].type === 'review';
    const nextBtn = isReview
      ? `<button aria-label="Submit application" id="${eid()}" class="artdeco-button artdeco-button--2 artdeco-button--primary ember-view" data-live-test-easy-apply-submit-button="" type="button"${A({ t: 'submit' })}><span class="artdeco-button__text">Submit application</span></button>`
      : app.step === n - 2
        ? `<button aria-label="Review your application" id="${eid()}" class="artdeco-button artdeco-button--2 artdeco-button--primary ember-view" data-live-test-easy-apply-review-button="" type="button"${A({ t: 'next' })}><span class="artdeco-button__text">Review</span></button>`
        : `<button aria-label="Continue to next step" id="${eid()}" class="artdeco-button artdeco-button--2 artdeco-button--primary ember-view" data-easy-apply-next-button="" data-live-test-easy-apply-next-button="" type="button"${A({ t: 'next' })}><span class="artdeco-button__text">Next</span></button>`;
    const back = app.step > 0 ? `<button aria-label="Back to previous step" id="${eid()}" class="mr2 artdeco-button artdeco-button--2 artdeco-button--tertiary ember-view" type="button"${A({ t: 'back' })}><span class="artdeco-button__text">Back</span></button>` : '';
    const form = loading ? '' : `<form><div class="ph5">${eStepBody(app)}</div><footer role="presentation"><div class="jobs-easy-apply-footer__info"><p class="t-12 t-black--light">Submitting this application won’t change your LinkedIn profile.</p><p class="t-12 t-black--light mt1">Application powered by LinkedIn. <a href="/help/linkedin/answer/71792?lang=en_US" target="_blank" rel="noopener noreferrer" class="link-without-visited-state" aria-label="Visit help center to know more" data-test-easy-apply-footer-ats-help="true">Help Center</a></p></div><div class="display-flex justify-flex-end ph5 pv4">${back}${nextBtn}</div></footer></form>`;
    const loader = loading ? `<div class="jobs-loader"><div id="${eid()}" class="artdeco-loader ember-view">${'<span class="artdeco-loader__bars"></span>'.repeat(12)}</div></div>` : '';
    return `<div class="${nz('region')} jobs-easy-apply-content" tabindex="-1" aria-label="Your job application progress is at ${pct} percent." role="region"><div class="display-flex ph5 pv2"><div id="${eid()}" class="flex-grow-1 artdeco-completeness-meter-linear ember-view"><div class="artdeco-completeness-meter-linear__progress-container "><progress max="100" value="${pct}" class="artdeco-completeness-meter-linear__progress-element" aria-valuetext="Current value: ${pct}" aria-valuemin="0" aria-valuenow="${pct}" aria-valuemax="100">Current value: ${pct}</progress></div></div><span class="pl3 t-14 t-black--light" aria-label="Your job application progress is at ${pct} percent." role="note">${pct}%</span></div><div>${form}${loader}</div></div>`;
  }

  // =====================================================================================
  // Easy Apply: dialog life cycle
  function mountShell(job) {
    if (REACT) {
      const dlg = frag(`<dialog data-testid="dialog" aria-labelledby="dialog-header" class="${c('dlg')}"><button type="button" aria-label="Dismiss" class="${c('dlgX')}"${A({ t: 'dismiss' })}><span>${svgClose}</span></button><div><header id="dialog-header" class="${c('dlgHead')}"><h2>Apply to ${esc(job.company)}</h2></header><div data-testid="dialog-content" class="${c('dlgContent')}"></div></div><section class="${c('vh')}"><h2 data-testid="toasts-title">0 notifications</h2></section></dialog>`).firstElementChild;
      document.body.appendChild(dlg);
      dlg.addEventListener('cancel', (e) => { e.preventDefault(); onDismiss(); });
      dlg.showModal();
      cur.shell = dlg;
      cur.content = dlg.querySelector('[data-testid="dialog-content"]');
    } else {
      const ov = frag(`<div id="${eid()}" class="artdeco-modal-overlay artdeco-modal-overlay--layer-default artdeco-modal-overlay--is-top-layer ember-view"><div data-test-modal="" role="dialog" tabindex="-1" class="artdeco-modal artdeco-modal--layer-default jobs-easy-apply-modal" size="large" aria-labelledby="jobs-apply-header"><span class="a11y-text">Dialog content start.</span><button aria-label="Dismiss" id="${eid()}" class="artdeco-button artdeco-button--circle artdeco-button--muted artdeco-button--2 artdeco-button--tertiary ember-view artdeco-modal__dismiss" data-test-modal-close-btn=""${A({ t: 'dismiss' })}>${svgClose}<span class="artdeco-button__text"></span></button><div id="${eid()}" class="artdeco-modal__header ember-view"><h2 id="jobs-apply-header">Apply to ${esc(job.company)}</h2></div><div id="${eid()}" class="artdeco-modal__content jobs-easy-apply-modal__content p0 ember-view"></div><span class="a11y-text">Dialog content end.</span></div></div>`).firstElementChild;
      document.body.appendChild(ov);
      cur.shell = ov;
      cur.content = ov.querySelector('.artdeco-modal__content');
      ov.querySelector('[role="dialog"]').focus();
    }
  }

  function paint(loading) {
    if (!cur) return;
    const html = REACT ? rScreen(cur.app, loading) : eScreen(cur.app, loading);
    setHTML(cur.content, html);
  }

  async function openApply(job) {
    if (cur || job.apply !== 'easy') return;
    const app = drafts[job.id] || newApp(job);
    app.step = 0; app.errors = {};
    cur = { job, app, token: 0, busy: false };
    mountShell(job);
    await goStep(0);
  }

  async function goStep(i) {
    if (!cur) return;
    const me = cur;
    me.app.step = i; me.app.errors = {};
    const token = ++me.token;
    paint(true);
    await sleep(stepDelay());
    if (cur !== me || me.token !== token) return;
    paint(false);
    me.content.scrollTop = 0;
  }

  function focusFirstError() {
    if (!cur) return;
    const bad = cur.content.querySelector(REACT ? '.' + hcls(SEED, 'inpErr') + ', [role=radiogroup] + .' + hcls(SEED, 'err') : '.fb-dash-form-element__error-field input, .fb-dash-form-element__error-field select, .fb-dash-form-element__error-field textarea');
    if (bad && bad.focus) bad.focus();
    if (bad && bad.scrollIntoView) bad.scrollIntoView({ block: 'center' });
  }

  function onNext() {
    const app = cur.app;
    const step = app.steps[app.step];
    const errs = validate(step, app);
    if (Object.keys(errs).length) { app.errors = errs; paint(false); focusFirstError(); return; }
    goStep(app.step + 1);
  }

  async function onSubmit() {
    if (!cur || cur.busy) return;
    const me = cur;
    me.busy = true;
    const payload = collect(me.app);
    paint(true);
    const wait = sleep(stepDelay());
    let ok = false, msg = '';
    try {
      const r = await fetch('/__ind/api/submit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
      ok = r.ok; if (!ok) msg = (await r.json().catch(() => ({}))).error || 'Something went wrong';
    } catch (e) { msg = String(e); }
    await wait;
    if (cur !== me) return;
    me.busy = false;
    if (!ok) { me.app.errors = {}; paint(false); alert('Your application could not be submitted: ' + msg); return; }
    delete drafts[me.job.id];
    me.job.apply = 'applied';
    me.job.appliedAgo = '1 minute ago';
    showSent();
  }

  function showSent() {
    const job = cur.job;
    cur.sent = true;
    if (REACT) {
      cur.shell.querySelector('header h2').textContent = 'Application sent';
      setHTML(cur.content, `<div class="${c('sent')}"><p><strong>Your application was sent to ${esc(job.company)}!</strong></p><p class="${c('muted')}">You can keep track of your application in the “Applied” tab of My Jobs.</p></div><footer class="${c('foot')}"><button type="button" class="${c('btnPri')}"${A({ t: 'done' })}><span><span>Done</span></span></button></footer>`);
    } else {
      const modal = cur.shell.querySelector('[role="dialog"]');
      modal.classList.remove('jobs-easy-apply-modal');
      modal.classList.add('artdeco-modal--layer-default', 'post-apply-modal');
      modal.querySelector('#jobs-apply-header').textContent = 'Application sent';
      setHTML(cur.content, `<div class="post-apply-modal__body"><h3 class="t-20 t-bold">Your application was sent to ${esc(job.company)}!</h3><p class="t-14 t-black--light mt2">You can keep track of your application in the “Applied” tab of My Jobs.</p></div><div class="artdeco-modal__actionbar ember-view"><button id="${eid()}" class="artdeco-button artdeco-button--2 artdeco-button--primary ember-view mlA block" type="button"${A({ t: 'done' })}><span class="artdeco-button__text">Done</span></button></div>`);
    }
  }

  function closeApply() {
    if (!cur) return;
    const me = cur;
    cur = null;
    hideSaveDialog();
    if (REACT) { try { me.shell.close(); } catch (e) { /* already closed */ } }
    me.shell.remove();
    refreshJob(me.job.id);
  }

  // "Save this application?"
  let saveDlg = null;
  function onDismiss() {
    if (!cur) return;
    if (cur.sent) { closeApply(); return; }
    if (saveDlg) return;
    if (REACT) {
      const hid = rid();
      saveDlg = frag(`<dialog data-testid="dialog" aria-labelledby="${hid}" class="${c('dlg')} ${c('dlgSmall')}"><button type="button" aria-label="Dismiss" class="${c('dlgX')}"${A({ t: 'sv-x' })}><span>${svgClose}</span></button><div><header class="${c('dlgHead')}"><h2 id="${hid}">Save this application?</h2></header><div data-testid="dialog-content" class="${c('col')}"><p>Save to return to this application later.</p></div><footer class="${c('foot')}"><button type="button" class="${c('btnSec')}"${A({ t: 'sv-discard' })}><span><span>Discard</span></span></button><button type="button" class="${c('btnPri')}"${A({ t: 'sv-save' })}><span><span>Save</span></span></button></footer></div></dialog>`).firstElementChild;
      document.body.appendChild(saveDlg);
      saveDlg.addEventListener('cancel', (e) => { e.preventDefault(); hideSaveDialog(); });
      saveDlg.showModal();
    } else {
      saveDlg = frag(`<div id="${eid()}" class="artdeco-modal-overlay artdeco-modal-overlay--layer-confirmation artdeco-modal-overlay--is-top-layer ember-view"><div role="alertdialog" tabindex="-1" class="artdeco-modal artdeco-modal--layer-confirmation" aria-labelledby="dialog-header" aria-describedby="dialog-desc" data-test-modal=""><button aria-label="Dismiss" id="${eid()}" class="artdeco-button artdeco-button--circle artdeco-button--muted artdeco-button--2 artdeco-button--tertiary ember-view artdeco-modal__dismiss" data-test-modal-close-btn=""${A({ t: 'sv-x' })}>${svgClose}<span class="artdeco-button__text"></span></button><div class="artdeco-modal__header ember-view"><h2 id="dialog-header" data-test-dialog-title="">Save this application?</h2></div><div class="artdeco-modal__content ember-view"><p id="dialog-desc" class="ph5 pv4">Save to return to this application later.</p></div><div class="artdeco-modal__actionbar ember-view artdeco-modal__actionbar--confirm-dialog"><button data-control-name="discard_application_confirm_btn" data-test-dialog-secondary-btn="" id="${eid()}" class="artdeco-modal__confirm-dialog-btn artdeco-button artdeco-button--2 artdeco-button--secondary ember-view" type="button"${A({ t: 'sv-discard' })}><span class="artdeco-button__text"><span>Discard</span></span></button><button data-control-name="save_application_btn" data-test-dialog-primary-btn="" id="${eid()}" class="artdeco-modal__confirm-dialog-btn artdeco-button artdeco-button--2 artdeco-button--primary ember-view" type="button"${A({ t: 'sv-save' })}><span class="artdeco-button__text"><span>Save</span></span></button></div></div></div>`).firstElementChild;
      document.body.appendChild(saveDlg);
      saveDlg.querySelector('[role="alertdialog"]').focus();
    }
  }
  function hideSaveDialog() {
    if (!saveDlg) return;
    if (REACT) { try { saveDlg.close(); } catch (e) { /* closed */ } }
    saveDlg.remove();
    saveDlg = null;
  }

  // ---------- resume upload
  function pickFile() {
    // React: a bare button; it adds a hidden file input and opens the file chooser
    const holder = cur.content.querySelector('.' + hcls(SEED, 'upWrap'));
    const inp = document.createElement('input');
    inp.type = 'file';
    inp.accept = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    inp.hidden = true;
    inp.setAttribute('aria-label', 'Upload resume');
    K.set(inp, { t: 'file' });
    (holder || cur.content).appendChild(inp);
    inp.click();
  }
  async function uploadFiles(files) {
    if (!cur || !files || !files.length) return;
    const me = cur;
    const file = files[0];
    if (!/\.(pdf|docx?)$/i.test(file.name)) { me.app.errors = { resume: 'Upload a DOC, DOCX or PDF file' }; paint(false); return; }
    if (file.size > 2 * 1024 * 1024) { me.app.errors = { resume: 'The file is too large. Upload a file under 2 MB.' }; paint(false); return; }
    let up;
    try {
      const r = await fetch('/__ind/api/upload', { method: 'POST', headers: { 'content-type': file.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) }, body: file });
      up = await r.json();
      if (!r.ok) throw new Error(up.error || 'upload failed');
    } catch (e) { me.app.errors = { resume: String(e.message || e) }; paint(false); return; }
    if (cur !== me) return;
    me.app.uploads.push(up);
    me.app.v.resume = 'upload:' + up.id;
    me.app.errors = {};
    await sleep(BOOT.fast ? 20 : 300);
    if (cur === me) paint(false);
  }

  // ---------- typeahead
  let sugTimer = null;
  function matchCities(q) {
    const s = q.trim().toLowerCase().replace(/\s+/g, ' ');
    if (s.length < 2) return [];
    return CITIES.filter((ct) => {
      const n = ct.name.toLowerCase();
      if (n.startsWith(s)) return true;
      if (n.split(/[\s,]+/).some((w) => w.startsWith(s))) return true;
      return (ct.aliases || []).some((a) => a.startsWith(s));
    }).slice(0, 5).map((ct) => ct.name);
  }
  function comboOf() { return cur && cur.content.querySelector('[role="combobox"]'); }
  function listboxOf(inp) { return inp && inp.parentElement.querySelector('[role="listbox"]'); }
  function hideSuggest(inp) {
    const lb = listboxOf(inp);
    if (lb) { lb.hidden = true; lb.innerHTML = ''; }
    if (inp) { inp.setAttribute('aria-expanded', 'false'); inp.setAttribute('aria-activedescendant', ''); }
  }
  function showSuggest() {
    const inp = comboOf();
    if (!inp) return;
    const names = matchCities(inp.value);
    const lb = listboxOf(inp);
    if (!names.length || document.activeElement !== inp) { hideSuggest(inp); return; }
    setHTML(lb, names.map((nm) => REACT
      ? `<div role="option" id="${rid()}" aria-selected="false" class="${c('opt')}"${A({ t: 'opt', val: nm })}><p>${esc(nm)}</p></div>`
      : `<div role="option" id="${eid()}" aria-selected="false" class="basic-typeahead__selectable ember-view"${A({ t: 'opt', val: nm })}><span class="search-typeahead-v2__hit-text t-14 t-black t-bold">${esc(nm)}</span></div>`).join(''));
    lb.hidden = false;
    inp.setAttribute('aria-expanded', 'true');
    inp.setAttribute('aria-controls', lb.id);
  }
  function pickCity(name) {
    if (!cur) return;
    cur.app.v.city = name;
    cur.app.v.cityText = name;
    const inp = comboOf();
    if (inp) { inp.value = name; hideSuggest(inp); }
    if (cur.app.errors.city) delete cur.app.errors.city;
    if (REACT) setTimeout(() => { if (cur && !cur.busy) paint(false); }, 0); // React re-renders (new ids)
  }

  // =====================================================================================
  // Events
  document.addEventListener('mousedown', (e) => {
    const hit = actOf(e.target);
    if (hit && hit.a.t === 'opt') e.preventDefault(); // keep focus in the combobox
  });

  document.addEventListener('click', (e) => {
    const hit = actOf(e.target);
    if (!hit) return;
    const { el, a } = hit;
    if ((el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA')) return; // handled on input/change
    switch (a.t) {
      case 'card':
        if (e.target.closest('a')) e.preventDefault();
        if (a.id !== selectedId) selectJob(a.id, true);
        break;
      case 'cardX':
        e.preventDefault(); e.stopPropagation();
        dismissedCards.add(a.id); redrawCard(a.id);
        break;
      case 'undo':
        dismissedCards.delete(a.id); redrawCard(a.id);
        break;
      case 'easy':
        e.preventDefault();
        openApply(byId[a.id]);
        break;
      case 'ext':
        window.open('/safety/go/?url=' + encodeURIComponent('/company-site/' + a.id + '/'), '_blank', 'noopener');
        break;
      case 'savejob': {
        const span = el.querySelector('span span, .jobs-save-button__text');
        if (span) span.textContent = span.textContent.trim() === 'Save' ? 'Saved' : 'Save';
        break;
      }
      case 'dismiss': onDismiss(); break;
      case 'next': if (cur && !cur.busy) onNext(); break;
      case 'back': if (cur && !cur.busy && cur.app.step > 0) goStep(cur.app.step - 1); break;
      case 'edit': if (cur && !cur.busy) goStep(a.step); break;
      case 'submit': onSubmit(); break;
      case 'done': closeApply(); break;
      case 'radio':
        chooseRadio(el, a);
        break;
      case 'res': {
        if (!cur) break;
        const lab = e.target.closest('label');
        if (lab && !REACT) {
          // Ember: the card's toggle label selects it, or deselects the selected one
          e.preventDefault();
          const picked = cur.app.v.resume === a.val;
          cur.app.v.resume = picked ? '' : a.val;
        } else {
          cur.app.v.resume = a.val || cur.app.v.resume;
        }
        if (cur.app.errors.resume) delete cur.app.errors.resume;
        paint(false);
        break;
      }
      case 'upload': if (cur) pickFile(); break;
      case 'opt': pickCity(a.val); break;
      case 'sv-x': hideSaveDialog(); break;
      case 'sv-discard': if (cur) { delete drafts[cur.job.id]; } closeApply(); break;
      case 'sv-save': if (cur) { drafts[cur.job.id] = cur.app; } closeApply(); break;
      default: break;
    }
  });

  function chooseRadio(el, a) {
    if (!cur) return;
    cur.app.v[a.key] = a.val;
    if (REACT) {
      const group = el.closest('[role="radiogroup"]');
      group.querySelectorAll('[role="radio"]').forEach((r) => {
        const on = r === el;
        r.setAttribute('aria-checked', String(on));
        r.setAttribute('tabindex', on ? '0' : '-1');
        r.className = c('radio') + (on ? ' ' + c('radioOn') : '');
        const inp = r.querySelector('input'); if (inp) inp.checked = on;
      });
    }
  }

  function onValue(e) {
    const hit = actOf(e.target);
    if (!hit) return;
    if (hit.el !== e.target) {
      // React: the hidden native radio inside a div[role=radio] card was toggled directly
      if (REACT && cur && e.type === 'change' && e.target.type === 'radio' && e.target.checked) {
        if (hit.a.t === 'radio') chooseRadio(hit.el, hit.a);
        if (hit.a.t === 'res') { cur.app.v.resume = hit.a.val; if (cur.app.errors.resume) delete cur.app.errors.resume; paint(false); }
      }
      return;
    }
    const { el, a } = hit;
    if (a.t === 'file') { if (e.type === 'change') uploadFiles(el.files); return; }
    if (!cur) return;
    if (a.t === 'follow') { cur.app.v.follow = el.checked; return; }
    if (a.t === 'radio') { if (e.type === 'change' && el.checked) cur.app.v[a.key] = a.val; return; }
    if (a.t === 'res') {
      if (e.type !== 'change') return;
      cur.app.v.resume = el.checked ? a.val : '';
      if (!a.val) cur.app.v.resume = '';
      paint(false);
      return;
    }
    if (a.t !== 'f') return;
    const f = fieldOf(a.key);
    if (!f) return;
    if (f.kind === 'checkbox') { cur.app.v[a.key] = el.checked; return; }
    if (el.tagName === 'SELECT') {
      const o = el.selectedOptions[0];
      cur.app.v[a.key] = o && !o.disabled && o.value !== '' && o.value !== 'Select an option' ? o.textContent.trim() : '';
      return;
    }
    if (f.kind === 'typeahead') {
      if (e.type !== 'input') return;
      cur.app.v.cityText = el.value;
      cur.app.v.city = ''; // typing discards an earlier pick
      clearTimeout(sugTimer);
      sugTimer = setTimeout(showSuggest, BOOT.fast ? 50 : 250 + Math.random() * 350);
      return;
    }
    cur.app.v[a.key] = el.value;
    if (REACT && a.max) {
      const helper = document.getElementById(el.getAttribute('aria-describedby') || '');
      const sp = helper && helper.querySelector('p[aria-live]');
      if (sp) sp.innerHTML = `<span aria-hidden="true">${el.value.length}/${a.max}</span><span class="${c('vh')}">${el.value.length} of ${a.max} characters</span>`;
    }
  }
  document.addEventListener('input', onValue);
  document.addEventListener('change', onValue);

  document.addEventListener('focusout', (e) => {
    if (e.target && e.target.getAttribute && e.target.getAttribute('role') === 'combobox') {
      const inp = e.target;
      setTimeout(() => { if (document.activeElement !== inp) hideSuggest(inp); }, 150);
    }
  });

  document.addEventListener('keydown', (e) => {
    const t = e.target;
    if (!t || !t.getAttribute) return;
    const role = t.getAttribute('role');
    if (role === 'combobox' && cur) {
      const lb = listboxOf(t);
      const opts = lb && !lb.hidden ? Array.from(lb.querySelectorAll('[role="option"]')) : [];
      if (!opts.length) return;
      let i = opts.findIndex((o) => o.getAttribute('aria-selected') === 'true');
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        i = e.key === 'ArrowDown' ? (i + 1) % opts.length : (i <= 0 ? opts.length - 1 : i - 1);
        opts.forEach((o, j) => {
          o.setAttribute('aria-selected', String(j === i));
          o.classList.toggle(REACT ? hcls(SEED, 'optOn') : 'basic-typeahead__selectable--focus', j === i);
        });
        t.setAttribute('aria-activedescendant', opts[i].id);
      } else if (e.key === 'Enter') {
        e.preventDefault();
        if (i >= 0) pickCity(K.get(opts[i]).val);
      } else if (e.key === 'Escape') { e.stopPropagation(); hideSuggest(t); }
      return;
    }
    if ((role === 'button' || role === 'radio') && (e.key === 'Enter' || e.key === ' ')) {
      if (t.tagName !== 'BUTTON' && t.tagName !== 'INPUT') { e.preventDefault(); t.click(); }
      return;
    }
    if (role === 'radio' && REACT && ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight'].includes(e.key)) {
      const group = t.closest('[role="radiogroup"]');
      if (!group) return;
      const rs = Array.from(group.querySelectorAll('[role="radio"]'));
      let i = rs.indexOf(t);
      i = (e.key === 'ArrowDown' || e.key === 'ArrowRight') ? (i + 1) % rs.length : (i - 1 + rs.length) % rs.length;
      e.preventDefault();
      rs[i].click(); rs[i].focus();
      return;
    }
    if (e.key === 'Escape' && !REACT) {
      if (saveDlg) hideSaveDialog(); else if (cur) onDismiss();
    }
  });

  // =====================================================================================
  if (PAGE.kind === 'search') renderSearch(); else renderView();
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((e) => { try { send(res, 500, String(e && e.stack || e), 'text/plain'); } catch { /* gone */ } });
});
const port = Number(ARGS.port ?? 0);
const host = String(ARGS.host || '127.0.0.1');
server.listen(port, host, () => {
  const a = server.address();
  process.stdout.write(JSON.stringify({ listening: `http://${host}:${a.port}` }) + '\n');
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => { server.close(); process.exit(0); });
