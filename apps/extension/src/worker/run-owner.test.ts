import { describe, expect, it } from 'vitest';
import type { AgentState } from '../shared/runtime-messages';
import { createRunOwner, type OwnerStorage } from './run-owner';

/** chrome.storage.session as the worker sees it: what one worker wrote, the next one (after a restart) reads. */
function sessionStorageArea(): OwnerStorage {
  const items: Record<string, unknown> = {};
  return {
    async get(keys) {
      return Object.fromEntries((Array.isArray(keys) ? keys : [keys]).map((key) => [key, items[key]]));
    },
    async set(values) {
      Object.assign(items, values);
    },
  };
}

const running: AgentState = {
  connection: 'running',
  status: { version: '1.0.0', state: 'running', runId: 'run-1', applied: 3, processed: 7 },
};

describe('whose run the popup and the pages see', () => {
  it("shows a run's progress to the account that started it, and only its connection to anybody else", async () => {
    const area = sessionStorageArea();
    const owner = createRunOwner(area);
    await owner.setSignedIn('Asha@Example.com');
    await owner.setRunOwner('asha@example.com');
    expect(await owner.scope(running)).toEqual(running);
    expect(await owner.signedInOwnsRun()).toBe(true);

    // Asha logs out on the site: nobody is signed in, nothing of the run shows.
    await owner.setSignedIn(null);
    expect(await owner.scope(running)).toEqual({ connection: 'running' });
    expect(await owner.signedInOwnsRun()).toBe(false);

    // Bilal signs in on the same browser: the agent is busy, and that is all he sees.
    await owner.setSignedIn('bilal@example.com');
    expect(await owner.scope(running)).toEqual({ connection: 'running' });
    expect(await owner.scope({ ...running, connection: 'ready' })).toEqual({ connection: 'ready' });

    // A worker restarted by Chrome reads the same from the session area; Asha back sees her run again.
    const restarted = createRunOwner(area);
    await restarted.setSignedIn('asha@example.com');
    expect(await restarted.scope(running)).toEqual(running);
  });

  it('shows no progress before any page said who is signed in, or for a run nobody is known to have started', async () => {
    const owner = createRunOwner(sessionStorageArea());
    expect(await owner.scope(running)).toEqual({ connection: 'running' });
    await owner.setSignedIn('asha@example.com');
    expect(await owner.scope(running)).toEqual({ connection: 'running' });
    expect(await owner.scope({ connection: 'offline' })).toEqual({ connection: 'offline' });
  });
});
