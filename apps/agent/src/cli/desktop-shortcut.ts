import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const SHORTCUT_NAME = 'ApplyPilot Agent';
/** Written once the shortcut was made, so a shortcut the user deleted is not made again. */
const MARK = 'desktop-shortcut.json';

export interface ShortcutPlace {
  platform: NodeJS.Platform;
  home: string;
  /** Linux: XDG_DESKTOP_DIR when the session names one. */
  desktopDir?: string;
}

/** The `.desktop` entry for Linux (a terminal window, since the agent's window is its text). */
export function desktopEntry(launcher: string): string {
  const quoted = `"${launcher.replace(/(["`$\\])/g, '\\$1')}"`;
  return [
    '[Desktop Entry]',
    'Type=Application',
    `Name=${SHORTCUT_NAME}`,
    'Comment=Start the ApplyPilot agent, which applies to LinkedIn Easy Apply jobs from this computer',
    `Exec=${quoted}`,
    `Path=${path.dirname(launcher)}`,
    'Terminal=true',
    'Categories=Office;',
    '',
  ].join('\n');
}

/**
 * A PowerShell line that makes the Windows shortcut (.lnk) on the user's desktop with WScript.Shell: the launcher as
 * target, its folder as the working folder. Paths are single-quoted PowerShell strings (' doubled).
 */
export function windowsShortcutScript(launcher: string): string {
  const q = (text: string) => `'${text.replace(/'/g, "''")}'`;
  return [
    `$desktop = [Environment]::GetFolderPath('Desktop')`,
    `$link = (New-Object -ComObject WScript.Shell).CreateShortcut((Join-Path $desktop ${q(`${SHORTCUT_NAME}.lnk`)}))`,
    `$link.TargetPath = ${q(launcher)}`,
    `$link.WorkingDirectory = ${q(path.win32.dirname(launcher))}`,
    `$link.Description = ${q('Start the ApplyPilot agent')}`,
    '$link.Save()',
  ].join('; ');
}

/**
 * First run of a download (the launcher passes its own path as APPLYPILOT_LAUNCHER): a shortcut on the desktop that
 * starts the agent, as the specification's "a desktop shortcut appears". Windows: a .lnk made by PowerShell; macOS: an
 * alias (symbolic link) to start-agent.command; Linux: a .desktop entry on the desktop (when there is one) and in the
 * applications menu. Made once; returns where, or null when nothing was made.
 */
export async function ensureDesktopShortcut(
  launcher: string,
  dataDir: string,
  place: ShortcutPlace = {
    platform: process.platform,
    home: os.homedir(),
    ...(process.env.XDG_DESKTOP_DIR ? { desktopDir: process.env.XDG_DESKTOP_DIR } : {}),
  },
): Promise<string | null> {
  const mark = path.join(dataDir, MARK);
  if (existsSync(mark)) return null;
  let where: string;
  if (place.platform === 'win32') {
    await run('powershell.exe', [
      '-NoProfile',
      '-NonInteractive',
      '-Command',
      windowsShortcutScript(launcher),
    ]);
    where = 'on your desktop';
  } else if (place.platform === 'darwin') {
    // With the .command extension, Finder opens the link in Terminal as it does the launcher itself.
    const link = path.join(place.home, 'Desktop', `${SHORTCUT_NAME}.command`);
    if (!existsSync(link)) await symlink(launcher, link);
    where = 'on your desktop';
  } else {
    const entry = desktopEntry(launcher);
    const menu = path.join(place.home, '.local', 'share', 'applications');
    await mkdir(menu, { recursive: true });
    await writeFile(path.join(menu, 'applypilot-agent.desktop'), entry);
    const desktop = place.desktopDir ?? path.join(place.home, 'Desktop');
    if (existsSync(desktop)) {
      const file = path.join(desktop, 'applypilot-agent.desktop');
      await writeFile(file, entry);
      // Desktops start only entries that are executable.
      await chmod(file, 0o755);
      where = 'on your desktop and in your applications menu';
    } else where = 'in your applications menu';
  }
  await writeFile(mark, `${JSON.stringify({ launcher, madeAt: new Date().toISOString() })}\n`, {
    mode: 0o600,
  });
  return where;
}
