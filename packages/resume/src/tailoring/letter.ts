import { COVER_LETTER_MAX_CHARS } from '@applypilot/contracts';
import type { ResumeData } from '../model/resume-data';
import { factTexts, type Faithfulness } from './faithfulness';
import { LETTER_WORDS } from './letter-words';
import type { Token } from './nlp';
import {
  distinct,
  factsOf,
  listed,
  newWords,
  Reader,
  unstatedQuantities,
  type Facts,
  type Reading,
} from './prose';

/**
 * Whether a cover letter tells only what the resume tells (truth issue, part 4). The letter may name the job's
 * company and title (exactly those phrases) and use the plain words of any letter (letter-words.ts); beyond that:
 * - every quantity must be one the resume states, with its unit and magnitude (anywhere on it);
 * - nothing may be named that the resume does not name (technologies, certifications, languages, clearances,
 *   degrees, schools, organisations, titles, proper nouns; the tailoring's vocabulary check, prose.ts);
 * - no word of the job description that the resume lacks;
 * - a sentence about the employer ("you", "your", the company's name) may use only the resume's words: the letter
 *   makes no claim about the company beyond its name and the job title.
 * `why` completes "The cover letter was rejected because it …". Pure.
 */

export type LetterResume = { kind: 'structured'; data: ResumeData } | { kind: 'text'; text: string };

export interface LetterJob {
  title: string;
  company: string;
  /** What the posting says; its words the resume lacks are refused (the letter's prompt does not carry it). */
  description?: string;
}

const OK: Faithfulness = { ok: true };
const reject = (why: string): Faithfulness => ({ ok: false, why });

/** Where the job's own names stand in the letter while it is read: plain words of every letter. */
const COMPANY_STAND_IN = 'the employer';
const TITLE_STAND_IN = 'the position';

/** Words that make a sentence one about the employer. */
const ABOUT_EMPLOYER = new Set(['employer', 'you', 'your', 'yours', "you're", 'yourself']);

/** Parts of speech that carry content: the words a claim is made of. */
const CONTENT = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'X']);

const LEGAL_SUFFIX =
  /[\s,]+(?:inc|incorporated|ltd|limited|llc|llp|plc|pvt|private|corp|corporation|co|gmbh|ag|sa|bv|pte)\.?$/i;

/** The company as a letter may write it: in full, and without its legal suffixes ("Acme Payments Pvt. Ltd."). */
function companyNames(company: string): string[] {
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
function titleNames(title: string): string[] {
  const full = title.trim();
  const unbracketed = full.replace(/\s*[([][^)\]]*[)\]]\s*/g, ' ').trim();
  const head = full.split(/\s+[-–—|]\s+|,\s*/)[0]?.trim() ?? '';
  return [...new Set([full, unbracketed, head])];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every whole-phrase occurrence of `phrases` (any case) replaced by `by`, longest first. */
function replacePhrases(text: string, phrases: string[], by: string): string {
  let out = text;
  for (const phrase of [...phrases].filter((p) => p.length >= 2).sort((a, b) => b.length - a.length)) {
    const pattern = escape(phrase).replace(/\s+/g, '\\s+');
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'giu'), by);
  }
  return out;
}

/** The resume's facts: names from everything, quantities from all but the contact details (a phone is no fact). */
function resumeFacts(resume: LetterResume, reader: Reader): Facts {
  if (resume.kind === 'text') return factsOf([reader.read(resume.text)]);
  const read = (texts: string[]) => texts.map((text) => reader.read(text));
  const personal = read(resume.data.personal.flatMap(factTexts));
  const rest = read(
    Object.keys(resume.data)
      .filter((key) => key !== 'personal')
      .flatMap((key) => (resume.data[key] ?? []).flatMap((entry) => factTexts(entry))),
  );
  return { ...factsOf([...personal, ...rest]), quantities: factsOf(rest).quantities };
}

/** Contact details of a structured resume: a letter may sign off with them (they are not numbers it claims). */
function contactDetails(resume: LetterResume): string[] {
  if (resume.kind === 'text') return [];
  return resume.data.personal.flatMap((entry) =>
    [entry.email, entry.phone, entry.github, entry.linkedin, entry.website].filter(
      (value): value is string => typeof value === 'string' && value.trim().length >= 3,
    ),
  );
}

const knownTo = (token: Token, facts: Facts) =>
  facts.words.has(token.normal) ||
  facts.words.has(token.lemma) ||
  (token.normal.length > 2 && token.normal.endsWith('s') && facts.words.has(token.normal.slice(0, -1)));

const isContent = (token: Token, reading: Reading, i: number) =>
  token.type === 'word' && CONTENT.has(token.pos) && !reading.used.has(i) && /\p{L}/u.test(token.text);

/** Sentences as token ranges [start, end). */
function sentences(tokens: Token[]): [number, number][] {
  const starts = tokens.flatMap((token, i) => (i === 0 || token.sentenceStart ? [i] : []));
  return starts.map((start, k) => [start, starts[k + 1] ?? tokens.length]);
}

export function checkCoverLetter(
  resume: LetterResume,
  letter: string,
  job: LetterJob,
  maxChars: number = COVER_LETTER_MAX_CHARS,
): Faithfulness {
  const text = letter.trim();
  if (text === '') return reject('was empty');
  if (text.length > maxChars) return reject(`was longer than ${maxChars} characters`);

  const company = job.company.trim();
  let prepared = replacePhrases(text, companyNames(company), COMPANY_STAND_IN);
  prepared = replacePhrases(prepared, titleNames(job.title), TITLE_STAND_IN);
  prepared = replacePhrases(prepared, contactDetails(resume), ' ');

  const reader = new Reader();
  const facts = resumeFacts(resume, reader);
  const whole: Facts = { ...facts, words: new Set([...facts.words, ...LETTER_WORDS]) };
  const readings = prepared
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => reader.read(paragraph));

  const unstated = distinct(
    readings.flatMap((r) => unstatedQuantities(r, whole.quantities).map((q) => q.text)),
  );
  if (unstated.length > 0) {
    return reject(
      `added ${unstated.length === 1 ? 'a number that is' : 'numbers that are'} not on your resume (${listed(unstated)})`,
    );
  }
  const added = readings.flatMap((reading) => newWords(reading, whole).added);
  if (added.length > 0) return reject(`added words that are not on your resume (${listed(added)})`);

  const description = job.description?.trim() ? factsOf([reader.read(job.description)]) : undefined;
  if (description) {
    const borrowed = readings.flatMap((reading) =>
      reading.analysis.tokens.flatMap((token, i) =>
        isContent(token, reading, i) && !knownTo(token, whole) && knownTo(token, description)
          ? [token.text]
          : [],
      ),
    );
    if (borrowed.length > 0) {
      return reject(`used words from the job description that are not on your resume (${listed(borrowed)})`);
    }
  }

  const claims: string[] = [];
  for (const reading of readings) {
    const tokens = reading.analysis.tokens;
    for (const [start, end] of sentences(tokens)) {
      const span = tokens.slice(start, end);
      if (!span.some((token) => ABOUT_EMPLOYER.has(token.normal))) continue;
      for (let i = start; i < end; i += 1) {
        const token = tokens[i]!;
        if (isContent(token, reading, i) && !knownTo(token, whole)) claims.push(token.text);
      }
    }
  }
  if (claims.length > 0) {
    const about = company === '' ? 'the company' : company;
    return reject(`said something about ${about} that your resume does not support (${listed(claims)})`);
  }
  return OK;
}
