import { formatAppliedDate, safeJobHref } from '../../../lib/stats/history-entry';
import { useFitSkips } from '../../../lib/stats/fit-skips';
import styles from './stats.module.css';

/**
 * The history's skipped jobs (issue 21): each job the fit check skipped, with its reason, newest first. Nothing was
 * spent on them. Titles and URLs come from job pages: text only, and only http(s) URLs become links.
 */
export function FitSkippedList() {
  const { data: skips, isError } = useFitSkips();
  return (
    <section className={`ap-card ${styles.section}`} aria-labelledby="fit-skipped-title">
      <h3 id="fit-skipped-title" className={styles.sectionTitle}>
        Skipped Jobs
      </h3>
      {isError && !skips ? (
        <p className={styles.empty}>Skipped jobs could not be loaded.</p>
      ) : !skips ? null : skips.length === 0 ? (
        <p className={styles.empty}>No jobs skipped for fit yet.</p>
      ) : (
        <table className={styles.table} data-testid="fit-skipped">
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Company</th>
              <th scope="col">Why it was skipped</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {skips.map((skip) => {
              const href = safeJobHref({ jobUrl: skip.jobUrl });
              return (
                <tr key={skip.id} data-job-id={skip.jobId}>
                  <td>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        {skip.jobTitle || skip.jobId}
                      </a>
                    ) : (
                      skip.jobTitle || skip.jobId
                    )}
                  </td>
                  <td>{skip.company}</td>
                  <td data-testid="fit-skipped-reason">{skip.reason}</td>
                  <td>{formatAppliedDate({ timestamp: skip.createdAt })}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
