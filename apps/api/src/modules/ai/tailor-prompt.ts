import type { AiJob } from '@applypilot/contracts';
import {
  UNTRUSTED_JOB_RULE,
  untrustedJobBlock,
  type ResumeData,
  type TailorResumeRequest,
} from '@applypilot/resume';

/**
 * The tailoring prompt (decision 026). The rules name what may change and what may not, in the same terms the
 * faithfulness check enforces afterwards; the check, not the prompt, is what keeps an answer honest.
 */
const TAILOR_RULES = `You tailor a job seeker's resume to one job posting. You work for the job seeker, and an employer will read the result, so it must stay true.

You MAY:
- rephrase and reorder the bullet points within each entry so the ones most relevant to the job come first, using the job's vocabulary where the resume supports it;
- shorten or drop bullet points that do not help for this job (never add new ones: at most as many bullet points per entry as the original has);
- rewrite the summary around the job, using only facts that the resume states;
- reorder the skills, move skills between the original categories, and drop skills that do not matter for this job;
- reorder and drop technologies (tags) of an entry.

You MUST NOT:
- add, remove, rename or reorder employers, organizations, schools, projects or other entries, or add sections or a summary the resume does not have;
- change any job title, company, organization, school, degree, date, duration, location, score, GPA or contact detail: copy them character for character;
- add any number (years, percentages, money, counts, team sizes) that the resume does not state, or change one;
- add any skill, tool, technology, certification or language the resume does not list, even if the job asks for it;
- claim experience, responsibilities or results the resume does not state.

If the job asks for something the resume does not show, leave it out. Keep every entry's "id" as given. Answer with the whole resume as JSON in the given schema, nothing else.`;

/** The rules, then how to read the job posting's block: it comes last so nothing after it can reframe it. */
export const TAILOR_SYSTEM = `${TAILOR_RULES}

${UNTRUSTED_JOB_RULE}`;

export const TEXT_TAILOR_SYSTEM = `${TAILOR_RULES}

The resume is given as plain text. Put it into the JSON schema: contact details into "personal", a summary (only if the text has one) into "summary", and the text's jobs, schools, projects, leadership roles and skill lists into their sections. Copy employers, titles, schools, degrees, dates, locations, scores and skills exactly as the text writes them; use "" for anything the text does not say.

${UNTRUSTED_JOB_RULE}`;

const text = { type: 'string' } as const;
const texts = { type: 'array', items: text } as const;
const object = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});
const details = { duration: text, location: text, description: text, bullets: texts, tags: texts };
const projectEntry = object({ id: text, title: text, subtitle: text, ...details });

/** JSON Schema of ResumeData (custom sections are project-shaped, under their own keys). */
export const RESUME_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: {
    personal: {
      type: 'array',
      items: object({
        id: text,
        name: text,
        email: text,
        phone: text,
        github: text,
        linkedin: text,
        website: text,
      }),
    },
    summary: { type: 'array', items: object({ id: text, summaryText: text }) },
    education: {
      type: 'array',
      items: object({
        id: text,
        school: text,
        degree: text,
        duration: text,
        location: text,
        scoreType: text,
        gpa: text,
      }),
    },
    experience: { type: 'array', items: object({ id: text, company: text, title: text, ...details }) },
    projects: { type: 'array', items: projectEntry },
    leadership: { type: 'array', items: object({ id: text, organization: text, title: text, ...details }) },
    skills: { type: 'array', items: object({ id: text, category: text, skills: texts }) },
  },
  required: ['personal', 'summary', 'education', 'experience', 'projects', 'leadership', 'skills'],
  additionalProperties: { type: 'array', items: projectEntry },
};

/**
 * The job posting, all of it (title, company, description) text from a web page anyone can write: only inside the
 * delimited untrusted block, never beside the instructions (truth issue, part 1).
 */
export function jobBlock(job: AiJob): string {
  return untrustedJobBlock({ title: job.title, company: job.company, description: job.description });
}

/** The user turn: the job, then the resume (structured data without layout, or the text). */
export function tailorPrompt(request: TailorResumeRequest): { system: string; prompt: string } {
  const job = `JOB POSTING:\n${jobBlock(request.job)}`;
  if (request.resume.kind === 'text') {
    return { system: TEXT_TAILOR_SYSTEM, prompt: `${job}\n\nRESUME (plain text):\n${request.resume.text}` };
  }
  const data: ResumeData = request.resume.data;
  return { system: TAILOR_SYSTEM, prompt: `${job}\n\nRESUME (JSON):\n${JSON.stringify(data)}` };
}
