import { STORAGE_KEYS } from '@applypilot/contracts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { SENT_RESUME_TEXT } from '../../../lib/automation/sent-resume';
import type { HistoryEntry } from '../../../lib/stats/history-entry';
import { stubFetch, withQueryClient } from '../../../lib/test-support';
import { HistoryTab } from './history-tab';

const account = { email: 'asha@example.com', displayName: 'Asha Rao', isPremium: false, emailVerified: true };
const TAILORED_SHA = 'a'.repeat(64);
const BASE_SHA = 'b'.repeat(64);
const PDF_TEXT = '%PDF-1.7 tailored';

const history: HistoryEntry[] = [
  {
    jobTitle: 'Frontend Engineer',
    jobUrl: 'https://board.test/jobs/1',
    company: 'Acme',
    appliedAt: { _seconds: 1_790_000_000 },
    tailored: true,
    resumeSha256: TAILORED_SHA,
  },
  {
    jobTitle: 'QA Engineer',
    jobUrl: 'https://board.test/jobs/2',
    company: 'Beta',
    appliedAt: { _seconds: 1_790_000_000 },
    tailored: false,
    resumeSha256: BASE_SHA,
  },
  { jobTitle: 'Old Application', jobUrl: 'https://board.test/jobs/3', company: 'Gamma' },
  { jobTitle: 'Bad Hash', jobUrl: 'https://board.test/jobs/4', company: 'Delta', resumeSha256: 'nope' },
];

function fromExtension(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
  });
}

function renderHistory() {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(account));
  stubFetch(() => ({ body: { success: true, user: account } }));
  render(
    withQueryClient(<AuthProvider>{<HistoryTab preview={history} total={history.length} />}</AuthProvider>),
  );
}

const row = (title: string) => within(screen.getByText(title).closest('tr')!);
const requests = () => posted.filter((m) => (m as { type?: string }).type === 'SENT_RESUME_REQUEST');

/** Lets the promise chain after a reply settle (the reply handler resolves, then the component updates). */
async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

/** jsdom's Blob has no text(); its FileReader reads it. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

let posted: unknown[] = [];
let opened: unknown[][] = [];
let blobs: Blob[] = [];
beforeEach(() => {
  localStorage.clear();
  posted = [];
  opened = [];
  blobs = [];
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => void posted.push(message));
  vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
    opened.push(args);
    return null;
  });
  // jsdom has no Blob URLs.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:${window.location.origin}/pdf-${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('History: the resume sent (issue [8])', () => {
  it('badges the AI-tailored application and offers Open PDF where a PDF was recorded', () => {
    renderHistory();
    expect(row('Frontend Engineer').getByTestId('ai-badge').textContent).toBe('AI-tailored resume');
    expect(row('Frontend Engineer').getByRole('button', { name: 'Open PDF' })).toBeTruthy();
    expect(row('QA Engineer').queryByTestId('ai-badge')).toBeNull();
    expect(row('QA Engineer').getByRole('button', { name: 'Open PDF' })).toBeTruthy();
    expect(row('Old Application').queryByRole('button')).toBeNull();
    expect(row('Bad Hash').queryByRole('button')).toBeNull();
  });

  it('without the extension the buttons are disabled and the page says why', () => {
    renderHistory();
    expect(screen.getByTestId('pdf-hint').textContent).toBe(
      'Connect the ApplyPilot extension to open the PDF kept on your computer.',
    );
    for (const button of screen.getAllByRole<HTMLButtonElement>('button', { name: 'Open PDF' }))
      expect(button.disabled).toBe(true);
    fireEvent.click(row('Frontend Engineer').getByRole('button', { name: 'Open PDF' }));
    expect(requests()).toEqual([]);
  });

  it('asks the extension for the PDF by its SHA-256 and opens the answer from a Blob URL in a new tab', async () => {
    renderHistory();
    fromExtension({ type: 'EXTENSION_READY' });
    expect(screen.queryByTestId('pdf-hint')).toBeNull();
    const button = row('Frontend Engineer').getByRole<HTMLButtonElement>('button', { name: 'Open PDF' });
    fireEvent.click(button);
    expect(requests()).toEqual([{ type: 'SENT_RESUME_REQUEST', sha256: TAILORED_SHA }]);
    expect(button.textContent).toBe('Opening…');
    expect(button.disabled).toBe(true);

    // Another PDF's answer, and a forged one from another origin, are not this request's.
    fromExtension({ type: 'SENT_RESUME', sha256: BASE_SHA, base64: btoa('%PDF other'), filename: 'x.pdf' });
    fromExtension(
      { type: 'SENT_RESUME', sha256: TAILORED_SHA, base64: btoa('%PDF forged'), filename: 'x.pdf' },
      'https://evil.test',
    );
    await settle();
    expect(opened).toEqual([]);

    fromExtension({
      type: 'SENT_RESUME',
      sha256: TAILORED_SHA,
      base64: btoa(PDF_TEXT),
      filename: 'Asha_Rao_Acme.pdf',
    });
    await settle();
    expect(opened).toEqual([[`blob:${window.location.origin}/pdf-1`, '_blank', 'noopener']]);
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(await blobText(blobs[0]!)).toBe(PDF_TEXT);
    const status = row('Frontend Engineer').getByRole('status');
    expect(status.textContent).toBe('Opened in a new tab. Nothing opened? Open Asha_Rao_Acme.pdf');
    expect(within(status).getByRole('link').getAttribute('href')).toBe(
      `blob:${window.location.origin}/pdf-1`,
    );
    expect(button.textContent).toBe('Open PDF');
  });

  it('shows the extension error inline', async () => {
    renderHistory();
    fromExtension({ type: 'EXTENSION_READY' });
    fireEvent.click(row('QA Engineer').getByRole('button', { name: 'Open PDF' }));
    fromExtension({ type: 'SENT_RESUME', sha256: BASE_SHA, error: 'The agent is not running.' });
    await settle();
    expect(row('QA Engineer').getByRole('alert').textContent).toBe('The agent is not running.');
    expect(opened).toEqual([]);
  });

  it('an answer without the PDF and without a reason says it is no longer there', async () => {
    renderHistory();
    fromExtension({ type: 'EXTENSION_READY' });
    fireEvent.click(row('QA Engineer').getByRole('button', { name: 'Open PDF' }));
    fromExtension({ type: 'SENT_RESUME', sha256: BASE_SHA });
    await settle();
    expect(row('QA Engineer').getByRole('alert').textContent).toBe(SENT_RESUME_TEXT.missing);
  });

  it('gives up after 10 seconds without an answer, with a clear message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderHistory();
    fromExtension({ type: 'EXTENSION_READY' });
    fireEvent.click(row('Frontend Engineer').getByRole('button', { name: 'Open PDF' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_999);
    });
    expect(row('Frontend Engineer').queryByRole('alert')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(row('Frontend Engineer').getByRole('alert').textContent).toBe(
      'The extension did not answer within 10 seconds. Make sure the ApplyPilot agent is running, then try again.',
    );
    // A late answer opens nothing.
    fromExtension({ type: 'SENT_RESUME', sha256: TAILORED_SHA, base64: btoa(PDF_TEXT), filename: 'a.pdf' });
    await settle();
    expect(opened).toEqual([]);
  });
});
