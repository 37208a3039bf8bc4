import { MESSAGES, STORAGE_KEYS, type AgentEvent } from '@applypilot/contracts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { resetAutomationState } from '../../../lib/automation/automation-store';
import { PAGE_CAPTURE_TEXT } from '../../../lib/automation/page-capture';
import { resetFollowedRun } from '../../../lib/automation/use-job-info-follows-run';
import { resetFollowedSkippedRun } from '../../../lib/stats/skipped-jobs';
import { stubFetch, withQueryClient } from '../../../lib/test-support';
import { AutomationPanel } from '../automation/automation-panel';

/**
 * A page ApplyPilot does not understand (issue 27, decision 055) on the live panel: the job's line, the run's end,
 * and "Email support with the page", which fetches the agent's redacted copy through the extension, saves it as a
 * download and opens a prepared mail to the site's support address.
 */

const account = { email: 'asha@example.com', displayName: 'Asha Rao', isPremium: false, emailVerified: true };
const CAPTURE = '4100000001-1764300000000.html';
const HTML = '<!doctype html><html><body><dialog open>Contact info [redacted]</dialog></body></html>';

function fromExtension(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
  });
}
const agent = (event: AgentEvent) => fromExtension({ type: 'AUTOMATION_EVENT', event });

function renderPanel(supportEmail?: string) {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(account));
  stubFetch((call) => {
    if (call.url === '/auth/me') return { body: { success: true, user: account } };
    if (call.url === '/api/config')
      return {
        body: {
          googleClientId: null,
          paymentMode: 'sandbox',
          razorpayKeyId: null,
          plans: [],
          extensionUrl: '/try-now',
          downloadUrl: '/downloads/ApplyPilot-agent.zip',
          ...(supportEmail ? { supportEmail } : {}),
        },
      };
    if (call.url === '/api/user/job-info')
      return {
        body: {
          success: true,
          user: { jobHistory: [], availableJobs: 5, isPremium: false, dailyCount: 0, monthlyCount: 0 },
        },
      };
    return { status: 404, body: { success: false, error: 'Not found' } };
  });
  const router = createMemoryRouter([{ path: '*', element: <AutomationPanel /> }]);
  render(withQueryClient(<AuthProvider>{<RouterProvider router={router} />}</AuthProvider>));
}

function runWithPageNotUnderstood() {
  agent({ type: 'run-started', runId: 'r1', at: 1 });
  agent({
    type: 'job-result',
    runId: 'r1',
    result: {
      jobId: '4100000001',
      jobUrl: 'https://www.linkedin.com/jobs/view/4100000001/',
      title: 'Data Engineer',
      company: 'Acme',
      outcome: 'not-understood',
      reason: MESSAGES.pageNotUnderstood,
      capture: CAPTURE,
    },
  });
}

/** Lets the promise chain after a reply settle. */
async function settle() {
  for (let i = 0; i < 5; i += 1)
    await act(async () => {
      await Promise.resolve();
    });
}

let posted: unknown[] = [];
let followed: { href: string; download: string; inDocument: boolean }[] = [];
let blobs: Blob[] = [];
beforeEach(() => {
  localStorage.clear();
  resetAutomationState();
  resetFollowedRun();
  resetFollowedSkippedRun();
  posted = [];
  followed = [];
  blobs = [];
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => void posted.push(message));
  // jsdom navigates nowhere: record the links the page follows (the download and the mailto: link).
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
  });
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:${window.location.origin}/capture-${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const requests = () => posted.filter((m) => (m as { type?: string }).type === 'PAGE_CAPTURE_REQUEST');

/** jsdom's Blob has no text(); its FileReader reads it. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('a page ApplyPilot does not understand, on the live panel', () => {
  it('says so on the job’s line, with nothing spent and the support mail, and at the run’s end', () => {
    renderPanel();
    runWithPageNotUnderstood();
    const line = within(screen.getByRole('list', { name: 'Jobs this run' })).getAllByRole('listitem')[0]!;
    expect(line.textContent).toBe(
      'Not sent: a page ApplyPilot does not understand yet' +
        'Data Engineer · Acme' +
        'Nothing was sent and no credit was spent.Email support with the page',
    );
    expect(within(line).getByRole('link', { name: 'Data Engineer' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/jobs/view/4100000001/',
    );
    agent({
      type: 'run-ended',
      runId: 'r1',
      reason: 'not-understood',
      message: MESSAGES.pagesNotUnderstoodStop,
      applied: 0,
      processed: 3,
    });
    expect(screen.getByRole('status').textContent).toBe(
      `${MESSAGES.pagesNotUnderstoodStop} Each of those jobs below has “Email support with the page”: it saves the copy ApplyPilot kept of the page, without your details, and opens a mail to support for you to send.`,
    );
  });

  it('fetches the copy through the extension, saves it as a download and opens a prepared mail', async () => {
    renderPanel('help@applypilot.example');
    fromExtension({ type: 'EXTENSION_READY' });
    runWithPageNotUnderstood();
    // The config (the support address) has arrived before the press, as it has on a page a person reads.
    await settle();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Email support with the page' });
    fireEvent.click(button);
    expect(requests()).toEqual([{ type: 'PAGE_CAPTURE_REQUEST', name: CAPTURE }]);
    expect(button.textContent).toBe('Getting the page…');
    expect(button.disabled).toBe(true);

    // Another capture's answer, and a forged one from another origin, are not this request's.
    fromExtension({ type: 'PAGE_CAPTURE', name: 'job-1764300000000.html', html: '<p>other</p>' });
    fromExtension({ type: 'PAGE_CAPTURE', name: CAPTURE, html: '<p>forged</p>' }, 'https://evil.test');
    await settle();
    expect(followed).toEqual([]);

    fromExtension({ type: 'PAGE_CAPTURE', name: CAPTURE, html: HTML });
    await settle();
    expect(blobs).toHaveLength(1);
    expect(blobs[0]?.type).toBe('text/html;charset=utf-8');
    expect(await blobText(blobs[0]!)).toBe(HTML);
    const [download, mail] = followed;
    expect(download).toEqual({
      href: `blob:${window.location.origin}/capture-1`,
      download: 'applypilot-page-4100000001.html',
      inDocument: true,
    });
    const url = new URL(mail!.href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('help@applypilot.example');
    expect(url.searchParams.get('subject')).toBe(
      'ApplyPilot did not understand a page: Data Engineer at Acme',
    );
    expect(url.searchParams.get('body')).toBe(
      [
        'Hello ApplyPilot support,',
        '',
        'ApplyPilot stopped at a page it does not understand yet while applying to Data Engineer at Acme (job 4100000001).',
        'Job page: https://www.linkedin.com/jobs/view/4100000001/',
        '',
        "I attach applypilot-page-4100000001.html, which my dashboard saved in my downloads: ApplyPilot's copy of that page, with my name, contact details and answers taken out.",
        '',
        'Thank you.',
      ].join('\r\n'),
    );
    const status = screen.getByText(/^Saved applypilot-page/).closest('[role="status"]')!;
    expect(status.textContent).toBe(
      'Saved applypilot-page-4100000001.html in your downloads and opened a mail to help@applypilot.example. Attach the file and send it: nothing is sent until you do. Open the mail again',
    );
    expect(
      within(status as HTMLElement)
        .getByRole('link', { name: 'Open the mail again' })
        .getAttribute('href'),
    ).toBe(mail!.href);
    expect(button.textContent).toBe('Email support with the page');
  });

  it('says the agent is not running in the extension’s words, and saves and opens nothing', async () => {
    renderPanel();
    fromExtension({ type: 'EXTENSION_READY' });
    runWithPageNotUnderstood();
    fireEvent.click(screen.getByRole('button', { name: 'Email support with the page' }));
    fromExtension({
      type: 'PAGE_CAPTURE',
      name: CAPTURE,
      error: 'The ApplyPilot agent is not running. Start it, then try again.',
    });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'The ApplyPilot agent is not running. Start it, then try again.',
    );
    expect(followed).toEqual([]);
    expect(blobs).toEqual([]);
  });

  it('without the extension says where the copy is, and asks nothing', async () => {
    renderPanel();
    runWithPageNotUnderstood();
    fireEvent.click(screen.getByRole('button', { name: 'Email support with the page' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(PAGE_CAPTURE_TEXT.notConnected);
    expect(PAGE_CAPTURE_TEXT.notConnected).toBe(
      'The copy of the page is kept on your computer by the ApplyPilot agent: connect the ApplyPilot extension, start the agent, then try again.',
    );
    expect(requests()).toEqual([]);
  });

  it('uses the contracts’ support address when the server names none', async () => {
    renderPanel();
    fromExtension({ type: 'EXTENSION_READY' });
    runWithPageNotUnderstood();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Email support with the page' }));
    fromExtension({ type: 'PAGE_CAPTURE', name: CAPTURE, html: HTML });
    await settle();
    expect(new URL(followed[1]!.href).pathname).toBe('support@applypilot.app');
  });
});
