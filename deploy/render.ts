/**
 * Renders the production layout (decision 036): nginx's site file and the systemd unit of the API instances, from the
 * templates beside this file. The topology test renders the same files for loopback ports and runs them.
 *
 *   node --import tsx deploy/render.ts --out /tmp/applypilot-deploy --server-name applypilot.example.com \
 *     --instances 127.0.0.1:8081,127.0.0.1:8082
 *
 * writes OUT/nginx/applypilot.conf and OUT/systemd/applypilot-api@.service; `--help` lists every option.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { AI_ANSWER_TIMEOUT_MS, AI_TAILOR_TIMEOUT_MS } from '@applypilot/contracts';

const deployDir = path.dirname(fileURLToPath(import.meta.url));

export interface DeployOptions {
  /** nginx's server_name. */
  serverName: string;
  /** APP_ORIGIN: where plain http is redirected. */
  publicOrigin: string;
  /** nginx's listen values: a port, or address:port. */
  httpsListen: string;
  httpListen: string;
  tlsCertificate: string;
  tlsCertificateKey: string;
  /** host:port of each API instance. */
  instances: string[];
  /** The repository's checkout: the units' working directory. */
  appDir: string;
  /** The built site, whose assets nginx serves itself. */
  webDistDir: string;
  nodeBin: string;
  /** The system user the instances run as. */
  user: string;
  /** The instances' EnvironmentFile (deploy/api.env.example shows its contents). */
  envFile: string;
  /**
   * The longest the API waits for Gemini (AI_TAILOR_TIMEOUT_MS / AI_ANSWER_TIMEOUT_MS, whichever is longer): nginx
   * waits longer than that for an answer, or a slow tailoring would reach the user as nginx's 504.
   */
  aiTimeoutMs: number;
}

/** What an answer may take beyond the AI's own time-out: the request's other work (a PDF, the database). */
export const ANSWER_MARGIN_SECONDS = 30;

/** nginx's proxy_read_timeout for the API, in seconds: above the longest AI time-out. */
export function proxyReadTimeoutSeconds(aiTimeoutMs: number): number {
  return Math.ceil(aiTimeoutMs / 1000) + ANSWER_MARGIN_SECONDS;
}

export function defaultOptions(serverName = 'applypilot.example.com'): DeployOptions {
  const appDir = '/opt/applypilot';
  return {
    serverName,
    publicOrigin: `https://${serverName}`,
    httpsListen: '443',
    httpListen: '80',
    tlsCertificate: `/etc/letsencrypt/live/${serverName}/fullchain.pem`,
    tlsCertificateKey: `/etc/letsencrypt/live/${serverName}/privkey.pem`,
    instances: ['127.0.0.1:8081', '127.0.0.1:8082'],
    appDir,
    webDistDir: `${appDir}/apps/web/dist`,
    nodeBin: '/usr/bin/node',
    user: 'applypilot',
    envFile: '/etc/applypilot/api.env',
    aiTimeoutMs: Math.max(AI_TAILOR_TIMEOUT_MS, AI_ANSWER_TIMEOUT_MS),
  };
}

/** A refused option: the message names it and says what is expected. */
export class DeployOptionError extends Error {
  override name = 'DeployOptionError';
}

// nginx and systemd read these values unquoted: whitespace, quotes, braces, ';', '%' or '$' could end a directive,
// start a new one or be expanded, so they are refused rather than escaped.
const PLAIN = /^[A-Za-z0-9._/:@+-]+$/;
const INSTANCE = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):\d{1,5}$/;

function check(options: DeployOptions): void {
  const plain: (keyof DeployOptions)[] = [
    'serverName',
    'httpsListen',
    'httpListen',
    'tlsCertificate',
    'tlsCertificateKey',
    'appDir',
    'webDistDir',
    'nodeBin',
    'user',
    'envFile',
  ];
  for (const key of plain) {
    const value = options[key];
    if (typeof value !== 'string' || !PLAIN.test(value)) {
      throw new DeployOptionError(`${key}: must be a plain value (letters, digits, . _ / : @ + -)`);
    }
  }
  for (const key of [
    'appDir',
    'webDistDir',
    'nodeBin',
    'envFile',
    'tlsCertificate',
    'tlsCertificateKey',
  ] as const) {
    if (!path.isAbsolute(options[key])) throw new DeployOptionError(`${key}: must be an absolute path`);
  }
  if (!/^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(options.publicOrigin)) {
    throw new DeployOptionError('publicOrigin: must be an https origin (scheme, host and port only)');
  }
  if (!Number.isInteger(options.aiTimeoutMs) || options.aiTimeoutMs < 1 || options.aiTimeoutMs > 300_000) {
    throw new DeployOptionError('aiTimeoutMs: must be a whole number of milliseconds from 1 to 300000');
  }
  if (options.instances.length === 0 || !options.instances.every((entry) => INSTANCE.test(entry))) {
    throw new DeployOptionError('instances: must be one or more host:port, e.g. 127.0.0.1:8081');
  }
}

async function template(relative: string, values: Record<string, string>): Promise<string> {
  const text = await readFile(path.join(deployDir, relative), 'utf8');
  const rendered = text.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${relative}: no value for ${whole}`);
    return value;
  });
  return rendered;
}

/** The site file for /etc/nginx/sites-available/applypilot. */
export async function renderNginxSite(options: DeployOptions): Promise<string> {
  check(options);
  // max_fails=1: one refused connection takes an instance out for 5 s, then nginx tries it again.
  const upstreams = options.instances.map((entry) => `    server ${entry} max_fails=1 fail_timeout=5s;`);
  return template('nginx/applypilot.conf.template', {
    UPSTREAM_SERVERS: upstreams.join('\n'),
    INSTANCE_COUNT: String(options.instances.length),
    SERVER_NAME: options.serverName,
    PUBLIC_ORIGIN: options.publicOrigin,
    HTTPS_LISTEN: options.httpsListen,
    HTTP_LISTEN: options.httpListen,
    TLS_CERTIFICATE: options.tlsCertificate,
    TLS_CERTIFICATE_KEY: options.tlsCertificateKey,
    WEB_DIST_DIR: options.webDistDir,
    PROXY_READ_TIMEOUT: `${proxyReadTimeoutSeconds(options.aiTimeoutMs)}s`,
  });
}

/** The template unit for /etc/systemd/system/applypilot-api@.service. */
export async function renderApiUnit(options: DeployOptions): Promise<string> {
  check(options);
  return template('systemd/applypilot-api@.service.template', {
    APP_DIR: options.appDir,
    USER: options.user,
    ENV_FILE: options.envFile,
    NODE_BIN: options.nodeBin,
  });
}

export interface RenderedFiles {
  nginxSite: string;
  apiUnit: string;
}

/** Writes both files under `outDir` and returns their paths. */
export async function writeDeployment(options: DeployOptions, outDir: string): Promise<RenderedFiles> {
  const nginxSite = path.join(outDir, 'nginx', 'applypilot.conf');
  const apiUnit = path.join(outDir, 'systemd', 'applypilot-api@.service');
  const [site, unit] = await Promise.all([renderNginxSite(options), renderApiUnit(options)]);
  await mkdir(path.dirname(nginxSite), { recursive: true });
  await mkdir(path.dirname(apiUnit), { recursive: true });
  await writeFile(nginxSite, site);
  await writeFile(apiUnit, unit);
  return { nginxSite, apiUnit };
}

const USAGE = `Usage: node --import tsx deploy/render.ts --out DIR [options]
  --server-name NAME          nginx server_name (applypilot.example.com)
  --origin URL                APP_ORIGIN (https://NAME)
  --instances LIST            API instances, host:port,host:port (127.0.0.1:8081,127.0.0.1:8082)
  --https-listen PORT         nginx's TLS listen (443)
  --http-listen PORT          nginx's redirecting listen (80)
  --tls-certificate FILE      (/etc/letsencrypt/live/NAME/fullchain.pem)
  --tls-certificate-key FILE  (/etc/letsencrypt/live/NAME/privkey.pem)
  --app-dir DIR               the checkout the instances run from (/opt/applypilot)
  --web-dist-dir DIR          the built site (APP_DIR/apps/web/dist)
  --node FILE                 node binary (/usr/bin/node)
  --user NAME                 the instances' system user (applypilot)
  --env-file FILE             the instances' environment (/etc/applypilot/api.env)
  --ai-timeout-ms MS          the longer of AI_TAILOR_TIMEOUT_MS and AI_ANSWER_TIMEOUT_MS in the environment file,
                              when it sets them (${Math.max(AI_TAILOR_TIMEOUT_MS, AI_ANSWER_TIMEOUT_MS)})`;

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      out: { type: 'string' },
      'server-name': { type: 'string' },
      origin: { type: 'string' },
      instances: { type: 'string' },
      'https-listen': { type: 'string' },
      'http-listen': { type: 'string' },
      'tls-certificate': { type: 'string' },
      'tls-certificate-key': { type: 'string' },
      'app-dir': { type: 'string' },
      'web-dist-dir': { type: 'string' },
      node: { type: 'string' },
      user: { type: 'string' },
      'env-file': { type: 'string' },
      'ai-timeout-ms': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.out) {
    process.stdout.write(`${USAGE}\n`);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const defaults = defaultOptions(values['server-name']);
  const appDir = values['app-dir'] ?? defaults.appDir;
  const options: DeployOptions = {
    ...defaults,
    publicOrigin: values.origin ?? defaults.publicOrigin,
    instances: values.instances?.split(',').map((entry) => entry.trim()) ?? defaults.instances,
    httpsListen: values['https-listen'] ?? defaults.httpsListen,
    httpListen: values['http-listen'] ?? defaults.httpListen,
    tlsCertificate: values['tls-certificate'] ?? defaults.tlsCertificate,
    tlsCertificateKey: values['tls-certificate-key'] ?? defaults.tlsCertificateKey,
    appDir,
    webDistDir: values['web-dist-dir'] ?? `${appDir}/apps/web/dist`,
    nodeBin: values.node ?? defaults.nodeBin,
    user: values.user ?? defaults.user,
    envFile: values['env-file'] ?? defaults.envFile,
    aiTimeoutMs:
      values['ai-timeout-ms'] === undefined ? defaults.aiTimeoutMs : Number(values['ai-timeout-ms']),
  };
  const written = await writeDeployment(options, path.resolve(values.out));
  process.stdout.write(`Wrote ${written.nginxSite}\nWrote ${written.apiUnit}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
