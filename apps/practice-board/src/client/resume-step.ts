import type { Ctx } from './ctx';
import { h, svgIcon } from './dom';
import type { Application } from './steps';

/** The resume step's body: stored resume cards, Upload resume (hidden input[name=file]), optional cover letter. */
export function renderResumes(
  ctx: Ctx,
  app: Application,
  onUpload: (file: File, kind: 'resume' | 'cover') => void,
  rerender: () => void,
): HTMLElement {
  const cards = app.resumes.map((resume, i) => {
    const selected = i === app.selectedResume;
    const card = h(
      'div',
      {
        class: ctx.c(
          `jobs-document-upload-redesign-card__container${selected ? ' jobs-document-upload-redesign-card__container--selected' : ''}`,
        ),
        role: 'radio',
        'aria-checked': String(selected),
        'aria-label': `Select resume ${resume.name}`,
        tabindex: '0',
        'data-test-document-upload-card': ctx.v4 ? null : '',
      },
      h(
        'div',
        { class: ctx.c('jobs-document-upload-redesign-card__file-icon'), 'aria-hidden': 'true' },
        resume.name.split('.').pop()?.toUpperCase() ?? 'DOC',
      ),
      h(
        'div',
        {},
        h('h3', { class: ctx.c('jobs-document-upload-redesign-card__file-name t-14 t-bold') }, resume.name),
        h(
          'p',
          { class: ctx.c('jobs-document-upload-redesign-card__last-used t-12 t-black--light') },
          resume.note,
        ),
      ),
      selected
        ? h(
            'span',
            { class: ctx.c('jobs-document-upload-redesign-card__check'), 'aria-hidden': 'true' },
            svgIcon('check'),
          )
        : null,
    );
    card.addEventListener('click', () => {
      app.selectedResume = i;
      app.store.set('resume', resume.name);
      rerender();
    });
    return card;
  });
  const upload = (kind: 'resume' | 'cover') => {
    const inputId = `jobs-document-upload-file-input-upload-${kind === 'resume' ? 'resume' : 'cover-letter'}`;
    const input = h('input', {
      id: inputId,
      name: 'file',
      type: 'file',
      accept: '.pdf,.doc,.docx',
      class: ctx.c('hidden'),
    });
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (file) onUpload(file, kind);
    });
    const label = h(
      'label',
      {
        for: inputId,
        role: 'button',
        tabindex: '0',
        class: ctx.c(
          'jobs-document-upload__upload-button artdeco-button artdeco-button--secondary artdeco-button--2',
        ),
        'aria-label':
          kind === 'resume'
            ? 'Upload resume button. Only, PDF, DOCX, DOC formats are accepted.'
            : 'Upload cover letter button. Only, PDF, DOCX, DOC formats are accepted.',
      },
      svgIcon('upload'),
      h('span', {}, kind === 'resume' ? 'Upload resume' : 'Upload cover letter'),
    );
    return h(
      'div',
      { class: ctx.c('js-jobs-document-upload__container display-flex') },
      label,
      input,
      h('span', { class: ctx.c('t-12 t-black--light') }, 'DOC, DOCX, PDF (2 MB)'),
    );
  };
  return h(
    'div',
    { class: ctx.c('jobs-resume-picker') },
    h('p', { class: ctx.c('t-14 t-black--light') }, 'Be sure to include an updated resume'),
    cards,
    upload('resume'),
    h('h3', { class: ctx.c('t-16 t-bold mt4') }, 'Cover letter'),
    app.coverLetter ? h('p', { class: ctx.c('t-14') }, app.coverLetter.name) : null,
    upload('cover'),
  );
}
