import { z } from 'zod';

/**
 * Field-level schemas shared by every entry. The builder stores half-filled entries, so a missing or null
 * field becomes '' or []; a number where text is expected (a GPA of 3.8, a phone number) is kept as text;
 * anything else of the wrong type (an object, a boolean) is rejected with zod's message.
 */
export const textField = z
  .union([z.string(), z.number()], { error: 'Expected text' })
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

/** A list of strings; one string is accepted and split into lines (a pasted block of bullets). */
export const linesField = z
  .union([z.array(z.union([z.string(), z.number()])), z.string()], {
    error: 'Expected a list of lines or text',
  })
  .nullish()
  .transform((value): string[] => {
    if (value === null || value === undefined) return [];
    if (typeof value === 'string') return value === '' ? [] : value.split(/\r?\n/);
    return value.map(String);
  });

/** A list or comma-separated text (technologies, skills): kept as the user typed it, read with parseList. */
export const listOrTextField = z
  .union([z.array(z.union([z.string(), z.number()])), z.string()], {
    error: 'Expected a list or comma-separated text',
  })
  .nullish()
  .transform((value): string[] | string => {
    if (value === null || value === undefined) return '';
    return typeof value === 'string' ? value : value.map(String);
  });

/** Comma-separated text or a list → trimmed, non-empty items. */
export function parseList(value: string[] | string | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  const items = typeof value === 'string' ? value.split(',') : value;
  return items.map((item) => String(item).trim()).filter((item) => item !== '');
}
