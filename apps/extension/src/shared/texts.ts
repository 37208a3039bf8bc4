/** What the extension tells people, written once for the content script, the worker and the popup. */
export const TEXT = {
  agentNotRunning: 'The ApplyPilot agent is not running. Start it, then try again.',
  pairFirst:
    'Pair the extension with the agent first: open the ApplyPilot extension and type the code the agent shows.',
  wrongCode: "That is not the code the agent shows. Check the agent's window and type it again.",
  tooManyTries: 'Too many wrong codes. Wait a minute, then type the code the agent shows.',
  paired: 'Paired with the agent.',
  unpaired: 'Unpaired. Type the code the agent shows to pair again.',
  alreadyRunning: 'The agent is already running. Stop it first, or wait until it finishes.',
  agentRefused: (status: number, detail: string) =>
    `The agent refused the request (${status}${detail ? `: ${detail}` : ''}).`,
  /** The agent's 404 for a sent PDF, when its answer has no message of its own. */
  pdfMissing: 'This PDF is no longer on this computer.',
  badPayload: 'The dashboard sent settings the extension could not read. Reload the dashboard and try again.',
} as const;
