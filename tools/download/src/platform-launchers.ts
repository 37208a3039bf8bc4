import type { DownloadPlatform } from '@applypilot/contracts';
import { DOWNLOADS_PAGE_PATH } from '@applypilot/contracts';
import { WINDOWS_CHROME_CHECK } from './windows-chrome-check';

/**
 * The launchers of the per-platform downloads (decisions 041 and 051): they run the agent on the Node.js runtime in
 * the download's own `runtime/` folder, so nothing else needs installing but Chrome. Each checks for Chrome first and
 * says plainly where to get it (CHROME_PATH overrides, as in the agent; the paths mirror apps/agent's chrome-path.ts,
 * Nov 2026), passes its own path as APPLYPILOT_LAUNCHER (the agent's first run puts a shortcut to it on the desktop)
 * and keeps the window open when the agent stops on a problem, so it can be read: a terminal opened by a double-click
 * (Finder's Terminal, a Linux file manager's "Run in Terminal", the desktop entry's Terminal=true) closes as soon as
 * the script ends. The macOS ones first check that this Mac can run their runtime, and say what to do when it cannot.
 */
export const CHROME_URL = 'https://www.google.com/chrome';
const NO_CHROME = `Google Chrome was not found on this computer. Get it free at ${CHROME_URL}, install it, then start ApplyPilot again.`;
const STARTING = 'Starting ApplyPilot...';
export const PRESS_ENTER = 'Press Enter to close this window.';
/** The one command that installs Rosetta 2 on a Mac with Apple silicon (Apple's own tool, no download page). */
export const ROSETTA_COMMAND = 'softwareupdate --install-rosetta --agree-to-license';
/** Where macOS answers whether the processor is Apple silicon (`hw.optional.arm64` is 1, also under Rosetta). */
export const SYSCTL = '/usr/sbin/sysctl';

/** Words for the two macOS downloads, as /try-now names them. */
export const MAC_DOWNLOAD_NAMES = {
  'macos-arm64': 'ApplyPilot for macOS (Apple silicon)',
  'macos-x64': 'ApplyPilot for macOS (Intel)',
} as const;

/** The sentences a macOS launcher says when its runtime cannot start on this Mac (tests read them). */
export const macRuntimeTexts = (site: string) => {
  const page = `${site}${DOWNLOADS_PAGE_PATH}`;
  return {
    intelMac: `This download is for Macs with Apple silicon (M1 and later), and this Mac has an Intel processor. Download "${MAC_DOWNLOAD_NAMES['macos-x64']}" from ${page} instead.`,
    noRosetta: [
      `This download is for Intel Macs. This Mac has Apple silicon, which runs it only with Rosetta 2, and Rosetta 2 is not installed.`,
      `Download "${MAC_DOWNLOAD_NAMES['macos-arm64']}" from ${page} instead, or install Rosetta 2: open Terminal, type this command and press Return, then start ApplyPilot again:`,
      '',
      `    ${ROSETTA_COMMAND}`,
      '',
    ],
    nativeTip: `This Mac has Apple silicon: "${MAC_DOWNLOAD_NAMES['macos-arm64']}" from ${page} runs without Rosetta 2, and faster.`,
    broken: `The Node.js runtime in this folder could not start. Download ApplyPilot again from ${page}.`,
  };
};

const shellQuote = (line: string) => `"${line.replace(/(["$`\\])/g, '\\$1')}"`;
const echoLines = (lines: readonly string[], indent: string) =>
  lines.map((line) => (line ? `${indent}echo ${shellQuote(line)}` : `${indent}echo`)).join('\n');

/**
 * The macOS runtime check, in sh: `./runtime/node --version` either starts, or the shell says "bad CPU type in
 * executable" (an arm64 runtime on an Intel Mac, or an x64 one on Apple silicon without Rosetta 2). Then sysctl tells
 * which, and the window says what to do. `sysctl` is a parameter only so that tests can stand in for macOS.
 */
function macRuntimeCheck(platform: 'macos-arm64' | 'macos-x64', site: string, sysctl: string): string {
  const texts = macRuntimeTexts(site);
  const appleSilicon = `[ "$(${sysctl} -n hw.optional.arm64 2>/dev/null)" = "1" ]`;
  if (platform === 'macos-arm64')
    return `if ! ./runtime/node --version >/dev/null 2>&1; then
  if ! ${appleSilicon}; then
${echoLines([texts.intelMac], '    ')}
  else
${echoLines([texts.broken], '    ')}
  fi
  fail
fi
`;
  return `if ! ./runtime/node --version >/dev/null 2>&1; then
  if ${appleSilicon}; then
${echoLines(texts.noRosetta, '    ')}
  else
${echoLines([texts.broken], '    ')}
  fi
  fail
fi
if ${appleSilicon}; then
${echoLines([texts.nativeTip], '  ')}
fi
`;
}

/**
 * No external command but an absolute sysctl on macOS (not even dirname): the script works with any PATH, and a PATH
 * without `node` is the point. `cd` to the script's own folder from $0 when it has one. `read` returns at once when
 * nothing can type (standard input at its end), so a script run by a program never hangs on the prompt.
 */
const posix = (
  chromeTest: string,
  launcher: string,
  runtimeCheck = '',
) => `cd_here() { case "$0" in */*) cd "\${0%/*}" || exit 1 ;; esac; }
cd_here
fail() { printf "\\n${PRESS_ENTER}"; read -r _; exit 1; }
${runtimeCheck}if [ -z "$CHROME_PATH" ] && ! ${chromeTest}; then
  echo "${NO_CHROME}"
  fail
fi
echo "${STARTING}"
APPLYPILOT_LAUNCHER="$PWD/${launcher}" ./runtime/node agent.mjs serve "$@"
status=$?
if [ "$status" -ne 0 ]; then fail; fi
exit 0
`;

const LINUX_CHROME =
  '{ command -v google-chrome >/dev/null 2>&1 || command -v google-chrome-stable >/dev/null 2>&1 || [ -x /opt/google/chrome/chrome ] || command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; }';
const MAC_CHROME =
  '{ [ -x "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" ] || [ -x "$HOME/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" ]; }';

export const linuxLauncher = `#!/bin/sh
# ApplyPilot agent for Linux: runs on the Node.js runtime in ./runtime; needs Google Chrome (or Chromium).
# A terminal opened by a double-click closes when we exit: wait for Enter so a problem can be read.
${posix(LINUX_CHROME, 'start-agent.sh')}`;

/** The launcher of a macOS download; `sysctl` is SYSCTL except in tests. */
export const macLauncher = (
  platform: 'macos-arm64' | 'macos-x64',
  site: string,
  sysctl: string = SYSCTL,
) => `#!/bin/sh
# ApplyPilot agent for macOS (${platform === 'macos-arm64' ? 'Apple silicon' : 'Intel'}; double-click in Finder): runs on the Node.js runtime in ./runtime; needs Google Chrome.
# Finder opens this in Terminal, which closes the text when we exit: wait for Enter so a problem can be read.
${posix(MAC_CHROME, 'start-agent.command', macRuntimeCheck(platform, site, sysctl))}`;

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

export const LAUNCHER_NAMES: Record<DownloadPlatform, string> = {
  'windows-x64': 'start-agent.cmd',
  'macos-arm64': 'start-agent.command',
  'macos-x64': 'start-agent.command',
  'linux-x64': 'start-agent.sh',
};

/** The launcher of a platform's download, for the site it is built for. */
export function launcherFor(
  platform: DownloadPlatform,
  site: string,
): { name: string; text: string; executable: boolean } {
  const name = LAUNCHER_NAMES[platform];
  switch (platform) {
    case 'windows-x64':
      return { name, text: windowsLauncher, executable: false };
    case 'linux-x64':
      return { name, text: linuxLauncher, executable: true };
    default:
      return { name, text: macLauncher(platform, site), executable: true };
  }
}
