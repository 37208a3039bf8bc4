export { renderResume, renderResumeWithInfo, type RenderOptions, type RenderedResume } from './render-resume';
export { classifyContact, headerContacts, type Contact, type ContactKind } from './contacts';
