import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
}

/** An answer, or a promise of one (to hold a request open), or a rejection (a network failure). */
export type Responder = (call: RecordedCall) => StubAnswer | Promise<StubAnswer>;

/** Replaces fetch with a scripted server and records what reached it. */
export function stubFetch(responder: Responder): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    const answer = await responder(call);
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

export function withQueryClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
