import type { SentResumeResponse } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { TEXT } from '../shared/texts';
import type { AgentResult } from './agent-client';
import { fetchSentResume } from './sent-resume';

const sha = 'cd'.repeat(32);

/** An agent client that answers as told (our mapping only; the route and the link are tested in apps/agent). */
function agent(
  answer: AgentResult<SentResumeResponse>,
  unpaired: AgentResult<never> | null = null,
): Parameters<typeof fetchSentResume>[0] & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    paired: unpaired === null,
    sentResume: async (sha256: string) => (asked.push(sha256), answer),
    status: async () => unpaired ?? { kind: 'offline' },
  } as Parameters<typeof fetchSentResume>[0] & { asked: string[] };
}

describe('fetchSentResume', () => {
  it('asks the agent for that SHA-256 and hands the PDF on', async () => {
    const client = agent({
      kind: 'ok',
      value: { sha256: sha, filename: 'Asha Rao.pdf', base64: 'JVBERi0x' },
    });
    expect(await fetchSentResume(client, sha)).toEqual({
      kind: 'sent-resume',
      sha256: sha,
      base64: 'JVBERi0x',
      filename: 'Asha Rao.pdf',
    });
    expect(client.asked).toEqual([sha]);
  });

  it('refuses an answer for another PDF', async () => {
    const client = agent({
      kind: 'ok',
      value: { sha256: 'ab'.repeat(32), filename: 'x.pdf', base64: 'JVBERi0x' },
    });
    expect(await fetchSentResume(client, sha)).toEqual({
      kind: 'sent-resume',
      sha256: sha,
      error: TEXT.pdfMissing,
    });
  });

  it('says why not: not running, not paired, another program, the agent’s own 404', async () => {
    const failed = (error: string) => ({ kind: 'sent-resume', sha256: sha, error });
    const unused: AgentResult<SentResumeResponse> = { kind: 'offline' };
    expect(await fetchSentResume(agent(unused, { kind: 'offline' }), sha)).toEqual(
      failed(TEXT.agentNotRunning),
    );
    expect(await fetchSentResume(agent(unused, { kind: 'unpaired' }), sha)).toEqual(failed(TEXT.pairFirst));
    expect(await fetchSentResume(agent(unused, { kind: 'another-program' }), sha)).toEqual(
      failed(TEXT.anotherProgram),
    );
    expect(await fetchSentResume(agent({ kind: 'another-program' }), sha)).toEqual(
      failed(TEXT.anotherProgram),
    );
    expect(await fetchSentResume(agent({ kind: 'offline' }), sha)).toEqual(failed(TEXT.agentNotRunning));
    const missing = 'This PDF is no longer on this computer.';
    expect(await fetchSentResume(agent({ kind: 'refused', status: 404, message: missing }), sha)).toEqual(
      failed(missing),
    );
    expect(await fetchSentResume(agent({ kind: 'refused', status: 500, message: 'disk' }), sha)).toEqual(
      failed('The agent refused the request (500: disk).'),
    );
  });
});
