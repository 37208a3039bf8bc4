import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { createTestApp, type TestApp } from '../../test/test-app';

const [pglite] = backends;
if (!pglite) throw new Error('PGlite backend missing');

/** Writes `text` on a new connection and answers everything the server sends until it closes the connection. */
function rawExchange(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('a client that does not finish sending its request', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(pglite, { REQUEST_TIMEOUT_MS: '1000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('gets 408 and a closed connection once REQUEST_TIMEOUT_MS has passed (a body promised and never sent)', async () => {
    const answer = await rawExchange(
      port,
      'POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('gets the same for headers that never end', async () => {
    const answer = await rawExchange(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: a');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers a whole request as usual', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
