import type { FastifyInstance } from 'fastify';

/**
 * Runs `sweep` every `intervalMs` from onReady until onClose, one run at a time, logging what it gave back (`what`:
 * the count under `what.field`, a name operators' log queries and the topology test read) or why it failed. The sweeps it serves (expired reservations, stuck tailorings) change only rows still in the state
 * they close, in one statement: several API instances may run them at once and each credit comes back once.
 */
export function registerScheduledSweep(
  app: FastifyInstance,
  intervalMs: number,
  sweep: () => Promise<number>,
  what: { done: string; failed: string; field: string },
): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sweep()
      .then(
        (closed) => {
          if (closed > 0) app.log.info({ [what.field]: closed }, what.done);
        },
        (error: unknown) => app.log.error({ err: error }, what.failed),
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
