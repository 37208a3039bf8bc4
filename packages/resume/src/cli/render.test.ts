import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ORDER, DEMO_RESUME } from '../index';
import { readPdf } from '../../test/read-pdf';

const packageDir = resolve(import.meta.dirname, '../..');
const repoRoot = resolve(packageDir, '../..');
const dir = mkdtempSync(join(tmpdir(), 'resume-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to completion, collecting its output. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** The command line as npm runs it, with relative paths resolved from INIT_CWD (the caller's directory). */
const cli = (args: string[]) =>
  run(join(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/render.ts', ...args], packageDir, { INIT_CWD: dir });

// Each run starts tsx (and one starts npm): seconds on a busy 2-core machine, so a generous per-test limit.
describe('resume:render command line', { timeout: 60_000 }, () => {
  it('renders IN.json to OUT.pdf through npm from the repository root', async () => {
    const input = join(dir, 'demo.json');
    writeFileSync(
      input,
      JSON.stringify({ data: DEMO_RESUME, order: DEMO_ORDER, config: { page: { format: 'letter' } } }),
    );
    const out = join(dir, 'out', 'demo.pdf');
    const result = await run('npm', ['run', '--silent', 'resume:render', '--', input, out], repoRoot);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Wrote ${out}: 1 page, `);
    const pdf = await readPdf(new Uint8Array(readFileSync(out)));
    expect([pdf.pages[0]!.width, pdf.pages[0]!.height]).toEqual([612, 792]);
    expect(pdf.text).toContain('Priya Sharma');
  });

  it('resolves relative paths from where npm was started and warns about characters it left out', async () => {
    writeFileSync(
      join(dir, 'emoji.json'),
      JSON.stringify({ data: { personal: [{ name: 'Ana 🚀 Πέτρου' }] }, order: ['personal'] }),
    );
    const result = await cli(['emoji.json', 'emoji.pdf']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      'Warning: the standard PDF fonts cannot show these characters, so they were left out: ' +
        '🚀 (U+1F680), Π (U+03A0), έ (U+03AD), τ (U+03C4), ρ (U+03C1), ο (U+03BF), υ (U+03C5)\n',
    );
    const pdf = await readPdf(new Uint8Array(readFileSync(join(dir, 'emoji.pdf'))));
    expect(pdf.text).toBe('Ana');
  });

  it('explains bad input and exits with 1', async () => {
    writeFileSync(join(dir, 'broken.json'), '{"data": ');
    writeFileSync(join(dir, 'wrong.json'), JSON.stringify({ data: { skills: [{ skills: 5 }] } }));
    const [broken, wrong, missing, usage] = await Promise.all([
      cli(['broken.json', 'x.pdf']),
      cli(['wrong.json', 'x.pdf']),
      cli(['nowhere.json', 'x.pdf']),
      cli(['only-one.json']),
    ]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^broken\.json is not valid JSON: /);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe(
      'wrong.json is not a resume ({data, order, config?}):\n' +
        '✖ Expected a list of section names\n  → at order\n' +
        '✖ Expected a list or comma-separated text\n  → at data.skills[0].skills\n',
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('Cannot read nowhere.json: ENOENT\n');
    expect(usage.code).toBe(1);
    expect(usage.stderr).toBe('Usage: npm run resume:render -- IN.json OUT.pdf\n');
  });
});
