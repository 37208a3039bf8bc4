import { LOCAL_AGENT_PORT } from '@applypilot/contracts';

/** The site a build is for when APP_ORIGIN is unset: the dev server. The same mechanism, never a wildcard. */
export const DEFAULT_APP_ORIGIN = 'http://localhost:8080';

export interface BuildSettings {
  /** The one ApplyPilot site this build serves: the content script's only match, the worker's only page origin. */
  appOrigin: string;
  /** The local agent (http://127.0.0.1:PORT): the worker's only host permission and the only host it calls. */
  agentOrigin: string;
}

/** Reads the build's settings from the environment, refusing bad values by name (as the apps' configs do). */
export function buildSettings(env: Record<string, string | undefined>): BuildSettings {
  const raw = env.APP_ORIGIN?.trim() || DEFAULT_APP_ORIGIN;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new Error(`APP_ORIGIN must be an http(s) origin such as https://applypilot.example, not "${raw}"`);
  }
  // A path, query or hash would be dropped silently; a build for "the wrong site" must not start that way.
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new Error(`APP_ORIGIN must be an origin (scheme, host and port only), not "${raw}"`);
  }
  const port = Number(env.AGENT_PORT ?? LOCAL_AGENT_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`AGENT_PORT must be a port number, not "${env.AGENT_PORT}"`);
  }
  return { appOrigin: url.origin, agentOrigin: `http://127.0.0.1:${port}` };
}
