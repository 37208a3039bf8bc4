import type { SitePageData } from '../client-data';
import { requirePerson } from './captcha';
import { reportTyped } from './common';

/**
 * The legacy board (boards.greenhouse.io): a plain form posted as multipart by `#submit_app`. The script only shows
 * the chosen file's name, draws Race after Hispanic/Latino "No", checks the required boxes, asks a person for the
 * visible CAPTCHA when the job has one, then submits the form as the browser does.
 */
export function greenhouseLegacy(data: SitePageData): void {
  const form = document.querySelector<HTMLFormElement>('#application_form');
  if (!form) return;
  const typed = reportTyped(data);
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLElement;
    const key = target.closest<HTMLElement>('[data-field]')?.dataset.field;
    if (key) typed(key);
  });

  for (const input of form.querySelectorAll<HTMLInputElement>('input[type=file]')) {
    const box = input.closest('.attach-or-paste__field');
    box?.querySelector('[data-source=attach]')?.addEventListener('click', (event) => {
      event.preventDefault();
      input.click();
    });
    input.addEventListener('change', () => {
      const name = box?.querySelector('.filename');
      if (name) name.textContent = input.files?.[0]?.name ?? '';
    });
  }

  const hispanic = form.querySelector<HTMLSelectElement>(
    'select[name="job_application[hispanic_ethnicity]"]',
  );
  const race = data.fields.find((f) => f.key === 'race');
  hispanic?.addEventListener('change', () => {
    const shown = hispanic.selectedOptions[0]?.textContent === 'No';
    const existing = form.querySelector('[data-field=race]');
    if (shown && !existing && race) {
      const options = (race.options ?? []).map((o, i) => `<option value="${i + 1}">${o}</option>`).join('');
      hispanic
        .closest('.field')
        ?.insertAdjacentHTML(
          'afterend',
          `<div class="field" data-field="race"><label for="job_application_race">${race.label}</label><select id="job_application_race" name="job_application[race]"><option value="">Please select</option>${options}</select></div>`,
        );
    } else if (!shown) existing?.remove();
  });

  const submit = form.querySelector<HTMLInputElement>('#submit_app');
  let solved = false;
  submit?.addEventListener('click', async () => {
    form.querySelectorAll('.field-error').forEach((e) => e.remove());
    let first: HTMLElement | null = null;
    for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      '[aria-required=true]',
    )) {
      const empty =
        control.type === 'file' ? !(control as HTMLInputElement).files?.length : !control.value.trim();
      if (!empty) continue;
      const p = document.createElement('div');
      p.className = 'field-error';
      p.textContent = 'This field is required.';
      control.closest('.field')?.appendChild(p);
      first ??= control;
    }
    for (const file of form.querySelectorAll<HTMLInputElement>('input[type=file]')) {
      const field = data.fields.find((f) => `job_application[${f.key}]` === file.name);
      if (field?.required && !file.files?.length) {
        const p = document.createElement('div');
        p.className = 'field-error';
        p.textContent = 'This field is required.';
        file.closest('.field')?.appendChild(p);
        first ??= file;
      }
    }
    if (first) {
      first.closest('.field')?.scrollIntoView({ block: 'center' });
      return;
    }
    if (data.traps.visibleCaptcha && !solved) {
      await requirePerson(data, 'recaptcha');
      solved = true;
    }
    form.submit();
  });
}
