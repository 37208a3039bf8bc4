import { PairRequestSchema, type PairRequest } from '@applypilot/contracts';
import { TEXT } from '../shared/texts';
import type { AgentResult } from './agent-client';

/**
 * The pairing request for the code a person typed: the code, and the site this extension was built for (the agent
 * records it and later refuses a run for any other API). A code of the wrong form is refused here with the
 * contract's own message, before anything reaches the agent.
 */
export function pairRequest(
  code: string,
  appOrigin: string,
): { ok: true; request: PairRequest } | { ok: false; message: string } {
  const parsed = PairRequestSchema.safeParse({ code, apiOrigin: appOrigin });
  if (parsed.success) return { ok: true, request: parsed.data };
  const codeIssue = parsed.error.issues.find((issue) => issue.path[0] === 'code');
  return { ok: false, message: codeIssue?.message ?? TEXT.wrongCode };
}

/**
 * What the popup says when the agent did not pair. The agent's own sentence is shown when it says something a
 * person must act on (too many wrong codes: restart it; built for another site; already paired); a plain wrong code
 * gets our sentence, which says where to look.
 */
export function pairFailure(result: Exclude<AgentResult<unknown>, { kind: 'ok' }>): string {
  switch (result.kind) {
    case 'offline':
      return TEXT.agentNotRunning;
    case 'unauthorized':
      return TEXT.wrongCode;
    case 'refused':
      if (result.status === 429) return result.message || TEXT.tooManyTries;
      if (result.status === 403) {
        const wrongCode = !result.message || /not the code/i.test(result.message);
        return wrongCode ? TEXT.wrongCode : result.message;
      }
      if (result.status === 409) return result.message || TEXT.alreadyPaired;
      return TEXT.agentRefused(result.status, result.message);
  }
}
