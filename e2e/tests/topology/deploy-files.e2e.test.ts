import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_ANSWER_TIMEOUT_MS, AI_TAILOR_TIMEOUT_MS } from '@applypilot/contracts';
import {
  defaultOptions,
  DeployOptionError,
  renderApiUnit,
  renderNginxSite,
  writeDeployment,
} from '../../../deploy/render';
import { repoRoot } from '../../support/paths';
import { selfSignedCertificate } from './keys';
import { debianConfigWithSite, testConfig } from './nginx';
import { parseEnvironmentFile, parseUnit, single, values } from './unit-file';

const run = promisify(execFile);

/**
 * The files an operator installs (decision 036), checked by the tools that will read them: systemd-analyze for the
 * unit, nginx -t inside Debian's own nginx.conf for the site. The topology test then runs both.
 */
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'applypilot-deploy-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('deploy/', () => {
  it('renders a template unit that starts one production instance per port and restarts it', async () => {
    const unit = parseUnit(await renderApiUnit(defaultOptions()));
    expect(single(unit, 'Service', 'ExecStart')).toBe('/usr/bin/node --import tsx apps/api/src/main.ts');
    expect(single(unit, 'Service', 'WorkingDirectory')).toBe('/opt/applypilot');
    expect(single(unit, 'Service', 'User')).toBe('applypilot');
    expect(single(unit, 'Service', 'Restart')).toBe('always');
    expect(single(unit, 'Service', 'EnvironmentFile')).toBe('/etc/applypilot/api.env');
    expect(values(unit, 'Service', 'Environment')).toEqual([
      'NODE_ENV=production',
      'PORT=%i',
      'DATA_DIR=%S/applypilot',
      'APP_DOTENV=off',
    ]);
    expect(single(unit, 'Install', 'WantedBy')).toBe('multi-user.target');
  });

  it('passes systemd-analyze verify without a warning', async () => {
    // The real node binary, so verify can check that ExecStart's program exists.
    const unitText = await renderApiUnit({
      ...defaultOptions(),
      nodeBin: process.execPath,
      appDir: repoRoot,
    });
    await writeDeployment({ ...defaultOptions(), nodeBin: process.execPath, appDir: repoRoot }, dir);
    const template = path.join(dir, 'systemd', 'applypilot-api@.service');
    expect(await readFile(template, 'utf8')).toBe(unitText);
    const instance = path.join(dir, 'systemd', 'applypilot-api@8081.service');
    await copyFile(template, instance);
    for (const file of [template, instance]) {
      const { stdout, stderr } = await run('systemd-analyze', ['verify', file]).catch((error: unknown) => {
        const failed = error as { stdout?: string; stderr?: string };
        throw new Error(
          `systemd-analyze verify ${file} failed:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`,
        );
      });
      expect(`${stdout}${stderr}`.trim(), file).toBe('');
    }
  });

  it('renders an nginx site that Debian nginx accepts in its own nginx.conf', async () => {
    const certificate = await selfSignedCertificate(dir, 'applypilot.example.com');
    const site = path.join(dir, 'site.conf');
    await writeFile(
      site,
      await renderNginxSite({
        ...defaultOptions(),
        tlsCertificate: certificate.certificateFile,
        tlsCertificateKey: certificate.keyFile,
        httpsListen: '127.0.0.1:8443',
        httpListen: '127.0.0.1:8080',
      }),
    );
    const checked = await testConfig(await debianConfigWithSite(site, dir));
    expect(checked).toEqual({ ok: true, output: '' });
  });

  it('renders the instances into the upstream and refuses values that would break out of a directive', async () => {
    const site = await renderNginxSite({
      ...defaultOptions(),
      instances: ['10.0.0.5:8081', '10.0.0.6:8081'],
    });
    expect(site).toContain('    server 10.0.0.5:8081 max_fails=1 fail_timeout=5s;\n    server 10.0.0.6:8081');
    expect(site).toContain('proxy_next_upstream_tries 2;');
    expect(site).not.toMatch(/\{\{|\}\}/);
    await expect(
      renderNginxSite({ ...defaultOptions(), serverName: 'a.example; return 200' }),
    ).rejects.toThrow(DeployOptionError);
    await expect(renderApiUnit({ ...defaultOptions(), user: 'app%n' })).rejects.toThrow(DeployOptionError);
    await expect(renderNginxSite({ ...defaultOptions(), publicOrigin: 'http://a.example' })).rejects.toThrow(
      'publicOrigin: must be an https origin',
    );
  });

  it("waits for an instance's answer longer than the API waits for Gemini", async () => {
    const readTimeout = (site: string) => Number(/proxy_read_timeout (\d+)s;/.exec(site)?.[1]);
    const longestAi = Math.max(AI_TAILOR_TIMEOUT_MS, AI_ANSWER_TIMEOUT_MS) / 1000;
    expect(readTimeout(await renderNginxSite(defaultOptions()))).toBeGreaterThan(longestAi);
    // An operator who raises AI_TAILOR_TIMEOUT_MS passes the same value to the renderer.
    expect(readTimeout(await renderNginxSite({ ...defaultOptions(), aiTimeoutMs: 200_000 }))).toBeGreaterThan(
      200,
    );
    await expect(renderNginxSite({ ...defaultOptions(), aiTimeoutMs: 0 })).rejects.toThrow(DeployOptionError);
  });

  it('ships an environment file example with every production variable and none the unit sets', async () => {
    const example = parseEnvironmentFile(
      await readFile(path.join(repoRoot, 'deploy', 'api.env.example'), 'utf8'),
    );
    for (const variable of [
      'APP_ORIGIN',
      'TRUST_PROXY',
      'DATABASE_URL',
      'SMTP_URL',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'GRANT_SIGNING_KEY',
    ]) {
      expect(example[variable], variable).toBeTruthy();
    }
    // The file overrides the unit's Environment= lines, so it must not hold them.
    for (const variable of ['PORT', 'NODE_ENV', 'DATA_DIR', 'APP_DOTENV'])
      expect(example[variable], variable).toBeUndefined();
  });

  it('writes both files from the command line', async () => {
    const out = path.join(dir, 'cli');
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'deploy/render.ts',
        '--out',
        out,
        '--server-name',
        'jobs.example.org',
        '--instances',
        '127.0.0.1:9001',
      ],
      { cwd: repoRoot },
    );
    expect(stdout).toContain(path.join(out, 'nginx', 'applypilot.conf'));
    const site = await readFile(path.join(out, 'nginx', 'applypilot.conf'), 'utf8');
    expect(site).toContain('server_name jobs.example.org;');
    expect(site).toContain('return 301 https://jobs.example.org$request_uri;');
    expect(site).toContain('server 127.0.0.1:9001 max_fails=1');
    expect(await readFile(path.join(out, 'systemd', 'applypilot-api@.service'), 'utf8')).toContain(
      'ExecStart=/usr/bin/node --import tsx apps/api/src/main.ts',
    );
  });
});
