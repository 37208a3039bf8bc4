import { JobResultLineSchema, RunSummaryLineSchema } from '@applypilot/contracts';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_DIR, REPO_ROOT, startBoard, type Board } from './support/board';
import { writeResume } from './support/resume';

const CLI = path.join(REPO_ROOT, 'apps/agent/src/cli/main.ts');
/** The download's entry point (tools/download bundles it as agent.mjs). */
const SERVE_CLI = path.join(REPO_ROOT, 'apps/agent/src/cli/serve-main.ts');

function runCli(
  args: string[],
  env: Record<string, string>,
  entry = CLI,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: path.join(REPO_ROOT, 'apps/agent'),
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

describe('the apply command line', () => {
  let tmp: string;
  let board: Board;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-cli-test-'));
    await writeResume(path.join(tmp, 'resume.pdf'));
    await writeFile(path.join(tmp, 'not-a-pdf.pdf'), 'hello');
    await writeFile(path.join(tmp, 'bad-search.json'), JSON.stringify({ jobTitle: 'x', workType: 'remote' }));
    board = await startBoard({ variant: 'v2-classic', catalogue: 'security-check.json' });
  });
  afterAll(async () => {
    await board?.stop();
    await rm(tmp, { recursive: true, force: true });
  });

  it('prints one JSON line per job and a summary, resolving relative paths against INIT_CWD', async () => {
    const catalogue = path.join(BOARD_DIR, 'catalogue');
    const { code, stdout, stderr } = await runCli(
      [
        'apply',
        '--search',
        'reference-search.json',
        '--profile',
        'reference-profile.json',
        '--resume',
        path.join(tmp, 'resume.pdf'),
        '--headless',
        '--no-delays',
      ],
      { INIT_CWD: catalogue, LINKEDIN_URL: board.url, AGENT_PROFILE_DIR: path.join(tmp, 'profile') },
    );
    expect(code, stderr).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    const jobs = lines.slice(0, -1).map((l) => JobResultLineSchema.parse(l));
    expect(jobs.map((j) => [j.jobId, j.outcome])).toEqual([
      ['4400007919', 'applied'],
      ['4400015838', 'stopped-security-check'],
    ]);
    expect(jobs[0]).toEqual({
      jobId: '4400007919',
      // Issue 20: the job's own page, one slash after the host whatever LINKEDIN_URL ends with.
      jobUrl: `${new URL(board.url).origin}/jobs/view/4400007919/`,
      title: 'Senior Software Engineer',
      company: expect.any(String),
      outcome: 'applied',
    });
    const summary = RunSummaryLineSchema.parse(lines.at(-1)).summary;
    expect(summary).toMatchObject({ applied: 1, 'stopped-security-check': 1, failed: 0, 'needs-answer': 0 });
    expect(stderr).toContain('Search page 1:');
  });

  it('refuses bad input with a readable message and exit code 2', async () => {
    const env = { INIT_CWD: tmp, LINKEDIN_URL: board.url, AGENT_PROFILE_DIR: path.join(tmp, 'profile2') };
    const profile = path.join(BOARD_DIR, 'catalogue/reference-profile.json');
    const bad = await runCli(
      ['apply', '--search', 'bad-search.json', '--profile', profile, '--resume', 'resume.pdf'],
      env,
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      `The search file ${path.join(tmp, 'bad-search.json')} is invalid: workType:`,
    );
    expect(bad.stdout).toBe('');
    const notPdf = await runCli(
      [
        'apply',
        '--search',
        path.join(BOARD_DIR, 'catalogue/reference-search.json'),
        '--profile',
        profile,
        '--resume',
        'not-a-pdf.pdf',
      ],
      env,
    );
    expect(notPdf.code).toBe(2);
    expect(notPdf.stderr).toContain('is not a PDF.');
    const missing = await runCli(['apply', '--profile', profile], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--search is required.');
    const max = await runCli(
      ['apply', '--search', 'a', '--profile', 'b', '--resume', 'c', '--max', '0'],
      env,
    );
    expect(max.stderr).toContain('--max must be a whole number of at least 1.');
    const url = await runCli(
      [
        'apply',
        '--search',
        path.join(BOARD_DIR, 'catalogue/reference-search.json'),
        '--profile',
        profile,
        '--resume',
        'resume.pdf',
      ],
      { ...env, LINKEDIN_URL: 'not a url' },
    );
    expect(url.code).toBe(2);
    expect(url.stderr).toContain('LINKEDIN_URL is not a valid URL: not a url');
  });
});

describe('the download’s command line: serve only', () => {
  const usage = [
    'Usage: node agent.mjs serve [--unpair] [--verbose] [--json]',
    '  serve      start the local ApplyPilot agent for the extension (AGENT_PORT, default 3110)',
    '  --unpair   forget the paired extension and print a new pairing code',
    '  --verbose  also show every step of a run: search pages, waits, retries',
    '  --json     print one JSON line per event on stdout instead of sentences (for tools and tests)',
  ].join('\n');

  it('prints a usage that names serve alone', async () => {
    for (const args of [['--help'], ['serve', '--help']]) {
      expect(await runCli(args, {}, SERVE_CLI)).toEqual({ code: 0, stdout: `${usage}\n`, stderr: '' });
    }
  });

  it('refuses apply and anything else as a usage error, starting nothing', async () => {
    const apply = await runCli(['apply', '--search', 'x'], {}, SERVE_CLI);
    expect(apply).toEqual({ code: 2, stdout: '', stderr: `Unknown command "apply".\n${usage}\n` });
    expect((await runCli([], {}, SERVE_CLI)).stderr).toBe(`No command given.\n${usage}\n`);
    const option = await runCli(['serve', '--search', 'x'], {}, SERVE_CLI);
    expect(option).toEqual({ code: 2, stdout: '', stderr: `Unknown option "--search".\n${usage}\n` });
  });

  it('keeps apply in the developer’s command line, whose serve takes only --unpair and --json', async () => {
    const serve = await runCli(['serve', '--fast'], {});
    expect(serve.code).toBe(2);
    expect(serve.stderr).toContain('Unknown option "--fast".');
    expect(serve.stderr).toContain('npm run agent -- apply --search SEARCH.json');
  });
});
