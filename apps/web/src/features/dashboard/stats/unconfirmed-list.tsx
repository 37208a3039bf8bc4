import { MESSAGES, type UnconfirmedApplication } from '@applypilot/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { invalidateJobInfo } from '../../../lib/job-info';
import { formatAppliedDate, safeJobHref } from '../../../lib/stats/history-entry';
import {
  answerUnconfirmed,
  UNCONFIRMED_QUERY_KEY,
  useUnconfirmedApplications,
} from '../../../lib/stats/unconfirmed';
import styles from './stats.module.css';

/** The section's words (exact texts: the tests read them). */
export const UNCONFIRMED_TEXT = {
  title: MESSAGES.submittedNotConfirmed,
  intro:
    'ApplyPilot submitted these on the company’s own site, but the site did not confirm them, so no credit was taken. Check your email or the site: if an application arrived, press It arrived (1 credit); if it did not, press It did not arrive (nothing is charged).',
  arrived: 'It arrived',
  notArrived: 'It did not arrive',
  recorded: (title: string) => `“${title}” is recorded as sent: 1 credit used.`,
  closed: (title: string) => `“${title}” is closed: nothing was charged.`,
  buyCredits: 'Buy credits',
} as const;

type Note = { kind: 'done' | 'error'; text: string; needsCredits?: boolean };

/**
 * Issue 30 (decision 055): applications submitted on a company site whose own confirmation never came, above the
 * sent history, each with "It arrived" and "It did not arrive". Shown only while some wait.
 */
export function UnconfirmedList() {
  const { data } = useUnconfirmedApplications();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  if (!data || (data.length === 0 && !note)) return null;

  const answer = async (application: UnconfirmedApplication, choice: 'arrived' | 'notArrived') => {
    setBusy(application.id);
    setNote(null);
    const title = application.jobTitle || application.jobId;
    try {
      await answerUnconfirmed(application.id, choice);
      setNote({
        kind: 'done',
        text: choice === 'arrived' ? UNCONFIRMED_TEXT.recorded(title) : UNCONFIRMED_TEXT.closed(title),
      });
    } catch (error) {
      setNote({
        kind: 'error',
        text: errorMessage(error),
        needsCredits: error instanceof ApiError && error.status === 402,
      });
    } finally {
      setBusy(null);
      // The list, the credits and the sent history all moved (or the list was stale).
      void queryClient.invalidateQueries({ queryKey: UNCONFIRMED_QUERY_KEY });
      void invalidateJobInfo(queryClient);
    }
  };

  return (
    <section
      className={`ap-card ${styles.section}`}
      aria-labelledby="unconfirmed-title"
      data-testid="unconfirmed"
    >
      <h3 id="unconfirmed-title" className={styles.sectionTitle}>
        {UNCONFIRMED_TEXT.title}
      </h3>
      {data.length > 0 ? <p className={styles.intro}>{UNCONFIRMED_TEXT.intro}</p> : null}
      {note ? (
        <p
          className={note.kind === 'error' ? styles.pageError : styles.done}
          role={note.kind === 'error' ? 'alert' : 'status'}
        >
          {note.text}
          {note.needsCredits ? (
            <>
              {' '}
              <Link to="/pricing">{UNCONFIRMED_TEXT.buyCredits}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {data.length > 0 ? (
        <ul className={styles.unconfirmed}>
          {data.map((application) => {
            const href = safeJobHref({ jobUrl: application.jobUrl });
            const siteHref = application.siteUrl ? safeJobHref({ jobUrl: application.siteUrl }) : null;
            return (
              <li key={application.id} data-testid="unconfirmed-row">
                <div>
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.jobLink}>
                      {application.jobTitle || application.jobId}
                    </a>
                  ) : (
                    <span className={styles.jobText}>{application.jobTitle || application.jobId}</span>
                  )}
                  <span className={styles.company}>
                    {application.company}
                    {application.company ? ' · ' : ''}
                    via{' '}
                    {siteHref ? (
                      <a href={siteHref} target="_blank" rel="noopener noreferrer">
                        {application.site}
                      </a>
                    ) : (
                      application.site
                    )}{' '}
                    · {formatAppliedDate({ timestamp: application.submittedAt })}
                  </span>
                </div>
                <div className={styles.answers}>
                  <button
                    type="button"
                    className={styles.answer}
                    disabled={busy !== null}
                    onClick={() => void answer(application, 'arrived')}
                  >
                    {UNCONFIRMED_TEXT.arrived}
                  </button>
                  <button
                    type="button"
                    className={styles.answer}
                    disabled={busy !== null}
                    onClick={() => void answer(application, 'notArrived')}
                  >
                    {UNCONFIRMED_TEXT.notArrived}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
