/**
 * The launchers in the download. Each needs only Node.js 20+ and Chrome, says plainly which is missing, and runs
 * `node agent.mjs serve` from its own folder. The Chrome paths mirror apps/agent's chrome-path.ts (Nov 2026);
 * CHROME_PATH overrides them, as it does in the agent.
 */
import { WINDOWS_CHROME_CHECK } from './windows-chrome-check';
const NODE_URL = 'https://nodejs.org';
const NO_NODE = `Node.js is not installed. Install Node.js 20 or newer from ${NODE_URL}, then run this again.`;
const OLD_NODE = `ApplyPilot needs Node.js 20 or newer. Install it from ${NODE_URL}, then run this again.`;
const NO_CHROME =
  'Google Chrome was not found. Install it from https://www.google.com/chrome, or set CHROME_PATH to your Chrome, then run this again.';

const posixChecks = (chromeTest: string) => `cd "$(dirname "$0")" || exit 1

if ! command -v node >/dev/null 2>&1; then
  echo "${NO_NODE}"
  fail
fi
major=$(node -p "parseInt(process.versions.node)")
if [ "$major" -lt 20 ]; then
  echo "Found Node.js $(node --version). ${OLD_NODE}"
  fail
fi
if [ -z "$CHROME_PATH" ] && ! ${chromeTest}; then
  echo "${NO_CHROME}"
  fail
fi

echo "Starting the ApplyPilot agent. Keep this window open while it works; close it to stop the agent."
node agent.mjs serve "$@"
status=$?
`;

export const startAgentSh = `#!/bin/sh
# ApplyPilot agent for Linux: needs Node.js 20 or newer and Google Chrome (or Chromium).
# A terminal opened by a double-click closes when we exit: wait for Enter so an error can be read (decision 051).
fail() { printf "Press Enter to close this window."; read -r _; exit 1; }
${posixChecks(
  '{ command -v google-chrome >/dev/null 2>&1 || command -v google-chrome-stable >/dev/null 2>&1 || [ -x /opt/google/chrome/chrome ] || command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; }',
)}if [ "$status" -ne 0 ]; then fail; fi
exit 0
`;

export const startAgentCommand = `#!/bin/sh
# ApplyPilot agent for macOS (double-click in Finder): needs Node.js 20 or newer and Google Chrome.
# Finder opens this in Terminal, which closes the text when we exit: wait for Enter so an error can be read.
fail() { printf "Press Enter to close this window."; read -r _; exit 1; }
${posixChecks('[ -x "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" ]')}if [ "$status" -ne 0 ]; then fail; fi
exit 0
`;

const cmdLines = [
  '@echo off',
  'rem ApplyPilot agent for Windows (double-click): needs Node.js 20 or newer and Google Chrome.',
  'setlocal',
  'cd /d "%~dp0"',
  'where node >nul 2>nul',
  'if errorlevel 1 (',
  `  echo ${NO_NODE}`,
  '  goto fail',
  ')',
  'for /f "delims=" %%v in (\'node -p "parseInt(process.versions.node)"\') do set NODE_MAJOR=%%v',
  'if not defined NODE_MAJOR set NODE_MAJOR=0',
  'if %NODE_MAJOR% LSS 20 (',
  `  echo ${OLD_NODE}`,
  '  goto fail',
  ')',
  ...WINDOWS_CHROME_CHECK,
  `echo ${NO_CHROME}`,
  'goto fail',
  ':run',
  'echo Starting the ApplyPilot agent. Keep this window open while it works; close it to stop the agent.',
  'node agent.mjs serve %*',
  'if errorlevel 1 goto fail',
  'exit /b 0',
  ':fail',
  'pause',
  'exit /b 1',
];
/** cmd.exe wants CRLF line ends. */
export const startAgentCmd = `${cmdLines.join('\r\n')}\r\n`;

/** README.txt: what the download does (start the agent, pair the extension), for the site it was built for. */
export const readme = (apiOrigin: string) => `ApplyPilot agent
================

The agent applies to LinkedIn Easy Apply jobs from your own computer, in a Chrome window of its own, when you press
"Start Automation" on your ApplyPilot dashboard (${apiOrigin}). Each application uses one of your credits there.
You need Node.js 20 or newer (https://nodejs.org) and Google Chrome.

1. Unzip this file. Keep the ApplyPilot-agent folder somewhere it can stay (for example, Documents).

2. Load the extension in Chrome:
   open chrome://extensions, switch on "Developer mode" (top right), press "Load unpacked"
   and choose the "extension" folder inside ApplyPilot-agent.

3. Start the agent:
   - Windows: double-click start-agent.cmd
   - macOS:   double-click start-agent.command (the first time: right-click it, Open, then Open again)
   - Linux:   run ./start-agent.sh in a terminal
   The window shows a 6-digit pairing code. Keep the window open while the agent works.

4. Pair: click the ApplyPilot extension's icon in Chrome's toolbar, type the code and press "Pair".
   The agent's window then names the extension it paired with. After 5 wrong codes that code no longer pairs:
   press Enter in the agent's window for a new, longer one and type that.

5. Press "Start Automation" on your ApplyPilot dashboard. At the first Start the agent opens its own Chrome
   window (not before). If LinkedIn asks you to sign in there, sign in once; it remembers you next time.

To stop, press Stop on the dashboard or in the
extension, or close the agent's window.

To pair again (a reinstalled extension, or another Chrome), start the agent with --unpair from a terminal:
./start-agent.sh --unpair (Linux), ./start-agent.command --unpair (macOS) or start-agent.cmd --unpair (Windows).
`;
