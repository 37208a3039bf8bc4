import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';

/**
 * A program that took the agent's port while the agent was off (decision 048's threat): a real process of its own,
 * started by the tests with the port as its argument. It answers every request as plausibly as it can without the
 * pairing key (a hello with a nonce and a made-up proof, 200 with a made-up sealed box to anything else) and prints
 * each request it received, headers and body, as one JSON line on stdout.
 */
const port = Number(process.argv[2]);
const b64 = (bytes: number) => randomBytes(bytes).toString('base64url');

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    process.stdout.write(
      `${JSON.stringify({ method: request.method, path: request.url, headers: request.headers, body })}\n`,
    );
    const answer =
      request.url === '/api/hello'
        ? { paired: true, version: '9.9.9', agentNonce: b64(32), proof: b64(32) }
        : { iv: b64(12), box: b64(64) };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
});
server.listen(port, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ listening: port })}\n`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
