import { HISTORY_PREVIEW_COUNT, MESSAGES } from '@applypilot/contracts';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { SENT_RESUME_TEXT } from '../../../lib/automation/sent-resume';
import {
  formatAppliedDate,
  historyTitle,
  safeJobHref,
  sentResumeSha256,
  type HistoryEntry,
} from '../../../lib/stats/history-entry';
import { SentResumeActions } from './sent-resume';
import styles from './stats.module.css';

/**
 * Recent Job Applications, newest first as the server sends them. Titles and URLs come from job pages, so they are
 * only ever text (React escapes them) and only http(s) URLs become links.
 */
export function HistoryTab({ history }: { history: readonly HistoryEntry[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? history : history.slice(0, HISTORY_PREVIEW_COUNT);
  const { extensionConnected } = useAuth();
  // The sent PDFs live on this computer, with the agent: only the extension can fetch them.
  const pdfsOutOfReach = !extensionConnected && shown.some((entry) => sentResumeSha256(entry) !== null);
  return (
    <section className={`ap-card ${styles.section}`} aria-labelledby="history-title">
      <h3 id="history-title" className={styles.sectionTitle}>
        Recent Job Applications
      </h3>
      {history.length === 0 ? (
        <p className={styles.empty}>{MESSAGES.noApplications}</p>
      ) : (
        <>
          {pdfsOutOfReach ? (
            <p className={styles.pdfHint} data-testid="pdf-hint">
              {SENT_RESUME_TEXT.notConnected}
            </p>
          ) : null}
          <table className={styles.table} data-testid="history-table">
            <thead>
              <tr>
                <th scope="col">Job Title / Link</th>
                <th scope="col">Application Date</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry, index) => (
                <HistoryRow key={index} entry={entry} extensionConnected={extensionConnected} />
              ))}
            </tbody>
          </table>
          {history.length > HISTORY_PREVIEW_COUNT ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? MESSAGES.showLess : MESSAGES.viewAll(history.length)}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function HistoryRow({ entry, extensionConnected }: { entry: HistoryEntry; extensionConnected: boolean }) {
  const title = historyTitle(entry);
  const href = safeJobHref(entry);
  const company = entry.company?.trim();
  return (
    <tr>
      <td>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" className={styles.jobLink}>
            {title}
          </a>
        ) : (
          <span className={styles.jobText}>{title}</span>
        )}
        {company ? <span className={styles.company}>{company}</span> : null}
        <SentResumeActions
          tailored={entry.tailored === true}
          sha256={sentResumeSha256(entry)}
          extensionConnected={extensionConnected}
        />
      </td>
      <td className={styles.date}>{formatAppliedDate(entry)}</td>
    </tr>
  );
}
