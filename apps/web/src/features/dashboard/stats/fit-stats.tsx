import { missingSkillsText, useFitStats } from '../../../lib/stats/skipped-jobs';
import styles from './stats.module.css';

/**
 * The statistics' job fit figures (issue 21): how many jobs were skipped for fit and for deal-breakers, and the
 * skills most often missing across them, so the user can improve the profile or the search.
 */
export function FitStats() {
  const { data } = useFitStats();
  if (!data) return null;
  const skipped = data.skippedForFit + data.skippedForDealBreaker;
  return (
    <section
      className={`ap-card ${styles.section}`}
      aria-labelledby="fit-stats-title"
      data-testid="fit-stats"
    >
      <h3 id="fit-stats-title" className={styles.sectionTitle}>
        Job Fit
      </h3>
      <p data-testid="fit-stats-skipped">
        Skipped for fit: <strong>{data.skippedForFit}</strong> · Skipped for a deal-breaker:{' '}
        <strong>{data.skippedForDealBreaker}</strong>
      </p>
      {skipped === 0 ? (
        // Decision 050: nothing here says any job was checked (before the first run none was), only that none was
        // skipped.
        <p className={styles.empty} data-testid="fit-stats-empty">
          No jobs skipped yet. Before it applies, the assistant checks each job against your profile; the jobs
          it skips, and the skills they asked for that your profile lacks, are counted here.
        </p>
      ) : data.topMissingSkills.length > 0 ? (
        <p data-testid="fit-stats-missing">
          Most common missing skills: {missingSkillsText(data.topMissingSkills)}. Add the ones you have to
          your screening answers, or change your search.
        </p>
      ) : null}
    </section>
  );
}
