import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRESS_ENTER,
  ROSETTA_COMMAND,
  SYSCTL,
  launcherFor,
  linuxLauncher,
  macLauncher,
  macRuntimeTexts,
} from './platform-launchers';

/**
 * The launchers run for real under /bin/sh (dash) and bash (decision 051): an unzipped folder with a stand-in runtime
 * (`runtime/node`, a script that answers `--version` or fails as a runtime that cannot start does, and plays an agent
 * that exits on a problem), a PATH holding only a `chromium` link where Chrome is looked for, and a stand-in sysctl
 * for the macOS ones. A launcher whose agent fails must wait for Enter: the test sees the shell blocked reading its
 * input (`/proc/<pid>/syscall`), then types Enter and sees it end.
 */
const SITE = 'https://applypilot.example';
let work: string;
let run = 0;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'applypilot-launchers-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** What the stand-in runtime does: start fine, fail as an agent does ("already running", exit 4), or not start. */
type Runtime = 'agent-fails' | 'agent-ok' | 'cannot-start';

const RUNTIME_SCRIPTS: Record<Runtime, string> = {
  'agent-fails': `#!/bin/sh
[ "$1" = "--version" ] && { echo v22.23.2; exit 0; }
echo "The ApplyPilot agent is already running on this computer." >&2
exit 4
`,
  'agent-ok': `#!/bin/sh
[ "$1" = "--version" ] && { echo v22.23.2; exit 0; }
echo "agent $* launcher=$APPLYPILOT_LAUNCHER"
exit 0
`,
  // What the shell reports for a Mach-O of the other processor: it cannot be executed at all (status 126).
  'cannot-start': `#!/bin/sh
echo "bad CPU type in executable" >&2
exit 126
`,
};

async function folder(launcher: { name: string; text: string }, runtime: Runtime, arm64?: boolean) {
  run += 1;
  const dir = path.join(work, String(run));
  const bin = path.join(dir, 'bin');
  await mkdir(path.join(dir, 'runtime'), { recursive: true });
  await mkdir(bin);
  await writeFile(path.join(dir, launcher.name), launcher.text, { mode: 0o755 });
  await writeFile(path.join(dir, 'runtime', 'node'), RUNTIME_SCRIPTS[runtime], { mode: 0o755 });
  await chmod(path.join(dir, 'runtime', 'node'), 0o755);
  // Chrome is found (for Linux, on PATH; macOS looks in /Applications, so CHROME_PATH says where it is).
  await writeFile(path.join(bin, 'chromium'), '#!/bin/sh\n', { mode: 0o755 });
  const sysctl = path.join(dir, 'sysctl');
  if (arm64 !== undefined) await writeFile(sysctl, `#!/bin/sh\necho ${arm64 ? 1 : 0}\n`, { mode: 0o755 });
  return { dir, bin, sysctl };
}

/** Whether `pid` is blocked reading its standard input (read(2) on fd 0: syscall 0 on x86-64, 63 on arm64). */
async function readingInput(pid: number): Promise<boolean> {
  const [call, fd] = (await readFile(`/proc/${pid}/syscall`, 'utf8').catch(() => '')).split(' ');
  const read = process.arch === 'arm64' ? '63' : '0';
  return call === read && fd === '0x0';
}

/**
 * Runs a launcher with `shell`; when `expectWait`, waits until it blocks on the Enter prompt, checks it is still
 * running there, then types Enter. Returns its output and exit code.
 */
async function launch(
  shell: string,
  dir: string,
  name: string,
  env: Record<string, string>,
  expectWait: boolean,
): Promise<{ output: string; code: number | null; waited: boolean }> {
  const child = spawn(shell, [path.join(dir, name)], { cwd: work, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': the output is read to its end first.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  let waited = false;
  if (expectWait) {
    const deadline = Date.now() + 20_000;
    while (!output.includes(PRESS_ENTER) || !(await readingInput(child.pid ?? 0))) {
      if (child.exitCode !== null) break;
      if (Date.now() > deadline) throw new Error(`The launcher never waited for Enter: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    waited = child.exitCode === null;
    child.stdin.write('\n');
  }
  child.stdin.end();
  const code = await exited;
  return { output, code, waited };
}

describe.each(['/bin/sh', '/bin/bash'])('the Linux launcher under %s', (shell) => {
  it('keeps its terminal open when the agent cannot start, until Enter', async () => {
    const { dir, bin } = await folder({ name: 'start-agent.sh', text: linuxLauncher }, 'agent-fails');
    const result = await launch(shell, dir, 'start-agent.sh', { PATH: bin }, true);
    expect(result.waited).toBe(true);
    expect(result.code).toBe(1);
    expect(result.output).toContain('The ApplyPilot agent is already running on this computer.');
    expect(result.output.trimEnd().endsWith(PRESS_ENTER)).toBe(true);
  });

  it('keeps it open when Chrome is missing, saying where to get it', async () => {
    const { dir, bin } = await folder({ name: 'start-agent.sh', text: linuxLauncher }, 'agent-ok');
    await rm(path.join(bin, 'chromium'));
    const result = await launch(shell, dir, 'start-agent.sh', { PATH: bin }, true);
    expect(result.waited).toBe(true);
    expect(result.output).toContain(
      'Google Chrome was not found on this computer. Get it free at https://www.google.com/chrome',
    );
  });

  it('ends without asking when the agent ends well, and runs it from its own folder', async () => {
    const { dir, bin } = await folder({ name: 'start-agent.sh', text: linuxLauncher }, 'agent-ok');
    const result = await launch(shell, dir, 'start-agent.sh', { PATH: bin }, false);
    expect(result.code).toBe(0);
    expect(result.output).toContain(`agent agent.mjs serve launcher=${dir}/start-agent.sh`);
    expect(result.output).not.toContain(PRESS_ENTER);
  });
});

describe('the macOS launchers', () => {
  const texts = macRuntimeTexts(SITE);
  const mac = (platform: 'macos-arm64' | 'macos-x64', sysctl: string) => ({
    name: 'start-agent.command',
    text: macLauncher(platform, SITE, sysctl),
  });
  const env = (bin: string) => ({ PATH: bin, CHROME_PATH: '/Applications/Google Chrome.app' });

  it('say the Rosetta 2 command on Apple silicon when the Intel runtime cannot start, and wait', async () => {
    const made = await folder({ name: 'x', text: '' }, 'cannot-start', true);
    await writeFile(path.join(made.dir, 'start-agent.command'), mac('macos-x64', made.sysctl).text);
    const result = await launch('/bin/sh', made.dir, 'start-agent.command', env(made.bin), true);
    expect(result.waited).toBe(true);
    expect(result.output).toContain(texts.noRosetta[0]);
    expect(result.output).toContain(`\n    ${ROSETTA_COMMAND}\n`);
    expect(result.output).toContain(`Download "ApplyPilot for macOS (Apple silicon)" from ${SITE}/try-now`);
    // Nothing else was tried: no agent, no "Starting".
    expect(result.output).not.toContain('Starting ApplyPilot');
  });

  it('send an Intel Mac to the Intel download when the Apple silicon runtime cannot start', async () => {
    const made = await folder({ name: 'x', text: '' }, 'cannot-start', false);
    await writeFile(path.join(made.dir, 'start-agent.command'), mac('macos-arm64', made.sysctl).text);
    const result = await launch('/bin/bash', made.dir, 'start-agent.command', env(made.bin), true);
    expect(result.waited).toBe(true);
    expect(result.output).toContain(texts.intelMac);
    expect(result.output).not.toContain(ROSETTA_COMMAND);
  });

  it('start the agent when the runtime starts, with a tip on Apple silicon running the Intel download', async () => {
    const made = await folder({ name: 'x', text: '' }, 'agent-ok', true);
    await writeFile(path.join(made.dir, 'start-agent.command'), mac('macos-x64', made.sysctl).text);
    const intel = await launch('/bin/sh', made.dir, 'start-agent.command', env(made.bin), false);
    expect(intel.code).toBe(0);
    expect(intel.output).toContain(texts.nativeTip);
    expect(intel.output).toContain('agent agent.mjs serve');
    await writeFile(path.join(made.dir, 'start-agent.command'), mac('macos-arm64', made.sysctl).text);
    const native = await launch('/bin/sh', made.dir, 'start-agent.command', env(made.bin), false);
    expect(native.code).toBe(0);
    expect(native.output).not.toContain(texts.nativeTip);
  });

  it('keep the window open when the agent stops on a problem', async () => {
    const made = await folder({ name: 'x', text: '' }, 'agent-fails', true);
    await writeFile(path.join(made.dir, 'start-agent.command'), mac('macos-arm64', made.sysctl).text);
    const result = await launch('/bin/sh', made.dir, 'start-agent.command', env(made.bin), true);
    expect(result.waited).toBe(true);
    expect(result.output).toContain('already running');
  });

  it('ask macOS itself in the shipped text, by its absolute path', () => {
    for (const platform of ['macos-arm64', 'macos-x64'] as const) {
      const text = launcherFor(platform, SITE).text;
      expect(text).toContain(`"$(${SYSCTL} -n hw.optional.arm64 2>/dev/null)" = "1"`);
      expect(text.startsWith('#!/bin/sh\n')).toBe(true);
    }
    expect(launcherFor('macos-x64', SITE).text).toContain(ROSETTA_COMMAND);
    expect(launcherFor('macos-arm64', SITE).text).not.toContain(ROSETTA_COMMAND);
  });
});
