import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentState } from './agent-state';

describe('the agent’s state file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agent-state-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps applied jobs and the open reservation across a restart, in a 0600 file of a 0700 folder', async () => {
    const data = path.join(dir, 'data');
    const state = await AgentState.load(data);
    await state.reserve({ applicationId: 'a1', jobId: '42', apiUrl: 'http://api' });
    await state.add('42');
    // Sent on LinkedIn, not yet told to the API: the reservation stays open for the next start to reconcile.
    const reloaded = await AgentState.load(data);
    expect(reloaded.has('42')).toBe(true);
    expect(reloaded.reservation).toEqual({ applicationId: 'a1', jobId: '42', apiUrl: 'http://api' });
    await reloaded.clearReservation();
    expect((await AgentState.load(data)).reservation).toBeNull();
    const file = path.join(data, 'agent-state.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(data)).mode & 0o777).toBe(0o700);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ appliedJobIds: ['42'], reservation: null });
  });

  it('refuses to start over a file it did not write rather than forget what it applied to', async () => {
    const data = path.join(dir, 'broken');
    await AgentState.load(data).then((s) => s.add('1'));
    await writeFile(path.join(data, 'agent-state.json'), '{"appliedJobIds": "not a list"}');
    await expect(AgentState.load(data)).rejects.toThrow(/not a state file/);
    await writeFile(path.join(data, 'agent-state.json'), '{"appliedJobIds": ["1"');
    await expect(AgentState.load(data)).rejects.toThrow(/not a state file/);
  });
});
