import { MESSAGES } from '@applypilot/contracts';
import { useState } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { resendVerification } from '../../lib/email-verification-api';
import styles from './verify-email-banner.module.css';

/** Above every dashboard page while the address is unproved; it goes once /auth/me says the email is verified. */
export function VerifyEmailBanner() {
  const { user, refreshUser } = useAuth();
  const [busy, setBusy] = useState(false);
  const [reply, setReply] = useState<{ text: string; failed: boolean } | null>(null);
  if (!user || user.emailVerified) return null;

  const resend = async () => {
    setBusy(true);
    try {
      setReply({ text: await resendVerification(), failed: false });
      // The server may say the address is already verified (in another tab, say): then the banner goes.
      await refreshUser();
    } catch (caught) {
      setReply({ text: errorMessage(caught), failed: true });
    }
    setBusy(false);
  };

  return (
    <div className={styles.banner} data-testid="verify-email-banner">
      <p className={styles.text}>{MESSAGES.verifyEmailBanner(user.email)}</p>
      <div className={styles.actions}>
        {reply ? (
          <span
            className={reply.failed ? styles.failed : styles.reply}
            role={reply.failed ? 'alert' : 'status'}
            data-testid="verify-email-banner-reply"
          >
            {reply.text}
          </span>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => void resend()} disabled={busy}>
          {busy ? MESSAGES.processing : MESSAGES.resendVerificationLink}
        </Button>
      </div>
    </div>
  );
}
