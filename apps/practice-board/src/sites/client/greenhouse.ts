import { CITIES, suggest } from '../../client/cities';
import { PARSED, type SitePageData } from '../client-data';
import type { FormField } from '../form-model';
import { requirePerson } from './captcha';
import { isShown, missing, report, reportTyped, sleep, toast, uuid, type Values } from './common';
import { reactSelect } from './react-select';

/**
 * Greenhouse's new board (and its /embed/job_app form): React state built from the page's events, a resume sent to
 * Greenhouse's storage as soon as it is chosen, react-selects, Race drawn after Hispanic/Latino "No" and a "Please
 * specify" after "Other", validation after Submit, then the job's ending (confirmation page, the emailed security
 * code, a visible CAPTCHA, a toast, "already applied", spam).
 */

type Setter = (value: string) => void;

export function greenhouse(data: SitePageData): void {
  const form = document.querySelector<HTMLFormElement>('#application-form');
  if (!form) return;
  const values: Values = {};
  const files: Record<string, string> = {};
  const uploading = new Set<string>();
  const setters = new Map<string, Setter>();
  const typed = reportTyped(data);
  const byKey = new Map(data.fields.map((f) => [f.key, f]));
  let storageReady = false;
  let securityCode: HTMLElement | null = null;

  void fetch(data.storageFormUrl ?? '', { cache: 'no-store' })
    .then((r) => r.json())
    .then(() => {
      storageReady = true;
    });

  const wrapperOf = (key: string) => form.querySelector<HTMLElement>(`[data-field="${CSS.escape(key)}"]`);

  function clearError(key: string): void {
    const wrapper = wrapperOf(key);
    wrapper?.querySelector('.helper-text--error')?.remove();
    wrapper?.classList.remove('select--error');
    wrapper?.querySelector('[aria-invalid=true]')?.setAttribute('aria-invalid', 'false');
  }

  function showError(field: FormField, text: string): void {
    const wrapper = wrapperOf(field.key);
    if (!wrapper) return;
    clearError(field.key);
    const id = field.key === 'location' ? 'candidate-location' : field.key;
    const p = document.createElement('p');
    p.className = 'helper-text helper-text--error';
    p.id = `${id}-error`;
    p.textContent = text;
    wrapper.appendChild(p);
    const control = wrapper.querySelector<HTMLElement>(
      'input:not([type=hidden]):not(.requiredInput), textarea',
    );
    control?.setAttribute('aria-invalid', 'true');
    control?.setAttribute('aria-describedby', p.id);
    if (wrapper.classList.contains('select')) wrapper.classList.add('select--error');
  }

  function commit(key: string, value: string | string[]): void {
    values[key] = value;
    clearError(key);
    syncDependents();
  }

  /** Follow-ups live in <template>s until their answer is given (React draws them only then). */
  function syncDependents(): void {
    for (const field of data.fields) {
      if (!field.shownWhen) continue;
      const shown = isShown(field, values);
      const present = wrapperOf(field.key);
      if (shown && !present) {
        const anchor = wrapperOf(field.shownWhen.key);
        const template = document.querySelector<HTMLTemplateElement>(
          `template[data-field-template="${CSS.escape(field.key)}"]`,
        );
        if (!anchor || !template) continue;
        anchor.after(template.content.cloneNode(true));
        wire(field);
      } else if (!shown && present) {
        present.remove();
        delete values[field.key];
        setters.delete(field.key);
      }
    }
  }

  function wireText(field: FormField, el: HTMLInputElement | HTMLTextAreaElement): void {
    el.addEventListener('input', () => commit(field.key, el.value));
    el.addEventListener('change', () => typed(field.key));
    setters.set(field.key, (v) => {
      el.value = v;
      commit(field.key, v);
    });
  }

  function wireSelect(field: FormField, wrapper: HTMLElement): void {
    const input = wrapper.querySelector<HTMLInputElement>('input[role=combobox]');
    if (!input) return;
    const select = reactSelect({
      shell: wrapper,
      input,
      id: input.id,
      options: () => field.options ?? [],
      load:
        field.kind === 'location'
          ? async (text) => {
              await sleep(400);
              return suggest(CITIES, text);
            }
          : undefined,
      shown: field.key === 'country' ? (o) => o.replace(/^.* (\+\d+)$/, '$1') : undefined,
      onChange: (v) => {
        commit(field.key, v);
        typed(field.key);
      },
    });
    setters.set(field.key, (v) => select.set(v));
  }

  function wireBoxes(field: FormField, wrapper: HTMLElement): void {
    const boxes = [...wrapper.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    const read = () => {
      if (field.kind === 'checkbox') commit(field.key, boxes[0]?.checked ? 'true' : 'false');
      else
        commit(
          field.key,
          boxes.filter((b) => b.checked).map((b) => b.dataset.label ?? ''),
        );
      typed(field.key);
    };
    for (const box of boxes) box.addEventListener('change', read);
  }

  function wireFile(field: FormField, wrapper: HTMLElement): void {
    const input = wrapper.querySelector<HTMLInputElement>('input[type=file]');
    const attach = wrapper.querySelector<HTMLButtonElement>('[data-attach]');
    const line = wrapper.querySelector<HTMLElement>('.file-upload__filename-line');
    if (!input || !line) return;
    attach?.addEventListener('click', () => input.click());
    input.addEventListener('change', async () => {
      const file = input.files?.[0];
      if (!file) return;
      clearError(field.key);
      if (!storageReady) {
        // Chosen before the page's own storage form answered: the live page's error, and no name.
        line.innerHTML = `<span class="file-upload__error" role="alert">Cannot read properties of undefined (reading 'uploadFile')</span>`;
        return;
      }
      uploading.add(field.key);
      delete files[field.key];
      line.innerHTML = '<span class="file-upload__status" role="status">Uploading...</span>';
      const key = `${uuid()}/${file.name}`;
      const body = new FormData();
      body.append('key', key);
      body.append('acl', 'private');
      body.append('x-board-job', data.jobRef);
      body.append('file', file, file.name);
      await sleep(700);
      const response = await fetch(data.storageUrl ?? '', { method: 'POST', body }).catch(() => null);
      await response?.text().catch(() => '');
      uploading.delete(field.key);
      if (!response?.ok) {
        line.innerHTML =
          '<span class="file-upload__error" role="alert">There was an error uploading your file. Please try again.</span>';
        return;
      }
      files[field.key] = key;
      line.innerHTML = '';
      const name = document.createElement('span');
      name.className = 'file-upload__filename';
      name.textContent = file.name;
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'remove-file';
      remove.setAttribute('aria-label', 'Remove file');
      remove.textContent = '×';
      remove.addEventListener('click', () => {
        delete files[field.key];
        line.innerHTML = '';
        input.value = '';
      });
      line.append(name, remove);
      if (field.key === 'resume' && data.traps.resumeParser) setTimeout(parseResume, 2000);
    });
  }

  /** The parser trap: two seconds after the upload, what a resume reader makes of it lands over the typed values. */
  function parseResume(): void {
    setters.get('first_name')?.(PARSED.firstName);
    setters.get('phone')?.(PARSED.phone);
    setters.get('location')?.(PARSED.cityPick);
  }

  function wire(field: FormField): void {
    const wrapper = wrapperOf(field.key);
    if (!wrapper) return;
    if (field.kind === 'file') return wireFile(field, wrapper);
    if (wrapper.classList.contains('select')) return wireSelect(field, wrapper);
    if (wrapper.querySelector('input[type=checkbox]')) return wireBoxes(field, wrapper);
    const el = wrapper.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=hidden]), textarea',
    );
    if (el) wireText(field, el);
  }

  for (const field of data.fields) if (!field.shownWhen) wire(field);

  document.querySelector('#mygreenhouse-autofill')?.addEventListener('click', () => {
    report(data, 'autofill', 'Autofill with MyGreenhouse');
    toast('Sign in to MyGreenhouse to autofill your application.');
  });

  function banner(text: string): void {
    form?.querySelector('.application--error')?.remove();
    const el = document.createElement('div');
    el.className = 'application--error';
    el.setAttribute('role', 'alert');
    el.textContent = text;
    form?.querySelector('.application--submit')?.before(el);
  }

  function askForCode(email: string, wrong: boolean): void {
    if (!securityCode) {
      securityCode = document.createElement('div');
      securityCode.className = 'security-code';
      securityCode.setAttribute('role', 'group');
      securityCode.setAttribute('aria-labelledby', 'security-code-label');
      const label = document.createElement('p');
      label.id = 'security-code-label';
      label.innerHTML = `Confirm you're a human: we've sent a security code to <strong></strong>. Enter the 8-character code to submit your application.`;
      label.querySelector('strong')!.textContent = email;
      const boxes = document.createElement('div');
      boxes.className = 'security-code__inputs';
      for (let i = 0; i < 8; i++) {
        const box = document.createElement('input');
        box.className = 'security-code__input';
        box.maxLength = 1;
        box.autocomplete = 'one-time-code';
        box.setAttribute('aria-label', `Security code character ${i + 1}`);
        box.addEventListener('input', () => {
          if (box.value.length === 1) (box.nextElementSibling as HTMLInputElement | null)?.focus();
        });
        box.addEventListener('paste', (event) => {
          const text = event.clipboardData?.getData('text')?.trim() ?? '';
          if (text.length < 2) return;
          event.preventDefault();
          [...boxes.querySelectorAll<HTMLInputElement>('input')].forEach((b, j) => (b.value = text[j] ?? ''));
        });
        boxes.appendChild(box);
      }
      const error = document.createElement('p');
      error.className = 'helper-text helper-text--error security-code__error';
      securityCode.append(label, boxes, error);
      form?.querySelector('.application--submit')?.before(securityCode);
    }
    const error = securityCode.querySelector('.security-code__error');
    if (error)
      error.textContent = wrong ? 'Incorrect security code. Please check your email and try again.' : '';
    securityCode.querySelector<HTMLInputElement>('input')?.focus();
  }

  function codeTyped(): string | undefined {
    if (!securityCode) return undefined;
    return [...securityCode.querySelectorAll<HTMLInputElement>('input')].map((b) => b.value).join('');
  }

  let sending = false;
  async function submit(): Promise<void> {
    if (sending) return;
    form?.querySelector('.application--error')?.remove();
    const empty = missing(data.fields, values, files);
    for (const f of empty)
      showError(
        f,
        f.kind === 'file' && uploading.has(f.key)
          ? 'Your file is still uploading.'
          : 'This field is required.',
      );
    if (empty.length > 0) {
      wrapperOf(empty[0]?.key ?? '')?.scrollIntoView({ block: 'center' });
      return;
    }
    sending = true;
    const button = form?.querySelector<HTMLButtonElement>('button[type=submit]');
    if (button) button.disabled = true;
    const response = await fetch(data.submitUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ values, files, securityCode: codeTyped(), url: location.href }),
    }).catch(() => null);
    sending = false;
    if (button) button.disabled = false;
    const answer = (await response?.json().catch(() => null)) as {
      status: string;
      redirect?: string;
      email?: string;
      errors?: Record<string, string>;
    } | null;
    if (!answer) return banner('Something went wrong. Please try again.');
    switch (answer.status) {
      case 'confirmation':
        location.assign(answer.redirect ?? location.href);
        return;
      case 'captcha':
        await requirePerson(data, 'recaptcha');
        return submit();
      case 'security-code':
        return askForCode(answer.email ?? '', false);
      case 'security-code-wrong':
        return askForCode(answer.email ?? '', true);
      case 'toast-only':
        toast('Thanks for applying!', 3500);
        return;
      case 'already-applied':
        return banner('You have already applied for this position.');
      case 'spam':
        return banner('Your application was flagged as possible spam and could not be submitted.');
      case 'closed':
        return banner('This job is no longer accepting applications.');
      case 'invalid':
        for (const key of Object.keys(answer.errors ?? {})) {
          const field = byKey.get(key);
          if (field) showError(field, 'This field is required.');
        }
        return;
      default:
        return banner('Something went wrong. Please try again.');
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });
}
