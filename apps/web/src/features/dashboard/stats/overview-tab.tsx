import type { JobStats } from '@applypilot/contracts';
import type { StatsSummary } from '../../../lib/stats/summary';
import { StatCard } from './stat-card';
import { DailyBarChart, TimeOfDayChart } from './stats-charts';
import styles from './stats.module.css';

/** Four cards and two charts; the change figures are real comparisons (decision 020), not the specification's fixed ones. */
export function OverviewTab({
  summary,
  availableJobs,
  stats,
}: {
  summary: StatsSummary;
  availableJobs: number;
  /** The server's figures; an older server's have no split by site. */
  stats?: JobStats;
}) {
  return (
    <>
      <div className={styles.cards}>
        <StatCard
          title="Today's Applications"
          value={summary.today}
          change={summary.todayChange}
          changeLabel="vs same time yesterday"
          testId="stat-today"
        />
        <StatCard
          title="Monthly Pace"
          value={summary.thirtyDays}
          change={summary.thirtyDaysChange}
          changeLabel="vs previous 30 days"
          testId="stat-monthly"
        />
        <StatCard title="Total Applications" value={summary.total} testId="stat-total" />
        <StatCard title="Available Credits" value={availableJobs} testId="stat-credits" />
      </div>
      {stats?.easyApply !== undefined && stats.companySites !== undefined ? (
        <p className={styles.bySite} data-testid="stats-by-site">
          Sent through LinkedIn Easy Apply: <strong>{stats.easyApply}</strong> · On company sites (Greenhouse,
          Lever, Ashby): <strong>{stats.companySites}</strong>
        </p>
      ) : null}
      <div className={styles.charts}>
        <DailyBarChart bars={summary.bars} />
        <TimeOfDayChart counts={summary.timeOfDay} />
      </div>
    </>
  );
}
