/**
 * CPU time of the processes a benchmark drives, from Linux's /proc (zero elsewhere): the API's child process and
 * every PostgreSQL server process of this machine (one per connection, plus its background workers).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** A process's command name and user + system CPU seconds so far, or undefined when it is gone or unreadable. */
function processStat(pid: string): { command: string; cpuSeconds: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const command = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    // After the command: state is field 3 of proc(5); utime and stime are fields 14 and 15, in clock ticks (100 Hz).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { command, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100 };
  } catch {
    return undefined;
  }
}

export function processCpuSeconds(pid: number): number {
  return processStat(String(pid))?.cpuSeconds ?? 0;
}

export function postgresCpuSeconds(): number {
  let sum = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = processStat(pid);
    if (stat?.command.startsWith('postgres')) sum += stat.cpuSeconds;
  }
  return sum;
}
