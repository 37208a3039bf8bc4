import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MESSAGES } from '@applypilot/contracts';
import { startAppServer, type AppServer } from '../support/app-server';
import { launchBrowser, snapshot } from '../support/browser';
import { readUserData, writeUserData } from '../support/user-data';

/**
 * The resume builder as a job seeker uses it: real API and session, real Chromium, the PDF read back with pdf.js
 * in Node. The tests run in order on one page and build on each other (edits, reorder, layout, reload).
 */
const BUILDER = '/dashboard/resume-builder';

/** Text that only the first entry of each demo section prints. */
const FIRST_TEXT: Record<string, string> = {
  experience: 'Flipkart',
  projects: 'OpenQueue',
  leadership: 'IIT Bombay Web and Coding Club',
  skills: 'Tools and Cloud',
};

/** Waits on what the user sees; the first render loads pdf.js and its worker, so it gets a few seconds. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 50 });

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

const account = {
  name: 'Resume Tester',
  email: `resume-${Date.now()}@example.com`,
  password: 'correct-horse-42',
};

async function signIn(ctx: BrowserContext, origin: string): Promise<void> {
  const headers = { Origin: origin };
  const register = await ctx.request.post(`${origin}/auth/register`, { data: account, headers });
  expect(register.ok(), await register.text()).toBe(true);
  const login = await ctx.request.post(`${origin}/auth/login`, {
    data: { email: account.email, password: account.password },
    headers,
  });
  expect(login.ok(), await login.text()).toBe(true);
  // The app restores its session from `userData` (what its login form stores), then confirms it with the cookie.
  const { user } = (await login.json()) as { user: unknown };
  await ctx.addInitScript((stored) => {
    if (!localStorage.getItem('userData')) localStorage.setItem('userData', JSON.stringify(stored));
  }, user);
}

/** Generation of the last completed preview render (the page sets it after swapping in new canvases). */
async function renderedGeneration(): Promise<number> {
  const value = await page.getByTestId('resume-preview').getAttribute('data-rendered-generation');
  return value === null ? 0 : Number(value);
}

async function waitForRenderAfter(generation: number): Promise<void> {
  await page.waitForFunction(
    (previous) =>
      Number(
        document.querySelector('[data-testid="resume-preview"]')?.getAttribute('data-rendered-generation') ??
          0,
      ) > previous,
    generation,
  );
}

async function previewPixels(): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLCanvasElement>('[data-testid="resume-preview"] canvas'))
      .map((canvas) => canvas.toDataURL('image/png'))
      .join('|'),
  );
}

interface Downloaded {
  filename: string;
  bytes: Uint8Array;
}

async function downloadPdf(): Promise<Downloaded> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('toolbar-download-pdf').click(),
  ]);
  const file = await download.path();
  return { filename: download.suggestedFilename(), bytes: new Uint8Array(await readFile(file)) };
}

interface PdfRead {
  text: string;
  pages: { width: number; height: number }[];
}

async function readPdf(bytes: Uint8Array): Promise<PdfRead> {
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: PdfRead['pages'] = [];
  let text = '';
  for (let number = 1; number <= doc.numPages; number += 1) {
    const pdfPage = await doc.getPage(number);
    const [, , width = 0, height = 0] = pdfPage.view;
    pages.push({ width: Math.round(width), height: Math.round(height) });
    const content = await pdfPage.getTextContent();
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
    }
  }
  await doc.destroy();
  return { text: text.replace(/[ \t]+/g, ' '), pages };
}

/** dnd-kit's screen-reader live regions: the drop must wait until the move has been taken (and announced). */
/**
 * dnd-kit measures the drop targets in the frames after a pick-up; an arrow key pressed before that moves the item
 * over itself. A person never presses that fast, so the test waits two frames as a person would.
 */
async function dropTargetsMeasured(): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

async function waitForAnnouncement(text: string): Promise<void> {
  await poll(() =>
    page
      .locator('[id^="DndLiveRegion"]')
      .allTextContents()
      .then((all) => all.join('|')),
  ).toContain(text);
}

function sectionOrderInForm(): Promise<string[]> {
  return page.$$eval('[data-testid^="section-"]', (nodes) =>
    nodes.map((node) => node.getAttribute('data-testid')?.replace('section-', '') ?? ''),
  );
}

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true });
  await signIn(context, server.origin);
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('resume builder', () => {
  it('starts a new account from a blank resume in its own name and email; Load Demo shows the demo titled Demo Resume', async () => {
    await page.goto(`${server.origin}${BUILDER}`);
    // Decision 050: no sample person on a first visit, the account's own facts.
    await poll(() => page.getByLabel('Full Name', { exact: true }).inputValue()).toBe(account.name);
    await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(account.email);
    await expect(page.getByTestId('resume-title').first().inputValue()).resolves.toBe(
      MESSAGES.defaultResumeTitle,
    );
    await poll(renderedGeneration).toBeGreaterThan(0);
    await snapshot(page, 'resume-builder-first-visit');

    await page.getByTestId('toolbar-load-demo-data').click();
    // The sidebar's title field is there before the builder's chunk has loaded and named the demo: on a busy
    // machine that takes longer than expect.poll's default second.
    await poll(() => page.getByTestId('resume-title').first().inputValue()).toBe(MESSAGES.demoResumeTitle);
    await poll(() => page.getByLabel('Full Name', { exact: true }).inputValue()).toBe('Priya Sharma');
    expect(await page.locator('[data-testid="resume-preview"] canvas').count()).toBeGreaterThan(0);
    await snapshot(page, 'resume-builder-desktop');
  });

  it('redraws the preview with new pixels when the name changes, and the download carries it', async () => {
    const before = await previewPixels();
    const generation = await renderedGeneration();
    await page.getByLabel('Full Name', { exact: true }).fill('Ananya Rao');
    await waitForRenderAfter(generation);
    expect(await previewPixels()).not.toBe(before);

    const { filename, bytes } = await downloadPdf();
    expect(filename).toBe('Demo_Resume.pdf');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text } = await readPdf(bytes);
    expect(text).toContain('Ananya Rao');
    expect(text).not.toContain('Priya Sharma');
  });

  it('names the download after the title, whitespace as underscores, from the toolbar or the sidebar', async () => {
    await page.getByTestId('resume-title').first().fill('Ananya  Rao Resume');
    const { filename } = await downloadPdf();
    expect(filename).toBe('Ananya_Rao_Resume.pdf');

    // The sidebar's action is the same window event, heard by the page.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('sidebar-download-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe('Ananya_Rao_Resume.pdf');
  });

  it('shows the bullet width indicator and warns about characters the PDF cannot print', async () => {
    const experience = page.getByTestId('section-experience');
    await experience.getByRole('button', { name: 'Add New Experience' }).click();
    const entry = experience.locator('[data-testid^="entry-"]').last();
    await entry.getByLabel('Company', { exact: true }).fill('Zeta Labs');
    await entry.getByLabel('Bullet 1', { exact: true }).fill('Cut build times');
    const meter = entry.getByTestId('bullet-width').first();
    await poll(() => meter.getAttribute('data-level')).toBe('amber');
    await poll(() => meter.textContent()).toMatch(/add ~\d+ words/);
    await entry
      .getByLabel('Bullet 1', { exact: true })
      .fill(`${'Reduced deployment time across teams '.repeat(4)}`);
    await poll(() => meter.getAttribute('data-level')).toBe('red');
    await poll(() => meter.textContent()).toMatch(/\d+% .*remove ~\d+ words/);

    await entry.getByLabel('Position', { exact: true }).fill('Engineer 漢');
    await expect(entry.getByTestId('unsupported-characters').first().textContent()).resolves.toContain('漢');
    await entry.getByRole('button', { name: 'Remove Zeta Labs' }).click();
    await poll(() => page.getByText('Zeta Labs').count()).toBe(0);
  });

  it('reorders sections with the keyboard and the PDF text follows the new order', async () => {
    const before = await sectionOrderInForm();
    const educationAt = before.indexOf('education');
    const next = before[educationAt + 1];
    expect(next).toBeDefined();

    const handle = page.getByRole('button', { name: 'Reorder section Education' });
    await handle.focus();
    await page.keyboard.press('Space');
    await poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await dropTargetsMeasured();
    await page.keyboard.press('ArrowDown');
    await waitForAnnouncement(`Section Education is over ${next === 'experience' ? 'Experience' : next}.`);
    await page.keyboard.press('Space');
    await poll(sectionOrderInForm).not.toEqual(before);
    const after = await sectionOrderInForm();
    expect(after.indexOf('education')).toBe(educationAt + 1);
    expect(after.indexOf(next ?? '')).toBe(educationAt);

    // Education now prints after the section that followed it.
    const { text } = await readPdf((await downloadPdf()).bytes);
    const school = text.indexOf('Indian Institute of Technology Bombay');
    const follower = text.indexOf(FIRST_TEXT[next ?? ''] ?? '\u0000');
    expect(school).toBeGreaterThan(-1);
    expect(follower).toBeGreaterThan(-1);
    expect(school).toBeGreaterThan(follower);
  });

  it('reorders entries with the keyboard and the PDF follows', async () => {
    const handle = page.getByRole('button', { name: 'Reorder Flipkart' });
    await handle.focus();
    await page.keyboard.press('Space');
    await poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await dropTargetsMeasured();
    await page.keyboard.press('ArrowDown');
    await waitForAnnouncement('Flipkart moved to position 2 of 2.');
    await page.keyboard.press('Space');
    const entries = page.getByTestId('section-experience').locator('[data-testid^="entry-"]');
    await poll(() => entries.first().textContent()).toContain('Razorpay');

    const { text } = await readPdf((await downloadPdf()).bytes);
    expect(text.indexOf('Razorpay')).toBeGreaterThan(-1);
    expect(text.indexOf('Razorpay')).toBeLessThan(text.indexOf('Flipkart'));
  });

  it('adds a custom section through the prompt and prints it in the PDF', async () => {
    await page.getByTestId('toolbar-add-custom-section').click();
    const dialog = page.getByTestId('modal');
    await expect(dialog.getByTestId('modal-confirm').isDisabled()).resolves.toBe(true);
    await snapshot(page, 'resume-builder-custom-section-prompt');
    await dialog.getByTestId('modal-input').fill('   ');
    await expect(dialog.getByTestId('modal-confirm').isDisabled()).resolves.toBe(true);
    await dialog.getByTestId('modal-input').fill('Open Source Work');
    await dialog.getByTestId('modal-confirm').click();

    const section = page.getByTestId('section-open_source_work');
    await expect(section.getByRole('heading', { name: 'Open Source Work' }).count()).resolves.toBe(1);
    await section.getByLabel('Title', { exact: true }).fill('Maintainer of fastqueue');
    await section
      .getByLabel('Bullet 1', { exact: true })
      .fill('Reviewed and merged 200 pull requests from 40 contributors');

    const { text } = await readPdf((await downloadPdf()).bytes);
    expect(text).toContain('Maintainer of fastqueue');
    expect(text).toContain('Reviewed and merged 200 pull requests from 40 contributors');

    await page.getByTestId('toolbar-add-custom-section').click();
    await page.getByTestId('modal-input').fill('open  source WORK');
    await page.getByTestId('modal-confirm').click();
    await poll(() => page.getByTestId('modal').textContent()).toContain(MESSAGES.sectionExists);
    await page.getByTestId('modal-confirm').click();
    await poll(() => page.getByTestId('section-open_source_work').count()).toBe(1);
  });

  it('switches the page to Letter in the layout modal and the PDF follows', async () => {
    const a4 = await readPdf((await downloadPdf()).bytes);
    expect(a4.pages[0]).toEqual({ width: 595, height: 842 });

    await page.getByTestId('toolbar-set-layout').click();
    const dialog = page.getByRole('dialog', { name: 'Resume Layout & Style' });
    await dialog.getByLabel('Page Format').selectOption('letter');
    await dialog.getByLabel('Normal Text font').selectOption('helvetica');
    await snapshot(page, 'resume-builder-layout-modal');
    const generation = await renderedGeneration();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await waitForRenderAfter(generation);

    const letter = await readPdf((await downloadPdf()).bytes);
    for (const size of letter.pages) expect(size).toEqual({ width: 612, height: 792 });
    expect(letter.text).toContain('Ananya Rao');
  });

  it('refuses the demo for automation, even renamed, until its sample details and entries are replaced', async () => {
    await page.getByTestId('toolbar-save-and-use').click();
    const refusal = page.getByTestId('modal');
    await poll(() => refusal.textContent()).toContain(
      'This resume still holds the demo\'s sample content ("priya.sharma@example.com"). Replace the demo\'s details and entries with your own before setting it for automation: the assistant sends this resume to employers in your name.',
    );
    await refusal.getByTestId('modal-confirm').click();
    expect(new URL(page.url()).pathname).toBe(BUILDER);
    expect(await page.evaluate(() => localStorage.getItem('resumeData'))).toBeNull();

    // What a user does with the demo: their own contact details and summary, the sample jobs removed.
    await page.getByLabel('Email', { exact: true }).fill('ananya.rao@example.org');
    await page.getByLabel('Phone', { exact: true }).fill('+91 90000 11111');
    await page.getByLabel('LinkedIn', { exact: true }).fill('linkedin.com/in/ananyarao');
    await page.getByLabel('GitHub', { exact: true }).fill('github.com/ananyarao');
    await page
      .getByLabel('Professional Summary', { exact: true })
      .fill('Backend engineer who maintains fastqueue and reviews its contributions.');
    for (const sample of ['Flipkart', 'Razorpay', 'OpenQueue', 'IIT Bombay Web and Coding Club']) {
      await page.getByRole('button', { name: `Remove ${sample}` }).click();
      await poll(() => page.getByRole('button', { name: `Remove ${sample}` }).count()).toBe(0);
    }
  });

  it('sets the resume for automation and the setup screen shows it', async () => {
    await page.getByTestId('toolbar-save-and-use').click();
    const dialog = page.getByTestId('modal');
    await poll(() => dialog.textContent()).toContain(MESSAGES.resumeSetActive);
    await dialog.getByTestId('modal-confirm').click();
    await page.waitForURL(`${server.origin}/dashboard/setup`);
    await expect
      .poll(() => page.getByTestId('active-resume').textContent())
      .toContain('Ananya_Rao_Resume.pdf');

    const stored = JSON.parse((await readUserData(page, 'resumeData')) ?? 'null') as unknown;
    const active = stored as { base64: string; filename: string; text: string };
    expect(active.filename).toBe('Ananya_Rao_Resume.pdf');
    expect(active.base64.startsWith('data:application/pdf;base64,JVBERi0')).toBe(true);
    expect(active.text).toContain('Ananya Rao');
    expect(active.text).toContain('Maintainer of fastqueue');
    expect(active.text).not.toContain('Flipkart');
    // Items on one line are kept apart: the school and its dates do not run together.
    expect(active.text).toMatch(/^Indian Institute of Technology Bombay Aug 2016 - May 2020$/m);
  });

  it('keeps data, order, layout and title after a reload', async () => {
    const orderBefore = await readUserData(page, 'builtResumeOrder');
    await page.goto(`${server.origin}${BUILDER}`);
    await page.reload();
    await poll(renderedGeneration).toBeGreaterThan(0);
    await expect(page.getByTestId('resume-title').first().inputValue()).resolves.toBe('Ananya  Rao Resume');
    await expect(page.getByLabel('Full Name', { exact: true }).inputValue()).resolves.toBe('Ananya Rao');
    expect(await readUserData(page, 'builtResumeOrder')).toBe(orderBefore);
    expect(await sectionOrderInForm()).toEqual(JSON.parse(orderBefore ?? '[]'));
    const { pages, text } = await readPdf((await downloadPdf()).bytes);
    expect(pages[0]).toEqual({ width: 612, height: 792 });
    expect(text).toContain('Maintainer of fastqueue');
  });

  it('clears the form after the Create New Resume confirmation and shows the empty preview text', async () => {
    await page.getByTestId('toolbar-create-new-resume').click();
    await poll(() => page.getByTestId('modal').textContent()).toContain(MESSAGES.confirmNewResume);
    await page.getByTestId('modal-confirm').click();
    await expect
      .poll(() => page.getByTestId('resume-title').first().inputValue())
      .toBe(MESSAGES.defaultResumeTitle);
    await expect
      .poll(() => page.getByTestId('preview-empty').textContent())
      .toBe(MESSAGES.resumePreviewEmpty);
    await expect(page.getByLabel('Full Name', { exact: true }).inputValue()).resolves.toBe('');
    // An empty resume is not set as the active one.
    await page.getByTestId('toolbar-save-and-use').click();
    await poll(() => page.getByTestId('modal').textContent()).toContain('The resume is empty.');
    await page.getByTestId('modal-confirm').click();
    expect(new URL(page.url()).pathname).toBe(BUILDER);

    await page.getByTestId('toolbar-load-demo-data').click();
    await poll(() => page.getByLabel('Full Name', { exact: true }).inputValue()).toBe('Priya Sharma');
    await expect
      .poll(() => page.getByTestId('resume-title').first().inputValue())
      .toBe(MESSAGES.demoResumeTitle);
  });

  it('falls back to defaults when stored values are corrupt, without crashing', async () => {
    await writeUserData(page, {
      builtResumeData: '{"personal": [oops',
      builtResumeOrder: '42',
      resumeConfig: '{"page": {"format": "tabloid"}, "fonts": "none"}',
    });
    await page.reload();
    // Unreadable data counts as none: a blank resume in the account's name, as on a first visit.
    await poll(() => page.getByLabel('Full Name', { exact: true }).inputValue()).toBe(account.name);
    await poll(renderedGeneration).toBeGreaterThan(0);
    const { pages } = await readPdf((await downloadPdf()).bytes);
    expect(pages[0]).toEqual({ width: 595, height: 842 });
    expect(pageErrors).toEqual([]);
  });

  it('stacks the preview under the form on a narrow screen', async () => {
    await page.setViewportSize({ width: 420, height: 900 });
    await page.reload();
    await poll(renderedGeneration).toBeGreaterThan(0);
    const form = await page.getByRole('region', { name: 'Resume form' }).boundingBox();
    const preview = await page.getByRole('region', { name: 'Resume preview' }).boundingBox();
    expect(form && preview && preview.y >= form.y + form.height - 1).toBe(true);
    await snapshot(page, 'resume-builder-narrow');
  });
});
