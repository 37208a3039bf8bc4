import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DownloadList, DownloadPlatform } from '@applypilot/contracts';
import { stubFetch, withQueryClient } from '../../../lib/test-support';
import { platformArchitecture, userPlatform } from '../lib/user-platform';
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
const file = (platform: DownloadPlatform, bytes: number, digit: string) => ({
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
    file('macos-arm64', 41_029_117, 'b'),
    file('macos-x64', 43_004_261, 'd'),
    file('linux-x64', 40_758_584, 'c'),
  ],
  preparing: null,
  message: null,
  storeZip: null,
};

const asked: string[] = [];

function renderPage(downloads: DownloadList, userAgent: string) {
  vi.stubGlobal('navigator', { userAgent });
  asked.length = 0;
  stubFetch((call) => {
    if (call.url.includes('/api/downloads')) asked.push(call.url);
    return { body: call.url.includes('/api/downloads') ? downloads : CONFIG };
  });
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
    expect(primary.getAttribute('href')).toBe('/downloads/ApplyPilot-agent-macos-arm64.zip');
    expect(screen.getByText('ApplyPilot for macOS (Apple silicon)')).toBeTruthy();
    expect(
      screen.getByText('ApplyPilot-agent-macos-arm64.zip · about 41 MB · Requires Google Chrome'),
    ).toBeTruthy();
    expect(screen.getByText('b'.repeat(64))).toBeTruthy();
    // The server was asked to build this visitor's platform next.
    expect(asked[0]).toContain('/api/downloads?first=macos-arm64');
    // How to tell the two Macs apart, and the one command Rosetta 2 needs on Apple silicon.
    expect(screen.getByText('softwareupdate --install-rosetta --agree-to-license')).toBeTruthy();
    const others = screen.getByRole('heading', { name: 'Other systems' }).parentElement;
    if (!others) throw new Error('no list of other systems');
    const links = within(others).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ApplyPilot for macOS (Intel)', '/downloads/ApplyPilot-agent-macos-x64.zip'],
      ['ApplyPilot for Windows (64-bit)', '/downloads/ApplyPilot-agent-windows-x64.zip'],
      ['ApplyPilot for Linux (64-bit)', '/downloads/ApplyPilot-agent-linux-x64.zip'],
    ]);
    expect(within(others).getByText('c'.repeat(64))).toBeTruthy();
    expect(screen.queryByText(/Node\.js/)).toBeNull();
    expect(screen.getByText(/you only need Google Chrome/)).toBeTruthy();
  });

  it('gives a Mac the steps that open an unsigned launcher on macOS 15, with the picture', async () => {
    renderPage(
      READY,
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 15_1) AppleWebKit/537.36 Chrome/140 Safari/537.36',
    );
    await screen.findByRole('link', { name: 'Download' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/click Open Anyway, confirm with your password or Touch ID/)).toBeTruthy();
    const picture = screen.getByRole('img', { name: /Drawing of System Settings, Privacy & Security/ });
    // Our own drawing (a small SVG, inlined by the build), not a screenshot.
    expect(picture.getAttribute('src')).toMatch(/open-anyway|^data:image\/svg\+xml/);
    expect(
      screen.getByText(/At the first Start the agent opens its own Chrome window \(not before\)/),
    ).toBeTruthy();
    expect(screen.queryByText(/right-click/i)).toBeNull();
  });

  it('offers the visitor’s download as soon as it is built, and says how far the others are', async () => {
    renderPage(
      {
        ...READY,
        state: 'preparing',
        files: [file('linux-x64', 40_758_584, 'c')],
        preparing: { platform: 'windows-x64', percent: 40 },
      },
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    );
    const primary = await screen.findByRole('link', { name: 'Download' });
    expect(primary.getAttribute('href')).toBe('/downloads/ApplyPilot-agent-linux-x64.zip');
    expect(screen.getByText('Preparing the others: Windows (64-bit) 40%…').getAttribute('role')).toBe(
      'status',
    );
    expect(asked[0]).toContain('/api/downloads?first=linux-x64');
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
    // Nothing above it says Chrome alone is enough.
    expect(screen.queryByText(/you only need Google Chrome/)).toBeNull();
    expect(screen.getByText(/your computer needs Node\.js and Google Chrome/)).toBeTruthy();
  });
});

describe('the user’s platform', () => {
  it('reads the client hint, then the user agent', () => {
    expect(userPlatform({ userAgentData: { platform: 'Windows' }, userAgent: '' })).toBe('windows-x64');
    expect(userPlatform({ userAgentData: { platform: 'macOS' }, userAgent: '' })).toBe('macos-arm64');
    expect(userPlatform({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)' })).toBe(
      'macos-arm64',
    );
    expect(userPlatform({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe('linux-x64');
    expect(userPlatform({ userAgent: 'Mozilla/5.0 (Linux; Android 14)' })).toBe('windows-x64');
    expect(userPlatform({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' })).toBe('windows-x64');
  });
});

describe('the Mac’s processor', () => {
  const hints = (architecture: string) => ({
    userAgent: '',
    userAgentData: { platform: 'macOS', getHighEntropyValues: async () => ({ architecture }) },
  });
  it('takes the Intel download where Chrome says x86, and keeps Apple silicon otherwise', async () => {
    expect(await platformArchitecture('macos-arm64', hints('x86'))).toBe('macos-x64');
    expect(await platformArchitecture('macos-arm64', hints('arm'))).toBe('macos-arm64');
    expect(await platformArchitecture('macos-arm64', { userAgent: 'Safari' })).toBe('macos-arm64');
    expect(await platformArchitecture('linux-x64', hints('x86'))).toBe('linux-x64');
  });
});
