import type { DownloadPlatform } from '@applypilot/contracts';
import { CHROME_URL, LAUNCHER_NAMES, ROSETTA_COMMAND } from './platform-launchers';

/**
 * How to open the launcher the first time. Neither launcher is signed yet: Windows SmartScreen and macOS Gatekeeper
 * ask. macOS 15 removed Control-click → Open for unsigned files; "Open Anyway" in System Settings works on every
 * version since 13 (decision 051).
 */
const MAC_FIRST_OPEN = `double-click start-agent.command.
   The first time, macOS says it could not verify start-agent.command (it is not signed with an Apple
   certificate yet). Click Done, then open System Settings > Privacy & Security, scroll down to Security,
   click "Open Anyway" beside "start-agent.command was blocked", confirm with your password or Touch ID,
   and click "Open Anyway" once more. From then on a double-click starts it.
   (On macOS 14 or earlier, Control-click start-agent.command, choose Open, then Open again, also works.)`;

const HOW_TO_START: Record<DownloadPlatform, string> = {
  'windows-x64': 'double-click start-agent.cmd (if Windows asks, choose "More info", then "Run anyway")',
  'macos-arm64': MAC_FIRST_OPEN,
  'macos-x64': MAC_FIRST_OPEN,
  'linux-x64':
    'double-click start-agent.sh and choose "Run in Terminal", or run ./start-agent.sh in a terminal',
};

const WHICH_MAC: Partial<Record<DownloadPlatform, string>> = {
  'macos-arm64': `This download is for Macs with Apple silicon (M1 and later: Apple menu > About This Mac says "Chip Apple
M..."). For an Intel Mac, download "macOS (Intel)" from the site instead.
`,
  'macos-x64': `This download is for Macs with an Intel processor. On a Mac with Apple silicon, take the "macOS (Apple
silicon)" download instead, or install Rosetta 2 first: in Terminal, ${ROSETTA_COMMAND}
`,
};

/** README.txt of a platform download: nothing to install but Chrome; the steps from unzip to the first run. */
export const platformReadme = (platform: DownloadPlatform, apiOrigin: string, version: string): string => {
  const launcher = LAUNCHER_NAMES[platform];
  const text = `ApplyPilot agent ${version}
${'='.repeat(17 + version.length)}

The agent applies to LinkedIn Easy Apply jobs from your own computer, in a Chrome window of its own, when you press
"Start Automation" on your ApplyPilot dashboard (${apiOrigin}). Each application uses one of your credits there.
Everything it needs is in this folder; you only need Google Chrome (${CHROME_URL}).
${WHICH_MAC[platform] ?? ''}
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

5. Press "Start Automation" on your ApplyPilot dashboard. At the first Start the agent opens its own Chrome
   window (not before). If LinkedIn asks you to sign in there, sign in once; it remembers you next time.

The agent's window says what happens to each job; a job that waits on a question says so (answer it on your
dashboard). To see every step (search pages, waits, retries), start it from a terminal with --verbose.
To stop, press Stop on the dashboard or in the extension, or close the agent's window.

When the site has a newer agent, the window says so when it starts, with the link to download it.
To pair again (a reinstalled extension, or another Chrome), start it from a terminal with --unpair:
${launcher} --unpair
`;
  return platform === 'windows-x64' ? text.replace(/\n/g, '\r\n') : text;
};
