import { MESSAGES, type AutomationProfile } from '@applypilot/contracts';
import { realOptions, UNKNOWN, type Answer, type Question } from '../answers/question';
import type { JobView } from '../engine/types';
import { aiJob, type AiClient } from './ai-client';

/** "How many years of Kotlin…": enough of a question to recognise it in a log line. */
export function shortQuestion(label: string, max = 40): string {
  const text = label.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  if (text[max] === ' ') return `${cut}…`;
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Screening questions the profile and the answer memory cannot answer, asked of the server's AI (decision 027). An
 * answer is used only when it rests on profile facts (the server checks them) and, for a question with options, names
 * one of them; everything else is unknown and the job goes to the needs-answer queue as before. AI answers are not
 * written to the answer memory: the next run derives them from the profile again, so an edited profile is never
 * shadowed by an old AI answer.
 */
export class AiAnswerer {
  /** Set when the server has no AI: no more calls this run. */
  private off = false;

  constructor(
    private readonly deps: { ai: AiClient; profile: AutomationProfile; log: (message: string) => void },
  ) {}

  async answer(question: Question, job: JobView): Promise<Answer> {
    if (this.off) return UNKNOWN;
    const { ai, profile, log } = this.deps;
    const options = realOptions(question.options)
      .slice(0, 200)
      .map((o) => o.slice(0, 500));
    const result = await ai.answerQuestion({
      question: question.label.slice(0, 2000),
      kind: question.kind,
      options,
      job: aiJob(job),
      profile,
    });
    if (result.kind === 'failed') {
      if (result.status === 503 && result.message === MESSAGES.aiNotConfigured) {
        this.off = true;
        log(`AI answers are off for this run: ${result.message}`);
      } else log(`No AI answer for '${shortQuestion(question.label)}': ${result.message}`);
      return UNKNOWN;
    }
    const answer = result.value;
    if (answer.status !== 'answered' || answer.facts.length === 0) return UNKNOWN;
    const shaped = shape(answer.value, question, options);
    if (shaped.kind !== 'unknown')
      log(`Answered '${shortQuestion(question.label)}' from your profile: ${answer.value}`);
    return shaped;
  }
}

/** The answer as the field takes it; a value that is not one of the options is no answer at all. */
function shape(value: string, question: Question, options: string[]): Answer {
  if (options.length > 0) {
    const wanted = value.trim().toLowerCase();
    const option = options.find((o) => o.trim().toLowerCase() === wanted);
    if (!option) return UNKNOWN;
    return question.kind === 'checkbox' ? { kind: 'choices', options: [option] } : { kind: 'choice', option };
  }
  if (question.kind === 'checkbox' || question.kind === 'radio' || question.kind === 'select') return UNKNOWN;
  return { kind: 'text', value: value.trim() };
}
