import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { childEnv } from './child-env';

/** One request the impostor received, headers and body as they arrived. */
export interface ImpostorRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface Impostor {
  requests: ImpostorRequest[];
  stop(): Promise<void>;
}

/**
 * The program decision 048 is about: it took the agent's port while the agent was off (another user of the computer
 * can). A process of its own, plain Node with no code of ours: it answers a hello as an agent would, with a nonce and
 * a proof it cannot really make, 200 with a made-up sealed box to anything else, and prints every request.
 */
const PROGRAM = `
const { createServer } = require('node:http');
const { randomBytes } = require('node:crypto');
const b64 = (n) => randomBytes(n).toString('base64url');
const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    process.stdout.write(JSON.stringify({ method: request.method, path: request.url, headers: request.headers, body }) + '\\n');
    const answer = request.url === '/api/hello'
      ? { paired: true, version: '9.9.9', agentNonce: b64(32), proof: b64(32) }
      : { iv: b64(12), box: b64(64) };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
});
server.listen(Number(process.argv[1]), '127.0.0.1', () => process.stdout.write('{"listening":true}\\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
`;

export async function startImpostor(port: number): Promise<Impostor> {
  const child = spawn(process.execPath, ['-e', PROGRAM, String(port)], {
    env: childEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const requests: ImpostorRequest[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    void exited.then(() => reject(new Error(`The impostor exited: ${stderr}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const parsed = JSON.parse(line) as ImpostorRequest | { listening: true };
      if ('listening' in parsed) resolve();
      else requests.push(parsed);
    });
  });
  return {
    requests,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
