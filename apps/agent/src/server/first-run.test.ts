import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AGENT_VERSION, EXTENSION_ORIGIN } from '@applypilot/contracts';
import { publicKeyBase64 } from '@applypilot/grants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv } from '../test-support/child-env';
import { checkForUpdate, isNewer } from './update-check';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

interface Started {
  output: () => string;
  exited: Promise<number | null>;
  waitFor: (text: string | RegExp) => Promise<void>;
  stop: () => void;
}

/** `npm run agent -- serve` as people start it (sentences, no --json), on `port` with the data folder `data`. */
function startServe(port: number, data: string): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/agent/src/cli/main.ts', 'serve'], {
    cwd: REPO_ROOT,
    env: {
      ...childEnv(),
      AGENT_PORT: String(port),
      AGENT_DATA_DIR: data,
      AGENT_HEADLESS: '1',
      AGENT_GRANT_PUBLIC_KEY: publicKeyBase64(generateKeyPairSync('ed25519').publicKey),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    output: () => output,
    exited,
    waitFor: async (text) => {
      const until = Date.now() + 90_000;
      const seen = () => (typeof text === 'string' ? output.includes(text) : text.test(output));
      while (!seen()) {
        if (child.exitCode !== null || Date.now() > until)
          throw new Error(`Never printed ${String(text)}:\n${output}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    stop: () => child.kill('SIGTERM'),
  };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('an agent started like a program', () => {
  let tmp: string;
  let site: Server;
  let siteOrigin: string;
  const siteRequests: string[] = [];
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-first-run-'));
    // A site whose downloads hold a newer agent than this one.
    site = createServer((request, response) => {
      siteRequests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ version: '99.0.0' }));
    });
    siteOrigin = `http://127.0.0.1:${await listen(site)}`;
  });
  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    await rm(tmp, { recursive: true, force: true });
  });

  it('says the pairing code in words, and a second start says it is already running', async () => {
    const data = path.join(tmp, 'twice');
    const port = await freePort();
    const first = startServe(port, data);
    try {
      await first.waitFor(/Your pairing code is (\d{6})\./);
      expect(first.output()).toContain(`The ApplyPilot agent ${AGENT_VERSION} is running.`);
      expect(first.output()).not.toContain('{');
      const second = startServe(port, data);
      expect(await second.exited).toBe(4);
      expect(second.output()).toBe(
        'The ApplyPilot agent is already running on this computer. Use the window that is already open, or close it before starting the agent again.\n',
      );
      // Another data folder on the same port: the agent answering there is recognised too.
      const third = startServe(port, path.join(tmp, 'other'));
      expect(await third.exited).toBe(4);
      expect(third.output()).toContain('already running');
    } finally {
      first.stop();
      await first.exited;
    }
  });

  it('says a port another program holds is taken', async () => {
    const other = createServer((_request, response) => response.end('hello'));
    const port = await listen(other);
    try {
      const agent = startServe(port, path.join(tmp, 'taken'));
      expect(await agent.exited).toBe(4);
      expect(agent.output()).toContain(`Another program is using port ${port}`);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('tells the user when the site serves a newer agent, with the link', async () => {
    const data = path.join(tmp, 'update');
    await mkdir(data, { recursive: true, mode: 0o700 });
    // Paired earlier with an extension built for the site.
    await writeFile(
      path.join(data, 'pairing.json'),
      JSON.stringify({ key: 'k'.repeat(43), origin: EXTENSION_ORIGIN, apiOrigin: siteOrigin }),
      { mode: 0o600 },
    );
    const agent = startServe(await freePort(), data);
    try {
      await agent.waitFor('A newer ApplyPilot agent');
      expect(agent.output()).toContain(
        `A newer ApplyPilot agent (99.0.0) is available; this one is ${AGENT_VERSION}. Download it at ${siteOrigin}/try-now`,
      );
      expect(siteRequests).toContain('/api/downloads');
    } finally {
      agent.stop();
      await agent.exited;
    }
  });

  it('compares versions and stays quiet when the site is not newer or cannot be read', async () => {
    expect(isNewer('0.10.0', '0.9.9')).toBe(true);
    expect(isNewer('0.2.0', '0.2.0')).toBe(false);
    expect(isNewer('0.1.9', '0.2.0')).toBe(false);
    expect(isNewer('latest', '0.2.0')).toBe(false);
    const answering = (body: unknown, status = 200) =>
      (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    expect(await checkForUpdate('https://s.example', '0.2.0', answering({ version: '0.2.0' }))).toBeNull();
    expect(await checkForUpdate('https://s.example', '0.2.0', answering({}, 500))).toBeNull();
    expect(await checkForUpdate('https://s.example', '0.2.0', answering({ version: '0.3.0' }))).toEqual({
      current: '0.2.0',
      latest: '0.3.0',
      url: 'https://s.example/try-now',
    });
  });
});
