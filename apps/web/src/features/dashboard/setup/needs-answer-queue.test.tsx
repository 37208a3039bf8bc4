import { STORAGE_KEYS } from '@applypilot/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAutomationState } from '../../../lib/automation/automation-store';
import { renderSetup, stored } from './setup-test-support';

vi.mock('../../../lib/pdf/pdfjs', () => ({ extractPdfText: async () => '' }));

const item = (id: string, question: string, kind: string, options: string[] = []) => ({
  id,
  jobId: `job-${id}`,
  jobUrl: '',
  jobTitle: 'Frontend Engineer',
  company: 'Acme',
  question,
  kind,
  options,
  createdAt: 1,
});

let open = [
  item('q1', 'Do you have a work permit for Germany?', 'radio', ['Yes', 'No']),
  item('q2', 'How many years of Kotlin?', 'numeric'),
];

function renderQueue() {
  return renderSetup((call) => {
    if (call.url === '/api/needs-answer') return { body: { success: true, items: open } };
    const resolved = /^\/api\/needs-answer\/(\w+)\/resolve$/.exec(call.url);
    if (resolved) {
      open = open.filter((entry) => entry.id !== resolved[1]);
      return { body: { success: true } };
    }
    return undefined;
  });
}

const queue = () => within(screen.getByRole('region', { name: 'Questions waiting for you' }));

beforeEach(() => {
  localStorage.clear();
  resetAutomationState();
  open = [
    item('q1', 'Do you have a work permit for Germany?', 'radio', ['Yes', 'No']),
    item('q2', 'How many years of Kotlin?', 'numeric'),
  ];
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Needs-answer queue', () => {
  it('lists the open questions with their job and kind, options as choices', async () => {
    renderQueue();
    expect(await queue().findByText('Do you have a work permit for Germany?')).toBeTruthy();
    expect(queue().getAllByText(/Frontend Engineer · Acme/)).toHaveLength(2);
    const choices = queue().getByRole('radiogroup', { name: 'Do you have a work permit for Germany?' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(2);
    expect(queue().getByRole('textbox', { name: 'How many years of Kotlin?' })).toBeTruthy();
  });

  it('an answer goes into the profile answers and resolves the item as answered', async () => {
    const { calls } = renderQueue();
    await queue().findByText('Do you have a work permit for Germany?');
    fireEvent.click(within(queue().getByRole('radiogroup')).getByLabelText('No'));
    fireEvent.click(queue().getAllByRole('button', { name: 'Save answer' })[0]!);

    await waitFor(() => expect(queue().queryByText('Do you have a work permit for Germany?')).toBeNull());
    const resolve = calls.find((call) => call.url === '/api/needs-answer/q1/resolve');
    expect(resolve?.method).toBe('POST');
    expect(resolve?.body).toEqual({ resolution: 'answered' });
    expect(stored(STORAGE_KEYS.automationProfile)).toEqual({
      answers: { 'Do you have a work permit for Germany?': 'No' },
    });
    // The editor's remembered answers show it too.
    const editor = within(screen.getByRole('region', { name: 'Screening answers' }));
    expect(editor.getByLabelText<HTMLInputElement>('Question').value).toBe(
      'Do you have a work permit for Germany?',
    );
  });

  it('dismiss resolves the item as dismissed and keeps nothing', async () => {
    const { calls } = renderQueue();
    await queue().findByText('How many years of Kotlin?');
    fireEvent.click(queue().getAllByRole('button', { name: 'Dismiss' })[1]!);
    await waitFor(() => expect(queue().queryByText('How many years of Kotlin?')).toBeNull());
    expect(calls.find((call) => call.url === '/api/needs-answer/q2/resolve')?.body).toEqual({
      resolution: 'dismissed',
    });
    expect(stored(STORAGE_KEYS.automationProfile)).toBeNull();
  });
});
