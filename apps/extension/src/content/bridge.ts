import { WINDOW_MESSAGE, type WindowMessage } from '@applypilot/contracts';
import {
  BRIDGE_PORT,
  PortRequestSchema,
  WorkerPushSchema,
  type WorkerReply,
  type WorkerRequest,
} from '../shared/runtime-messages';
import { acceptPageMessage, type PageMessage } from './message-filter';
import { pageMessageFor, requestFor } from './relay';

/** The parts of `window` the bridge uses (a plain object in tests). */
export interface BridgeWindow {
  location: { origin: string };
  postMessage(message: unknown, targetOrigin: string): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/**
 * The dashboard bridge: answers the page's handshake and relays its automation messages to the service worker over
 * a port, and the worker's answers and the agent's events back to the page. It never talks to the agent itself.
 *
 * It starts only on the site the extension was built for (`appOrigin`). The manifest already limits the content
 * script to that origin; this is the second lock, should a manifest ever match more. Returns whether it started.
 */
export function startBridge(
  win: BridgeWindow,
  connectPort: () => chrome.runtime.Port,
  appOrigin: string,
): boolean {
  if (win.location.origin !== appOrigin) return false;

  function post(message: WindowMessage): void {
    // Our own window and origin only: the page's other frames and other origins never see agent traffic.
    win.postMessage(message, appOrigin);
  }

  function postReply(reply: WorkerReply): void {
    post(pageMessageFor(reply));
  }

  let port: chrome.runtime.Port | null = null;
  let nextRequestId = 1;

  /** The worker may be stopped by Chrome at any time; the port then drops and the next request opens a new one. */
  function connect(): chrome.runtime.Port {
    if (port) return port;
    const opened = connectPort();
    opened.onMessage.addListener((message) => {
      const push = WorkerPushSchema.safeParse(message);
      if (!push.success) return;
      if (push.data.kind === 'event') post({ type: WINDOW_MESSAGE.automationEvent, event: push.data.event });
      else postReply(push.data.reply);
    });
    opened.onDisconnect.addListener(() => {
      if (port === opened) port = null;
    });
    port = opened;
    return opened;
  }

  function send(request: WorkerRequest): void {
    const message = PortRequestSchema.parse({ requestId: nextRequestId++, request });
    try {
      connect().postMessage(message);
    } catch {
      // The port died between the check and the post (the worker restarted): one retry on a fresh port.
      port = null;
      connect().postMessage(message);
    }
  }

  function handle(message: PageMessage): void {
    const request = requestFor(message);
    if (request) return send(request);
    post({ type: WINDOW_MESSAGE.extensionReady });
    // Listen for the agent's events from the start, so a run started elsewhere still reaches this page.
    connect();
  }

  win.addEventListener('message', (event: MessageEvent) => {
    const message = acceptPageMessage(event, win, appOrigin);
    if (message) handle(message);
  });
  return true;
}

export const connectToWorker = (): chrome.runtime.Port => chrome.runtime.connect({ name: BRIDGE_PORT });
