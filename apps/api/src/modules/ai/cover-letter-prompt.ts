import { COVER_LETTER_MAX_CHARS } from '@applypilot/contracts';
import {
  LETTER_ANSWER_JSON_SCHEMA,
  LetterAnswerSchema,
  MAX_LETTER_SOURCES,
  UNTRUSTED_JOB_RULE,
  structuredSources,
  textSources,
  untrustedJobBlock,
  type CoverLetterRequest,
} from '@applypilot/resume';

/**
 * The cover-letter prompt (truth issue, part 4; decision 046). The job's description is NOT sent: the letter may say
 * nothing of the company beyond its name and the job's title, so the description could only bring a prompt injection
 * and refusals. The title and company, text from a web page too, travel in the untrusted block. The resume comes as
 * numbered sources, and every sentence of the letter names the ids it rests on. As for tailoring, the check, not the
 * prompt, keeps it true.
 */
export const LETTER_SYSTEM = `You write a short cover letter for a job seeker, from their resume only. An employer will read it under the job seeker's name, so every statement must be true.

- The resume comes with ids: each sentence and bullet point has one (in its "sources" list, or in brackets before a line of a text resume), and each entry, skills group and the contact details have one in "source" (for its employer, title, dates and technologies). Answer as paragraphs of sentences; every sentence lists in "sources" the ids of the resume parts it states (at most ${MAX_LETTER_SOURCES}), and says only what those parts say: their facts, their numbers with the same units and things counted, their words. The greeting, the sentence naming the job you apply for, thanks and the closing cite nothing, and say nothing about the candidate's experience.
- Name the job only as the job applied for: "the <title> role at <company>", "apply for the <title> position", "join <company>". Never use the company or the job title as a fact about the candidate ("As a <title> …", "I worked at <company>") unless a cited part says exactly that, and say nothing else about the company: not what it does, its products, customers, mission, values, culture, size, growth, reputation or industry.
- Never add a number, name, skill, technology, tool, certification, language, clearance, degree, school, employer, quality ("strong", "expert") or claim the parts you cite do not state, and never a stronger verb than the resume's.
- No date, address, placeholder (such as [Name]) or contact details other than the resume's.
- 3 or 4 short paragraphs: the first opens with a greeting sentence ("Dear Hiring Manager,"); the last is the closing ("Sincerely,") and the candidate's name as two sentences. No markdown. At most ${Math.floor(COVER_LETTER_MAX_CHARS * 0.7)} characters in all.
Answer with JSON only: {"paragraphs": [{"sentences": [{"text": "...", "sources": ["S3"]}]}]}.

${UNTRUSTED_JOB_RULE}`;

export const LETTER_JSON_SCHEMA = LETTER_ANSWER_JSON_SCHEMA;

/** Loose on purpose: a letter over the limit is refused by the check with a message, not as unreadable output. */
export const ModelLetterSchema = LetterAnswerSchema;

export function letterPrompt(request: CoverLetterRequest): string {
  const job = `JOB:\n${untrustedJobBlock({ title: request.job.title, company: request.job.company })}`;
  if (request.resume.kind === 'text') {
    return `${job}\n\nRESUME (plain text, numbered):\n${textSources(request.resume.text).numbered}`;
  }
  return `${job}\n\nRESUME (JSON):\n${JSON.stringify(structuredSources(request.resume.data).sourced)}`;
}

/** Plain text as the contract says: Unix line ends, no trailing spaces, paragraphs split by exactly one blank line. */
export function normaliseLetter(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
