/**
 * Texts of the AI routes that contracts' MESSAGES does not hold (decision 026; the cover letter's, truth issue part 4:
 * the agent shows them, so they belong in contracts once the lead moves them).
 */
export const AI_MESSAGES = {
  /** A second tailoring of the same job while the first is still with the model. */
  tailoringInFlight: 'A tailored resume for this job is already being made. Please try again in a minute.',
  /** 502: a tailoring that passed the checks but could not be made into a PDF; its credits went back. */
  tailoringUnrenderable: 'The tailored resume could not be made into a PDF. Your credits were returned.',
  /** 409: no finished tailoring of this user for this job and resume within 24 hours (the letter comes within it). */
  coverLetterNeedsTailoring: 'A cover letter is written only with a tailored resume for this job.',
  /** 422: the letter said something the resume does not; `why` names it, as MESSAGES.aiUnfaithful's does. */
  coverLetterUnfaithful: (why: string) => `The cover letter was rejected because it ${why}.`,
} as const;
