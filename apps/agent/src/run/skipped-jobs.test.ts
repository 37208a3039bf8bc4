import { MESSAGES, SkippedJobReportSchema, type JobResultLine } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { skippedJobReport } from './skipped-jobs';

const url = 'https://www.linkedin.com/jobs/view/4100000001/';
const line = (changes: Partial<JobResultLine>): JobResultLine => ({
  jobId: '4100000001',
  title: 'Data Engineer',
  company: 'Acme',
  outcome: 'applied',
  ...changes,
});

/** What the agent records with the API for each job it did not apply to (decision 055), as the API parses it. */
describe('the skipped-job records', () => {
  it('records a page not understood with its capture, a site not supported and a closed posting', () => {
    const reports = [
      line({
        outcome: 'not-understood',
        reason: MESSAGES.pageNotUnderstood,
        capture: '4100000001-1764300000000.html',
      }),
      line({
        outcome: 'site-not-supported',
        reason: MESSAGES.companySiteNotSupported,
        site: 'Workday',
        siteUrl: 'https://acme.wd5.myworkdayjobs.com/careers/job/R1',
      }),
      line({ outcome: 'closed', site: 'Greenhouse', siteUrl: 'https://boards.greenhouse.io/acme/jobs/1' }),
    ].map((result) => SkippedJobReportSchema.parse(skippedJobReport(result, url)));
    expect(reports.map((r) => [r.kind, r.reason, r.capture, r.site, r.siteUrl, r.score])).toEqual([
      [
        'not-understood',
        MESSAGES.pageNotUnderstood,
        '4100000001-1764300000000.html',
        undefined,
        undefined,
        null,
      ],
      [
        'site-not-supported',
        MESSAGES.companySiteNotSupported,
        undefined,
        'Workday',
        'https://acme.wd5.myworkdayjobs.com/careers/job/R1',
        null,
      ],
      [
        'closed',
        MESSAGES.postingClosed,
        undefined,
        'Greenhouse',
        'https://boards.greenhouse.io/acme/jobs/1',
        null,
      ],
    ]);
    expect(reports[0]).toMatchObject({
      jobId: '4100000001',
      jobUrl: url,
      jobTitle: 'Data Engineer',
      company: 'Acme',
    });
  });

  it('records a fit skip with its score and missing skills, and nothing for jobs applied to or waiting', () => {
    const fit = {
      score: 31,
      summary: 'Fit 31%: asks for Go, which your profile does not list',
      reasons: [],
      missing: ['Go'],
      dealBreakers: [],
      skipped: 'fit' as const,
    };
    expect(
      SkippedJobReportSchema.parse(skippedJobReport(line({ outcome: 'skipped', fit }), url)),
    ).toMatchObject({
      kind: 'fit',
      score: 31,
      reason: fit.summary,
      missingSkills: ['Go'],
    });
    for (const outcome of ['applied', 'needs-answer', 'failed', 'submitted-unconfirmed'] as const)
      expect(skippedJobReport(line({ outcome }), url), outcome).toBeUndefined();
    // A site address that is not http(s) is not passed on.
    expect(
      skippedJobReport(line({ outcome: 'closed', siteUrl: 'javascript:alert(1)' }), url),
    ).not.toHaveProperty('siteUrl');
  });
});
