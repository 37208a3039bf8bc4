import { WINDOW_MESSAGE, WindowMessageSchema, type WindowMessage } from '@applypilot/contracts';

/** The page → extension messages the content script acts on; the others are its own or meant for the page. */
const FROM_PAGE: ReadonlySet<string> = new Set([
  WINDOW_MESSAGE.dashboardReady,
  WINDOW_MESSAGE.startAutomation,
  WINDOW_MESSAGE.stopAutomation,
  WINDOW_MESSAGE.agentStateRequest,
  WINDOW_MESSAGE.sentResumeRequest,
  WINDOW_MESSAGE.signedInAccount,
  WINDOW_MESSAGE.pageCaptureRequest,
]);

export type PageMessage = Extract<
  WindowMessage,
  {
    type:
      | 'DASHBOARD_READY'
      | 'START_AUTOMATION'
      | 'STOP_AUTOMATION'
      | 'AGENT_STATE_REQUEST'
      | 'SENT_RESUME_REQUEST'
      | 'SIGNED_IN_ACCOUNT'
      | 'PAGE_CAPTURE_REQUEST';
  }
>;

/** The parts of a MessageEvent the filter reads (a plain object in tests). */
export interface MessageLike {
  source: unknown;
  origin: string;
  data: unknown;
}

/**
 * A page message the content script may act on, or null. Only this window may speak (not a frame, an opener or a
 * popup it opened), only from this page's own origin, and only with a known, well-formed page → extension message:
 * anything else is dropped without a word, so a hostile page learns nothing by probing.
 */
export function acceptPageMessage(event: MessageLike, self: unknown, ownOrigin: string): PageMessage | null {
  if (event.source !== self || event.origin !== ownOrigin) return null;
  const parsed = WindowMessageSchema.safeParse(event.data);
  if (!parsed.success || !FROM_PAGE.has(parsed.data.type)) return null;
  return parsed.data as PageMessage;
}
