/** What the extension tells people, written once for the content script, the worker and the popup. */
export const TEXT = {
  agentNotRunning: 'The ApplyPilot agent is not running. Start it, then try again.',
  pairFirst:
    'Pair the extension with the agent first: open the ApplyPilot extension and type the code the agent shows.',
  wrongCode: "That is not the code the agent shows. Check the agent's window and type it again.",
  /** The agent's 429 without a sentence of its own (it stops taking codes until it is restarted). */
  tooManyTries: 'Too many wrong codes: restart the ApplyPilot agent to pair.',
  /** The agent's 409 without a sentence of its own. */
  alreadyPaired: 'The agent is already paired with another browser. Start it with --unpair to pair again.',
  paired: 'Paired with the agent.',
  unpaired: 'Unpaired. Type the code the agent shows to pair again.',
  alreadyRunning: 'The agent is already running. Stop it first, or wait until it finishes.',
  agentRefused: (status: number, detail: string) =>
    `The agent refused the request (${status}${detail ? `: ${detail}` : ''}).`,
  /** The agent's 404 for a sent PDF, when its answer has no message of its own. */
  pdfMissing: 'This PDF is no longer on this computer.',
  /** The agent's 404 for a page's capture, when its answer has no message of its own. */
  captureMissing: 'This copy of the page is no longer on this computer.',
  badPayload: 'The dashboard sent settings the extension could not read. Reload the dashboard and try again.',
} as const;
