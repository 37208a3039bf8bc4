import { COVER_LETTER_MAX_CHARS } from '@applypilot/contracts';
import { UNTRUSTED_JOB_RULE, untrustedJobBlock, type CoverLetterRequest } from '@applypilot/resume';
import { z } from 'zod';

/**
 * The cover-letter prompt (truth issue, part 4). The job's description is NOT sent: the letter may say nothing of the
 * company beyond its name and the job's title, and every word of a posting the resume lacks would be refused by the
 * check anyway, so the description could only bring a prompt injection and refusals. The title and company, text
 * from a web page too, travel in the untrusted block. As for tailoring, the check, not the prompt, keeps it true.
 */
export const LETTER_SYSTEM = `You write a short cover letter for a job seeker, from their resume only. An employer will read it under the job seeker's name, so every statement must be true.

- Use only facts the resume states: its employers, titles, schools, projects, skills, technologies and results, with their numbers exactly as the resume writes them.
- Name the company and the job title exactly as given, and say nothing else about the company: not what it does, its products, customers, mission, values, culture, size, growth, reputation or industry.
- Never add a number, name, skill, technology, tool, certification, language, clearance, degree, school, employer or claim the resume does not state.
- No date, address, placeholder (such as [Name]) or contact details other than the resume's.
- Plain text: 3 or 4 short paragraphs separated by one blank line, a greeting ("Dear Hiring Manager,") and a closing with the candidate's name. No markdown. At most ${Math.floor(COVER_LETTER_MAX_CHARS * 0.7)} characters.
Answer with JSON only: {"letter": "..."}.

${UNTRUSTED_JOB_RULE}`;

export const LETTER_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: { letter: { type: 'string' } },
  required: ['letter'],
};

/** Loose on purpose: a letter over the limit is refused by the check with a message, not as unreadable output. */
export const ModelLetterSchema = z.object({ letter: z.string().max(100_000) });

export function letterPrompt(request: CoverLetterRequest): string {
  const job = `JOB:\n${untrustedJobBlock({ title: request.job.title, company: request.job.company })}`;
  if (request.resume.kind === 'text') return `${job}\n\nRESUME (plain text):\n${request.resume.text}`;
  return `${job}\n\nRESUME (JSON):\n${JSON.stringify(request.resume.data)}`;
}

/** Plain text as the contract says: Unix line ends, no trailing spaces, paragraphs split by exactly one blank line. */
export function normaliseLetter(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
