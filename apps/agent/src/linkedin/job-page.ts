import type { ElementHandle, Page } from 'playwright-core';
import { deadline } from '../browser/deadline';
import { VISIBLE_TEXT } from '../browser/visible-text';
import { PAGE_TEXT } from '../forms/page-text';
import { isJobId } from './job-id';
import { jobViewUrl } from './job-url';
import { clickCard } from './search-page';

export interface JobDetails {
  /** easy: an Easy Apply control; external: Apply on the company's site; closed: no longer accepting applications. */
  state: 'easy' | 'external' | 'applied' | 'closed' | 'none';
  /** The short texts of the details header (work type, experience level, job type). */
  tags: string[];
  location: string;
  /** The job id the details say they show ('' when they do not say). */
  paneJob: string;
  /** The job's own title as the page shows it, and the text under "About the job" (AI tailoring and answers). */
  title: string;
  description: string;
  /** "About the job" was found: the page is a job's details, whatever its markup. */
  found: boolean;
}

/**
 * In-page source: the details of a job, in the search's details pane or on the job's own page, read by meaning
 * (decision 045). The details are the box around "About the job" (a heading in 2026, a leaf text before) that also
 * holds the job's apply control or a note that it was applied to or closed; the apply control is the button or link
 * named "Easy Apply …" / "LinkedIn Apply …" (easy) or "Apply …" (the company's site). The title is the page's
 * heading when it has one; LinkedIn's 2026 job page has none (its title is a paragraph), so its document title
 * ("Title | Company | LinkedIn") says it.
 */
/** In-page source: the details box, its "About the job" and its apply control (with its accessible name). */
const DETAILS_BOX = String.raw`() => {
  const T = ${PAGE_TEXT};
  const roots = [document];
  const all = [];
  while (roots.length) {
    const root = roots.shift();
    root.querySelectorAll('*').forEach((el) => { if (el.shadowRoot) roots.push(el.shadowRoot); all.push(el); });
  }
  const clean = T.clean;
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const EASY = /^\s*(easy apply|linkedin apply)(\s+to\b.*)?\s*$/i;
  const EXTERNAL = /^\s*apply(\s+now)?(\s+on\s+(the\s+)?company('s)?\s+(website|site))?\s*$|^\s*apply\s+to\s+.+\s+on\s+(the\s+)?company('s)?\s+(website|site)\s*$/i;
  const APPLIED = /\bapplied\s+(\d+|an?|today|yesterday|on)\b|\bsee application\b|\bapplication submitted\b/i;
  const CLOSED = /\bno longer accepting applications\b|\bnot currently accepting applications\b|\bthis job is no longer available\b/i;
  const controlName = (el) => clean(T.nameOf(el).text || T.label(el).text || el.textContent);
  const about = all.find((el) => /^about the job$/i.test(clean(el.textContent)) && !Array.from(el.children).some((c) => /^about the job$/i.test(clean(c.textContent))) && visible(el));
  const applyIn = (box) => Array.from(box.querySelectorAll('button, a, [role=button], [role=link]')).filter((el) => visible(el) && !el.closest('[role=dialog], dialog[open]'))
    .map((el) => ({ el, name: controlName(el) })).find((c) => EASY.test(c.name) || EXTERNAL.test(c.name));
  let pane = null;
  for (let up = about ? about.parentElement : null; up; up = up.parentElement) {
    const text = up.innerText || '';
    if (applyIn(up) || APPLIED.test(text) || CLOSED.test(text) || up.querySelector('h1')) { pane = up; break; }
  }
  return { pane, about, apply: pane ? applyIn(pane) : null };
}`;

const READ_DETAILS = String.raw`(jobId) => {
  const visibleText = ${VISIBLE_TEXT};
  const T = ${PAGE_TEXT};
  const clean = T.clean;
  const APPLIED = /\bapplied\s+(\d+|an?|today|yesterday|on)\b|\bsee application\b|\bapplication submitted\b/i;
  const CLOSED = /\bno longer accepting applications\b|\bnot currently accepting applications\b|\bthis job is no longer available\b/i;
  const EASY = /^\s*(easy apply|linkedin apply)(\s+to\b.*)?\s*$/i;
  const { pane, about, apply } = (${DETAILS_BOX})();
  const text = pane ? (pane.innerText || pane.textContent || '') : '';
  const header = text.split(/about the job/i)[0] || '';
  const tags = [];
  if (pane) pane.querySelectorAll('*').forEach((el) => {
    // Leaf texts of the header, split on LinkedIn's separators ("Hybrid · Full-time · Mid-Senior level").
    if (el.children.length === 0) { const t = clean(el.textContent); if (t && t.length < 80 && header.includes(t)) t.split(/\s*[·•|,]\s*/).forEach((part) => { if (part) tags.push(part); }); }
  });
  let state = 'none';
  if (apply) {
    const href = apply.el.getAttribute('href') || '';
    const said = apply.name + ' ' + href + ' ' + Array.from(apply.el.attributes).map((a) => a.value).join(' ');
    const forJob = !jobId || said.includes(jobId) || location.href.includes(jobId);
    state = !forJob ? 'none' : EASY.test(apply.name) ? 'easy' : 'external';
  } else if (APPLIED.test(header)) state = 'applied';
  else if (CLOSED.test(text)) state = 'closed';
  const carriers = pane ? [pane, ...Array.from(pane.querySelectorAll('*'))] : [];
  let paneJob = '';
  for (const el of carriers.slice(0, 400)) {
    for (const a of Array.from(el.attributes)) {
      const m = /job/i.test(a.name) && /id$/i.test(a.name) ? [null, a.value] : a.value.match(/\/jobs\/view\/(?:[^/?#]*?-)?(\d{3,20})\b/);
      if (m && m[1]) { paneJob = m[1]; break; }
    }
    if (paneJob) break;
  }
  // The title: the page's h1; else the document's "Title | Company | LinkedIn"; else the first line of the header
  // that is not the company, a place, an age, a count or a pill (LinkedIn's 2026 title is a <p>).
  const heading = pane ? pane.querySelector('h1') : null;
  const parts = document.title.split(/\s+\|\s+/);
  const titleFromDocument = parts.length >= 3 && /linkedin/i.test(parts[parts.length - 1]) ? clean(parts[0]) : '';
  const NOT_TITLE = /\s·\s|\bago\b|\bapplicants?\b|\bpromoted\b|\bactively\b|[$₹€£]|^(hybrid|remote|on-site|full-time|part-time|contract|temporary|internship|save|easy apply|apply)$/i;
  const headerLine = () => {
    if (!pane || !about) return '';
    for (const el of Array.from(pane.querySelectorAll('h1, h2, h3, p, span, div, a'))) {
      if (!(el.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
      if (el.querySelector('h1, h2, h3, p, div') || el.closest('button, [role=button], a[href*="/company/"]')) continue;
      const t = visibleText(el);
      if (t && t.length > 2 && t.length < 150 && !NOT_TITLE.test(t)) return t;
    }
    return '';
  };
  const title = visibleText(heading) || titleFromDocument || headerLine();
  const after = text.split(/about the job/i).slice(1).join('About the job');
  const description = after.replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n').replace(/…\s*more\s*$/i, '').trim().slice(0, 20000);
  return { state, tags, location: header, paneJob, title, description, found: !!about };
}`;
const readDetailsInPage = new Function(`return ${READ_DETAILS}`)() as (jobId: string) => JobDetails;

export function readDetails(page: Page, jobId: string): Promise<JobDetails> {
  return page.evaluate(readDetailsInPage, jobId);
}

const EASY_APPLY_IN_DETAILS = String.raw`() => {
  const { apply } = (${DETAILS_BOX})();
  return apply && /^\s*(easy apply|linkedin apply)(\s+to\b.*)?\s*$/i.test(apply.name) ? apply.el : null;
}`;
const easyApplyInPage = new Function(`return ${EASY_APPLY_IN_DETAILS}`)() as () => Element | null;

/**
 * The Easy Apply control of the job the details show: inside the details, never the search's "Easy Apply" filter or
 * a card's footer that say the same words elsewhere on the page.
 */
export async function detailsEasyApply(page: Page): Promise<ElementHandle<Element> | null> {
  const handle = await page.evaluateHandle(easyApplyInPage);
  const element = handle.asElement();
  if (!element) await handle.dispose();
  return element;
}

const COMPANY_APPLY_IN_DETAILS = String.raw`() => {
  const { apply } = (${DETAILS_BOX})();
  return apply && !/^\s*(easy apply|linkedin apply)(\s+to\b.*)?\s*$/i.test(apply.name) ? apply.el : null;
}`;
const companyApplyInPage = new Function(`return ${COMPANY_APPLY_IN_DETAILS}`)() as () => Element | null;

/** The details' "Apply" / "Apply on company website" control (issue 30: it opens the employer's site). */
export async function detailsCompanyApply(page: Page): Promise<ElementHandle<Element> | null> {
  const handle = await page.evaluateHandle(companyApplyInPage);
  const element = handle.asElement();
  if (!element) await handle.dispose();
  return element;
}

const NO_DETAILS: JobDetails = {
  state: 'none',
  tags: [],
  location: '',
  paneJob: '',
  title: '',
  description: '',
  found: false,
};

/** Opens a card and waits until the details pane shows that job. */
export async function openCard(page: Page, jobId: string): Promise<JobDetails> {
  await clickCard(page, jobId);
  const end = deadline(5000);
  let details = NO_DETAILS;
  for (;;) {
    details = await readDetails(page, jobId).catch(() => NO_DETAILS);
    const onJob = page.url().includes(jobId);
    const settled = details.state === 'easy' || details.state === 'external' || details.state === 'closed';
    if (settled || (details.state === 'applied' && onJob) || end.passed()) return details;
    await new Promise((r) => setTimeout(r, 60));
  }
}

/** Opens a job's own page and reads whether LinkedIn shows it as applied (reconciling a reservation after a crash). */
export async function readJobPage(page: Page, origin: string, jobId: string): Promise<JobDetails['state']> {
  if (!isJobId(jobId)) throw new Error(`Not a job id: ${JSON.stringify(jobId.slice(0, 80))}`);
  await page.goto(jobViewUrl(origin, jobId), { waitUntil: 'domcontentloaded' });
  const end = deadline(5000);
  for (;;) {
    const details = await readDetails(page, jobId).catch(() => NO_DETAILS);
    if (details.state !== 'none' || end.passed()) return details.state;
    await new Promise((r) => setTimeout(r, 100));
  }
}
