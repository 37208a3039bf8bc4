import { canonical } from './normalise';

/**
 * Fields of a text resume, found whole (decision 046). A line is cut into fields at commas, pipes, bullets, colons,
 * semicolons, tabs, wide gaps, spaced dashes and " at "; an employer, school, degree, title, date or location the model
 * copies must be one field, or a run of neighbouring fields ("Jul 2022 - Present", "Bengaluru, India"), of one line
 * that is not prose. So "Google" is no employer of a resume that says "Google Cloud", nor "Master" a degree of one
 * that says "Scrum Master", nor "Stanford" a school of one that used "Stanford CoreNLP". Pure.
 */

/** A separator between fields, captured; dashes are kept apart because a date range joins its ends with one. */
const SEPARATOR = /(\s+[-–—]\s+|\s*[,|•·;:\t]\s*|\s{2,}|\s+(?:at|@)\s+)/u;
const DASH = /[-–—]/u;

/** A line starting like a bullet point, or a long sentence: prose, which holds no fields. */
const BULLET = /^\s*(?:[-–—•*▪◦●‣➢➤►■□✓✔]|\d{1,2}[.)])\s+/u;

export function isProseLine(line: string): boolean {
  if (BULLET.test(line)) return true;
  const words = line.trim().split(/\s+/).length;
  return words > 12 && /[.!?]\s*$/.test(line.trim());
}

/** Fields and the separators between them: [field, separator, field, …]. */
function fieldsOf(text: string): { fields: string[]; joins: string[] } {
  const parts = text.trim().split(SEPARATOR);
  const fields: string[] = [];
  const joins: string[] = [];
  for (const [i, part] of parts.entries()) {
    if (i % 2 === 0) fields.push(canonical(part).replace(/[.]+$/, ''));
    else joins.push(DASH.test(part) && !/[,|•·;:\t]/u.test(part) ? '-' : ' ');
  }
  // Empty fields (two separators in a row, one at an end) join their neighbours with the stronger separator.
  const keptFields: string[] = [];
  const keptJoins: string[] = [];
  for (const [i, field] of fields.entries()) {
    if (field === '') {
      if (keptJoins.length > 0 && joins[i] === '-') keptJoins[keptJoins.length - 1] = '-';
      continue;
    }
    if (keptFields.length > 0) keptJoins.push(joins[i - 1] ?? ' ');
    keptFields.push(field);
  }
  return { fields: keptFields, joins: keptJoins };
}

/** A value (or a run of fields) as one comparable string: fields joined by "-" after a dash, else a space. */
function joined(fields: string[], joins: string[], from: number, to: number): string {
  let out = fields[from] ?? '';
  for (let k = from + 1; k <= to; k += 1) out += (joins[k - 1] ?? ' ') + (fields[k] ?? '');
  return out;
}

export class TextFields {
  private readonly lines: { fields: string[]; joins: string[] }[];

  constructor(readonly text: string) {
    this.lines = text
      .split(/\r\n?|\n/)
      .map((line) => (line.trim() === '' || isProseLine(line) ? { fields: [], joins: [] } : fieldsOf(line)));
  }

  get lineCount(): number {
    return this.lines.length;
  }

  /** The lines on which `value` is a field or a run of neighbouring fields. */
  linesWith(value: string): number[] {
    const wanted = fieldsOf(value);
    if (wanted.fields.length === 0) return [];
    const target = joined(wanted.fields, wanted.joins, 0, wanted.fields.length - 1);
    const found: number[] = [];
    for (const [n, line] of this.lines.entries()) {
      const { fields, joins } = line;
      let hit = false;
      for (let from = 0; from < fields.length && !hit; from += 1) {
        for (let to = from; to < fields.length && to - from < 8; to += 1) {
          if (joined(fields, joins, from, to) === target) {
            hit = true;
            break;
          }
        }
      }
      if (hit) found.push(n);
    }
    return found;
  }
}

/** Lines holding a range of years ("2019 - 2021", "Jul 2022 – Present"): where an entry of a text resume starts. */
const YEAR_RANGE =
  /(?:19|20)\d{2}\s*(?:[-–—]|to)\s*(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d{2}|present|current|now|today|date)\b/iu;

export function holdsYearRange(line: string): boolean {
  return YEAR_RANGE.test(line);
}
