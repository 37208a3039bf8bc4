import { EASY_APPLY_SITE, HISTORY_PREVIEW_COUNT, MESSAGES } from '@applypilot/contracts';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components';
import { useAuth } from '../../../lib/auth/auth-context';
import { SENT_RESUME_TEXT } from '../../../lib/automation/sent-resume';
import {
  formatAppliedDate,
  historyTitle,
  safeJobHref,
  sentResumeSha256,
  type HistoryEntry,
} from '../../../lib/stats/history-entry';
import { useHistoryPages } from '../../../lib/stats/history-pages';
import { SentResumeActions } from './sent-resume';
import styles from './stats.module.css';

/** Texts of the paged history that the specification does not give. */
export const HISTORY_TEXT = {
  loadMore: 'Load more',
  loadingMore: 'Loading more applications...',
  progress: (shown: number, total: number) => `Showing ${shown} of ${total} applications`,
  loadFailed: 'More applications could not be loaded. Please try again.',
  tryAgain: 'Try again',
} as const;

/**
 * Recent Job Applications, newest first. Job info brings the newest few (what is shown at first); "View All
 * Applications (N)" reads the whole history from the server page by page (decision 035). Titles and URLs come from
 * job pages, so they are only ever text (React escapes them) and only http(s) URLs become links.
 */
export function HistoryTab({
  preview,
  total,
  paged = true,
}: {
  preview: readonly HistoryEntry[];
  total: number;
  /** False for an answer of a server older than decision 035: its jobHistory is the whole history, shown as is. */
  paged?: boolean;
}) {
  // The moment the list was opened keys its pages: opening it again starts from the newest.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const count = Math.max(total, preview.length);
  return (
    <section className={`ap-card ${styles.section}`} aria-labelledby="history-title">
      <h3 id="history-title" className={styles.sectionTitle}>
        Recent Job Applications
      </h3>
      {count === 0 ? (
        <p className={styles.empty}>{MESSAGES.noApplications}</p>
      ) : openedAt === null ? (
        <>
          <HistoryTable entries={preview.slice(0, HISTORY_PREVIEW_COUNT)} />
          {count > HISTORY_PREVIEW_COUNT ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={false}
              onClick={() => setOpenedAt(Date.now())}
            >
              {MESSAGES.viewAll(count)}
            </button>
          ) : null}
        </>
      ) : !paged ? (
        <>
          <HistoryTable entries={preview} />
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={true}
            onClick={() => setOpenedAt(null)}
          >
            {MESSAGES.showLess}
          </button>
        </>
      ) : (
        <AllApplications
          openedAt={openedAt}
          total={count}
          preview={preview}
          onClose={() => setOpenedAt(null)}
        />
      )}
    </section>
  );
}

interface AllApplicationsProps {
  openedAt: number;
  total: number;
  preview: readonly HistoryEntry[];
  onClose: () => void;
}

/** Every application, 50 at a time: the next page loads when the end of the list scrolls into view, or on request. */
function AllApplications({ openedAt, total, preview, onClose }: AllApplicationsProps) {
  const pages = useHistoryPages(openedAt);
  const { hasNextPage, isFetching, isFetchingNextPage, fetchNextPage, isError, refetch } = pages;
  const loaded = pages.data?.pages.flatMap((page) => page.jobHistory);
  // Until the first page arrives the newest few stay on screen rather than an empty table.
  const entries = loaded ?? preview.slice(0, HISTORY_PREVIEW_COUNT);
  // Past the end of what is loaded: the list's length when the server has no more, whatever N said.
  const shownTotal = loaded && !hasNextPage ? loaded.length : Math.max(total, entries.length);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = end.current;
    if (!target || typeof IntersectionObserver === 'undefined' || !hasNextPage || isError) return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting) && !isFetching) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetching, isError, fetchNextPage]);

  const retry = () => void (loaded ? fetchNextPage() : refetch());
  return (
    <>
      <HistoryTable entries={entries} />
      <div className={styles.pager} ref={end}>
        <p className={styles.progress} data-testid="history-progress">
          <progress value={entries.length} max={shownTotal} aria-label="Applications loaded" />
          <span>{HISTORY_TEXT.progress(entries.length, shownTotal)}</span>
        </p>
        {isFetching ? <Spinner size={18} label={HISTORY_TEXT.loadingMore} /> : null}
        {isError && !isFetching ? (
          <p className={styles.pageError} role="alert">
            {HISTORY_TEXT.loadFailed}
          </p>
        ) : null}
        {isError && !isFetching ? (
          <button type="button" className={styles.toggle} onClick={retry}>
            {HISTORY_TEXT.tryAgain}
          </button>
        ) : hasNextPage && !isFetchingNextPage ? (
          <button type="button" className={styles.toggle} onClick={() => void fetchNextPage()}>
            {HISTORY_TEXT.loadMore}
          </button>
        ) : null}
        <button type="button" className={styles.toggle} aria-expanded={true} onClick={onClose}>
          {MESSAGES.showLess}
        </button>
      </div>
    </>
  );
}

function HistoryTable({ entries }: { entries: readonly HistoryEntry[] }) {
  const { extensionConnected } = useAuth();
  // The sent PDFs live on this computer, with the agent: only the extension can fetch them.
  const pdfsOutOfReach = !extensionConnected && entries.some((entry) => sentResumeSha256(entry) !== null);
  return (
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
          {entries.map((entry, index) => (
            <HistoryRow key={index} entry={entry} extensionConnected={extensionConnected} />
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Issue 30: "via Greenhouse" for an application sent on a company site, a link to its page when that is http(s). */
function SiteLine({ entry }: { entry: HistoryEntry }) {
  const site = entry.site?.trim();
  if (!site || site === EASY_APPLY_SITE) return null;
  const href = entry.siteUrl ? safeJobHref({ jobUrl: entry.siteUrl }) : null;
  return (
    <span className={styles.via} data-testid="history-site">
      via{' '}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {site}
        </a>
      ) : (
        site
      )}
    </span>
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
        <SiteLine entry={entry} />
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
