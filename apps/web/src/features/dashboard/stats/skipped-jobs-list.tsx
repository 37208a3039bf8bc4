import { MESSAGES, type SkippedJobEntry } from '@applypilot/contracts';
import { formatAppliedDate, safeJobHref } from '../../../lib/stats/history-entry';
import { useSkippedJobs } from '../../../lib/stats/skipped-jobs';
import { SupportMailButton } from '../support/support-mail-button';
import styles from './stats.module.css';

/** The list's words (exact texts: the tests read them). */
export const SKIPPED_TEXT = {
  title: 'Skipped Jobs',
  empty: 'No jobs skipped yet.',
  failed: 'Skipped jobs could not be loaded.',
  nothingSpent: 'Nothing was sent and no credit was spent.',
} as const;

/**
 * The history's jobs the agent did not apply to (issue 21's fit skips, generalised by decision 055), newest first,
 * each with why: its fit line, a page ApplyPilot did not understand (with the support mail for its copy), a company
 * site not supported yet or a closed posting (with the site's link). Nothing was spent on any of them. Titles and
 * URLs come from job pages: text only, and only http(s) URLs become links.
 */
export function SkippedJobsList() {
  const { data: skipped, isError } = useSkippedJobs();
  return (
    <section className={`ap-card ${styles.section}`} aria-labelledby="skipped-jobs-title">
      <h3 id="skipped-jobs-title" className={styles.sectionTitle}>
        {SKIPPED_TEXT.title}
      </h3>
      {isError && !skipped ? (
        <p className={styles.empty}>{SKIPPED_TEXT.failed}</p>
      ) : !skipped ? null : skipped.length === 0 ? (
        <p className={styles.empty}>{SKIPPED_TEXT.empty}</p>
      ) : (
        <table className={`${styles.table} ${styles.skipped}`} data-testid="skipped-jobs">
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Why it was skipped</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {skipped.map((job) => {
              const href = safeJobHref({ jobUrl: job.jobUrl });
              return (
                <tr key={job.id} data-job-id={job.jobId} data-kind={job.kind}>
                  <td>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.jobLink}>
                        {job.jobTitle || job.jobId}
                      </a>
                    ) : (
                      <span className={styles.jobText}>{job.jobTitle || job.jobId}</span>
                    )}
                    {job.company ? <span className={styles.company}>{job.company}</span> : null}
                  </td>
                  <td>
                    <span data-testid="skipped-reason">
                      <Why job={job} />
                    </span>
                    {job.kind === 'not-understood' && job.capture ? (
                      <SupportMailButton
                        job={{
                          jobId: job.jobId,
                          title: job.jobTitle,
                          company: job.company,
                          jobUrl: href,
                          siteUrl: job.siteUrl,
                        }}
                        capture={job.capture}
                      />
                    ) : null}
                  </td>
                  <td className={styles.date}>{formatAppliedDate({ timestamp: job.createdAt })}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The company site's name, a link to its page when that is http(s). */
function Site({ job }: { job: SkippedJobEntry }) {
  const name = job.site ?? 'the company site';
  const href = job.siteUrl ? safeJobHref({ jobUrl: job.siteUrl }) : null;
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {name}
    </a>
  ) : (
    <>{name}</>
  );
}

function Why({ job }: { job: SkippedJobEntry }) {
  const reason = job.reason.trim().replace(/[.\s]+$/, '');
  switch (job.kind) {
    case 'not-understood':
      return (
        <>
          {reason}. {SKIPPED_TEXT.nothingSpent}
        </>
      );
    case 'site-not-supported':
      return (
        <>
          {reason || MESSAGES.companySiteNotSupported}: <Site job={job} />
        </>
      );
    case 'closed':
      return job.site ? (
        <>
          {reason} on <Site job={job} />
        </>
      ) : (
        <>{reason}</>
      );
    default:
      return <>{job.reason}</>;
  }
}
