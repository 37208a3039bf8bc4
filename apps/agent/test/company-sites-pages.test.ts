import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChrome } from '../src/browser/launch';
import { pickExact, pickMatching, shownValue } from '../src/sites/combobox';
import { attach, formRoot, readForm } from '../src/sites/fill';
import { pageState } from '../src/sites/human-check';
import { verdictOf } from '../src/sites/outcome';
import { reconcile } from '../src/sites/reconcile';
import { greenhouseQuestions } from '../src/sites/schema';
import { CONTROLS } from '../src/forms/read-form';

/**
 * The sites room's in-page readers on a Greenhouse form written from its documentation (fixtures/company-sites): the
 * form read as drawn without its honeypot, combobox options picked by exact text in the list the combobox opened,
 * the upload awaited, the invisible badge told from a challenge, a toast told from the confirmation.
 */
const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'company-sites');
const HTML = readFileSync(path.join(DIR, 'greenhouse-form.html'), 'utf8');

describe('a Greenhouse form as a careful person reads and fills it', () => {
  let tmp: string;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-sites-pages-'));
    context = await launchChrome({ headless: true, dir: path.join(tmp, 'profile'), extraArgs: [] });
    page = context.pages()[0] ?? (await context.newPage());
  });
  afterAll(async () => {
    await context?.close();
    await rm(tmp, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await page.setContent(HTML);
  });

  it('reads the drawn questions without the field meant for robots, and reconciles them with the API', async () => {
    const root = await formRoot(page.mainFrame());
    if (!root) throw new Error('no form');
    const { step, honeypots } = await readForm(root);
    expect(step.fields.map((f) => [f.label, f.kind, f.required])).toEqual([
      ['First Name', 'text', true],
      ['Last Name', 'text', true],
      ['Email', 'text', true],
      ['Country', 'typeahead', true],
      ['Phone', 'text', true],
      ['Are you legally authorized to work in India?', 'typeahead', true],
    ]);
    expect(honeypots.size).toBe(1);
    const schema = greenhouseQuestions(
      JSON.parse(readFileSync(path.join(DIR, 'greenhouse-job.json'), 'utf8')),
    );
    const fields = reconcile(schema, step.fields, step.fileInputs);
    expect(fields.find((f) => f.names.includes('question_30002'))?.options).toEqual([
      'Yes',
      'No',
      'Yes, with permission',
    ]);
    expect(fields.find((f) => f.file)?.care).toBe('resume');
    expect(fields.find((f) => f.label === 'Country')?.care).toBe('phone-country');
  });

  it('reads the same fields when the page is scrolled past them (a field above the window is no honeypot)', async () => {
    // A tall page scrolled to its end, as after an upload near the bottom: the boxes above are out of the window.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<div style="height:4000px"></div>');
      window.scrollTo(0, document.body.scrollHeight);
    });
    const root = await formRoot(page.mainFrame());
    if (!root) throw new Error('no form');
    const { step, honeypots } = await readForm(root);
    expect(step.fields.map((f) => f.label)).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Country',
      'Phone',
      'Are you legally authorized to work in India?',
    ]);
    expect(honeypots.size).toBe(1);
  });

  it('picks "Yes", not "Yes, with permission" listed before it, and reads back what the combobox shows', async () => {
    const input = page.locator('#question_30002');
    expect(await shownValue(input)).toBe('');
    expect(await pickExact(input, 'Yes')).toBe(true);
    expect(await shownValue(input)).toBe('Yes');
    expect(await pickExact(input, 'Maybe')).toBe(false);
    expect(await shownValue(input)).toBe('Yes');
  });

  it("picks the phone country by its dialing code in the Country list, not in the phone widget's hidden list", async () => {
    const input = page.locator('#country');
    const pick = await pickMatching(input, '91', (options) => options.find((o) => o.includes('+91')));
    expect(pick).toEqual({ kind: 'picked', pick: 'India +91' });
    expect(await shownValue(input)).toBe('India +91');
  });

  it('waits for the uploaded file to be shown before going on', async () => {
    const root = page.locator('#application-form');
    const file = path.join(tmp, 'aarav-sharma-resume.pdf');
    await writeFile(file, '%PDF-1.4\n%%EOF\n');
    const index = await root.evaluate(
      (form, selector) => Array.from(form.querySelectorAll(selector)).findIndex((el) => el.id === 'resume'),
      CONTROLS,
    );
    const done = await attach(root, index, file);
    expect(done.ok).toBe(true);
    expect(await page.locator('.file-upload__filename').textContent()).toBe('aarav-sharma-resume.pdf');
  });

  it('does not take the invisible reCAPTCHA badge for a challenge, and knows a drawn challenge and an emailed code', async () => {
    expect((await pageState(page.mainFrame())).humanCheck).toBeNull();
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'about:blank#https://www.google.com/recaptcha/api2/bframe?k=x';
      frame.title = 'recaptcha challenge expires in two minutes';
      Object.assign(frame.style, { width: '400px', height: '580px' });
      document.body.append(frame);
    });
    expect((await pageState(page.mainFrame())).humanCheck).toBe('captcha');
    await page.setContent(HTML);
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.innerHTML =
        '<p>We have emailed you a security code. Enter it to submit your application.</p><input type="text" aria-label="Code">';
      document.body.append(box);
    });
    expect((await pageState(page.mainFrame())).humanCheck).toBe('email-code');
  });

  it('takes a toast for no confirmation, and Greenhouse’s confirmation for one', async () => {
    await page.evaluate(() => {
      const toast = document.createElement('div');
      toast.setAttribute('role', 'status');
      toast.textContent = 'Thank you for applying! Your application has been submitted.';
      document.body.append(toast);
    });
    const url = 'https://job-boards.greenhouse.io/acme/jobs/4012345';
    expect(verdictOf('greenhouse', url, await pageState(page.mainFrame()))).toEqual({ kind: 'none' });
    await page.setContent(
      '<div id="application_confirmation"><h1>Thank you for applying.</h1><p>Your application has been received.</p></div>',
    );
    expect(verdictOf('greenhouse', `${url}/confirmation`, await pageState(page.mainFrame()))).toEqual({
      kind: 'confirmed',
    });
    await page.setContent(
      '<main><p>You have already applied to this job. We only accept one application per role.</p></main>',
    );
    expect(
      verdictOf('ashby', 'https://jobs.ashbyhq.com/acme/x/application', await pageState(page.mainFrame())),
    ).toEqual({
      kind: 'already-applied',
      words: 'You have already applied to this job.',
    });
  });
});
