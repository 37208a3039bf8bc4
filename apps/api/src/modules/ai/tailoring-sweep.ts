import type { FastifyInstance } from 'fastify';
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
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = repository
      .sweepStuck()
      .then(
        (closed) => {
          if (closed > 0) app.log.info({ closed }, 'stuck tailorings given back');
        },
        (error: unknown) => app.log.error({ err: error }, 'tailoring sweep failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, intervalMs);
    // The timer alone must not keep a process alive that is otherwise done.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
