import '../shared/zod-setup';
import { fromBase64url, pairWithAgent, toBase64url } from '@applypilot/agent-link';
import { AgentEventSchema, type AgentEvent } from '@applypilot/contracts';
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
import { EventStreamParser } from './event-stream-parser';
import { pairFailure, typedCode } from './pairing';
import { acceptsPort } from './port-filter';
import { createRunOwner } from './run-owner';
import { fetchPageCapture } from './page-capture';
import { fetchSentResume } from './sent-resume';
import { startBody } from './start-body';

/** Set by the build (scripts/build.ts) from AGENT_PORT; the manifest's only host permission is this origin. */
declare const __AGENT_ORIGIN__: string;
/** Set by the build from APP_ORIGIN: the one site whose pages may use the agent, and the API the agent is sent to. */
declare const __APP_ORIGIN__: string;

/** The pairing key (decision 048), base64url in chrome.storage.local: another user of the computer cannot read it. */
const KEY_STORAGE = 'agentPairingKey';
/** Where an earlier version kept its token, which no agent takes any more. */
const OLD_TOKEN_STORAGE = 'agentPairingToken';
/** Pause before reopening a dropped progress stream while the run goes on. */
const RECONNECT_DELAY_MS = 1000;
/** Consecutive failed reopenings after which the worker stops following (the next state request resumes it). */
const MAX_RECONNECTS = 30;

const agent = new AgentClient(__AGENT_ORIGIN__, null);
const ports = new Set<chrome.runtime.Port>();
const runOwner = createRunOwner(chrome.storage.session);

/** The stored key, read once per worker start (the worker may be stopped by Chrome at any time). */
const keyLoaded = (async () => {
  await chrome.storage.local.remove(OLD_TOKEN_STORAGE);
  const stored = (await chrome.storage.local.get(KEY_STORAGE))[KEY_STORAGE];
  agent.setKey(typeof stored === 'string' ? fromBase64url(stored) : null);
})();

async function currentState(): Promise<AgentState> {
  await keyLoaded;
  const state = stateFromStatus(await agent.status());
  if (state.connection === 'running') void follow();
  return runOwner.scope(state);
}

/** The error for a request that needs the agent when it cannot be had: which step the user is missing. */
async function unavailable(): Promise<WorkerReply> {
  const state = await currentState();
  const message =
    state.connection === 'offline'
      ? TEXT.agentNotRunning
      : state.connection === 'another-program'
        ? TEXT.anotherProgram
        : TEXT.pairFirst;
  return { kind: 'error', message, state };
}

async function handle(request: WorkerRequest): Promise<WorkerReply> {
  switch (request.kind) {
    case 'state':
      return { kind: 'state', state: await currentState() };
    case 'account':
      await runOwner.setSignedIn(request.account);
      return { kind: 'state', state: await currentState() };
    case 'unpair':
      await keyLoaded;
      await chrome.storage.local.remove(KEY_STORAGE);
      agent.setKey(null);
      return { kind: 'state', state: await currentState(), notice: TEXT.unpaired };
    case 'pair': {
      const typed = typedCode(request.code);
      if (!typed.ok) return { kind: 'error', message: typed.message };
      const result = await pairWithAgent(__AGENT_ORIGIN__, typed.code, {
        extensionOrigin: `chrome-extension://${chrome.runtime.id}`,
        apiOrigin: __APP_ORIGIN__,
      });
      if (result.kind !== 'ok')
        return { kind: 'error', message: pairFailure(result), state: await currentState() };
      await keyLoaded;
      await chrome.storage.local.set({ [KEY_STORAGE]: toBase64url(result.value.pairingKey) });
      agent.setKey(result.value.pairingKey);
      return { kind: 'state', state: await currentState(), notice: TEXT.paired };
    }
    case 'start': {
      // The API is the build's own origin, whatever apiUrl the payload carries.
      const body = startBody(request.payload, __APP_ORIGIN__);
      if (!body.success) return { kind: 'error', message: TEXT.badPayload };
      await keyLoaded;
      if (!agent.paired) return unavailable();
      // Sealed for the agent that proved it holds the key; anything else on the port is sent nothing.
      const result = await agent.start(body.data);
      if (result.kind === 'offline') return { kind: 'error', message: TEXT.agentNotRunning };
      if (result.kind === 'another-program' || result.kind === 'unpaired') return unavailable();
      if (result.kind === 'refused') {
        if (result.status === 409) return { kind: 'error', message: TEXT.alreadyRunning };
        return { kind: 'error', message: TEXT.agentRefused(result.status, result.message) };
      }
      await runOwner.setRunOwner(request.payload.userEmail);
      void follow();
      return { kind: 'state', state: await currentState() };
    }
    case 'sent-resume':
      await keyLoaded;
      return fetchSentResume(agent, request.sha256);
    case 'page-capture':
      await keyLoaded;
      return fetchPageCapture(agent, request.name);
    case 'stop': {
      await keyLoaded;
      if (!agent.paired) return unavailable();
      const result = await agent.stop();
      if (result.kind === 'offline') return { kind: 'error', message: TEXT.agentNotRunning };
      if (result.kind === 'another-program' || result.kind === 'unpaired') return unavailable();
      if (result.kind === 'refused') {
        return { kind: 'error', message: TEXT.agentRefused(result.status, result.message) };
      }
      return { kind: 'state', state: await currentState() };
    }
  }
}

async function broadcast(event: AgentEvent): Promise<void> {
  // Another account's run goes on without telling this person's pages what it does.
  if (!(await runOwner.signedInOwnsRun())) return;
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
 * Follows the progress stream while a run goes on, relaying every event in order. Each event is sealed by the agent
 * (decision 048) and opened here; one that does not open ends the reading. A dropped stream is reopened while the
 * agent says it is running.
 */
async function follow(): Promise<void> {
  if (following) return;
  following = true;
  try {
    await keyLoaded;
    let failures = 0;
    while (failures < MAX_RECONNECTS && agent.paired) {
      const ended = await readProgress();
      if (ended) return;
      const status = await agent.status();
      if (status.kind !== 'ok' || status.value.state === 'idle') return;
      failures += 1;
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS));
    }
  } finally {
    following = false;
  }
}

/** Reads one progress stream until it ends; true once the run has ended (no reason to reopen it). */
async function readProgress(): Promise<boolean> {
  const abort = new AbortController();
  const opened = await agent.progress(abort.signal);
  if (opened.kind !== 'ok') return false;
  const reader = opened.value.body.getReader();
  const decoder = new TextDecoder();
  const parser = new EventStreamParser();
  let index = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return false;
      for (const data of parser.push(decoder.decode(value, { stream: true }))) {
        index += 1;
        const event = AgentEventSchema.safeParse(await opened.value.open(data, index));
        if (!event.success) {
          abort.abort();
          return false;
        }
        await broadcast(event.data);
        if (event.data.type === 'run-ended') {
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
