import {
  DEFAULT_AI_INSTRUCTIONS,
  DEFAULT_GEMINI_MODEL,
  GEMINI_MODELS,
  INTERVIEW_SETTINGS_STATUS_CLEAR_MS,
  MESSAGES,
  STORAGE_KEYS,
} from '@applypilot/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../components/dialog-provider';
import { InterviewSettingsPage } from './interview-settings-page';
import { userStorage } from '../../lib/user-data/user-store';
import { openTestUserData, refusingBackend } from '../../lib/user-data/test-user-data';
import { lockUserData } from '../../lib/user-data/user-store';

const extractPdfText = vi.fn<(bytes: Uint8Array) => Promise<string>>();
vi.mock('../../lib/pdf/pdfjs', () => ({
  extractPdfText: (bytes: Uint8Array) => extractPdfText(bytes),
}));

const PERSONA = 'Asha Rao\nFrontend Engineer, 6 years of React';
const pdf = (name = 'Asha_CV.pdf') => new File(['%PDF-1.4 fake'], name, { type: 'application/pdf' });
const status = () => screen.getByTestId('interview-settings-status').textContent;
const stored = (key: string) => userStorage.getItem(key);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));

function renderPage() {
  return render(
    <DialogProvider>
      <InterviewSettingsPage />
    </DialogProvider>,
  );
}

/** Reading the file is real I/O in jsdom, not a microtask: turn the event loop (setImmediate is not faked). */
async function until(done: () => boolean) {
  for (let turn = 0; turn < 500 && !done(); turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

async function dropPersona(file = pdf()) {
  fireEvent.change(screen.getByLabelText('Resume PDF'), { target: { files: [file] } });
  await until(() => !screen.getByTestId('persona-state').textContent?.includes('Reading'));
}

beforeEach(() => {
  localStorage.clear();
  extractPdfText.mockReset();
  extractPdfText.mockResolvedValue(PERSONA);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Interview settings', () => {
  it('starts from the defaults: the first model, 16 px, the default instructions, a $0.50 cap, live mode off', () => {
    renderPage();
    expect(screen.getByLabelText<HTMLInputElement>('API Key').type).toBe('password');
    expect(screen.getByLabelText<HTMLSelectElement>('Model').value).toBe(DEFAULT_GEMINI_MODEL);
    expect(screen.getByLabelText<HTMLSelectElement>('Model').selectedOptions[0]?.textContent).toBe(
      GEMINI_MODELS[0]?.displayName,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Font size').value).toBe('16');
    expect(screen.getByTestId('font-size-value').textContent).toBe('16 px');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Custom instructions').value).toBe(
      DEFAULT_AI_INSTRUCTIONS,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Spending cap per session (USD)').value).toBe('0.5');
    expect(screen.getByLabelText<HTMLInputElement>('Live mode').checked).toBe(false);
    expect(screen.getByTestId('persona-state').textContent).toContain('No resume yet');
    const link = screen.getByRole('link', { name: /Get a free Gemini API key/ });
    expect(link.getAttribute('href')).toBe('https://aistudio.google.com/app/apikey');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("shows the selected model's prices per 1M tokens and the day they were checked", () => {
    renderPage();
    expect(screen.getByTestId('model-prices').textContent).toBe(
      'Input $0.30 · Output $2.50 per 1M tokens; prices checked on 31 Oct 2026.',
    );
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'gemini-3.1-flash-lite' } });
    expect(screen.getByTestId('model-prices').textContent).toBe(
      'Input $0.25 ($0.50 audio) · Output $1.50 per 1M tokens; prices checked on 31 Oct 2026.',
    );
  });

  it('saves the key without a resume, and says the assistant waits for the resume', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('API Key'), { target: { value: ' AIza-key ' } });
    save();
    expect(status()).toBe(
      'Settings saved. Add your resume (PDF) under Your Persona too: the assistant answers from it, and starts once your key and your resume are saved.',
    );
    expect(stored(STORAGE_KEYS.interviewApiKey)).toBe('AIza-key');
    expect(stored(STORAGE_KEYS.interviewCvContent) ?? '').toBe('');
    // Nothing left unsaved: the key stays after the message clears.
    act(() => {
      vi.advanceTimersByTime(INTERVIEW_SETTINGS_STATUS_CLEAR_MS);
    });
    expect(status()).toBe('');
  });

  it('saves with neither key nor resume, and says both are still needed', () => {
    renderPage();
    save();
    expect(status()).toBe(
      'Settings saved. The assistant starts once your API key and your resume are saved here.',
    );
  });

  it('saves every setting (the key trimmed), says so, and clears the message after 3 s', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('API Key'), { target: { value: '  AIza-secret-key \n' } });
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'gemini-3.6-flash' } });
    fireEvent.change(screen.getByLabelText('Font size'), { target: { value: '24' } });
    expect(screen.getByTestId('font-size-value').textContent).toBe('24 px');
    await dropPersona();
    expect(screen.getByTestId('persona-state').textContent).toBe(
      `Asha_CV.pdf: Resume loaded (${PERSONA.length} characters)`,
    );
    expect(screen.getByTestId('persona-message').textContent).toBe(
      'Resume "Asha_CV.pdf" processed successfully.',
    );
    fireEvent.change(screen.getByLabelText('Job description and context'), {
      target: { value: 'Senior Frontend Engineer at Acme' },
    });
    fireEvent.change(screen.getByLabelText('Custom instructions'), { target: { value: 'Be brief.' } });
    fireEvent.click(screen.getByLabelText('Live mode'));
    fireEvent.change(screen.getByLabelText('Spending cap per session (USD)'), { target: { value: '2' } });
    expect(status()).toBe('You have unsaved changes.');

    save();
    expect(status()).toBe('Settings saved successfully!');
    expect(stored(STORAGE_KEYS.interviewApiKey)).toBe('AIza-secret-key');
    expect(screen.getByLabelText<HTMLInputElement>('API Key').value).toBe('AIza-secret-key');
    expect(stored(STORAGE_KEYS.interviewCvContent)).toBe(PERSONA);
    expect(stored(STORAGE_KEYS.interviewAdditionalDetails)).toBe('Senior Frontend Engineer at Acme');
    expect(stored(STORAGE_KEYS.interviewAiInstructions)).toBe('Be brief.');
    expect(stored(STORAGE_KEYS.interviewSelectedModel)).toBe('gemini-3.6-flash');
    expect(stored(STORAGE_KEYS.interviewTeleprompterFontSize)).toBe('24');
    expect(stored(STORAGE_KEYS.interviewLiveMode)).toBe('true');
    expect(stored(STORAGE_KEYS.interviewSpendingCap)).toBe('2');
    expect(stored(STORAGE_KEYS.interviewTeleprompterPip)).toBe('false');

    act(() => vi.advanceTimersByTime(2999));
    expect(status()).toBe('Settings saved successfully!');
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toBe('');
  });

  it('loads what was saved on entry', () => {
    userStorage.setItem(STORAGE_KEYS.interviewApiKey, 'AIza-stored');
    userStorage.setItem(STORAGE_KEYS.interviewCvContent, 'Stored persona text');
    userStorage.setItem(STORAGE_KEYS.interviewSelectedModel, 'gemini-3.8-flash');
    userStorage.setItem(STORAGE_KEYS.interviewTeleprompterFontSize, '30');
    userStorage.setItem(STORAGE_KEYS.interviewSpendingCap, '0');
    userStorage.setItem(STORAGE_KEYS.interviewLiveMode, 'true');
    renderPage();
    expect(screen.getByLabelText<HTMLInputElement>('API Key').value).toBe('AIza-stored');
    expect(screen.getByLabelText<HTMLSelectElement>('Model').value).toBe('gemini-3.8-flash');
    expect(screen.getByTestId('font-size-value').textContent).toBe('30 px');
    expect(screen.getByLabelText<HTMLInputElement>('Spending cap per session (USD)').value).toBe('0');
    expect(screen.getByLabelText<HTMLInputElement>('Live mode').checked).toBe(true);
    expect(screen.getByTestId('persona-state').textContent).toBe('Resume loaded (19 characters)');
    expect(status()).toBe('');
  });

  it('says so when storage refuses the settings', async () => {
    // The computer refuses to keep the sealed values (a full disk): the write to memory succeeds, keeping it does not.
    await openTestUserData(refusingBackend());
    renderPage();
    await dropPersona();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    save();
    for (let turn = 0; turn < 500 && status() !== MESSAGES.settingsStorageFailed; turn += 1) {
      await act(async () => {
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
    expect(status()).toBe(MESSAGES.settingsStorageFailed);
    expect(screen.queryByText(MESSAGES.settingsSaved)).toBeNull();
  });

  it('says so when the saved settings are not open (nobody signed in on this page)', async () => {
    renderPage();
    await dropPersona();
    lockUserData();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    save();
    expect(status()).toBe(MESSAGES.settingsStorageFailed);
  });

  it('refuses a file that is not a PDF, and a PDF with no text, next to the drop', async () => {
    renderPage();
    await dropPersona(new File(['hello'], 'notes.docx', { type: 'application/msword' }));
    expect(screen.getByTestId('persona-error').textContent).toBe(MESSAGES.invalidPdf);
    expect(extractPdfText).not.toHaveBeenCalled();

    extractPdfText.mockResolvedValueOnce('   \n ');
    fireEvent.drop(screen.getByTestId('persona-drop'), { dataTransfer: { files: [pdf('scan.pdf')] } });
    const noText = `Error processing resume: ${MESSAGES.personaNoText}`;
    await until(() => screen.queryByTestId('persona-error')?.textContent === noText);
    expect(screen.getByTestId('persona-error').textContent).toBe(noText);
    expect(screen.queryByTestId('persona-message')).toBeNull();

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    extractPdfText.mockRejectedValueOnce(new Error('Invalid PDF structure.'));
    await dropPersona(pdf('broken.pdf'));
    expect(screen.getByTestId('persona-error').textContent).toBe(
      `Error processing resume: ${MESSAGES.personaUnreadable}`,
    );
    // The previous persona (none) stays: saving keeps the settings and says the resume is still missing.
    save();
    expect(status()).toBe(MESSAGES.settingsSavedIncomplete('both'));

    await dropPersona();
    expect(screen.queryByTestId('persona-error')).toBeNull();
    expect(screen.getByTestId('persona-drop').textContent).toContain('Replace your resume (PDF)');
  });

  it('checks the spending cap inline and will not save an invalid one', async () => {
    renderPage();
    await dropPersona();
    const cap = screen.getByLabelText<HTMLInputElement>('Spending cap per session (USD)');
    for (const value of ['-1', '100.01', '']) {
      fireEvent.change(cap, { target: { value } });
      expect(screen.getByRole('alert').textContent).toBe(MESSAGES.spendingCapInvalid);
      expect(cap.getAttribute('aria-invalid')).toBe('true');
      save();
      expect(status()).toBe(MESSAGES.fixSettingsBeforeSaving);
      expect(stored(STORAGE_KEYS.interviewSpendingCap)).toBeNull();
    }
    fireEvent.change(cap, { target: { value: '0' } });
    expect(screen.queryByRole('alert')).toBeNull();
    save();
    expect(stored(STORAGE_KEYS.interviewSpendingCap)).toBe('0');
    fireEvent.change(cap, { target: { value: '100' } });
    save();
    expect(stored(STORAGE_KEYS.interviewSpendingCap)).toBe('100');
  });

  it('restores the default instructions only after the user confirms', async () => {
    renderPage();
    const instructions = screen.getByLabelText<HTMLTextAreaElement>('Custom instructions');
    fireEvent.change(instructions, { target: { value: 'Talk like a pirate.' } });

    fireEvent.click(screen.getByRole('button', { name: 'Restore default' }));
    expect(screen.getByRole('dialog').textContent).toContain(MESSAGES.confirmRestoreInstructions);
    await act(async () => fireEvent.click(screen.getByTestId('modal-cancel')));
    expect(instructions.value).toBe('Talk like a pirate.');

    fireEvent.click(screen.getByRole('button', { name: 'Restore default' }));
    await act(async () => fireEvent.click(screen.getByTestId('modal-confirm')));
    expect(instructions.value).toBe(DEFAULT_AI_INSTRUCTIONS);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resets the teleprompter place and size after a confirm, and says it did', async () => {
    userStorage.setItem(STORAGE_KEYS.interviewTeleprompterPosition, '{"top":"300px","left":"10px"}');
    userStorage.setItem(STORAGE_KEYS.interviewTeleprompterSize, '{"width":"500px","height":"400px"}');
    renderPage();
    const resetButton = screen.getByRole('button', { name: 'Reset position and size' });

    fireEvent.click(resetButton);
    expect(screen.getByRole('dialog').textContent).toContain(MESSAGES.confirmResetTeleprompter);
    await act(async () => fireEvent.click(screen.getByTestId('modal-cancel')));
    expect(stored(STORAGE_KEYS.interviewTeleprompterPosition)).not.toBeNull();

    fireEvent.click(resetButton);
    await act(async () => fireEvent.click(screen.getByTestId('modal-confirm')));
    expect(stored(STORAGE_KEYS.interviewTeleprompterPosition)).toBeNull();
    expect(stored(STORAGE_KEYS.interviewTeleprompterSize)).toBeNull();
    // Section 5: the alert says the reset applies at the next open.
    expect(screen.getByRole('dialog').textContent).toContain(
      'Teleprompter position and size reset to default. This applies the next time you open the teleprompter.',
    );
    await act(async () => fireEvent.click(screen.getByTestId('modal-confirm')));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the floating window only where Document Picture-in-Picture exists', async () => {
    const label = 'Open the teleprompter in a floating window (always on top)';
    renderPage();
    expect(screen.getByLabelText<HTMLInputElement>(label).disabled).toBe(true);
    expect(screen.getByText(/Not available in this browser/)).toBeTruthy();
    cleanup();

    vi.stubGlobal('documentPictureInPicture', {});
    try {
      renderPage();
      const box = screen.getByLabelText<HTMLInputElement>(label);
      expect(box.disabled).toBe(false);
      fireEvent.click(box);
      await dropPersona();
      save();
      expect(stored(STORAGE_KEYS.interviewTeleprompterPip)).toBe('true');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
