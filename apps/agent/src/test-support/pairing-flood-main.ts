import { pairWithAgent } from '@applypilot/agent-link';
import { randomInt } from 'node:crypto';

/**
 * Another local program flooding the agent with wrong pairing codes (decision 048): a real process, started by the
 * tests with the agent's port and the extension origin it pretends to be. It tries random 6- and 12-digit codes as
 * fast as the agent answers and prints a JSON line after every attempt: how many it made and how many paired.
 */
const [port = '', extensionOrigin = '', apiOrigin = ''] = process.argv.slice(2);
const fetcher: typeof fetch = (input, init) =>
  fetch(input, {
    ...init,
    headers: { ...(init?.headers as Record<string, string>), origin: extensionOrigin },
  });
const digits = (length: number) => Array.from({ length }, () => String(randomInt(0, 10))).join('');

let attempts = 0;
let paired = 0;
let stopping = false;
process.once('SIGTERM', () => (stopping = true));
while (!stopping) {
  const result = await pairWithAgent(
    `http://127.0.0.1:${port}`,
    digits(attempts % 2 === 0 ? 6 : 12),
    { extensionOrigin, apiOrigin },
    fetcher,
  );
  attempts += 1;
  if (result.kind === 'ok') paired += 1;
  process.stdout.write(
    `${JSON.stringify({ attempts, paired, last: result.kind === 'refused' ? result.status : result.kind })}\n`,
  );
}
process.exit(0);
