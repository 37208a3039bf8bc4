import { MESSAGES } from '@applypilot/contracts';
import type { WindowNote } from '../run/window-notes';

/**
 * Notes as the window reads them (decision 051): a job-result may name the question a job waits on (`question`, the
 * form field's label), and a run's end may name the job it stopped (`job`). The server gives them when it has them;
 * without them the window still says as much as it knows.
 */
export type JobResultNote = Extract<WindowNote, { kind: 'job-result' }>;
export type RunEndedNote = Extract<WindowNote, { kind: 'run-ended' }>;
export type WindowLine =
  Exclude<WindowNote, { kind: 'job-result' | 'run-ended' }> | JobResultNote | RunEndedNote;

/** A run's end, said as what happened to the job it stopped (the open application was not sent). */
export const END_WORDS: Partial<Record<string, string>> = {
  stopped: 'Stopped before submitting',
  'daily-limit': 'Daily limit reached, not submitted',
  'monthly-limit': 'Monthly limit reached, not submitted',
  'no-credits': 'No credits left, not submitted',
  'sign-in-required': 'Not submitted: sign in to LinkedIn in the agent’s Chrome window',
  'not-understood': 'Not submitted: LinkedIn showed a page ApplyPilot does not understand yet',
};

/** Outcomes that need no reason to be understood. */
const OUTCOME_WORDS: Partial<Record<string, string>> = {
  applied: 'Applied',
  'skipped-external': 'Skipped: applies on the company site',
  'skipped-already-applied': 'Skipped: already applied',
  'stopped-daily-limit': 'LinkedIn’s daily limit reached, not submitted',
  'stopped-security-check': 'LinkedIn asked for a security check, not submitted',
  'paused-throttle': 'Paused: LinkedIn says you are applying quickly',
  'not-understood': 'Not submitted: LinkedIn showed a page ApplyPilot does not understand yet',
};

/** Outcomes whose heading is not their first word (issue 30's company sites). */
const HEADINGS: Partial<Record<string, string>> = {
  'site-not-supported': 'Skipped',
  closed: 'Skipped',
  'submitted-unconfirmed': 'Submitted, not confirmed',
};

/** "skipped-filtered" → "Skipped"; an outcome added later still reads as words. */
function outcomeHeading(outcome: string): string {
  const fixed = HEADINGS[outcome];
  if (fixed) return fixed;
  const [first = '', ...rest] = outcome.split('-');
  if (first === 'failed') return 'Not submitted';
  if (first === 'needs') return 'Not submitted: a question needs your answer';
  const word = `${first.charAt(0).toUpperCase()}${first.slice(1)}`;
  return rest.length > 0 && first !== 'skipped' ? `${word} (${rest.join(' ')})` : word;
}

/** A reason as the end of a sentence: no trailing full stop, since the line adds none. */
const clause = (reason: string) => reason.trim().replace(/[.]+$/, '');

/** Where a person answers a question a job waits on (apps/web's needs-answer queue on the Setup page). */
export const QUESTIONS_PLACE = '“Questions waiting for you” on your dashboard’s Setup page';

/**
 * The engine's own detail, shown with `--verbose` only (decision 051): a search page's URL, the job it opens (its
 * result line follows in words), and its indented steps (waits, retries, the fit check's figures, the "→ outcome"
 * line, AGENT_DEBUG timings).
 */
const ENGINE_DETAIL = [/^Search page \d+: /, /^\s/, /^.+ at .+ \([A-Za-z0-9_-]{1,64}\)$/];
export const isEngineDetail = (message: string) => ENGINE_DETAIL.some((pattern) => pattern.test(message));

/**
 * A job's outcome in words: any outcome kind with an optional reason (e.g. a `skipped` outcome with the reason text
 * prints "Skipped: <reason>"); a job ended by the run's end says that end.
 */
export function outcomeText(outcome: string, reason?: string, end?: string, endMessage?: string): string {
  if (outcome === 'applied') return 'Applied';
  const ended = end ? END_WORDS[end] : undefined;
  if (ended) return ended;
  const fixed = OUTCOME_WORDS[outcome];
  if (fixed) return fixed;
  const why = reason?.trim() || endMessage?.trim();
  const heading = outcomeHeading(outcome);
  return why
    ? `${heading}${heading.includes(':') || heading.includes(',') ? ' — ' : ': '}${clause(why)}`
    : heading;
}

/** Where a person finds the jobs not applied to and the support mail's button (apps/web's history). */
export const HISTORY_PLACE = 'the History tab of your dashboard';

/**
 * Issue 27: a page the engine did not understand, said as what happened (nothing sent or spent), what was kept (a
 * copy without the user's details, on this computer) and how it reaches support (only if the user sends it).
 */
export function notUnderstoodLine(reason: string | undefined, capture: string | undefined): string {
  const what = `Not sent: ${clause(reason?.trim() || MESSAGES.pageNotUnderstood)}. Nothing was submitted and no credit was spent.`;
  if (!capture) return what;
  return `${what} A copy of the page without your details is kept on this computer (captures/${capture}); “Email support with the page” in ${HISTORY_PLACE} prepares a mail for you to send it to us.`;
}

/** Issue 30's outcomes: the company site by name when the engine gave it. */
function companySiteLine(note: JobResultNote): string | undefined {
  const site = note.site?.trim();
  switch (note.outcome) {
    case 'site-not-supported':
      return `Skipped: ${site ? `${site} is a company site` : 'the company site is one'} ApplyPilot does not fill yet. Nothing was sent and no credit was spent.`;
    case 'closed':
      return `Skipped: the posting is closed${site ? ` on ${site}` : ''}. Nothing was sent and no credit was spent.`;
    case 'submitted-unconfirmed':
      return `Submitted${site ? ` on ${site}` : ''}, but the site did not confirm it, so no credit was taken. Say whether it arrived in ${HISTORY_PLACE}.`;
    default:
      return undefined;
  }
}

/** A job's line: its outcome in words, or the question it waits on when the note names it. */
function jobLine(note: JobResultNote): string {
  const job = `${note.title} at ${note.company}`;
  if (note.outcome === 'needs-answer' && note.question?.trim())
    return `${job}: Not submitted, waiting for your answer to “${clause(note.question)}”. Answer it in ${QUESTIONS_PLACE}.`;
  if (note.outcome === 'not-understood' && !note.end)
    return `${job}: ${notUnderstoodLine(note.reason, note.capture)}`;
  const site = note.end ? undefined : companySiteLine(note);
  if (site) return `${job}: ${site}`;
  return `${job}: ${outcomeText(note.outcome, note.reason, note.end, note.endMessage)}`;
}

/** A long code in groups of four ("4821 0937 5521"); a 6-digit code as it is. */
const groupDigits = (code: string) => (code.length > 6 ? (code.match(/\d{1,4}/g) ?? [code]).join(' ') : code);

/**
 * The lines the agent's window shows for a note (none for notes a person need not see). `verbose`: the engine's
 * detail too.
 */
export function windowText(note: WindowLine, verbose = false): string[] {
  switch (note.kind) {
    case 'listening':
      return [
        `The ApplyPilot agent ${note.version} is running. Keep this window open while it applies for you; close it to stop the agent.`,
      ];
    case 'pairing-code':
      return [
        `Your pairing code is ${groupDigits(note.code)}.`,
        'In Chrome, click the ApplyPilot extension’s icon, type this code and press Pair. Press Enter here for a new code.',
      ];
    case 'pairing-code-retired':
      return [
        `${note.wrongCodes} wrong pairing codes were typed, by mistake or by another program on this computer: this code no longer pairs.`,
        'Press Enter here for a new, longer code.',
      ];
    case 'paired':
      return [
        `Paired with the ApplyPilot extension. Press Start Automation on your dashboard at ${note.site} to begin.`,
      ];
    case 'run-started':
      return ['Started applying.'];
    case 'job-result':
      return [jobLine(note)];
    case 'run-ended': {
      if (note.reason === 'not-understood')
        return [
          `Stopped: ${clause(note.message)}. Applied to ${note.applied} of ${note.processed} job${note.processed === 1 ? '' : 's'}.`,
          `${HISTORY_PLACE.charAt(0).toUpperCase()}${HISTORY_PLACE.slice(1)} lists those jobs; “Email support with the page” prepares a mail with the copy of the page ApplyPilot kept, without your details, for you to send.`,
        ];
      const stopped = note.job && END_WORDS[note.reason];
      return [
        ...(stopped && note.job ? [`${note.job.title} at ${note.job.company}: ${stopped}`] : []),
        `Finished: ${clause(note.message)}. Applied to ${note.applied} of ${note.processed} job${note.processed === 1 ? '' : 's'}.`,
      ];
    }
    case 'update-available':
      return [
        `A newer ApplyPilot agent (${note.latest}) is available; this one is ${note.current}. Download it at ${note.url}`,
      ];
    case 'already-running':
      return [
        'The ApplyPilot agent is already running on this computer. Use the window that is already open, or close it before starting the agent again.',
      ];
    case 'port-taken':
      return [
        `Another program is using port ${note.port}, which the ApplyPilot agent needs. Close that program and start the agent again.`,
      ];
    case 'shortcut-made':
      return [`A shortcut "ApplyPilot Agent" is now ${note.where}: use it to start the agent next time.`];
    case 'log':
      return verbose || !isEngineDetail(note.message) ? [note.message] : [];
  }
}
