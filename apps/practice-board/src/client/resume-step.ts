import type { Ctx } from './ctx';
import { hashString } from '../shared/random';
import { h, svgIcon } from './dom';
import type { Application, OnUpload } from './application';

/** The resume step's body: stored resume cards, Upload resume (hidden input[name=file]), optional cover letter. */
export function renderResumes(
  ctx: Ctx,
  app: Application,
  onUpload: OnUpload,
  rerender: () => void,
): HTMLElement {
  const cards = app.resumes.map((resume, i) =>
    ctx.v2 ? classicCard2026(ctx, app, i, rerender) : radioCard(ctx, app, i, rerender),
  );
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

/** v1, v3, v4: a card is `role=radio` with aria-label "Select resume <name>". */
function radioCard(ctx: Ctx, app: Application, i: number, rerender: () => void): HTMLElement {
  const resume = app.resumes[i];
  if (!resume) throw new Error('No such resume');
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
}

/**
 * v2 as served in 2026 (captures S3): the card is a focusable div labelled "Selected" or "Select this resume"; the
 * choice is a hidden radio whose label reads "Select resume <name>" ("Deselect resume <name>" on the chosen one),
 * beside a "Download resume <name>" button and "290 KB · Last used on …".
 */
function classicCard2026(ctx: Ctx, app: Application, i: number, rerender: () => void): HTMLElement {
  const resume = app.resumes[i];
  if (!resume) throw new Error('No such resume');
  const selected = i === app.selectedResume;
  const ember = ctx.emberId() ?? `ember${i}`;
  const toggleId = `jobsDocumentCardToggle-${ember}`;
  const labelId = `jobsDocumentCardToggleLabel-${ember}`;
  const choose = (on: boolean) => {
    app.selectedResume = on ? i : -1;
    if (on) app.store.set('resume', resume.name);
    else app.store.delete('resume');
    rerender();
  };
  const input = h('input', {
    id: toggleId,
    type: 'radio',
    checked: selected,
    class: ctx.c('jobs-document-upload-redesign-card__toggle-input visually-hidden'),
  });
  input.addEventListener('change', () => input.checked && choose(true));
  const label = h(
    'label',
    { id: labelId, for: toggleId, class: ctx.c('jobs-document-upload-redesign-card__toggle-label t-bold') },
    h(
      'span',
      { class: ctx.c('visually-hidden') },
      `${selected ? 'Deselect' : 'Select'} resume ${resume.name}`,
    ),
  );
  label.addEventListener('click', (event) => {
    event.stopPropagation(); // the card's own click would choose it again
    if (!selected) return;
    event.preventDefault(); // a checked radio sends no change: deselecting is the label's own act
    choose(false);
  });
  const kb = 80 + (hashString(resume.name) % 900);
  const card = h(
    'div',
    {
      tabindex: '0',
      'aria-label': selected ? 'Selected' : 'Select this resume',
      class: ctx.c(
        `jobs-document-upload-redesign-card__container${selected ? ' jobs-document-upload-redesign-card__container--selected' : ''}`,
      ),
      'data-test-document-upload-card': '',
    },
    h(
      'div',
      { 'aria-labelledby': labelId },
      h('h3', { class: ctx.c('jobs-document-upload-redesign-card__file-name t-14 t-bold') }, resume.name),
      h(
        'p',
        { class: ctx.c('jobs-document-upload-redesign-card__last-used t-12 t-black--light') },
        resume.uploadId ? resume.note : `${kb} KB · ${resume.note}`,
      ),
    ),
    h(
      'div',
      { class: ctx.c('jobs-document-upload-redesign-card__toggle') },
      h(
        'button',
        {
          type: 'button',
          'aria-label': `Download resume ${resume.name}`,
          class: ctx.c('artdeco-button artdeco-button--tertiary artdeco-button--circle'),
        },
        svgIcon('doc'),
      ),
      input,
      label,
    ),
  );
  card.addEventListener('click', () => {
    if (!selected) choose(true);
  });
  return card;
}
