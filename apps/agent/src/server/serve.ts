import { AGENT_VERSION, LOCAL_AGENT_PORT } from '@applypilot/contracts';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { headlessFromEnv, profileDir } from '../browser/launch';
import { linkedinOrigin } from '../linkedin/origin';
import { AgentState } from '../store/agent-state';
import { CompletionQueue } from '../run/completion-queue';
import { trustedExtensionOrigins } from './extension-origins';
import { grantPublicKey } from '../run/grant-key';
import { createAgentServer } from './http-server';
import { CaptureStore } from '../store/capture-store';
import { builtForApiOrigin, Pairing } from './pairing';
import { ResumeStore } from '../store/resume-store';
import { RunManager } from '../run/run-manager';
import { AgentSessions } from './sessions';
import { privateDir } from '../store/secure-files';
import { claimInstance } from './single-instance';
import { checkForUpdate } from './update-check';
import type { Say } from '../run/window-notes';

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.AGENT_DATA_DIR || path.join(os.homedir(), '.applypilot');
}

function portOf(env: NodeJS.ProcessEnv): number {
  const port = Number(env.AGENT_PORT || LOCAL_AGENT_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`AGENT_PORT is not a port: ${env.AGENT_PORT}`);
  return port;
}

/** Exit code when another agent already runs (or the port is taken): the launchers keep the window open on it. */
export const ALREADY_RUNNING_EXIT = 4;

/**
 * `npm run agent -- serve [--unpair]`: the local agent the extension drives. Refuses to start a second time (same data
 * folder or port); listens on 127.0.0.1 only; prints its pairing code while no extension is paired; tells the user
 * when the site serves a newer agent; reconciles a reservation left open by a crash at the next run; sends the
 * completions the API has not acknowledged at start, during runs and every 30 s while any wait. Resolves true once
 * listening, false when another agent runs (nothing was started).
 */
export async function serve(
  options: { unpair: boolean; say: Say },
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  const { say } = options;
  const log = (message: string) => say({ kind: 'log', message });
  const port = portOf(env);
  const extensionOrigins = trustedExtensionOrigins(env);
  // Before anything else: without the key no credit can be confirmed, so the agent refuses to start (exit 1).
  const publicKey = grantPublicKey(env);
  const data = dataDir(env);
  await privateDir(data);
  const claim = await claimInstance(data, port);
  if (claim !== 'ok') {
    say(claim === 'already-running' ? { kind: 'already-running', port } : { kind: 'port-taken', port });
    process.exitCode = ALREADY_RUNNING_EXIT;
    return false;
  }
  // The code is shown once the agent listens: a code printed by an agent that then fails to start would mislead.
  let code: string | null = null;
  const pairing = await Pairing.open(data, (event) => {
    switch (event.kind) {
      case 'code':
        if (code === null) code = event.code;
        else say({ kind: 'pairing-code', code: event.code });
        return;
      case 'paired':
        return say({ kind: 'paired', extension: event.extension, site: event.site });
      case 'code-retired':
        return say({ kind: 'pairing-code-retired', wrongCodes: event.wrongCodes });
    }
  });
  if (options.unpair) await pairing.forget();
  const state = await AgentState.load(data);
  const queue = new CompletionQueue(state);
  const runs = new RunManager(
    {
      version: AGENT_VERSION,
      dataDir: data,
      profileDir: profileDir(env),
      origin: linkedinOrigin(env),
      headless: headlessFromEnv(env),
      pace: env.AGENT_NO_DELAYS === '1' ? 'none' : 'human',
      log,
      grantPublicKey: publicKey,
      say,
    },
    state,
    queue,
  );
  const sessions = new AgentSessions(() => pairing.key, AGENT_VERSION);
  const server = createAgentServer({
    port,
    extensionOrigins,
    pairing,
    sessions,
    runs,
    resumes: new ResumeStore(data),
    captures: new CaptureStore(data),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  say({ kind: 'listening', url: `http://127.0.0.1:${port}`, version: AGENT_VERSION });
  if (code !== null) say({ kind: 'pairing-code', code });
  // Enter in the agent's window asks for a new pairing code: what only the person at this window can do, so no other
  // program can keep them from pairing by typing wrong codes (decision 048).
  const keys = createInterface({ input: process.stdin });
  keys.on('line', () => {
    if (!pairing.requestNewCode()) log('The agent is already paired; start it with --unpair to pair again.');
  });
  if (state.reservation)
    log(`An application to job ${state.reservation.jobId} was left open: reconciled at the next run.`);
  if (queue.size > 0)
    log(`${queue.size} application outcome(s) wait for the ApplyPilot API: sending them now.`);
  void runs.flushCompletions().catch(() => undefined);
  queue.startTimer(runs.currentFlushContext);
  // The site this agent belongs to: the download's built-in one, else (from the repository) the paired one.
  const site = builtForApiOrigin() ?? pairing.apiOrigin;
  if (site)
    void checkForUpdate(site, AGENT_VERSION).then((update) => {
      if (update) say({ kind: 'update-available', ...update });
    });
  const shutdown = () => {
    queue.stopTimer();
    keys.close();
    runs.stop();
    server.close();
    void runs.done.finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return true;
}
