/** A numeric interval read from an option such as "0-1", "5+", "More than 10", "3 years" or "Immediate". */
export interface NumberRange {
  min: number;
  max: number;
  /** The unit the option is written in, when it names one. */
  unit?: Unit;
}

export type Unit = 'days' | 'weeks' | 'months' | 'years';

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;

export function unitIn(text: string): Unit | undefined {
  const t = text.toLowerCase();
  if (/\bdays?\b/.test(t)) return 'days';
  if (/\bweeks?\b/.test(t)) return 'weeks';
  if (/\bmonths?\b/.test(t)) return 'months';
  if (/\b(years?|yrs?)\b/.test(t)) return 'years';
  return undefined;
}

export function parseRange(option: string): NumberRange | undefined {
  const t = option.toLowerCase().replace(/,/g, '').trim();
  const unit = unitIn(t);
  const withUnit = (range: NumberRange): NumberRange => (unit ? { ...range, unit } : range);
  if (
    /^(immediate(ly)?|immediately available|none|no experience|0)$/.test(t.replace(/[^a-z0-9 ]/g, '').trim())
  )
    return withUnit({ min: 0, max: 0 });
  let m = t.match(new RegExp(`${NUMBER}\\s*(?:-|–|to|and)\\s*${NUMBER}`));
  if (m) return withUnit({ min: Number(m[1]), max: Number(m[2]) });
  m =
    t.match(new RegExp(`${NUMBER}\\s*\\+`)) ??
    t.match(new RegExp(`${NUMBER}\\s*(?:\\w+\\s*)?(?:or|and) (?:more|above|over)`));
  if (m) return withUnit({ min: Number(m[1]), max: Infinity });
  m = t.match(new RegExp(`(?:more than|over|above|greater than)\\s*${NUMBER}`));
  if (m) return withUnit({ min: Number(m[1]) + 1e-9, max: Infinity });
  m = t.match(new RegExp(`(?:less than|under|below|fewer than)\\s*${NUMBER}`));
  if (m) return withUnit({ min: 0, max: Number(m[1]) - 1e-9 });
  m = t.match(new RegExp(`(?:up to|upto|within|at most)\\s*${NUMBER}`));
  if (m) return withUnit({ min: 0, max: Number(m[1]) });
  m = t.match(new RegExp(`^${NUMBER}(?:\\s|$)`)) ?? t.match(new RegExp(`\\b${NUMBER}\\b`));
  if (m) return withUnit({ min: Number(m[1]), max: Number(m[1]) });
  return undefined;
}

const DAYS_PER: Record<Unit, number> = { days: 1, weeks: 7, months: 30, years: 365 };

/**
 * Converts a quantity between units. Months to weeks uses 4 weeks a month and rounds up, months to days uses 30 days
 * a month (the brief's rules); anything else goes through days.
 */
export function convert(value: number, from: Unit, to: Unit): number {
  if (from === to) return value;
  if (from === 'months' && to === 'weeks') return Math.ceil(value * 4);
  if (from === 'months' && to === 'days') return value * 30;
  if (from === 'years' && to === 'months') return value * 12;
  return (value * DAYS_PER[from]) / DAYS_PER[to];
}

/** The index of the option whose range holds the value; when none does, the nearest range within one unit. */
export function pickRange(options: readonly string[], value: number, unit?: Unit): number | undefined {
  let best: { index: number; distance: number } | undefined;
  options.forEach((option, index) => {
    const range = parseRange(option);
    if (!range) return;
    const v = unit && range.unit ? convert(value, unit, range.unit) : value;
    const distance = v < range.min ? range.min - v : v > range.max ? v - range.max : 0;
    if (!best || distance < best.distance) best = { index, distance };
  });
  return best && best.distance < 1 ? best.index : undefined;
}
