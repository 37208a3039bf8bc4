import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineHarness, referenceInputs } from '../../test/support/run-engine';
import { isJobId, shownJobId } from './job-id';

describe('job ids read from the page', () => {
  it('accepts letters, digits, _ and - up to 64 characters, nothing else', () => {
    for (const id of ['4100216138', 'abc_DEF-123', 'x'.repeat(64)]) expect(isJobId(id), id).toBe(true);
    for (const id of ['', 'x'.repeat(65), '../../etc/passwd', '42/', '42"]', '42 ', 'é', '%2e%2e'])
      expect(isJobId(id), id).toBe(false);
    expect(shownJobId('../../etc/passwd')).toBe('invalid:______etc_passwd');
    expect(isJobId(shownJobId('../x'))).toBe(false);
  });
});

describe('a search page whose cards carry ids that are not job ids', () => {
  let server: Server;
  let origin: string;
  let harness: EngineHarness;
  const paths: string[] = [];
  const BAD = ['../../../../tmp/evil', '1"], body, [data-x="'];
  const card = (id: string, title: string) =>
    `<li data-occludable-job-id='${id}'><div class="job-card-container" data-job-id='${id}'>` +
    `<a class="job-card-list__title" href="/jobs/view/${encodeURIComponent(id)}/">${title}</a>` +
    `<div class="artdeco-entity-lockup__subtitle">Acme</div><div class="artdeco-entity-lockup__caption">Bengaluru</div></div></li>`;
  beforeAll(async () => {
    server = createServer((req, res) => {
      paths.push(req.url ?? '');
      if (req.url?.startsWith('/jobs/search'))
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(`<ul>${card(BAD[0] ?? '', 'Path job')}${card(BAD[1] ?? '', 'Selector job')}</ul>`);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    harness = await EngineHarness.start();
  });
  afterAll(async () => {
    await harness?.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  it('skips each such job with a reason, and never puts its id in a URL', async () => {
    const { profile, search } = await referenceInputs();
    const { results } = await harness.run({ origin, profile, search, resumePath: '/nonexistent.pdf' });
    const reason = 'The page gave this job an id that is not a LinkedIn job id: skipped.';
    expect(results).toEqual(
      BAD.map((id, i) => ({
        jobId: shownJobId(id),
        title: i === 0 ? 'Path job' : 'Selector job',
        company: 'Acme',
        outcome: 'skipped-filtered',
        reason,
      })),
    );
    // Chromium asks for /favicon.ico by itself; no job page was opened.
    expect(paths.filter((p) => p !== '/favicon.ico' && !p.startsWith('/jobs/search'))).toEqual([]);
  });
});
