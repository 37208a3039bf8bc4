import '../shared/zod-setup';
import type { AgentEvent } from '@applypilot/contracts';
import {
  PortRequestSchema,
  WorkerRequestSchema,
  type AgentState,
  type WorkerPush,
  type WorkerReply,
  type WorkerRequest,
} from '../shared/runtime-messages';
import { TEXT } from '../shared/texts';
import { AgentClient } from './agent-client';
import { stateFromStatus } from './agent-state';
import { EventStreamParser, parseAgentEvent } from './event-stream-parser';
import { pairFailure, pairRequest } from './pairing';
import { acceptsPort } from './port-filter';
import { fetchPageCapture } from './page-capture';
import { fetchSentResume } from './sent-resume';
import { startBody } from './start-body';

/** Set by the build (scripts/build.ts) from AGENT_PORT; the manifest's only host permission is this origin. */
declare const __AGENT_ORIGIN__: string;
/** Set by the build from APP_ORIGIN: the one site whose pages may use the agent, and the API the agent is sent to. */
declare const __APP_ORIGIN__: string;

const TOKEN_KEY = 'agentPairingToken';
/** Pause before reopening a dropped progress stream while the run goes on. */
const RECONNECT_DELAY_MS = 1000;
/** Consecutive failed reopenings after which the worker stops following (the next state request resumes it). */
const MAX_RECONNECTS = 30;

const agent = new AgentClient(__AGENT_ORIGIN__);
const ports = new Set<chrome.runtime.Port>();

async function loadToken(): Promise<string | null> {
  const stored = await chrome.storage.local.get(TOKEN_KEY);
  const token = stored[TOKEN_KEY];
  return typeof token === 'string' && token ? token : null;
}

async function currentState(): Promise<AgentState> {
  const token = await loadToken();
  const result = await agent.status(token);
  // A token the agent no longer knows (it was reset or re-paired elsewhere) is dropped so the popup asks for a code.
  if (result.kind === 'unauthorized' && token) await chrome.storage.local.remove(TOKEN_KEY);
  const state = stateFromStatus(result, token !== null);
  if (state.connection === 'running') void follow();
  return state;
}

/** The error for "no usable token": which step the user is missing depends on whether the agent answers at all. */
async function missingTokenError(): Promise<WorkerReply> {
  const state = await currentState();
  return {
    kind: 'error',
    message: state.connection === 'offline' ? TEXT.agentNotRunning : TEXT.pairFirst,
    state,
  };
}

async function handle(request: WorkerRequest): Promise<WorkerReply> {
  switch (request.kind) {
    case 'state':
      return { kind: 'state', state: await currentState() };
    case 'unpair':
      await chrome.storage.local.remove(TOKEN_KEY);
      return { kind: 'state', state: await currentState(), notice: TEXT.unpaired };
    case 'pair': {
      const pair = pairRequest(request.code, __APP_ORIGIN__);
      if (!pair.ok) return { kind: 'error', message: pair.message };
      const result = await agent.pair(pair.request);
      if (result.kind !== 'ok') return { kind: 'error', message: pairFailure(result) };
      await chrome.storage.local.set({ [TOKEN_KEY]: result.value.token });
      return { kind: 'state', state: await currentState(), notice: TEXT.paired };
    }
    case 'start': {
      // The API is the build's own origin, whatever apiUrl the payload carries.
      const body = startBody(request.payload, __APP_ORIGIN__);
      if (!body.success) return { kind: 'error', message: TEXT.badPayload };
      const token = await loadToken();
      if (!token) return missingTokenError();
      const result = await agent.start(token, body.data);
      if (result.kind === 'offline') return { kind: 'error', message: TEXT.agentNotRunning };
      if (result.kind === 'unauthorized') {
        await chrome.storage.local.remove(TOKEN_KEY);
        return missingTokenError();
      }
      if (result.kind === 'refused') {
        if (result.status === 409) return { kind: 'error', message: TEXT.alreadyRunning };
        return { kind: 'error', message: TEXT.agentRefused(result.status, result.message) };
      }
      void follow();
      return { kind: 'state', state: await currentState() };
    }
    case 'sent-resume':
      return fetchSentResume(agent, await loadToken(), request.sha256, {
        agentAnswers: async () => (await agent.status(null)).kind !== 'offline',
        dropToken: () => chrome.storage.local.remove(TOKEN_KEY),
      });
    case 'page-capture':
      return fetchPageCapture(agent, await loadToken(), request.name, {
        agentAnswers: async () => (await agent.status(null)).kind !== 'offline',
        dropToken: () => chrome.storage.local.remove(TOKEN_KEY),
      });
    case 'stop': {
      const token = await loadToken();
      if (!token) return missingTokenError();
      const result = await agent.stop(token);
      if (result.kind === 'offline') return { kind: 'error', message: TEXT.agentNotRunning };
      if (result.kind === 'unauthorized') return missingTokenError();
      if (result.kind === 'refused') {
        return { kind: 'error', message: TEXT.agentRefused(result.status, result.message) };
      }
      return { kind: 'state', state: await currentState() };
    }
  }
}

function broadcast(event: AgentEvent): void {
  const push: WorkerPush = { kind: 'event', event };
  for (const port of ports) {
    try {
      port.postMessage(push);
    } catch {
      ports.delete(port);
    }
  }
}

let following = false;

/**
 * Follows /api/progress while a run goes on, relaying every event in order. EventSource cannot send the token
 * header, so this reads the stream with fetch. A dropped stream is reopened while the agent says it is running.
 */
async function follow(): Promise<void> {
  if (following) return;
  following = true;
  try {
    let failures = 0;
    while (failures < MAX_RECONNECTS) {
      const token = await loadToken();
      if (!token) return;
      const ended = await readProgress(token);
      if (ended) return;
      const status = await agent.status(token);
      if (status.kind !== 'ok' || status.value.state === 'idle') return;
      failures += 1;
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS));
    }
  } finally {
    following = false;
  }
}

/** Reads one progress stream until it ends; true once the run has ended (no reason to reopen it). */
async function readProgress(token: string): Promise<boolean> {
  const abort = new AbortController();
  const response = await agent.progress(token, abort.signal);
  if (!response?.body) return false;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new EventStreamParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return false;
      for (const data of parser.push(value)) {
        const event = parseAgentEvent(data);
        if (!event) continue;
        broadcast(event);
        if (event.type === 'run-ended') {
          abort.abort();
          return true;
        }
      }
    }
  } catch {
    return false;
  } finally {
    reader.releaseLock();
  }
}

chrome.runtime.onConnect.addListener((port) => {
  // Only our content script on the app's origin; anything else is cut off before it can ask or hear anything.
  if (!acceptsPort(port, chrome.runtime.id, __APP_ORIGIN__)) {
    port.disconnect();
    return;
  }
  ports.add(port);
  port.onDisconnect.addListener(() => ports.delete(port));
  port.onMessage.addListener((message) => {
    const parsed = PortRequestSchema.safeParse(message);
    if (!parsed.success) return;
    const { requestId, request } = parsed.data;
    void handle(request).then((reply) => {
      const push: WorkerPush = { kind: 'reply', requestId, reply };
      try {
        port.postMessage(push);
      } catch {
        // the tab went away meanwhile
      }
    });
  });
});

// The popup's channel. Only our own extension pages may use it (by URL: a popup opened as a tab has a tab too);
// content scripts use their port.
const ownPages = `chrome-extension://${chrome.runtime.id}/`;
chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (sender.id !== chrome.runtime.id || !sender.url?.startsWith(ownPages)) return;
  const parsed = WorkerRequestSchema.safeParse(message);
  if (!parsed.success) return;
  void handle(parsed.data).then(sendResponse);
  return true;
});
