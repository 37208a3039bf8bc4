import type { AshbySite } from '../../catalogue/company-site-schema';
import type { SitePageData } from '../client-data';
import { esc, scriptJson, sitePage } from '../html';
import type { Posting } from '../submit';
import { ASHBY_CSS } from './styles';

/**
 * Ashby's hosted job page is an app drawn in the browser from `window.__appData` (organization and posting; both
 * null for a closed posting, cezkid/jobs ashby.md) and from the GraphQL it asks for the form.
 */

function companyName(org: string, posting?: Posting<AshbySite>): string {
  return posting?.job.company ?? org;
}

export function ashbyShell(
  org: string,
  posting: Posting<AshbySite> | undefined,
  tab: 'overview' | 'application',
): string {
  const appData = posting
    ? {
        organization: {
          name: posting.job.company,
          hostedJobsPageSlug: posting.site.org,
          theme: { applicationSubmittedSuccessMessage: null },
        },
        posting: {
          id: posting.site.postingId,
          title: posting.job.title,
          departmentName: 'Engineering',
          locationName: posting.job.location,
          employmentType: 'FullTime',
          workplaceType:
            posting.job.workType === 'on-site'
              ? 'OnSite'
              : posting.job.workType === 'remote'
                ? 'Remote'
                : 'Hybrid',
          descriptionPlainText: posting.job.description,
        },
      }
    : { organization: null, posting: null };
  const data: SitePageData | undefined = posting
    ? {
        jobRef: posting.job.id,
        site: 'ashby',
        company: posting.job.company,
        title: posting.job.title,
        fields: posting.form,
        traps: posting.site.traps,
        ending: posting.site.ending,
        submitUrl: '/api/non-user-graphql?op=ApiSubmitSingleApplicationFormAction',
        activityUrl: '/__board/site-activity',
        ashby: {
          org: posting.site.org,
          postingId: posting.site.postingId,
          graphqlUrl: '/api/non-user-graphql',
        },
      }
    : undefined;
  return sitePage({
    kind: 'ashby',
    title: posting ? `${posting.job.title} @ ${companyName(org, posting)}` : 'Jobs',
    css: ASHBY_CSS,
    head: `<script>window.__appData = ${scriptJson(appData)};window.__boardTab = ${JSON.stringify(tab)};</script>`,
    body: '<div id="root"></div>',
    data,
  });
}

export function ashbyBoardPage(org: string, postings: Posting<AshbySite>[]): string {
  const open = postings.filter((p) => p.site.status === 'open');
  const company = postings[0]?.job.company ?? org;
  return sitePage({
    kind: 'ashby-board',
    title: `Jobs at ${company}`,
    css: ASHBY_CSS,
    body:
      postings.length === 0
        ? '<div id="root"><main class="ashby-page"><h1>Page not found</h1><p>The page you requested was not found.</p></main></div>'
        : `<div id="root"><main class="ashby-page"><h1 class="ashby-job-board-heading">${esc(company)}</h1><h2>Open Positions (${open.length})</h2>${open
            .map(
              (p) =>
                `<a class="ashby-job-posting-brief" href="/${esc(p.site.org)}/${esc(p.site.postingId)}"><h3 class="ashby-job-posting-brief-title">${esc(p.job.title)}</h3><p>Engineering • ${esc(p.job.location)} • Full time</p></a>`,
            )
            .join('')}</main></div>`,
  });
}
