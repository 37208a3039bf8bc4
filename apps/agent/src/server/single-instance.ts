import { rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

export type InstanceClaim = 'ok' | 'already-running' | 'port-taken';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the port can be bound on 127.0.0.1 right now (the agent binds it a moment later). */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Whether what answers on the port is an ApplyPilot agent (its door answers a bare request with its own refusal). */
async function agentAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/status`, {
      signal: AbortSignal.timeout(2000),
    });
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' && /ApplyPilot/.test(body.error);
  } catch {
    return false;
  }
}

/**
 * One agent per data folder and port, checked before anything is printed or bound (issue 19): a live process named
 * in `agent.lock` means the agent already runs; a taken port is an agent (another data folder) or another program.
 * A lock left by a process that is gone is taken over. The lock is removed when this process exits.
 */
export async function claimInstance(dataDir: string, port: number): Promise<InstanceClaim> {
  const lock = path.join(dataDir, 'agent.lock');
  const holder = Number((await readFile(lock, 'utf8').catch(() => '')).trim());
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder))
    return 'already-running';
  if (!(await portFree(port))) return (await agentAnswers(port)) ? 'already-running' : 'port-taken';
  await writeFile(lock, `${process.pid}\n`, { mode: 0o600 });
  // Only synchronous work runs at exit; a lock left by a crash is taken over at the next start anyway.
  process.once('exit', () => rmSync(lock, { force: true }));
  return 'ok';
}
