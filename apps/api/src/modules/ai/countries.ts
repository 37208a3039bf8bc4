import { containsPhrase, canonical } from '@applypilot/resume';

/**
 * Countries named in a text (truth issue, part 2): a work-authorisation or sponsorship answer holds only for the job's
 * country, so the server finds it in the question ("authorized to work in the United States?") or the job's location,
 * and compares it with the profile's `authorizedCountries`. A country is identified by its English name as ICU writes
 * it ("United States", "Türkiye"); the names come from Intl.DisplayNames, the common other names from the list below.
 */

/** Region codes that are no country, or old codes of one that has another. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'ZZ', 'XA', 'XB', 'QO', 'AQ', 'BV', 'HM', 'CP', 'DG', 'TA']);

/** Other names people write, by the ICU name. */
const ALIASES: Record<string, string[]> = {
  'United States': ['United States of America'],
  'United Kingdom': ['Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  'United Arab Emirates': ['Emirates', 'Dubai', 'Abu Dhabi'],
  Netherlands: ['Holland', 'The Netherlands'],
  Türkiye: ['Turkey', 'Turkiye'],
  Czechia: ['Czech Republic'],
  'South Korea': ['Republic of Korea'],
  'Hong Kong SAR China': ['Hong Kong'],
  'Macao SAR China': ['Macau', 'Macao'],
  'Myanmar (Burma)': ['Myanmar', 'Burma'],
  'Côte d’Ivoire': ["Cote d'Ivoire", 'Ivory Coast'],
  Russia: ['Russian Federation'],
  Vietnam: ['Viet Nam'],
  India: ['Bharat'],
  Singapore: ['Republic of Singapore'],
};

/** Abbreviations, matched only in capitals ("us" is a pronoun). */
const ABBREVIATIONS: [RegExp, string][] = [
  [/(?<![\p{L}.])(?:USA|U\.S\.A\.?|US|U\.S\.)(?![\p{L}])/u, 'United States'],
  [/(?<![\p{L}.])(?:UK|U\.K\.)(?![\p{L}])/u, 'United Kingdom'],
  [/(?<![\p{L}.])(?:UAE|U\.A\.E\.?)(?![\p{L}])/u, 'United Arab Emirates'],
];

/** Names that are also a US state or a person's name: found, they make the country unknown rather than wrong. */
const AMBIGUOUS = new Set(['georgia', 'jersey', 'chad', 'jordan']);
export const AMBIGUOUS_COUNTRY = '(ambiguous)';

/** US state codes after a comma, as locations write them ("Austin, TX"). */
const US_STATE = new RegExp(
  `,\\s*(?:${'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
    .split(' ')
    .join('|')})\\b`,
);

/** Every name (lower case) → the country's ICU name. */
const BY_NAME: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>();
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      let name: string | undefined;
      try {
        name = display.of(code);
      } catch {
        name = undefined;
      }
      if (!name || name === code) continue;
      names.set(canonical(name), name);
      if (name.includes('&')) names.set(canonical(name.replace(/&/g, 'and')), name);
      if (name.startsWith('St. ')) names.set(canonical(name.replace(/^St\. /, 'Saint ')), name);
    }
  }
  for (const [name, aliases] of Object.entries(ALIASES)) {
    for (const alias of aliases) names.set(canonical(alias), name);
  }
  return names;
})();

/** The country a value of `authorizedCountries` names ("USA", "india"), if it names one. */
export function countryNamed(value: string): string | undefined {
  const key = canonical(value).replace(/\.$/, '');
  const direct = BY_NAME.get(key);
  if (direct) return direct;
  for (const [pattern, name] of ABBREVIATIONS) {
    if (pattern.test(value.trim().toUpperCase()) && value.trim().length <= 6) return name;
  }
  return undefined;
}

/**
 * The countries a text names, by ICU name; AMBIGUOUS_COUNTRY among them when a name could mean something else.
 * `location`: the text is a job location, where ", TX" means the United States.
 */
export function countriesIn(text: string, options: { location?: boolean } = {}): Set<string> {
  const found = new Set<string>();
  for (const [key, name] of BY_NAME) {
    if (containsPhrase(text, key)) found.add(AMBIGUOUS.has(key) ? AMBIGUOUS_COUNTRY : name);
  }
  for (const [pattern, name] of ABBREVIATIONS) if (pattern.test(text)) found.add(name);
  if (options.location && US_STATE.test(text)) found.add('United States');
  return found;
}
