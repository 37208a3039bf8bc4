import { AGENT_API, AGENT_TOKEN_HEADER } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { AgentClient } from './agent-client';
import { stateFromStatus } from './agent-state';

const ORIGIN = 'http://127.0.0.1:3110';
const status = { version: '0.1.0', state: 'running', runId: 'r1', applied: 2, processed: 5 } as const;

/** A fetch that records each call and answers with `answer` (a unit test of our mapping; no agent involved). */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as typeof fetch;
  return { calls, client: new AgentClient(ORIGIN, fetcher) };
}

describe('AgentClient', () => {
  it('sends the pairing token in its header and reads the status', async () => {
    const { calls, client } = fakeFetch(() => Response.json(status));
    expect(await client.status('tok')).toEqual({ kind: 'ok', value: status });
    expect(calls[0]?.url).toBe(`${ORIGIN}${AGENT_API.status}`);
    expect((calls[0]?.init?.headers as Record<string, string>)[AGENT_TOKEN_HEADER]).toBe('tok');
  });

  it('pairs without a token, with the code and the app origin as JSON', async () => {
    const { calls, client } = fakeFetch(() => Response.json({ token: 't'.repeat(43) }));
    const request = { code: '123456', apiOrigin: 'http://localhost:8080' };
    expect(await client.pair(request)).toEqual({ kind: 'ok', value: { token: 't'.repeat(43) } });
    const headers = calls[0]?.init?.headers as Record<string, string>;
    expect(headers[AGENT_TOKEN_HEADER]).toBeUndefined();
    expect(headers['content-type']).toBe('application/json');
    expect(calls[0]?.init?.body).toBe('{"code":"123456","apiOrigin":"http://localhost:8080"}');
  });

  it('maps a failed fetch to offline, 401 to unauthorized, other refusals with their message', async () => {
    expect(
      await fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).client.status('t'),
    ).toEqual({
      kind: 'offline',
    });
    expect(await fakeFetch(() => new Response('', { status: 401 })).client.status('t')).toEqual({
      kind: 'unauthorized',
    });
    expect(
      await fakeFetch(() => Response.json({ message: 'A run is going' }, { status: 409 })).client.stop('t'),
    ).toEqual({ kind: 'refused', status: 409, message: 'A run is going' });
  });

  it('treats an answer that breaks the contract as a refusal', async () => {
    expect(await fakeFetch(() => Response.json({ state: 'dancing' })).client.status('t')).toMatchObject({
      kind: 'refused',
    });
  });
});

describe('stateFromStatus', () => {
  it('tells offline, unpaired, ready and running apart', () => {
    expect(stateFromStatus({ kind: 'offline' }, true)).toEqual({ connection: 'offline' });
    expect(stateFromStatus({ kind: 'unauthorized' }, true)).toEqual({ connection: 'unpaired' });
    expect(stateFromStatus({ kind: 'ok', value: { ...status, state: 'idle' } }, true).connection).toBe(
      'ready',
    );
    expect(stateFromStatus({ kind: 'ok', value: status }, true)).toEqual({ connection: 'running', status });
  });
});
