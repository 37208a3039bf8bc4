import { MESSAGES } from '@applypilot/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, errorMessage } from './api-client';
import { stubFetch } from './test-support';

afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('apiFetch', () => {
  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const calls = stubFetch(() => ({ body: { success: true, value: 3 } }));
    const answer = await apiFetch<{ value: number }>('/api/x', { method: 'POST', body: { a: 1 } });
    expect(answer.value).toBe(3);
    expect(calls).toEqual([{ url: '/api/x', method: 'POST', body: { a: 1 }, credentials: 'include' }]);
  });

  it('adds the headers a call names', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/api/user/job-info', { headers: { 'x-user-email': 'a@b.co' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('GET');
    expect(init.headers).toEqual({ Accept: 'application/json', 'x-user-email': 'a@b.co' });
  });

  it("uses the server's error field for a failure", async () => {
    stubFetch(() => ({ status: 401, body: { success: false, error: 'Invalid email or password.' } }));
    const error = await failure(apiFetch('/auth/login', { body: {} }));
    expect(error.message).toBe('Invalid email or password.');
    expect(error.status).toBe(401);
  });

  it('treats success: false as a failure even with status 200', async () => {
    stubFetch(() => ({ body: { success: false, error: 'Nope.' } }));
    expect((await failure(apiFetch('/x'))).message).toBe('Nope.');
  });

  it('falls back to the generic message when the server gives no error text', async () => {
    stubFetch(() => ({ status: 500, body: { success: false } }));
    expect((await failure(apiFetch('/x'))).message).toBe(MESSAGES.unexpectedError);
  });

  it('uses the exception message when the request itself fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(apiFetch('/x'))).message).toBe('Failed to fetch');
  });

  it('rejects an answer that does not match the schema', async () => {
    stubFetch(() => ({ body: { unexpected: true } }));
    const schema = { safeParse: () => ({ success: false as const }) };
    expect((await failure(apiFetch('/x', { schema }))).message).toBe(MESSAGES.unexpectedError);
  });
});

describe('errorMessage', () => {
  it('follows the error catalogue fallbacks', () => {
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage(new Error(''))).toBe(MESSAGES.unexpectedError);
    expect(errorMessage('text')).toBe(MESSAGES.unexpectedError);
  });
});
