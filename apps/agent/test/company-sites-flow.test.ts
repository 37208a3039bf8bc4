import { AutomationProfileSchema } from '@applypilot/contracts';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChrome } from '../src/browser/launch';
import { NO_DELAYS } from '../src/engine/pace';
import type { ApplyHooks, JobRef, SiteRef } from '../src/engine/types';
import { applyOnSite } from '../src/sites/apply';

/**
 * The whole company-site flow (sites/apply.ts) on the Greenhouse form written from its documentation, served on its
 * real addresses through the browser's routing: read ahead, decide, fill, hold the values against a resume reader,
 * Submit after the credit, and only Greenhouse's confirmation counts. The practice board's stand-ins (decision 053)
 * run the same flow from LinkedIn in test/company-sites.test.ts.
 */
const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'company-sites');
const FORM = readFileSync(path.join(DIR, 'greenhouse-form.html'), 'utf8');
const JOB_URL = 'https://job-boards.greenhouse.io/acme/jobs/4012345';
const API_URL = 'https://boards-api.greenhouse.io/v1/boards/acme/jobs/4012345?questions=true';
const job: JobRef = {
  jobId: '4100000001',
  title: 'Backend Engineer',
  company: 'Acme',
  location: 'Bengaluru, India',
};
const profile = AutomationProfileSchema.parse({
  firstName: 'Aarav',
  lastName: 'Sharma',
  email: 'aarav@example.com',
  phone: '9876543210',
  phoneCountryCode: '+91',
  city: 'Bengaluru',
  workAuthorization: { authorizedCountries: ['India'], requiresSponsorship: true },
});

/** Hooks that grant every credit and record what the engine told them. */
function recordingHooks() {
  const calls: string[] = [];
  const sites: (SiteRef | undefined)[] = [];
  const hooks: ApplyHooks = {
    beforeSubmit: async (_job, _uploaded, site) => {
      calls.push('reserve');
      sites.push(site);
      return { go: true };
    },
    afterSent: async () => void calls.push('sent'),
    afterUnconfirmed: async () => void calls.push('unconfirmed'),
    afterDiscard: async () => void calls.push('cancel'),
    stopRequested: () => false,
  };
  return { hooks, calls, sites };
}

describe('the company-site flow on a Greenhouse form', { timeout: 120_000 }, () => {
  let tmp: string;
  let resumePath: string;
  let context: BrowserContext;
  let schema: unknown;
  let received: Record<string, string>[];
  let apiCalls: number;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-sites-flow-'));
    resumePath = path.join(tmp, 'aarav-sharma-resume.pdf');
    await writeFile(resumePath, '%PDF-1.4\n%%EOF\n');
    context = await launchChrome({ headless: true, dir: path.join(tmp, 'profile'), extraArgs: [] });
    await context.route('https://boards-api.greenhouse.io/**', async (route) => {
      apiCalls += 1;
      await route.fulfill({ json: schema });
    });
    await context.route('https://job-boards.greenhouse.io/**', async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname.endsWith('/applications')) {
        received.push(JSON.parse(route.request().postData() ?? '{}') as Record<string, string>);
        return route.fulfill({ json: { ok: true } });
      }
      if (url.pathname.endsWith('/confirmation'))
        return route.fulfill({
          contentType: 'text/html',
          body: '<div id="application_confirmation"><h1>Thank you for applying.</h1></div>',
        });
      return route.fulfill({ contentType: 'text/html', body: FORM });
    });
  });
  afterAll(async () => {
    await context?.close();
    await rm(tmp, { recursive: true, force: true });
  });
  beforeEach(() => {
    schema = JSON.parse(readFileSync(path.join(DIR, 'greenhouse-form-job.json'), 'utf8'));
    received = [];
    apiCalls = 0;
  });

  const run = async (query = '', hooks?: ApplyHooks, answers: Record<string, string> = {}) => {
    const tab = await context.newPage();
    await tab.goto(`${JOB_URL}${query}`);
    const log: string[] = [];
    const result = await applyOnSite({
      context,
      tab,
      job,
      options: {
        origin: 'https://www.linkedin.com',
        profile: { ...profile, answers },
        resumePath,
        pace: NO_DELAYS,
        screenshotsDir: path.join(tmp, 'shots'),
        capturesDir: path.join(tmp, 'captures'),
        log: (m) => log.push(m),
        ...(hooks ? { hooks } : {}),
      },
    });
    const values = tab.isClosed()
      ? null
      : await tab.evaluate(() => ({
          first: (document.getElementById('first_name') as HTMLInputElement | null)?.value ?? null,
          files: (document.getElementById('resume') as HTMLInputElement | null)?.files?.length ?? null,
        }));
    await tab.close();
    return { result, log, values };
  };

  it('applies with the profile’s values, the exact option and the phone country, after one credit, on the confirmation', async () => {
    const { hooks, calls, sites } = recordingHooks();
    const { result } = await run('?gh_src=li1', hooks);
    expect(result).toMatchObject({
      outcome: 'applied',
      site: 'Greenhouse',
      siteUrl: `${JOB_URL}?gh_src=li1`,
    });
    expect(received).toEqual([
      {
        first_name: 'Aarav',
        last_name: 'Sharma',
        email: 'aarav@example.com',
        country: 'India +91',
        phone: '9876543210',
        question_30002: 'Yes',
        website_url: '',
        resume: 'aarav-sharma-resume.pdf',
      },
    ]);
    expect(apiCalls).toBe(1);
    expect(calls).toEqual(['reserve', 'sent']);
    expect(sites).toEqual([{ site: 'Greenhouse', siteUrl: `${JOB_URL}?gh_src=li1` }]);
  });

  it('puts back the name and phone a resume reader rewrote two seconds after the upload', async () => {
    const { result, log } = await run('?parser=1');
    expect(result.outcome).toBe('applied');
    expect(received.map((r) => [r.first_name, r.phone])).toEqual([['Aarav', '9876543210']]);
    expect(log).toContain('  The site changed "First Name": putting the profile\'s answer back.');
  });

  it('hands a challenge to the person: the window brought forward, the notice said, the application confirmed after', async () => {
    const tab = await context.newPage();
    await tab.goto(`${JOB_URL}?captcha=1`);
    const log: string[] = [];
    const { hooks, calls } = recordingHooks();
    const running = applyOnSite({
      context,
      tab,
      job,
      options: {
        origin: 'https://www.linkedin.com',
        profile,
        resumePath,
        pace: NO_DELAYS,
        screenshotsDir: tmp,
        capturesDir: tmp,
        log: (m) => log.push(m),
        hooks,
      },
    });
    // The person: sees the notice, then solves the challenge with the pointer.
    await expect
      .poll(() => log, { timeout: 60_000 })
      .toContain("Greenhouse asks you to confirm you're human: finish it in the Chrome window");
    expect(received).toEqual([]);
    const box = await tab.locator('#human').boundingBox();
    if (!box) throw new Error('no challenge drawn');
    await tab.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const result = await running;
    expect(result.outcome).toBe('applied');
    expect(received).toHaveLength(1);
    expect(calls).toEqual(['reserve', 'sent']);
    await tab.close();
  });

  it('queues every unanswerable required question at once, with nothing typed or attached and no credit', async () => {
    (schema as { questions: unknown[] }).questions.push(
      {
        required: true,
        label: 'What are your salary expectations (in USD)?',
        fields: [{ name: 'question_30003', type: 'input_text' }],
      },
      {
        required: true,
        label: 'I consent to Acme keeping my data for future roles.',
        fields: [
          {
            name: 'question_30004[]',
            type: 'multi_value_multi_select',
            values: [{ value: 1, label: 'I consent' }],
          },
        ],
      },
    );
    const { hooks, calls } = recordingHooks();
    const { result, values } = await run('', hooks);
    expect(result).toMatchObject({
      outcome: 'needs-answer',
      question: 'What are your salary expectations (in USD)?',
      questions: [
        { question: 'What are your salary expectations (in USD)?', kind: 'text' },
        {
          question: 'I consent to Acme keeping my data for future roles.',
          kind: 'checkbox',
          options: ['I consent'],
        },
      ],
    });
    expect(values).toEqual({ first: '', files: 0 });
    expect(received).toEqual([]);
    expect(calls).toEqual(['cancel']);
  });

  it('calls a toast no confirmation: submitted, not confirmed, a screenshot kept, never sent as applied', async () => {
    const { hooks, calls } = recordingHooks();
    const { result } = await run('?toast=1', hooks);
    expect(result.outcome).toBe('submitted-unconfirmed');
    expect(result.reason).toMatch(
      /^Submitted, not confirmed: Greenhouse showed no confirmation after Submit/,
    );
    expect(result.screenshot).toMatch(/4100000001-\d+\.png$/);
    expect(received).toHaveLength(1);
    expect(calls).toEqual(['reserve', 'unconfirmed']);
  });

  it('calls a posting whose Job Board answer is 404 closed, and another site unsupported, nothing typed', async () => {
    const tab = await context.newPage();
    await context.route('https://acme.wd5.myworkdayjobs.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Engineer</h1><button>Apply</button>' }),
    );
    await tab.goto('https://acme.wd5.myworkdayjobs.com/en-US/careers/job/Pune/Engineer_R1?source=LinkedIn');
    const { hooks, calls } = recordingHooks();
    const options = {
      origin: 'https://www.linkedin.com',
      profile,
      resumePath,
      pace: NO_DELAYS,
      screenshotsDir: tmp,
      capturesDir: tmp,
      log: () => undefined,
      hooks,
    };
    const unsupported = await applyOnSite({ context, tab, job, options });
    expect(unsupported).toMatchObject({
      outcome: 'site-not-supported',
      reason: 'Company site not supported yet (Workday).',
      site: 'Workday',
    });
    await tab.close();
    await context.route(API_URL, (route) =>
      route.fulfill({ status: 404, json: { status: 404, error: 'Job not found' } }),
    );
    const { result } = await run('', hooks);
    expect(result).toMatchObject({
      outcome: 'closed',
      reason: 'The posting is closed on Greenhouse.',
      site: 'Greenhouse',
    });
    expect(calls).toEqual(['cancel', 'cancel']);
    await context.unroute(API_URL);
  });
});
