import { PARSED, type SitePageData } from '../client-data';
import { requirePerson } from './captcha';
import { postFile, report, reportTyped, sleep, toast } from './common';

/**
 * Ashby's job page (jobs.ashbyhq.com/<org>/<id>[/application]): drawn from window.__appData and the form its
 * GraphQL gives (ApiJobPosting). Every box is saved to Ashby as it is filled (ApiSetFormValue), a file the moment it
 * is chosen, places are searched per keystroke; Submit sends the saved form and the answer shows in place
 * (`.ashby-application-form-success-container` / `-failure-container`); a Submit while a file is still uploading
 * does nothing at all (glin23/mrweirdo-jobs bug report).
 */

interface AppData {
  organization: { name: string; hostedJobsPageSlug: string } | null;
  posting: {
    id: string;
    title: string;
    departmentName: string;
    locationName: string;
    descriptionPlainText: string;
  } | null;
}

interface AshbyField {
  path: string;
  title: string;
  type: string;
  selectableValues?: { label: string; value: string }[];
}

interface Entry {
  field: AshbyField;
  isRequired: boolean;
  descriptionHtml: string | null;
}

interface FormRender {
  id: string;
  sections: { fieldEntries: Entry[] }[];
}

declare global {
  interface Window {
    __appData?: AppData;
    __boardTab?: 'overview' | 'application';
  }
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

function hash(text: string): string {
  let n = 5381;
  for (const c of text) n = ((n * 33) ^ c.charCodeAt(0)) >>> 0;
  return n.toString(36).slice(0, 5);
}

export function ashby(data: SitePageData | null): void {
  const root = document.getElementById('root');
  const app = window.__appData;
  if (!root || !app) return;
  if (!app.posting || !app.organization || !data?.ashby) {
    const org = location.pathname.split('/')[1] ?? '';
    history.replaceState(null, '', `/${org}/`);
    root.innerHTML =
      '<main class="ashby-page"><h1>Page not found</h1><p>The page you requested was not found.</p></main>';
    return;
  }
  const { org, postingId, graphqlUrl } = data.ashby;
  const posting = app.posting;
  const typed = reportTyped(data);
  let uploading = 0;
  let appFormId = '';
  let surveyFormId = '';
  const setters = new Map<string, (value: string) => void>();

  async function gql<T>(op: string, variables: Record<string, unknown>): Promise<T | null> {
    const response = await fetch(`${graphqlUrl}?op=${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: op, variables }),
    }).catch(() => null);
    return response?.ok ? ((await response.json()) as T) : null;
  }

  const save = (formId: string, path: string, value: unknown) => {
    typed(path);
    void gql('ApiSetFormValue', { formRenderIdentifier: formId, path, value });
  };

  const main = el('main', { class: 'ashby-page' });
  main.append(
    el('h1', { class: 'ashby-job-posting-heading' }, posting.title),
    el(
      'p',
      { class: 'ashby-job-posting-meta' },
      `${posting.departmentName} • ${posting.locationName} • Full time`,
    ),
  );
  const tabs = el('nav', { role: 'tablist' });
  const base = `/${org}/${postingId}`;
  const overviewTab = el('a', { role: 'tab', id: 'job-overview', href: base }, 'Overview');
  const applicationTab = el(
    'a',
    { role: 'tab', id: 'job-application-form', href: `${base}/application` },
    'Application',
  );
  tabs.append(overviewTab, applicationTab);
  const panel = el('div', { role: 'tabpanel' });
  main.append(tabs, panel);
  root.appendChild(main);

  function select(tab: 'overview' | 'application', push: boolean): void {
    overviewTab.setAttribute('aria-selected', String(tab === 'overview'));
    applicationTab.setAttribute('aria-selected', String(tab === 'application'));
    if (push)
      history.pushState(
        null,
        '',
        tab === 'overview' ? base + location.search : `${base}/application${location.search}`,
      );
    panel.innerHTML = '';
    if (tab === 'overview') {
      const description = el('div', { class: 'ashby-job-posting-description' });
      for (const p of posting.descriptionPlainText.split(/\n\s*\n/)) description.appendChild(el('p', {}, p));
      const apply = el(
        'button',
        { type: 'button', class: 'ashby-application-form-submit-button' },
        'Apply for this Job',
      );
      apply.addEventListener('click', () => select('application', true));
      panel.append(description, apply);
    } else void drawForm();
  }
  overviewTab.addEventListener('click', (e) => {
    e.preventDefault();
    select('overview', true);
  });
  applicationTab.addEventListener('click', (e) => {
    e.preventDefault();
    select('application', true);
  });
  window.addEventListener('popstate', () =>
    select(location.pathname.endsWith('/application') ? 'application' : 'overview', false),
  );

  function entryBox(entry: Entry, formId: string): HTMLElement {
    const { field } = entry;
    const box = el('div', {
      class: `_fieldEntry_${hash(field.type)} ashby-application-form-field-entry`,
      'data-field-path': field.path,
    });
    const label = el(
      'label',
      { class: 'ashby-application-form-question-title', for: field.path },
      field.title,
    );
    if (entry.isRequired) label.appendChild(el('span', { class: '_required' }, '*'));
    box.appendChild(label);
    if (entry.descriptionHtml) {
      const d = el('div', { class: 'ashby-application-form-question-description' });
      d.innerHTML = entry.descriptionHtml;
      box.appendChild(d);
    }
    const options = field.selectableValues?.map((o) => o.label) ?? [];
    switch (field.type) {
      case 'Boolean': {
        const row = el('div', { class: '_yesno' });
        const hidden = el('input', {
          type: 'checkbox',
          name: field.path,
          id: field.path,
          hidden: '',
          tabindex: '-1',
        });
        const buttons = ['Yes', 'No'].map((text) =>
          el('button', { type: 'button', 'aria-pressed': 'false' }, text),
        );
        for (const b of buttons)
          b.addEventListener('click', () => {
            // Ashby marks the choice a moment after the click (cezkid/jobs ashby.md).
            setTimeout(() => {
              for (const o of buttons) o.setAttribute('aria-pressed', String(o === b));
              (hidden as HTMLInputElement).checked = b.textContent === 'Yes';
              save(formId, field.path, b.textContent === 'Yes');
            }, 200);
          });
        row.append(...buttons, hidden);
        box.appendChild(row);
        break;
      }
      case 'ValueSelect':
      case 'MultiValueSelect': {
        if (field.type === 'ValueSelect' && options.length > 8) {
          box.appendChild(
            combo(
              field.path,
              formId,
              async (text) => options.filter((o) => o.toLowerCase().includes(text.toLowerCase())),
              (v) => v,
            ),
          );
          break;
        }
        const type = field.type === 'ValueSelect' ? 'radio' : 'checkbox';
        const group = el('div', {
          role: type === 'radio' ? 'radiogroup' : 'group',
          'aria-labelledby': `${field.path}-label`,
        });
        label.id = `${field.path}-label`;
        label.removeAttribute('for');
        options.forEach((option, i) => {
          const id = `${field.path}-labeled-${type}-${i}`;
          const input = el('input', { type, id, name: field.path, value: option }) as HTMLInputElement;
          const optionLabel = el('label', { for: id }, option);
          if (type === 'radio')
            optionLabel.addEventListener('click', (event) => {
              // A second click on the chosen answer clears it (cezkid/jobs ashby.md, tenant B).
              if (input.checked) {
                event.preventDefault();
                input.checked = false;
                save(formId, field.path, null);
              }
            });
          input.addEventListener('change', () => {
            if (type === 'radio') save(formId, field.path, input.checked ? option : null);
            else
              save(
                formId,
                field.path,
                [...group.querySelectorAll<HTMLInputElement>('input:checked')].map((c) => c.value),
              );
          });
          const row = el('div', { class: '_option' });
          row.append(input, optionLabel);
          group.appendChild(row);
        });
        box.appendChild(group);
        break;
      }
      case 'Location': {
        const widget = combo(
          field.path,
          formId,
          async (text) => {
            const answer = await gql<{ data: { autocompleteGeoLocation: { results: { name: string }[] } } }>(
              'ApiAutocompleteGeoLocation',
              { formRenderIdentifier: formId, query: text },
            );
            return answer?.data.autocompleteGeoLocation.results.map((r) => r.name) ?? [];
          },
          (v) => ({ name: v }),
        );
        box.appendChild(widget);
        break;
      }
      case 'File': {
        box.appendChild(fileBox(field.path, formId));
        break;
      }
      case 'LongText': {
        box.appendChild(textBox(field.path, formId, el('textarea', { id: field.path, name: field.path })));
        break;
      }
      default: {
        const type =
          field.type === 'Email'
            ? 'email'
            : field.type === 'Phone'
              ? 'tel'
              : field.type === 'Number'
                ? 'number'
                : 'text';
        box.appendChild(
          textBox(
            field.path,
            formId,
            el('input', {
              type,
              id: field.path,
              name: field.path,
              ...(field.type === 'Date' ? { placeholder: 'MM/DD/YYYY' } : {}),
            }),
          ),
        );
      }
    }
    return box;
  }

  function textBox(path: string, formId: string, input: HTMLInputElement | HTMLTextAreaElement): HTMLElement {
    let timer = 0;
    const flush = () => {
      window.clearTimeout(timer);
      save(formId, path, input.value);
    };
    input.addEventListener('input', () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(flush, 400);
    });
    input.addEventListener('blur', () => {
      if (timer) flush();
      timer = 0;
    });
    setters.set(path, (v) => {
      input.value = v;
      save(formId, path, v);
    });
    return input;
  }

  function combo(
    path: string,
    formId: string,
    load: (text: string) => Promise<string[]>,
    saved: (v: string) => unknown,
  ): HTMLElement {
    const wrap = el('div', { class: '_combo' });
    const input = el('input', {
      type: 'text',
      id: path,
      role: 'combobox',
      class: 'ashby-application-form-input-autocomplete',
      'aria-autocomplete': 'list',
      'aria-expanded': 'false',
      'aria-haspopup': 'listbox',
      autocomplete: 'off',
    }) as HTMLInputElement;
    const list = el('div', { role: 'listbox', id: `${path}-listbox` });
    list.hidden = true;
    input.setAttribute('aria-controls', list.id);
    let ticket = 0;
    const pick = (v: string) => {
      input.value = v;
      list.hidden = true;
      input.setAttribute('aria-expanded', 'false');
      save(formId, path, saved(v));
    };
    input.addEventListener('input', async () => {
      const mine = ++ticket;
      const found = input.value.trim() ? await load(input.value) : [];
      if (mine !== ticket) return;
      list.innerHTML = '';
      found.forEach((option, i) => {
        const o = el(
          'div',
          { role: 'option', id: `${path}-option-${i}`, 'aria-selected': String(i === 0) },
          option,
        );
        o.addEventListener('mousedown', (e) => e.preventDefault());
        o.addEventListener('click', () => pick(option));
        list.appendChild(o);
      });
      list.hidden = found.length === 0;
      input.setAttribute('aria-expanded', String(found.length > 0));
    });
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && !list.hidden) {
        e.preventDefault();
        const first = list.querySelector('[aria-selected=true]');
        if (first?.textContent) pick(first.textContent);
      }
    });
    input.addEventListener('blur', () => setTimeout(() => (list.hidden = true), 150));
    setters.set(path, (v) => pick(v));
    wrap.append(input, list);
    return wrap;
  }

  async function upload(file: File, formId: string, path: string): Promise<boolean> {
    const handle = await gql<{ data: { createFileUploadHandle: { handle: string; url: string } } }>(
      'ApiCreateFileUploadHandle',
      { formRenderIdentifier: formId, path, filename: file.name, size: file.size },
    );
    if (!handle) return false;
    const { url, handle: id } = handle.data.createFileUploadHandle;
    await sleep(900);
    const response = await postFile(url, file, 'file').catch(() => null);
    await response?.text().catch(() => '');
    if (!response?.ok) return false;
    await gql('ApiSetFormValue', { formRenderIdentifier: formId, path, value: { handle: id } });
    return true;
  }

  function fileBox(path: string, formId: string): HTMLElement {
    const box = el('div', { class: '_fileUpload' });
    const input = el('input', {
      type: 'file',
      id: path,
      name: path,
      accept: '.pdf,.doc,.docx,.odt,.rtf',
      hidden: '',
    }) as HTMLInputElement;
    const button = el('button', { type: 'button' }, 'Upload File');
    const status = el('span', { class: '_fileStatus' }, 'or drag and drop here');
    button.addEventListener('click', () => input.click());
    input.addEventListener('change', async () => {
      const file = input.files?.[0];
      if (!file) return;
      uploading++;
      status.textContent = 'Uploading...';
      status.setAttribute('role', 'status');
      const ok = await upload(file, formId, path);
      uploading--;
      status.textContent = `${file.name}`;
      button.textContent = 'Replace';
      if (!ok)
        status.insertAdjacentHTML(
          'afterend',
          `<div class="_fieldError" role="alert">ERROR: ${file.name} failed to upload</div>`,
        );
      else if (path === '_systemfield_resume' && data?.traps.resumeParser)
        setTimeout(() => {
          setters.get('_systemfield_name')?.(PARSED.fullName);
          const phone = data?.fields.find((f) => f.kind === 'phone');
          if (phone) setters.get(phone.key)?.(PARSED.phone);
          setters.get('_systemfield_location')?.(PARSED.cityPick);
        }, 2000);
    });
    box.append(button, status, input);
    return box;
  }

  function autofillPane(): HTMLElement {
    const pane = el('div', { class: 'ashby-application-form-autofill-pane' });
    pane.append(
      el('h3', {}, 'Autofill from resume'),
      el('p', {}, 'Upload your resume here to autofill key application fields.'),
    );
    const root = el('div', { class: 'ashby-application-form-autofill-input-root' });
    const input = el('input', { type: 'file', hidden: '', accept: '.pdf,.doc,.docx' }) as HTMLInputElement;
    const button = el('button', { type: 'button' }, 'Upload file');
    button.addEventListener('click', () => {
      report(data!, 'autofill', 'Autofill from resume');
      input.click();
    });
    input.addEventListener('change', () => {
      report(data!, 'autofill', 'Autofill from resume');
      // Fills the contact boxes only; the file does not become the application's resume.
      setTimeout(() => {
        setters.get('_systemfield_name')?.(PARSED.fullName);
        const phone = data?.fields.find((f) => f.kind === 'phone');
        if (phone) setters.get(phone.key)?.(PARSED.phone);
      }, 1200);
    });
    root.append(button, input);
    pane.appendChild(root);
    return pane;
  }

  async function drawForm(): Promise<void> {
    panel.appendChild(el('p', { class: 'ashby-loading' }, 'Loading...'));
    const answer = await gql<{
      data: { jobPosting: { applicationForm: FormRender; surveyForms: FormRender[] } | null };
    }>('ApiJobPosting', { organizationHostedJobsPageName: org, jobPostingId: postingId });
    panel.innerHTML = '';
    const jobPosting = answer?.data.jobPosting;
    if (!jobPosting) {
      panel.appendChild(el('p', {}, 'The page you requested was not found.'));
      return;
    }
    appFormId = jobPosting.applicationForm.id;
    surveyFormId = jobPosting.surveyForms[0]?.id ?? appFormId;
    if (data?.traps.autofill) panel.appendChild(autofillPane());
    const form = el('form', { class: 'ashby-application-form-container', novalidate: '' });
    for (const section of jobPosting.applicationForm.sections)
      for (const entry of section.fieldEntries) form.appendChild(entryBox(entry, appFormId));
    for (const honeypot of data?.fields.filter((f) => f.role === 'honeypot') ?? []) {
      const box = el('div', {
        class: 'ashby-application-form-field-entry',
        'data-field-path': honeypot.key,
        style: 'width:1px;height:0.01px;overflow:hidden;opacity:0.01',
      });
      box.appendChild(
        el('label', { class: 'ashby-application-form-question-title', for: honeypot.key }, honeypot.label),
      );
      box.appendChild(
        textBox(
          honeypot.key,
          appFormId,
          el('input', { type: 'text', id: honeypot.key, tabindex: '-1', autocomplete: 'off' }),
        ),
      );
      form.appendChild(box);
    }
    const survey = jobPosting.surveyForms[0];
    if (survey) {
      form.appendChild(
        el('h3', { class: 'ashby-survey-heading' }, 'U.S. Equal Employment Opportunity Information'),
      );
      form.appendChild(
        el(
          'p',
          { class: 'ashby-application-form-question-description' },
          'Completion is voluntary and will not subject you to adverse treatment.',
        ),
      );
      for (const section of survey.sections)
        for (const entry of section.fieldEntries) form.appendChild(entryBox(entry, surveyFormId));
    }
    const submit = el(
      'button',
      { type: 'submit', class: 'ashby-application-form-submit-button' },
      'Submit Application',
    );
    form.appendChild(submit);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void send(form);
    });
    panel.appendChild(form);
    document.body.appendChild(
      Object.assign(el('div', { class: 'grecaptcha-badge', 'aria-hidden': 'true' }), {
        innerHTML: 'protected by <b>reCAPTCHA</b>',
      }),
    );
  }

  function failure(form: HTMLElement, messages: string[]): void {
    form.querySelector('.ashby-application-form-failure-container')?.remove();
    const box = el('div', { class: 'ashby-application-form-failure-container', role: 'alert' });
    box.appendChild(el('p', {}, "We couldn't submit your application"));
    const list = el('ul');
    for (const m of messages) list.appendChild(el('li', {}, m));
    box.appendChild(list);
    form.querySelector('.ashby-application-form-submit-button')?.before(box);
  }

  let sending = false;
  async function send(form: HTMLElement): Promise<void> {
    // A click while a file is still uploading is silently ignored.
    if (uploading > 0 || sending) return;
    sending = true;
    if (!form.querySelector('#g-recaptcha-response'))
      form.appendChild(
        el('textarea', { id: 'g-recaptcha-response', name: 'g-recaptcha-response', style: 'display:none' }),
      );
    const answer = await gql<{
      data: {
        submitSingleApplicationFormAction: {
          applicationFormResult: { __typename: string; errorMessages?: string[]; status?: string };
        } | null;
      };
    }>('ApiSubmitSingleApplicationFormAction', {
      organizationHostedJobsPageName: org,
      jobPostingId: postingId,
      formRenderIdentifier: appFormId,
      pageUrl: location.href,
    });
    sending = false;
    const result = answer?.data.submitSingleApplicationFormAction?.applicationFormResult;
    if (!result) return failure(form, ['Something went wrong. Please try again.']);
    if (result.errorMessages?.includes('CAPTCHA_REQUIRED')) {
      await requirePerson(data!, 'recaptcha');
      return send(form);
    }
    if (result.errorMessages) return failure(form, result.errorMessages);
    switch (result.status) {
      case 'confirmation': {
        const success = el('div', { class: 'ashby-application-form-success-container' });
        const status = el('div', { role: 'status', 'aria-live': 'polite' });
        status.append('Success', el('p', {}, 'Your application was successfully submitted.'));
        success.appendChild(status);
        form.replaceWith(success);
        document.querySelector('.ashby-application-form-autofill-pane')?.remove();
        return;
      }
      case 'toast-only':
        toast('Thanks for applying!', 3500);
        return;
      case 'already-applied':
        return failure(form, ['You have already applied to this job. You can apply again after 60 days.']);
      case 'spam':
        return failure(form, ['Your application submission was flagged as possible spam.']);
      default:
        return failure(form, ['This job is no longer accepting applications.']);
    }
  }

  select(window.__boardTab === 'overview' ? 'overview' : 'application', false);
}
