import type { Locator } from 'playwright-core';
import type { QuestionKind } from '@applypilot/contracts';
import { LOADING } from './loading';
import { PAGE_TEXT } from './page-text';

/** One question of the current step, as read from the page. Indexes point into CONTROLS inside the form's root. */
export interface FieldInfo {
  kind: QuestionKind;
  /** The question as a person reads it: no "*", no "Required". */
  label: string;
  required: boolean;
  numeric: boolean;
  /** Control indexes: one for text-like fields and selects, one per option for radio and checkbox groups. */
  controls: number[];
  options?: string[];
  /** The current value (text), selected option text, or ticked option texts. */
  value: string | string[];
  hasError: boolean;
  /** The message the page shows for this question, when it shows one. */
  error?: string;
  /**
   * The ids and names its controls carry (a company site's form names them after its question schema: Greenhouse
   * `question_123`, Lever `cards[…][field0]`), for matching the drawn question with the schema; never for reading it.
   */
  names?: string[];
  /** The control's placeholder when the question's text is its label: what the box is for, in the page's words. */
  hint?: string;
}

/** A file input of the step (the resume's, a cover letter's). */
export interface FileInputInfo {
  index: number;
  /** What the input is for, from its name, id and label ("file jobs-document-upload-file-input-upload-cover-letter"). */
  name: string;
  label: string;
  files: number;
  required: boolean;
}

/** Stored resumes offered as cards (hidden radios "Select resume …", or role=radio cards): not a question. */
export interface ResumeChoice {
  controls: number[];
  /** The file names the cards show. */
  options: string[];
  /** The file name of the card that is selected, or ''. */
  checked: string;
}

/** A required control the reader could not make sense of: the page is one ApplyPilot does not understand yet. */
export interface Unreadable {
  kind: QuestionKind | 'control';
  /** What could be read of it (a question without options, options without a question). */
  what: string;
  why: 'no question' | 'no options' | 'unnamed option';
}

export interface StepInfo {
  heading: string;
  progress: string;
  fields: FieldInfo[];
  fileInputs: FileInputInfo[];
  /** Buttons that open a file chooser when no file input is drawn yet ("Upload resume"). */
  uploadButtons: { index: number; name: string }[];
  follow: { index: number; checked: boolean } | null;
  resumeChoice: ResumeChoice | null;
  errors: string[];
  /** A progress indicator is visible (a spinner, an indeterminate progress bar, aria-busy, "Loading"). */
  busy: boolean;
  unreadable: Unreadable[];
}

/**
 * The selector whose n-th match is control n; the in-page reader uses the same one. Native controls and the ARIA
 * widgets that stand for them (role=radio cards holding a value-less input, role=checkbox, role=combobox, a
 * contenteditable role=textbox).
 */
export const CONTROLS =
  'input, select, textarea, [role="radio"], [role="checkbox"], [role="switch"], [role="combobox"], [role="textbox"], [role="spinbutton"], button, [role="button"]';

/**
 * Runs in the page, on the form's root (the dialog). Written as plain JavaScript in a string so no compiler helper
 * (tsx/esbuild inject `__name`) ends up in code that runs in the browser. Everything is read from roles, the page's
 * own labelling and visible text (decision 045): class names and ids are never needed.
 */
export const READ_FORM = String.raw`(root) => {
  const T = ${PAGE_TEXT};
  const { clean, shown, label, nameOf, fromRefs, idrefs } = T;
  const all = Array.from(root.querySelectorAll(${JSON.stringify(CONTROLS)}));
  const inside = (el) => el !== root && root.contains(el);
  const roleOf = (el) => (el.getAttribute('role') || '').toLowerCase();
  const typeOf = (el) => (el.tagName === 'INPUT' ? (el.getAttribute('type') || 'text').toLowerCase() : '');
  const isButton = (el) => el.tagName === 'BUTTON' || roleOf(el) === 'button';
  /**
   * Toggle buttons answering one question (Ashby's Yes / No: two buttons, the chosen one aria-pressed="true"): two or
   * more pressable buttons side by side are the options of a choice, like radios.
   */
  const isToggle = (el) => isButton(el) && el.hasAttribute('aria-pressed') && !!el.parentElement &&
    Array.from(el.parentElement.children).filter((c) => isButton(c) && c.hasAttribute('aria-pressed')).length >= 2;
  const isChoice = (el) => typeOf(el) === 'radio' || typeOf(el) === 'checkbox' || /^(radio|checkbox|switch)$/.test(roleOf(el)) || isToggle(el);
  const isRadio = (el) => typeOf(el) === 'radio' || roleOf(el) === 'radio' || isToggle(el);
  /** An ARIA option (role=radio) that owns the native input inside it: the option is the card, the input its state. */
  const ownerOf = (el) => {
    if (!(typeOf(el) === 'radio' || typeOf(el) === 'checkbox')) return null;
    const owner = el.parentElement ? el.parentElement.closest('[role=radio], [role=checkbox], [role=switch]') : null;
    return owner && inside(owner) ? owner : null;
  };
  const nativeIn = (el) => (el.tagName === 'INPUT' ? el : el.querySelector('input[type=radio], input[type=checkbox]'));
  const checkedOf = (el) => {
    if (isToggle(el)) return el.getAttribute('aria-pressed') === 'true';
    const aria = el.getAttribute('aria-checked');
    if (aria === 'true') return true;
    if (aria === 'false') return false;
    const input = nativeIn(el);
    return !!(input && input.checked);
  };
  /** Options and their boxes are judged by what is drawn for them: a hidden input inside a drawn card counts. */
  const choiceShown = (el) => {
    if (shown(el)) return true;
    const lab = (el.labels && el.labels[0]) || (el.parentElement && el.parentElement.closest('label'));
    if (lab && shown(lab)) return true;
    const box = el.parentElement;
    return !!(box && shown(box) && !T.notRendered(el));
  };

  // 1. Group the controls into questions.
  const fields = [];
  const fileInputs = [];
  const uploadButtons = [];
  const buttons = [];
  const byKey = new Map();
  const ids = new Map();
  const idOf = (el) => { if (!ids.has(el)) ids.set(el, ids.size); return ids.get(el); };
  all.forEach((el, index) => {
    if (!inside(el) && el !== root) return;
    if (el.closest('[role=listbox]')) return;
    if (isButton(el) && !isToggle(el)) { if (shown(el)) buttons.push({ el, index }); return; }
    const type = typeOf(el);
    if (el.tagName === 'INPUT' && /^(hidden|submit|button|reset|image|search)$/.test(type)) return;
    if (type === 'file') { fileInputs.push({ el, index }); return; }
    if (isChoice(el)) {
      if (ownerOf(el)) return;
      // An input that only mirrors the toggle buttons beside it (Ashby's hidden Yes/No checkbox) is not a question.
      if (!isToggle(el) && T.notRendered(el) && el.parentElement && Array.from(el.parentElement.children).some(isToggle)) return;
      if (!choiceShown(el) && !(el.labels && el.labels.length)) return;
      const group = el.closest('[role=radiogroup], fieldset, [role=group]');
      // A box that also holds text boxes or lists is a section of the form, not this question's group.
      const groupEl = group && inside(group) && !group.querySelector('input:not([type=radio]):not([type=checkbox]):not([type=hidden]):not([type=file]), select, textarea') ? group : null;
      const native = nativeIn(el);
      const name = native && native.name ? native.name : '';
      const radio = isRadio(el);
      // One question per group element (and per radio name inside it); radios with neither share their parent.
      let mapKey;
      if (groupEl) mapKey = idOf(groupEl) + '|' + (radio ? name : '');
      else if (name) mapKey = 'name|' + name;
      else if (radio && el.parentElement) mapKey = 'parent|' + idOf(el.parentElement);
      else mapKey = 'alone|' + index;
      let entry = byKey.get(mapKey);
      if (!entry) {
        entry = { kind: radio ? 'radio' : 'checkbox', group: groupEl, name, options: [], required: false };
        byKey.set(mapKey, entry);
        fields.push(entry);
      }
      entry.options.push({ el, index, native });
      if ((native && (native.required || native.getAttribute('aria-required') === 'true')) || el.getAttribute('aria-required') === 'true') entry.required = true;
      return;
    }
    const role = roleOf(el);
    if (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || role === 'combobox' || role === 'textbox' || role === 'spinbutton') {
      if (!shown(el)) return;
      if (el.tagName !== 'INPUT' && el.tagName !== 'SELECT' && el.tagName !== 'TEXTAREA' && el.querySelector('input, select, textarea')) return;
      fields.push({ kind: 'single', el, index });
    }
  });
  const controlsOf = (f) => (f.kind === 'single' ? [f.el] : f.options.map((o) => o.el));
  const allFieldControls = fields.map(controlsOf);
  const firstOf = (f) => controlsOf(f)[0];
  const startOf = (f) => (f.group || firstOf(f));

  /** The largest box around a question that holds no other question's controls (its own area on the page). */
  const areaOf = (f, i) => {
    const others = allFieldControls.filter((_, j) => j !== i).flat();
    let area = startOf(f);
    for (let up = area.parentElement; up && up !== root && inside(up); up = up.parentElement) {
      if (others.some((o) => up.contains(o))) break;
      if (fileInputs.some((x) => up.contains(x.el))) break;
      area = up;
    }
    return area;
  };
  const optionEls = new Set(fields.flatMap((f) => (f.kind === 'single' ? [] : f.options.map((o) => o.el))));
  const inOption = (n) => { for (const o of optionEls) if (o.contains(n) || (o.labels && Array.from(o.labels).some((l) => l.contains(n)))) return true; return false; };

  /**
   * The nearest text before a control or group, inside its own area: a question written as a <p> or <span> above
   * its controls. Text inside options, buttons and other controls does not count.
   */
  const textBefore = (start, area) => {
    const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
    const texts = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!clean(n.nodeValue)) continue;
      if (!(start.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_PRECEDING)) break;
      if (start.contains(n)) continue;
      const parent = n.parentElement;
      if (!parent || inOption(parent) || parent.closest('button, [role=button], select, option, [role=listbox], [role=option]')) continue;
      texts.push(n);
    }
    for (let i = texts.length - 1; i >= 0; i -= 1) {
      let block = texts[i].parentElement;
      while (block && block !== area && /^inline/.test(getComputedStyle(block).display)) block = block.parentElement;
      if (!block || block.contains(start)) block = texts[i].parentElement;
      const read = label(block);
      if (read.text) return read;
      if (read.required) return { text: '', required: true };
    }
    return { text: '', required: false };
  };

  /** A message as a screen reader says it: without the icon drawn beside it ("!" in an aria-hidden span). */
  const said = (el) => T.textOf(el, 'heard').text || label(el).text;
  const ERRORISH = /please|enter|required|valid|must|select|choose|invalid|error|between|at least|at most|too (long|short)|answer|provide|complete/i;
  const COUNTER = /^\d+\s*(\/|of)\s*\d+(\s*characters?)?$/i;
  const looksRed = (el) => {
    const m = getComputedStyle(el).color.match(/\d+(\.\d+)?/g);
    if (!m) return false;
    const [r, g, b] = m.map(Number);
    return r > 150 && g < 110 && b < 110;
  };
  /** The message the page shows for a question: announced (role=alert), referenced as its error, or drawn in red. */
  const errorOf = (f, area) => {
    const controls = controlsOf(f);
    const invalid = controls.some((c) => c.getAttribute('aria-invalid') === 'true') || (f.group && f.group.getAttribute('aria-invalid') === 'true');
    const found = [];
    const consider = (el, strong) => {
      if (!el || !shown(el)) return;
      const t = said(el);
      if (!t || COUNTER.test(t) || inOption(el)) return;
      if (strong || (ERRORISH.test(t) && (invalid || looksRed(el)))) found.push(t);
    };
    for (const c of controls.concat(f.group ? [f.group] : [])) {
      idrefs(c, 'aria-errormessage').forEach((e) => consider(e, invalid));
      idrefs(c, 'aria-describedby').forEach((e) => {
        // A helper holding a counter and, beside it, the error: read its parts one by one.
        const parts = Array.from(e.querySelectorAll('p, span, div')).filter((p) => !p.querySelector('p, div'));
        (parts.length ? parts : [e]).forEach((p) => consider(p, false));
      });
    }
    area.querySelectorAll('[role=alert], [aria-live=assertive]').forEach((e) => consider(e, true));
    if (!found.length) {
      // Text drawn after the controls inside the question's own area (LinkedIn's newest flow appends a <p>).
      const last = controls[controls.length - 1];
      area.querySelectorAll('p, span, div').forEach((e) => {
        if (e.querySelector('p, span, div, input, select, textarea')) return;
        if (!(last.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING) || last.contains(e)) return;
        consider(e, false);
      });
    }
    return Array.from(new Set(found))[0] || '';
  };

  /** The nearest text after a control inside its area (a checkbox whose empty label is followed by a <p>). */
  const textAfter = (start, area) => {
    const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!clean(n.nodeValue) || !(start.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING) || start.contains(n)) continue;
      const parent = n.parentElement;
      if (!parent || parent.closest('button, [role=button], select, option, [role=listbox]')) continue;
      const read = label(parent);
      if (read.text) return read.text;
    }
    return '';
  };
  /** An option's own box: up from it while the box holds no other option of its group (nor leaves the group). */
  const optionBox = (o, f) => {
    const others = f.options.filter((x) => x !== o).map((x) => x.el);
    let box = o.el;
    for (let up = box.parentElement; up && up !== f.group && up !== root && inside(up); up = up.parentElement) {
      if (others.some((x) => up.contains(x))) break;
      if (!f.group && up.querySelector('input:not([type=radio]):not([type=checkbox]), select, textarea')) break;
      box = up;
    }
    return box;
  };
  const optionText = (o, question, area, f) => {
    const el = o.el;
    const same = (t) => t && question && t.toLowerCase() === question.toLowerCase();
    if (el.tagName !== 'INPUT') {
      const seen = label(el).text;
      if (seen && !same(seen)) return seen;
    }
    const own = nameOf(el.tagName === 'INPUT' ? el : o.native || el);
    if (own.text && !same(own.text)) return own.text;
    if (el.tagName !== 'INPUT') {
      const aria = nameOf(el);
      if (aria.text && !same(aria.text)) return aria.text;
    }
    if (f && (f.group || f.options.length > 1)) {
      const box = optionBox(o, f);
      if (box !== el) { const t = label(box).text; if (t && !same(t)) return t; }
    }
    const value = o.native ? o.native.getAttribute('value') : null;
    if (value && value !== 'on' && !/^\d+$/.test(value)) return clean(value);
    let next = (o.native || el).nextElementSibling;
    while (next && !clean(next.textContent)) next = next.nextElementSibling;
    if (next) return label(next).text;
    return area ? textAfter(o.native || el, area) : '';
  };

  const NUMBER_QUESTION = /\bhow many\b|\bnumber of\b|\byears? of (work |professional |relevant )?experience\b|\bexperience\b.*\byears?\b|\byears?\b.*\bexperience\b|\bon a scale of\b|\bgpa\b/i;
  const out = [];
  const unreadable = [];
  let follow = null;
  let resumeChoice = null;
  const FILE_NAME = /[^\s\/]+\.(pdf|docx?|rtf|txt|odt)\b/i;
  const FILE_LINE = /^[^\/\\<>]{1,200}\.(pdf|docx?|rtf|txt|odt)$/i;
  fields.forEach((f, i) => {
    const area = areaOf(f, i);
    if (f.kind === 'single') {
      const el = f.el;
      const own = nameOf(el);
      const before = own.text ? { text: '', required: false } : textBefore(el, area);
      const placeholder = T.stripMarks(el.getAttribute('placeholder') || '');
      const question = own.text || before.text || (placeholder.text && !/^(mm|dd|yyyy)|\d/.test(placeholder.text) ? placeholder.text : '');
      const type = typeOf(el);
      const role = roleOf(el);
      let kind = 'text';
      if (el.tagName === 'SELECT') kind = 'select';
      else if (el.tagName === 'TEXTAREA' || (role === 'textbox' && el.getAttribute('aria-multiline') === 'true')) kind = 'textarea';
      else if (role === 'combobox' || el.getAttribute('aria-autocomplete') === 'list' || el.getAttribute('aria-autocomplete') === 'both') kind = 'typeahead';
      else if (type === 'date' || /^(mm|dd)[\/.-](dd|mm)[\/.-]yyyy$/i.test(el.getAttribute('placeholder') || '')) kind = 'date';
      else if (type === 'number' || role === 'spinbutton' || el.inputMode === 'numeric' || el.inputMode === 'decimal' || /-numeric$/.test(el.id || '') || NUMBER_QUESTION.test(question)) kind = 'numeric';
      const required = !!(el.required || el.getAttribute('aria-required') === 'true' || own.required || before.required ||
        (el.closest('[aria-required=true]') && inside(el.closest('[aria-required=true]'))));
      const error = errorOf(f, area);
      const field = { kind, label: question, required, numeric: kind === 'numeric' && el.inputMode !== 'decimal', controls: [f.index], value: '', hasError: !!error || el.getAttribute('aria-invalid') === 'true',
        names: [el.id, el.getAttribute('name')].filter(Boolean) };
      if (error) field.error = error;
      // The box's own hint, when the question is said elsewhere ("Additional information" / "Add a cover letter…").
      if (placeholder.text && placeholder.text !== question) field.hint = placeholder.text;
      if (kind === 'select') {
        field.options = Array.from(el.options).map((o) => clean(o.textContent));
        field.value = el.selectedIndex >= 0 && el.options[el.selectedIndex] ? clean(el.options[el.selectedIndex].textContent) : '';
        const real = field.options.filter((o) => o && !/^\s*(select an option|select|choose|choose an option|please select|--+)\s*$/i.test(o));
        if (required && real.length === 0) unreadable.push({ kind, what: question, why: 'no options' });
      } else field.value = el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' ? el.value : clean(el.textContent);
      if (!question) { if (required) unreadable.push({ kind, what: field.value || el.tagName.toLowerCase(), why: 'no question' }); return; }
      out.push(field);
      return;
    }
    // A group of options: the question from its legend, its own name, or the nearest text before it.
    const g = f.group;
    const legend = g ? Array.from(g.children).find((c) => c.tagName === 'LEGEND') : null;
    let q = legend ? label(legend) : { text: '', required: false };
    if (!q.text && g) q = fromRefs(g, 'aria-labelledby');
    if (!q.text && g && g.getAttribute('aria-label')) q = T.stripMarks(g.getAttribute('aria-label'));
    // A lone checkbox ("I agree …", "Follow Acme") is its own question; a group's question may sit above it.
    const lone = !g && f.options.length === 1;
    if (!q.text && !lone) q = textBefore(g || firstOf(f), area);
    const options = f.options.map((o) => optionText(o, q.text, lone ? area : null, f));
    // Options named after the question (React's role=radio carries the question as its aria-label) are read
    // from what they show; a question named after nothing but its options falls back to the group's own name.
    if (!q.text) {
      const named = f.options.map((o) => nameOf(o.el).text).filter(Boolean);
      if (named.length === f.options.length && new Set(named).size === 1 && !options.includes(named[0])) q = { text: named[0], required: false };
    }
    const ticked = f.options.map((o, k) => (checkedOf(o.el) ? options[k] : null)).filter((t) => t !== null);
    const required = f.required || q.required || !!(g && g.getAttribute('aria-required') === 'true');
    // Stored resumes: cards named after files ("Select resume Aarav.pdf"), not a question for the profile.
    const files = f.options.map((o, k) => {
      // A line of the card that is a file name ("Dana Okafor resume (old).docx"), else "Select resume <name>".
      const box = f.options.length > 1 || f.group ? optionBox(o, f) : o.el;
      const lines = Array.from(box.querySelectorAll('h1, h2, h3, h4, p, span, div, label')).filter((n) => !n.querySelector('h1, h2, h3, h4, p, div')).map((n) => label(n).text);
      const line = lines.find((t) => FILE_LINE.test(t));
      if (line) return line;
      const names = [options[k], nameOf(o.el).text, label(o.el).text, nameOf(o.native || o.el).text].join('  ');
      const m = names.match(/(?:select|deselect)\s+(?:this\s+)?resume\s+(.+?)(?:$|\s{2})/i);
      return m && FILE_NAME.test(m[1]) ? clean(m[1]) : '';
    });
    if (f.kind === 'radio' && files.every((x) => x)) {
      // Cards LinkedIn draws one by one (each its own hidden radio) are still one choice of resumes.
      resumeChoice = resumeChoice || { controls: [], options: [], checked: '' };
      f.options.forEach((o, k) => {
        resumeChoice.controls.push(o.index);
        resumeChoice.options.push(files[k]);
        if (checkedOf(o.el)) resumeChoice.checked = files[k];
      });
      return;
    }
    if (f.kind === 'checkbox' && f.options.length === 1 && /^follow\s+\S/i.test(options[0])) {
      follow = { index: f.options[0].index, checked: checkedOf(f.options[0].el) };
      return;
    }
    if (f.kind === 'checkbox' && f.options.length === 1) {
      const native = f.options[0].native;
      if (native && /follow-company/.test(native.id || '')) { follow = { index: f.options[0].index, checked: checkedOf(f.options[0].el) }; return; }
    }
    const error = errorOf(f, area);
    const names = Array.from(new Set([g ? g.id : '', ...f.options.flatMap((o) => [o.native ? o.native.getAttribute('name') : '', o.el.id])].filter(Boolean)));
    const field = { kind: f.kind, label: q.text || (f.options.length === 1 ? options[0] : ''), required, numeric: false, controls: f.options.map((o) => o.index), options, value: f.kind === 'radio' ? (ticked[0] || '') : ticked, hasError: !!error, names };
    if (error) field.error = error;
    if (!field.label) { if (required) unreadable.push({ kind: f.kind, what: options.join(' / '), why: 'no question' }); return; }
    if (options.some((o) => !o)) {
      if (required) unreadable.push({ kind: f.kind, what: field.label, why: 'unnamed option' });
      return;
    }
    out.push(field);
  });

  fileInputs.forEach((x) => {
    const el = x.el;
    const own = nameOf(el);
    const area = el.parentElement || root;
    const text = own.text || textBefore(el, area).text || label(area).text;
    fileInputs[fileInputs.indexOf(x)] = { index: x.index, name: (el.name || '') + ' ' + (el.id || '') + ' ' + text, label: own.text || text, files: el.files ? el.files.length : 0,
      required: !!(el.required || el.getAttribute('aria-required') === 'true' || own.required) };
  });
  buttons.forEach((b) => {
    const name = nameOf(b.el).text || label(b.el).text;
    if (/\bupload\b.*\b(resume|cv|cover letter|document|file)\b/i.test(name)) uploadButtons.push({ index: b.index, name });
  });

  // 2. The step's own heading: a heading that is not the dialog's title, else the first short text above the questions.
  const titleEls = idrefs(root, 'aria-labelledby');
  const isTitle = (el) => titleEls.some((t) => t === el || t.contains(el) || el.contains(t));
  const labels = new Set(out.map((f) => f.label.toLowerCase()));
  const PROGRESS_TEXT = /\bpercent\b|^\d+\s*%$|^\d+\s*\/\s*\d+\s*pages?$|\bcomplete$/i;
  // The step's heading comes before what the step asks (a heading after the footer names a notifications region).
  const PRIMARY = /^(next|review|submit|continue to next step|review your application|submit application)$/i;
  const firstAsk = all.find((el, i) => inside(el) && (out.some((f) => f.controls.includes(i)) || fileInputs.some((x) => x.index === i))) ||
    buttons.map((b) => b.el).find((b) => PRIMARY.test(nameOf(b).text || label(b).text));
  const beforeAsk = (h) => !firstAsk || !!(firstAsk.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_PRECEDING);
  const candidates = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6, [role=heading]')).filter((h) => shown(h) && !isTitle(h) && !inOption(h) && !h.closest('[role=alertdialog]') && beforeAsk(h) && !(resumeChoice && resumeChoice.options.includes(label(h).text)));
  let heading = '';
  for (const h of candidates) { const t = label(h).text; if (t && !labels.has(t.toLowerCase()) && !FILE_NAME.test(t)) { heading = t; break; } }
  const firstControl = firstAsk;
  if (!heading && firstControl) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!(firstControl.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_PRECEDING)) break;
      const p = n.parentElement;
      if (!p || !clean(n.nodeValue) || isTitle(p) || p.closest('button, [role=button]') || !shown(p)) continue;
      const t = label(p).text;
      if (t && t.length <= 80 && !PROGRESS_TEXT.test(t) && !labels.has(t.toLowerCase())) { heading = t; break; }
      if (t && labels.has(t.toLowerCase())) break;
    }
  }

  // 3. Progress, errors and whether the step is still loading.
  const bars = Array.from(root.querySelectorAll('[role=progressbar], progress, [role=region][aria-label]')).filter((b) => !b.closest('[role=listbox]'));
  const progressParts = bars.map((b) => clean(b.getAttribute('aria-label') || '') || (b.getAttribute('aria-valuenow') ? b.getAttribute('aria-valuenow') + '%' : '') || (b.tagName === 'PROGRESS' && b.hasAttribute('value') ? b.getAttribute('value') + '%' : '')).filter(Boolean);
  const pagesText = Array.from(root.querySelectorAll('p, span, div')).find((n) => !n.children.length && /^\d+\s*\/\s*\d+\s*pages?$/i.test(clean(n.textContent)));
  const progress = clean(progressParts.join(' ') + ' ' + (pagesText ? clean(pagesText.textContent) : ''));
  const errors = out.filter((f) => f.error).map((f) => f.error);
  root.querySelectorAll('[role=alert]').forEach((a) => { const t = said(a); if (t && shown(a) && !errors.some((e) => e === t || t.includes(e))) errors.push(t); });
  // A notice of the step's own, not of one question: drawn in red and worded as a problem ("Something went wrong").
  root.querySelectorAll('p, span, div').forEach((n) => {
    if (n.querySelector('p, span, div') || !shown(n) || !looksRed(n)) return;
    const t = said(n);
    if (t && (ERRORISH.test(t) || /wrong|try again|failed|unable|could not|couldn.t/i.test(t)) && !errors.some((e) => e === t || t.includes(e) || e.includes(t))) errors.push(t);
  });
  const busy = (${LOADING})(root, T);
  return { heading, progress, fields: out, fileInputs, uploadButtons, follow, resumeChoice, errors: Array.from(new Set(errors)),
    busy, unreadable };
}`;

// A real function built from the source, so Playwright sends exactly this text to the page.
const readFormInPage = new Function(`return ${READ_FORM}`)() as (root: Element) => StepInfo;

/** Reads the step of a form (LinkedIn's dialog, a company site's form) by meaning. */
export function readStep(dialog: Locator, timeout = 5000): Promise<StepInfo> {
  // A bounded wait: the dialog may close between finding it and reading it (the sent signal replaces it). A loop that
  // looks again soon passes a short one, so a dialog gone after Submit costs a moment, not the whole wait.
  return dialog.evaluate(readFormInPage, undefined, { timeout });
}
