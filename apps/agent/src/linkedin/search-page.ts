import type { Locator, Page } from 'playwright-core';
import { isJobId } from './job-id';
import { jobViewUrl } from './job-url';
import type { JobCard } from './job-card';
import { find, TARGETS } from './targets';
import { VISIBLE_TEXT } from '../browser/visible-text';
import { ACTION_TIMEOUT_MS, deadline } from '../browser/deadline';

/** Reads every rendered job card, through open shadow roots, keyed by job id. Runs in the page. */
const READ_CARDS = String.raw`() => {
  const visibleText = ${VISIBLE_TEXT};
  const roots = [document];
  const cards = [];
  const seen = new Set();
  const clean = (t) => (t || '').replace(/\s+/g, ' ').trim();
  const idOf = (el) => el.getAttribute('data-occludable-job-id') || el.getAttribute('data-job-id') ||
    ((el.getAttribute('componentkey') || '').match(/job-card-component-ref-(\d+)/) || [])[1] || '';
  while (roots.length) {
    const root = roots.shift();
    root.querySelectorAll('*').forEach((el) => { if (el.shadowRoot) roots.push(el.shadowRoot); });
    root.querySelectorAll('[data-occludable-job-id], .job-card-container[data-job-id], [componentkey^="job-card-component-ref-"], li.jobs-search-results__list-item').forEach((el) => {
      const inner = el.matches('[data-job-id], [componentkey]') ? el : (el.querySelector('[data-job-id], [componentkey^="job-card-component-ref-"]') || (el.matches('li.jobs-search-results__list-item') && !el.hasAttribute('data-occludable-job-id') ? el : null));
      // Older markup may carry the id only in the title link (/jobs/view/<id>/).
      const link = el.querySelector('a[href*="/jobs/view/"]');
      const id = idOf(el) || (inner ? idOf(inner) : '') || ((link && link.getAttribute('href').match(/\/jobs\/view\/(\d+)/)) || [])[1] || '';
      // An occludable slot that is not rendered yet has no card inside: it appears after scrolling.
      if (!id || seen.has(id) || !inner || !clean(inner.textContent)) return;
      seen.add(id);
      // innerText lines, without a one-letter logo and without the visually hidden copy of a line.
      const lines = (inner.innerText || '').split('\n').map(clean).filter((l, i, all) => l.length > 1 && l !== all[i - 1]);
      // Titles and the other short texts as drawn: never the visually hidden accessibility copy (issue 20).
      const paras = Array.from(inner.querySelectorAll('p, h3, h4')).map((p) => visibleText(p)).filter(Boolean);
      const titleEl = inner.querySelector('a.job-card-list__title--link, a.job-card-list__title, a.job-card-container__link, .artdeco-entity-lockup__title');
      const companyEl = inner.querySelector('.artdeco-entity-lockup__subtitle, .job-card-container__primary-description');
      const locationEl = inner.querySelector('.artdeco-entity-lockup__caption, .job-card-container__metadata-item');
      // The aria-label is a last resort: LinkedIn writes the accessibility copy there too ("… with verification").
      const title = visibleText(titleEl) || paras[0] || lines[0] || clean(titleEl && titleEl.getAttribute('aria-label'));
      cards.push({
        jobId: id,
        title,
        company: visibleText(companyEl) || paras[1] || '',
        location: visibleText(locationEl) || paras[2] || '',
        footer: lines.join(' | '),
      });
    });
  }
  const empty = /no matching jobs found/i.test(document.body ? document.body.innerText : '');
  return { cards, empty };
}`;
const readCardsInPage = new Function(`return ${READ_CARDS}`)() as () => { cards: JobCard[]; empty: boolean };

export function readCards(page: Page): Promise<{ cards: JobCard[]; empty: boolean }> {
  return page.evaluate(readCardsInPage);
}

/** Refuses an id that could break out of the selector or the URL it goes into (the engine skips such jobs). */
function checkedJobId(jobId: string): string {
  if (!isJobId(jobId)) throw new Error(`Not a job id: ${JSON.stringify(jobId.slice(0, 80))}`);
  return jobId;
}

export function cardLocator(page: Page, jobId: string): Locator {
  checkedJobId(jobId);
  return page
    .locator(
      `[data-occludable-job-id="${jobId}"], .job-card-container[data-job-id="${jobId}"], [componentkey="job-card-component-ref-${jobId}"], li.jobs-search-results__list-item:has(a[href*="/jobs/view/${jobId}/"])`,
    )
    .first();
}

/**
 * Scrolls the results list (the scrollable box around the cards) so lazily rendered cards appear. Returns false when
 * the list was already at its end.
 */
export async function scrollResults(page: Page, lastJobId: string | undefined): Promise<boolean> {
  if (!lastJobId || !isJobId(lastJobId)) {
    await page.mouse.wheel(0, 800).catch(() => undefined);
    return false;
  }
  return cardLocator(page, lastJobId)
    .evaluate((card) => {
      let box: HTMLElement | null = card.parentElement;
      while (
        box &&
        !(box.scrollHeight > box.clientHeight + 4 && /(auto|scroll)/.test(getComputedStyle(box).overflowY))
      )
        box = box.parentElement;
      if (!box) {
        const before = window.scrollY;
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY !== before;
      }
      const before = box.scrollTop;
      box.scrollTop += Math.max(200, box.clientHeight * 0.8);
      return box.scrollTop !== before;
    })
    .catch(() => false);
}

export interface JobDetails {
  state: 'easy' | 'external' | 'applied' | 'none';
  /** The short texts of the details header (work type, experience level, job type). */
  tags: string[];
  location: string;
  /** The job id the details pane says it shows ('' when it does not say). */
  paneJob: string;
  /** The pane's own title (its h1) and the text under "About the job", for AI tailoring and answers. */
  title: string;
  description: string;
}

/** Reads the details pane of the job just opened: which apply control it has and its header tags. Runs in page. */
const READ_DETAILS = String.raw`(jobId) => {
  const visibleText = ${VISIBLE_TEXT};
  const roots = [document];
  const all = [];
  while (roots.length) {
    const root = roots.shift();
    root.querySelectorAll('*').forEach((el) => { if (el.shadowRoot) roots.push(el.shadowRoot); all.push(el); });
  }
  const clean = (t) => (t || '').replace(/\s+/g, ' ').trim();
  const inCard = (el) => !!el.closest('[data-occludable-job-id], .job-card-container, [componentkey^="job-card-component-ref-"], li.jobs-search-results__list-item');
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  // The details pane: the block around "About the job" that also holds the job's h1.
  const about = all.find((el) => el.children.length === 0 && /^about the job$/i.test(clean(el.textContent)) && visible(el));
  let pane = null;
  for (let up = about; up; up = up.parentElement) {
    if (up.querySelector('h1')) { pane = up; break; }
  }
  const applySelector = '#jobs-apply-button-id, button.jobs-apply-button, [data-test-apply-button], a[href*="openSDUIApplyFlow=true"], [aria-label^="Easy Apply to"], [aria-label="LinkedIn Apply to this job"]';
  const apply = pane ? Array.from(pane.querySelectorAll('button, a')).find((el) => visible(el) && (el.matches(applySelector) || /^(easy apply|apply)$/i.test(clean(el.textContent)))) : null;
  const text = pane ? (pane.innerText || pane.textContent || '') : '';
  const header = text.split(/about the job/i)[0] || '';
  const tags = [];
  if (pane) pane.querySelectorAll('*').forEach((el) => {
    // Leaf texts of the header, split on LinkedIn's separators ("Hybrid · Full-time · Mid-Senior level").
    if (el.children.length === 0) { const t = clean(el.textContent); if (t && t.length < 80 && header.includes(t)) t.split(/\s*[·•|,]\s*/).forEach((part) => { if (part) tags.push(part); }); }
  });
  let state = 'none';
  if (apply) {
    const label = clean((apply.getAttribute('aria-label') || '') + ' ' + apply.textContent + ' ' + (apply.getAttribute('href') || ''));
    const forJob = !jobId || label.includes(jobId) || apply.getAttribute('data-job-id') === jobId || location.href.includes(jobId);
    state = !forJob ? 'none' : /easy apply|linkedin apply|openSDUIApplyFlow/i.test(label) ? 'easy' : 'external';
  } else if (/\bapplied\s+(\d+|an?|today|yesterday|on)\b|see application/i.test(header)) state = 'applied';
  const paneJob = pane ? ((pane.closest('[data-job-id]') || pane).getAttribute('data-job-id') || '') : '';
  const h1 = pane ? pane.querySelector('h1') : null;
  const title = visibleText(h1);
  // The description keeps its paragraphs (innerText), so the model reads it as the page shows it.
  const body = pane ? pane.querySelector('#job-details, .jobs-description-content__text, .jobs-box__html-content, .jobs-description__content') : null;
  const after = text.split(/about the job/i).slice(1).join('About the job');
  const description = ((body && (body.innerText || body.textContent)) || after).replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim().slice(0, 20000);
  return { state, tags, location: header, paneJob, title, description };
}`;
const readDetailsInPage = new Function(`return ${READ_DETAILS}`)() as (jobId: string) => JobDetails;

/** Opens a card and waits until the details pane shows that job. */
export async function openCard(page: Page, jobId: string): Promise<JobDetails> {
  const card = cardLocator(page, jobId);
  await card.scrollIntoViewIfNeeded({ timeout: ACTION_TIMEOUT_MS });
  await card.click({ timeout: ACTION_TIMEOUT_MS });
  const end = deadline(5000);
  let details: JobDetails = {
    state: 'none',
    tags: [],
    location: '',
    paneJob: '',
    title: '',
    description: '',
  };
  for (;;) {
    details = await page.evaluate(readDetailsInPage, jobId);
    const onJob = page.url().includes(jobId);
    if ((details.state !== 'none' && (details.state !== 'applied' || onJob)) || end.passed()) return details;
    await new Promise((r) => setTimeout(r, 60));
  }
}

/** The apply control of the open job. */
export function applyControl(page: Page): Promise<Locator | null> {
  return find(page, TARGETS.applyButton, 3000);
}

/** Opens a job's own page and reads whether LinkedIn shows it as applied (reconciling a reservation after a crash). */
export async function readJobPage(page: Page, origin: string, jobId: string): Promise<JobDetails['state']> {
  await page.goto(jobViewUrl(origin, checkedJobId(jobId)), { waitUntil: 'domcontentloaded' });
  const end = deadline(5000);
  for (;;) {
    const details = await page.evaluate(readDetailsInPage, jobId);
    if (details.state !== 'none' || end.passed()) return details.state;
    await new Promise((r) => setTimeout(r, 100));
  }
}
