import { MESSAGES } from '@applypilot/contracts';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditsClient } from './credits-client';

/** A stand-in for the API's applications routes, only for this client's unit test (the real API is in run tests). */
describe('the credits client', () => {
  let server: Server;
  let url: string;
  let next: { status: number; body: unknown } = { status: 201, body: {} };
  const seen: { method: string; path: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (d: Buffer) => (text += d.toString()));
      req.on('end', () => {
        seen.push({
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: JSON.parse(text),
        });
        res.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const job = {
    jobId: '42',
    jobUrl: 'https://www.linkedin.com/jobs/view/42/',
    jobTitle: 'Dev',
    company: 'Acme',
  };
  const application = (status: string) => ({
    success: true,
    application: { id: '7f1b2c3d-0000-4000-8000-000000000001', jobId: '42', status },
    availableJobs: 9,
  });

  it('reserves with the bearer token and answers the application id, the balance and the grant', async () => {
    next = { status: 201, body: { ...application('reserved'), grant: 'claims.signature' } };
    const answer = await new CreditsClient(url, 'agent-token-abcdefghijklmnop').reserve(job);
    expect(answer).toEqual({
      kind: 'reserved',
      applicationId: application('').application.id,
      creditsLeft: 9,
      grant: 'claims.signature',
    });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/applications',
      headers: { authorization: 'Bearer agent-token-abcdefghijklmnop', 'content-type': 'application/json' },
      body: job,
    });
  });

  it('turns 402 and 429 into the run’s end reason with the API’s message, 409 into a skip', async () => {
    const client = new CreditsClient(url, 'agent-token-abcdefghijklmnop');
    const refusal = async (status: number, error: string) => {
      next = { status, body: { success: false, error } };
      return client.reserve(job);
    };
    expect(await refusal(402, MESSAGES.noCredits)).toEqual({
      kind: 'refused',
      reason: 'no-credits',
      message: MESSAGES.noCredits,
    });
    expect(await refusal(429, MESSAGES.dailyLimitReached)).toMatchObject({ reason: 'daily-limit' });
    expect(await refusal(429, MESSAGES.monthlyLimitReached)).toMatchObject({ reason: 'monthly-limit' });
    expect(await refusal(409, MESSAGES.alreadyApplied)).toEqual({
      kind: 'already-applied',
      message: MESSAGES.alreadyApplied,
    });
    expect(await refusal(401, 'Not authenticated')).toMatchObject({ kind: 'refused', reason: 'error' });
    expect(
      await new CreditsClient('http://127.0.0.1:9', 'agent-token-abcdefghijklmnop').reserve(job),
    ).toMatchObject({ kind: 'refused', reason: 'error' });
  });

  it('marks sent and cancels by id: done, settled (404, 409, 400), unauthorized (401) or retry', async () => {
    const client = new CreditsClient(url, 'agent-token-abcdefghijklmnop');
    const id = application('').application.id;
    next = { status: 200, body: application('sent') };
    expect(await client.sent(id)).toEqual({ kind: 'done', creditsLeft: 9 });
    expect(seen.at(-1)?.path).toBe(`/api/applications/${id}/sent`);
    next = { status: 200, body: application('cancelled') };
    expect(await client.cancel(id, 'Stopped.')).toEqual({ kind: 'done', creditsLeft: 9 });
    expect(seen.at(-1)).toMatchObject({
      path: `/api/applications/${id}/cancel`,
      body: { reason: 'Stopped.' },
    });
    const answer = async (status: number, error: string) => {
      next = { status, body: { success: false, error } };
      return client.sent(id);
    };
    expect(await answer(404, 'Application not found')).toEqual({
      kind: 'settled',
      status: 404,
      message: 'Application not found',
    });
    expect(await answer(409, MESSAGES.alreadyApplied)).toMatchObject({ kind: 'settled', status: 409 });
    expect(await answer(401, 'Agent token expired')).toEqual({
      kind: 'unauthorized',
      message: 'Agent token expired',
    });
    expect(await answer(503, 'Down')).toEqual({ kind: 'retry', message: 'the API answered 503: Down' });
    expect(await answer(429, 'Slow down')).toMatchObject({ kind: 'retry' });
    expect(
      await new CreditsClient('http://127.0.0.1:9', 'agent-token-abcdefghijklmnop').sent(id),
    ).toMatchObject({
      kind: 'retry',
      message: expect.stringMatching(/^the API cannot be reached/) as unknown,
    });
  });

  it('holds a reservation: the renewed grant, or gone when it is no longer reserved', async () => {
    const client = new CreditsClient(url, 'agent-token-abcdefghijklmnop');
    const id = application('').application.id;
    next = { status: 200, body: { ...application('reserved'), grant: 'claims.renewed' } };
    expect(await client.hold(id)).toEqual({ kind: 'held', grant: 'claims.renewed' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: `/api/applications/${id}/hold` });
    next = { status: 409, body: { success: false, error: 'This application was cancelled.' } };
    expect(await client.hold(id)).toEqual({ kind: 'gone', message: 'This application was cancelled.' });
    next = { status: 500, body: {} };
    expect(await client.hold(id)).toMatchObject({ kind: 'failed' });
  });

  it('reports a needs-answer question to the queue', async () => {
    next = { status: 201, body: { success: true } };
    const report = {
      jobId: '42',
      jobUrl: '',
      jobTitle: 'Dev',
      company: 'Acme',
      question: 'Years of Rust?',
      kind: 'numeric' as const,
      options: [],
    };
    await new CreditsClient(url, 'agent-token-abcdefghijklmnop').needsAnswer(report);
    expect(seen.at(-1)).toMatchObject({ path: '/api/agent/needs-answer', body: report });
  });
});
