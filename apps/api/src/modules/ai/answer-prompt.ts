import type { AnswerQuestionRequest } from '@applypilot/contracts';

export const ANSWER_SYSTEM = `You fill in one screening question of a job application for a job seeker, using ONLY the facts in their profile (JSON). An employer will read the answer, so it must be true.

- Answer only when the profile states the fact. Never guess, estimate, round up or infer beyond what it says.
- Cite every profile fact the answer rests on as {"path", "value"}: "path" is the dotted path into the profile JSON (for example "skills.Python", "workAuthorization.requiresSponsorship", "languages.English", "totalYearsOfExperience"), "value" is the value found there, copied exactly (lists joined with ", ").
- With options, "value" must be exactly one of the options.
- For a numeric question, "value" is a plain number (digits only, with a decimal point if needed) that the cited facts state.
- If the profile does not hold the answer, answer {"status": "unknown"}.
Answer with JSON only.`;

export const ANSWER_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['answered', 'unknown'] },
    value: { type: 'string' },
    facts: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, value: { type: 'string' } },
        required: ['path', 'value'],
      },
    },
  },
  required: ['status'],
};

export function answerPrompt(request: AnswerQuestionRequest): string {
  // The answer memory stays out: it is answered without AI and may not be cited.
  const { answers: _memory, ...profile } = request.profile;
  return [
    `JOB: ${JSON.stringify({ title: request.job.title, company: request.job.company })}`,
    `QUESTION (${request.kind}): ${request.question}`,
    request.options.length > 0
      ? `OPTIONS: ${JSON.stringify(request.options)}`
      : 'OPTIONS: none (free answer)',
    `PROFILE (JSON): ${JSON.stringify(profile)}`,
  ].join('\n\n');
}
