import type { DownloadPlatform } from '@applypilot/contracts';
import { WINDOWS_CHROME_CHECK } from './windows-chrome-check';

/**
 * The launchers of the per-platform downloads (issue 19, decision 041): they run the agent on the Node.js runtime in
 * the download's own `runtime/` folder, so nothing else needs installing but Chrome. Each checks for Chrome first and
 * says plainly where to get it (CHROME_PATH overrides, as in the agent; the paths mirror apps/agent's chrome-path.ts,
 * Nov 2026), passes its own path as APPLYPILOT_LAUNCHER (the agent's first run puts a shortcut to it on the desktop)
 * and keeps the window open when the agent stops on a problem, so it can be read.
 */
export const CHROME_URL = 'https://www.google.com/chrome';
const NO_CHROME = `Google Chrome was not found on this computer. Get it free at ${CHROME_URL}, install it, then start ApplyPilot again.`;
const STARTING = 'Starting ApplyPilot...';

/**
 * No external command at all (not even dirname): the script works with any PATH, and a PATH without `node` is the
 * point. `cd` to the script's own folder from $0 when it has one.
 */
const posix = (
  chromeTest: string,
  fail: string,
  launcher: string,
) => `cd_here() { case "$0" in */*) cd "\${0%/*}" || exit 1 ;; esac; }
cd_here
fail() { ${fail} }
if [ -z "$CHROME_PATH" ] && ! ${chromeTest}; then
  echo "${NO_CHROME}"
  fail
fi
echo "${STARTING}"
APPLYPILOT_LAUNCHER="$PWD/${launcher}" ./runtime/node agent.mjs serve "$@"
status=$?
if [ "$status" -ne 0 ]; then fail; fi
exit 0
`;

export const linuxLauncher = `#!/bin/sh
# ApplyPilot agent for Linux: runs on the Node.js runtime in ./runtime; needs Google Chrome (or Chromium).
${posix(
  '{ command -v google-chrome >/dev/null 2>&1 || command -v google-chrome-stable >/dev/null 2>&1 || [ -x /opt/google/chrome/chrome ] || command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; }',
  'exit 1;',
  'start-agent.sh',
)}`;

export const macLauncher = `#!/bin/sh
# ApplyPilot agent for macOS (double-click in Finder): runs on the Node.js runtime in ./runtime; needs Google Chrome.
# Finder opens this in Terminal, which closes the text when we exit: wait for Enter so a problem can be read.
${posix(
  '{ [ -x "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" ] || [ -x "$HOME/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" ]; }',
  'printf "Press Enter to close this window."; read -r _; exit 1;',
  'start-agent.command',
)}`;

const windowsLines = [
  '@echo off',
  'rem ApplyPilot agent for Windows (double-click): runs on the Node.js runtime in runtime\\; needs Google Chrome.',
  'setlocal',
  'cd /d "%~dp0"',
  ...WINDOWS_CHROME_CHECK,
  `echo ${NO_CHROME}`,
  'goto fail',
  ':run',
  `echo ${STARTING}`,
  'set "APPLYPILOT_LAUNCHER=%~f0"',
  '"%~dp0runtime\\node.exe" agent.mjs serve %*',
  'if errorlevel 1 goto fail',
  'exit /b 0',
  ':fail',
  'pause',
  'exit /b 1',
];
/** cmd.exe wants CRLF line ends. */
export const windowsLauncher = `${windowsLines.join('\r\n')}\r\n`;

export const LAUNCHERS: Record<DownloadPlatform, { name: string; text: string; executable: boolean }> = {
  'windows-x64': { name: 'start-agent.cmd', text: windowsLauncher, executable: false },
  'macos-x64': { name: 'start-agent.command', text: macLauncher, executable: true },
  'linux-x64': { name: 'start-agent.sh', text: linuxLauncher, executable: true },
};

const HOW_TO_START: Record<DownloadPlatform, string> = {
  'windows-x64': 'double-click start-agent.cmd (if Windows asks, choose "More info", then "Run anyway")',
  'macos-x64':
    'double-click start-agent.command (the first time: right-click it, choose Open, then Open again)',
  'linux-x64':
    'double-click start-agent.sh and choose "Run in Terminal", or run ./start-agent.sh in a terminal',
};

/** README.txt of a platform download: nothing to install but Chrome; the steps from unzip to the first run. */
export const platformReadme = (platform: DownloadPlatform, apiOrigin: string, version: string): string => {
  const launcher = LAUNCHERS[platform].name;
  const text = `ApplyPilot agent ${version}
${'='.repeat(17 + version.length)}

The agent applies to LinkedIn Easy Apply jobs from your own computer, in a Chrome window of its own, when you press
"Start Automation" on your ApplyPilot dashboard (${apiOrigin}). Each application uses one of your credits there.
Everything it needs is in this folder; you only need Google Chrome (${CHROME_URL}).

1. Unzip this file. Keep the ApplyPilot-agent folder somewhere it can stay (for example, Documents).

2. Start the agent: ${HOW_TO_START[platform]}.
   Its window shows a 6-digit pairing code. Keep the window open while the agent works.
   The first start puts an "ApplyPilot Agent" shortcut on your desktop: use it next time.

3. Load the extension in Chrome:
   open chrome://extensions, switch on "Developer mode" (top right), press "Load unpacked"
   and choose the "extension" folder inside ApplyPilot-agent.
   (${apiOrigin}/try-now shows these steps with pictures.)

4. Pair: click the ApplyPilot extension's icon in Chrome's toolbar, type the code and press "Pair".
   The agent's window then says it is paired. After 5 wrong codes that code no longer pairs: press Enter in the
   agent's window for a new, longer one and type that.

5. The agent opens its own Chrome window. Sign in to LinkedIn there once; it remembers you next time.

Then press "Start Automation" on your ApplyPilot dashboard. The agent's window says what happens to each job.
To stop, press Stop on the dashboard or in the extension, or close the agent's window.

When the site has a newer agent, the window says so when it starts, with the link to download it.
To pair again (a reinstalled extension, or another Chrome), start it from a terminal with --unpair:
${launcher} --unpair
`;
  return platform === 'windows-x64' ? text.replace(/\n/g, '\r\n') : text;
};
