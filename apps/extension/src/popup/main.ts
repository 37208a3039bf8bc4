import '../shared/zod-setup';
import {
  WorkerReplySchema,
  type AgentState,
  type WorkerReply,
  type WorkerRequest,
} from '../shared/runtime-messages';
import { describeState } from './describe-state';

/** The popup: the agent's state, pairing with its code, Stop while a run goes on, and Unpair. */
function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`popup.html lacks #${id}`);
  return found as T;
}

const status = element<HTMLParagraphElement>('status');
const counts = element<HTMLParagraphElement>('counts');
const stop = element<HTMLButtonElement>('stop');
const form = element<HTMLFormElement>('pair-form');
const code = element<HTMLInputElement>('code');
const message = element<HTMLParagraphElement>('message');
const unpair = element<HTMLButtonElement>('unpair');

function show(state: AgentState): void {
  const said = describeState(state);
  status.dataset.state = state.connection;
  status.textContent = said.status;
  counts.hidden = said.counts === null;
  counts.textContent = said.counts ?? '';
  // A stop already asked for is not asked again; the button comes back with the next run.
  stop.hidden = !said.canStop;
  // Another program on the port: pairing again is how a person who restarted the agent with --unpair gets back.
  form.hidden = !['unpaired', 'offline', 'another-program'].includes(state.connection);
  unpair.hidden = state.connection !== 'ready' && state.connection !== 'running';
}

function say(text: string, kind: 'error' | 'info'): void {
  message.dataset.kind = kind;
  message.textContent = text;
}

async function ask(request: WorkerRequest): Promise<WorkerReply> {
  const parsed = WorkerReplySchema.safeParse(await chrome.runtime.sendMessage(request));
  return parsed.success
    ? parsed.data
    : { kind: 'error', message: 'The extension did not answer. Reopen this window.' };
}

async function run(request: WorkerRequest, busy: HTMLButtonElement | null): Promise<void> {
  if (busy) busy.disabled = true;
  try {
    const reply = await ask(request);
    // The popup never asks for a sent PDF or a page's capture; those answers belong to the dashboard.
    if (reply.kind === 'sent-resume' || reply.kind === 'page-capture') return;
    if (reply.state) show(reply.state);
    if (reply.kind === 'error') say(reply.message, 'error');
    else say(reply.notice ?? '', 'info');
  } finally {
    if (busy) busy.disabled = false;
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void run({ kind: 'pair', code: code.value }, form.querySelector('button'));
});
stop.addEventListener('click', () => void run({ kind: 'stop' }, stop));
unpair.addEventListener('click', () => void run({ kind: 'unpair' }, unpair));

/** While the popup is open the counts and state follow the agent; a refresh never clears the last message. */
const REFRESH_MS = 2000;
async function refresh(): Promise<void> {
  const reply = await ask({ kind: 'state' });
  if (reply.kind !== 'sent-resume' && reply.kind !== 'page-capture' && reply.state) show(reply.state);
}

void run({ kind: 'state' }, null);
window.setInterval(() => void refresh(), REFRESH_MS);
