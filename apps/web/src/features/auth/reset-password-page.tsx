import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PasswordSchema } from '@applypilot/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { resetPassword } from './auth-api';
import { TextField } from './text-field';
import styles from './reset-password-page.module.css';

// Not a message of the specification: the confirmation field is ours.
export const PASSWORDS_DO_NOT_MATCH = 'The two passwords do not match.';

/** Client-side check before the call; the server checks the same rules again. */
export function checkNewPassword(password: string, confirmation: string): string | null {
  const parsed = PasswordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MESSAGES.unexpectedError;
  if (password !== confirmation) return PASSWORDS_DO_NOT_MATCH;
  return null;
}

/** /reset-password?token=…: the page the reset mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const ids = { password: useId(), confirmation: useId() };
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || token === '') return;
    const problem = checkNewPassword(password, confirmation);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      setDone(await resetPassword(token, password, MESSAGES.passwordResetDone));
    } catch (caught) {
      setError(errorMessage(caught));
    }
    setBusy(false);
  };

  return (
    <div className={styles.page}>
      <div className={`ap-card ${styles.card}`}>
        <div className={styles.icon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8">
            <rect x="5" y="10" width="14" height="10" rx="2" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" strokeLinecap="round" />
          </svg>
        </div>
        <h1 className={styles.title}>Set a new password</h1>
        {token === '' ? (
          <div className={styles.stack}>
            <p className={styles.error} role="alert" data-testid="reset-error">
              {MESSAGES.resetTokenInvalid}
            </p>
            <Link to="/login" className={styles.loginLink}>
              Go to login
            </Link>
          </div>
        ) : done ? (
          <div className={styles.stack}>
            <p className={styles.success} role="status" data-testid="reset-success">
              {done}
            </p>
            <Link to="/login" className={styles.loginLink}>
              Go to login
            </Link>
          </div>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <p className={styles.subtitle}>
              Choose a password of {PASSWORD_MIN_LENGTH} to {PASSWORD_MAX_LENGTH} characters. Every device
              signed in to your account will be logged out.
            </p>
            <TextField
              id={ids.password}
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              maxLength={PASSWORD_MAX_LENGTH}
              onChange={setPassword}
            />
            <TextField
              id={ids.confirmation}
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              value={confirmation}
              maxLength={PASSWORD_MAX_LENGTH}
              onChange={setConfirmation}
            />
            {error ? (
              <p className={styles.error} role="alert" data-testid="reset-error">
                {error}
              </p>
            ) : null}
            <Button type="submit" size="lg" block disabled={busy}>
              {busy ? MESSAGES.processing : 'Reset Password'}
            </Button>
            <p className={styles.back}>
              Remembered it? <Link to="/login">Back to login</Link>
            </p>
          </form>
        )}
      </div>
    </div>
  );
}
