import type { WorkerReply } from '../shared/runtime-messages';
import { TEXT } from '../shared/texts';
import type { AgentClient } from './agent-client';

/**
 * Asks the agent for the redacted capture of a page it did not understand (issue 27) and answers the page's
 * PAGE_CAPTURE: the HTML, or why not in words for people (agent not running, not paired, another program on its
 * port, the agent's own 404 message).
 */
export async function fetchPageCapture(
  agent: Pick<AgentClient, 'pageCapture' | 'status' | 'paired'>,
  name: string,
): Promise<Extract<WorkerReply, { kind: 'page-capture' }>> {
  const failed = (error: string) => ({ kind: 'page-capture' as const, name, error });
  if (!agent.paired) {
    const state = await agent.status();
    return failed(
      state.kind === 'offline'
        ? TEXT.agentNotRunning
        : state.kind === 'another-program'
          ? TEXT.anotherProgram
          : TEXT.pairFirst,
    );
  }
  const result = await agent.pageCapture(name);
  switch (result.kind) {
    case 'ok':
      // An answer for another file is not this one.
      if (result.value.name !== name) return failed(TEXT.captureMissing);
      return { kind: 'page-capture', name, html: result.value.html };
    case 'offline':
      return failed(TEXT.agentNotRunning);
    case 'unpaired':
      return failed(TEXT.pairFirst);
    case 'another-program':
      return failed(TEXT.anotherProgram);
    case 'refused':
      if (result.status === 404) return failed(result.message || TEXT.captureMissing);
      return failed(TEXT.agentRefused(result.status, result.message));
  }
}
