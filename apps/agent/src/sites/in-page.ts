import { CONTROLS } from '../forms/read-form';
import { LOADING } from '../forms/loading';
import { PAGE_TEXT } from '../forms/page-text';

/**
 * What the company-site flow reads in the page (decision 054), as plain JavaScript in strings (no compiler helper
 * reaches the browser) built into functions Playwright sends as written. Everything by what a person sees.
 */

function inPage<A, R>(source: string): (arg: A) => R {
  return new Function(`return ${source}`)() as (arg: A) => R;
}

/**
 * Control indexes (CONTROLS inside the form) of fields meant for robots (honeypots): text boxes a person cannot see
 * or reach (a box of 2 px or less, transparent, pushed off the page, hidden from screen readers) or whose own words
 * say so ("This input is for robots only"). File inputs and option inputs are drawn by their labels and are not these.
 */
// Positions are the page's, not the viewport's: a field scrolled above the window is not off the page (a Lever form
// scrolled down to its upload once had every box above read as a honeypot and left unfilled).
export const honeypotIndexes = inPage<Element, number[]>(String.raw`(root) => {
  const T = ${PAGE_TEXT};
  const all = Array.from(root.querySelectorAll(${JSON.stringify(CONTROLS)}));
  const out = [];
  all.forEach((el, i) => {
    if (!(el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && /^(text|email|tel|url|number|search|)$/.test((el.getAttribute('type') || '').toLowerCase())))) return;
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const robots = /robots|do not (fill|enter)|leave (this )?(field )?(blank|empty)|if you are (a )?human/i.test(T.nameOf(el).text + ' ' + (el.getAttribute('placeholder') || ''));
    const unreachable = (r.width > 0 && r.width <= 2) || (r.height > 0 && r.height <= 2) || Number(style.opacity) === 0 ||
      r.right + window.scrollX < 0 || r.bottom + window.scrollY < 0 || r.left + window.scrollX > document.documentElement.scrollWidth + 2000 || !!el.closest('[aria-hidden=true]') ||
      (el.getAttribute('tabindex') === '-1' && el.getAttribute('autocomplete') === 'off' && !T.shown(el.parentElement));
    if (robots || (unreachable && !T.visuallyHidden(el.parentElement || el))) out.push(i);
  });
  return out;
}`);

/**
 * In-page source: the lists a suggestion box may draw. An ARIA listbox; else, for a place typed into a plain text box
 * (Lever's location: `.dropdown-results`), a drawn box of results whose entries are its leaf rows.
 */
const SUGGESTION_LISTS = String.raw`const LISTS = '[role=listbox], [class*=dropdown-results], [class*=suggestions], [class*=autocomplete-results]';
  const optionsOf = (list) => {
    const own = Array.from(list.querySelectorAll('[role=option]'));
    if (own.length || list.getAttribute('role') === 'listbox') return own;
    return Array.from(list.querySelectorAll('li, a, button, div')).filter((row) => !row.querySelector('li, a, button, div'));
  };`;

/** What a combobox shows as chosen (react-select draws it beside the input, which stays empty): '' when nothing. */
export const comboboxShown = inPage<Element, string>(String.raw`(input) => {
  const T = ${PAGE_TEXT};
  const placeholder = (t) => /^(select|choose|start typing|type to search|search)\b.*(\.\.\.|…)?$/i.test(t);
  if (input.value && input.value.trim()) return T.clean(input.value);
  const labels = new Set(Array.from(input.labels || []));
  for (let up = input.parentElement, depth = 0; up && depth < 5; up = up.parentElement, depth += 1) {
    if (up.tagName === 'FORM' || up.querySelector('label') && Array.from(up.querySelectorAll('label')).some((l) => labels.has(l) || l.contains(input) === false)) break;
    const text = T.label(up, (child) => child.getAttribute('role') === 'listbox' || child.getAttribute('aria-hidden') === 'true').text;
    if (text && !placeholder(text)) return text;
  }
  return '';
}`);

/** The options of the list a combobox opened: its own list (aria-controls / aria-owns), else the nearest drawn one. */
export const openOptions = inPage<Element, string[]>(String.raw`(input) => {
  const T = ${PAGE_TEXT};
  ${SUGGESTION_LISTS}
  const ids = ((input.getAttribute('aria-controls') || '') + ' ' + (input.getAttribute('aria-owns') || '')).split(/\s+/).filter(Boolean);
  let lists = ids.map((id) => document.getElementById(id)).filter((l) => l && T.shown(l));
  if (!lists.length) {
    // The list drawn closest to this combobox: a phone-country list hidden elsewhere on the page is not it.
    for (let up = input.parentElement, depth = 0; up && depth < 6 && !lists.length; up = up.parentElement, depth += 1)
      lists = Array.from(up.querySelectorAll(LISTS)).filter((l) => T.shown(l));
  }
  const list = lists[0];
  if (!list) return [];
  return optionsOf(list).filter((o) => T.shown(o)).map((o) => T.label(o).text).filter(Boolean);
}`);

/** The option with exactly this text in the list the combobox opened (never a same-named one elsewhere), or null. */
export const openOptionNamed = new Function(
  `return ${String.raw`(input, wanted) => {
  const T = ${PAGE_TEXT};
  ${SUGGESTION_LISTS}
  const norm = (t) => T.clean(t).toLowerCase();
  const ids = ((input.getAttribute('aria-controls') || '') + ' ' + (input.getAttribute('aria-owns') || '')).split(/\s+/).filter(Boolean);
  let lists = ids.map((id) => document.getElementById(id)).filter((l) => l && T.shown(l));
  for (let up = input.parentElement, depth = 0; up && depth < 6 && !lists.length; up = up.parentElement, depth += 1)
    lists = Array.from(up.querySelectorAll(LISTS)).filter((l) => T.shown(l));
  const list = lists[0];
  if (!list) return null;
  return optionsOf(list).find((o) => T.shown(o) && norm(T.label(o).text) === norm(wanted)) || null;
}`}`,
)() as (input: Element, wanted: string) => Element | null;

/** The page's state after Submit (or on arrival): what it says, as words a person reads, and where. */
export interface PageState {
  /** The main text of the page (toasts left out: a box named so, or fixed over the page), for confirmation words. */
  main: string;
  /** Short notices (role=status / alert / aria-live, fixed-position toasts): never a confirmation. */
  notices: string[];
  /** A drawn Submit control of the application form. */
  submitShown: boolean;
  busy: boolean;
  /** A challenge for a person: a CAPTCHA drawn (not the invisible badge) or an emailed code asked for. */
  humanCheck: 'captcha' | 'email-code' | null;
  /** An element marked as the confirmation (Greenhouse's #application_confirmation). */
  confirmationElement: boolean;
}

export const SUBMIT_NAME =
  /^\s*(submit( your)?( application)?|send( my)? application|apply( now)?|submit & apply)\s*$/i;

export const readPageState = inPage<string, PageState>(String.raw`(submitSource) => {
  const T = ${PAGE_TEXT};
  const SUBMIT = new RegExp(submitSource, 'i');
  // A toast: a box named so, or one fixed over the page. A status drawn where the form was is the page's own text.
  const isNotice = (el) => !!el.closest('.toast, [class*=toast], [class*=snackbar]') ||
    (() => { for (let up = el; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).position === 'fixed') return true; return false; })();
  const notices = Array.from(document.querySelectorAll('[role=status], [role=alert], [aria-live], [class*=toast], [class*=snackbar]'))
    .filter((n) => T.shown(n)).map((n) => T.label(n).text).filter(Boolean);
  const parts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const p = n.parentElement;
    if (!p || !T.clean(n.nodeValue) || p.closest('script, style, noscript') || !T.shown(p) || isNotice(p)) continue;
    parts.push(T.clean(n.nodeValue));
  }
  const submitShown = Array.from(document.querySelectorAll('button, input[type=submit], [role=button]')).some((b) =>
    T.shown(b) && SUBMIT.test(b.tagName === 'INPUT' ? b.value : (T.nameOf(b).text || T.label(b).text)));
  const frames = Array.from(document.querySelectorAll('iframe')).filter((f) => {
    const r = f.getBoundingClientRect();
    const s = getComputedStyle(f);
    return r.width > 60 && r.height > 60 && s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0.05;
  });
  const src = (f) => (f.getAttribute('src') || '') + ' ' + (f.getAttribute('title') || '');
  // The invisible reCAPTCHA's badge (size=invisible, a 256x60 corner box) is no challenge; a challenge frame, a
  // drawn checkbox widget, hCaptcha's or Cloudflare's widget are.
  const captchaFrame = frames.some((f) => {
    const s = src(f);
    if (/size=invisible/.test(s)) return false;
    return /recaptcha\/(api2|enterprise)\/bframe|recaptcha\/(api2|enterprise)\/anchor|hcaptcha\.com.*(challenge|checkbox)|challenges\.cloudflare\.com|captcha/i.test(s);
  });
  const text = parts.join(' ');
  // A challenge drawn by the page itself (a stand-in, or a widget outside a frame), said in its own words.
  // Read from everything drawn, dialogs and fixed boxes included (a challenge is usually a modal).
  const drawn = T.clean(document.body.innerText || '');
  const drawnCaptcha = /verify (that )?you('| a)re (a )?human|verify (that )?you('| a)re not a robot|i('| a)m not a robot|confirm (that )?you('| a)re (a )?human|complete the (security )?(check|challenge) (below|to continue)/i.test(drawn);
  const codeAsked = /(security|verification|confirmation) code|enter the (\d+[- ]character )?code|we('ve| have) (sent|emailed) (you )?a code|code (we|that was) (sent|emailed)/i.test(drawn) &&
    Array.from(document.querySelectorAll('input')).some((i) => T.shown(i) && /^(text|tel|number|)$/.test((i.getAttribute('type') || '').toLowerCase()));
  const humanCheck = captchaFrame || drawnCaptcha ? 'captcha' : codeAsked ? 'email-code' : null;
  const confirmationElement = !!document.querySelector('#application_confirmation, [data-testid*=confirmation], [id*=confirmation]') &&
    T.shown(document.querySelector('#application_confirmation, [data-testid*=confirmation], [id*=confirmation]'));
  return { main: text.slice(0, 20000), notices, submitShown, busy: (${LOADING})(document.body, T), humanCheck, confirmationElement };
}`);

/**
 * Whether the file just chosen has finished uploading, as the site shows it: its name drawn near its input, no
 * progress left, and no "uploading" / "parsing" words; or the site's error words.
 */
export const uploadState = new Function(
  `return ${String.raw`(input, fileName) => {
  const T = ${PAGE_TEXT};
  const norm = (t) => T.clean(t).toLowerCase();
  const wanted = norm(fileName);
  const stem = wanted.replace(/\.[a-z0-9]+$/, '');
  let area = input.parentElement;
  for (let depth = 0; area && depth < 5; depth += 1) {
    const text = norm(area.innerText || area.textContent || '');
    if (text.includes(stem) || /(uploading|parsing|analy[sz]ing|reading your|processing)/.test(text)) break;
    area = area.parentElement;
  }
  const box = area || input.parentElement || document.body;
  const text = norm(box.innerText || box.textContent || '');
  const errorMatch = text.match(/(file is too (big|large)|upload failed|could not upload|couldn.t upload|please use a different file|unsupported file|error uploading)[^.]*/);
  if (errorMatch) return { done: false, error: errorMatch[0] };
  const working = /(uploading|parsing|analy[sz]ing|reading your resume|processing)\b/.test(text) || (${LOADING})(box, T);
  return { done: !working && text.includes(stem), error: '' };
}`}`,
)() as (input: Element, fileName: string) => { done: boolean; error: string };

/** Words that say the posting is gone, on the site's page. */
export const CLOSED_WORDS =
  /couldn.?t find anything here|page (you.re looking for )?(was )?not found|no longer (accepting applications|available|open|active)|(job|posting|position|role) (is )?(closed|not found|has been filled|has expired|no longer exists)|this job (has )?expired|not accepting applications|the page you are looking for doesn.?t exist|^404\b|\b404 not found\b/i;
