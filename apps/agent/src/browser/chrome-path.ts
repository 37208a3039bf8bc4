import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where Chrome usually lives, most wanted first (checked Nov 2026). */
export function chromeCandidates(
  env: NodeJS.ProcessEnv = process.env,
  platform = process.platform,
): string[] {
  const list: string[] = [];
  if (env.CHROME_PATH) list.push(env.CHROME_PATH);
  if (platform === 'darwin') {
    list.push('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome');
  } else if (platform === 'win32') {
    for (const base of [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA]) {
      if (base) list.push(path.join(base, 'Google', 'Chrome', 'Application', 'chrome.exe'));
    }
  } else {
    list.push('/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/opt/google/chrome/chrome');
  }
  list.push('/usr/bin/chromium', '/usr/bin/chromium-browser');
  return list;
}

/** CHROME_PATH when set (used as given), else the first installed Chrome, else Debian's Chromium. */
export function resolveChromePath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return chromeCandidates(env).find((p) => existsSync(p)) ?? '/usr/bin/chromium';
}
