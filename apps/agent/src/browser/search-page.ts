import type { Locator, Page } from 'playwright-core';
import type { JobCard } from '../engine/types';
import { find, TARGETS } from './locate';

/** Reads every rendered job card, through open shadow roots, keyed by job id. Runs in the page. */
const READ_CARDS = String.raw`() => {
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
      const id = idOf(el) || idOf(el.querySelector('[data-job-id]') || el);
      if (!id || seen.has(id)) return;
      seen.add(id);
      const lines = (el.innerText || '').split('\n').map(clean).filter(Boolean);
      const titleEl = el.querySelector('a.job-card-list__title--link, .job-card-list__title, a.job-card-container__link, [class*="title"] a, strong');
      const companyEl = el.querySelector('.artdeco-entity-lockup__subtitle, .job-card-container__primary-description, [class*="subtitle"]');
      const locationEl = el.querySelector('.artdeco-entity-lockup__caption, .job-card-container__metadata-item, [class*="caption"]');
      let title = clean(titleEl && (titleEl.getAttribute('aria-label') || titleEl.textContent));
      const half = title.length / 2;
      if (Number.isInteger(half) && title.slice(0, half) === title.slice(half)) title = title.slice(0, half);
      if (title.endsWith(' with verification')) title = title.slice(0, -18);
      cards.push({
        jobId: id,
        title: title || lines[0] || '',
        company: clean(companyEl && companyEl.textContent) || lines[1] || '',
        location: clean(locationEl && locationEl.textContent) || lines[2] || '',
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

export function cardLocator(page: Page, jobId: string): Locator {
  return page
    .locator(
      `[data-occludable-job-id="${jobId}"], .job-card-container[data-job-id="${jobId}"], [componentkey="job-card-component-ref-${jobId}"]`,
    )
    .first();
}

/** Scrolls the results list so lazily rendered cards appear. Returns false when nothing moved. */
export async function scrollResults(page: Page, lastJobId: string | undefined): Promise<void> {
  if (lastJobId)
    await cardLocator(page, lastJobId)
      .scrollIntoViewIfNeeded({ timeout: 2000 })
      .catch(() => undefined);
  await page
    .evaluate(() => {
      const list = document.querySelector(
        '.jobs-search-results-list, .scaffold-layout__list, [class*="results-list"]',
      );
      if (list) list.scrollTop = list.scrollHeight;
      else window.scrollBy(0, window.innerHeight);
    })
    .catch(() => undefined);
}

export interface JobDetails {
  state: 'easy' | 'external' | 'applied' | 'none';
  /** The short texts of the details header (work type, experience level, job type). */
  tags: string[];
  location: string;
}

/** Reads the details pane of the job just opened: which apply control it has and its header tags. Runs in page. */
const READ_DETAILS = String.raw`(jobId) => {
  const roots = [document];
  const all = [];
  while (roots.length) {
    const root = roots.shift();
    root.querySelectorAll('*').forEach((el) => { if (el.shadowRoot) roots.push(el.shadowRoot); all.push(el); });
  }
  const clean = (t) => (t || '').replace(/\s+/g, ' ').trim();
  const inCard = (el) => !!el.closest('[data-occludable-job-id], .job-card-container, [componentkey^="job-card-component-ref-"], li.jobs-search-results__list-item');
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const apply = all.find((el) => !inCard(el) && visible(el) && (el.matches('#jobs-apply-button-id, button.jobs-apply-button, [data-test-apply-button], a[href*="openSDUIApplyFlow=true"], [aria-label^="Easy Apply to"], [aria-label="LinkedIn Apply to this job"]') || (el.matches('button, a') && /^(easy apply|apply)$/i.test(clean(el.textContent)))));
  let pane = apply || all.find((el) => el.tagName === 'H1' && !inCard(el));
  for (let up = pane; up; up = up.parentElement || (up.getRootNode() && up.getRootNode().host)) {
    if (/about the job/i.test(up.textContent || '')) { pane = up; break; }
  }
  const text = pane ? (pane.innerText || pane.textContent || '') : '';
  const header = text.split(/about the job/i)[0] || '';
  const tags = [];
  if (pane) pane.querySelectorAll('*').forEach((el) => {
    if (el.children.length === 0) { const t = clean(el.textContent); if (t && t.length < 40 && header.includes(t)) tags.push(t); }
  });
  let state = 'none';
  if (apply) {
    const label = clean((apply.getAttribute('aria-label') || '') + ' ' + apply.textContent + ' ' + (apply.getAttribute('href') || ''));
    const forJob = !jobId || label.includes(jobId) || apply.getAttribute('data-job-id') === jobId || location.href.includes(jobId);
    state = !forJob ? 'none' : /easy apply|linkedin apply|openSDUIApplyFlow/i.test(label) ? 'easy' : 'external';
  } else if (/\bapplied\b/i.test(header)) state = 'applied';
  return { state, tags, location: header };
}`;
const readDetailsInPage = new Function(`return ${READ_DETAILS}`)() as (jobId: string) => JobDetails;

/** Opens a card and waits until the details pane shows that job. */
export async function openCard(page: Page, jobId: string): Promise<JobDetails> {
  const card = cardLocator(page, jobId);
  await card.scrollIntoViewIfNeeded({ timeout: 3000 });
  await card.click({ timeout: 5000 });
  const until = Date.now() + 5000;
  let details: JobDetails = { state: 'none', tags: [], location: '' };
  for (;;) {
    details = await page.evaluate(readDetailsInPage, jobId);
    const onJob = page.url().includes(jobId);
    if ((details.state !== 'none' && (details.state !== 'applied' || onJob)) || Date.now() > until)
      return details;
    await new Promise((r) => setTimeout(r, 60));
  }
}

/** The apply control of the open job. */
export function applyControl(page: Page): Promise<Locator | null> {
  return find(page, TARGETS.applyButton, 3000);
}
