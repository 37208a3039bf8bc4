import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobRef } from '../engine/types';
import { AgentState } from '../store/agent-state';
import { CompletionQueue } from './completion-queue';
import { CreditsClient } from './credits-client';
import { CreditsHooks, UNCONFIRMED_CREDIT_MESSAGE } from './credits-hooks';
import { applicationAnswer, fakeApi, grantWith, type GrantMaker } from '../test-support/grant-stub';
import { startStubApi, type StubApi } from '../test-support/stub-api';

/**
 * The credit gate before Submit, in process against a fake API: Submit goes ahead only with a grant of the trusted
 * key for this job and this reservation; every other answer ends the run and gives the credit back.
 */
const trusted = generateKeyPairSync('ed25519');
const stranger = generateKeyPairSync('ed25519');
const TOKEN = 'agent-token-of-account-7-abcdefghijklmnopqrstu';
const job: JobRef = {
  jobId: '4100216138',
  title: 'Backend Engineer',
  company: 'Razorline',
  location: '',
};

describe('the credit gate before Submit', () => {
  let tmp: string;
  let api: StubApi;
  const lines: string[] = [];
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-hooks-'));
    api = await startStubApi(fakeApi(grantWith(trusted.privateKey)));
  });
  afterAll(async () => {
    await api.close();
    await rm(tmp, { recursive: true, force: true });
  });
  let hooks: CreditsHooks | undefined;
  afterEach(() => hooks?.close());

  const setup = async (
    name: string,
    grant: GrantMaker,
    options: { token?: string; holdIntervalMs?: number } = {},
  ) => {
    api.handle = fakeApi(grant);
    api.requests.length = 0;
    const dataDir = path.join(tmp, name);
    const state = await AgentState.load(dataDir);
    const token = options.token ?? TOKEN;
    hooks = new CreditsHooks({
      credits: new CreditsClient(api.origin, token),
      state,
      queue: new CompletionQueue(state),
      publicKey: trusted.publicKey,
      apiUrl: api.origin,
      apiToken: token,
      origin: 'https://www.linkedin.com',
      log: (line) => lines.push(line),
      stopRequested: () => false,
      jobStarted: () => undefined,
      ...(options.holdIntervalMs ? { holdIntervalMs: options.holdIntervalMs } : {}),
    });
    const file = path.join(dataDir, 'agent-state.json');
    return {
      hooks,
      state,
      file,
      onDisk: async () => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>,
    };
  };
  const calls = (what: string) => api.requests.filter((r) => r.path.endsWith(`/${what}`));

  it('goes ahead with a grant of the trusted key, and keeps it with the reservation and its account', async () => {
    const { hooks, onDisk } = await setup('valid', grantWith(trusted.privateKey, '7'));
    expect(await hooks.beforeSubmit(job)).toEqual({ go: true });
    const reservation = (await onDisk()).reservation as Record<string, unknown>;
    expect(reservation).toMatchObject({ jobId: job.jobId, apiUrl: api.origin, apiToken: TOKEN, sub: '7' });
    expect(reservation.grant).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(hooks.account.sub).toBe('7');
    await hooks.afterSent(job);
    expect(calls('sent')).toHaveLength(1);
    expect(await onDisk()).toEqual({ appliedJobIds: [job.jobId], reservation: null, completions: [] });
  });

  const refusals: [string, GrantMaker][] = [
    ['no grant', () => undefined],
    ['a grant signed by another key', grantWith(stranger.privateKey)],
    ['a grant for another job', ({ app }) => grantWith(trusted.privateKey)({ job: '4100208219', app })],
    [
      'a grant for another reservation',
      ({ job: j }) => grantWith(trusted.privateKey)({ job: j, app: randomUUID() }),
    ],
    ['an expired grant', grantWith(trusted.privateKey, '7', { expired: true })],
    ['a malformed grant', () => 'not-a-grant'],
  ];
  it.each(refusals)(
    'with %s: no Submit, the run ends with the message, the credit is cancelled',
    async (name, grant) => {
      const { hooks, onDisk } = await setup(name.replace(/\W/g, '-'), grant);
      expect(await hooks.beforeSubmit(job)).toEqual({
        go: false,
        end: { reason: 'error', message: UNCONFIRMED_CREDIT_MESSAGE },
      });
      expect(UNCONFIRMED_CREDIT_MESSAGE).toBe(
        'The ApplyPilot API did not confirm this credit, so nothing was submitted.',
      );
      // The engine discards the form and tells the hooks; the reservation is cancelled with the API.
      await hooks.afterDiscard(job, UNCONFIRMED_CREDIT_MESSAGE);
      const reserved = api.requests.find((r) => r.path === '/api/applications');
      expect(reserved).toBeDefined();
      const [cancel] = calls('cancel');
      expect(cancel?.body).toEqual({ reason: UNCONFIRMED_CREDIT_MESSAGE });
      expect(calls('sent')).toEqual([]);
      expect(await onDisk()).toEqual({ appliedJobIds: [], reservation: null, completions: [] });
    },
  );

  it('re-verifies on a resubmit after a throttle notice, renewing an expired grant with a hold', async () => {
    const { hooks, state } = await setup('resubmit', grantWith(trusted.privateKey, '7', { expired: true }));
    // Reserved an hour ago: the grant it came with has expired since.
    const id = randomUUID();
    const old = grantWith(trusted.privateKey, '7', { expired: true })({ job: job.jobId, app: id }) ?? '';
    await state.reserve({
      applicationId: id,
      jobId: job.jobId,
      apiUrl: api.origin,
      apiToken: TOKEN,
      grant: old,
      sub: '7',
    });
    api.handle = fakeApi(grantWith(trusted.privateKey, '7'), new Map([[id, job.jobId]]));
    expect(await hooks.beforeSubmit(job)).toEqual({ go: true });
    expect(calls('hold').map((r) => r.path)).toEqual([`/api/applications/${id}/hold`]);
    expect(api.requests.some((r) => r.path === '/api/applications')).toBe(false);
    expect(state.reservation?.grant).not.toBe(old);
    // The reservation was swept meanwhile: the hold answers 409 and nothing is submitted.
    await state.reserve({
      applicationId: id,
      jobId: job.jobId,
      apiUrl: api.origin,
      apiToken: TOKEN,
      grant: old,
      sub: '7',
    });
    api.handle = () => ({ status: 409, body: { success: false, error: 'This application was cancelled.' } });
    expect(await hooks.beforeSubmit(job)).toMatchObject({
      go: false,
      end: { message: UNCONFIRMED_CREDIT_MESSAGE },
    });
  });

  it('holds the open reservation on a timer and keeps each renewed grant, and stops with the application', async () => {
    // The hold timer is an interval the test moves itself (the HTTP calls keep real time), so "no more holds" is
    // shown by the timer being gone, not by a quiet moment on a clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { hooks, state } = await setup('hold', grantWith(trusted.privateKey, '7'), {
        holdIntervalMs: 20,
      });
      const before = vi.getTimerCount();
      expect(await hooks.beforeSubmit(job)).toEqual({ go: true });
      expect(vi.getTimerCount()).toBe(before + 1);
      const first = state.reservation?.grant;
      const tick = () => (vi.advanceTimersByTime(20), calls('hold').length);
      await expect.poll(tick, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
      await expect.poll(() => state.reservation?.grant !== first, { timeout: 5000 }).toBe(true);
      await hooks.afterSent(job);
      expect(vi.getTimerCount()).toBe(before);
      const holds = calls('hold').length;
      vi.advanceTimersByTime(20 * 100);
      expect(calls('hold').length).toBe(holds);
    } finally {
      vi.useRealTimers();
    }
  });

  it('skips a job whose id is not a job id, without reserving anything', async () => {
    const { hooks } = await setup('bad-id', grantWith(trusted.privateKey));
    const verdict = await hooks.beforeSubmit({ ...job, jobId: '../../etc/passwd' });
    expect(verdict).toEqual({ go: false, skip: 'The job’s id on the page is not a LinkedIn job id.' });
    expect(api.requests).toEqual([]);
  });

  it('reconciles a reservation left by a crash with its own account’s token, not the new run’s', async () => {
    const { hooks, state } = await setup('reconcile', grantWith(trusted.privateKey, '8'), {
      token: 'agent-token-of-account-8-abcdefghijklmnopqrstu',
    });
    const id = randomUUID();
    await state.reserve({
      applicationId: id,
      jobId: job.jobId,
      apiUrl: api.origin,
      apiToken: TOKEN,
      grant: null,
      sub: '7',
    });
    await state.add(job.jobId);
    api.handle = (r) => ({
      status: 200,
      body: applicationAnswer(id, job.jobId, r.path.endsWith('/sent') ? 'sent' : '?'),
    });
    // The job is in the local record, so the page is not read.
    await hooks.reconcile({} as Page);
    expect(calls('sent').map((r) => [r.path, r.headers.authorization])).toEqual([
      [`/api/applications/${id}/sent`, `Bearer ${TOKEN}`],
    ]);
    expect(state.reservation).toBeNull();
    expect(state.completions).toEqual([]);
    expect(lines).toContain(`Reconciling the application to job ${job.jobId} left open: sent.`);
  });

  it('reserves a company-site application with its site and address, and reports an unconfirmed one so (issue 30)', async () => {
    const { hooks, state } = await setup('site', grantWith(trusted.privateKey, '7'));
    const site = {
      site: 'Greenhouse',
      siteUrl: 'https://job-boards.greenhouse.io/acme/jobs/4012345?gh_src=x',
    };
    expect(await hooks.beforeSubmit(job, undefined, site)).toEqual({ go: true });
    expect(api.requests.find((r) => r.path === '/api/applications')?.body).toMatchObject(site);
    expect(state.reservation?.site).toBe('Greenhouse');
    await hooks.afterUnconfirmed(job, 'Submitted, not confirmed: no confirmation came');
    expect(calls('unconfirmed').map((r) => r.body)).toEqual([{}]);
    expect([calls('sent'), calls('cancel')]).toEqual([[], []]);
    // Never submitted again: the job is in the record, the reservation closed, nothing left in the queue.
    expect([state.has(job.jobId), state.reservation, state.completions]).toEqual([true, null, []]);
  });

  it('reconciles a company-site reservation left by a crash as unconfirmed: Submit may have been pressed', async () => {
    const { hooks, state } = await setup('site-crash', grantWith(trusted.privateKey, '7'));
    const id = randomUUID();
    await state.reserve({
      applicationId: id,
      jobId: job.jobId,
      apiUrl: api.origin,
      apiToken: TOKEN,
      grant: null,
      sub: '7',
      site: 'Lever',
    });
    api.handle = () => ({ status: 200, body: applicationAnswer(id, job.jobId, 'cancelled') });
    await hooks.reconcile({} as Page);
    expect(calls('unconfirmed').map((r) => [r.path, r.body])).toEqual([
      [`/api/applications/${id}/unconfirmed`, {}],
    ]);
    expect(state.has(job.jobId)).toBe(true);
    expect(lines).toContain(
      `Reconciling the application to job ${job.jobId} on Lever left open: not confirmed.`,
    );
  });
});
