import type { CaptureResponse } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { TEXT } from '../shared/texts';
import type { AgentResult } from './agent-client';
import { fetchPageCapture } from './page-capture';

const name = '4100000001-1764300000000.html';
const html = '<!doctype html><html><body>[redacted]</body></html>';

/** An agent client that answers as told (our mapping only; the route and the link are tested in apps/agent). */
function agent(
  answer: AgentResult<CaptureResponse>,
  unpaired: AgentResult<never> | null = null,
): Parameters<typeof fetchPageCapture>[0] & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    paired: unpaired === null,
    pageCapture: async (file: string) => (asked.push(file), answer),
    status: async () => unpaired ?? { kind: 'offline' },
  } as Parameters<typeof fetchPageCapture>[0] & { asked: string[] };
}

describe('fetchPageCapture', () => {
  it('asks the agent for that capture and hands its HTML on', async () => {
    const client = agent({ kind: 'ok', value: { name, html } });
    expect(await fetchPageCapture(client, name)).toEqual({ kind: 'page-capture', name, html });
    expect(client.asked).toEqual([name]);
  });

  it('refuses an answer for another file, and passes on the agent’s 404 message', async () => {
    const other = agent({ kind: 'ok', value: { name: '4100000002-1764300000000.html', html } });
    expect(await fetchPageCapture(other, name)).toEqual({
      kind: 'page-capture',
      name,
      error: TEXT.captureMissing,
    });
    const gone = agent({
      kind: 'refused',
      status: 404,
      message: 'This copy of the page is no longer on this computer.',
    });
    expect(await fetchPageCapture(gone, name)).toEqual({
      kind: 'page-capture',
      name,
      error: 'This copy of the page is no longer on this computer.',
    });
  });

  it('says why not: not running, not paired, another program on the agent’s port', async () => {
    const failed = (error: string) => ({ kind: 'page-capture', name, error });
    const unused: AgentResult<CaptureResponse> = { kind: 'offline' };
    expect(await fetchPageCapture(agent(unused, { kind: 'offline' }), name)).toEqual(
      failed(TEXT.agentNotRunning),
    );
    expect(await fetchPageCapture(agent(unused, { kind: 'unpaired' }), name)).toEqual(failed(TEXT.pairFirst));
    expect(await fetchPageCapture(agent(unused, { kind: 'another-program' }), name)).toEqual(
      failed(TEXT.anotherProgram),
    );
    expect(await fetchPageCapture(agent({ kind: 'another-program' }), name)).toEqual(
      failed(TEXT.anotherProgram),
    );
  });
});
