import type { WorkerReply } from '../shared/runtime-messages';
import { TEXT } from '../shared/texts';
import type { AgentClient } from './agent-client';
import { notPaired, refusedWith } from './why-not';

/**
 * Asks the agent for the PDF an application sent and answers the page's SENT_RESUME: the PDF, or why not in words
 * for people (agent not running, not paired, another program on its port, the agent's own 404 message).
 */
export async function fetchSentResume(
  agent: Pick<AgentClient, 'sentResume' | 'status' | 'paired'>,
  sha256: string,
): Promise<Extract<WorkerReply, { kind: 'sent-resume' }>> {
  const failed = (error: string) => ({ kind: 'sent-resume' as const, sha256, error });
  const unpaired = await notPaired(agent);
  if (unpaired) return failed(unpaired);
  const result = await agent.sentResume(sha256);
  if (result.kind !== 'ok') return failed(refusedWith(result, TEXT.pdfMissing));
  const { base64, filename } = result.value;
  // The agent names the file by its content; an answer for another PDF is not this one.
  if (result.value.sha256 !== sha256) return failed(TEXT.pdfMissing);
  return { kind: 'sent-resume', sha256, base64, filename };
}
