import { SUPPORT_EMAIL } from '@applypilot/contracts';

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', subject: '', message: '' };

/** All four fields are required (section 5); whitespace alone counts as empty. */
export function isContactFormComplete(form: ContactForm): boolean {
  return [form.name, form.email, form.subject, form.message].every((value) => value.trim().length > 0);
}

/**
 * The Gmail compose address the form opens (section 4: nothing goes to our server). The body carries the sender's
 * name and email so support can answer even when the visitor writes from another account.
 */
export function gmailComposeUrl(form: ContactForm, to: string = SUPPORT_EMAIL): string {
  const body = `${form.message.trim()}\n\n--\n${form.name.trim()} <${form.email.trim()}>`;
  // encodeURIComponent, not URLSearchParams: a "+" for a space would show up literally in some mail clients.
  const query = [
    'view=cm',
    'fs=1',
    `to=${encodeURIComponent(to)}`,
    `su=${encodeURIComponent(form.subject.trim())}`,
    `body=${encodeURIComponent(body)}`,
  ].join('&');
  return `https://mail.google.com/mail/?${query}`;
}
