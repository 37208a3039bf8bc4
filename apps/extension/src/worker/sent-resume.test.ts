import { AGENT_API, AGENT_TOKEN_HEADER } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { TEXT } from '../shared/texts';
import { AgentClient } from './agent-client';
import { fetchSentResume } from './sent-resume';

const ORIGIN = 'http://127.0.0.1:3110';
const sha = 'cd'.repeat(32);

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

describe('fetchSentResume', () => {
  it('asks the agent for that SHA-256 with the pairing token and hands the PDF on', async () => {
    const { calls, client } = fakeFetch(() =>
      Response.json({ sha256: sha, filename: 'Asha Rao.pdf', base64: 'JVBERi0x' }),
    );
    expect(await fetchSentResume(client, 'tok', sha, deps().deps)).toEqual({
      kind: 'sent-resume',
      sha256: sha,
      base64: 'JVBERi0x',
      filename: 'Asha Rao.pdf',
    });
    expect(calls[0]?.url).toBe(`${ORIGIN}${AGENT_API.sentResume}/${sha}`);
    expect(calls[0]?.init?.method).toBe('GET');
    expect((calls[0]?.init?.headers as Record<string, string>)[AGENT_TOKEN_HEADER]).toBe('tok');
  });

  it('passes on the agent’s 404 message', async () => {
    const { client } = fakeFetch(() =>
      Response.json({ message: 'This PDF is no longer on this computer.' }, { status: 404 }),
    );
    expect(await fetchSentResume(client, 'tok', sha, deps().deps)).toEqual({
      kind: 'sent-resume',
      sha256: sha,
      error: 'This PDF is no longer on this computer.',
    });
  });

  it('says the agent is not running, or that it needs pairing (and forgets a token it refuses)', async () => {
    const offline = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).client;
    expect((await fetchSentResume(offline, 'tok', sha, deps().deps)).error).toBe(TEXT.agentNotRunning);
    const refused = deps();
    const stale = fakeFetch(() => new Response('', { status: 401 })).client;
    expect((await fetchSentResume(stale, 'tok', sha, refused.deps)).error).toBe(TEXT.pairFirst);
    expect(refused.dropped).toEqual([true]);
    // No token at all: which step is missing depends on whether the agent answers.
    const unused = fakeFetch(() => Response.json({})).client;
    expect((await fetchSentResume(unused, null, sha, deps(true).deps)).error).toBe(TEXT.pairFirst);
    expect((await fetchSentResume(unused, null, sha, deps(false).deps)).error).toBe(TEXT.agentNotRunning);
  });

  it('does not pass on an answer for another PDF, or one that breaks the contract', async () => {
    const other = fakeFetch(() =>
      Response.json({ sha256: 'ef'.repeat(32), filename: 'x.pdf', base64: 'JV' }),
    );
    expect((await fetchSentResume(other.client, 'tok', sha, deps().deps)).base64).toBeUndefined();
    const broken = fakeFetch(() => Response.json({ sha256: sha }));
    const reply = await fetchSentResume(broken.client, 'tok', sha, deps().deps);
    expect(reply.base64).toBeUndefined();
    expect(reply.error).toBe(TEXT.agentRefused(200, 'unreadable answer'));
  });
});
