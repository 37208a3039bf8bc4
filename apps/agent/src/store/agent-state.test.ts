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

  const reservation = {
    applicationId: 'a1',
    jobId: '42',
    apiUrl: 'http://api',
    apiToken: 'token-of-account-7',
    grant: 'claims.signature',
    sub: '7',
  };

  it('keeps applied jobs and the open reservation across a restart, in a 0600 file of a 0700 folder', async () => {
    const data = path.join(dir, 'data');
    const state = await AgentState.load(data);
    await state.reserve(reservation);
    await state.add('42');
    // Sent on LinkedIn, not yet queued: the reservation stays open for the next start to reconcile.
    const reloaded = await AgentState.load(data);
    expect(reloaded.has('42')).toBe(true);
    expect(reloaded.reservation).toEqual(reservation);
    await reloaded.renewGrant('a1', 'claims.renewed');
    await reloaded.renewGrant('another', 'claims.other');
    expect((await AgentState.load(data)).reservation?.grant).toBe('claims.renewed');
    await reloaded.clearReservation();
    expect((await AgentState.load(data)).reservation).toBeNull();
    const file = path.join(data, 'agent-state.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(data)).mode & 0o777).toBe(0o700);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      appliedJobIds: ['42'],
      reservation: null,
      completions: [],
    });
  });

  it('queues a completion and closes its reservation in one write; it leaves only when settled', async () => {
    const data = path.join(dir, 'queue');
    const state = await AgentState.load(data);
    await state.reserve(reservation);
    const sent = {
      kind: 'sent' as const,
      applicationId: 'a1',
      jobId: '42',
      reason: '',
      apiUrl: 'http://api',
      apiToken: 'token-of-account-7',
      sub: '7',
      queuedAt: 1_700_000_000_000,
    };
    await state.enqueue(sent);
    const file = path.join(data, 'agent-state.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      appliedJobIds: ['42'],
      reservation: null,
      completions: [sent],
    });
    await state.retoken('a1', 'newer-token-of-account-7');
    expect((await AgentState.load(data)).completions).toEqual([
      { ...sent, apiToken: 'newer-token-of-account-7' },
    ]);
    await state.settle('a1');
    expect((await AgentState.load(data)).completions).toEqual([]);
  });

  it('reads a state file of an older agent: its reservation has no token, grant or account', async () => {
    const data = path.join(dir, 'older');
    await AgentState.load(data).then((s) => s.add('1'));
    const file = path.join(data, 'agent-state.json');
    await writeFile(
      file,
      '{"appliedJobIds":["1"],"reservation":{"applicationId":"a9","jobId":"9","apiUrl":"http://api"}}',
    );
    const state = await AgentState.load(data);
    expect(state.reservation).toEqual({
      applicationId: 'a9',
      jobId: '9',
      apiUrl: 'http://api',
      apiToken: null,
      grant: null,
      sub: null,
    });
    expect(state.completions).toEqual([]);
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
