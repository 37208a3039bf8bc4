import { isIPv4 } from 'node:net';

/**
 * Development mode turns on what must never face the public: sandbox payments (free credits for anyone), the mail
 * outbox page (live reset links) and a grant key made on the fly in DATA_DIR. Production mode refuses to start
 * without the real settings instead (decision 034).
 */
export type RunMode = 'development' | 'production';

export interface ModeChoice {
  mode: RunMode;
  /** Why, in words for the start-up log line and the configuration error. */
  reason: string;
}

/** `localhost`, 127.0.0.0/8 or ::1 (bare or in brackets): a name or address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  if (name === 'localhost' || name === '[::1]' || name === '::1') return true;
  return isIPv4(name) && name.split('.')[0] === '127';
}

/** An origin only this machine can reach. */
export function isLoopbackOrigin(origin: string): boolean {
  return isLoopbackHost(new URL(origin).hostname);
}

/**
 * Production unless asked otherwise: NODE_ENV=production or APP_MODE=production say so; APP_MODE=development asks for
 * development; without either, only a loopback APP_ORIGIN runs in development. A conflicting pair is undefined (the
 * caller reports it).
 */
export function chooseMode(settings: {
  appOrigin: string;
  appMode: RunMode | undefined;
  nodeEnv: string;
}): ModeChoice | undefined {
  const { appOrigin, appMode, nodeEnv } = settings;
  if (nodeEnv === 'production') {
    if (appMode === 'development') return undefined;
    return { mode: 'production', reason: 'NODE_ENV=production' };
  }
  if (appMode === 'production') return { mode: 'production', reason: 'APP_MODE=production' };
  if (appMode === 'development') return { mode: 'development', reason: 'APP_MODE=development' };
  return isLoopbackOrigin(appOrigin)
    ? { mode: 'development', reason: `APP_ORIGIN ${appOrigin} is a loopback origin` }
    : { mode: 'production', reason: `APP_ORIGIN ${appOrigin} is not a loopback origin` };
}
