import { LOCAL_AGENT_PORT } from '@applypilot/contracts';
import os from 'node:os';
import path from 'node:path';
import { headlessFromEnv, profileDir } from '../browser/launch';
import { linkedinOrigin } from '../cli/inputs';
import { AgentState } from './agent-state';
import { CompletionQueue } from './completion-queue';
import { grantPublicKey } from './grant-key';
import { createAgentServer } from './http-server';
import { Pairing } from './pairing';
import { ResumeStore } from './resume-store';
import { RunManager } from './run-manager';
import { privateDir } from './secure-files';

const VERSION = '0.1.0';

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.AGENT_DATA_DIR || path.join(os.homedir(), '.applypilot');
}

function portOf(env: NodeJS.ProcessEnv): number {
  const port = Number(env.AGENT_PORT || LOCAL_AGENT_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`AGENT_PORT is not a port: ${env.AGENT_PORT}`);
  return port;
}

/**
 * `npm run agent -- serve [--unpair]`: the local agent the extension drives. Listens on 127.0.0.1 only; prints its
 * pairing code while no extension is paired; reconciles a reservation left open by a crash at the next run; sends the
 * completions the API has not acknowledged at start, during runs and every 30 s while any wait.
 */
export async function serve(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const log = (message: string) => process.stderr.write(`${message}\n`);
  const port = portOf(env);
  // Before anything else: without the key no credit can be confirmed, so the agent refuses to start (exit 1).
  const publicKey = grantPublicKey(env);
  const data = dataDir(env);
  await privateDir(data);
  const announce = (code: string) =>
    log(`Pairing code: ${code} — type it in the ApplyPilot extension's popup`);
  const pairing = await Pairing.open(data, announce, log);
  if (argv.includes('--unpair')) await pairing.forget();
  const state = await AgentState.load(data);
  const queue = new CompletionQueue(state);
  const runs = new RunManager(
    {
      version: VERSION,
      dataDir: data,
      profileDir: profileDir(env),
      origin: linkedinOrigin(env),
      headless: headlessFromEnv(env),
      pace: env.AGENT_NO_DELAYS === '1' ? 'none' : 'human',
      log,
      grantPublicKey: publicKey,
    },
    state,
    queue,
  );
  if (state.reservation)
    log(`An application to job ${state.reservation.jobId} was left open: reconciled at the next run.`);
  if (queue.size > 0)
    log(`${queue.size} application outcome(s) wait for the ApplyPilot API: sending them now.`);
  void runs.flushCompletions().catch(() => undefined);
  queue.startTimer(runs.currentFlushContext);
  const server = createAgentServer({ port, pairing, runs, resumes: new ResumeStore(data) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // One line on stdout for whoever started the agent (tests read it); people read stderr.
  process.stdout.write(`${JSON.stringify({ listening: `http://127.0.0.1:${port}` })}\n`);
  log(`ApplyPilot agent listening on 127.0.0.1:${port}`);
  const shutdown = () => {
    queue.stopTimer();
    runs.stop();
    server.close();
    void runs.done.finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
