import type { AgentState } from '../shared/runtime-messages';

/**
 * Whose run the extension shows (decision 049). The site's pages say who is signed in (SIGNED_IN_ACCOUNT, null after
 * Logout), and a start records the account that pressed it. A run's progress (its counts, its events) is shown only
 * while that account is the one signed in: the next person at the computer sees that the agent is busy, not what it
 * did for somebody else. Kept in chrome.storage.session: it outlives the worker's restarts, not the browser's.
 */
const SIGNED_IN_KEY = 'signedInAccount';
const RUN_OWNER_KEY = 'runOwner';

export interface OwnerStorage {
  get(keys: string | string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

function account(value: string | null): string | null {
  const trimmed = value?.trim().toLowerCase() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function createRunOwner(storage: OwnerStorage) {
  async function read(): Promise<{ signedIn: string | null; owner: string | null }> {
    const stored = await storage.get([SIGNED_IN_KEY, RUN_OWNER_KEY]);
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return { signedIn: text(stored[SIGNED_IN_KEY]), owner: text(stored[RUN_OWNER_KEY]) };
  }

  return {
    setSignedIn(email: string | null): Promise<void> {
      return storage.set({ [SIGNED_IN_KEY]: account(email) ?? '' });
    },
    /** The account that pressed Start (the payload's userEmail). */
    setRunOwner(email: string): Promise<void> {
      return storage.set({ [RUN_OWNER_KEY]: account(email) ?? '' });
    },
    /** True when somebody is signed in and the agent's run is theirs. */
    async signedInOwnsRun(): Promise<boolean> {
      const { signedIn, owner } = await read();
      return signedIn !== null && signedIn === owner;
    },
    /** The state as the signed-in account may see it: somebody else's run keeps its connection, not its progress. */
    async scope(state: AgentState): Promise<AgentState> {
      if (state.status === undefined || (await this.signedInOwnsRun())) return state;
      return { connection: state.connection };
    },
  };
}

export type RunOwner = ReturnType<typeof createRunOwner>;
