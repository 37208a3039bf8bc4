import { AGENT_API } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { AgentClient } from './agent-client';
import { stateFromStatus } from './agent-state';

const ORIGIN = 'http://127.0.0.1:3110';
const status = { version: '0.1.0', state: 'running', runId: 'r1', applied: 2, processed: 5 } as const;

/** A fetch that records each call and answers with `answer` (our mapping only; the link meets a real agent in apps/agent). */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as typeof fetch;
  return { calls, fetcher };
}

describe('AgentClient without a pairing key', () => {
  it('sends nothing but a hello, and tells not running, not paired and another program apart', async () => {
    const offline = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await new AgentClient(ORIGIN, null, offline.fetcher).status()).toEqual({ kind: 'offline' });
    const agent = fakeFetch(() => Response.json({ paired: false, version: '0.1.0' }));
    expect(await new AgentClient(ORIGIN, null, agent.fetcher).status()).toEqual({ kind: 'unpaired' });
    const webServer = fakeFetch(() => new Response('<!doctype html>', { status: 404 }));
    expect(await new AgentClient(ORIGIN, null, webServer.fetcher).status()).toEqual({
      kind: 'another-program',
    });
    for (const { calls } of [offline, agent, webServer]) {
      expect(calls.map((c) => [c.url, c.init?.method])).toEqual([[`${ORIGIN}${AGENT_API.hello}`, 'POST']]);
      expect(Object.keys(JSON.parse(String(calls[0]?.init?.body)) as object)).toEqual(['extensionNonce']);
    }
  });
});

describe('AgentClient with a pairing key', () => {
  it('sends nothing after a hello whose proof does not check out', async () => {
    const impostor = fakeFetch(() =>
      Response.json({ paired: true, version: '0.1.0', agentNonce: 'A'.repeat(43), proof: 'B'.repeat(43) }),
    );
    const client = new AgentClient(ORIGIN, new Uint8Array(32).fill(7), impostor.fetcher);
    expect(await client.start({} as never)).toEqual({ kind: 'another-program' });
    expect(await client.status()).toEqual({ kind: 'another-program' });
    expect(impostor.calls.map((c) => c.url)).toEqual([
      `${ORIGIN}${AGENT_API.hello}`,
      `${ORIGIN}${AGENT_API.hello}`,
    ]);
  });
});

describe('stateFromStatus', () => {
  it('maps each outcome to what the dashboard and popup show', () => {
    expect(stateFromStatus({ kind: 'ok', value: status })).toEqual({ connection: 'running', status });
    expect(stateFromStatus({ kind: 'ok', value: { ...status, state: 'idle' } })).toMatchObject({
      connection: 'ready',
    });
    expect(stateFromStatus({ kind: 'offline' })).toEqual({ connection: 'offline' });
    expect(stateFromStatus({ kind: 'unpaired' })).toEqual({ connection: 'unpaired' });
    expect(stateFromStatus({ kind: 'another-program' })).toEqual({ connection: 'another-program' });
    expect(stateFromStatus({ kind: 'refused', status: 500, message: '' })).toEqual({ connection: 'offline' });
  });
});
