import type { SitePageData } from '../client-data';
import { requirePerson } from './captcha';
import { postFile, report, reportTyped, sleep } from './common';

/**
 * Lever's /apply page: a plain HTML form. The script sends the chosen resume to Lever's reader at once
 * (POST /parseResume, "Analyzing resume..." then "Success!", and on the parser trap the read name, phone and town
 * land over what was typed two seconds later), searches places as the town is typed, shows the disability
 * signature once a status is chosen, checks required boxes at Submit, runs hCaptcha (invisible; a person's
 * challenge on the jobs that ask for one) and posts the form natively through #hcaptchaSubmitBtn.
 */
export function lever(data: SitePageData): void {
  const form = document.querySelector<HTMLFormElement>('#application-form');
  if (!form) return;
  const typed = reportTyped(data);
  const tz = form.querySelector<HTMLInputElement>('#applicant-timezone');
  if (tz) tz.value = Intl.DateTimeFormat().resolvedOptions().timeZone;
  form.addEventListener('change', (event) => {
    const key = (event.target as HTMLElement).closest<HTMLElement>('[data-field]')?.dataset.field;
    if (key && !(event.target as HTMLElement).matches('input[type=file]')) typed(key);
  });

  form.querySelector('.awli-button')?.addEventListener('click', (event) => {
    const button = event.currentTarget as HTMLButtonElement;
    report(data, 'autofill', 'Apply with LinkedIn');
    button.textContent = 'Loading...';
    setTimeout(() => (button.textContent = 'Apply with LinkedIn'), 1500);
  });

  const location = form.querySelector<HTMLInputElement>('#location-input');
  const selected = form.querySelector<HTMLInputElement>('#selected-location');
  const dropdown = form.querySelector<HTMLElement>('.dropdown-container');
  const results = dropdown?.querySelector<HTMLElement>('.dropdown-results');
  let searchTicket = 0;
  location?.addEventListener('input', () => {
    if (selected) selected.value = '';
    const ticket = ++searchTicket;
    const text = location.value.trim();
    if (!dropdown || !results) return;
    if (!text) {
      dropdown.hidden = true;
      return;
    }
    dropdown.hidden = false;
    results.innerHTML = '';
    dropdown.querySelector<HTMLElement>('.dropdown-loading-results')!.hidden = false;
    dropdown.querySelector<HTMLElement>('.dropdown-no-results')!.hidden = true;
    void sleep(250)
      .then(() => fetch(`/searchLocations?text=${encodeURIComponent(text)}`))
      .then((r) => r.json() as Promise<{ name: string; id: string }[]>)
      .then((places) => {
        if (ticket !== searchTicket) return;
        dropdown.querySelector<HTMLElement>('.dropdown-loading-results')!.hidden = true;
        dropdown.querySelector<HTMLElement>('.dropdown-no-results')!.hidden = places.length > 0;
        for (const place of places) {
          const item = document.createElement('div');
          item.className = 'dropdown-location';
          item.textContent = place.name;
          item.addEventListener('mousedown', (event) => event.preventDefault());
          item.addEventListener('click', () => {
            location.value = place.name;
            if (selected) selected.value = JSON.stringify(place);
            dropdown.hidden = true;
            typed('location');
          });
          results.appendChild(item);
        }
      });
  });
  location?.addEventListener('blur', () => setTimeout(() => dropdown && (dropdown.hidden = true), 150));

  const resume = form.querySelector<HTMLInputElement>('#resume-upload-input');
  const resumeRow = resume?.closest<HTMLElement>('.application-question');
  const state = (which: 'working' | 'success' | 'failure' | null) => {
    for (const name of ['working', 'success', 'failure'] as const) {
      const el = resumeRow?.querySelector<HTMLElement>(`.resume-upload-${name}`);
      if (el) el.hidden = name !== which;
    }
  };
  let parsing = false;
  resume?.addEventListener('change', async () => {
    const file = resume.files?.[0];
    if (!file || !resumeRow) return;
    resumeRow.classList.remove('error');
    resumeRow.querySelector('.error-message')?.remove();
    const name = resumeRow.querySelector<HTMLElement>('.filename');
    const label = resumeRow.querySelector<HTMLElement>('.default-label');
    if (name) name.textContent = file.name;
    if (label) label.hidden = true;
    state('working');
    parsing = true;
    const response = await postFile(data.parseUrl ?? '/parseResume', file, 'resume').catch(() => null);
    const parsed = response?.ok
      ? ((await response.json().catch(() => null)) as {
          data?: { name?: string; phone?: string; location?: string };
        } | null)
      : null;
    await sleep(2000);
    parsing = false;
    if (!parsed) return state('failure');
    const set = (selector: string, value: string | undefined) => {
      const input = form.querySelector<HTMLInputElement>(selector);
      if (input && value) input.value = value;
    };
    set('input[name=name]', parsed.data?.name);
    set('input[name=phone]', parsed.data?.phone);
    if (parsed.data?.location) {
      set('#location-input', parsed.data.location);
      if (selected) selected.value = '';
    }
    state('success');
  });

  const disability = form.querySelector<HTMLSelectElement>('#disabilitySelectElement');
  disability?.addEventListener('change', () => {
    const section = form.querySelector<HTMLElement>('#disabilitySignatureSection');
    if (section) section.hidden = disability.value === '';
  });

  function flag(row: HTMLElement | null, text: string): void {
    if (!row) return;
    row.classList.add('error');
    const p = document.createElement('p');
    p.className = 'error-message';
    p.textContent = text;
    (row.querySelector('.application-field') ?? row).appendChild(p);
  }

  function check(): HTMLElement | null {
    form?.querySelectorAll('.error-message').forEach((e) => e.remove());
    form?.querySelectorAll('.application-question.error').forEach((e) => e.classList.remove('error'));
    let first: HTMLElement | null = null;
    for (const field of data.fields) {
      if (!field.required) continue;
      const row = form?.querySelector<HTMLElement>(`[data-field="${CSS.escape(field.key)}"]`) ?? null;
      let empty = false;
      if (field.kind === 'file') empty = !resume?.files?.length;
      else if (field.kind === 'location') empty = !selected?.value;
      else {
        const controls = [
          ...(form?.querySelectorAll<HTMLInputElement>(`[name="${CSS.escape(field.key)}"]`) ?? []),
        ];
        empty = controls.every((c) =>
          c.type === 'radio' || c.type === 'checkbox' ? !c.checked : !c.value.trim(),
        );
      }
      if (empty) {
        flag(
          row,
          field.kind === 'location'
            ? 'Please select a location from the dropdown.'
            : 'This field is required.',
        );
        first ??= row;
      }
    }
    const email = form?.querySelector<HTMLInputElement>('input[name=email]');
    if (email?.value && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.value)) {
      const row = email.closest<HTMLElement>('.application-question');
      flag(row, 'Please enter a valid email address.');
      first ??= row;
    }
    return first;
  }

  const submit = form.querySelector<HTMLButtonElement>('#btn-submit');
  let solved = false;
  submit?.addEventListener('click', async () => {
    if (parsing) return; // the reader is still busy: the button does nothing yet
    const first = check();
    if (first) {
      first.scrollIntoView({ block: 'center' });
      return;
    }
    if (data.traps.visibleCaptcha && !solved) {
      await requirePerson(data, 'hcaptcha');
      solved = true;
    }
    const token = form.querySelector<HTMLInputElement>('#hcaptchaResponseInput');
    if (token) token.value = `P1_board-stand-in.${crypto.randomUUID()}`;
    form.querySelector<HTMLButtonElement>('#hcaptchaSubmitBtn')?.click();
  });
}
