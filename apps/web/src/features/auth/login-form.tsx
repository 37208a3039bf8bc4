import { MESSAGES } from '@applypilot/contracts';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { useDialog } from '../../components/dialog-provider';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { usePublicConfig } from '../../lib/public-config';
import { loginWithGoogle, loginWithPassword, register, requestPasswordReset } from './auth-api';
import { GoogleSignIn } from './google-sign-in';
import { TextField } from './text-field';
import styles from './login-page.module.css';

type Mode = 'login' | 'signup';

const COPY: Record<Mode, { title: string; subtitle: string; submit: string }> = {
  login: { title: 'Log in to ApplyPilot', subtitle: 'Continue to your dashboard.', submit: 'Log In' },
  signup: {
    title: 'Create your account',
    subtitle: 'Start with 5 free applications. No card needed.',
    submit: 'Create Account',
  },
};

/** The LOGIN / SIGN UP form (document 1, sections 2, 4, 5 and 8). Redirecting afterwards is the page's job. */
export function LoginForm() {
  const { login } = useAuth();
  const dialogs = useDialog();
  const config = usePublicConfig();
  const ids = { name: useId(), email: useId(), password: useId() };
  const [mode, setMode] = useState<Mode>('login');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const switchMode = (next: Mode) => {
    if (next === mode || busy) return;
    setMode(next);
    setName('');
    setEmail('');
    setPassword('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      if (mode === 'signup') {
        await register(name, email, password);
        // Switch to login behind the modal; the email stays so the user only types the password again.
        setMode('login');
        setName('');
        setPassword('');
        setBusy(false);
        // The specification's sentence, then where the verification link went (decision 043).
        await dialogs.alert(
          `${MESSAGES.registrationSuccessful} ${MESSAGES.registrationCheckMail(email.trim())}`,
          {
            title: 'Check your email',
          },
        );
        return;
      }
      login(await loginWithPassword(email, password));
    } catch (caught) {
      setError(errorMessage(caught));
    }
    setBusy(false);
  };

  const onGoogleCredential = useCallback(
    async (credential: string) => {
      setBusy(true);
      setError(null);
      try {
        login(await loginWithGoogle(credential));
      } catch (caught) {
        setError(errorMessage(caught));
      }
      setBusy(false);
    },
    [login],
  );

  const forgotPassword = async () => {
    const typed = await dialogs.prompt(
      'Enter the email address of your account and we will send you a reset link.',
      {
        title: 'Reset your password',
        defaultValue: email,
        inputType: 'email',
        placeholder: 'you@example.com',
        confirmLabel: 'Send link',
      },
    );
    if (typed === null) return;
    const address = typed.trim();
    if (address === '' || !address.includes('@')) {
      await dialogs.alert(MESSAGES.invalidEmailPrompt);
      return;
    }
    setError(null);
    try {
      await dialogs.alert(await requestPasswordReset(address, MESSAGES.forgotPasswordSent), {
        title: 'Check your inbox',
      });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  const copy = COPY[mode];
  const googleClientId = config.data?.googleClientId ?? null;
  return (
    <div className={styles.formCard}>
      <div className={styles.tabs} role="tablist" aria-label="Log in or sign up">
        {(['login', 'signup'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={mode === tab}
            className={mode === tab ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => switchMode(tab)}
          >
            {tab === 'login' ? 'LOGIN' : 'SIGN UP'}
          </button>
        ))}
      </div>

      <h1 className={styles.title}>{copy.title}</h1>
      <p className={styles.subtitle}>{copy.subtitle}</p>

      <form className={styles.form} onSubmit={submit} aria-label={mode === 'login' ? 'Log in' : 'Sign up'}>
        {mode === 'signup' ? (
          <TextField
            id={ids.name}
            label="Full name"
            name="name"
            autoComplete="name"
            required
            value={name}
            onChange={setName}
            placeholder="Asha Verma"
          />
        ) : null}
        <TextField
          id={ids.email}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
          placeholder="you@example.com"
        />
        <TextField
          id={ids.password}
          label="Password"
          labelAside={
            mode === 'login' ? (
              <button type="button" className={styles.linkButton} onClick={forgotPassword}>
                Forgot password?
              </button>
            ) : null
          }
          name="password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          value={password}
          onChange={setPassword}
          placeholder={mode === 'login' ? 'Your password' : 'At least 8 characters'}
        />

        {error ? (
          <p className={styles.error} role="alert" data-testid="login-error">
            {error}
          </p>
        ) : null}

        <Button type="submit" size="lg" block disabled={busy}>
          {busy ? MESSAGES.processing : copy.submit}
        </Button>
      </form>

      {googleClientId ? <GoogleSignIn clientId={googleClientId} onCredential={onGoogleCredential} /> : null}

      <p className={styles.switchLine}>
        {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => switchMode(mode === 'login' ? 'signup' : 'login')}
        >
          {mode === 'login' ? 'Sign up free' : 'Log in'}
        </button>
      </p>
    </div>
  );
}
