/**
 * Analyze: one frame of the shared tab's video as a JPEG (section 9's screenshot format), with section 8's capture
 * errors. The frame is drawn from the preview's <video> when it is showing the stream, else from a hidden one.
 */
import { MESSAGES, SCREENSHOT_MIME_TYPE } from '@applypilot/contracts';

/** How long a fresh <video> may take to show its first frame. */
const LOAD_TIMEOUT_MS = 5000;
const JPEG_QUALITY = 0.85;

export class ScreenCaptureError extends Error {}

export async function captureJpeg(
  stream: MediaStream | null,
  preview: HTMLVideoElement | null,
): Promise<Blob> {
  if (!stream || !stream.active) throw new ScreenCaptureError(MESSAGES.videoStreamNotAvailable);
  if (stream.getVideoTracks().length === 0) throw new ScreenCaptureError(MESSAGES.noVideoTrack);
  const video = preview && preview.srcObject === stream ? preview : await loadVideo(stream);
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) await waitForFrame(video);
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) throw new ScreenCaptureError(MESSAGES.videoDimensionsNotAvailable);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ScreenCaptureError(MESSAGES.videoDimensionsNotAvailable);
  context.drawImage(video, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, SCREENSHOT_MIME_TYPE, JPEG_QUALITY),
  );
  if (!blob) throw new ScreenCaptureError(MESSAGES.videoLoadError);
  return blob;
}

async function loadVideo(stream: MediaStream): Promise<HTMLVideoElement> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play().catch(() => undefined);
  return video;
}

function waitForFrame(video: HTMLVideoElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new ScreenCaptureError(MESSAGES.videoLoadError)), LOAD_TIMEOUT_MS);
    const finish = (error?: Error) => {
      clearTimeout(timer);
      video.removeEventListener('loadeddata', onLoaded);
      video.removeEventListener('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onLoaded = () => finish();
    const onError = () => finish(new ScreenCaptureError(MESSAGES.videoLoadError));
    video.addEventListener('loadeddata', onLoaded);
    video.addEventListener('error', onError);
  });
}
