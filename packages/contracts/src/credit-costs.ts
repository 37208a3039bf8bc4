import { APPLICATION_CREDIT_COST, CUSTOMIZE_CREDIT_COST } from './limits';

/**
 * What one application costs, said once (decision 050). Every figure a page, a dialog, the API or the agent states
 * about the price of an application comes from the two constants in limits.ts through this module, so a change of
 * price changes every sentence.
 */

/** One application with an AI-tailored resume: its tailoring (cover letter included) and the application itself. */
export const TAILORED_APPLICATION_CREDIT_COST = CUSTOMIZE_CREDIT_COST + APPLICATION_CREDIT_COST;

/** How many applications a balance pays for: plain, or each with an AI-tailored resume. */
export function applicationsFor(credits: number): { plain: number; tailored: number } {
  const whole = Math.max(0, Math.floor(credits));
  return {
    plain: Math.floor(whole / APPLICATION_CREDIT_COST),
    tailored: Math.floor(whole / TAILORED_APPLICATION_CREDIT_COST),
  };
}

const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;
const APPLICATION = credits(APPLICATION_CREDIT_COST);
const TAILORING = credits(CUSTOMIZE_CREDIT_COST);

/** The same words wherever the price of an application is stated. */
export const CREDIT_COST_TEXT = {
  /** "1 credit per application, 6 with an AI-tailored resume". */
  short: `${APPLICATION} per application, ${TAILORED_APPLICATION_CREDIT_COST} with an AI-tailored resume`,
  /** The whole rule, for the FAQs and the terms. */
  perApplication:
    `Each application uses ${APPLICATION}; an application with an AI-tailored resume uses ` +
    `${credits(TAILORED_APPLICATION_CREDIT_COST)}: ${CUSTOMIZE_CREDIT_COST} for the tailoring (cover letter included) ` +
    `and ${APPLICATION_CREDIT_COST} for the application.`,
  /** What comes back. */
  givenBack: `A credit is used only when the application is submitted, and a tailoring that fails gives its ${TAILORING} back.`,
  /** A tailored job that stops at a question the profile does not answer (the needs-answer queue). */
  queued:
    `A tailored job that then waits for your answer under Questions waiting for you has used its ${TAILORING} ` +
    'of tailoring. Answered and applied to within 24 hours with the same resume, it is not charged for tailoring ' +
    `again: it then uses ${APPLICATION}.`,
  /** Assistant Setup's checkbox (section 2.1's label, with the real price). */
  customizeCheckbox: `Customize Resume with AI for each Job (${credits(TAILORED_APPLICATION_CREDIT_COST)} per application instead of ${APPLICATION_CREDIT_COST})`,
} as const;

/** The price of an application in a plan's feature lines: "**16** with an AI-tailored resume (6 credits each)". */
export function tailoredApplicationsLine(packCredits: number): string {
  const { tailored } = applicationsFor(packCredits);
  return `or **${tailored.toLocaleString('en-IN')}** with an AI-tailored resume (${credits(TAILORED_APPLICATION_CREDIT_COST)} each)`;
}
