import { AGENT_API, AGENT_TOKEN_HEADER } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { TEXT } from '../shared/texts';
import { AgentClient } from './agent-client';
import { fetchPageCapture } from './page-capture';

const ORIGIN = 'http://127.0.0.1:3110';
const name = '4100000001-1764300000000.html';
const html = '<!doctype html><html><body>[redacted]</body></html>';

/** A fetch that records each call and answers with `answer` (our mapping only; the route is tested in apps/agent). */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as typeof fetch;
  return { calls, client: new AgentClient(ORIGIN, fetcher) };
}

function deps(answers = true) {
  const dropped: boolean[] = [];
  return {
    dropped,
    deps: { agentAnswers: async () => answers, dropToken: async () => void dropped.push(true) },
  };
}

describe('fetchPageCapture', () => {
  it('asks the agent for that capture with the pairing token and hands its HTML on', async () => {
    const { calls, client } = fakeFetch(() => Response.json({ name, html }));
    expect(await fetchPageCapture(client, 'tok', name, deps().deps)).toEqual({
      kind: 'page-capture',
      name,
      html,
    });
    expect(calls[0]?.url).toBe(`${ORIGIN}${AGENT_API.captures}/${name}`);
    expect(calls[0]?.init?.method).toBe('GET');
    expect((calls[0]?.init?.headers as Record<string, string>)[AGENT_TOKEN_HEADER]).toBe('tok');
  });

  it('passes on the agent’s 404 message, and refuses an answer for another file', async () => {
    const gone = fakeFetch(() =>
      Response.json({ message: 'This copy of the page is no longer on this computer.' }, { status: 404 }),
    ).client;
    expect(await fetchPageCapture(gone, 'tok', name, deps().deps)).toEqual({
      kind: 'page-capture',
      name,
      error: 'This copy of the page is no longer on this computer.',
    });
    const other = fakeFetch(() => Response.json({ name: 'job-1764300000000.html', html })).client;
    expect((await fetchPageCapture(other, 'tok', name, deps().deps)).error).toBe(TEXT.captureMissing);
  });

  it('says the agent is not running, or that it needs pairing (and forgets a token it refuses)', async () => {
    const offline = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).client;
    expect((await fetchPageCapture(offline, 'tok', name, deps().deps)).error).toBe(TEXT.agentNotRunning);
    const refused = deps();
    const stale = fakeFetch(() => new Response('', { status: 401 })).client;
    expect((await fetchPageCapture(stale, 'tok', name, refused.deps)).error).toBe(TEXT.pairFirst);
    expect(refused.dropped).toEqual([true]);
    const never = fakeFetch(() => Promise.reject(new Error('not called')));
    expect((await fetchPageCapture(never.client, null, name, deps(false).deps)).error).toBe(
      TEXT.agentNotRunning,
    );
    expect((await fetchPageCapture(never.client, null, name, deps(true).deps)).error).toBe(TEXT.pairFirst);
    expect(never.calls).toEqual([]);
  });
});
