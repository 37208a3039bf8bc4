import { AgentLink, toBase64url } from '@applypilot/agent-link';
import { AgentStatusSchema } from '@applypilot/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION, startAgent, type AgentProcess } from '../test-support/agent-process';
import { startSideProcess, type SideProcess } from '../test-support/side-process';

const SITE = 'http://127.0.0.1:9';

/** What an extension sends at Start: the strings below must never reach a program that cannot prove the key. */
const SECRETS = {
  resume: 'JVBERi0xLjQKJcfsj6IKUmVzdW1lIG9mIEFzaGEgUmFv',
  agentToken: 'agent-token-asha-0f3c9d1e7b2a4c6d8e0f1a2b3c4d',
  phone: '+91 98450 12345',
  answer: 'I have seven years of Kotlin and lead a team of four',
};

const fromExtension: typeof fetch = (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: EXTENSION } });

/**
 * Decision 048's first finding: a program that takes the agent's port while the agent is off (another user of the
 * computer, say) must get nothing from the extension. The extension's own link code talks first to the real agent,
 * then to an impostor process on the same port, then to the agent again.
 */
describe('a program on the agent’s port that is not the agent', () => {
  let tmp: string;
  let agent: AgentProcess;
  let impostor: SideProcess | undefined;
  let key: Uint8Array;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-impostor-'));
    agent = await startAgent({
      AGENT_DATA_DIR: path.join(tmp, 'data'),
      AGENT_PROFILE_DIR: path.join(tmp, 'p'),
    });
    key = await agent.pair(SITE);
    await agent.kill();
  });
  afterAll(async () => {
    await impostor?.stop();
    await agent?.kill();
    await rm(tmp, { recursive: true, force: true });
  });

  it('gets a hello and nothing else: no key, no token, no profile, no resume; the extension knows it is not the agent', async () => {
    impostor = startSideProcess('impostor-main.ts', [String(agent.port)]);
    await impostor.waitFor((line) => line.listening === agent.port, 'it listens');
    const link = new AgentLink(`http://127.0.0.1:${agent.port}`, key, fromExtension);
    const start = {
      search: { keywords: 'Kotlin' },
      profile: { phone: SECRETS.phone, answers: [SECRETS.answer] },
      resume: { base64: SECRETS.resume, filename: 'Asha Rao.pdf' },
      apiUrl: SITE,
      apiToken: SECRETS.agentToken,
    };
    expect(await link.call('start', start, null)).toEqual({ kind: 'another-program' });
    expect(await link.call('status', {}, AgentStatusSchema)).toEqual({ kind: 'another-program' });
    expect((await link.stream(new AbortController().signal)).kind).toBe('another-program');
    expect(await link.call('sent-resume', { sha256: '0'.repeat(64) }, null)).toEqual({
      kind: 'another-program',
    });

    const received = impostor.lines.filter((line) => line.path !== undefined);
    expect(received.length).toBeGreaterThanOrEqual(4);
    expect(new Set(received.map((line) => `${String(line.method)} ${String(line.path)}`))).toEqual(
      new Set(['POST /api/hello']),
    );
    const everything = JSON.stringify(received);
    for (const secret of [...Object.values(SECRETS), toBase64url(key), 'Asha Rao.pdf'])
      expect(everything).not.toContain(secret);
    for (const line of received) {
      expect(Object.keys(JSON.parse(String(line.body)) as object)).toEqual(['extensionNonce']);
    }
  });

  it('takes the agent back when it returns to the port, with a new session', async () => {
    await impostor?.stop();
    agent = await startAgent(
      { AGENT_DATA_DIR: path.join(tmp, 'data'), AGENT_PROFILE_DIR: path.join(tmp, 'p') },
      agent.port,
    );
    const link = new AgentLink(`http://127.0.0.1:${agent.port}`, key, fromExtension);
    expect(await link.call('status', {}, AgentStatusSchema)).toMatchObject({
      kind: 'ok',
      value: { state: 'idle' },
    });
  });
});
