import { WINDOW_MESSAGE } from '@applypilot/contracts';
import { postToExtension } from './automation-store';
import { acceptMessage } from './progress-state';

/** How long the extension (and the agent behind it) get to answer SENT_RESUME_REQUEST. */
export const SENT_RESUME_TIMEOUT_MS = 10_000;

/** What the user reads when a sent PDF cannot be had (decision 028). */
export const SENT_RESUME_TEXT = {
  notConnected: 'Connect the ApplyPilot extension to open the PDF kept on your computer.',
  timedOut:
    'The extension did not answer within 10 seconds. Make sure the ApplyPilot agent is running, then try again.',
  missing: 'This PDF is no longer on this computer.',
  unreadable: 'The PDF the extension sent could not be read.',
} as const;

export interface SentResumePdf {
  sha256: string;
  filename: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export class SentResumeError extends Error {}

/** Base64 (a data URI is tolerated) to bytes; throws on text that is not base64. */
function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const bare = base64.replace(/^data:[^,]*,/, '');
  const binary = atob(bare);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks the extension for the PDF the agent uploaded for an application (SENT_RESUME_REQUEST, same window and origin
 * like every message to it) and waits for the SENT_RESUME with that SHA-256. Rejects with SentResumeError whose
 * message is for people: the extension's own reason, or the time-out.
 */
export function requestSentResume(
  sha256: string,
  timeoutMs: number = SENT_RESUME_TIMEOUT_MS,
): Promise<SentResumePdf> {
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      const message = acceptMessage(event);
      if (message?.type !== WINDOW_MESSAGE.sentResume || message.sha256 !== sha256) return;
      if (!message.base64) {
        finish(() => reject(new SentResumeError(message.error ?? SENT_RESUME_TEXT.missing)));
        return;
      }
      const base64 = message.base64;
      finish(() => {
        try {
          resolve({ sha256, filename: message.filename ?? 'resume.pdf', bytes: decodeBase64(base64) });
        } catch {
          reject(new SentResumeError(SENT_RESUME_TEXT.unreadable));
        }
      });
    };
    const timer = window.setTimeout(
      () => finish(() => reject(new SentResumeError(SENT_RESUME_TEXT.timedOut))),
      timeoutMs,
    );
    window.addEventListener('message', onMessage);
    postToExtension({ type: WINDOW_MESSAGE.sentResumeRequest, sha256 });
  });
}

/** A tab this long after opening has long loaded the PDF; its Blob URL can go. */
export const PDF_URL_LIFETIME_MS = 60_000;

/**
 * Opens the PDF in a new tab from a Blob URL (noopener: the tab gets no handle on the dashboard) and answers the URL,
 * which stays valid for PDF_URL_LIFETIME_MS so the page can offer it again if a pop-up blocker ate the tab.
 */
export function openPdf(pdf: SentResumePdf, onRevoked: () => void): string {
  const url = URL.createObjectURL(new Blob([pdf.bytes], { type: 'application/pdf' }));
  window.open(url, '_blank', 'noopener');
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
    onRevoked();
  }, PDF_URL_LIFETIME_MS);
  return url;
}
