import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'applypilot-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the PGlite data directory lock', () => {
  it('is held while open and released on close', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'api.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'api.lock'))).toBe(false);
  });

  it('refuses while another live process holds it', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'api.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`Another ApplyPilot API process (pid ${other.pid})`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a stale lock whose process is gone', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(path.join(dir, 'api.lock'), String(gone.pid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'api.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
