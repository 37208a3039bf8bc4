import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_DIR, CatalogueError, loadCatalogue, parseCatalogue } from '../catalogue/load';
import type { Job } from '../catalogue/schema';
import { ashbyFields, greenhouseFields, leverFields } from './form-model';
import { chromeArgs, siteUrl } from './hosts';
import { missingRequired, recordedFields } from './submit';

const FILE = path.join(CATALOGUE_DIR, 'company-sites.json');

function formOf(job: Job) {
  const site = job.companySite;
  if (site?.kind === 'greenhouse') return greenhouseFields(site);
  if (site?.kind === 'lever') return leverFields(site);
  if (site?.kind === 'ashby') return ashbyFields(site);
  return null;
}

describe('company-sites.json', () => {
  it('has every job the issue asks for, each with its expected outcome', async () => {
    const catalogue = await loadCatalogue(FILE);
    const site = (id: string) => catalogue.jobs.find((j) => j.id === id);
    const outcomes = Object.fromEntries(catalogue.jobs.map((j) => [j.id, j.expect?.outcome]));
    expect(site('4480000101')?.companySite).toMatchObject({ kind: 'greenhouse', entry: 'job-boards' });
    expect(site('4480000102')?.companySite).toMatchObject({ kind: 'greenhouse', entry: 'boards' });
    expect(site('4480000103')?.companySite).toMatchObject({ kind: 'greenhouse', entry: 'employer' });
    expect(site('4480000104')?.companySite).toMatchObject({ kind: 'lever', traps: { resumeParser: true } });
    expect(site('4480000105')?.companySite?.kind).toBe('ashby');
    expect(site('4480000107')?.companySite).toMatchObject({ traps: { visibleCaptcha: true } });
    expect(site('4480000108')?.companySite).toMatchObject({ traps: { securityCode: true } });
    expect(outcomes).toMatchObject({
      '4480000106': 'needs-answer',
      '4480000109': 'closed',
      '4480000110': 'site-not-supported',
      '4480000111': 'site-not-supported',
      '4480000112': 'submitted-unconfirmed',
      '4480000113': 'skipped-already-applied',
      '4480000114': 'failed',
    });
    expect(catalogue.jobs.filter((j) => j.apply === 'easy').map((j) => j.expect?.outcome)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
  });

  it('expects every field a site records, and nothing else, for each job that is submitted', async () => {
    const catalogue = await loadCatalogue(FILE);
    for (const job of catalogue.jobs) {
      const form = formOf(job);
      const answers = job.expect?.answers;
      if (!form || !answers) continue;
      expect(recordedFields(form, answers), job.title).toEqual(answers);
      const files = Object.fromEntries(
        form
          .filter((f) => f.kind === 'file' && f.required)
          .map((f) => [f.key, { name: 'r.pdf', size: 1, sha256: '0' }]),
      );
      expect(
        missingRequired(form, answers, files).map((f) => f.key),
        job.title,
      ).toEqual([]);
    }
  });

  it('accepts a companySite only on an external job', () => {
    const job = {
      id: '1',
      title: 'T',
      company: 'C',
      location: 'L',
      workType: 'remote',
      experienceLevel: 'associate',
      postedHoursAgo: 1,
      apply: 'easy',
      description: 'd',
      steps: [{ kind: 'contact' }],
      companySite: { kind: 'lever', company: 'c', postingId: 'b2c4d6e8-1a3b-4c5d-8e7f-90a1b2c3d4e5' },
    };
    expect(() => parseCatalogue({ jobs: [job] })).toThrow(CatalogueError);
    expect(() => parseCatalogue({ jobs: [job] })).toThrow(
      'jobs[0].companySite: only an external job has a companySite',
    );
    expect(
      parseCatalogue({ jobs: [{ ...job, apply: 'external', steps: [] }] }).jobs[0]?.companySite?.kind,
    ).toBe('lever');
  });
});

describe('addresses', () => {
  const job = { id: '42', title: 'Senior Engineer, Data', location: 'Bengaluru, Karnataka, India' };
  it("builds the address LinkedIn links to, with each site's LinkedIn markers", () => {
    expect(
      siteUrl(job, { kind: 'workday', tenant: 'acme', site: 'External', reqId: 'R-1', status: 'open' }),
    ).toBe(
      'https://acme.wd5.myworkdayjobs.com/en-US/External/job/Bengaluru/Senior-Engineer-Data_R-1?source=LinkedIn',
    );
    expect(siteUrl(job, { kind: 'employer-form', host: 'jobs.example.org', status: 'open' })).toBe(
      'https://jobs.example.org/careers/42/apply?utm_source=linkedin',
    );
  });

  it('maps every host to the listener for Chromium', () => {
    expect(chromeArgs(4443, ['a.example', 'b.example'])).toEqual([
      '--host-resolver-rules=MAP a.example 127.0.0.1:4443, MAP b.example 127.0.0.1:4443',
      '--ignore-certificate-errors',
    ]);
  });
});
