import type { Application, OnUpload, UploadKind } from '../application';
import type { Ctx } from '../ctx';
import { h } from '../dom';
import { fileBadge, p, questionText, sduiButton } from './parts';

export interface SduiResumeSection {
  el: HTMLElement;
  showError(message: string | null): void;
}

const ACCEPT = '.pdf,.doc,.docx';

/** "Uploaded on 10/1/2026" for a stored resume (from the seed-free note), today's date for one just uploaded. */
function uploadedOn(note: string): string {
  const date = /(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(note);
  if (date) return `Uploaded on ${Number(date[1])}/${Number(date[2])}/${date[3]}`;
  const now = new Date();
  return `Uploaded on ${now.getMonth() + 1}/${now.getDate()}/${now.getFullYear()}`;
}

/**
 * A bare "Upload …" button: as the 2026 runs report (O2), no file input exists until it is pressed; pressing it
 * adds a hidden one and opens the file chooser.
 */
function uploadButton(ctx: Ctx, kind: UploadKind, onUpload: OnUpload): HTMLElement {
  let input: HTMLInputElement | null = null;
  const holder = h('div', { class: ctx.c('rx-upload') });
  const button = sduiButton(
    ctx,
    kind === 'resume' ? 'Upload resume' : 'Upload cover letter',
    'secondary',
    () => {
      if (!input) {
        input = h('input', { type: 'file', accept: ACCEPT, hidden: true });
        const picked = input;
        picked.addEventListener('change', () => {
          const file = picked.files?.[0];
          if (file) onUpload(file, kind);
        });
        holder.appendChild(picked);
      }
      input.click();
    },
  );
  holder.prepend(button, p(ctx, 'rx-muted', 'DOC, DOCX, PDF (2 MB)'));
  return holder;
}

/**
 * The resume picker (S6 reconstructed, O2/O4/O5): "Be sure to include an updated resume*", a radiogroup fieldset
 * holding `#easyApplyUploadedResumeRef` and one `div[role=radio]` card a resume (hidden radio named after the file,
 * empty label, `<p>PDF</p>`, the file name, "Uploaded on …"), the Upload button, then an optional cover letter.
 */
export function renderSduiResumes(
  ctx: Ctx,
  app: Application,
  onUpload: OnUpload,
  rerender: () => void,
): SduiResumeSection {
  const groupId = ctx.reactId();
  const errorId = `error-message-${groupId}`;
  const pick = (i: number) => {
    const resume = app.resumes[i];
    if (!resume) return;
    app.selectedResume = i;
    app.store.set('resume', resume.name);
    rerender();
  };
  const cards = app.resumes.map((resume, i) => {
    const selected = i === app.selectedResume;
    const inputId = ctx.reactId();
    const input = h('input', {
      id: inputId,
      type: 'radio',
      name: `radio-group-${groupId}`,
      'aria-label': resume.name,
      checked: selected,
      class: ctx.c('rx-choice__input'),
    });
    input.addEventListener('change', () => input.checked && pick(i));
    const card = h(
      'div',
      { role: 'radio', tabindex: '0', 'aria-checked': String(selected), class: ctx.c('rx-resume-card') },
      h(
        'div',
        { class: ctx.c('rx-choice__line') },
        h(
          'div',
          { class: ctx.c('rx-choice__control') },
          input,
          h('label', { for: inputId, class: ctx.c('rx-choice__circle') }),
        ),
        h(
          'div',
          { class: ctx.c('rx-resume-card__body') },
          h('div', { class: ctx.c('rx-resume-card__badge') }, h('p', {}, fileBadge(resume.name))),
          h(
            'div',
            {},
            p(ctx, 'rx-resume-card__name', resume.name),
            p(ctx, 'rx-muted', uploadedOn(resume.note)),
          ),
        ),
      ),
    );
    card.addEventListener('click', (event) => {
      if ((event.target as HTMLElement).tagName === 'INPUT') return;
      pick(i);
    });
    card.addEventListener('keydown', (event) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      event.preventDefault();
      pick(i);
    });
    return card;
  });
  const wrapper = h(
    'div',
    { componentkey: `easyApplyFieldFocus_ea_validation_resume_${app.job.id}` },
    h(
      'fieldset',
      { role: 'radiogroup', 'aria-describedby': errorId, class: ctx.c('rx-choices') },
      h(
        'div',
        {},
        h('div', { id: 'easyApplyUploadedResumeRef', componentkey: 'easyApplyUploadedResumeRef' }),
        cards,
      ),
    ),
  );
  let error: HTMLElement | null = null;
  const el = h(
    'div',
    { class: ctx.c('rx-resumes') },
    p(
      ctx,
      'rx-field__question',
      questionText('Be sure to include an updated resume', app.job.resumeRequired),
    ),
    p(ctx, 'rx-muted', 'Select or upload a resume in DOC, DOCX, or PDF format that is less than 2MB'),
    wrapper,
    uploadButton(ctx, 'resume', onUpload),
    p(ctx, 'rx-field__question rx-resumes__cover', 'Cover letter'),
    app.coverLetter ? p(ctx, '', app.coverLetter.name) : null,
    uploadButton(ctx, 'cover', onUpload),
  );
  return {
    el,
    showError(message) {
      error?.remove();
      error = null;
      if (message === null) return;
      error = h('p', { id: errorId, class: ctx.c('rx-field__error'), 'data-board-error': '' }, message);
      wrapper.appendChild(error);
    },
  };
}
