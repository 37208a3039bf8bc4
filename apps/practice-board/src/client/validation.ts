import type { Accept } from '../catalogue/schema';

/** How a board field checks its committed value at Next (README.md, "Validation messages"). */
export interface Rule {
  kind: string;
  required: boolean;
  accept?: Accept | undefined;
  /** Phone numbers get LinkedIn's own message. */
  phone?: boolean;
}

export type Verdict = { ok: true } | { ok: false; message: string };

export const INVALID = 'Please enter a valid answer';
const NUMBER = /^-?\d+(\.\d+)?$/;

function isEmpty(value: string | string[]): boolean {
  return Array.isArray(value) ? value.length === 0 : value.trim() === '';
}

function validDate(text: string): boolean {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

export function validate(rule: Rule, value: string | string[]): Verdict {
  if (isEmpty(value)) return rule.required ? { ok: false, message: INVALID } : { ok: true };
  const text = Array.isArray(value) ? value.join(',') : value.trim();
  if (rule.phone && !/^\+?[\d\s()-]{6,20}$/.test(text))
    return { ok: false, message: 'Enter a valid phone number' };
  const accept =
    rule.accept ??
    (rule.kind === 'numeric'
      ? { type: 'decimal' as const }
      : rule.kind === 'date'
        ? { type: 'date' as const }
        : undefined);
  if (!accept) return { ok: true };
  switch (accept.type) {
    case 'any':
      return { ok: true };
    case 'whole-number': {
      const min = accept.min ?? 0;
      const max = accept.max ?? 99;
      const n = Number(text);
      return /^-?\d+$/.test(text) && n >= min && n <= max
        ? { ok: true }
        : { ok: false, message: `Enter a whole number between ${min} and ${max}` };
    }
    case 'decimal': {
      const min = accept.min ?? 0;
      const max = accept.max ?? 99999999;
      const n = Number(text);
      return NUMBER.test(text) && n >= min && n <= max
        ? { ok: true }
        : { ok: false, message: `Enter a decimal number between ${min} and ${max}` };
    }
    case 'one-of': {
      const values = Array.isArray(value) ? value : [text];
      const allowed = accept.values.map((v) => v.toLowerCase());
      return values.every((v) => allowed.includes(v.trim().toLowerCase()))
        ? { ok: true }
        : { ok: false, message: INVALID };
    }
    case 'url':
      return /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(text) ? { ok: true } : { ok: false, message: INVALID };
    case 'date':
      return validDate(text) ? { ok: true } : { ok: false, message: INVALID };
  }
}
