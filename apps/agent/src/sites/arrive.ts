import type { BrowserContext, Frame, Page } from 'playwright-core';
import { deadline } from '../browser/deadline';
import { sleep } from '../engine/pace';
import {
  embeddedJobId,
  greenhouseQuestionsUrl,
  siteOfAddress,
  SITE_NAMES,
  type SiteAddress,
  type SiteKind,
} from './address';
import { CLOSED_WORDS } from './in-page';
import { ashbyQuestions, greenhouseQuestions, leverQuestions, type SiteQuestion } from './schema';

/** Where LinkedIn's Apply landed, known from the final address and the page, never from LinkedIn's words. */
export type Arrival =
  | { kind: 'site'; site: SiteKind; name: string; url: string; frame: Frame; address: SiteAddress }
  | { kind: 'unsupported'; name: string; url: string }
  | { kind: 'closed'; name: string; url: string };

/** How long a landing page gets to settle (redirects, an employer page loading its form's frame). */
const SETTLE_MS = 15_000;

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded', { timeout: SETTLE_MS }).catch(() => undefined);
  await page.waitForLoadState('load', { timeout: 5000 }).catch(() => undefined);
  // A redirect chain (LinkedIn's externalApply, a tracking hop) ends when the address stays the same for a moment.
  const end = deadline(SETTLE_MS);
  let last = page.url();
  let since = Date.now();
  while (!end.passed() && Date.now() - since < 400) {
    await sleep(100);
    if (page.url() !== last) {
      last = page.url();
      since = Date.now();
      await page.waitForLoadState('domcontentloaded', { timeout: SETTLE_MS }).catch(() => undefined);
    }
  }
}

/** The main document's HTTP status, as the browser recorded it (0 when it cannot tell). */
async function documentStatus(frame: Frame): Promise<number> {
  return frame
    .evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as
        (PerformanceEntry & { responseStatus?: number }) | undefined;
      return entry?.responseStatus ?? 0;
    })
    .catch(() => 0);
}

async function saysClosed(frame: Frame): Promise<boolean> {
  const status = await documentStatus(frame);
  if (status === 404 || status === 410) return true;
  const text = await frame.evaluate(() => (document.body?.innerText ?? '').slice(0, 5000)).catch(() => '');
  return CLOSED_WORDS.test(text);
}

/** A frame of the page that holds a Greenhouse or Ashby form (an employer's page embedding it). */
function embeddedForm(page: Page): { frame: Frame; address: SiteAddress } | undefined {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const address = siteOfAddress(frame.url());
    if (address.kind === 'greenhouse' && address.jobId) return { frame, address };
    if (address.kind === 'ashby' && address.posting) return { frame, address };
  }
  return undefined;
}

function known(address: SiteAddress): boolean {
  if (address.kind === 'greenhouse') return !!address.jobId;
  if (address.kind === 'lever') return !!address.company && !!address.posting;
  if (address.kind === 'ashby') return !!address.org && !!address.posting;
  return false;
}

/**
 * Reads where the tab landed: a Greenhouse, Lever or Ashby posting (on its own page or in an employer page's frame),
 * a closed posting (404, "couldn't find anything here", a redirect to the job list), or another site.
 */
export async function arrive(page: Page): Promise<Arrival> {
  await settled(page);
  const url = page.url();
  const address = siteOfAddress(url);
  if (address.kind !== 'other') {
    const name = SITE_NAMES[address.kind];
    // A board or company page without a posting: the posting went away and the site sent us to its list.
    if (!known(address) || (await saysClosed(page.mainFrame()))) return { kind: 'closed', name, url };
    return { kind: 'site', site: address.kind, name, url, frame: page.mainFrame(), address };
  }
  // An employer's page may embed the form in a frame (Greenhouse's #grnhse_iframe with ?gh_jid=, Ashby's embed).
  const embedded = embeddedJobId(url);
  const end = deadline(embedded.greenhouse || embedded.ashby ? 10_000 : 1500);
  for (;;) {
    const found = embeddedForm(page);
    if (found && found.address.kind !== 'other') {
      await found.frame.waitForLoadState('domcontentloaded').catch(() => undefined);
      const name = SITE_NAMES[found.address.kind];
      if (await saysClosed(found.frame)) return { kind: 'closed', name, url };
      return {
        kind: 'site',
        site: found.address.kind,
        name,
        url,
        frame: found.frame,
        address: found.address,
      };
    }
    if (end.passed()) break;
    await sleep(150);
  }
  return { kind: 'unsupported', name: address.name, url };
}

/** The definition could not be read: the posting is closed (404), or it is unreadable (a reason). */
export type ReadAhead = { questions: SiteQuestion[] } | { closed: true } | { unreadable: string };

/**
 * A JSON document fetched through the browser (a second page's goto), so that the browser's own network settings
 * apply to it (tests map the sites' host names to local servers with --host-resolver-rules).
 */
async function browserJson(
  context: BrowserContext,
  url: string,
): Promise<{ status: number; json?: unknown }> {
  const page = await context.newPage();
  try {
    const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 15_000 });
    if (!response) return { status: 0 };
    const status = response.status();
    if (!response.ok()) return { status };
    return { status, json: (await response.json()) as unknown };
  } finally {
    await page.close().catch(() => undefined);
  }
}

const ASHBY_QUERY = `query ApiJobPosting($organizationHostedJobsPageName: String!, $jobPostingId: String!) {
  jobPosting(organizationHostedJobsPageName: $organizationHostedJobsPageName, jobPostingId: $jobPostingId) {
    id title
    applicationForm { sections { fieldEntries { ... on FormFieldEntry { isRequired descriptionHtml field } } } }
    surveyForms { sections { fieldEntries { ... on FormFieldEntry { isRequired descriptionHtml field } } } }
  }
}`;

/**
 * The posting's questions before anything is typed: Greenhouse's Job Board API, Ashby's posting data (the page's
 * own `__appData`, else its ApiJobPosting call), Lever's `/apply` page cards.
 */
export async function readAhead(
  context: BrowserContext,
  arrival: Extract<Arrival, { kind: 'site' }>,
): Promise<ReadAhead> {
  const { address, frame } = arrival;
  try {
    if (address.kind === 'greenhouse') {
      const board = address.board ?? (await boardOfFrame(frame));
      if (!board || !address.jobId) return { unreadable: 'the Greenhouse board is not named on the page' };
      const { status, json } = await browserJson(
        context,
        greenhouseQuestionsUrl(board, address.jobId, address.eu),
      );
      if (status === 404) return { closed: true };
      if (json === undefined) return { unreadable: `Greenhouse's job board answered ${status}` };
      return { questions: greenhouseQuestions(json) };
    }
    if (address.kind === 'ashby') {
      const posting = await frame.evaluate(
        async ([query, org, id]) => {
          const data = (window as unknown as { __appData?: { posting?: unknown } }).__appData;
          if (data && 'posting' in data) {
            const posting = data.posting as { applicationForm?: unknown } | null;
            if (posting === null || posting.applicationForm) return { posting };
          }
          const res = await fetch('/api/non-user-graphql?op=ApiJobPosting', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              operationName: 'ApiJobPosting',
              variables: { organizationHostedJobsPageName: org, jobPostingId: id },
              query,
            }),
          });
          if (!res.ok) return { status: res.status };
          const body = (await res.json()) as { data?: { jobPosting?: unknown } };
          return { posting: body.data?.jobPosting ?? null };
        },
        [ASHBY_QUERY, address.org ?? '', address.posting ?? ''] as const,
      );
      if ('status' in posting) return { unreadable: `Ashby's posting data answered ${posting.status}` };
      if (posting.posting === null || posting.posting === undefined) return { closed: true };
      return { questions: ashbyQuestions(posting.posting) };
    }
    if (address.kind === 'lever') {
      const cards = await frame.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLInputElement>('input[name^="cards["][name$="[baseTemplate]"]'),
        ).map((i) => ({
          name: i.name,
          value: i.value,
        })),
      );
      return { questions: leverQuestions(cards) };
    }
  } catch (error) {
    return { unreadable: error instanceof Error ? (error.message.split('\n')[0] ?? 'error') : String(error) };
  }
  return { unreadable: 'not a site ApplyPilot reads' };
}

/** An embed whose address names no board (`?token=` only): the page's own links name it. */
async function boardOfFrame(frame: Frame): Promise<string | undefined> {
  const address = siteOfAddress(frame.url());
  if (address.kind === 'greenhouse' && address.board) return address.board;
  return undefined;
}

/**
 * Opens the application form where the site keeps it on another address: Lever's `/apply`, Ashby's `/application`
 * (the same page a person reaches with the "Apply" button or the Application tab). Greenhouse draws it on the job's
 * page. The query (LinkedIn's source marks) is kept.
 */
export async function openForm(arrival: Extract<Arrival, { kind: 'site' }>): Promise<Frame> {
  const { address, frame } = arrival;
  const url = new URL(frame.url());
  const wanted =
    address.kind === 'lever' && !address.apply
      ? 'apply'
      : address.kind === 'ashby' && !address.application
        ? 'application'
        : '';
  if (!wanted) return frame;
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${wanted}`;
  await frame.goto(url.toString(), { waitUntil: 'domcontentloaded' });
  await frame.waitForLoadState('load', { timeout: 5000 }).catch(() => undefined);
  return frame;
}
