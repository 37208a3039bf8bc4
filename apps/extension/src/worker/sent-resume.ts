import type { WorkerReply } from '../shared/runtime-messages';
import { TEXT } from '../shared/texts';
import type { AgentClient } from './agent-client';

/**
 * Asks the agent for the PDF an application sent and answers the page's SENT_RESUME: the PDF, or why not in words
 * for people (agent not running, not paired, the agent's own 404 message). `offline` decides between the first two
 * when there is no token: it asks whether the agent answers at all.
 */
export async function fetchSentResume(
  agent: AgentClient,
  token: string | null,
  sha256: string,
  deps: { agentAnswers: () => Promise<boolean>; dropToken: () => Promise<void> },
): Promise<Extract<WorkerReply, { kind: 'sent-resume' }>> {
  const failed = (error: string) => ({ kind: 'sent-resume' as const, sha256, error });
  if (!token) return failed((await deps.agentAnswers()) ? TEXT.pairFirst : TEXT.agentNotRunning);
  const result = await agent.sentResume(token, sha256);
  switch (result.kind) {
    case 'ok': {
      const { base64, filename } = result.value;
      // The agent names the file by its content; an answer for another PDF is not this one.
      if (result.value.sha256 !== sha256) return failed(TEXT.pdfMissing);
      return { kind: 'sent-resume', sha256, base64, filename };
    }
    case 'offline':
      return failed(TEXT.agentNotRunning);
    case 'unauthorized':
      await deps.dropToken();
      return failed(TEXT.pairFirst);
    case 'refused':
      if (result.status === 404) return failed(result.message || TEXT.pdfMissing);
      return failed(TEXT.agentRefused(result.status, result.message));
  }
}
