import { MESSAGES } from '@applypilot/contracts';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';
import { postLoginTarget } from './post-login-target';
import { PromoPanel } from './promo-panel';

/**
 * /login: the form beside the promo panel. An authenticated visitor (already logged in, or just now) is sent on,
 * replacing this entry in the history, to where they came from (document 1, section 2).
 */
export function LoginPage() {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();

  if (isLoading) return <LoadingScreen message={MESSAGES.initializingSession} />;
  if (isAuthenticated) {
    const target = postLoginTarget(location.state);
    return <Navigate to={target.to} state={target.state} replace />;
  }
  return (
    <main className={styles.page}>
      <section className={styles.formSide}>
        <Link to="/" className={styles.home}>
          <span aria-hidden="true">←</span> Back to home
        </Link>
        <LoginForm />
        <p className={styles.legal}>
          By continuing you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </section>
      <PromoPanel />
    </main>
  );
}
