import type { FormField } from '../form-model';
import { attrs, esc } from '../html';

/**
 * Greenhouse's new job board form (job-boards.greenhouse.io, Remix + React), drawn on the server as the live page
 * draws it before hydration (`[index id 18950820941]`, verified 2026-02-18; react-select markup as measured by
 * cezkid/jobs on 2026-10-05): `form#application-form.application--form`, inputs whose id is the API field name,
 * labels `label#<id>-label[for=<id>]`, react-select comboboxes whose options exist only in the open menu, hidden
 * file inputs behind "Attach", and `button[type=submit]` "Submit application". The page script (src/sites/client)
 * adds the behaviour.
 */

function mark(required: boolean): string {
  return required ? '<span aria-hidden="true">*</span>' : '';
}

/** The id a field has on the page: the API name, `question_<n>`, or `candidate-location`. */
export function ghInputId(field: FormField): string {
  return field.key === 'location' ? 'candidate-location' : field.key;
}

function textField(field: FormField): string {
  const id = ghInputId(field);
  const type = field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'text';
  const control =
    field.kind === 'textarea'
      ? `<textarea${attrs({
          id,
          class: 'input input__multi-line',
          'aria-labelledby': `${id}-label`,
          'aria-required': field.required ? 'true' : 'false',
          'aria-invalid': 'false',
          maxlength: 10000,
        })}></textarea>`
      : `<input${attrs({
          id,
          class: `input input__single-line${field.kind === 'phone' ? ' iti__tel-input' : ''}`,
          'aria-labelledby': `${id}-label`,
          'aria-required': field.required ? 'true' : 'false',
          'aria-invalid': 'false',
          type,
          maxlength: 255,
          autocomplete:
            field.key === 'first_name'
              ? 'given-name'
              : field.key === 'last_name'
                ? 'family-name'
                : field.key === 'email'
                  ? 'email'
                  : field.key === 'phone'
                    ? 'tel'
                    : 'off',
          inputmode: field.kind === 'number' ? 'numeric' : undefined,
        })}>`;
  const label = `<label id="${esc(id)}-label" for="${esc(id)}" class="label">${esc(field.label)}${mark(field.required)}</label>`;
  if (field.kind === 'phone') {
    // intl-tel-input: the phone box carries its own country list, hidden, also made of [role=option]s.
    return `<div class="input-wrapper" data-field="${esc(field.key)}"><div class="text-input-wrapper"><div class="input-container">${label}
<div class="iti iti--allow-dropdown iti--show-flags"><div class="iti__country-container"><button type="button" class="iti__selected-country" aria-expanded="false" aria-haspopup="listbox" aria-controls="iti-0__dropdown-content" title="India: +91" tabindex="-1" disabled><span class="iti__flag iti__in"></span><span class="iti__arrow"></span></button>
<div id="iti-0__dropdown-content" class="iti__dropdown-content iti__hide"><ul class="iti__country-list" id="iti-0__country-listbox" role="listbox" aria-label="List of countries">${PHONE_LIST}</ul></div></div>${control}</div>
</div></div></div>`;
  }
  return `<div class="input-wrapper" data-field="${esc(field.key)}"><div class="text-input-wrapper"><div class="input-container">${label}${control}</div></div></div>`;
}

let PHONE_LIST = '';
/** The phone widget's own list (about 245 countries), built once from the same names. */
export function setPhoneList(countries: readonly string[]): void {
  PHONE_LIST = countries
    .map((c, i) => {
      const [name, code] = [c.replace(/ \+\d+$/, ''), c.replace(/^.* (\+\d+)$/, '$1')];
      return `<li class="iti__country" tabindex="-1" id="iti-0__item-${i}" role="option" data-dial-code="${esc(code.slice(1))}" aria-selected="false"><span class="iti__country-name">${esc(name)}</span><span class="iti__dial-code">${esc(code)}</span></li>`;
    })
    .join('');
}

/** A react-select, closed: placeholder, the combobox input, the toggle, and the hidden required input. */
function selectField(field: FormField): string {
  const id = ghInputId(field);
  return `<div class="select" data-field="${esc(field.key)}"><div class="select__container">
<label id="${esc(id)}-label" for="${esc(id)}" class="label select__label">${esc(field.label)}${mark(field.required)}</label>
<div class="select-shell"><span id="react-select-${esc(id)}-live-region" class="a11yText"></span><span aria-live="polite" aria-atomic="false" aria-relevant="additions text" role="log" class="a11yText"></span>
<div class="select__control"><div class="select__value-container">
<div class="select__placeholder" id="react-select-${esc(id)}-placeholder">${field.kind === 'location' ? 'Start typing...' : 'Select...'}</div>
<div class="select__input-container" data-value=""><input${attrs({
    class: 'select__input',
    autocapitalize: 'none',
    autocomplete: 'off',
    autocorrect: 'off',
    id,
    spellcheck: 'false',
    tabindex: 0,
    type: 'text',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-haspopup': 'true',
    'aria-labelledby': `${id}-label`,
    'aria-required': field.required ? 'true' : 'false',
    'aria-describedby': `react-select-${id}-placeholder`,
    role: 'combobox',
    enterkeyhint: 'done',
    value: '',
  })}></div>
</div><div class="select__indicators"><button type="button" class="icon-button icon-button--sm" aria-label="Toggle flyout" tabindex="-1"><svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true"><path d="M5 8l5 5 5-5z"/></svg></button></div></div>
${field.required ? '<input required="" tabindex="-1" aria-hidden="true" class="requiredInput" value="">' : ''}
</div></div></div>`;
}

function checkboxesField(field: FormField): string {
  const id = `${field.key}[]`;
  const boxes = (field.options ?? [])
    .map((option, i) => {
      const value = String(i + 1);
      return `<div class="checkbox__wrapper"><div class="checkbox__input"><input type="checkbox"${attrs({
        id: `${id}_${value}`,
        name: id,
        value,
        'data-label': option,
      })}></div><label for="${esc(`${id}_${value}`)}" class="checkbox__label">${esc(option)}</label></div>`;
    })
    .join('');
  return `<div class="input-wrapper" data-field="${esc(field.key)}"><fieldset class="checkbox" id="${esc(id)}" aria-required="${field.required}"><legend class="label checkbox__legend">${esc(field.label)}${mark(field.required)}</legend>${boxes}</fieldset></div>`;
}

function fileField(field: FormField): string {
  const id = field.key;
  return `<div class="file-upload" data-field="${esc(id)}" role="group" aria-labelledby="upload-label-${esc(id)}" aria-describedby="${esc(id)}-allowable-file-types">
<div class="label upload-label" id="upload-label-${esc(id)}">${esc(field.label)}${mark(field.required)}</div>
<div class="file-upload__wrapper"><div class="button-container"><button type="button" class="btn btn--pill" data-attach>Attach</button>
<input id="${esc(id)}" class="visually-hidden" type="file" accept=".pdf,.doc,.docx,.txt,.rtf"></div>
<button type="button" class="btn btn--pill" disabled>Dropbox</button><button type="button" class="btn btn--pill" disabled>Google Drive</button><button type="button" class="btn btn--pill" disabled>Enter manually</button></div>
<p class="file-upload__filename-line"><span class="file-upload__filename"></span></p>
<p id="${esc(id)}-allowable-file-types" class="file-upload__allowed">Accepted file types: pdf, doc, docx, txt, rtf</p>
</div>`;
}

function consentField(field: FormField): string {
  return `<div class="input-wrapper gdpr-consent" data-field="${esc(field.key)}"><div class="checkbox__wrapper"><div class="checkbox__input"><input type="checkbox" id="${esc(field.key)}" name="data_compliance[${esc(field.key)}]" value="1" aria-required="${field.required}"></div><label for="${esc(field.key)}" class="checkbox__label">${esc(field.label)}${mark(field.required)}</label></div></div>`;
}

function honeypotField(field: FormField): string {
  // Passes a :visible check (a 1 px by 0.01 px box), out of a person's sight; Greenhouse drops what fills it.
  return `<div class="input-wrapper" data-field="${esc(field.key)}" style="width:1px;height:0.01px;overflow:hidden;opacity:0.01"><label for="${esc(field.key)}" class="label">${esc(field.label)}</label><input id="${esc(field.key)}" class="input input__single-line" type="text" tabindex="-1" autocomplete="off"></div>`;
}

export function ghFieldHtml(field: FormField): string {
  if (field.role === 'honeypot') return honeypotField(field);
  switch (field.kind) {
    case 'select':
    case 'yesno':
    case 'location':
      return selectField(field);
    case 'multi':
      return checkboxesField(field);
    case 'file':
      return fileField(field);
    case 'checkbox':
      return consentField(field);
    default:
      return textField(field);
  }
}

const EEOC_INTRO =
  'Our company values diversity. To ensure that we comply with reporting requirements and to learn more about how we can increase diversity in our candidate pool, we invite you to voluntarily provide demographic information in a confidential survey at the end of this application. Providing this information is optional. It will not be accessible or used in the hiring process, and has no effect on your opportunity for employment.';

/** The whole form: contact, files, questions, consent, then the voluntary sections; follow-ups are drawn by the script. */
export function ghFormHtml(
  fields: FormField[],
  options: { company: string; autofill: boolean; demographicHeader: string },
): string {
  const drawn = fields.filter((f) => !f.shownWhen);
  // React draws a follow-up only once its answer is given: until then it is a template, out of the document.
  const templates = fields
    .filter((f) => f.shownWhen)
    .map((f) => `<template data-field-template="${esc(f.key)}">${ghFieldHtml(f)}</template>`)
    .join('');
  const main = drawn
    .filter((f) => !['eeo', 'demographic'].includes(f.section))
    .map(ghFieldHtml)
    .join('\n');
  const eeo = drawn.filter((f) => f.section === 'eeo');
  const demographic = drawn.filter((f) => f.section === 'demographic');
  return `<div class="application--container" id="application">
<div class="application--header"><h2 class="section-header" id="application-form-header">Apply for this job</h2><div class="application--header--required"><span aria-hidden="true">*</span> indicates a required field</div></div>
${
  options.autofill
    ? `<div class="mygreenhouse-autofill"><button type="button" class="btn btn--secondary btn--pill" id="mygreenhouse-autofill"><span>Autofill with MyGreenhouse</span></button></div>`
    : ''
}
<form id="application-form" class="application--form" novalidate>
<div class="application--questions">${main}</div>
${
  eeo.length > 0
    ? `<div class="eeoc__container" id="eeoc_fields"><h3 class="section-header section-header--medium">Voluntary Self-Identification</h3><div class="eeoc__description"><p>For government reporting purposes, we ask candidates to respond to the below self-identification survey. Completion of the form is entirely voluntary. Whatever your decision, it will not be considered in the hiring process or thereafter. Any information that you do provide will be recorded and maintained in a confidential file.</p></div>${eeo.map(ghFieldHtml).join('\n')}</div>`
    : ''
}
${
  demographic.length > 0
    ? `<div class="demographic-questions" id="demographic-questions"><h3 class="section-header section-header--medium">${esc(options.demographicHeader)}</h3><p>${esc(EEOC_INTRO)}</p>${demographic.map(ghFieldHtml).join('\n')}</div>`
    : ''
}
<div class="application--submit"><button type="submit" class="btn btn--pill">Submit application</button></div>
${templates}</form>
</div>
<div class="grecaptcha-badge" data-style="bottomright" aria-hidden="true"><div class="grecaptcha-logo"><span class="rc-anchor-logo-img"></span></div><div class="grecaptcha-error"></div><textarea id="g-recaptcha-response" name="g-recaptcha-response" class="g-recaptcha-response" style="display:none"></textarea><div class="rc-text">protected by <b>reCAPTCHA</b><br><span>Privacy - Terms</span></div></div>`;
}
