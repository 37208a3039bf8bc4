import { MESSAGES } from '@applypilot/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { verifyEmail } from '../../lib/email-verification-api';
import styles from './verify-email-page.module.css';

type Outcome =
  { kind: 'verifying' } | { kind: 'verified'; message: string } | { kind: 'failed'; error: string };

/** /verify-email?token=…: the page the sign-up mail links to. It posts the token once, on arrival. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isAuthenticated, refreshUser } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(
    token === '' ? { kind: 'failed', error: MESSAGES.verificationTokenInvalid } : { kind: 'verifying' },
  );
  // A link works once: React's development double effect (or a re-render) must not post it a second time.
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (token === '' || posted.current === token) return;
    posted.current = token;
    verifyEmail(token)
      .then(async (message) => {
        // A signed-in page learns the new state now, so the dashboard's banner is gone on arrival.
        await refreshUser();
        setOutcome({ kind: 'verified', message });
      })
      .catch((caught: unknown) => setOutcome({ kind: 'failed', error: errorMessage(caught) }));
  }, [token, refreshUser]);

  return (
    <div className={styles.page}>
      <div className={`ap-card ${styles.card}`}>
        <h1 className={styles.title}>Email verification</h1>
        {outcome.kind === 'verifying' ? (
          <Spinner label={MESSAGES.verifyingEmail} />
        ) : outcome.kind === 'verified' ? (
          <div className={styles.stack}>
            <p className={styles.success} role="status" data-testid="verify-email-success">
              {outcome.message}
            </p>
            <Link to="/dashboard" className={styles.action}>
              Go to dashboard
            </Link>
          </div>
        ) : (
          <div className={styles.stack}>
            <p className={styles.error} role="alert" data-testid="verify-email-error">
              {outcome.error}
            </p>
            <Link to={isAuthenticated ? '/dashboard' : '/login'} className={styles.action}>
              {isAuthenticated ? 'Go to dashboard' : 'Go to login'}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
