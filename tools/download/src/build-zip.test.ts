import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, ZIP_FOLDER } from './build-zip';

/** Each central-directory entry's name and Unix mode (the zip's own record, as unzip tools read it). */
function centralDirectory(zip: Uint8Array): Map<string, number> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const modes = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    expect(view.getUint32(offset, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const name = new TextDecoder().decode(zip.subarray(offset + 46, offset + 46 + nameLength));
    modes.set(name, view.getUint32(offset + 38, true) >>> 16);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return modes;
}

let work: string;
let extensionDir: string;
let zip: Uint8Array;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'applypilot-download-'));
  // A stand-in for apps/extension/dist (unit tests run before the build): the zip copies whatever is there.
  extensionDir = path.join(work, 'extension');
  await mkdir(path.join(extensionDir, 'icons'), { recursive: true });
  await writeFile(path.join(extensionDir, 'manifest.json'), '{"manifest_version":3}');
  await writeFile(path.join(extensionDir, 'icons/icon-16.png'), 'png');
  zip = await buildZip({ extensionDir });
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the agent download', () => {
  it('holds the agent, playwright-core, the launchers, the README and the extension in one folder', () => {
    const names = [...centralDirectory(zip).keys()];
    expect(names.every((name) => name.startsWith(`${ZIP_FOLDER}/`))).toBe(true);
    for (const name of [
      'agent.mjs',
      'package.json',
      'README.txt',
      'start-agent.cmd',
      'start-agent.command',
      'start-agent.sh',
      'node_modules/playwright-core/package.json',
      'extension/manifest.json',
      'extension/icons/icon-16.png',
    ]) {
      expect(names).toContain(`${ZIP_FOLDER}/${name}`);
    }
  });

  it('marks the macOS and Linux launchers executable, and nothing else', () => {
    const modes = centralDirectory(zip);
    const executable = [...modes].filter(([, mode]) => (mode & 0o111) !== 0).map(([name]) => name);
    expect(executable.sort()).toEqual([`${ZIP_FOLDER}/start-agent.command`, `${ZIP_FOLDER}/start-agent.sh`]);
    expect(modes.get(`${ZIP_FOLDER}/start-agent.sh`)).toBe(0o100755);
  });

  it('has launchers that check Node 20 and run the serve command', () => {
    const files = unzipSync(zip);
    const read = (name: string) => new TextDecoder().decode(files[`${ZIP_FOLDER}/${name}`]);
    for (const launcher of ['start-agent.sh', 'start-agent.command', 'start-agent.cmd']) {
      const text = read(launcher);
      expect(text).toContain('Node.js 20 or newer');
      expect(text).toMatch(/node agent\.mjs serve/);
    }
    expect(read('start-agent.cmd')).toContain('\r\n');
    expect(read('start-agent.sh').startsWith('#!/bin/sh\n')).toBe(true);
  });

  it('is byte-identical when built again', async () => {
    expect(Buffer.from(await buildZip({ extensionDir })).equals(Buffer.from(zip))).toBe(true);
  });

  it('runs agent.mjs with Node from an unzipped folder', async () => {
    const target = path.join(work, 'unzipped');
    for (const [name, data] of Object.entries(unzipSync(zip))) {
      const file = path.join(target, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    }
    const run = promisify(execFile)(process.execPath, ['agent.mjs', '--help'], {
      cwd: path.join(target, ZIP_FOLDER),
    });
    // The CLI answers usage on stderr; whether --help counts as a usage error depends on the agent's version.
    const output = await run.then(
      ({ stdout, stderr }) => stdout + stderr,
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    expect(output).toMatch(/usage/i);
    expect(output).not.toMatch(/Cannot find (module|package)/);
  });
});
