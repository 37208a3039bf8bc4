import type { WorkerReply } from '../shared/runtime-messages';
import { TEXT } from '../shared/texts';
import type { AgentClient } from './agent-client';
import { notPaired, refusedWith } from './why-not';

/**
 * Asks the agent for the redacted capture of a page it did not understand (issue 27) and answers the page's
 * PAGE_CAPTURE: the HTML, or why not in words for people.
 */
export async function fetchPageCapture(
  agent: Pick<AgentClient, 'pageCapture' | 'status' | 'paired'>,
  name: string,
): Promise<Extract<WorkerReply, { kind: 'page-capture' }>> {
  const failed = (error: string) => ({ kind: 'page-capture' as const, name, error });
  const unpaired = await notPaired(agent);
  if (unpaired) return failed(unpaired);
  const result = await agent.pageCapture(name);
  if (result.kind !== 'ok') return failed(refusedWith(result, TEXT.captureMissing));
  // An answer for another file is not this one.
  if (result.value.name !== name) return failed(TEXT.captureMissing);
  return { kind: 'page-capture', name, html: result.value.html };
}
