import type { AiJob } from '@applypilot/contracts';
import {
  MAX_ENTRY_SOURCES,
  MAX_SUMMARY_SOURCES,
  TAILORING_ANSWER_JSON_SCHEMA,
  UNTRUSTED_JOB_RULE,
  structuredSources,
  textSources,
  untrustedJobBlock,
  type TailorResumeRequest,
} from '@applypilot/resume';

/**
 * The tailoring prompt (decisions 026 and 046). The resume reaches the model as numbered sources: every sentence,
 * bullet, entry's fields and skills group has an id, and every sentence the model writes names the ids it rests on.
 * The rules say what may change in the same terms the check enforces afterwards; the check, not the prompt, is what
 * keeps an answer honest.
 */
const TAILOR_RULES = `You tailor a job seeker's resume to one job posting. You work for the job seeker, and an employer will read the result, so it must stay true.

Every sentence you write rests on parts of the resume, and you name them. The resume comes with ids: each sentence and bullet point has one (in its "sources" list), and each entry, skills group and the contact details have one in "source" (it stands for that entry's employer, title, dates, location and technologies). For every sentence you write (each bullet point, each sentence of a summary or description), "sources" lists the ids of the resume parts it says: its own id when you keep or reword one sentence, two ids when you merge two. A bullet point or description sentence may cite only parts of its own entry (at most ${MAX_ENTRY_SOURCES}); it may use its entry's employer, title, dates and technologies without citing them. A summary sentence may cite any part (at most ${MAX_SUMMARY_SOURCES}). A sentence may say only what the parts it cites say: the same facts, the same numbers with the same units and the same things counted, and their words (you may change word forms, order and grammar, drop words, and use plain connecting words).

You MAY:
- rephrase and reorder the bullet points within each entry so the ones most relevant to the job come first, using the job's vocabulary only where the cited parts say the same;
- shorten, merge or drop bullet points that do not help for this job (never add new ones: at most as many bullet points per entry as the original has);
- rewrite the summary around the job, from the parts of the resume you cite;
- reorder the skills, move skills between the original categories, and drop skills that do not matter for this job;
- reorder and drop technologies (tags) of an entry.

You MUST NOT:
- add, remove, rename or reorder employers, organizations, schools, projects or other entries, or add sections or a summary the resume does not have;
- change any job title, company, organization, school, degree, date, duration, location, score, GPA or contact detail: copy them character for character;
- add any number (years, percentages, money, counts, team sizes), or make one a lower bound ("over", "more than", "+") that the resume states exactly;
- add any skill, tool, technology, certification, clearance, language, employer, school or claim that the parts you cite do not state, even if the job asks for it; never use a stronger verb than the resume's ("led" for "mentored", "won" for "organised");
- write in another language than the resume's.

If the job asks for something the resume does not show, leave it out. Keep every entry's "id" and "source" as given. Answer with the whole resume as JSON in the given schema, nothing else.`;

/** The rules, then how to read the job posting's block: it comes last so nothing after it can reframe it. */
export const TAILOR_SYSTEM = `${TAILOR_RULES}

${UNTRUSTED_JOB_RULE}`;

export const TEXT_TAILOR_SYSTEM = `${TAILOR_RULES}

The resume is given as plain text, one sentence a line after its id in brackets ("[L12] …"); cite those ids. Put it into the JSON schema: contact details into "personal", a summary (only if the text has one) into "summary", and the text's jobs, schools, projects, leadership roles and skill lists into their sections. Copy employers, titles, schools, degrees, dates, locations, scores and skills exactly as the text writes them, each as the whole of what stands between commas, bars or dashes in one line (never part of a longer name: "Google" is not an employer of a resume that lists "Google Cloud"); use "" for anything the text does not say. A bullet point may cite only lines from its entry's own title line to the next entry.

${UNTRUSTED_JOB_RULE}`;

/** JSON Schema of the answer: the resume with `{text, sources}` sentences (packages/resume, sourced-answer.ts). */
export const RESUME_JSON_SCHEMA = TAILORING_ANSWER_JSON_SCHEMA;

/**
 * The job posting, all of it (title, company, description) text from a web page anyone can write: only inside the
 * delimited untrusted block, never beside the instructions (truth issue, part 1).
 */
export function jobBlock(job: AiJob): string {
  return untrustedJobBlock({ title: job.title, company: job.company, description: job.description });
}

/**
 * The user turn: the job, then the resume, last. A builder resume is shown in the answer's own shape, each sentence
 * citing its own id (so, unchanged, it is a faithful answer); a text resume as its numbered sentences.
 */
export function tailorPrompt(request: TailorResumeRequest): { system: string; prompt: string } {
  const job = `JOB POSTING:\n${jobBlock(request.job)}`;
  if (request.resume.kind === 'text') {
    const { numbered } = textSources(request.resume.text);
    return { system: TEXT_TAILOR_SYSTEM, prompt: `${job}\n\nRESUME (plain text, numbered):\n${numbered}` };
  }
  const { sourced } = structuredSources(request.resume.data);
  return { system: TAILOR_SYSTEM, prompt: `${job}\n\nRESUME (JSON):\n${JSON.stringify(sourced)}` };
}
