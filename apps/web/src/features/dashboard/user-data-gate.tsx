import { MESSAGES } from '@applypilot/contracts';
import { useEffect, type ReactNode } from 'react';
import { Button } from '../../components/button';
import { LoadingScreen } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { unlockUserData } from '../../lib/user-data/unlock';
import { useUserDataStatus } from '../../lib/user-data/use-user-data-status';
import { lockUserData } from '../../lib/user-data/user-store';
import styles from './user-data-gate.module.css';

/**
 * Decision 049: the dashboard's pages read the signed-in person's setup, which opens only with their key from the API.
 * Until it is open the page shows progress (never an empty setup that then fills in); a failure says why and offers a
 * retry. A store open for somebody else (another tab signed in as them) is locked and this person's opened instead.
 */
export function UserDataGate({ children }: { children: ReactNode }) {
  const { user, refreshUser } = useAuth();
  const status = useUserDataStatus();
  const email = user?.email.trim().toLowerCase() ?? null;
  const mine = email !== null && status.kind !== 'locked' && status.email === email;

  useEffect(() => {
    if (email === null || mine) return;
    // An answer that comes after this page moved on is dropped by the store (markUnlocking's ticket).
    void unlockUserData(email).then(
      (outcome) => {
        // The cookie names somebody else now: the session is read again, and the page follows that person.
        if (outcome === 'other-account') void refreshUser();
      },
      (error: unknown) => {
        // "Not logged in": the session ended; reading it again logs this page out.
        if (error instanceof ApiError && error.status === 401) void refreshUser();
      },
    );
  }, [email, mine, refreshUser]);

  if (mine && status.kind === 'open') return <>{children}</>;
  if (mine && status.kind === 'failed') {
    return (
      <div className={styles.failed} role="alert">
        <p className={styles.text}>{MESSAGES.userDataUnlockFailed(status.message)}</p>
        <Button variant="secondary" onClick={lockUserData}>
          {MESSAGES.userDataRetry}
        </Button>
      </div>
    );
  }
  return <LoadingScreen message={MESSAGES.userDataUnlocking} />;
}
