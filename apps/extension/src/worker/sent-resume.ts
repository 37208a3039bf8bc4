import type { WorkerReply } from '../shared/runtime-messages';
import { TEXT } from '../shared/texts';
import type { AgentClient } from './agent-client';

/**
 * Asks the agent for the PDF an application sent and answers the page's SENT_RESUME: the PDF, or why not in words
 * for people (agent not running, not paired, another program on its port, the agent's own 404 message).
 */
export async function fetchSentResume(
  agent: Pick<AgentClient, 'sentResume' | 'status' | 'paired'>,
  sha256: string,
): Promise<Extract<WorkerReply, { kind: 'sent-resume' }>> {
  const failed = (error: string) => ({ kind: 'sent-resume' as const, sha256, error });
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
  const result = await agent.sentResume(sha256);
  switch (result.kind) {
    case 'ok': {
      const { base64, filename } = result.value;
      // The agent names the file by its content; an answer for another PDF is not this one.
      if (result.value.sha256 !== sha256) return failed(TEXT.pdfMissing);
      return { kind: 'sent-resume', sha256, base64, filename };
    }
    case 'offline':
      return failed(TEXT.agentNotRunning);
    case 'unpaired':
      return failed(TEXT.pairFirst);
    case 'another-program':
      return failed(TEXT.anotherProgram);
    case 'refused':
      if (result.status === 404) return failed(result.message || TEXT.pdfMissing);
      return failed(TEXT.agentRefused(result.status, result.message));
  }
}
