import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  defaultOptions,
  writeDeployment,
  type DeployOptions,
  type RenderedFiles,
} from '../../../deploy/render';
import { startFakeRazorpay, type FakeRazorpay } from '../../../apps/api/test/fake-razorpay';
import { freePort } from '../../support/free-port';
import { artifactsDir, repoRoot } from '../../support/paths';
import { Client, type Endpoint } from './client';
import { grantSigningKey, selfSignedCertificate } from './keys';
import { startNginx, waitForPort, type RunningNginx } from './nginx';
import { createDatabase, type Database } from './postgres';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { instanceLaunch } from './unit-file';

/** Not a loopback name: the instances must see a production origin. Clients reach it on 127.0.0.1 by SNI and Host. */
export const HOST_NAME = 'applypilot.test';
/** What systemd gives a service, so nothing of the test's own environment reaches the instances. */
const SYSTEMD_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
/** The sweep runs every half second in each instance instead of every 5 minutes. */
export const SWEEP_INTERVAL_MS = 500;

export interface Instance {
  name: 'A' | 'B';
  port: number;
  endpoint: Endpoint;
  /** Everything the process printed (JSON log lines). */
  output: string[];
  /** The log lines that parse as JSON. */
  logs(): Record<string, unknown>[];
  /** SIGKILL: no chance to finish anything, as when a machine dies. */
  kill(): Promise<void>;
  /** SIGSTOP and SIGCONT: the process, its timers included, stands still in between. */
  pause(): void;
  resume(): void;
}

export interface Topology {
  origin: string;
  proxy: Endpoint;
  /** nginx's plain-http port (it only redirects). */
  httpPort: number;
  a: Instance;
  b: Instance;
  db: Database;
  mail: SmtpSink;
  razorpay: FakeRazorpay;
  webhookSecret: string;
  grantKey: string;
  options: DeployOptions;
  rendered: RenderedFiles;
  workDir: string;
  /** A client at its own loopback address (127.0.0.2 and up). */
  client(address: string): Client;
  stop(): Promise<void>;
}

async function waitForHealth(instance: Instance, child: ChildProcess): Promise<void> {
  await waitForPort(instance.port, () =>
    child.exitCode === null ? undefined : `instance ${instance.name} exited:\n${instance.output.join('')}`,
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${instance.port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (child.exitCode !== null)
      throw new Error(`instance ${instance.name} exited:\n${instance.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance ${instance.name} was not healthy within 60 s:\n${instance.output.join('')}`);
}

/** Starts `name` exactly as systemd would start applypilot-api@PORT from the rendered unit. */
async function startInstance(
  name: 'A' | 'B',
  port: number,
  unitText: string,
  stateRoot: string,
): Promise<{ instance: Instance; child: ChildProcess }> {
  const launch = instanceLaunch(unitText, {
    instance: String(port),
    stateRoot,
    environmentFile: (file) => envFiles.get(file) ?? '',
  });
  await mkdir(launch.env.DATA_DIR ?? stateRoot, { recursive: true });
  const child = spawn(launch.command, launch.args, {
    cwd: launch.cwd,
    env: { PATH: SYSTEMD_PATH, ...launch.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const instance: Instance = {
    name,
    port,
    endpoint: { name, port },
    output,
    logs: () =>
      output
        .join('')
        .split('\n')
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    kill: () => stopChild(child, 'SIGKILL'),
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
  return { instance, child };
}

// The environment files the rendered unit names, as written by the test (read by instanceLaunch).
const envFiles = new Map<string, string>();

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * The production layout on loopback: the rendered nginx site terminating TLS for https://applypilot.test:PORT in front
 * of two instances started from the rendered systemd unit, on one fresh PostgreSQL database, with a mail server and
 * Razorpay stand-in of their own.
 */
export async function startTopology(): Promise<Topology> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'applypilot-topology-'));
  const [httpsPort, httpPort, portA, portB] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const origin = `https://${HOST_NAME}:${httpsPort}`;
  const [certificate, grantKey, db, mail, razorpay] = await Promise.all([
    selfSignedCertificate(workDir, HOST_NAME),
    grantSigningKey(),
    createDatabase(),
    startSmtpSink(),
    startFakeRazorpay(),
  ]);
  const webhookSecret = randomBytes(24).toString('base64url');
  const envFile = path.join(workDir, 'api.env');
  const options: DeployOptions = {
    ...defaultOptions(HOST_NAME),
    publicOrigin: origin,
    httpsListen: `127.0.0.1:${httpsPort}`,
    httpListen: `127.0.0.1:${httpPort}`,
    tlsCertificate: certificate.certificateFile,
    tlsCertificateKey: certificate.keyFile,
    instances: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
    appDir: repoRoot,
    webDistDir: path.join(repoRoot, 'apps', 'web', 'dist'),
    nodeBin: process.execPath,
    envFile,
  };
  const rendered = await writeDeployment(options, path.join(workDir, 'rendered'));
  // What an operator writes into /etc/applypilot/api.env (deploy/api.env.example), for this machine.
  const environment = [
    `APP_ORIGIN=${origin}`,
    'HOST=127.0.0.1',
    'TRUST_PROXY=127.0.0.1',
    `DATABASE_URL=${db.url}`,
    `SMTP_URL=${mail.url}`,
    `MAIL_FROM=ApplyPilot <no-reply@${HOST_NAME}>`,
    `RAZORPAY_KEY_ID=${razorpay.keyId}`,
    `RAZORPAY_KEY_SECRET=${razorpay.keySecret}`,
    `RAZORPAY_WEBHOOK_SECRET=${webhookSecret}`,
    `RAZORPAY_API_URL=${razorpay.url}`,
    `GRANT_SIGNING_KEY=${grantKey}`,
    `RESERVATION_SWEEP_INTERVAL_MS=${SWEEP_INTERVAL_MS}`,
    // As deploy/api.env.example: the instances serve the downloads built at deploy and never build their own.
    'DOWNLOADS_BUILD=off',
    'LOG_LEVEL=info',
  ].join('\n');
  await writeFile(envFile, `${environment}\n`, { mode: 0o600 });
  envFiles.set(envFile, environment);
  const unitText = await readFile(rendered.apiUnit, 'utf8');
  const stateRoot = path.join(workDir, 'state');

  const children: ChildProcess[] = [];
  let nginx: RunningNginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(children.map((child) => stopChild(child, 'SIGTERM')));
    await mkdir(path.join(artifactsDir, 'topology'), { recursive: true });
    for (const [name, output] of Object.entries(logs)) {
      await writeFile(path.join(artifactsDir, 'topology', `instance-${name}.log`), output.join(''));
    }
    await Promise.all([mail.close(), razorpay.close()]);
    await db.drop();
    await rm(workDir, { recursive: true, force: true });
  };
  const logs: Record<string, string[]> = {};
  try {
    // Both at once on the empty database: the migrations run once, under their advisory lock.
    const started = await Promise.all([
      startInstance('A', portA, unitText, stateRoot),
      startInstance('B', portB, unitText, stateRoot),
    ]);
    for (const { instance, child } of started) {
      children.push(child);
      logs[instance.name] = instance.output;
    }
    await Promise.all(started.map(({ instance, child }) => waitForHealth(instance, child)));
    nginx = await startNginx(rendered.nginxSite, path.join(workDir, 'nginx'), httpsPort);
    const [a, b] = started.map(({ instance }) => instance) as [Instance, Instance];
    return {
      origin,
      proxy: { name: 'nginx', port: httpsPort, tls: { hostName: HOST_NAME, ca: certificate.pem } },
      httpPort,
      a,
      b,
      db,
      mail,
      razorpay,
      webhookSecret,
      grantKey,
      options,
      rendered,
      workDir,
      client: (address) => new Client(address, origin),
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
