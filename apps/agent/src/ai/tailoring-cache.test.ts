import { DEMO_ORDER, DEMO_RESUME, type TailorResumeResponse } from '@applypilot/resume';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobView, ResumeUpload } from '../engine/types';
import type { AiClient, AiResult } from './ai-client';
import { ResumeChooser, TAILOR_TEXT, tailorSource, type TailoredReport } from './resume-chooser';
import { ResumeStore, sha256Of } from '../store/resume-store';
import { accountKey, inputSha256, TailoringCache, TAILORING_REUSE_MS } from './tailoring-cache';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 25, 9, 0, 0);
const JOB: JobView = {
  jobId: '4100',
  jobUrl: 'http://board/jobs/view/4100/',
  title: 'Engineer',
  company: 'Acme',
  description: 'Go',
};
const TAILORED = { data: DEMO_RESUME, order: DEMO_ORDER };
const ID = '0b7d1c52-5a8e-4a4c-9d1e-3f0a5d6b7c80';
const ASHA = accountKey('asha.rao@example.com');
const key = (jobId: string, input = 'a'.repeat(64), account = ASHA) => ({
  account,
  jobId,
  inputSha256: input,
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'agent-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const onDisk = async () =>
  JSON.parse(await readFile(path.join(dir, 'tailorings.json'), 'utf8')) as { entries: { jobId: string }[] };

describe('the tailoring cache', () => {
  it('keeps the tailored resume and its id per job and input, readable by the user only', async () => {
    const cache = new TailoringCache(dir, () => T0);
    await cache.put(key('4100'), ID, TAILORED);
    expect(await cache.get(key('4100'))).toEqual({
      account: ASHA,
      jobId: '4100',
      inputSha256: 'a'.repeat(64),
      tailoringId: ID,
      resume: TAILORED,
      savedAt: T0,
    });
    // Another input resume, another job or another account is another tailoring.
    expect(await cache.get(key('4100', 'b'.repeat(64)))).toBeUndefined();
    expect(await cache.get(key('4200'))).toBeUndefined();
    expect(
      await cache.get(key('4100', 'a'.repeat(64), accountKey('someone.else@example.com'))),
    ).toBeUndefined();
    // The account is the profile's email however it is written.
    expect(await cache.get(key('4100', 'a'.repeat(64), accountKey(' Asha.Rao@Example.com ')))).toBeDefined();
    expect((await stat(path.join(dir, 'tailorings.json'))).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    // A new run reads what the last one kept.
    expect((await new TailoringCache(dir, () => T0 + HOUR).get(key('4100')))?.tailoringId).toBe(ID);
  });

  it('drops entries 24 hours old when a run opens it, and never uses one that aged during the run', async () => {
    let now = T0;
    const first = new TailoringCache(dir, () => now);
    await first.put(key('1'), ID, TAILORED);
    now = T0 + 2 * HOUR;
    await first.put(key('2'), ID, TAILORED);
    now = T0 + TAILORING_REUSE_MS - 1;
    expect(await first.get(key('1'))).toBeDefined();
    now = T0 + TAILORING_REUSE_MS;
    expect(await first.get(key('1'))).toBeUndefined();
    // The next run's start prunes the file itself.
    const next = new TailoringCache(dir, () => now);
    expect(await next.get(key('2'))).toBeDefined();
    expect((await onDisk()).entries.map((e) => e.jobId)).toEqual(['2']);
  });

  it('treats a damaged file as empty and writes a good one', async () => {
    await writeFile(path.join(dir, 'tailorings.json'), '{"entries": [{"jobId": 1}, ');
    const cache = new TailoringCache(dir, () => T0);
    expect(await cache.get(key('1'))).toBeUndefined();
    await cache.put(key('1'), ID, TAILORED);
    expect((await onDisk()).entries).toHaveLength(1);
  });
});

describe('a repeat within 24 hours (the chooser)', () => {
  function run(
    tailorings: AiResult<TailorResumeResponse>[],
    now: () => number,
    resumeText = 'Asha Rao, engineer',
  ) {
    const asked: unknown[] = [];
    const ai = {
      tailorResume: async (request: unknown) => {
        asked.push(request);
        return tailorings.shift() ?? { kind: 'failed', status: 402, message: 'Not enough credits.' };
      },
    } as unknown as AiClient;
    const reports: TailoredReport[] = [];
    const log: string[] = [];
    const store = new ResumeStore(dir);
    const chooser = new ResumeChooser({
      ai,
      store,
      base: { file: path.join(dir, 'base.pdf'), sha256: 'b'.repeat(64) },
      filename: 'Asha Rao.pdf',
      customize: true,
      source: tailorSource({ resumeText } as Parameters<typeof tailorSource>[0]),
      profile: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.com' },
      cache: new TailoringCache(dir, now),
      log: (m) => log.push(m),
      tailored: (r) => reports.push(r),
      credits: () => undefined,
    });
    return { chooser, asked, reports, log };
  }
  const ok: AiResult<TailorResumeResponse> = {
    kind: 'ok',
    value: { success: true, tailoringId: ID, resume: TAILORED, availableJobs: 40 },
  };
  const sha = (upload: ResumeUpload | { end: unknown }) => ('sha256' in upload ? upload.sha256 : undefined);

  it('uploads the same tailored PDF again without asking the server, and says so', async () => {
    const first = run([ok], () => T0);
    const sent = await first.chooser.resumeFor(JOB);
    expect(first.asked).toHaveLength(1);
    expect(sent).toMatchObject({ tailoringId: ID });
    expect(first.reports).toEqual([{ jobId: JOB.jobId, ok: true, sha256: sha(sent), creditsLeft: 40 }]);

    // The next run, two hours later (after the user answered the job's question), even with no credits left.
    const again = run([], () => T0 + 2 * HOUR);
    const resent = await again.chooser.resumeFor(JOB);
    expect(again.asked).toHaveLength(0);
    expect(resent).toMatchObject({ tailoringId: ID, sha256: sha(sent) });
    expect('file' in resent && typeof resent.file !== 'string' && sha256Of(resent.file.buffer)).toBe(
      sha(sent),
    );
    expect(again.reports).toEqual([{ jobId: JOB.jobId, ok: true, sha256: sha(sent) }]);
    expect(again.log).toEqual([TAILOR_TEXT.reused(JOB)]);
  });

  it('asks the server again for another input resume, and after 24 hours', async () => {
    await run([ok], () => T0).chooser.resumeFor(JOB);
    const edited = run([ok], () => T0 + HOUR, 'Asha Rao, senior engineer');
    await edited.chooser.resumeFor(JOB);
    expect(edited.asked).toHaveLength(1);
    const late = run([ok], () => T0 + TAILORING_REUSE_MS + 1);
    await late.chooser.resumeFor(JOB);
    expect(late.asked).toHaveLength(1);
  });

  it('keys the input by its SHA-256, never by its text', async () => {
    await run([ok], () => T0).chooser.resumeFor(JOB);
    const text = await readFile(path.join(dir, 'tailorings.json'), 'utf8');
    expect(text).toContain(inputSha256({ kind: 'text', text: 'Asha Rao, engineer' }));
    expect(text).not.toContain('Asha Rao, engineer');
  });
});
