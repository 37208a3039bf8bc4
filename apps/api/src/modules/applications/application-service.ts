import {
  DAILY_APPLICATION_LIMIT,
  MONTHLY_APPLICATION_LIMIT,
  type ReserveApplicationRequest,
} from '@applypilot/contracts';
import {
  DEFAULT_CANCEL_REASON,
  type ApplicationLimits,
  type ApplicationRepository,
  type CompleteOutcome,
  type JobInfoRow,
  type ReserveOutcome,
} from './application-repository';

export const DEFAULT_APPLICATION_LIMITS: ApplicationLimits = {
  daily: DAILY_APPLICATION_LIMIT,
  monthly: MONTHLY_APPLICATION_LIMIT,
};

/**
 * Spending credits on applications. Limits are injectable so a load test can lift them; the API uses the defaults.
 * Stale reservations are swept lazily for the asking user before reserve and job-info, so an hour-old reservation
 * never holds a credit or a daily slot in their answer, even between runs of the periodic sweep.
 */
export function createApplicationService(
  repository: ApplicationRepository,
  limits: ApplicationLimits = DEFAULT_APPLICATION_LIMITS,
) {
  return {
    async reserve(userId: number, job: ReserveApplicationRequest): Promise<ReserveOutcome> {
      await repository.sweepExpired(userId);
      return repository.reserve(userId, job, limits);
    },
    markSent(userId: number, id: string): Promise<CompleteOutcome> {
      return repository.markSent(userId, id);
    },
    cancel(userId: number, id: string, reason: string | undefined): Promise<CompleteOutcome> {
      return repository.cancel(userId, id, reason ?? DEFAULT_CANCEL_REASON);
    },
    async jobInfo(userId: number): Promise<JobInfoRow | undefined> {
      await repository.sweepExpired(userId);
      return repository.jobInfo(userId);
    },
    sweepExpired(): Promise<number> {
      return repository.sweepExpired();
    },
  };
}
export type ApplicationService = ReturnType<typeof createApplicationService>;
