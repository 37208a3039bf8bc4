import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRoot } from '../paths';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './data-dir-lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'applypilot-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A lock as a holder with this pid leaves it: its own file, hard-linked as the lock. */
function plantLock(dir: string, pid: number): void {
  const id = 'ab'.repeat(16);
  const own = path.join(dir, `${LOCK_FILE}.${pid}.${id}`);
  writeFileSync(own, `${pid} ${id}\n`);
  linkSync(own, path.join(dir, LOCK_FILE));
}

async function deadPid(): Promise<number> {
  const gone = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => gone.once('exit', resolve));
  return gone.pid ?? 0;
}

function liveProcess(): ChildProcess {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  children.push(other);
  return other;
}

describe('the PGlite data directory lock', () => {
  it('is held while open and released on close, leaving nothing behind', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toMatch(
      new RegExp(`^${process.pid} [0-9a-f]{32}\\n$`),
    );
    release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses while another live process holds it', () => {
    const dir = tempDir();
    const other = liveProcess();
    plantLock(dir, other.pid ?? 0);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`Another ApplyPilot API process (pid ${other.pid})`);
    // The refused attempts leave no files of their own.
    expect(readdirSync(dir).sort()).toEqual([LOCK_FILE, `${LOCK_FILE}.${other.pid}.${'ab'.repeat(16)}`]);
  });

  it('takes over a stale lock whose process is gone, and tidies what that process left', async () => {
    const dir = tempDir();
    const gone = await deadPid();
    plantLock(dir, gone);
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    expect(readdirSync(dir).filter((name) => name.includes(`.${gone}.`))).toEqual([]);
    release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("honours an older version's api.lock while its process lives, and removes it once it is gone", async () => {
    const dir = tempDir();
    const other = liveProcess();
    writeFileSync(path.join(dir, 'api.lock'), String(other.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(`Another ApplyPilot API process (pid ${other.pid})`);
    writeFileSync(path.join(dir, 'api.lock'), String(await deadPid()));
    const release = acquireDataDirLock(dir);
    expect(existsSync(path.join(dir, 'api.lock'))).toBe(false);
    release();
  });

  it('lets exactly one of eight processes starting together take a stale lock, three times over', async () => {
    const dir = tempDir();
    const script = path.join(dir, 'contender.mts');
    // Each contender loads the module, says it is ready, waits for the go file, then tries once. The winner holds the
    // lock until told to stop, so every other contender sees a live holder.
    writeFileSync(
      script,
      `import { existsSync } from 'node:fs';
import { acquireDataDirLock } from ${JSON.stringify(path.join(apiRoot, 'src/db/data-dir-lock.ts'))};
const [dataDir, go, stop] = process.argv.slice(2) as [string, string, string];
process.stdout.write('ready\\n');
while (!existsSync(go)) await new Promise((r) => setTimeout(r, 1));
try {
  const release = acquireDataDirLock(dataDir);
  process.stdout.write('acquired\\n');
  while (!existsSync(stop)) await new Promise((r) => setTimeout(r, 5));
  release();
} catch (error) {
  process.stdout.write(error instanceof Error && error.name === 'DataDirLockedError' ? 'locked\\n' : 'error ' + String(error) + '\\n');
}
`,
    );
    const lockDir = path.join(dir, 'data');
    for (let round = 0; round < 3; round += 1) {
      mkdirSync(lockDir, { recursive: true });
      plantLock(lockDir, await deadPid());
      const go = path.join(dir, `go-${round}`);
      const stop = path.join(dir, `stop-${round}`);
      const outputs: string[] = [];
      const exits: Promise<unknown>[] = [];
      const contenders = Array.from({ length: 8 }, (_, i) => {
        const child = spawn(process.execPath, ['--import', 'tsx', script, lockDir, go, stop], {
          cwd: apiRoot,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        children.push(child);
        exits.push(new Promise((resolve) => child.once('exit', resolve)));
        outputs[i] = '';
        child.stdout?.on('data', (chunk: Buffer) => (outputs[i] += chunk.toString()));
        child.stderr?.on('data', (chunk: Buffer) => (outputs[i] += `error ${chunk.toString()}`));
        return child;
      });
      const waitFor = async (done: (text: string) => boolean) => {
        while (outputs.some((text) => !done(text))) {
          const dead = contenders.findIndex((child, i) => child.exitCode !== null && !done(outputs[i] ?? ''));
          if (dead >= 0) throw new Error(`contender ${dead} exited early: ${outputs[dead]}`);
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      await waitFor((text) => text.includes('ready'));
      writeFileSync(go, '');
      await waitFor((text) => /acquired|locked|error/.test(text));
      writeFileSync(stop, '');
      await Promise.all(exits);
      const results = outputs.map((text) => text.replace('ready\n', '').trim());
      expect(
        results.filter((r) => r === 'acquired'),
        `round ${round}: ${results.join(', ')}`,
      ).toHaveLength(1);
      expect(results.filter((r) => r === 'locked')).toHaveLength(7);
      expect(readdirSync(lockDir)).toEqual([]);
    }
  }, 120_000);
});
