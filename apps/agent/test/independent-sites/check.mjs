// Compare GET /__ind/submissions with expected.json. Usable by other tests:
//   import { check } from './check.mjs'; const problems = check(expected, state, { outcomes });
const empty = (v) => v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && v.length === 0);
const norm = (v) => (v === undefined || v === null ? null : v);
function same(a, b) {
  if (Array.isArray(a) || Array.isArray(b)) {
    const x = [].concat(a ?? []).map(String).sort(), y = [].concat(b ?? []).map(String).sort();
    return x.length === y.length && x.every((v, i) => v === y[i]);
  }
  return norm(a) === norm(b);
}

export function checkJob(id, exp, state, observedOutcome) {
  const out = [];
  if (observedOutcome !== undefined && observedOutcome !== exp.outcome) out.push(`${id}: outcome ${observedOutcome}, expected ${exp.outcome}`);
  if (!exp.jobKey) return out;
  const subs = state.submissions.filter((s) => s.jobKey === exp.jobKey);
  const accepted = subs.filter((s) => s.accepted);
  if (exp.outcome === 'applied' || exp.outcome === 'not-confirmed') {
    if (accepted.length !== 1) out.push(`${id}: ${accepted.length} accepted submissions (want 1)`);
    if (subs.some((s) => s.uploadsPendingAtSubmit)) out.push(`${id}: a submission was made while an upload was pending`);
    const s = accepted[0];
    if (!s) return out;
    for (const [k, v] of Object.entries(exp.fields || {})) if (!same(s.fields[k], v)) out.push(`${id}: ${k} = ${JSON.stringify(s.fields[k])}, want ${JSON.stringify(v)}`);
    for (const [k, vs] of Object.entries(exp.fieldsAnyOf || {})) {
      const got = s.fields[k];
      if (!vs.some((v) => ((v === '' || v === null) ? empty(got) : same(got, v)))) out.push(`${id}: ${k} = ${JSON.stringify(got)}, want one of ${JSON.stringify(vs)}`);
    }
    for (const r of exp.valueSomewhere || []) if (!r.inFields.some((k) => s.fields[k] === r.value)) out.push(`${id}: ${r.value} not found in any of ${r.inFields.join(', ')}`);
    for (const k of exp.mustBeEmpty || []) if (!empty(s.fields[k])) out.push(`${id}: ${k} must be empty, got ${JSON.stringify(s.fields[k])}`);
    if (exp.files) {
      const got = s.files.map((f) => `${f.field}:${f.name}`).sort(), want = exp.files.map((f) => `${f.field}:${f.name}`).sort();
      if (got.join('|') !== want.join('|')) out.push(`${id}: files ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
    }
    for (const f of exp.forbiddenUploads || []) if (state.uploads.some((u) => u.jobKey === exp.jobKey && u.field === f)) out.push(`${id}: an upload went to the "${f}" input`);
  } else {
    if (accepted.length) out.push(`${id}: ${exp.outcome} job has an accepted submission`);
    if (exp.nothingSent) {
      for (const k of ['submissions', 'uploads', 'autosaves', 'lookups']) {
        const n = state[k].filter((x) => x.jobKey === exp.jobKey).length;
        if (n) out.push(`${id}: ${n} ${k} reached the server for a needs-answer job`);
      }
    }
  }
  return out;
}

export function check(expected, state, observed = {}) {
  const out = [];
  for (const [id, exp] of Object.entries(expected.jobs)) {
    if (exp.site === 'linkedin') continue; // Easy Apply jobs are scored on the LinkedIn board
    out.push(...checkJob(id, exp, state, observed[id]));
  }
  return out;
}
