import { canonical } from './normalise';
import { splitSentences } from './sources';

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

/** A line starting like a bullet point: prose, which holds no fields. */
const BULLET = /^\s*(?:[-–—•*▪◦●‣➢➤►■□✓✔]|\d{1,2}[.)])\s+/u;

/** A long sentence ending like one: prose too. */
function isProse(sentence: string): boolean {
  const words = sentence.trim().split(/\s+/).length;
  return words > 12 && /[.!?]\s*$/.test(sentence.trim());
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

/** Whether a run of neighbouring fields (at most eight) reads as `target`. */
function holds(fields: string[], joins: string[], target: string): boolean {
  for (let from = 0; from < fields.length; from += 1) {
    for (let to = from; to < fields.length && to - from < 8; to += 1) {
      if (joined(fields, joins, from, to) === target) return true;
    }
  }
  return false;
}

export class TextFields {
  /** Per line, the fields of each of its sentences that is not prose. */
  private readonly lines: { fields: string[]; joins: string[] }[][];

  constructor(readonly text: string) {
    this.lines = text.split(/\r\n?|\n/).map((line) =>
      line.trim() === '' || BULLET.test(line)
        ? []
        : splitSentences(line)
            .filter((sentence) => !isProse(sentence))
            .map(fieldsOf),
    );
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
    for (const [n, sentences] of this.lines.entries()) {
      if (sentences.some(({ fields, joins }) => holds(fields, joins, target))) found.push(n);
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
