import type { Say, WindowNote } from '../server/window-notes';
import { windowText } from './window-text';

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

/**
 * The agent's window (issue 19). For people (the default): sentences, one per line, on stderr. With `--json`: a JSON
 * line per note on stdout for tests and tools, and the earlier text lines on stderr.
 */
export function agentWindow(
  json: boolean,
  out: { stdout: Write; stderr: Write } = {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  },
): Say {
  return (note) => {
    if (json) {
      const line = jsonLine(note);
      if (line) out.stdout(`${line}\n`);
      for (const text of legacyLines(note)) out.stderr(`${text}\n`);
      return;
    }
    for (const text of windowText(note)) out.stderr(`${text}\n`);
  };
}
