import { Link } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { useAuth } from '../../../lib/auth/auth-context';
import { CreditsCard } from './credits-card';
import styles from './pages.module.css';

/** /dashboard: a welcome, the credit balance and, until its issue lands, a placeholder for the statistics panel. */
export function DashboardHomePage() {
  const { user } = useAuth();
  const firstName = user?.displayName?.trim().split(/\s+/)[0];
  return (
    <div className={styles.stack}>
      <section className={styles.welcome}>
        <div>
          <h2 className={styles.welcomeTitle}>
            {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
          </h2>
          <p className={styles.welcomeText}>
            Set up your assistant once, then let ApplyPilot apply to Easy Apply jobs for you while you prepare
            for interviews.
          </p>
        </div>
        <div className={styles.welcomeActions}>
          <Link to="/dashboard/setup" className={styles.primaryLink}>
            Open Assistant Setup
          </Link>
          <Link to="/dashboard/resume-builder" className={styles.secondaryLink}>
            Build a resume
          </Link>
        </div>
      </section>
      <CreditsCard />
      <ComingSoon
        title="Application statistics"
        description="Today's applications, your monthly pace and history will appear here."
      />
    </div>
  );
}
