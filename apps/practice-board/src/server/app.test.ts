import { describe, expect, it } from 'vitest';
import { parseCatalogue } from '../catalogue/load';
import { createBoard } from './app';

const catalogue = parseCatalogue({
  jobs: [
    {
      id: '1',
      title: 'Software Engineer',
      company: 'Acme',
      location: 'Pune, India',
      workType: 'remote',
      experienceLevel: 'associate',
      postedHoursAgo: 3,
      apply: 'easy',
      description: 'x',
      steps: [{ kind: 'contact' }],
    },
  ],
});

describe('board server', () => {
  it('v3 and v4 redirect /jobs/search/ to /jobs/search-results/ and drop location, sortBy, f_E, f_JT', async () => {
    const { app } = await createBoard(catalogue, { variant: 'v3-shadow', seed: 1, delays: false });
    const res = await app.inject(
      '/jobs/search/?keywords=Software&location=India&f_AL=true&f_E=4&f_JT=F&f_WT=2&f_TPR=r86400&sortBy=DD&start=0',
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      '/jobs/search-results/?keywords=Software&f_AL=true&f_WT=2&f_TPR=r86400&start=0',
    );
    await app.inject({ method: 'POST', url: '/__board/config', payload: { variant: 'v2-classic' } });
    const back = await app.inject('/jobs/search-results/?keywords=Software&location=India');
    expect(back.headers.location).toBe('/jobs/search/?keywords=Software&location=India');
    await app.close();
  });

  it('records a submission with the uploaded file and forgets it on reset', async () => {
    const { app } = await createBoard(catalogue, { variant: 'v2-classic', seed: 1, delays: false });
    const boundary = 'XyZ';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const up = await app.inject({
      method: 'POST',
      url: '/__board/api/upload',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const { uploadId, sha256, size } = up.json<{ uploadId: string; sha256: string; size: number }>();
    expect(size).toBe(5);
    expect(sha256).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
    const sent = await app.inject({
      method: 'POST',
      url: '/__board/api/submit',
      payload: { jobId: '1', fields: { email: 'a@b.c' }, uploadId, followCompany: false },
    });
    expect(sent.json()).toEqual({ status: 'sent' });
    const again = await app.inject({
      method: 'POST',
      url: '/__board/api/submit',
      payload: { jobId: '1', fields: {}, uploadId: null, followCompany: false },
    });
    expect(again.json()).toEqual({ status: 'rejected', message: 'You already applied to this job.' });
    const listed = (await app.inject('/__board/submissions')).json();
    expect(listed.submissions).toHaveLength(1);
    expect(listed.submissions[0]).toMatchObject({
      jobId: '1',
      variant: 'v2-classic',
      fields: { email: 'a@b.c' },
      file: { name: 'cv.pdf', size: 5, sha256 },
      followCompany: false,
    });
    await app.inject({ method: 'POST', url: '/__board/reset' });
    expect((await app.inject('/__board/submissions')).json()).toEqual({
      submissions: [],
      discarded: [],
      saved: [],
      sites: { submissions: [], jobs: {}, activity: [] },
    });
    await app.close();
  });

  it('a job with throttleOnOpen answers its first Easy Apply with the notice and its second with the form', async () => {
    const throttled = parseCatalogue({
      jobs: [{ ...catalogue.jobs[0], events: { throttleOnOpen: true } }],
    });
    const { app } = await createBoard(throttled, { variant: 'v4-dialog', seed: 1, delays: false });
    const press = async () =>
      (await app.inject({ method: 'POST', url: '/__board/api/apply', payload: { jobId: '1' } })).json();
    expect(await press()).toEqual({ action: 'throttled' });
    expect(await press()).toEqual({ action: 'open' });
    await app.inject({ method: 'POST', url: '/__board/reset' });
    expect(await press()).toEqual({ action: 'throttled' });
    await app.close();
  });

  it('answers a bad config with a readable 400', async () => {
    const { app } = await createBoard(catalogue, { variant: 'v2-classic', seed: 1, delays: false });
    const res = await app.inject({ method: 'POST', url: '/__board/config', payload: { variant: 'v9' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^variant: /);
    const ok = await app.inject({
      method: 'POST',
      url: '/__board/config',
      payload: { seed: 9, delays: true, limits: { dailyLimitAfter: 3 } },
    });
    expect(ok.json()).toEqual({
      variant: 'v2-classic',
      seed: 9,
      delays: true,
      limits: { dailyLimitAfter: 3 },
    });
    await app.close();
  });
});
