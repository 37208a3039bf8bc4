import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_MISSING } from './http-server';
import { writePrivateFile } from '../store/secure-files';
import { EXTENSION, startAgent, type AgentProcess } from '../test-support/agent-process';

/**
 * The sealed /api/captures call behind the agent's door (issue 27, decisions 048, 055), the agent as a process: the redacted copy
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

  it('answers the kept capture to the paired extension, in its session', async () => {
    const res = await agent.api('POST', `/api/captures/${name}`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ name, html });
  });

  it('refuses a call outside a session (401) and another origin (403) before reading anything', async () => {
    const outside = await agent.call({
      method: 'POST',
      path: '/api/captures',
      headers: { origin: EXTENSION, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect(outside.status).toBe(401);
    expect(outside.json()).toEqual({ error: 'Start a new session with the agent.' });
    for (const origin of [
      'http://evil.example',
      'null',
      'chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba',
    ]) {
      const foreign = await agent.call({
        method: 'POST',
        path: '/api/captures',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      expect(foreign.status, origin).toBe(403);
      expect(foreign.text).not.toContain('Contact info');
    }
  });

  it('refuses every name the engine does not write, and path tricks never leave the folder', async () => {
    for (const bad of [
      '..%2foutside.html',
      '../../pairing.json',
      '..%2F..%2Fpairing.json',
      '%2e%2e%2foutside.html',
      'outside.html',
      '4100000001-1764300000000.HTML',
      '4100000001-1764300000000.html%00.txt',
      '4100000001-176430000000.html',
      `${name}%2f..%2f..%2foutside.html`,
    ]) {
      const res = await agent.api('POST', `/api/captures/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.json()).toEqual({
        error: 'Expected a capture file name such as 4100000001-1764300000000.html.',
      });
    }
    // A link named like a capture is not followed.
    const link = await agent.api('POST', '/api/captures/job-1764300000001.html');
    expect(link.status).toBe(404);
    expect(link.text).not.toContain(secret);
  });

  it('says the copy is no longer here for a well-formed name it does not have', async () => {
    const res = await agent.api('POST', '/api/captures/job-1764300000999.html');
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ message: CAPTURE_MISSING, error: CAPTURE_MISSING });
  });
});
