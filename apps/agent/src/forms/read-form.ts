import type { Locator } from 'playwright-core';
import type { QuestionKind } from '@applypilot/contracts';

/** One question of the current step, as read from the page. Indexes point into CONTROLS inside the dialog. */
export interface FieldInfo {
  kind: QuestionKind;
  label: string;
  required: boolean;
  numeric: boolean;
  /** Control indexes: one for text-like fields and selects, one per option for radio and checkbox groups. */
  controls: number[];
  options?: string[];
  /** The current value (text), selected option text, or ticked option texts. */
  value: string | string[];
  hasError: boolean;
}

/** A file input of the step (the resume's, a cover letter's). */
export interface FileInputInfo {
  index: number;
  /** The input's name and id ("file jobs-document-upload-file-input-upload-cover-letter"). */
  name: string;
  label: string;
  files: number;
  required: boolean;
}

export interface StepInfo {
  heading: string;
  progress: string;
  fields: FieldInfo[];
  fileInputs: FileInputInfo[];
  follow: { index: number; checked: boolean } | null;
  errors: string[];
  /** The step is still rendering (a loader with aria-busy). */
  busy: boolean;
}

/** The selector whose n-th match is control n; the in-page reader uses the same one. */
export const CONTROLS = 'input, select, textarea';

/**
 * Runs in the page, on the dialog element. Written as plain JavaScript in a string so no compiler helper (tsx/esbuild
 * inject `__name`) ends up in code that runs in the browser.
 */
const READ_STEP = String.raw`(root) => {
  const clean = (t) => {
    let s = (t || '').replace(/\s+/g, ' ').trim();
    const half = s.length / 2;
    // LinkedIn repeats a label in a visually hidden span: "Phone Phone".
    if (s.length > 3 && s.length % 2 === 1 && s.slice(0, (s.length - 1) / 2) === s.slice((s.length + 1) / 2)) s = s.slice(0, (s.length - 1) / 2);
    else if (Number.isInteger(half) && s.slice(0, half) === s.slice(half)) s = s.slice(0, half);
    return s;
  };
  const textOf = (el) => {
    if (!el) return '';
    const hidden = el.querySelector('[aria-hidden="true"]');
    const visible = el.querySelector('.visually-hidden, .sr-only');
    if (hidden && visible && clean(hidden.textContent) === clean(visible.textContent)) return clean(hidden.textContent);
    const copy = el.cloneNode(true);
    copy.querySelectorAll('input, select, textarea, option, [role=listbox]').forEach((n) => n.remove());
    return clean(copy.textContent);
  };
  const byIds = (ids) => (ids || '').split(/\s+/).filter(Boolean).map((id) => {
    const r = root.getRootNode();
    return textOf((r.getElementById ? r.getElementById(id) : null) || document.getElementById(id));
  }).join(' ').trim();
  const container = (el) => el.closest('[data-test-form-element], .fb-dash-form-element, .jobs-easy-apply-form-element, .jobs-easy-apply-form-section__grouping, fieldset, [role=group], [role=radiogroup]') || el.parentElement;
  const labelOf = (el) => {
    if (el.labels && el.labels.length) return textOf(el.labels[0]);
    if (el.getAttribute('aria-labelledby')) return byIds(el.getAttribute('aria-labelledby'));
    if (el.getAttribute('aria-label')) return clean(el.getAttribute('aria-label'));
    const box = container(el);
    const lab = box && box.querySelector('label, legend, .fb-form-element-label, [data-test-form-element-label]');
    if (lab) return textOf(lab);
    let prev = el.previousElementSibling;
    while (prev && !clean(prev.textContent)) prev = prev.previousElementSibling;
    return prev ? textOf(prev) : '';
  };
  const optionLabel = (el) => {
    if (el.labels && el.labels.length) return textOf(el.labels[0]);
    const wrap = el.closest('label');
    if (wrap) return textOf(wrap);
    if (el.getAttribute('aria-label')) return clean(el.getAttribute('aria-label'));
    const next = el.nextElementSibling;
    return next ? textOf(next) : clean(el.value);
  };
  const groupLabel = (group, first, options) => {
    const legend = group.querySelector('legend');
    if (legend) return textOf(legend);
    if (group.getAttribute('aria-labelledby')) return byIds(group.getAttribute('aria-labelledby'));
    if (group.getAttribute('aria-label')) return clean(group.getAttribute('aria-label'));
    // Text inside the group that comes before the first option and is not an option's own text.
    const own = Array.from(group.querySelectorAll('label, span, p, div, h3, h4')).find((n) => !n.contains(first) && !n.querySelector('input') &&
      clean(n.textContent) && !options.includes(textOf(n)) && (n.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING));
    if (own) return textOf(own);
    // The question may sit just before the group (a label or span next to a role=radiogroup).
    let prev = group.previousElementSibling;
    while (prev && !clean(prev.textContent)) prev = prev.previousElementSibling;
    return prev && !prev.querySelector('input, select, textarea') ? textOf(prev) : '';
  };
  const isRequired = (el, label, box) => !!(el.required || el.getAttribute('aria-required') === 'true' || el.closest('[aria-required=true]') ||
    (box && (box.getAttribute('aria-required') === 'true' || box.querySelector('[required], [aria-required=true]'))) ||
    /\*\s*$|\(required\)|\brequired\b/i.test(label));
  const shown = (el) => { const s = getComputedStyle(el); return s.display !== 'none' && s.visibility !== 'hidden'; };
  const hasError = (box) => !!(box && (box.matches('.fb-dash-form-element__error-field, [aria-invalid=true]') || box.querySelector('.fb-dash-form-element__error-field, [aria-invalid=true], .artdeco-inline-feedback--error, [role=alert]')));

  const controls = Array.from(root.querySelectorAll('input, select, textarea'));
  const fields = [];
  const fileInputs = [];
  let follow = null;
  const grouped = new Map();
  controls.forEach((el, index) => {
    const type = (el.getAttribute('type') || '').toLowerCase();
    if (el.tagName === 'INPUT' && (type === 'hidden' || type === 'submit' || type === 'button' || type === 'search')) return;
    if (type === 'file') {
      const label = labelOf(el);
      // Only the input's own marks: its container may hold other, required questions.
      const required = !!(el.required || el.getAttribute('aria-required') === 'true' || /\*\s*$|\(required\)|\brequired\b/i.test(label));
      fileInputs.push({ index, name: (el.name || '') + ' ' + (el.id || ''), label, files: el.files ? el.files.length : 0, required });
      return;
    }
    if (/follow-company/.test(el.id)) { follow = { index, checked: el.checked }; return; }
    if (type === 'radio' || type === 'checkbox') {
      const group = el.closest('fieldset, [role=radiogroup], [role=group], [data-test-form-element], .fb-dash-form-element, .jobs-easy-apply-form-element') || el.parentElement;
      const key = group || el.name;
      if (!grouped.has(key)) {
        const entry = { kind: type === 'radio' ? 'radio' : 'checkbox', group, first: el, controls: [], options: [], checked: [], required: false };
        grouped.set(key, entry);
        fields.push(entry);
      }
      const entry = grouped.get(key);
      entry.controls.push(index);
      const text = optionLabel(el);
      entry.options.push(text);
      if (el.checked) entry.checked.push(text);
      if (el.required || el.getAttribute('aria-required') === 'true') entry.required = true;
      return;
    }
    if (!shown(el)) return;
    const label = labelOf(el);
    const box = container(el);
    const id = el.id || '';
    const ta = box && box.querySelector('[role=combobox], [aria-autocomplete]');
    let kind = 'text';
    if (el.tagName === 'SELECT') kind = 'select';
    else if (el.tagName === 'TEXTAREA') kind = 'textarea';
    else if (el.getAttribute('role') === 'combobox' || el.getAttribute('aria-autocomplete') || (box && box.matches('[data-test-single-typeahead-entity-form-component]')) || (ta === el)) kind = 'typeahead';
    else if (type === 'date' || /mm\/dd\/yyyy/i.test(el.placeholder || '') || (box && box.querySelector('[data-test-date-picker], .artdeco-datepicker'))) kind = 'date';
    else if (/-numeric$/.test(id) || /-numeric$/.test(el.name || '') || type === 'number' || el.inputMode === 'numeric' || el.inputMode === 'decimal') kind = 'numeric';
    const field = { kind, label, required: isRequired(el, label, box), numeric: kind === 'numeric' && el.inputMode !== 'decimal', controls: [index], value: '', hasError: hasError(box) };
    if (kind === 'select') {
      field.options = Array.from(el.options).map((o) => clean(o.textContent));
      field.value = el.selectedIndex >= 0 ? clean(el.options[el.selectedIndex].textContent) : '';
    } else field.value = el.value;
    fields.push(field);
  });
  const out = fields.map((f) => {
    if (!f.group && f.kind !== 'radio' && f.kind !== 'checkbox') return f;
    if (f.kind !== 'radio' && f.kind !== 'checkbox') return f;
    const label = f.group ? groupLabel(f.group, f.first, f.options) : '';
    return { kind: f.kind, label, required: f.required || isRequired(f.first, label, f.group), numeric: false, controls: f.controls, options: f.options,
      value: f.kind === 'radio' ? (f.checked[0] || '') : f.checked, hasError: hasError(f.group) };
  });
  const heading = clean((root.querySelector('h3, [data-test-form-section-title], .t-16.t-bold') || {}).textContent || '');
  const prog = root.querySelector('[role=progressbar], [aria-label*="progress" i], progress');
  const progress = clean((prog && (prog.getAttribute('aria-label') || prog.getAttribute('aria-valuenow') || prog.textContent)) || '') + ' ' + clean((Array.from(root.querySelectorAll('span, p, div')).find((n) => /^\d+\/\d+ pages?$/.test(clean(n.textContent))) || {}).textContent || '');
  // The message itself, not its container (which also holds an icon such as "!").
  const errors = Array.from(root.querySelectorAll('.artdeco-inline-feedback--error .artdeco-inline-feedback__message, [role=alert] .artdeco-inline-feedback__message, .artdeco-inline-feedback--error, [role=alert]'))
    .filter((n) => !n.querySelector('.artdeco-inline-feedback__message'))
    .map((n) => clean(n.textContent)).filter(Boolean);
  return { heading, progress: progress.trim(), fields: out, fileInputs, follow, errors: Array.from(new Set(errors)), busy: !!root.querySelector('[aria-busy=true]') };
}`;

// A real function built from the source, so Playwright sends exactly this text to the page.
const readStepInPage = new Function(`return ${READ_STEP}`)() as (root: Element) => StepInfo;

export function readStep(dialog: Locator): Promise<StepInfo> {
  // A bounded wait: the dialog may close between finding it and reading it (the sent signal replaces it).
  return dialog.evaluate(readStepInPage, undefined, { timeout: 5000 });
}
