/**
 * Connect Tab: a screen share that must carry video (section 4), usually the tab of the video call, with its audio
 * when the user ticks "Share tab audio". The hints ask the browser's picker for tabs first and to leave the assistant's
 * own tab out of the list (sharing it would show the assistant to itself).
 */
import { MESSAGES } from '@applypilot/contracts';

export class TabShareError extends Error {}

export async function shareTab(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getDisplayMedia)
    throw new TabShareError(MESSAGES.connectionFailedWith('this browser cannot share a tab'));
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getDisplayMedia({
      video: true,
      audio: true,
      selfBrowserSurface: 'exclude',
      surfaceSwitching: 'include',
      systemAudio: 'include',
    } as DisplayMediaStreamOptions);
  } catch (error) {
    // A refusal is a DOMException, which is not an Error everywhere: its message is what the user should read.
    const reason =
      typeof error === 'object' &&
      error !== null &&
      typeof (error as { message?: unknown }).message === 'string'
        ? (error as { message: string }).message
        : String(error);
    throw new TabShareError(reason ? MESSAGES.connectionFailedWith(reason) : MESSAGES.connectionFailed);
  }
  if (stream.getVideoTracks().length === 0) {
    for (const track of stream.getTracks()) track.stop();
    throw new TabShareError(MESSAGES.noVideoFound);
  }
  return stream;
}

/** The shared tab's audio alone, for recording or live listening (null when the user did not share audio). */
export function tabAudio(stream: MediaStream | null): MediaStream | null {
  const tracks = stream?.getAudioTracks().filter((track) => track.readyState === 'live') ?? [];
  return tracks.length > 0 ? new MediaStream(tracks) : null;
}
