import { ANOTHER_PROGRAM_ON_AGENT_PORT } from '@applypilot/contracts';

/** What the extension tells people, written once for the content script, the worker and the popup. */
export const TEXT = {
  agentNotRunning: 'The ApplyPilot agent is not running. Start it, then try again.',
  pairFirst:
    'Pair the extension with the agent first: open the ApplyPilot extension and type the code the agent shows.',
  wrongCode: "That is not the code the agent shows. Check the agent's window and type it again.",
  /** The agent's 429 without a sentence of its own (the code on show took too many wrong codes). */
  tooManyTries: "Too many wrong codes were typed: press Enter in the agent's window for a new code.",
  /**
   * Something answers on the agent's port that could not prove it is the agent this extension paired with (decision
   * 048): it was sent nothing but a hello.
   */
  anotherProgram: `${ANOTHER_PROGRAM_ON_AGENT_PORT}: the extension sent it nothing. Close that program, start the ApplyPilot agent, and pair again if you started it with --unpair.`,
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
