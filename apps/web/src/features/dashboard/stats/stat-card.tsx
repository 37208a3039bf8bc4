import { MESSAGES } from '@applypilot/contracts';
import { formatChange } from '../../../lib/stats/summary';
import styles from './stats.module.css';

export interface StatCardProps {
  title: string;
  value: string | number;
  /** A relative change in percent; null shows "no data"; undefined shows no change line. */
  change?: number | null;
  /** What the change compares with, e.g. "vs same time yesterday". */
  changeLabel?: string;
  testId: string;
}

export function StatCard({ title, value, change, changeLabel, testId }: StatCardProps) {
  const tone = change === null || change === undefined || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  return (
    <section className={`ap-card ${styles.statCard}`} aria-label={title} data-testid={testId}>
      <h3 className={styles.statTitle}>{title}</h3>
      <p className={styles.statValue} data-testid={`${testId}-value`}>
        {value}
      </p>
      {change !== undefined ? (
        <p className={`${styles.change} ${styles[tone]}`} data-testid={`${testId}-change`}>
          {change === null ? MESSAGES.noComparison : formatChange(change)}
          {changeLabel ? <span className={styles.changeLabel}> {changeLabel}</span> : null}
        </p>
      ) : null}
    </section>
  );
}
