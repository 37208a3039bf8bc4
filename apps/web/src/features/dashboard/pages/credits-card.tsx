import { APPLICATION_CREDIT_COST, CUSTOMIZE_CREDIT_COST, MESSAGES } from '@applypilot/contracts';
import { Link } from 'react-router';
import { Spinner } from '../../../components';
import { useJobInfo } from '../../../lib/job-info';
import styles from './credits-card.module.css';

/** The balance from job info (availableJobs), with the way to buy more. */
export function CreditsCard() {
  const { jobInfo, isLoading } = useJobInfo();
  return (
    <section className={`ap-card ${styles.card}`} aria-labelledby="credits-title">
      <div>
        <h2 id="credits-title" className={styles.title}>
          Available Credits
        </h2>
        {isLoading ? (
          <Spinner size={22} label={MESSAGES.loading} />
        ) : (
          // A failed fetch is only logged (section 8): the figure stays blank rather than a guess.
          <p className={styles.count} data-testid="available-credits">
            {jobInfo ? jobInfo.availableJobs : '—'}
          </p>
        )}
        <p className={styles.text}>
          An easy-apply application uses {APPLICATION_CREDIT_COST} credit; an AI-customized resume uses{' '}
          {CUSTOMIZE_CREDIT_COST} more.
        </p>
      </div>
      <Link to="/pricing" className={styles.buy}>
        Buy credits
      </Link>
    </section>
  );
}
