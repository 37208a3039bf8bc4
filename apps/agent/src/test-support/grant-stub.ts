import { GRANT_TTL_SECONDS, signGrant } from '@applypilot/grants';
import { randomUUID, type KeyObject } from 'node:crypto';
import type { StubAnswer, StubRequest } from './stub-api';

/** How a fake API signs the grant it sends with a reservation. */
export type GrantMaker = (claims: { job: string; app: string }) => string | undefined;

/** A genuine grant of `key` for user `sub`, valid for an hour (or already expired with `expired`). */
export function grantWith(key: KeyObject, sub = '7', options: { expired?: boolean } = {}): GrantMaker {
  return ({ job, app }) => {
    const now = Math.floor(Date.now() / 1000);
    const exp = options.expired ? now - 1 : now + GRANT_TTL_SECONDS;
    return signGrant(key, { v: 1, sub, job, app, exp });
  };
}

export const applicationAnswer = (id: string, jobId: string, status: string, grant?: string) => ({
  success: true,
  application: { id, jobId, status },
  availableJobs: 4,
  ...(grant === undefined ? {} : { grant }),
});

/**
 * A fake ApplyPilot API for the agent: every reservation granted with `grant`'s signature, hold/sent/cancel answered
 * 200, the AI routes refused (the agent then uses the base resume), anything else 404. `jobs` maps the reservations
 * it knows (application id to job id).
 */
export function fakeApi(grant: GrantMaker, jobs = new Map<string, string>()) {
  return (request: StubRequest): StubAnswer => {
    const body = (request.body ?? {}) as { jobId?: string };
    if (request.method === 'POST' && request.path === '/api/applications') {
      const id = randomUUID();
      const jobId = body.jobId ?? '';
      jobs.set(id, jobId);
      return { status: 201, body: applicationAnswer(id, jobId, 'reserved', grant({ job: jobId, app: id })) };
    }
    const done = /^\/api\/applications\/([^/]+)\/(hold|sent|cancel|unconfirmed)$/.exec(request.path);
    if (request.method === 'POST' && done) {
      const [, id = '', what] = done;
      const jobId = jobs.get(id) ?? '';
      if (what === 'hold')
        return {
          status: 200,
          body: applicationAnswer(id, jobId, 'reserved', grant({ job: jobId, app: id })),
        };
      // Issue 30's unconfirmed: the credit comes back, as for a cancel (the real API's status is its own).
      return { status: 200, body: applicationAnswer(id, jobId, what === 'sent' ? 'sent' : 'cancelled') };
    }
    if (request.path.startsWith('/api/ai/')) return { status: 503, body: { error: 'AI is not configured.' } };
    return { status: 404, body: { error: 'Not found' } };
  };
}
