import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../../test/support/resume';
import { SENT_RESUME_MISSING } from './http-server';
import { ResumeStore, sha256Of } from '../store/resume-store';
import { EXTENSION, startAgent, type AgentProcess } from '../test-support/agent-process';

/** GET /api/resumes/:sha256 behind the agent's door (decision 027), the agent as a process. */
describe('the sent-resume route', () => {
  let tmp: string;
  let agent: AgentProcess;
  const pdf = minimalPdf('Kept resume');
  const sha = sha256Of(pdf);

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-sent-'));
    await new ResumeStore(tmp).save(pdf, 'Asha Rao.pdf');
    agent = await startAgent({ AGENT_DATA_DIR: tmp, AGENT_PROFILE_DIR: path.join(tmp, 'chrome') });
    await agent.pair();
  });
  afterAll(async () => {
    await agent?.kill();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('answers the kept PDF with its name, and keeps it readable by the user only', async () => {
    const res = await agent.api('GET', `/api/resumes/${sha}`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ sha256: sha, filename: 'Asha Rao.pdf', base64: pdf.toString('base64') });
    expect((await stat(path.join(tmp, 'resumes', `${sha}.pdf`))).mode & 0o777).toBe(0o600);
  });

  it('refuses a malformed SHA-256 with the contract’s message, and never reads a path from the request', async () => {
    for (const bad of [sha.toUpperCase(), 'abc', `..%2f..%2fpairing.json`, `${sha}.pdf`]) {
      const res = await agent.api('GET', `/api/resumes/${bad}`);
      expect(res.status).toBe(400);
      expect(res.json()).toEqual({ error: 'Expected a SHA-256 in lowercase hex.' });
    }
  });

  it('says the PDF is no longer here for a well-formed SHA-256 it does not have', async () => {
    const res = await agent.api('GET', `/api/resumes/${'0'.repeat(64)}`);
    expect(res.status).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(SENT_RESUME_MISSING);
    expect(SENT_RESUME_MISSING).toBe('This PDF is no longer on this computer.');
  });

  it('refuses a call outside a session (401) and another origin (403) before reading anything', async () => {
    const outside = await agent.call({
      method: 'POST',
      path: '/api/resumes',
      headers: { origin: EXTENSION, 'content-type': 'application/json' },
      body: JSON.stringify({ sha256: sha }),
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
        path: '/api/resumes',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ sha256: sha }),
      });
      expect(foreign.status).toBe(403);
      expect(foreign.text).not.toContain(pdf.toString('base64').slice(0, 20));
    }
  });
});
