/**
 * Which applicant tracking system an address belongs to, from the address alone (decision 054). The page is read
 * too (recognise.ts: an employer page embedding a Greenhouse or Ashby form in a frame): this is the part a URL can
 * tell. Host names are compared whole or by their registered suffix, never as substrings of another name.
 */

export type SiteKind = 'greenhouse' | 'lever' | 'ashby';

export type SiteAddress =
  | { kind: 'greenhouse'; board?: string; jobId?: string; eu: boolean; embed: boolean }
  | { kind: 'lever'; company?: string; posting?: string; eu: boolean; apply: boolean }
  | { kind: 'ashby'; org?: string; posting?: string; application: boolean }
  | { kind: 'other'; name: string; host: string };

export const SITE_NAMES: Record<SiteKind, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
};

/** Applicant tracking systems ApplyPilot does not fill, named as people know them (by registered host suffix). */
const OTHER_SITES: [string, string][] = [
  ['myworkdayjobs.com', 'Workday'],
  ['myworkday.com', 'Workday'],
  ['myworkdaysite.com', 'Workday'],
  ['workday.com', 'Workday'],
  ['icims.com', 'iCIMS'],
  ['smartrecruiters.com', 'SmartRecruiters'],
  ['workable.com', 'Workable'],
  ['taleo.net', 'Taleo'],
  ['successfactors.com', 'SuccessFactors'],
  ['successfactors.eu', 'SuccessFactors'],
  ['bamboohr.com', 'BambooHR'],
  ['jobvite.com', 'Jobvite'],
  ['applytojob.com', 'JazzHR'],
  ['ultipro.com', 'UKG'],
  ['ukg.com', 'UKG'],
  ['recruitee.com', 'Recruitee'],
  ['teamtailor.com', 'Teamtailor'],
  ['personio.de', 'Personio'],
  ['personio.com', 'Personio'],
];

function under(host: string, suffix: string): boolean {
  return host === suffix || host.endsWith(`.${suffix}`);
}

/** A path segment that can name a board, company or organisation (no dots or slashes, a sane length). */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_.~-]{0,99}$/;
const NUMERIC_ID = /^\d{1,20}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function slug(segment: string | undefined): string | undefined {
  const s = segment ? decodeURIComponent(segment) : undefined;
  return s && SLUG.test(s) ? s : undefined;
}

function greenhouse(url: URL, host: string): SiteAddress | undefined {
  const gh = [
    'job-boards.greenhouse.io',
    'job-boards.eu.greenhouse.io',
    'boards.greenhouse.io',
    'boards.eu.greenhouse.io',
  ];
  if (!gh.includes(host)) return undefined;
  const eu = host.includes('.eu.');
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] === 'embed') {
    const token = url.searchParams.get('token') ?? '';
    const board = slug(url.searchParams.get('for') ?? undefined);
    return {
      kind: 'greenhouse',
      eu,
      embed: true,
      ...(board ? { board } : {}),
      ...(NUMERIC_ID.test(token) ? { jobId: token } : {}),
    };
  }
  const board = slug(parts[0]);
  const jobId = parts[1] === 'jobs' && NUMERIC_ID.test(parts[2] ?? '') ? parts[2] : undefined;
  return { kind: 'greenhouse', eu, embed: false, ...(board ? { board } : {}), ...(jobId ? { jobId } : {}) };
}

function lever(url: URL, host: string): SiteAddress | undefined {
  if (host !== 'jobs.lever.co' && host !== 'jobs.eu.lever.co') return undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  const company = slug(parts[0]);
  const posting = UUID.test(parts[1] ?? '') ? parts[1] : undefined;
  return {
    kind: 'lever',
    eu: host.includes('.eu.'),
    apply: parts[2] === 'apply',
    ...(company ? { company } : {}),
    ...(posting ? { posting } : {}),
  };
}

function ashby(url: URL, host: string): SiteAddress | undefined {
  if (host !== 'jobs.ashbyhq.com') return undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  const org = slug(parts[0]);
  const posting = UUID.test(parts[1] ?? '') ? parts[1] : undefined;
  return {
    kind: 'ashby',
    application: parts[2] === 'application',
    ...(org ? { org } : {}),
    ...(posting ? { posting } : {}),
  };
}

/** The site an address belongs to; any other host is named by its known ATS name, else by the host itself. */
export function siteOfAddress(address: string): SiteAddress {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { kind: 'other', name: 'an unknown site', host: '' };
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const known = greenhouse(url, host) ?? lever(url, host) ?? ashby(url, host);
  if (known) return known;
  const named = OTHER_SITES.find(([suffix]) => under(host, suffix));
  return { kind: 'other', name: named?.[1] ?? host.replace(/^www\./, ''), host };
}

/** A Greenhouse job id an employer's own page carries in its address (`?gh_jid=…`), or an Ashby one (`?ashby_jid=`). */
export function embeddedJobId(address: string): { greenhouse?: string; ashby?: string } {
  try {
    const params = new URL(address).searchParams;
    const gh = params.get('gh_jid') ?? '';
    const ash = params.get('ashby_jid') ?? '';
    return { ...(NUMERIC_ID.test(gh) ? { greenhouse: gh } : {}), ...(UUID.test(ash) ? { ashby: ash } : {}) };
  } catch {
    return {};
  }
}

/** The Greenhouse Job Board API's address for a job's questions (read before anything is typed). */
export function greenhouseQuestionsUrl(board: string, jobId: string, eu: boolean): string {
  const host = eu ? 'boards-api.eu.greenhouse.io' : 'boards-api.greenhouse.io';
  return `https://${host}/v1/boards/${encodeURIComponent(board)}/jobs/${encodeURIComponent(jobId)}?questions=true`;
}
