import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TAILORED_APPLICATION_CREDIT_COST } from '@applypilot/contracts';
import {
  startFakeGemini,
  type FakeGemini,
  type FakeGeminiRequest,
  type FakeReply,
} from '@applypilot/fake-gemini';
import { startAppServer, type AppServer } from '../support/app-server';
import { creditsLeft, fillSetup, pairInPopup, signUpAndVerify } from '../support/automation-flow';
import { snapshot } from '../support/browser';
import { withDatabase } from '../support/database';
import { buildExtension, launchWithExtension, type ExtensionBrowser } from '../support/extension';
import { freePort } from '../support/free-port';
import { startBoard, startLocalAgent, type Board, type LocalAgent } from '../support/local-agent';
import { e2eRoot } from '../support/paths';
import { readUserData } from '../support/user-data';

/**
 * A run with "Customize Resume with AI" on, as a user meets it: the API (with GEMINI_API_URL pointing at the local
 * fake Gemini), the local agent and the practice board run as processes, the extension is loaded unpacked, and the
 * active resume comes from the resume builder's Set for Automation, so the agent sends its structure for tailoring.
 * The fake answers each tailoring request with a faithful rewrite of the resume it was sent (bullets and skills
 * reordered), so the server's invariant check passes and each job gets a PDF of its own.
 */
interface CatalogueJob {
  id: string;
  company: string;
}
/** The three Easy Apply jobs of the automation catalogue the reference profile answers with no question left. */
const ANSWERED = ['4100216138', '4100208219', '4100224057'];
const START_CREDITS = 40;
const PER_JOB = TAILORED_APPLICATION_CREDIT_COST;
/** The employer of the resume the user writes in the builder. */
const EMPLOYER = 'Veda Analytics';

let tmp: string;
let server: AppServer;
let board: Board;
let agent: LocalAgent;
let browser: ExtensionBrowser;
let gemini: FakeGemini;
let companies: Map<string, string>;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every JSON object written in `text` (balanced braces outside strings), outermost first. */
function jsonObjects(text: string): unknown[] {
  const found: unknown[] = [];
  for (let start = text.indexOf('{'); start !== -1;) {
    let depth = 0;
    let inString = false;
    let end = -1;
    for (let i = start; i < text.length; i += 1) {
      const c = text[i];
      if (inString) {
        if (c === '\\') i += 1;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{') depth += 1;
      else if (c === '}' && --depth === 0) {
        end = i;
        break;
      }
    }
    if (end === -1) break;
    try {
      found.push(JSON.parse(text.slice(start, end + 1)));
      start = text.indexOf('{', end + 1);
    } catch {
      start = text.indexOf('{', start + 1);
    }
  }
  return found;
}

/** The builder's resume in a tailoring prompt: `{data, order, config?}` or the bare data. */
function resumeIn(request: FakeGeminiRequest): { data: Json; order?: unknown } | null {
  for (const value of jsonObjects(request.text)) {
    if (!isObject(value)) continue;
    if (isObject(value.data) && Array.isArray(value.data.experience))
      return { data: value.data, order: value.order };
    if (Array.isArray(value.experience) && Array.isArray(value.personal)) return { data: value };
  }
  return null;
}

/**
 * A faithful tailoring: the same employers, titles, dates, degrees, numbers and skills; every bullet list and skills
 * list in reverse order (what a model reordering for relevance does), nothing added.
 */
function tailor(data: Json): Json {
  const reverse = (list: unknown) => (Array.isArray(list) ? [...list].reverse() : list);
  const out: Json = {};
  for (const [section, entries] of Object.entries(data)) {
    out[section] = Array.isArray(entries)
      ? entries.map((entry) =>
          isObject(entry)
            ? {
                ...entry,
                bullets: reverse(entry.bullets),
                ...(Array.isArray(entry.skills) ? { skills: reverse(entry.skills) } : {}),
              }
            : entry,
        )
      : entries;
  }
  return out;
}

/** A tailoring prompt (apps/api's tailor-prompt.ts); a cover-letter prompt also holds the resume as JSON. */
function isTailoring(request: FakeGeminiRequest): boolean {
  return request.text.startsWith('JOB POSTING:') && resumeIn(request) !== null;
}

function respond(request: FakeGeminiRequest): FakeReply {
  const resume = request.responseJson && isTailoring(request) ? resumeIn(request) : null;
  // Cover letters (asked for the board's optional upload) fail here: the upload stays empty, as the agent promises;
  // the letter itself is tested in apps/agent's cover-letter test.
  if (!resume) return { kind: 'error', status: 400, message: 'fake: this test scripts tailoring only' };
  // The API asks for the whole resume data as JSON (RESUME_JSON_SCHEMA in apps/api's tailor-prompt.ts).
  return { kind: 'text', text: JSON.stringify(tailor(resume.data)) };
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'applypilot-automation-ai-'));
  // The automation catalogue, kept to the jobs the profile answers: every job is an application, and a tailoring.
  const catalogue = JSON.parse(
    await readFile(path.join(e2eRoot, 'fixtures/automation-catalogue.json'), 'utf8'),
  ) as { jobs: CatalogueJob[] };
  catalogue.jobs = catalogue.jobs.filter((job) => ANSWERED.includes(job.id));
  companies = new Map(catalogue.jobs.map((job) => [job.company, job.id]));
  const cataloguePath = path.join(tmp, 'catalogue.json');
  await writeFile(cataloguePath, JSON.stringify(catalogue));

  gemini = await startFakeGemini();
  gemini.respond(respond);
  const port = await freePort();
  const extensionDir = path.join(tmp, 'extension');
  [server, board] = await Promise.all([
    startAppServer({ GEMINI_API_KEY: 'fake-gemini-key', GEMINI_API_URL: gemini.url }),
    startBoard(cataloguePath),
  ]);
  // The extension works on one origin, fixed when it is built: the API's, known once it has started.
  await buildExtension(extensionDir, port, server.origin);
  agent = await startLocalAgent(
    port,
    {
      LINKEDIN_URL: board.url,
      AGENT_DATA_DIR: path.join(tmp, 'agent-data'),
      AGENT_PROFILE_DIR: path.join(tmp, 'agent-profile'),
    },
    server,
  );
  browser = await launchWithExtension(extensionDir);
});

afterAll(async () => {
  await browser?.close();
  await agent?.stop();
  await board?.stop();
  await server?.stop();
  await gemini?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('automation with AI-tailored resumes', () => {
  it('tailors the builder resume for each job, uploads that PDF, spends 6 credits a job, and opens the PDF sent from the history', async () => {
    const page = await browser.context.newPage();
    const account = {
      name: 'Aarav Sharma',
      email: `ai.${Date.now()}@example.com`,
      password: 'auto-pass-123',
    };
    await signUpAndVerify(page, server, account);
    await server.offline(() =>
      withDatabase(server.dataDir, (db) =>
        db.query('UPDATE users SET credits = $1 WHERE email = $2', [START_CREDITS, account.email]),
      ),
    );
    await pairInPopup(browser.context, browser.extensionId, await agent.pairingCode());

    // The user's own resume, written in the builder (a new account starts blank in its own name, decision 050) and
    // set for automation (it lands on setup with a notice).
    await page.goto(`${server.origin}/dashboard/resume-builder`);
    await expect.poll(() => page.getByLabel('Full Name', { exact: true }).inputValue()).toBe(account.name);
    await page
      .getByLabel('Professional Summary', { exact: true })
      .fill('Backend engineer building payment services in Python and PostgreSQL.');
    const experience = page.getByTestId('section-experience');
    await experience.getByRole('button', { name: 'Add New Experience' }).click();
    const job = experience.locator('[data-testid^="entry-"]').last();
    await job.getByLabel('Company', { exact: true }).fill(EMPLOYER);
    await job.getByLabel('Position', { exact: true }).fill('Software Engineer');
    await job
      .getByLabel('Bullet 1', { exact: true })
      .fill('Built the refunds service that settles 20,000 refunds a day');
    // Two bullets, so the fake's faithful tailoring (each list reordered) differs from the resume as written.
    await job.getByRole('button', { name: '+ Add Bullet' }).click();
    await job
      .getByLabel('Bullet 2', { exact: true })
      .fill('Cut the monthly reconciliation from three days to four hours');
    await page.getByTestId('toolbar-save-and-use').click();
    await page.getByTestId('modal').filter({ hasText: MESSAGES.resumeSetActive }).waitFor();
    await page.getByTestId('modal-confirm').click();
    await page.waitForURL('**/dashboard/setup');
    const stored = JSON.parse((await readUserData(page, 'resumeData')) ?? '{}') as { base64?: string };
    const base = stored.base64 ?? '';
    const structured = await readUserData(page, 'activeResumeStructured');
    // The builder's structure was kept with it, for the tailoring.
    expect(structured).toContain(EMPLOYER);
    const baseSha = sha256(Buffer.from(base.replace(/^data:[^,]*,/, ''), 'base64'));
    expect(base).toMatch(/^data:application\/pdf;base64,/);

    await page.getByTestId('extension-status').filter({ hasText: 'Ready' }).waitFor();
    const customize = page.getByLabel(
      'Customize Resume with AI for each Job (6 credits per application instead of 1)',
    );
    await expect.poll(() => customize.isEnabled()).toBe(true);
    await customize.check();
    await fillSetup(page, null);
    expect(await creditsLeft(page)).toBe(START_CREDITS);

    await page.getByRole('button', { name: 'Start Automation' }).click();
    const confirm = page.getByTestId('modal').filter({ hasText: MESSAGES.confirmCustomize(START_CREDITS) });
    await confirm.waitFor();
    await page.getByTestId('modal-confirm').click();
    const panel = page.getByTestId('automation-panel');
    await panel.getByRole('heading', { name: 'Run finished' }).waitFor({ timeout: 90_000 });
    await snapshot(page, 'automation-ai-run');
    expect(await panel.getByTestId('run-applied').textContent()).toBe(String(ANSWERED.length));
    expect(await panel.getByTestId('run-tailored').textContent()).toBe(String(ANSWERED.length));
    expect(await panel.getByTestId('run-tailoring').allTextContents()).toEqual(
      ANSWERED.map(() => 'Resume tailored with AI'),
    );

    // The fake was asked once per job, with the builder's structure (the user's employer is in it).
    const tailorings = gemini.requests.filter((r) => r.responseJson && isTailoring(r));
    expect(tailorings).toHaveLength(ANSWERED.length);
    expect(tailorings[0]?.apiKey).toBe('fake-gemini-key');
    expect(tailorings[0]?.text).toContain(EMPLOYER);

    // Each job's upload is a PDF of its own, not the base resume; 5 credits for the tailoring and 1 for the application.
    const { submissions } = await board.submissions();
    expect(submissions.map((s) => s.jobId).sort()).toEqual([...ANSWERED].sort());
    for (const submission of submissions) {
      expect(submission.file?.name).toMatch(/\.pdf$/);
      expect(submission.file?.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(submission.file?.sha256).not.toBe(baseSha);
    }
    expect(await creditsLeft(page)).toBe(START_CREDITS - PER_JOB * ANSWERED.length);

    // The history badges every application and opens the very PDF the board received.
    await page.goto(`${server.origin}/dashboard`);
    await page.getByTestId('extension-status').filter({ hasText: 'Ready' }).waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    const rows = page.getByTestId('history-table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(ANSWERED.length);
    expect(await page.getByTestId('ai-badge').allTextContents()).toEqual(
      ANSWERED.map(() => 'AI-tailored resume'),
    );
    const row = rows.first();
    const company = (await row.locator('td').first().textContent()) ?? '';
    const jobId = [...companies].find(([name]) => company.includes(name))?.[1];
    const recorded = submissions.find((s) => s.jobId === jobId)?.file?.sha256;
    expect(recorded).toBeTruthy();
    // The dashboard's CSP (connect-src 'self') lets no script fetch a blob: URL, so the test keeps the Blob the page
    // hands to URL.createObjectURL and reads its bytes; the new tab must show that very URL.
    await page.evaluate(() => {
      const kept: Blob[] = [];
      (window as unknown as { sentPdfs: Blob[] }).sentPdfs = kept;
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        if (blob instanceof Blob) kept.push(blob);
        return create(blob);
      };
    });
    const [tab] = await Promise.all([
      browser.context.waitForEvent('page'),
      row.getByRole('button', { name: 'Open PDF' }).click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    const opened = await page.evaluate(async () => {
      const blob = (window as unknown as { sentPdfs: Blob[] }).sentPdfs.at(-1);
      if (!blob) return null;
      const bytes = await blob.arrayBuffer();
      const digest = await crypto.subtle.digest('SHA-256', bytes);
      const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
      return { hex, head: new TextDecoder().decode(bytes.slice(0, 5)), type: blob.type };
    });
    expect(opened).toEqual({ hex: recorded, head: '%PDF-', type: 'application/pdf' });
    const status = row.getByRole('status').filter({ hasText: 'Opened in a new tab.' });
    await status.waitFor();
    // The fallback link (for a blocked pop-up) is the same URL the tab opened.
    expect(await status.getByRole('link').getAttribute('href')).toBe(tab.url());
    await snapshot(page, 'automation-ai-history');
    await tab.close();
  });
});
