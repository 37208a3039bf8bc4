import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineHarness, referenceInputs } from './support/run-engine';

describe('when LinkedIn asks to sign in', () => {
  let server: Server;
  let origin: string;
  let harness: EngineHarness;
  beforeAll(async () => {
    // LinkedIn sends a visitor who is not signed in from the job search to its sign-in page.
    server = createServer((req, res) => {
      if (req.url?.startsWith('/jobs/'))
        res.writeHead(302, { location: '/login?session_redirect=jobs' }).end();
      else
        res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Sign in</h1><input name="session_key">');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    harness = await EngineHarness.start();
  });
  afterAll(async () => {
    await harness?.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  it('a headless run ends at once and tells the person how to sign in', async () => {
    const { profile, search } = await referenceInputs();
    const { results, summary, log } = await harness.run({
      origin,
      profile,
      search,
      resumePath: '/nonexistent.pdf',
      headless: true,
    });
    expect(results).toEqual([]);
    expect(summary.applied).toBe(0);
    expect(log).toContain(
      'LinkedIn asks to sign in. Run once without --headless and sign in in the window the agent opens.',
    );
  });
});
