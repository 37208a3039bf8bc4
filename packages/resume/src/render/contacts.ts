import type { PersonalEntry } from '../model/entries';

export type ContactKind = 'email' | 'phone' | 'linkedin' | 'github';

export interface Contact {
  kind: ContactKind;
  /** What is printed. */
  label: string;
  url: string;
}

const PHONE_RUN = /[\d+()\-.\s]{7,}/;

function withScheme(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/** Printed form of a link: without scheme, "www." and a trailing slash, to save room on the line. */
function shortLink(value: string): string {
  return value
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}

/**
 * Section 5 "PDF header contacts": '@' → email, linkedin/github → link, 7 or more digits or phone characters →
 * phone, anything else dropped, empty values hidden. Links are checked before phones so a profile URL with
 * a long number in it stays a link; a phone run must hold at least one digit.
 */
export function classifyContact(raw: string): Contact | null {
  const value = raw.trim();
  if (value === '') return null;
  if (value.includes('@')) {
    const address = value.replace(/^mailto:/i, '');
    return { kind: 'email', label: address, url: `mailto:${address.replace(/\s+/g, '')}` };
  }
  if (/linkedin/i.test(value)) return { kind: 'linkedin', label: shortLink(value), url: withScheme(value) };
  if (/github/i.test(value)) return { kind: 'github', label: shortLink(value), url: withScheme(value) };
  const run = PHONE_RUN.exec(value);
  if (run && /\d/.test(run[0])) {
    const dial = value.replace(/[^\d+]/g, '');
    return { kind: 'phone', label: value, url: `tel:${dial}` };
  }
  return null;
}

/** The header's contacts in a fixed order: email, phone, LinkedIn, GitHub, then the website if it classifies. */
export function headerContacts(personal: PersonalEntry): Contact[] {
  const values = [personal.email, personal.phone, personal.linkedin, personal.github, personal.website ?? ''];
  return values.map(classifyContact).filter((contact): contact is Contact => contact !== null);
}
