// Shared server plumbing: state, body parsing, helpers.
import crypto from 'node:crypto';

export const state = { submissions: [], autosaves: [], uploads: [], lookups: [] };
export function resetState() { for (const k of Object.keys(state)) state[k] = []; uploadTokens.clear(); }
export const uploadTokens = new Map(); // token -> upload record

export const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const sha256 = (buf) => crypto.createHash('sha256').update(buf).digest('hex');
export const rid = (n = 12) => crypto.randomBytes(n).toString('hex');

export function readBody(req, limit = 25 * 1024 * 1024) {
  return new Promise((resolve, reject) => {
    const chunks = []; let n = 0;
    req.on('data', (c) => { n += c.length; if (n > limit) { reject(new Error('too large')); req.destroy(); } else chunks.push(c); });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

// urlencoded -> [[name, value], ...]
export function parseUrlencoded(buf) {
  return [...new URLSearchParams(buf.toString('utf8')).entries()];
}

// multipart -> { fields: [[name, value]], files: [{ field, name, data }] }
export function parseMultipart(buf, contentType) {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType || '');
  const out = { fields: [], files: [] };
  if (!m) return out;
  const boundary = Buffer.from('--' + (m[1] || m[2]));
  let pos = buf.indexOf(boundary);
  while (pos >= 0) {
    const start = pos + boundary.length;
    if (buf.slice(start, start + 2).toString() === '--') break;
    const headEnd = buf.indexOf('\r\n\r\n', start);
    if (headEnd < 0) break;
    const head = buf.slice(start + 2, headEnd).toString('utf8');
    const next = buf.indexOf(boundary, headEnd);
    if (next < 0) break;
    const body = buf.slice(headEnd + 4, next - 2);
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    if (name != null) {
      if (filename != null) { if (filename || body.length) out.files.push({ field: name, name: filename, data: body }); }
      else out.fields.push([name, body.toString('utf8')]);
    }
    pos = next;
  }
  return out;
}

// pairs -> { name: value | [values] }; "x[]" collapses to "x" with an array value
export function pairsToFields(pairs, skip = []) {
  const f = {};
  for (const [k0, v] of pairs) {
    if (skip.includes(k0)) continue;
    const arr = k0.endsWith('[]');
    const k = arr ? k0.slice(0, -2) : k0;
    if (arr) (f[k] ||= []).push(v);
    else if (k in f) f[k] = [].concat(f[k], v);
    else f[k] = v;
  }
  return f;
}

export function startUpload({ site, jobKey, field, name, data }) {
  const rec = { site, jobKey, field, name, size: data.length, sha256: sha256(data), startedAt: new Date().toISOString(), finishedAt: null, token: rid(10) };
  state.uploads.push(rec);
  uploadTokens.set(rec.token, rec);
  return rec;
}
export function finishUpload(rec) { rec.finishedAt = new Date().toISOString(); }
export function pendingUploads(jobKey) { return state.uploads.some((u) => u.jobKey === jobKey && !u.finishedAt); }
export function fileOf(rec, field) { return { field: field || rec.field, name: rec.name, size: rec.size, sha256: rec.sha256 }; }

export function record({ site, jobKey, linkedinJobId, fields, files, accepted, errors, pending }) {
  const s = { site, jobKey, linkedinJobId, fields, files, submittedAt: new Date().toISOString(), uploadsPendingAtSubmit: !!pending, accepted: !!accepted };
  if (errors && errors.length) s.errors = errors;
  state.submissions.push(s);
  return s;
}

export function send(res, status, body, headers = {}) {
  const isBuf = Buffer.isBuffer(body);
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(isBuf ? body : String(body ?? ''));
}
export function sendJson(res, status, obj, headers = {}) {
  send(res, status, JSON.stringify(obj, null, 2), { 'content-type': 'application/json; charset=utf-8', ...headers });
}
export function redirect(res, loc, status = 302) { res.writeHead(status, { location: loc, 'cache-control': 'no-store' }); res.end(); }
