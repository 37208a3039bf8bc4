/**
 * What the answer model is asked (decision 030). Section 7 says "the prompt template followed by the transcript":
 * the template is the user's instructions, then their persona (the resume's text) and the job context, each under a
 * plain heading so the model can tell them apart, then the question last, where it weighs most.
 */
import type { InterviewSettings } from '../../../lib/interview/settings';

type PromptSettings = Pick<InterviewSettings, 'aiInstructions' | 'cvContent' | 'additionalDetails'>;

function context(settings: PromptSettings): string[] {
  const sections = [settings.aiInstructions.trim()];
  if (settings.cvContent.trim()) sections.push(`My resume:\n${settings.cvContent.trim()}`);
  if (settings.additionalDetails.trim())
    sections.push(`The job I am interviewing for:\n${settings.additionalDetails.trim()}`);
  return sections;
}

export function buildAnswerPrompt(settings: PromptSettings, question: string): string {
  return [
    ...context(settings),
    `The interviewer asked:\n${question.trim()}`,
    'Write my spoken answer to this question now, in the first person, ready to read aloud.',
  ].join('\n\n');
}

/** Analyze: the image is the shared tab (often a coding task or a question in a meeting's chat). */
export function buildScreenPrompt(settings: PromptSettings): string {
  return [
    ...context(settings),
    'The image is the screen the interviewer shared with me. If it shows a question, a task or code to discuss, ' +
      'answer it as I would, in the first person, ready to read aloud; for code, give the approach first, then the ' +
      'code. If it shows no question, say briefly what matters on it for the interview.',
  ].join('\n\n');
}
