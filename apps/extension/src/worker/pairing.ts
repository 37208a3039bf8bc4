import { PairingCodeSchema } from '@applypilot/contracts';
import { TEXT } from '../shared/texts';
import type { AgentResult } from './agent-client';

/** The code a person typed, digits only, or the contract's message for a code of the wrong form. */
export function typedCode(code: string): { ok: true; code: string } | { ok: false; message: string } {
  const parsed = PairingCodeSchema.safeParse(code);
  if (parsed.success) return { ok: true, code: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? TEXT.wrongCode };
}

/**
 * What the popup says when pairing did not work. The agent's own sentence is shown when it says something a person
 * must act on (press Enter for a new code, built for another site, already paired); a plain wrong code gets our
 * sentence, which says where to look. An answer that could not prove the code is the impostor's sentence.
 */
export function pairFailure(result: Exclude<AgentResult<unknown>, { kind: 'ok' }>): string {
  switch (result.kind) {
    case 'offline':
      return TEXT.agentNotRunning;
    case 'unpaired':
    case 'another-program':
      return TEXT.anotherProgram;
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
