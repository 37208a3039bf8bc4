import { normaliseText } from './normalise';

/**
 * Country names come from the ICU data built into Node (Intl.DisplayNames), so the engine recognises any country a
 * question names without a list of our own to keep up to date. Groupings that are not countries are left out.
 */
const NOT_COUNTRIES = /union|nations|oceania|outlying|pseudo|world|europe$|latin america/i;

let known: string[] | undefined;

/** Canonical (normalised) names of every country, longest first so "south sudan" wins over "sudan". */
export function knownCountries(): string[] {
  if (known) return known;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const found = new Set<string>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      let name: string | undefined;
      try {
        name = names.of(code);
      } catch {
        continue;
      }
      if (!name || name === code || /unknown/i.test(name) || NOT_COUNTRIES.test(name)) continue;
      found.add(normaliseText(name).replace(/^the /, ''));
    }
  }
  known = [...found].sort((x, y) => y.length - x.length);
  return known;
}

/** Abbreviations are only trusted in capitals: "us" in "work for us" is a pronoun, "US" is a country. */
const ABBREVIATIONS: [RegExp, string][] = [
  [/\bU\.?S\.?A?\b\.?/, 'united states'],
  [/\bU\.K\.?|\bUK\b/, 'united kingdom'],
  [/\bUAE\b/, 'united arab emirates'],
];
/** Visas that name their country: an H-1B question asks about the United States. */
const VISA_HINTS: [RegExp, string][] = [
  [/\bH-?1-?B\b|\bgreen card\b|\bOPT\b|\bSTEM OPT\b|\bEAD\b/i, 'united states'],
  [/\bskilled worker visa\b|\btier 2\b/i, 'united kingdom'],
];

/** Words that introduce an example rather than the subject of a question. */
const EXAMPLE = String.raw`(?:e\.?\s?g\.?|eg|such as|for example|for instance|including)`;
// "like" introduces an example only inside brackets: "Would you like sponsorship in the UK?" is about the UK.
const EXAMPLE_IN_BRACKETS = new RegExp(String.raw`[(\[]\s*(?:${EXAMPLE}|like)[^)\]]*[)\]]`, 'gi');
const EXAMPLE_CLAUSE = new RegExp(String.raw`(?:^|[\s,;:–—-])${EXAMPLE}[\s,:]+[^?;()]*`, 'gi');

/**
 * The question without its examples: "Will you require sponsorship (e.g. H-1B)?" names a visa only to illustrate, so
 * it does not move the question to the United States; the job's own country decides.
 */
export function withoutExamples(rawLabel: string): string {
  return rawLabel.replace(EXAMPLE_IN_BRACKETS, ' ').replace(EXAMPLE_CLAUSE, ' ').replace(/\s+/g, ' ').trim();
}

/** The country a question is about, if it names one (by name, capital abbreviation or a country's visa). */
export function countryNamedIn(rawLabel: string, canonical: (name: string) => string): string | undefined {
  const label = ` ${normaliseText(rawLabel)} `;
  const byName = knownCountries().find((country) => label.includes(` ${country} `));
  if (byName) return canonical(byName);
  for (const [pattern, country] of [...ABBREVIATIONS, ...VISA_HINTS])
    if (pattern.test(rawLabel)) return country;
  return undefined;
}
