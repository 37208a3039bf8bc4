import { lstat, mkdir, mkdtemp, readFile, readlink, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { desktopEntry, ensureDesktopShortcut, windowsShortcutScript } from './desktop-shortcut';

describe('the desktop shortcut at first run', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'shortcut-'));
  });
  afterEach(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('on Linux: an executable entry on the desktop and one in the menu, made once', async () => {
    const home = path.join(tmp, 'home');
    await mkdir(path.join(home, 'Desktop'), { recursive: true });
    const data = path.join(tmp, 'data');
    await mkdir(data);
    const launcher = '/home/ana/Documents/ApplyPilot-agent/start-agent.sh';
    const where = await ensureDesktopShortcut(launcher, data, { platform: 'linux', home });
    expect(where).toBe('on your desktop and in your applications menu');
    const onDesktop = path.join(home, 'Desktop', 'applypilot-agent.desktop');
    expect(await readFile(onDesktop, 'utf8')).toBe(desktopEntry(launcher));
    expect((await stat(onDesktop)).mode & 0o111).not.toBe(0);
    expect(
      await readFile(path.join(home, '.local/share/applications/applypilot-agent.desktop'), 'utf8'),
    ).toContain(`Exec="${launcher}"`);
    // Deleted by the user: not made again.
    await rm(onDesktop);
    expect(await ensureDesktopShortcut(launcher, data, { platform: 'linux', home })).toBeNull();
  });

  it('on macOS: a .command link to the launcher on the desktop', async () => {
    const home = path.join(tmp, 'mac');
    await mkdir(path.join(home, 'Desktop'), { recursive: true });
    const launcher = path.join(tmp, 'ApplyPilot-agent', 'start-agent.command');
    await ensureDesktopShortcut(launcher, tmp, { platform: 'darwin', home });
    const link = path.join(home, 'Desktop', 'ApplyPilot Agent.command');
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readlink(link)).toBe(launcher);
  });

  it('quotes paths for the entry and for PowerShell', () => {
    expect(desktopEntry('/tmp/a "b"/start-agent.sh')).toContain('Exec="/tmp/a \\"b\\"/start-agent.sh"');
    const script = windowsShortcutScript("C:\\Users\\O'Neil\\ApplyPilot-agent\\start-agent.cmd");
    expect(script).toContain("$link.TargetPath = 'C:\\Users\\O''Neil\\ApplyPilot-agent\\start-agent.cmd'");
    expect(script).toContain("$link.WorkingDirectory = 'C:\\Users\\O''Neil\\ApplyPilot-agent'");
    expect(script).toContain("'ApplyPilot Agent.lnk'");
  });
});
