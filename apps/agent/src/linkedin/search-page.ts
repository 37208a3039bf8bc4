import type { ElementHandle, Page } from 'playwright-core';
import { ACTION_TIMEOUT_MS } from '../browser/deadline';
import { VISIBLE_TEXT } from '../browser/visible-text';
import { PAGE_TEXT } from '../forms/page-text';
import type { JobCard } from './job-card';
import { isJobId } from './job-id';

/**
 * In-page source: the job cards of the results list, each with its job id, through open shadow roots (decision 045).
 * A card is what a person sees as one job in the list: the largest box around a job's link (/jobs/view/<id>) or
 * around an attribute that names a job posting (data-job-id, data-occludable-job-id, a componentkey
 * "job-card-component-ref-<id>", an urn) that holds no other job, shows at least two lines of text and is not a
 * button of the open job (its Apply). A slot LinkedIn has not drawn yet (no text until scrolled to) is no card.
 */
const JOB_CARDS = String.raw`() => {
  const roots = [document];
  const all = [];
  while (roots.length) {
    const root = roots.shift();
    root.querySelectorAll('*').forEach((el) => { if (el.shadowRoot) roots.push(el.shadowRoot); all.push(el); });
  }
  const idsOf = (el) => {
    const ids = [];
    for (const a of Array.from(el.attributes)) {
      const name = a.name.toLowerCase();
      const v = a.value || '';
      if (name === 'href') { const m = v.match(/\/jobs\/view\/(?:[^/?#]*?-)?([A-Za-z0-9_-]+?)\/?(?:[?#]|$)/); if (m) ids.push(m[1]); continue; }
      if (/job/.test(name) && /id$/.test(name) && v) { ids.push(v); continue; }
      const m = v.match(/(?:job-card-component-ref-|jobPosting:|jobs-search-results-)(\d{3,20})\b/i);
      if (m) ids.push(m[1]);
    }
    return ids;
  };
  const carriers = new Map();
  all.forEach((el) => idsOf(el).forEach((id) => { if (!carriers.has(id)) carriers.set(id, []); carriers.get(id).push(el); }));
  const holds = (box, id) => { for (const [other, els] of carriers) if (other !== id && els.some((e) => box.contains(e))) return true; return false; };
  const parentOf = (el) => el.parentElement || (el.getRootNode() && el.getRootNode().host) || null;
  const boxes = [];
  for (const [id, els] of carriers) {
    // Each carrier's box: up from it while the box holds no other job.
    for (const carrier of els) {
      let box = carrier;
      for (let up = parentOf(box); up && up !== document.body && up !== document.documentElement; up = parentOf(up)) {
        if (holds(up, id)) break;
        box = up;
      }
      if (box === document.body || boxes.some((b) => b.el === box)) continue;
      const lines = (box.innerText || '').split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l.length > 1);
      if (new Set(lines).size < 2) continue;
      const role = box.getAttribute('role');
      const name = (box.getAttribute('aria-label') || '').trim();
      if ((box.tagName === 'BUTTON' || box.tagName === 'A' || role === 'button') && /^(easy apply|apply|save|applied)\b/i.test(name || lines[0])) continue;
      boxes.push({ id, el: box, lines, parent: parentOf(box) });
    }
  }
  // The results list is the parent that holds the most job boxes; a job's box there is its card (the details pane
  // beside it may name the same job, and is no card).
  const counts = new Map();
  boxes.forEach((b) => counts.set(b.parent, (counts.get(b.parent) || 0) + 1));
  let list = null;
  for (const b of boxes) if (list === null || counts.get(b.parent) > counts.get(list)) list = b.parent;
  const cards = [];
  const taken = new Set();
  for (const b of boxes) {
    if (taken.has(b.id)) continue;
    // A lone job box is a card only when it is drawn as one: a list item or a button of its own.
    const drawnAsCard = /^(LI|ARTICLE)$/.test(b.el.tagName) || /^(listitem|button|link)$/.test(b.el.getAttribute('role') || '') ||
      /^(UL|OL)$/.test(b.parent ? b.parent.tagName : '') || (b.parent && b.parent.getAttribute && b.parent.getAttribute('role') === 'list');
    if (counts.get(b.parent) < 2 && (b.parent !== list || !drawnAsCard)) continue;
    taken.add(b.id);
    cards.push({ id: b.id, el: b.el, lines: b.lines });
  }
  return cards;
}`;

/** Reads every rendered job card, keyed by job id. Runs in the page. */
const READ_CARDS = String.raw`() => {
  const visibleText = ${VISIBLE_TEXT};
  const T = ${PAGE_TEXT};
  const unseen = (el, card) => { for (let up = el; up && up !== card.parentElement; up = up.parentElement) if (T.notRendered(up) || T.visuallyHidden(up)) return true; return false; };
  const found = (${JOB_CARDS})();
  const NOT_A_NAME = /^(promoted|viewed|applied|easy apply|actively (reviewing|recruiting).*|be an early applicant|verified job|.*\bapplicants?\b.*|\d+ (minutes?|hours?|days?|weeks?|months?) ago|posted .*|reposted .*|.*₹.*|.*\$.*|.*€.*|.*£.*|dismiss .*)$/i;
  const cards = found.map(({ id, el, lines }) => {
    // The title as drawn: the job's link, else its heading, else the first paragraph (never a hidden copy).
    const link = el.querySelector('a[href*="/jobs/view/"]');
    const heading = el.querySelector('h1, h2, h3, h4, [role=heading]');
    // A company logo drawn as initials ("KA") is decoration a screen reader never hears: not the company's name.
    const decorative = (p, t) => /^[A-Z0-9&]{1,4}$/.test(t) && !!p.closest('[aria-hidden=true]');
    const paras = Array.from(el.querySelectorAll('p, h3, h4, span, div')).filter((p) => !p.querySelector('p, div, h3, h4') && !unseen(p, el))
      .map((p) => [p, visibleText(p)]).filter(([p, t]) => t.length > 1 && !decorative(p, t)).map(([, t]) => t);
    const uniq = paras.filter((t, i) => t !== paras[i - 1]);
    const title = visibleText(link) || visibleText(heading) || uniq[0] || lines[0] || '';
    const rest = uniq.filter((t) => t !== title && !title.startsWith(t) && !NOT_A_NAME.test(t) && t.length < 120);
    return { jobId: id, title, company: rest[0] || '', location: rest[1] || '', footer: lines.join(' | ') };
  });
  const empty = /no matching jobs found|no jobs found|no results found/i.test(document.body ? document.body.innerText : '');
  return { cards, empty };
}`;
const readCardsInPage = new Function(`return ${READ_CARDS}`)() as () => { cards: JobCard[]; empty: boolean };

export function readCards(page: Page): Promise<{ cards: JobCard[]; empty: boolean }> {
  return page.evaluate(readCardsInPage);
}

const FIND_CARD = String.raw`(jobId) => {
  const hit = (${JOB_CARDS})().find((c) => c.id === jobId);
  return hit ? hit.el : null;
}`;
const findCardInPage = new Function(`return ${FIND_CARD}`)() as (jobId: string) => Element | null;

/** The card of a job, as the reader finds it (never by a class or an id the page might rename). */
async function cardElement(page: Page, jobId: string): Promise<ElementHandle<Element> | null> {
  if (!isJobId(jobId)) throw new Error(`Not a job id: ${JSON.stringify(jobId.slice(0, 80))}`);
  const handle = await page.evaluateHandle(findCardInPage, jobId);
  const element = handle.asElement();
  if (!element) await handle.dispose();
  return element;
}

/** Opens a job's card the way a person does: scrolled into view, then clicked. */
export async function clickCard(page: Page, jobId: string): Promise<void> {
  const card = await cardElement(page, jobId);
  if (!card) throw new Error(`The card of job ${jobId} is no longer on the page.`);
  try {
    await card.scrollIntoViewIfNeeded({ timeout: ACTION_TIMEOUT_MS });
    await card.click({ timeout: ACTION_TIMEOUT_MS });
  } finally {
    await card.dispose();
  }
}

/**
 * Scrolls the results list (the scrollable box around the cards) so lazily rendered cards appear. Returns false when
 * the list was already at its end.
 */
export async function scrollResults(page: Page, lastJobId: string | undefined): Promise<boolean> {
  const card = lastJobId && isJobId(lastJobId) ? await cardElement(page, lastJobId).catch(() => null) : null;
  if (!card) {
    await page.mouse.wheel(0, 800).catch(() => undefined);
    return false;
  }
  try {
    return await card.evaluate((el) => {
      let box: HTMLElement | null = el.parentElement;
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
    });
  } catch {
    return false;
  } finally {
    await card.dispose();
  }
}
