import { MESSAGES } from '@applypilot/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureJpeg } from './screenshot';
import { shareTab } from './tab-share';

/** Just enough of a MediaStreamTrack / MediaStream for the code under test (jsdom has neither). */
function track(kind: 'audio' | 'video') {
  return { kind, readyState: 'live', stop: vi.fn(), addEventListener: vi.fn() };
}
function stream(kinds: ('audio' | 'video')[], active = true) {
  const tracks = kinds.map(track);
  return {
    active,
    tracks,
    getTracks: () => tracks,
    getVideoTracks: () => tracks.filter((item) => item.kind === 'video'),
    getAudioTracks: () => tracks.filter((item) => item.kind === 'audio'),
  } as unknown as MediaStream & { tracks: ReturnType<typeof track>[] };
}

function stubDisplayMedia(impl: () => Promise<MediaStream>) {
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getDisplayMedia: vi.fn(impl) } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Connect Tab (section 5 and 8)', () => {
  it("a refused or failed share reads 'Connection failed: {error}'", async () => {
    stubDisplayMedia(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    await expect(shareTab()).rejects.toThrow(MESSAGES.connectionFailedWith('Permission denied'));
    expect(MESSAGES.connectionFailedWith('Permission denied')).toBe('Connection failed: Permission denied');
  });

  it("a share without a video track reads 'No video found. Could not connect.' and is stopped", async () => {
    const audioOnly = stream(['audio']);
    stubDisplayMedia(() => Promise.resolve(audioOnly));
    await expect(shareTab()).rejects.toThrow('No video found. Could not connect.');
    expect(audioOnly.tracks[0]!.stop).toHaveBeenCalled();
  });

  it('a browser that cannot share a tab says so in the same form', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    await expect(shareTab()).rejects.toThrow('Connection failed: this browser cannot share a tab');
  });
});

describe('Analyze: the four screen-capture errors (section 8)', () => {
  it("no stream, or an ended one: 'Video stream not available.'", async () => {
    await expect(captureJpeg(null, null)).rejects.toThrow('Video stream not available.');
    await expect(captureJpeg(stream(['video'], false), null)).rejects.toThrow('Video stream not available.');
  });

  it("a stream without video: 'No video track found.'", async () => {
    await expect(captureJpeg(stream(['audio']), null)).rejects.toThrow('No video track found.');
  });

  it("a preview with no size yet: 'Video dimensions not available.'", async () => {
    const shared = stream(['video']);
    const preview = document.createElement('video');
    Object.assign(preview, { srcObject: shared });
    Object.defineProperty(preview, 'readyState', { value: HTMLMediaElement.HAVE_CURRENT_DATA });
    Object.defineProperty(preview, 'videoWidth', { value: 0 });
    Object.defineProperty(preview, 'videoHeight', { value: 0 });
    await expect(captureJpeg(shared, preview)).rejects.toThrow('Video dimensions not available.');
  });

  it("a video that fails to load its first frame: 'Error loading video for screenshot.'", async () => {
    const created: HTMLVideoElement[] = [];
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((name: string) => {
      const element = create(name);
      if (element instanceof HTMLVideoElement) {
        element.play = () => Promise.resolve();
        const listen = element.addEventListener.bind(element);
        element.addEventListener = ((type: string, listener: EventListener) => {
          listen(type, listener);
          // Fail the load once the capture listens for it, as a broken stream does.
          if (type === 'error') queueMicrotask(() => element.dispatchEvent(new Event('error')));
        }) as typeof element.addEventListener;
        created.push(element);
      }
      return element;
    });
    await expect(captureJpeg(stream(['video']), null)).rejects.toThrow('Error loading video for screenshot.');
    expect(created).toHaveLength(1);
  });
});
