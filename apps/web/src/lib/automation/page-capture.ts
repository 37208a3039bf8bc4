import { WINDOW_MESSAGE } from '@applypilot/contracts';
import { postToExtension } from './automation-store';
import { acceptMessage } from './progress-state';

/** How long the extension (and the agent behind it) get to answer PAGE_CAPTURE_REQUEST. */
export const PAGE_CAPTURE_TIMEOUT_MS = 10_000;

/** What the user reads when the copy of a page cannot be had (issue 27, decision 055). */
export const PAGE_CAPTURE_TEXT = {
  notConnected:
    'The copy of the page is kept on your computer by the ApplyPilot agent: connect the ApplyPilot extension, start the agent, then try again.',
  timedOut:
    'The extension did not answer within 10 seconds. Make sure the ApplyPilot agent is running, then try again.',
  missing: 'This copy of the page is no longer on this computer.',
} as const;

export class PageCaptureError extends Error {}

/**
 * Asks the extension for the redacted capture the agent kept of a page it did not understand (PAGE_CAPTURE_REQUEST,
 * same window and origin like every message to it) and waits for the PAGE_CAPTURE of that name. Rejects with
 * PageCaptureError whose message is for people: the extension's own reason (the agent is not running, pair first,
 * the file is gone), or the time-out.
 */
export function requestPageCapture(
  name: string,
  timeoutMs: number = PAGE_CAPTURE_TIMEOUT_MS,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      const message = acceptMessage(event);
      if (message?.type !== WINDOW_MESSAGE.pageCapture || message.name !== name) return;
      const html = message.html;
      if (html === undefined)
        finish(() => reject(new PageCaptureError(message.error ?? PAGE_CAPTURE_TEXT.missing)));
      else finish(() => resolve(html));
    };
    const timer = window.setTimeout(
      () => finish(() => reject(new PageCaptureError(PAGE_CAPTURE_TEXT.timedOut))),
      timeoutMs,
    );
    window.addEventListener('message', onMessage);
    postToExtension({ type: WINDOW_MESSAGE.pageCaptureRequest, name });
  });
}
