import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's nginx; .ci/run installs the package when it is missing. */
export const NGINX = '/usr/sbin/nginx';
const DEBIAN_MAIN_CONFIG = '/etc/nginx/nginx.conf';

function requireNginx(): void {
  if (!existsSync(NGINX) || !existsSync(DEBIAN_MAIN_CONFIG)) {
    throw new Error(`The topology test needs Debian's nginx (${NGINX}): apt-get install nginx`);
  }
}

/**
 * Debian's own nginx.conf with the rendered site in place of sites-enabled, and its logs and pid moved into `dir`:
 * `nginx -t` on it checks the site exactly as the package would load it (Debian's http block says `gzip on` and its
 * own TLS settings, which a site must not repeat).
 */
export async function debianConfigWithSite(siteFile: string, dir: string): Promise<string> {
  requireNginx();
  const debian = await readFile(DEBIAN_MAIN_CONFIG, 'utf8');
  const config = debian
    .replace(/^\s*include\s+\/etc\/nginx\/sites-enabled\/\*;\s*$/m, `\tinclude ${siteFile};`)
    .replace(/^\s*pid\s+[^;]+;/m, `pid ${path.join(dir, 'check.pid')};`)
    .replace(
      /^(\s*)(access_log|error_log)\s+\/var\/log\/nginx\/[^;\s]+/gm,
      `$1$2 ${path.join(dir, 'check.log')}`,
    )
    // `user www-data` only means something to a master running as root; elsewhere nginx warns about it.
    .replace(/^user\s+[^;]+;/m, (line) => (process.getuid?.() === 0 ? line : ''));
  if (!config.includes(`include ${siteFile};`)) {
    throw new Error(
      `${DEBIAN_MAIN_CONFIG} no longer includes sites-enabled/*: the site could not be put in its place`,
    );
  }
  const file = path.join(dir, 'debian-nginx.conf');
  await writeFile(file, config);
  return file;
}

/** `nginx -t -c file`: the exit code and everything nginx said. */
export async function testConfig(file: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(NGINX, ['-t', '-q', '-c', file, '-e', 'stderr']);
    return { ok: true, output: `${stdout}${stderr}`.trim() };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`.trim() };
  }
}

export interface RunningNginx {
  errorLog: string;
  stop(): Promise<void>;
}

/**
 * nginx as a foreground process of the test with its own small main config around the rendered site (pid, logs and
 * temporary files in `dir`, one worker), not the system service.
 */
export async function startNginx(siteFile: string, dir: string, httpsPort: number): Promise<RunningNginx> {
  requireNginx();
  const temp = path.join(dir, 'temp');
  await mkdir(temp, { recursive: true });
  const errorLog = path.join(dir, 'error.log');
  // As root the workers would switch to nobody, who cannot read a checkout under /root or /work: keep root.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const config = `${user}
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${path.join(dir, 'access.log')};
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  # As Debian's nginx.conf has it.
  gzip on;
  include ${siteFile};
}
`;
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, config);
  const checked = await testConfig(file);
  if (!checked.ok) throw new Error(`nginx refused the test's config:\n${checked.output}`);
  const child: ChildProcess = spawn(NGINX, ['-c', file, '-e', errorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForPort(httpsPort, () => (child.exitCode === null ? undefined : `nginx exited: ${stderr}`));
  return {
    errorLog,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves once something accepts connections on 127.0.0.1:`port`; `failed` says why to stop waiting. */
export async function waitForPort(port: number, failed: () => string | undefined): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const problem = failed();
    if (problem) throw new Error(problem);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on 127.0.0.1:${port} within 30 s`);
}
