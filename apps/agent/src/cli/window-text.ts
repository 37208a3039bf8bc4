import type { WindowNote } from '../server/window-notes';

/** A run's end, said as what happened to the job it stopped (the open application was not sent). */
const END_WORDS: Partial<Record<string, string>> = {
  stopped: 'Stopped before submitting',
  'daily-limit': 'Daily limit reached, not submitted',
  'monthly-limit': 'Monthly limit reached, not submitted',
  'no-credits': 'No credits left, not submitted',
  'sign-in-required': 'Not submitted: sign in to LinkedIn in the agent’s Chrome window',
};

/** Outcomes that need no reason to be understood. */
const OUTCOME_WORDS: Partial<Record<string, string>> = {
  applied: 'Applied',
  'skipped-external': 'Skipped: applies on the company site',
  'skipped-already-applied': 'Skipped: already applied',
  'stopped-daily-limit': 'LinkedIn’s daily limit reached, not submitted',
  'stopped-security-check': 'LinkedIn asked for a security check, not submitted',
  'paused-throttle': 'Paused: LinkedIn says you are applying quickly',
};

/** "skipped-filtered" → "Skipped"; an outcome added later still reads as words. */
function outcomeHeading(outcome: string): string {
  const [first = '', ...rest] = outcome.split('-');
  if (first === 'failed') return 'Not submitted';
  if (first === 'needs') return 'Not submitted: a question needs your answer';
  const word = `${first.charAt(0).toUpperCase()}${first.slice(1)}`;
  return rest.length > 0 && first !== 'skipped' ? `${word} (${rest.join(' ')})` : word;
}

/** A reason as the end of a sentence: no trailing full stop, since the line adds none. */
const clause = (reason: string) => reason.trim().replace(/[.]+$/, '');

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
  return why ? `${heading}${heading.includes(':') ? ' — ' : ': '}${clause(why)}` : heading;
}

/** A long code in groups of four ("4821 0937 5521"); a 6-digit code as it is. */
const groupDigits = (code: string) => (code.length > 6 ? (code.match(/\d{1,4}/g) ?? [code]).join(' ') : code);

/** The lines the agent's window shows for a note (none for notes a person need not see). */
export function windowText(note: WindowNote): string[] {
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
      return [
        `${note.title} at ${note.company}: ${outcomeText(note.outcome, note.reason, note.end, note.endMessage)}`,
      ];
    case 'run-ended':
      return [
        `Finished: ${clause(note.message)}. Applied to ${note.applied} of ${note.processed} job${note.processed === 1 ? '' : 's'}.`,
      ];
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
      // The engine's own "→ outcome" line repeats what the job-result note says in words.
      return /^\s*→ /.test(note.message) ? [] : [note.message];
  }
}
