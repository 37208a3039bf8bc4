import type { FastifyInstance } from 'fastify';
import { registerScheduledSweep } from '../../db/scheduled-sweep';
import type { ApplicationService } from './application-service';

/** How often each API process gives back credits of reservations open (and not held by their agent) for over an hour. */
export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * RESERVATION_SWEEP_INTERVAL_MS shortens the interval: the topology test (decision 036) lets two instances' sweeps
 * race within seconds instead of minutes. Unset: every 5 minutes. The hour a reservation lives does not change. A bad
 * value stops the start naming the variable.
 */
export function sweepIntervalFromEnvironment(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.RESERVATION_SWEEP_INTERVAL_MS?.trim();
  if (!text) return SWEEP_INTERVAL_MS;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 100 || value > SWEEP_INTERVAL_MS) {
    throw new Error(
      `RESERVATION_SWEEP_INTERVAL_MS: must be a whole number of milliseconds from 100 to ${SWEEP_INTERVAL_MS}`,
    );
  }
  return value;
}

/**
 * Runs the sweep every few minutes from onReady until onClose. Several instances may run it at once: the statement
 * only cancels rows still reserved, so each credit comes back once. The lazy per-user sweep covers the gaps.
 */
export function registerExpirySweep(app: FastifyInstance, service: ApplicationService, intervalMs: number) {
  registerScheduledSweep(app, intervalMs, () => service.sweepExpired(), {
    done: 'expired reservations given back',
    failed: 'reservation sweep failed',
    field: 'expired',
  });
}
