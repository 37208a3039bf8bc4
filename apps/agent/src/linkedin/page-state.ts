import type { Page } from 'playwright-core';
import { LOADING } from '../forms/loading';
import { PAGE_TEXT } from '../forms/page-text';

/** What is in front of the engine right now, read in one trip to the page (through open shadow roots). */
export type PageSignal =
  | 'premium'
  | 'security-check'
  | 'daily-limit'
  | 'throttle'
  | 'safety-reminder'
  | 'sent'
  | 'save-dialog'
  | 'form'
  /** A dialog is open but still rendering (a spinner, an indeterminate progress bar, aria-busy, "Loading"): wait. */
  | 'busy'
  | 'none';

/** Texts LinkedIn shows (practice-board.md, checked Nov 2026). */
export const SIGNAL_TEXTS = {
  dailyLimit: /you.ve exceeded the daily application limit|you reached today.s easy apply limit/i,
  throttle: /you.re applying quickly/i,
  safety: /job search safety reminder/i,
  sent: /application sent|your application was sent/i,
  save: /save this application\?/i,
  security: /security check|security verification|captcha|are you a robot|verify you.re a human/i,
};

const COLLECT = String.raw`() => {
  const T = ${PAGE_TEXT};
  const loading = ${LOADING};
  const roots = [document];
  const out = [];
  const seen = new Set();
  const visible = (el) => { const r = el.getBoundingClientRect(); const s = getComputedStyle(el); return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'; };
  while (roots.length) {
    const root = roots.shift();
    root.querySelectorAll('*').forEach((el) => { if (el.shadowRoot) roots.push(el.shadowRoot); });
    root.querySelectorAll('[role=dialog], [role=alertdialog], dialog[open]').forEach((el) => {
      if (seen.has(el) || !visible(el)) return;
      seen.add(el);
      out.push({ role: el.getAttribute('role') || el.tagName.toLowerCase(), text: (el.innerText || el.textContent || '').replace(/\s+/g, ' ').slice(0, 2000), form: !!el.querySelector('form, input:not([type=hidden]), select, textarea, [role=radio], [role=checkbox], [role=combobox]') ||
        Array.from(el.querySelectorAll('button')).some((b) => /^(next|review|submit application|continue to next step|review your application)$/i.test(T.nameOf(b).text || T.label(b).text)),
        busy: loading(el, T) });
    });
  }
  const frames = Array.from(document.querySelectorAll('iframe')).map((f) => f.src || f.title || '').join(' ');
  return { dialogs: out, title: document.title, body: (document.body ? document.body.innerText : '').slice(0, 3000), frames };
}`;
const collectInPage = new Function(`return ${COLLECT}`)() as () => {
  dialogs: { role: string; text: string; form: boolean; busy: boolean }[];
  title: string;
  body: string;
  frames: string;
};

export async function readSignal(page: Page): Promise<PageSignal> {
  const url = page.url();
  if (/\/premium(\/|\?|$)/.test(new URL(url).pathname + '/')) return 'premium';
  if (/\/checkpoint\//.test(url)) return 'security-check';
  const seen = await page.evaluate(collectInPage).catch(() => null);
  if (!seen) return 'none';
  const dialogText = seen.dialogs.map((d) => d.text).join(' \n ');
  if (SIGNAL_TEXTS.dailyLimit.test(dialogText) || SIGNAL_TEXTS.dailyLimit.test(seen.body))
    return 'daily-limit';
  if (/recaptcha|hcaptcha|arkoselabs|funcaptcha/i.test(seen.frames)) return 'security-check';
  if (
    SIGNAL_TEXTS.security.test(seen.title) ||
    (seen.dialogs.length === 0 && /quick security check/i.test(seen.body))
  )
    return 'security-check';
  if (SIGNAL_TEXTS.save.test(dialogText)) return 'save-dialog';
  if (SIGNAL_TEXTS.throttle.test(dialogText)) return 'throttle';
  if (SIGNAL_TEXTS.sent.test(dialogText) || /your application was sent/i.test(seen.body)) return 'sent';
  if (SIGNAL_TEXTS.safety.test(dialogText)) return 'safety-reminder';
  if (seen.dialogs.some((d) => d.busy)) return 'busy';
  if (seen.dialogs.some((d) => d.form)) return 'form';
  return 'none';
}
