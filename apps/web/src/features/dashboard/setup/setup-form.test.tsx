import { MESSAGES, STORAGE_KEYS } from '@applypilot/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAutomationState } from '../../../lib/automation/automation-store';
import { publicConfig, renderSetup, stored } from './setup-test-support';
import { userStorage } from '../../../lib/user-data/user-store';

const extractPdfText = vi.fn(async () => 'Asha Rao\nFrontend Engineer');
vi.mock('../../../lib/pdf/pdfjs', () => ({ extractPdfText: () => extractPdfText() }));

const CUSTOMIZE = 'Customize Resume with AI for each Job (6 credits per application instead of 1)';
const pdf = () => new File(['%PDF-1.7 fake'], 'Asha_CV.pdf', { type: 'application/pdf' });
const status = () => screen.getByTestId('setup-status').textContent;

/**
 * Lets the upload finish: reading the file is real I/O in jsdom, not a microtask, so turn the event loop (setImmediate
 * is not faked) until the status leaves "Processing resume...", or give up after a bounded number of turns.
 */
async function untilProcessed() {
  for (let turn = 0; turn < 500 && status() === MESSAGES.processingResume; turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

/** Turns the event loop (the config's schema is a dynamic import: real I/O) until `done`, within bounds. */
async function until(done: () => boolean) {
  for (let turn = 0; turn < 500 && !done(); turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}
const note = () => screen.queryByTestId('customize-note');

beforeEach(() => {
  localStorage.clear();
  resetAutomationState();
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Assistant setup', () => {
  it('refuses a file that is not a PDF, and the picker offers PDFs only', async () => {
    renderSetup();
    const input = screen.getByLabelText<HTMLInputElement>('Resume PDF');
    expect(input.accept).toContain('.pdf');
    fireEvent.change(input, {
      target: { files: [new File(['hi'], 'cv.docx', { type: 'application/msword' })] },
    });
    expect(status()).toBe(MESSAGES.invalidPdf);
    fireEvent.drop(screen.getByTestId('resume-drop'), {
      dataTransfer: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(status()).toBe('Invalid file. Please upload a PDF.');
  });

  it('will not save without a resume', async () => {
    renderSetup();
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(status()).toBe(MESSAGES.uploadResumeFirst);
    expect(stored(STORAGE_KEYS.jobSearchSettings)).toBeNull();
  });

  it('processes a dropped PDF, saves after 0.5 s under the three keys, and clears the message after 5 s', async () => {
    renderSetup();
    fireEvent.drop(screen.getByTestId('resume-drop'), { dataTransfer: { files: [pdf()] } });
    expect(status()).toBe('Processing resume...');
    await untilProcessed();
    expect(status()).toBe('Resume "Asha_CV.pdf" processed.');

    fireEvent.change(screen.getByLabelText('Current CTC (in LPA)'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Expected CTC (in LPA)'), { target: { value: '18' } });
    fireEvent.change(screen.getByLabelText('Notice Period (in months)'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Job Title/Keywords'), { target: { value: 'Frontend Engineer' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Pune' } });
    fireEvent.change(screen.getByLabelText('Experience'), { target: { value: 'Associate' } });
    fireEvent.change(screen.getByLabelText('Work Type'), { target: { value: 'Remote' } });
    fireEvent.change(screen.getByLabelText('Date Posted'), { target: { value: 'Past week' } });
    const customize = screen.getByLabelText<HTMLInputElement>(CUSTOMIZE);
    await until(() => !customize.disabled);
    expect(customize.disabled).toBe(false);
    fireEvent.click(customize);

    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(status()).toBe('Saving...');
    expect(stored(STORAGE_KEYS.jobSearchSettings)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    // The save is called saved once the sealed copy is kept (real crypto, not a timer).
    await until(() => status() !== MESSAGES.saving);
    expect(status()).toBe('Settings saved successfully!');
    expect(stored(STORAGE_KEYS.resumeData)).toEqual({
      base64: 'data:application/pdf;base64,JVBERi0xLjcgZmFrZQ==',
      filename: 'Asha_CV.pdf',
      text: 'Asha Rao\nFrontend Engineer',
    });
    expect(stored(STORAGE_KEYS.professionalDetails)).toEqual({
      currentCTC: '12',
      expectedCTC: '18',
      noticePeriod: '2',
    });
    expect(stored(STORAGE_KEYS.jobSearchSettings)).toEqual({
      jobTitle: 'Frontend Engineer',
      location: 'Pune',
      experienceLevel: 'Associate',
      workType: 'Remote',
      datePosted: 'Past week',
      companySites: false,
    });
    expect(stored(STORAGE_KEYS.customizeResume)).toBe(true);
    expect(screen.getByTestId('active-resume').textContent).toBe('Current resume: Asha_CV.pdf');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(4999);
    });
    expect(status()).toBe('Settings saved successfully!');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(status()).toBe('');
  });

  it('shows a pdf.js failure as "Error processing resume"', async () => {
    extractPdfText.mockRejectedValueOnce(new Error('Invalid PDF structure.'));
    renderSetup();
    fireEvent.drop(screen.getByTestId('resume-drop'), { dataTransfer: { files: [pdf()] } });
    await untilProcessed();
    expect(status()).toBe('Error processing resume: Invalid PDF structure.');
  });

  it('shows the resume the resume builder set active, and saves with it', async () => {
    userStorage.setItem(
      STORAGE_KEYS.resumeData,
      JSON.stringify({ base64: 'data:application/pdf;base64,AAAA', filename: 'Built.pdf', text: 'x' }),
    );
    renderSetup();
    expect(screen.getByTestId('active-resume').textContent).toBe('Current resume: Built.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    // The save is called saved once the sealed copy is kept (real crypto, not a timer).
    await until(() => status() !== MESSAGES.saving);
    expect(status()).toBe(MESSAGES.settingsSaved);
    expect((stored(STORAGE_KEYS.resumeData) as { filename: string }).filename).toBe('Built.pdf');
  });

  it('without AI on the server the customise box is off and disabled, and says why', async () => {
    userStorage.setItem(STORAGE_KEYS.customizeResume, 'true');
    renderSetup((call) =>
      call.url === '/api/config' ? { body: publicConfig({ serverAi: false }) } : undefined,
    );
    const box = screen.getByLabelText<HTMLInputElement>(CUSTOMIZE);
    await until(() => note() !== null);
    expect(note()?.textContent).toBe(
      'AI is not configured on this server. Applications still go out, with your resume as it is.',
    );
    expect(note()?.textContent).toContain(MESSAGES.aiNotConfigured);
    expect([box.checked, box.disabled]).toEqual([false, true]);
    expect(box.getAttribute('aria-describedby')).toBe('customize-note');
  });

  it('an older server that does not say serverAi counts as no AI', async () => {
    renderSetup((call) =>
      call.url === '/api/config' ? { body: { ...publicConfig(), serverAi: undefined } } : undefined,
    );
    await until(() => note() !== null);
    expect(note()?.textContent).toContain(MESSAGES.aiNotConfigured);
    expect(screen.getByLabelText<HTMLInputElement>(CUSTOMIZE).disabled).toBe(true);
  });

  it('with AI the stored choice shows checked and enabled, with the price of a tailored job under it', async () => {
    userStorage.setItem(STORAGE_KEYS.customizeResume, 'true');
    renderSetup();
    const box = screen.getByLabelText<HTMLInputElement>(CUSTOMIZE);
    expect([box.checked, box.disabled]).toEqual([false, true]);
    await until(() => !box.disabled);
    expect([box.checked, box.disabled]).toEqual([true, false]);
    expect(note()).toBeNull();
    expect(screen.getByTestId('customize-price').textContent).toBe(
      'A credit is used only when the application is submitted, and a tailoring that fails gives its 5 credits back. A tailored job that then waits for your answer under Questions waiting for you has used its 5 credits of tailoring. Answered and applied to within 24 hours with the same resume, it is not charged for tailoring again: it then uses 1 credit.',
    );
    expect(box.getAttribute('aria-describedby')).toBe('customize-price');
  });

  it('a PDF uploaded and saved replaces the builder resume: its structured copy is dropped', async () => {
    userStorage.setItem(
      STORAGE_KEYS.activeResumeStructured,
      JSON.stringify({ data: {}, order: [], forResume: 'x' }),
    );
    renderSetup();
    fireEvent.drop(screen.getByTestId('resume-drop'), { dataTransfer: { files: [pdf()] } });
    await untilProcessed();
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    // The save is called saved once the sealed copy is kept (real crypto, not a timer).
    await until(() => status() !== MESSAGES.saving);
    expect(status()).toBe(MESSAGES.settingsSaved);
    expect(stored(STORAGE_KEYS.activeResumeStructured)).toBeNull();
  });

  it('offers "Also apply on company sites" off, says what leaves the computer and to whom, and saves it with the search', async () => {
    userStorage.setItem(
      STORAGE_KEYS.resumeData,
      JSON.stringify({ base64: 'data:application/pdf;base64,JVBERi0', filename: 'Asha.pdf', text: 'Asha' }),
    );
    renderSetup();
    const toggle = screen.getByRole('checkbox', {
      name: 'Also apply on company sites (Greenhouse, Lever, Ashby)',
    });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('company-sites-what').textContent).toBe(
      'Off until you turn it on. When it is on, the search also takes jobs whose Apply button leads to the employer’s own site, and ApplyPilot fills that form when the site runs on Greenhouse, Lever or Ashby. Other company sites are skipped and listed in your history. One credit per confirmed application, as with Easy Apply.',
    );
    expect(screen.getByTestId('company-sites-leaves').textContent).toBe(
      'What leaves your computer, and to whom: your resume and your answers go to the employer through that site’s company (Greenhouse, Lever or Ashby), not through LinkedIn. These sites receive your resume the moment it is attached, before anything is submitted, and Ashby saves each answer as it is typed, so a form ApplyPilot stops on may already hold them.',
    );
    // The account is what a screen reader hears with the switch.
    expect(toggle.getAttribute('aria-describedby')).toBe('company-sites-what company-sites-leaves');

    fireEvent.click(toggle);
    fireEvent.change(screen.getByLabelText('Job Title/Keywords'), { target: { value: 'QA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    // The save is called saved once the sealed copy is kept (real crypto, not a timer).
    await until(() => status() !== MESSAGES.saving);
    expect(status()).toBe('Settings saved successfully!');
    expect(stored(STORAGE_KEYS.jobSearchSettings)).toMatchObject({ jobTitle: 'QA', companySites: true });

    // The saved choice is what the screen shows next time.
    cleanup();
    renderSetup();
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', {
        name: 'Also apply on company sites (Greenhouse, Lever, Ashby)',
      }).checked,
    ).toBe(true);
  });
});
