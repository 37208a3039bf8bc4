import { DAILY_APPLICATION_LIMIT, MESSAGES, MONTHLY_APPLICATION_LIMIT } from '@applypilot/contracts';
import { Link } from 'react-router';
import type { Recommendation, RecommendationKind } from '../../../lib/stats/recommendations';
import type { StatsInput, StatsSummary } from '../../../lib/stats/summary';
import styles from './metrics.module.css';
import shared from './stats.module.css';

const TIP_CLASS: Record<RecommendationKind, string | undefined> = {
  info: styles.tipInfo,
  warning: styles.tipWarning,
  upgrade: styles.tipUpgrade,
  success: styles.tipSuccess,
};

interface MetricsTabProps {
  info: StatsInput;
  summary: StatsSummary;
  recommendations: Recommendation[];
}

/** Limits (the server's counts), account status, insights and section 9's recommendations. */
export function MetricsTab({ info, summary, recommendations }: MetricsTabProps) {
  return (
    <div className={styles.grid}>
      <section className={`ap-card ${shared.section}`} aria-labelledby="limits-title">
        <h3 id="limits-title" className={shared.sectionTitle}>
          Application Limits
        </h3>
        <LimitBar
          label="Daily Limit"
          used={info.dailyCount}
          limit={DAILY_APPLICATION_LIMIT}
          percent={summary.dailyLimitPercent}
        />
        <LimitBar
          label="Monthly Limit"
          used={info.monthlyCount}
          limit={MONTHLY_APPLICATION_LIMIT}
          percent={summary.monthlyLimitPercent}
        />
      </section>

      <section className={`ap-card ${shared.section}`} aria-labelledby="account-title">
        <h3 id="account-title" className={shared.sectionTitle}>
          Account Status
        </h3>
        <dl className={styles.facts}>
          <Fact label="Account Type" value={info.isPremium ? 'Premium' : 'Free'} testId="account-type" />
          <Fact label="Total Applications" value={summary.total} testId="account-total" />
          {/* The balance in credits, as everywhere else (decision 050): a tailored application takes 6 of them. */}
          <Fact label="Available Credits" value={info.availableJobs} testId="account-available" />
        </dl>
        {info.isPremium ? null : (
          <Link to="/pricing" className={styles.upgrade}>
            Upgrade to Premium
          </Link>
        )}
      </section>

      <section className={`ap-card ${shared.section}`} aria-labelledby="insights-title">
        <h3 id="insights-title" className={shared.sectionTitle}>
          Application Insights
        </h3>
        <dl className={styles.facts}>
          <Fact label="Weekly Average" value={summary.weeklyAverage} testId="insight-weekly" />
          <Fact label="Daily Average" value={summary.dailyAverage} testId="insight-daily" />
          <Fact
            label="Most Active Time"
            value={summary.mostActive ?? MESSAGES.notAvailable}
            testId="insight-active"
          />
          <Fact label="Today's Progress" value={`${summary.todayProgress}%`} testId="insight-progress" />
        </dl>
      </section>

      <section className={`ap-card ${shared.section}`} aria-labelledby="tips-title">
        <h3 id="tips-title" className={shared.sectionTitle}>
          Recommendations
        </h3>
        {recommendations.length === 0 ? <p className={shared.empty}>{MESSAGES.noRecommendations}</p> : null}
        <ul className={styles.tips} data-testid="recommendations">
          {recommendations.map((tip) => (
            <li key={tip.id} className={`${styles.tip} ${TIP_CLASS[tip.kind]}`} data-testid={`tip-${tip.id}`}>
              {tip.text}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function LimitBar({
  label,
  used,
  limit,
  percent,
}: {
  label: string;
  used: number;
  limit: number;
  percent: number;
}) {
  const tone = percent >= 100 ? styles.full : percent >= 80 ? styles.high : '';
  return (
    <div className={styles.limit}>
      <div className={styles.limitHead}>
        <span>{label}</span>
        <span data-testid={`limit-${label.split(' ')[0]?.toLowerCase()}`}>
          {used} / {limit}
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${used} of ${limit} (${percent}%)`}
      >
        <div className={`${styles.fill} ${tone}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function Fact({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
