import { DAILY_APPLICATION_LIMIT, MONTHLY_APPLICATION_LIMIT } from '@applypilot/contracts';
import {
  DEFAULT_CANCEL_REASON,
  type ApplicationLimits,
  type ApplicationRepository,
  type CompleteOutcome,
  type ReserveJob,
  type ReserveOutcome,
} from './application-repository';

export const DEFAULT_APPLICATION_LIMITS: ApplicationLimits = {
  daily: DAILY_APPLICATION_LIMIT,
  monthly: MONTHLY_APPLICATION_LIMIT,
};

/**
 * Spending credits on applications. Limits are injectable so a load test can lift them; the API uses the defaults.
 * Stale reservations are swept lazily for the asking user within reserve and job-info (job-info-service.ts; when their
 * first statement finds one), so an hour-old reservation never holds a credit or a daily slot in their answer, even between runs of
 * the periodic sweep.
 */
export function createApplicationService(
  repository: ApplicationRepository,
  limits: ApplicationLimits = DEFAULT_APPLICATION_LIMITS,
) {
  return {
    async reserve(userId: number, job: ReserveJob): Promise<ReserveOutcome> {
      // The reservation statement says whether anything is due; sweeping only then saves a statement per call.
      const outcome = await repository.reserve(userId, job, limits);
      if (outcome.kind !== 'stale') return outcome;
      await repository.sweepExpired(userId);
      const again = await repository.reserve(userId, job, limits, { checkStale: false });
      if (again.kind === 'stale') throw new Error('unreachable: stale reservations were not checked');
      return again;
    },
    markSent(userId: number, id: string): Promise<CompleteOutcome> {
      return repository.markSent(userId, id);
    },
    hold(userId: number, id: string): Promise<CompleteOutcome> {
      return repository.hold(userId, id);
    },
    cancel(userId: number, id: string, reason: string | undefined): Promise<CompleteOutcome> {
      return repository.cancel(userId, id, reason ?? DEFAULT_CANCEL_REASON);
    },
    /** Every stale reservation (the periodic sweep), or one user's (job-info's lazy sweep). */
    sweepExpired(userId?: number): Promise<number> {
      return repository.sweepExpired(userId);
    },
  };
}
export type ApplicationService = ReturnType<typeof createApplicationService>;
