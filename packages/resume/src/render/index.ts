export { renderResume, type RenderOptions } from './render-resume';
export { classifyContact, headerContacts, type Contact, type ContactKind } from './contacts';
