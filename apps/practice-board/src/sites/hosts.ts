import { createHash } from 'node:crypto';
import type { Catalogue, Job } from '../catalogue/schema';
import type { CompanySite } from '../catalogue/company-site-schema';

/** The real host names the stand-ins answer for (decision 053), and the addresses LinkedIn sends a user to. */

export const GREENHOUSE_HOSTS = {
  board: 'job-boards.greenhouse.io',
  legacy: 'boards.greenhouse.io',
  api: 'boards-api.greenhouse.io',
  /** Greenhouse's storage: the resume POSTs here as soon as it is chosen (cezkid/jobs greenhouse.md). */
  storage: 'grnhse-prod-jben-us-east-1.s3.amazonaws.com',
} as const;
export const LEVER_HOSTS = { jobs: 'jobs.lever.co', api: 'api.lever.co' } as const;
export const ASHBY_HOSTS = { jobs: 'jobs.ashbyhq.com', api: 'api.ashbyhq.com' } as const;

export const ATS_HOSTS: readonly string[] = [
  ...Object.values(GREENHOUSE_HOSTS),
  ...Object.values(LEVER_HOSTS),
  ...Object.values(ASHBY_HOSTS),
];

export function workdayHost(tenant: string): string {
  return `${tenant}.wd5.myworkdayjobs.com`;
}

/** Every host the sites listener answers for: the ATS hosts plus the employers' and Workday tenants' of the catalogue. */
export function siteHosts(catalogue: Catalogue): string[] {
  const hosts = new Set<string>(ATS_HOSTS);
  for (const job of catalogue.jobs) {
    const site = job.companySite;
    if (site?.kind === 'greenhouse' && site.employerHost) hosts.add(site.employerHost);
    if (site?.kind === 'employer-form') hosts.add(site.host);
    if (site?.kind === 'workday') hosts.add(workdayHost(site.tenant));
  }
  return [...hosts];
}

/** The Chromium flags that send every site host to the listener and accept its self-signed certificate. */
export function chromeArgs(port: number, hosts: readonly string[], address = '127.0.0.1'): string[] {
  return [
    `--host-resolver-rules=${hosts.map((host) => `MAP ${host} ${address}:${port}`).join(', ')}`,
    '--ignore-certificate-errors',
  ];
}

/** The site's name as the engine reports it on the job line (`site`). */
export function siteName(site: CompanySite): string {
  switch (site.kind) {
    case 'greenhouse':
      return 'Greenhouse';
    case 'lever':
      return 'Lever';
    case 'ashby':
      return 'Ashby';
    case 'workday':
      return 'Workday';
    case 'employer-form':
      return site.host;
  }
}

/** Greenhouse's source token for LinkedIn (`gh_src`), stable per job. */
export function ghSource(job: Pick<Job, 'id'>): string {
  return `${createHash('sha1').update(`gh_src/${job.id}`).digest('hex').slice(0, 8)}1`;
}

function slug(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/**
 * Where LinkedIn's "Apply on company website" sends the user, with the markers LinkedIn adds
 * (company-sites.md §3.1): Greenhouse `gh_src` and `utm_source=linkedin`, Lever
 * `lever-origin=applied&lever-source[]=LinkedIn`, Ashby `utm_source=linkedin`, Workday `source=LinkedIn`.
 */
export function siteUrl(job: Pick<Job, 'id' | 'title' | 'location'>, site: CompanySite): string {
  switch (site.kind) {
    case 'greenhouse': {
      const markers = `gh_src=${ghSource(job)}&utm_source=linkedin`;
      if (site.entry === 'employer')
        return `https://${site.employerHost}/careers/jobs/?gh_jid=${site.postingId}&${markers}`;
      const host = site.entry === 'boards' ? GREENHOUSE_HOSTS.legacy : GREENHOUSE_HOSTS.board;
      return `https://${host}/${site.board}/jobs/${site.postingId}?${markers}`;
    }
    case 'lever':
      return `https://${LEVER_HOSTS.jobs}/${site.company}/${site.postingId}${
        site.entry === 'apply' ? '/apply' : ''
      }?lever-origin=applied&lever-source%5B%5D=LinkedIn`;
    case 'ashby':
      return `https://${ASHBY_HOSTS.jobs}/${site.org}/${site.postingId}${
        site.entry === 'application' ? '/application' : ''
      }?utm_source=linkedin`;
    case 'workday': {
      const city = slug(job.location.split(',')[0] ?? job.location);
      return `https://${workdayHost(site.tenant)}/en-US/${site.site}/job/${city}/${slug(job.title)}_${site.reqId}?source=LinkedIn`;
    }
    case 'employer-form':
      return `https://${site.host}/careers/${job.id}/apply?utm_source=linkedin`;
  }
}
