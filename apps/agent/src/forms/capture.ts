import type { AutomationProfile } from '@applypilot/contracts';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { writePrivateFile } from '../store/secure-files';
import { PAGE_TEXT } from './page-text';

/**
 * A redacted capture of a page the engine did not understand (issue 27, decision 045): the page's structure, roles,
 * attributes and its own labels, so a person can see what the engine met and `npm run agent -- inspect` can read it
 * again with the engine's readers; nothing the user typed or chose (no value, no checked or selected state, no
 * textarea or editable text), no scripts, no pictures, links without their query, and every text or attribute that
 * holds the user's name, email, phone, city, profile links, file names or anything shaped like an email address or a
 * phone number replaced by [redacted]. What the readers need of the page's styles is kept on each element: hidden,
 * visually hidden (screen-reader only), drawn in red, spinning.
 */

interface Node {
  tag?: string;
  attrs?: Record<string, string>;
  kids?: Node[];
  shadow?: Node[];
  text?: string;
}

const SR_ONLY =
  'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';

/** Runs in the page: the document (or the subtree of the first open dialog, when the page is large) as a tree. */
const SERIALISE = String.raw`(limit) => {
  const T = ${PAGE_TEXT};
  const spinning = new Set();
  (document.getAnimations ? document.getAnimations() : []).forEach((a) => {
    const timing = a.effect && a.effect.getComputedTiming ? a.effect.getComputedTiming() : null;
    if (a.playState === 'running' && timing && timing.iterations === Infinity && a.effect.target) spinning.add(a.effect.target);
  });
  const SKIP = /^(script|noscript|style|template|link|meta|object|embed|canvas|video|audio|picture|source|base)$/;
  const DROP_ATTR = /^(on.*|style|value|checked|selected|src|srcset|nonce|integrity|action|formaction|data-.*token.*|aria-checked|aria-selected|aria-pressed)$/i;
  let count = 0;
  const red = (el) => { const m = getComputedStyle(el).color.match(/\d+(\.\d+)?/g); return !!m && +m[0] > 150 && +m[1] < 110 && +m[2] < 110; };
  const node = (n) => {
    count += 1;
    if (count > limit) return null;
    if (n.nodeType === 3) return { text: n.nodeValue };
    if (n.nodeType !== 1) return null;
    const tag = n.tagName.toLowerCase();
    if (SKIP.test(tag)) return null;
    const attrs = {};
    for (const a of Array.from(n.attributes)) {
      if (DROP_ATTR.test(a.name)) continue;
      attrs[a.name] = a.name === 'href' ? a.value.split(/[?#]/)[0] : a.value;
    }
    if (tag === 'iframe') { const src = n.getAttribute('src') || ''; try { attrs.src = new URL(src, location.href).origin; } catch (e) { /* none */ } return { tag, attrs, kids: [] }; }
    // Which option was chosen is the user's answer: every option reads as not chosen.
    if (n.getAttribute('aria-checked') !== null) attrs['aria-checked'] = 'false';
    const style = [];
    const s = getComputedStyle(n);
    if (s.display === 'none') style.push('display:none');
    else if (s.visibility === 'hidden') style.push('visibility:hidden');
    else if (T.visuallyHidden(n)) style.push(${JSON.stringify(SR_ONLY)});
    if (s.display !== 'none' && /^inline/.test(s.display) === false && /^(span|a|label|strong|em|b|i)$/.test(tag)) style.push('display:' + s.display);
    if (spinning.has(n)) style.push('animation:applypilot-capture-spin 1s linear infinite;width:24px;height:24px;border:3px solid #888;border-top-color:transparent;border-radius:50%');
    if (Array.from(n.childNodes).some((c) => c.nodeType === 3 && c.nodeValue.trim()) && red(n)) style.push('color:#c00');
    if (style.length) attrs.style = style.join(';');
    const kids = [];
    if (tag !== 'textarea' && !n.isContentEditable) for (const c of Array.from(n.childNodes)) { const k = node(c); if (k) kids.push(k); }
    const out = { tag, attrs, kids };
    if (n.shadowRoot) out.shadow = Array.from(n.shadowRoot.childNodes).map(node).filter(Boolean);
    return out;
  };
  const whole = node(document.body);
  if (count <= limit) return { tree: whole, part: 'page' };
  count = 0;
  const dialog = document.querySelector('dialog[open], [role=dialog], [role=alertdialog]');
  return { tree: dialog ? node(dialog) : null, part: 'dialog' };
}`;
const serialiseInPage = new Function(`return ${SERIALISE}`)() as (limit: number) => {
  tree: Node | null;
  part: 'page' | 'dialog';
};

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** Seven digits or more, with the separators phone numbers are written with. */
const PHONE = /\+?\d[\d\s().-]{5,}\d/g;
const PROFILE_LINK = /linkedin\.com\/in\/[^\s"'<>/?#]+|\/in\/[^\s"'<>/?#]+/gi;
const FILE_NAME = /[^\s"'<>/\\]+\.(pdf|docx?|rtf|odt|txt)\b/gi;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The user's own words the page may show: the profile's identity, contacts, links and the resume's file name. */
export function personalValues(profile: AutomationProfile, resumeFile?: string): string[] {
  const values = [
    profile.firstName,
    profile.lastName,
    `${profile.firstName} ${profile.lastName}`,
    profile.email,
    profile.phone,
    profile.city,
    profile.linkedinUrl,
    profile.website,
    resumeFile ? path.basename(resumeFile) : undefined,
  ];
  return values.filter((v): v is string => !!v && v.trim().length >= 2).map((v) => v.trim());
}

/** Replaces every personal value and every email, phone number, profile link and file name with [redacted]. */
export function redactor(values: readonly string[]): (text: string) => string {
  const words = [...new Set(values)]
    .sort((a, b) => b.length - a.length)
    .map((v) => {
      const digits = v.replace(/\D/g, '');
      // A phone number is matched by its digits, whatever the page put between them.
      if (digits.length >= 7 && digits.length >= v.replace(/\s/g, '').length - 2)
        return digits.split('').join('[\\s().+-]*');
      return `(?<![\\p{L}\\p{N}])${escapeRegExp(v)}(?![\\p{L}\\p{N}])`;
    });
  const personal = words.length ? new RegExp(words.join('|'), 'giu') : null;
  return (text) => {
    let out = personal ? text.replace(personal, '[redacted]') : text;
    out = out
      .replace(EMAIL, '[redacted]')
      .replace(PROFILE_LINK, '[redacted]')
      .replace(FILE_NAME, '[redacted]');
    return out.replace(PHONE, (m) => (m.replace(/\D/g, '').length >= 7 ? '[redacted]' : m));
  };
}

const VOID = /^(area|br|col|hr|img|input|wbr)$/;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** The tree as HTML, every text and attribute value redacted; shadow roots declared so a browser rebuilds them. */
export function renderCapture(tree: Node, redact: (text: string) => string): string {
  const render = (n: Node): string => {
    if (n.text !== undefined) return escapeText(redact(n.text));
    if (!n.tag || !/^[a-z][a-z0-9-]*$/.test(n.tag)) return '';
    const attrs = Object.entries(n.attrs ?? {})
      .filter(([name]) => /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/.test(name))
      .map(([name, value]) => ` ${name}="${escapeAttr(name === 'style' ? value : redact(value))}"`)
      .join('');
    if (VOID.test(n.tag)) return `<${n.tag}${attrs}>`;
    const shadow = n.shadow
      ? `<template shadowrootmode="open">${n.shadow.map(render).join('')}</template>`
      : '';
    return `<${n.tag}${attrs}>${shadow}${(n.kids ?? []).map(render).join('')}</${n.tag}>`;
  };
  return render(tree);
}

export interface CaptureRequest {
  dir: string;
  /** The job id, or undefined when the page gave none (the file is then called job-<time>.html). */
  jobId?: string;
  /** What the engine could not make sense of ("no primary action on this step"). */
  why: string;
  personal: readonly string[];
}

/** Writes the redacted capture of the page (0600) and answers its file name, or undefined when it could not. */
export async function capturePage(page: Page, request: CaptureRequest): Promise<string | undefined> {
  try {
    const { tree, part } = await page.evaluate(serialiseInPage, 60000);
    if (!tree) return undefined;
    const redact = redactor(request.personal);
    const url = new URL(page.url());
    const where = redact(`${url.origin}${url.pathname}`);
    const body = renderCapture(tree, redact);
    const html = `<!doctype html>
<html><head><meta charset="utf-8">
<meta name="applypilot-capture" content="${escapeAttr(`${where} | ${new Date().toISOString()} | ${part}`)}">
<title>ApplyPilot capture: ${escapeText(redact(request.why))}</title>
<style>@keyframes applypilot-capture-spin { to { transform: rotate(360deg); } }</style>
</head>
${tree.tag === 'body' ? body : `<body>${body}</body>`}
</html>
`;
    const name = `${request.jobId && /^\d{1,20}$/.test(request.jobId) ? request.jobId : 'job'}-${Date.now()}.html`;
    await writePrivateFile(path.join(request.dir, name), html);
    return name;
  } catch {
    return undefined;
  }
}
