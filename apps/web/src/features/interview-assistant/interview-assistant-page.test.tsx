import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, STORAGE_KEYS } from '@applypilot/contracts';
import { stubFetch, withQueryClient } from '../../lib/test-support';
import { InterviewAssistantPage } from './interview-assistant-page';
import { userStorage } from '../../lib/user-data/user-store';

const renderPage = () => render(withQueryClient(<MemoryRouter>{<InterviewAssistantPage />}</MemoryRouter>));

beforeEach(() => {
  localStorage.clear();
  stubFetch(() => ({ body: { geminiApiUrl: 'http://127.0.0.1:8787' } }));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('InterviewAssistantPage', () => {
  it('without a key and a resume: says configuration is required, links to the settings, disables the controls', async () => {
    userStorage.setItem(STORAGE_KEYS.interviewApiKey, 'key-only');
    renderPage();
    expect(await screen.findByText(MESSAGES.interviewConfigRequired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Interview Settings' }).getAttribute('href')).toBe(
      '/dashboard/interview-settings',
    );
    // The practice question is answered by Gemini from the resume, with the key: it waits for both like the rest.
    for (const name of ['Mic', 'Connect Tab', 'Tab Audio', 'Analyze', 'Try a practice question'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled, name).toBe(true);
    expect(screen.getByRole('button', { name: 'Try a practice question' }).getAttribute('title')).toBe(
      'Plays a recorded interview question; Gemini transcribes it with your API key and answers it from your resume, as in an interview',
    );
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.interviewConfigNeeded);
  });

  it('configured: Mic works once the config has answered; Tab Audio and Analyze wait for a tab; the welcome, the status and the cap', async () => {
    userStorage.setItem(STORAGE_KEYS.interviewApiKey, 'key');
    userStorage.setItem(STORAGE_KEYS.interviewCvContent, 'My resume');
    userStorage.setItem(STORAGE_KEYS.interviewSpendingCap, '2');
    renderPage();
    await screen.findByRole('button', { name: 'Mic' });
    await expect
      .poll(() => (screen.getByRole('button', { name: 'Mic' }) as HTMLButtonElement).disabled)
      .toBe(false);
    expect((screen.getByRole('button', { name: 'Connect Tab' }) as HTMLButtonElement).disabled).toBe(false);
    expect(
      (screen.getByRole('button', { name: 'Try a practice question' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect((screen.getByRole('button', { name: 'Tab Audio' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Analyze' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(MESSAGES.interviewConfigRequired)).toBeNull();
    expect(screen.getByRole('log').textContent).toContain(MESSAGES.interviewWelcomeText);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.interviewReady);
    expect(screen.getByText('Total Cost: $0.00000')).toBeTruthy();
    expect(screen.getByText('of $2.00 cap')).toBeTruthy();
  });
});
