import { MESSAGES, STORAGE_KEYS } from '@applypilot/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, withQueryClient } from '../../lib/test-support';
import { InterviewAssistantPage } from './interview-assistant-page';
import { userStorage } from '../../lib/user-data/user-store';

/**
 * The control bar's connection and recording messages (sections 4, 5 and 8) with the browser's media faked: jsdom has
 * no MediaStream, MediaRecorder or screen share. The e2e files drive the real ones in Chromium.
 */
type FakeTrack = {
  kind: 'audio' | 'video';
  readyState: 'live' | 'ended';
  stop(): void;
  addEventListener(): void;
};

function track(kind: FakeTrack['kind'], readyState: FakeTrack['readyState'] = 'live'): FakeTrack {
  return { kind, readyState, stop: () => undefined, addEventListener: () => undefined };
}

class FakeMediaStream {
  active = true;
  constructor(private readonly tracks: FakeTrack[] = []) {}
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((item) => item.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((item) => item.kind === 'video');
  }
}

class FakeMediaRecorder {
  static isTypeSupported = () => true;
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onerror: (() => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.onstop?.();
  }
}

let getDisplayMedia: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  userStorage.setItem(STORAGE_KEYS.interviewApiKey, 'key');
  userStorage.setItem(STORAGE_KEYS.interviewCvContent, 'My resume');
  stubFetch(() => ({ body: { geminiApiUrl: 'http://127.0.0.1:8787' } }));
  vi.stubGlobal('MediaStream', FakeMediaStream);
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  getDisplayMedia = vi.fn();
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: {
      getDisplayMedia,
      getUserMedia: () => Promise.resolve(new FakeMediaStream([track('audio')])),
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

async function renderReady() {
  render(withQueryClient(<MemoryRouter>{<InterviewAssistantPage />}</MemoryRouter>));
  // The public config (Gemini's URL) answers first; on a busy machine that takes more than poll's default second.
  await expect
    .poll(() => (screen.getByRole('button', { name: 'Mic' }) as HTMLButtonElement).disabled, {
      timeout: 10_000,
    })
    .toBe(false);
}

const status = () => screen.getByRole('status').textContent;
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

/** Each test renders the whole assistant page in jsdom and waits for its config: slow on a busy machine. */
const PAGE_TIMEOUT_MS = 30_000;

describe('interview controls: connection and recording messages', () => {
  it(
    "Connect Tab reads 'Connecting to tab...' while the browser asks, then 'Connection failed: {error}'",
    async () => {
      let refuse: (error: Error) => void = () => undefined;
      getDisplayMedia.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
      await renderReady();
      await press('Connect Tab');
      expect(status()).toBe('Connecting to tab...');
      await act(async () => refuse(new Error('Permission denied by user')));
      expect(status()).toBe('Connection failed: Permission denied by user');
      expect(screen.queryByText('Connected Tab View')).toBeNull();
    },
    PAGE_TIMEOUT_MS,
  );

  it(
    "a share without video reads 'No video found. Could not connect.'",
    async () => {
      getDisplayMedia.mockResolvedValue(new FakeMediaStream([track('audio')]));
      await renderReady();
      await press('Connect Tab');
      expect(status()).toBe(MESSAGES.noVideoFound);
      expect((screen.getByRole('button', { name: 'Analyze' }) as HTMLButtonElement).disabled).toBe(true);
    },
    PAGE_TIMEOUT_MS,
  );

  it(
    "a second Mic press while recording reads 'Already recording.'",
    async () => {
      await renderReady();
      await press('Mic');
      expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
      await press('Mic');
      expect(status()).toBe('Already recording.');
    },
    PAGE_TIMEOUT_MS,
  );

  it(
    "Tab Audio on a tab whose audio has ended reads 'Tab audio not connected or available.'",
    async () => {
      getDisplayMedia.mockResolvedValue(new FakeMediaStream([track('video'), track('audio', 'ended')]));
      await renderReady();
      await press('Connect Tab');
      expect(status()).toBe(MESSAGES.connectedTab);
      await press('Tab Audio');
      expect(status()).toBe('Tab audio not connected or available.');
      expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    },
    PAGE_TIMEOUT_MS,
  );
});
