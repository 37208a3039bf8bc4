import { AGENT_TOKEN_HEADER } from '@applypilot/contracts';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_MISSING } from './http-server';
import { writePrivateFile } from '../store/secure-files';
import { EXTENSION, startAgent, type AgentProcess } from '../test-support/agent-process';

/**
 * GET /api/captures/:name behind the agent's door (issue 27, decision 055), the agent as a process: the redacted copy
 * of a page the engine did not understand, for the support mail the dashboard prepares. Only the paired extension,
 * only a name the engine writes, only a regular file in the captures folder.
 */
describe('the capture route', () => {
  let tmp: string;
  let agent: AgentProcess;
  const name = '4100000001-1764300000000.html';
  const html =
    '<!doctype html><html><body><dialog open><h2>Contact info</h2>[redacted]</dialog></body></html>';
  // A file beside the captures folder that a path trick would try to reach.
  const secret = 'the pairing file is not for pages';

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-captures-'));
    await writePrivateFile(path.join(tmp, 'captures', name), html);
    await writeFile(path.join(tmp, 'outside.html'), secret);
    await mkdir(path.join(tmp, 'captures'), { recursive: true });
    // A capture-shaped name that is a link out of the folder is not read.
    await symlink(path.join(tmp, 'outside.html'), path.join(tmp, 'captures', 'job-1764300000001.html'));
    agent = await startAgent({ AGENT_DATA_DIR: tmp, AGENT_PROFILE_DIR: path.join(tmp, 'chrome') });
    await agent.pair();
  });
  afterAll(async () => {
    await agent?.kill();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('answers the kept capture to the paired extension, and to its worker’s origin-less GET', async () => {
    const res = await agent.api('GET', `/api/captures/${name}`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ name, html });
    expect(res.headers['cache-control']).toBe('no-store');
    const worker = await agent.call({
      path: `/api/captures/${name}`,
      headers: { [AGENT_TOKEN_HEADER]: agent.token, 'sec-fetch-site': 'none', 'sec-fetch-mode': 'cors' },
    });
    expect(worker.status).toBe(200);
  });

  it('refuses a request without the pairing token, with a wrong one, or from another origin', async () => {
    const none = await agent.call({ path: `/api/captures/${name}`, headers: { origin: EXTENSION } });
    expect(none.status).toBe(401);
    const wrong = await agent.call({
      path: `/api/captures/${name}`,
      headers: { origin: EXTENSION, [AGENT_TOKEN_HEADER]: 'x'.repeat(43) },
    });
    expect(wrong.status).toBe(401);
    for (const origin of [
      'http://evil.example',
      'null',
      'chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba',
    ]) {
      const foreign = await agent.call({
        path: `/api/captures/${name}`,
        headers: { origin, [AGENT_TOKEN_HEADER]: agent.token },
      });
      expect(foreign.status, origin).toBe(403);
    }
    for (const res of [none, wrong]) expect(res.text).not.toContain('Contact info');
  });

  it('refuses every name the engine does not write, and path tricks never leave the folder', async () => {
    for (const bad of [
      '..%2foutside.html',
      '..%2F..%2Fpairing.json',
      '%2e%2e%2foutside.html',
      'outside.html',
      '4100000001-1764300000000.HTML',
      '4100000001-1764300000000.html%00.txt',
      '4100000001-176430000000.html',
      `${name}%2f..%2f..%2foutside.html`,
    ]) {
      const res = await agent.api('GET', `/api/captures/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.json()).toEqual({
        error: 'Expected a capture file name such as 4100000001-1764300000000.html.',
      });
    }
    // Dot segments are resolved before routing: the request is then for another route, which does not exist.
    for (const trick of ['/api/captures/../../outside.html', '/api/captures/%2e%2e/%2e%2e/outside.html']) {
      const res = await agent.api('GET', trick);
      expect(res.status, trick).toBe(404);
      expect(res.text).not.toContain(secret);
    }
    // A link named like a capture is not followed.
    const link = await agent.api('GET', '/api/captures/job-1764300000001.html');
    expect(link.status).toBe(404);
    expect(link.text).not.toContain(secret);
  });

  it('says the copy is no longer here for a well-formed name it does not have', async () => {
    const res = await agent.api('GET', '/api/captures/job-1764300000999.html');
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ message: CAPTURE_MISSING, error: CAPTURE_MISSING });
  });
});
