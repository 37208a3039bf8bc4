import type { FastifyInstance } from 'fastify';
import { registerScheduledSweep } from '../../db/scheduled-sweep';
import type { TailoringRepository } from './tailoring-repository';

/**
 * Gives back the credits of tailorings whose call died (rows left `reserved` past STUCK_AFTER_SECONDS) on a schedule,
 * from onReady until onClose, in the manner of the applications' expiry sweep. Several API instances may run it at
 * once: the one statement only closes rows still reserved, so each refund happens once (tailoring-repository.ts).
 * The per-user sweep on a refused reservation covers the time between two runs.
 */
export function registerTailoringSweep(
  app: FastifyInstance,
  repository: TailoringRepository,
  intervalMs: number,
): void {
  registerScheduledSweep(app, intervalMs, () => repository.sweepStuck(), {
    done: 'stuck tailorings given back',
    failed: 'tailoring sweep failed',
    field: 'closed',
  });
}
