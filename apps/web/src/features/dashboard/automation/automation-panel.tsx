import { DAILY_APPLICATION_LIMIT, MESSAGES } from '@applypilot/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components';
import {
  dispatchAutomation,
  stopAutomation,
  useAutomationState,
} from '../../../lib/automation/automation-store';
import {
  OUTCOME_LABELS,
  runProgress,
  tailoringText,
  type AutomationState,
  type ResultRow,
} from '../../../lib/automation/progress-state';
import { useJobInfoFollowsRun } from '../../../lib/automation/use-job-info-follows-run';
import { invalidateJobInfo, useJobInfo } from '../../../lib/job-info';
import { SupportMailButton } from '../support/support-mail-button';
import styles from './automation-panel.module.css';
import { FitLine } from './fit-line';

/** The panel's words for a page ApplyPilot did not understand (issue 27; exact texts: the tests read them). */
export const NOT_UNDERSTOOD_TEXT = {
  /** Under such a job's line. */
  nothingSpent: 'Nothing was sent and no credit was spent.',
  /** After the run's end message when three such pages stopped it. */
  runEnd:
    'Each of those jobs below has “Email support with the page”: it saves the copy ApplyPilot kept of the page, without your details, and opens a mail to support for you to send.',
} as const;

const PHASE_TITLES: Record<AutomationState['phase'], string> = {
  idle: 'Automation',
  starting: 'Starting the assistant…',
  running: 'The assistant is applying',
  // The agent discards the form in flight at a stop (nothing half-sent, its credit given back): say so.
  stopping: MESSAGES.runStopping,
  ended: 'Run finished',
};

/** Live progress of the run (automation issue, part 6), on the summary and on setup while a run is on or just ended. */
export function AutomationPanel() {
  const state = useAutomationState();
  const queryClient = useQueryClient();
  const { jobInfo } = useJobInfo();
  const ended = state.phase === 'ended';
  useJobInfoFollowsRun();

  // A finished run changed credits and history: the statistics and the queue of open questions refresh.
  useEffect(() => {
    if (!ended) return;
    void invalidateJobInfo(queryClient);
    void queryClient.invalidateQueries({ queryKey: ['needs-answer'] });
  }, [ended, queryClient]);

  if (state.phase === 'idle' && !state.error) return null;
  const active = state.phase === 'running' || state.phase === 'starting';
  // The count shows once the run customises (a tailoring was reported), so a run without AI keeps its three numbers.
  const customising =
    state.tailored > 0 ||
    state.results.some((row) => row.tailoring) ||
    Object.keys(state.pendingTailoring).length > 0;
  const progress = runProgress(
    state,
    jobInfo
      ? { dailyLeft: DAILY_APPLICATION_LIMIT - jobInfo.dailyCount, credits: jobInfo.availableJobs }
      : null,
    DAILY_APPLICATION_LIMIT,
  );
  // The agent's figure once it has reported one this run; until then the API's (issue 20: never the last run's).
  const creditsLeft = state.creditsLeft ?? jobInfo?.availableJobs ?? null;

  return (
    <section className={styles.panel} aria-labelledby="automation-title" data-testid="automation-panel">
      <header className={styles.header}>
        <h2 id="automation-title">{PHASE_TITLES[state.phase]}</h2>
        {active ? (
          <Button variant="danger" size="sm" onClick={stopAutomation}>
            Stop
          </Button>
        ) : null}
        {ended || (state.phase === 'idle' && state.error) ? (
          <Button variant="ghost" size="sm" onClick={() => dispatchAutomation({ type: 'dismiss' })}>
            Close
          </Button>
        ) : null}
      </header>
      {state.error ? (
        <p role="alert" className={styles.error}>
          {state.error}
        </p>
      ) : null}
      {state.currentJob ? (
        <p className={styles.current} data-testid="current-job">
          Now: <strong>{jobTitle(state.currentJob)}</strong> at {state.currentJob.company}
        </p>
      ) : null}
      {state.phase !== 'idle' ? (
        <>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={ended ? 'Run finished' : 'Applied this run of what it can apply today'}
            aria-valuemin={0}
            aria-valuemax={progress.max}
            aria-valuenow={progress.value}
            data-percent={progress.percent}
          >
            <span style={{ width: `${progress.percent}%` }} />
          </div>
          <dl className={styles.counts}>
            <div>
              <dt>Applied</dt>
              <dd data-testid="run-applied">{state.applied}</dd>
            </div>
            <div>
              <dt>Processed</dt>
              <dd data-testid="run-processed">{state.processed}</dd>
            </div>
            {customising ? (
              <div>
                <dt>Tailored with AI</dt>
                <dd data-testid="run-tailored">{state.tailored}</dd>
              </div>
            ) : null}
            <div>
              <dt>Credits left</dt>
              <dd data-testid="run-credits">{creditsLeft ?? '–'}</dd>
            </div>
          </dl>
        </>
      ) : null}
      {state.lastLog &&
      !ended &&
      !(state.phase === 'stopping' && state.lastLog.startsWith(MESSAGES.runStopping)) ? (
        <p className={styles.log}>{state.lastLog}</p>
      ) : null}
      {state.end ? (
        <p className={styles.end} role="status">
          {state.end.message}
          {state.end.reason === 'no-credits' ? (
            <>
              {' '}
              <Link to="/pricing">Buy credits</Link>
            </>
          ) : null}
          {state.end.reason === 'not-understood' ? <> {NOT_UNDERSTOOD_TEXT.runEnd}</> : null}
        </p>
      ) : null}
      {state.results.length > 0 ? (
        <ol className={styles.results} aria-label="Jobs this run">
          {state.results.map((row) => (
            <li key={row.key} className={styles[row.outcome === 'applied' ? 'ok' : 'other']}>
              <span className={styles.outcome}>{OUTCOME_LABELS[row.outcome]}</span>
              <span>
                {jobTitle(row)} · {row.company}
                {row.site ? <SiteName site={row.site} siteUrl={row.siteUrl} /> : null}
                {row.question ? <small> — “{row.question}”</small> : null}
                {row.reason && !row.question && !repeatsLabel(row) ? <small> — {row.reason}</small> : null}
              </span>
              {row.tailoring ? <TailoringLine row={row} /> : null}
              {row.fit ? <FitLine fit={row.fit} /> : null}
              {row.outcome === 'not-understood' ? <NotUnderstoodLine row={row} /> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** The job's title, a link to its page (new tab) when the agent sent one that is http(s). */
function jobTitle(job: { title: string; jobUrl?: string }) {
  const href = job.jobUrl && /^https?:\/\//i.test(job.jobUrl) ? job.jobUrl : null;
  if (!href) return job.title;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {job.title}
    </a>
  );
}

/** A page not understood whose reason is the label's own sentence says it once. */
function repeatsLabel(row: ResultRow): boolean {
  return row.outcome === 'not-understood' && row.reason === MESSAGES.pageNotUnderstood;
}

/** Issue 30: "via Greenhouse", a link to the company site's page when the agent sent an http(s) one. */
function SiteName({ site, siteUrl }: { site: string; siteUrl?: string }) {
  const href = siteUrl && /^https?:\/\//i.test(siteUrl) ? siteUrl : null;
  return (
    <>
      {' · via '}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {site}
        </a>
      ) : (
        site
      )}
    </>
  );
}

/** Issue 27: what happened (nothing sent or spent) and the support mail with the copy of the page. */
function NotUnderstoodLine({ row }: { row: ResultRow }) {
  return (
    <span className={styles.notUnderstood} data-testid="run-not-understood">
      {NOT_UNDERSTOOD_TEXT.nothingSpent}
      {row.capture ? (
        <SupportMailButton
          job={{
            jobId: row.jobId,
            title: row.title,
            company: row.company,
            jobUrl: row.jobUrl,
            siteUrl: row.siteUrl,
          }}
          capture={row.capture}
        />
      ) : null}
    </span>
  );
}

function TailoringLine({ row }: { row: ResultRow }) {
  if (!row.tailoring) return null;
  return (
    <span className={row.tailoring.ok ? styles.tailored : styles.tailoringFailed} data-testid="run-tailoring">
      {tailoringText(row.tailoring, row.outcome)}
    </span>
  );
}
