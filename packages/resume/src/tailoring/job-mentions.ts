import type { Analysis, Token } from './nlp';
import { skeleton } from './skeleton';

/**
 * The job is context, never the candidate (decision 046). A cover letter may name the job's title and company where
 * it names the job it applies for: "the Software Engineer role at Acme", "apply for the Software Engineer position",
 * "joining Acme", "Acme's Software Engineer opening", "Dear Acme hiring team". Those words are then read as no claim.
 * Anywhere else ("As a Software Engineer with Active Secret Clearance, I …", "I previously worked at Acme", "At Acme I
 * built …") they are words like any other: the resume parts the sentence cites must say them. Pure.
 */

const LEGAL_SUFFIX =
  /[\s,]+(?:inc|incorporated|ltd|limited|llc|llp|plc|pvt|private|corp|corporation|co|gmbh|ag|sa|bv|pte)\.?$/i;

/** The company as a letter may write it: in full, and without its legal suffixes ("Acme Payments Pvt. Ltd."). */
export function companyNames(company: string): string[] {
  const names = new Set<string>();
  let name = company.trim();
  while (name !== '') {
    names.add(name);
    const shorter = name.replace(LEGAL_SUFFIX, '').trim();
    if (shorter === name) break;
    name = shorter;
  }
  return [...names];
}

/** The title as a letter may write it: in full, without a bracketed part, and before a " - " or " | " note. */
export function titleNames(title: string): string[] {
  const full = title.trim();
  const unbracketed = full.replace(/\s*[([][^)\]]*[)\]]\s*/g, ' ').trim();
  const head = full.split(/\s+[-–—|]\s+|,\s*/)[0]?.trim() ?? '';
  return [...new Set([full, unbracketed, head])].filter((name) => name !== '');
}

/** Nouns that name the job itself. */
const ROLE_NOUNS = new Set([
  'role',
  'roles',
  'position',
  'positions',
  'opening',
  'openings',
  'job',
  'vacancy',
  'post',
  'posting',
  'opportunity',
  'opportunities',
]);
/** Words after which "the <title>" names the job: "apply for the …", "interest in the …". */
const TITLE_LEADS = new Set(['for', 'in']);
const DETERMINERS = new Set(['the', 'your', 'this', 'a', 'an']);

const WORDISH = new Set(['word', 'unk', 'number', 'ordinal']);
const fold = (text: string) => skeleton(text.toLowerCase());

interface Mention {
  kind: 'company' | 'title';
  /** First and last token, inclusive. */
  start: number;
  end: number;
}

/** Occurrences of any of `names` as whole word sequences (punctuation inside a name is passed over). */
function find(
  tokens: Token[],
  names: string[],
  kind: Mention['kind'],
  read: (t: string) => Token[],
): Mention[] {
  const words = tokens.map((token, i) => ({ i, key: fold(token.normal), wordish: WORDISH.has(token.type) }));
  const seq = words.filter((w) => w.wordish);
  const found: Mention[] = [];
  const patterns = names
    .map((name) =>
      read(name)
        .filter((t) => WORDISH.has(t.type))
        .map((t) => fold(t.normal)),
    )
    .filter((pattern) => pattern.length > 0)
    .sort((a, b) => b.length - a.length);
  for (let k = 0; k < seq.length; k += 1) {
    for (const pattern of patterns) {
      if (pattern.every((key, j) => seq[k + j]?.key === key)) {
        found.push({ kind, start: seq[k]!.i, end: seq[k + pattern.length - 1]!.i });
        k += pattern.length - 1;
        break;
      }
    }
  }
  return found;
}

/** The job's title and company where the letter names the job: token indices to read as no claim. */
export function jobNamingTokens(
  analysis: Analysis,
  job: { title: string; company: string },
  read: (text: string) => Token[],
): Set<number> {
  return jobMentions(analysis, job, read).framed;
}

/**
 * Every mention of the job's title or company in a sentence: the tokens of those that name the job (`framed`), and
 * the others as written, with what they name (`claims`: "As a <title> …", "worked at <company>").
 */
export function jobMentions(
  analysis: Analysis,
  job: { title: string; company: string },
  read: (text: string) => Token[],
): { framed: Set<number>; claims: { kind: 'company' | 'title'; text: string }[] } {
  const { tokens } = analysis;
  const word = (i: number) => tokens[i]?.normal ?? '';
  /** The next word after `i`, passing over closing brackets and quotes. */
  const after = (i: number) => {
    let k = i + 1;
    while (tokens[k] && /^[)\]"'”’]$/.test(tokens[k]!.text)) k += 1;
    return k;
  };
  const titles = find(tokens, titleNames(job.title), 'title', read);
  const framedTitles = titles.filter((m) => {
    if (ROLE_NOUNS.has(word(after(m.end)))) return true;
    return DETERMINERS.has(word(m.start - 1)) && TITLE_LEADS.has(word(m.start - 2));
  });
  const titleEnds = new Set(framedTitles.map((m) => m.end));
  const allCompanies = find(tokens, companyNames(job.company), 'company', read);
  const companies = allCompanies.filter((m) => {
    const before = word(m.start - 1);
    const twoBefore = word(m.start - 2);
    if (before === 'join' || before === 'joining' || before === 'dear') return true;
    if (DETERMINERS.has(before) && (twoBefore === 'join' || twoBefore === 'joining')) return true;
    if ((before === 'at' || before === 'with') && (ROLE_NOUNS.has(twoBefore) || titleEnds.has(m.start - 2)))
      return true;
    if (before === 'to' && /^(?:application|apply|applying)$/.test(twoBefore)) return true;
    const next = after(m.end);
    if (
      word(next) === "'s" &&
      (ROLE_NOUNS.has(word(next + 1)) || framedTitles.some((t) => t.start === next + 1))
    )
      return true;
    return false;
  });
  const framed = new Set<number>();
  for (const mention of [...framedTitles, ...companies]) {
    for (let i = mention.start; i <= mention.end; i += 1) framed.add(i);
  }
  const claims = [...titles, ...allCompanies]
    .filter((m) => !framed.has(m.start))
    .map((m) => ({
      kind: m.kind,
      text: tokens
        .slice(m.start, m.end + 1)
        .map((token, k) => (k === 0 ? '' : token.space) + token.text)
        .join(''),
    }));
  return { framed, claims };
}
