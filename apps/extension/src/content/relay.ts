import { WINDOW_MESSAGE, type WindowMessage } from '@applypilot/contracts';
import type { WorkerReply, WorkerRequest } from '../shared/runtime-messages';
import type { PageMessage } from './message-filter';

/**
 * What the worker is asked for a page message the filter let through; null for the handshake, which the content
 * script answers itself.
 */
export function requestFor(message: PageMessage): WorkerRequest | null {
  switch (message.type) {
    case WINDOW_MESSAGE.dashboardReady:
      return null;
    case WINDOW_MESSAGE.startAutomation:
      return { kind: 'start', payload: message.payload };
    case WINDOW_MESSAGE.stopAutomation:
      return { kind: 'stop' };
    case WINDOW_MESSAGE.agentStateRequest:
      return { kind: 'state' };
    case WINDOW_MESSAGE.sentResumeRequest:
      return { kind: 'sent-resume', sha256: message.sha256 };
    case WINDOW_MESSAGE.signedInAccount:
      return { kind: 'account', account: message.account };
    case WINDOW_MESSAGE.pageCaptureRequest:
      return { kind: 'page-capture', name: message.name };
  }
}

/**
 * The page message for a worker reply: the agent's state, an automation error, the sent PDF or a page's capture (or
 * why not).
 */
export function pageMessageFor(reply: WorkerReply): WindowMessage {
  switch (reply.kind) {
    case 'error':
      return { type: WINDOW_MESSAGE.automationError, message: reply.message };
    case 'state':
      return { type: WINDOW_MESSAGE.agentState, ...reply.state };
    case 'sent-resume': {
      const { sha256, base64, filename, error } = reply;
      return {
        type: WINDOW_MESSAGE.sentResume,
        sha256,
        ...(base64 !== undefined ? { base64 } : {}),
        ...(filename !== undefined ? { filename } : {}),
        ...(error !== undefined ? { error } : {}),
      };
    }
    case 'page-capture': {
      const { name, html, error } = reply;
      return {
        type: WINDOW_MESSAGE.pageCapture,
        name,
        ...(html !== undefined ? { html } : {}),
        ...(error !== undefined ? { error } : {}),
      };
    }
  }
}
