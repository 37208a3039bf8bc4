import { COVER_LETTER_MAX_CHARS } from '@applypilot/contracts';
import type { ResumeData } from '../model/resume-data';
import { jobMentions, jobNamingTokens } from './job-mentions';
import type { Analysis } from './nlp';
import { LETTER_WORDS } from './letter-words';
import { Provenance } from './provenance';
import { letterText } from './sourced-answer';
import { structuredSources, textSources, type SourcedSentence } from './sources';
import type { SentenceProblems } from './provenance';
import { checkWritten, quote } from './written';

/**
 * Whether a cover letter tells only what the resume tells (truth issue, part 4; decision 046). Every sentence cites the
 * resume parts it rests on (any part: a letter tells the whole resume) and says nothing they do not say
 * (provenance.ts), apart from the plain words of any letter (letter-words.ts) and the user's own name and contact
 * details. A sentence that cites nothing (the greeting, "I am writing to apply for…", the closing) may use only those.
 * The job's title and company count as no claim only where the letter names the job (job-mentions.ts): "As a
 * <title> with …" or "I worked at <company>" must rest on the resume like any other words. `why` completes "The
 * cover letter was rejected because it …". Pure.
 */

export type LetterResume = { kind: 'structured'; data: ResumeData } | { kind: 'text'; text: string };

export interface LetterJob {
  title: string;
  company: string;
}

export type LetterVerdict = { ok: true; letter: string } | { ok: false; why: string };

/** A letter sentence may cite at most this many parts of the resume. */
export const MAX_LETTER_SOURCES = 6;

/** The user's name and contact details: a letter signs off with them, and they state nothing about the user. */
function ownDetails(resume: LetterResume): { words: string[]; details: string[] } {
  if (resume.kind === 'text') {
    // A text resume opens with the user's name, as a rule; a short first line is taken for it.
    const first = resume.text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
    const words = first.trim().split(/\s+/);
    return { words: words.length <= 4 ? words : [], details: [] };
  }
  const personal = resume.data.personal[0];
  if (!personal) return { words: [], details: [] };
  const details = [
    personal.email,
    personal.phone,
    personal.github,
    personal.linkedin,
    personal.website,
  ].filter((value): value is string => typeof value === 'string' && value.trim().length >= 3);
  return { words: personal.name.trim().split(/\s+/), details: details.map((detail) => detail.trim()) };
}

/**
 * The refusal for a sentence that uses the job's company or title as a claim about the user ("I previously worked at
 * Acme", "As a Software Engineer with Active Secret Clearance, I …"): a mention of either that does not name the job,
 * with words nothing cited says.
 */
function jobAsClaim(job: LetterJob, read: (text: string) => Analysis) {
  const wordsOf = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w !== ''),
    );
  return (problems: SentenceProblems, text: string): string | undefined => {
    const { claims } = jobMentions(read(text), job, (name) => read(name).tokens);
    const said = [...problems.words, ...problems.names.map((name) => name.name)];
    for (const claim of claims) {
      const words = wordsOf(claim.text);
      const word = said.find((item) => [...wordsOf(item)].some((w) => words.has(w)));
      if (word === undefined) continue;
      const what = claim.kind === 'company' ? "the job's company" : "the job's title";
      return `made a claim with ${what} that your resume does not support (${word}): ${quote(text)}`;
    }
    return undefined;
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function checkCoverLetter(
  resume: LetterResume,
  paragraphs: SourcedSentence[][],
  job: LetterJob,
  maxChars: number = COVER_LETTER_MAX_CHARS,
): LetterVerdict {
  const letter = letterText(paragraphs).trim();
  if (letter === '') return { ok: false, why: 'was empty' };
  if (letter.length > maxChars) return { ok: false, why: `was longer than ${maxChars} characters` };

  const { units } = resume.kind === 'structured' ? structuredSources(resume.data) : textSources(resume.text);
  const own = ownDetails(resume);
  const allowed = new Set([...LETTER_WORDS, ...own.words.map((word) => word.toLowerCase())]);
  const provenance = new Provenance();
  const read = (text: string) => provenance.reader.read(text).analysis.tokens;
  // Contact details in a sign-off are the user's own, not numbers or names they claim.
  const withoutDetails = (text: string) =>
    own.details.reduce((out, detail) => out.replace(new RegExp(escape(detail), 'gi'), ' '), text);
  const explain = jobAsClaim(job, (text) => provenance.reader.read(withoutDetails(text)).analysis);
  for (const sentence of paragraphs.flat()) {
    const why = checkWritten(
      sentence,
      units,
      {
        may: () => true,
        max: MAX_LETTER_SOURCES,
        uncited: true,
        allowed,
        skip: (analysis) => jobNamingTokens(analysis, job, read),
        readAs: withoutDetails,
        explain,
      },
      provenance,
    );
    if (why !== undefined) return { ok: false, why };
  }
  return { ok: true, letter };
}
