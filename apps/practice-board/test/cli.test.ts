import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(root, '../../node_modules/.bin/tsx');

function run(args: string[]): {
  child: ReturnType<typeof spawn>;
  firstLine: Promise<string>;
  exit: Promise<{ code: number | null; stderr: string }>;
} {
  const child = spawn(tsx, ['src/main.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const firstLine = new Promise<string>((resolve) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
    });
  });
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr })),
  );
  return { child, firstLine, exit };
}

describe('npm run board', () => {
  it('prints one {"listening"} line for port 0 and serves the search page', async () => {
    const { child, firstLine, exit } = run([
      '--port',
      '0',
      '--variant',
      'v4-dialog',
      '--no-delays',
      '--seed',
      '5',
    ]);
    const line = JSON.parse(await firstLine) as { listening: string };
    expect(line.listening).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const config = await (await fetch(`${line.listening}/__board/config`)).json();
    expect(config).toEqual({ variant: 'v4-dialog', seed: 5, delays: false, limits: {} });
    const page = await fetch(`${line.listening}/jobs/search-results/?keywords=Software%20Engineer`);
    expect(await page.text()).toContain('<script id="board-data"');
    child.kill('SIGTERM');
    await exit;
  });

  it('starts the company sites on their own port and prints it with their hosts and the Chromium flags', async () => {
    const { child, firstLine, exit } = run([
      '--port',
      '0',
      '--sites-port',
      '0',
      '--catalogue',
      'catalogue/company-sites.json',
      '--no-delays',
    ]);
    const line = JSON.parse(await firstLine) as {
      listening: string;
      sites: { port: number; hosts: string[]; chromeArgs: string[] };
    };
    expect(line.sites.port).toBeGreaterThan(0);
    expect(line.sites.hosts).toContain('job-boards.greenhouse.io');
    expect(line.sites.hosts).toContain('acmeglobal.wd5.myworkdayjobs.com');
    expect(line.sites.chromeArgs[0]).toContain(`MAP jobs.lever.co 127.0.0.1:${line.sites.port}`);
    expect(line.sites.chromeArgs[1]).toBe('--ignore-certificate-errors');
    expect(await (await fetch(`${line.listening}/__board/sites`)).json()).toEqual(line.sites);
    child.kill('SIGTERM');
    await exit;
    const none = run(['--port', '0', '--no-sites']);
    const quiet = JSON.parse(await none.firstLine) as Record<string, unknown>;
    expect(Object.keys(quiet)).toEqual(['listening']);
    expect((await fetch(`${String(quiet.listening)}/__board/sites`)).status).toBe(404);
    none.child.kill('SIGTERM');
    await none.exit;
  });

  it('refuses a bad flag or catalogue with a readable message', async () => {
    const bad = run(['--variant', 'v5']);
    const result = await bad.exit;
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      '--variant must be one of v1-legacy, v2-classic, v3-shadow, v4-dialog, v5-sdui.',
    );
    expect((await run(['--sites-port', 'x']).exit).stderr).toContain(
      '--sites-port must be a number from 0 to 65535.',
    );
    const missing = await run(['--catalogue', '/nonexistent.json']).exit;
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read the catalogue /nonexistent.json');
  });
});
