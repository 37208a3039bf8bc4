import type { Say, WindowNote } from '../run/window-notes';
import { END_WORDS, windowText, type WindowLine } from './window-text';

type Write = (text: string) => void;

/**
 * The lines earlier versions printed on stderr, kept in `--json` mode for tools that read them (the pairing code and
 * the paired extension by their exact text).
 */
function legacyLines(note: WindowNote): string[] {
  switch (note.kind) {
    case 'pairing-code':
      return [`Pairing code: ${note.code} — type it in the ApplyPilot extension's popup`];
    case 'pairing-code-retired':
      return [
        `${note.wrongCodes} wrong pairing codes: this code no longer pairs. Press Enter for a new code.`,
      ];
    case 'paired':
      return [`Paired with the ApplyPilot extension ${note.extension} for ${note.site}.`];
    case 'log':
      return [note.message];
    case 'job-result':
    case 'run-started':
    case 'run-ended':
      return [];
    default:
      return windowText(note);
  }
}

/** One JSON line per note; `listening` keeps its first shape, `{"listening": url}`, which tools wait for. */
function jsonLine(note: WindowNote): string | null {
  if (note.kind === 'log') return null;
  if (note.kind === 'listening') return JSON.stringify({ listening: note.url, version: note.version });
  const { kind, ...fields } = note;
  return JSON.stringify({ event: kind, ...fields });
}

/** The engine's line when it opens a job: "<title> at <company> (<job id>)". */
const JOB_OPENED = /^(?<job>\S.* at .+) \([A-Za-z0-9_-]{1,64}\)$/;

/**
 * The job a run's end stopped, when the server does not name it (decision 051): the engine reports no result for the
 * job whose form Stop or a limit discarded, so the window remembers the last job opened without a result since, and
 * names it with the run's end.
 */
function withStoppedJob(): (note: WindowNote) => WindowLine {
  let open: { title: string; company: string } | null = null;
  return (note) => {
    if (note.kind === 'run-started' || note.kind === 'job-result') open = null;
    if (note.kind === 'log') {
      const job = JOB_OPENED.exec(note.message)?.groups?.job;
      const at = job?.lastIndexOf(' at ') ?? -1;
      if (job && at > 0) open = { title: job.slice(0, at), company: job.slice(at + 4) };
    }
    if (note.kind !== 'run-ended') return note;
    const stopped = open;
    open = null;
    const named = note as WindowLine & { job?: unknown };
    return stopped && END_WORDS[note.reason] && named.job === undefined ? { ...note, job: stopped } : note;
  };
}

/**
 * The agent's window (issue 19). For people (the default): sentences, one per line, on stderr; the engine's detail
 * (search URLs, waits, retries) only with `--verbose`. With `--json`: a JSON line per note on stdout for tests and
 * tools, and the earlier text lines on stderr.
 */
export function agentWindow(
  mode: { json: boolean; verbose?: boolean },
  out: { stdout: Write; stderr: Write } = {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  },
): Say {
  const words = withStoppedJob();
  return (note) => {
    if (mode.json) {
      const line = jsonLine(note);
      if (line) out.stdout(`${line}\n`);
      for (const text of legacyLines(note)) out.stderr(`${text}\n`);
      return;
    }
    for (const text of windowText(words(note), mode.verbose)) out.stderr(`${text}\n`);
  };
}
