import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { useJobInfo } from '../../../lib/job-info';
import { AutomationPanel } from '../automation/automation-panel';
import { StatisticsPanel } from '../stats/statistics-panel';
import { StartButton } from './start-button';
import styles from './pages.module.css';

/**
 * "Welcome back" only when the account has certainly been used before: it has sent applications (decision 043). A
 * new account, and any account until its figures arrive, reads "Welcome".
 */
export function welcomeGreeting(sentApplications: number): 'Welcome' | 'Welcome back' {
  return sentApplications > 0 ? 'Welcome back' : 'Welcome';
}

/** /dashboard: the summary panel (document 2, section 2.2): a welcome with the start button, then the statistics. */
export function DashboardHomePage() {
  const { user } = useAuth();
  const { jobInfo } = useJobInfo();
  const firstName = user?.displayName?.trim().split(/\s+/)[0];
  const greeting = welcomeGreeting(jobInfo?.totalApplications ?? jobInfo?.jobHistory.length ?? 0);
  return (
    <div className={styles.stack}>
      <section className={styles.welcome}>
        <div>
          <h2 className={styles.welcomeTitle}>{firstName ? `${greeting}, ${firstName}!` : `${greeting}!`}</h2>
          <p className={styles.welcomeText}>
            Set up your assistant once, then let ApplyPilot apply to Easy Apply jobs for you while you prepare
            for interviews.
          </p>
        </div>
        <div className={styles.welcomeActions}>
          <StartButton />
          <Link to="/dashboard/resume-builder" className={styles.secondaryLink}>
            Build a resume
          </Link>
        </div>
      </section>
      <AutomationPanel />
      <StatisticsPanel />
    </div>
  );
}
