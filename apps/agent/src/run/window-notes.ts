import type { RunEndReason } from '@applypilot/contracts';

/**
 * What the agent tells the person at its window (issue 19), as data: the command line words it (cli/window-text.ts)
 * or, with `--json`, prints it as one JSON line for tests and tools.
 */
export type WindowNote =
  | { kind: 'listening'; url: string; version: string }
  | { kind: 'pairing-code'; code: string }
  /** A 6-digit code took too many wrong codes (decision 048): Enter in the window shows a new, longer one. */
  | { kind: 'pairing-code-retired'; wrongCodes: number }
  | { kind: 'paired'; extension: string; site: string }
  | { kind: 'run-started' }
  /** `outcome` is any job outcome (the contract's, or one added later), `end` the run's end it caused, if any. */
  | {
      kind: 'job-result';
      title: string;
      company: string;
      outcome: string;
      reason?: string;
      /** The question a queued job waits on, as the form asked it. */
      question?: string;
      /** Issue 27: the redacted capture of a page not understood (a file name in the data folder's captures). */
      capture?: string;
      /** Issue 30: the company site the job went to. */
      site?: string;
      end?: RunEndReason;
      endMessage?: string;
    }
  | {
      kind: 'run-ended';
      reason: RunEndReason;
      message: string;
      applied: number;
      processed: number;
      /** The job whose open application the end threw away (Stop, a limit), when there was one. */
      job?: { title: string; company: string };
    }
  | { kind: 'update-available'; current: string; latest: string; url: string }
  | { kind: 'already-running'; port: number }
  | { kind: 'port-taken'; port: number }
  | { kind: 'shortcut-made'; where: string }
  /** Any other line for people (progress of a run, the completion queue, pairing closed). */
  | { kind: 'log'; message: string };

export type Say = (note: WindowNote) => void;
