import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createApplicationRepository, type ApplicationLimits } from './application-repository';
import { registerApplicationRoutes } from './application-routes';
import { createApplicationService, DEFAULT_APPLICATION_LIMITS } from './application-service';
import { registerExpirySweep, sweepIntervalFromEnvironment } from './expiry-sweep';
import type { GrantIssuer } from './grant-issuer';
import { createJobInfoRepository } from './job-info-repository';
import { registerJobInfoRoutes } from './job-info-routes';
import { createJobInfoService } from './job-info-service';
import type { Requester } from './requester';
import { createUnconfirmedRepository } from './unconfirmed-repository';
import { registerUnconfirmedRoutes } from './unconfirmed-routes';

export interface ApplicationOptions {
  /** Defaults: 40 a day, 1000 in 30 days (contracts). Lifted only by load tests. */
  limits?: ApplicationLimits;
  /** 0 turns the periodic sweep off (the lazy per-user sweep still runs); unset: RESERVATION_SWEEP_INTERVAL_MS or 5 min. */
  sweepIntervalMs?: number;
}

/** Spending (reserve, hold, sent, cancel, unconfirmed and the user's answer to it), job-info and the history's pages, and the periodic expiry sweep. */
export function registerApplications(
  app: FastifyInstance,
  deps: { db: Db; requester: Requester; issueGrant: GrantIssuer } & ApplicationOptions,
) {
  const service = createApplicationService(
    createApplicationRepository(deps.db),
    deps.limits ?? DEFAULT_APPLICATION_LIMITS,
  );
  registerApplicationRoutes(app, { service, requester: deps.requester, issueGrant: deps.issueGrant });
  registerUnconfirmedRoutes(app, {
    unconfirmed: createUnconfirmedRepository(deps.db),
    requester: deps.requester,
  });
  const jobInfo = createJobInfoService(createJobInfoRepository(deps.db), (userId) =>
    service.sweepExpired(userId),
  );
  registerJobInfoRoutes(app, { service: jobInfo, requester: deps.requester });
  registerExpirySweep(app, service, deps.sweepIntervalMs ?? sweepIntervalFromEnvironment());
  return service;
}
