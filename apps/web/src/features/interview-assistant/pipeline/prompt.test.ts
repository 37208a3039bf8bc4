import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_INSTRUCTIONS } from '@applypilot/contracts';
import { buildAnswerPrompt, buildScreenPrompt } from './prompt';

const settings = {
  aiInstructions: DEFAULT_AI_INSTRUCTIONS,
  cvContent: '  Priya Raman, release manager  ',
  additionalDetails: 'Senior release engineer at Acme',
};

describe('prompt', () => {
  it('puts the instructions, the resume, the job and then the question, in that order', () => {
    const prompt = buildAnswerPrompt(settings, '  Why Acme? ');
    const order = [
      DEFAULT_AI_INSTRUCTIONS,
      'Priya Raman, release manager',
      'Senior release engineer',
      'Why Acme?',
    ].map((part) => prompt.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(prompt).toContain('The interviewer asked:\nWhy Acme?');
    expect(prompt).toMatch(/first person/);
  });

  it('leaves out an empty job description rather than an empty heading', () => {
    const prompt = buildAnswerPrompt({ ...settings, additionalDetails: '   ' }, 'Q?');
    expect(prompt).not.toContain('The job I am interviewing for');
  });

  it('asks about the screen for Analyze, with the same persona', () => {
    const prompt = buildScreenPrompt(settings);
    expect(prompt).toContain('Priya Raman');
    expect(prompt).toContain('The image is the screen');
  });
});
