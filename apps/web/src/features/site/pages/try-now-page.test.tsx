import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DownloadList } from '@applypilot/contracts';
import { stubFetch, withQueryClient } from '../../../lib/test-support';
import { userPlatform } from '../lib/user-platform';
import { TryNowPage } from './try-now-page';

const CONFIG = {
  googleClientId: null,
  paymentMode: 'sandbox',
  razorpayKeyId: null,
  plans: [],
  extensionUrl: '/try-now',
  downloadUrl: '/downloads/ApplyPilot-agent.zip',
  downloadBytes: 2_400_000,
};
const file = (platform: 'windows-x64' | 'macos-x64' | 'linux-x64', bytes: number, digit: string) => ({
  platform,
  file: `ApplyPilot-agent-${platform}.zip`,
  url: `/downloads/ApplyPilot-agent-${platform}.zip`,
  bytes,
  sha256: digit.repeat(64),
});
const READY: DownloadList = {
  version: '0.2.0',
  state: 'ready',
  files: [
    file('windows-x64', 32_531_644, 'a'),
    file('macos-x64', 36_159_009, 'b'),
    file('linux-x64', 40_758_584, 'c'),
  ],
  preparing: null,
  message: null,
  storeZip: null,
};

function renderPage(downloads: DownloadList, userAgent: string) {
  vi.stubGlobal('navigator', { userAgent });
  stubFetch((call) => ({ body: call.url.endsWith('/api/downloads') ? downloads : CONFIG }));
  const router = createMemoryRouter([{ path: '*', element: <TryNowPage /> }], {
    initialEntries: ['/try-now'],
  });
  render(withQueryClient(<RouterProvider router={router} />));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/try-now downloads', () => {
  it('offers the browser’s platform first, with size and SHA-256, and lists the others', async () => {
    renderPage(
      READY,
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 Chrome/140 Safari/537.36',
    );
    const primary = await screen.findByRole('link', { name: 'Download' });
    expect(primary.getAttribute('href')).toBe('/downloads/ApplyPilot-agent-macos-x64.zip');
    expect(screen.getByText('ApplyPilot for macOS (Intel and Apple silicon)')).toBeTruthy();
    expect(
      screen.getByText('ApplyPilot-agent-macos-x64.zip · about 36 MB · Requires Google Chrome'),
    ).toBeTruthy();
    expect(screen.getByText('b'.repeat(64))).toBeTruthy();
    const others = screen.getByRole('heading', { name: 'Other systems' }).parentElement;
    if (!others) throw new Error('no list of other systems');
    const links = within(others).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ApplyPilot for Windows (64-bit)', '/downloads/ApplyPilot-agent-windows-x64.zip'],
      ['ApplyPilot for Linux (64-bit)', '/downloads/ApplyPilot-agent-linux-x64.zip'],
    ]);
    expect(within(others).getByText('c'.repeat(64))).toBeTruthy();
    expect(screen.queryByText(/Node\.js 20/)).toBeNull();
  });

  it('says the downloads are being prepared, and how far, instead of a link', async () => {
    renderPage(
      { ...READY, state: 'preparing', files: [], preparing: { platform: 'linux-x64', percent: 40 } },
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    );
    const status = await screen.findByText('Preparing the downloads: Linux (64-bit) 40%…');
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('falls back to the zip for Node.js when the server builds no platform downloads', async () => {
    renderPage({ ...READY, state: 'off', files: [] }, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)');
    const link = await screen.findByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe('/downloads/ApplyPilot-agent.zip');
    expect(
      screen.getByText('about 2.4 MB · Windows, macOS, Linux · Requires Node.js 20+ and Chrome'),
    ).toBeTruthy();
  });
});

describe('the user’s platform', () => {
  it('reads the client hint, then the user agent', () => {
    expect(userPlatform({ userAgentData: { platform: 'Windows' }, userAgent: '' })).toBe('windows-x64');
    expect(userPlatform({ userAgentData: { platform: 'macOS' }, userAgent: '' })).toBe('macos-x64');
    expect(userPlatform({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe('linux-x64');
    expect(userPlatform({ userAgent: 'Mozilla/5.0 (Linux; Android 14)' })).toBe('windows-x64');
    expect(userPlatform({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' })).toBe('windows-x64');
  });
});
