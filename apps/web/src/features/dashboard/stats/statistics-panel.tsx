import { MESSAGES } from '@applypilot/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Spinner } from '../../../components';
import { useJobInfoFollowsRun } from '../../../lib/automation/use-job-info-follows-run';
import { useJobInfo } from '../../../lib/job-info';
import { recommendations } from '../../../lib/stats/recommendations';
import { summarize } from '../../../lib/stats/summary';
import { localDateKey } from '../../../lib/stats/windows';
import { HistoryTab } from './history-tab';
import { MetricsTab } from './metrics-tab';
import { OverviewTab } from './overview-tab';
import { StatsTabPanel, StatsTabs, type StatsTabId } from './stats-tabs';
import styles from './stats.module.css';
import { FitStats } from './fit-stats';
import { SkippedJobsList } from './skipped-jobs-list';
import { UnconfirmedList } from './unconfirmed-list';

/** Day windows move with the clock even between refreshes (an open tab at midnight starts a new "today"). */
const CLOCK_TICK_MS = 60_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The server counts "today" for the local date it names; once the browser's clock is past that date (an open tab at
 * midnight), the figures are asked for again rather than kept until the next 5-minute refresh. Once per date pair,
 * so a server whose clock differs a little cannot make it ask in a loop.
 */
function useNewDayRefresh(countedFor: string | undefined, now: number, refetch: () => void) {
  const asked = useRef<string | null>(null);
  const today = localDateKey(now);
  useEffect(() => {
    if (countedFor === undefined || countedFor === today) return;
    const key = `${countedFor}>${today}`;
    if (asked.current === key) return;
    asked.current = key;
    refetch();
  }, [countedFor, today, refetch]);
}

/**
 * The statistics panel (document 2, section 2.2) on job info, which loads on entering the dashboard and refreshes
 * every 5 minutes; a failed refresh is only logged and the last figures stay.
 */
export function StatisticsPanel() {
  const { jobInfo, isLoading, refetch } = useJobInfo();
  // The figures change as the agent sends applications, not only after the run (issue 20).
  useJobInfoFollowsRun();
  const [tab, setTab] = useState<StatsTabId>('overview');
  const now = useNow();
  useNewDayRefresh(jobInfo?.stats?.localDate, now, refetch);
  const summary = useMemo(() => (jobInfo ? summarize(jobInfo, now) : null), [jobInfo, now]);
  const tips = useMemo(
    () =>
      jobInfo && summary
        ? recommendations({
            today: summary.today,
            total: summary.total,
            dailyCount: jobInfo.dailyCount,
            monthlyCount: jobInfo.monthlyCount,
            isPremium: jobInfo.isPremium,
            availableJobs: jobInfo.availableJobs,
          })
        : [],
    [jobInfo, summary],
  );

  if (isLoading) {
    return (
      <div className={styles.overlay} data-testid="stats-loading">
        <Spinner size={36} label={MESSAGES.loadingStatistics} />
      </div>
    );
  }
  if (!jobInfo || !summary) {
    // The first load failed (logged by the query): no figures rather than zeros that look real.
    return <p className={`ap-card ${styles.unavailable}`}>{MESSAGES.statsUnavailable}</p>;
  }
  return (
    <section className={styles.stats} aria-label="Statistics" data-testid="statistics-panel">
      <StatsTabs selected={tab} onSelect={setTab} />
      <StatsTabPanel id={tab}>
        {tab === 'overview' ? (
          <OverviewTab summary={summary} availableJobs={jobInfo.availableJobs} stats={jobInfo.stats} />
        ) : null}
        {tab === 'overview' ? <FitStats /> : null}
        {tab === 'history' ? <UnconfirmedList /> : null}
        {tab === 'history' ? (
          <HistoryTab
            preview={jobInfo.jobHistory}
            total={summary.total}
            paged={jobInfo.stats !== undefined}
          />
        ) : null}
        {tab === 'history' ? <SkippedJobsList /> : null}
        {tab === 'metrics' ? <MetricsTab info={jobInfo} summary={summary} recommendations={tips} /> : null}
      </StatsTabPanel>
    </section>
  );
}
