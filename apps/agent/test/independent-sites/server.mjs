#!/usr/bin/env node
// One HTTPS server for every imitated site, chosen by the Host header.
//   node server.mjs --port 0 [--fast] [--host 127.0.0.1]
// prints {"listening":"https://127.0.0.1:<port>"}
import https from 'node:https';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { HOSTS, WORKDAY, CAREERS_HOST, APPLY_URLS } from './data.mjs';
import { state, resetState, send, sendJson, esc } from './core.mjs';
import { handleJobBoards, handleLegacyBoards, handleGhApi, handleCareers } from './greenhouse.mjs';
import { handleLeverJobs, handleLeverApi } from './lever.mjs';
import { handleAshbyJobs, handleAshbyApi } from './ashby.mjs';

export { HOSTS };

const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : dflt; };
const opts = { fast: args.includes('--fast') };
const port = Number(opt('--port', '0'));
const bind = opt('--host', '127.0.0.1');

function makeCert() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'indsites-tls-'));
  const key = path.join(dir, 'key.pem'), cert = path.join(dir, 'cert.pem');
  const san = ['IP:127.0.0.1', 'DNS:localhost', ...HOSTS.map((h) => `DNS:${h}`)].join(',');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '30', '-subj', '/CN=indsites.test', '-addext', `subjectAltName=${san}`], { stdio: 'ignore' });
  const out = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}

function workday(req, res, url) {
  const w = WORKDAY;
  const head = `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>${esc(w.title)}</title><style>body{font-family:Arial;margin:0}header{background:#0b2e5c;color:#fff;padding:14px 24px}main{max-width:900px;margin:24px auto;padding:0 16px}[data-automation-id=adventureButton]{background:#0875e1;color:#fff;border:0;border-radius:18px;padding:10px 22px;font-size:15px;cursor:pointer;text-decoration:none;display:inline-block}</style></head><body><div id="root"><header data-automation-id="header"><span data-automation-id="logo">${esc(w.company)}</span> <a data-automation-id="utilityButtonSignIn" href="${w.path.split('/job/')[0]}/login" style="float:right;color:#fff">Sign In</a></header><main>`;
  if (url.pathname === w.path) {
    return send(res, 200, `${head}<div data-automation-id="jobPostingHeader"><h2 data-automation-id="jobPostingHeader">${esc(w.title)}</h2></div><div data-automation-id="locations"><dl><dt>locations</dt><dd>${esc(w.location)}</dd></dl></div><div data-automation-id="time"><dl><dt>time type</dt><dd>Full time</dd></dl></div><div data-automation-id="requisitionId"><dl><dt>job requisition id</dt><dd>${w.req}</dd></dl></div><a role="button" data-automation-id="adventureButton" href="${w.path}/apply${url.search}">Apply</a><div data-automation-id="jobPostingDescription"><p>Northgate Systems is hiring a Software Engineer II in Bengaluru to build Python and React tools for supply-chain planners. 4+ years of experience, AWS a plus.</p></div></main></div></body></html>`);
  }
  if (url.pathname === `${w.path}/apply` || url.pathname === `${w.path}/apply/applyManually` || url.pathname === `${w.path}/apply/autofillWithResume`) {
    return send(res, 200, `${head}<div role="dialog" aria-labelledby="start-title" data-automation-id="applyAdventurePage"><h2 id="start-title">Start Your Application</h2><a role="button" data-automation-id="autofillWithResume" href="${w.path}/login">Autofill with Resume</a> <a role="button" data-automation-id="applyManually" href="${w.path}/login">Apply Manually</a> <a role="button" data-automation-id="useMyLastApplication" href="${w.path}/login">Use My Last Application</a></div></main></div></body></html>`);
  }
  if (/\/login$/.test(url.pathname)) {
    return send(res, 200, `${head}<h2>Sign In</h2><form data-automation-id="signInContent" onsubmit="return false"><label for="email">Email Address</label><input id="email" data-automation-id="email" type="text"><label for="password">Password</label><input id="password" data-automation-id="password" type="password"><button data-automation-id="signInSubmitButton">Sign In</button><p><a data-automation-id="createAccountLink" href="#">Create Account</a></p></form></main></div></body></html>`);
  }
  return send(res, 404, `${head}<div data-automation-id="errorContainer"><p>The page you are looking for doesn't exist.</p></div></main></div></body></html>`);
}

async function handler(req, res) {
  const host = String(req.headers.host || '').replace(/:\d+$/, '').toLowerCase();
  const url = new URL(req.url, `https://${host || 'localhost'}`);
  try {
    if (url.pathname === '/__ind/submissions') return sendJson(res, 200, state);
    if (url.pathname === '/__ind/reset' && req.method === 'POST') { resetState(); return sendJson(res, 200, { ok: true }); }
    if (url.pathname === '/__ind/apply-urls') return sendJson(res, 200, APPLY_URLS);
    if (url.pathname === '/favicon.ico') return send(res, 204, '');
    switch (host) {
      case 'job-boards.greenhouse.io': return await handleJobBoards(req, res, url, opts);
      case 'boards.greenhouse.io': return await handleLegacyBoards(req, res, url, opts);
      case 'boards-api.greenhouse.io': return await handleGhApi(req, res, url);
      case 'jobs.lever.co': return await handleLeverJobs(req, res, url, opts);
      case 'api.lever.co': return await handleLeverApi(req, res, url);
      case 'jobs.ashbyhq.com': return await handleAshbyJobs(req, res, url, opts);
      case 'api.ashbyhq.com': return await handleAshbyApi(req, res, url);
      case CAREERS_HOST: return await handleCareers(req, res, url);
      case WORKDAY.host: return workday(req, res, url);
      default:
        return send(res, 200, `<!DOCTYPE html><title>indsites</title><h1>indsites</h1><p>Unknown host ${esc(host)}. Served hosts:</p><ul>${HOSTS.map((h) => `<li>${h}</li>`).join('')}</ul>`);
    }
  } catch (e) {
    console.error(e);
    if (!res.headersSent) send(res, 500, 'Internal error');
  }
}

const { key, cert } = makeCert();
const server = https.createServer({ key, cert }, handler);
server.listen(port, bind, () => {
  process.stdout.write(JSON.stringify({ listening: `https://${bind}:${server.address().port}` }) + '\n');
});
