import type { WorkerReply } from '../shared/runtime-messages';
import { TEXT } from '../shared/texts';
import type { AgentClient } from './agent-client';

/**
 * Asks the agent for the redacted capture of a page it did not understand (issue 27) and answers the page's
 * PAGE_CAPTURE: the HTML, or why not in words for people (agent not running, not paired, the agent's own 404
 * message). `agentAnswers` decides between the first two when there is no token.
 */
export async function fetchPageCapture(
  agent: AgentClient,
  token: string | null,
  name: string,
  deps: { agentAnswers: () => Promise<boolean>; dropToken: () => Promise<void> },
): Promise<Extract<WorkerReply, { kind: 'page-capture' }>> {
  const failed = (error: string) => ({ kind: 'page-capture' as const, name, error });
  if (!token) return failed((await deps.agentAnswers()) ? TEXT.pairFirst : TEXT.agentNotRunning);
  const result = await agent.pageCapture(token, name);
  switch (result.kind) {
    case 'ok':
      // An answer for another file is not this one.
      if (result.value.name !== name) return failed(TEXT.captureMissing);
      return { kind: 'page-capture', name, html: result.value.html };
    case 'offline':
      return failed(TEXT.agentNotRunning);
    case 'unauthorized':
      await deps.dropToken();
      return failed(TEXT.pairFirst);
    case 'refused':
      if (result.status === 404) return failed(result.message || TEXT.captureMissing);
      return failed(TEXT.agentRefused(result.status, result.message));
  }
}
