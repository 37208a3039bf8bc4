/** Texts of the AI routes that contracts' MESSAGES does not hold (decision 026). */
export const AI_MESSAGES = {
  /** A second tailoring of the same job while the first is still with the model. */
  tailoringInFlight: 'A tailored resume for this job is already being made. Please try again in a minute.',
} as const;
