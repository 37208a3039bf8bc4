import type { ServerOptions } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { MAX_BODY_BYTES } from '@applypilot/contracts';
import { publicKeyBase64 } from '@applypilot/grants';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerErrorHandler } from './http/errors';
import { createPasswordHasher, type PasswordHasher, type ScryptCost } from './lib/password';
import { createAgentTokenRepository } from './modules/agent/agent-token-repository';
import { registerAi } from './modules/ai/register-ai';
import { registerAgentRoutes } from './modules/agent/agent-routes';
import { registerFitRoutes } from './modules/fit/fit-routes';
import { createSkippedJobRepository } from './modules/skipped-jobs/skipped-job-repository';
import { registerSkippedJobRoutes } from './modules/skipped-jobs/skipped-job-routes';
import { createNeedsAnswerRepository } from './modules/agent/needs-answer-repository';
import { createGrantIssuer, grantSigningKey } from './modules/applications/grant-issuer';
import { registerApplications, type ApplicationOptions } from './modules/applications/register-applications';
import { lazyChildLoggerFactory } from './http/request-logger';
import { registerRequestGuards } from './http/request-guards';
import { createRequester } from './modules/applications/requester';
import { createAuthService } from './modules/auth/auth-service';
import { registerAuthRoutes } from './modules/auth/auth-routes';
import { createBrowserDataKeyRepository } from './modules/browser-data/browser-data-key-repository';
import { registerBrowserDataRoutes } from './modules/browser-data/browser-data-routes';
import { createResetTokenRepository } from './modules/auth/reset-token-repository';
import { createUserRepository } from './modules/auth/user-repository';
import { registerConfigRoutes } from './modules/config/config-routes';
import { registerDevOutbox } from './modules/dev-outbox/dev-outbox-routes';
import type { DownloadBuildsOptions } from './modules/downloads/download-builds';
import { registerDownloadRoutes } from './modules/downloads/download-routes';
import { expectedStamp } from './modules/downloads/download-stamp';
import { createEmailVerificationService } from './modules/email-verification/email-verification-service';
import { registerEmailVerificationRoutes } from './modules/email-verification/email-verification-routes';
import { createVerificationTokenRepository } from './modules/email-verification/verification-token-repository';
import { createGoogleVerifier } from './modules/google/google-verifier';
import { registerGoogleRoutes } from './modules/google/google-routes';
import { registerHealthRoutes } from './modules/health/health-routes';
import { registerPayments } from './modules/payments/register-payments';
import { createMailService, type MailService } from './modules/mail/mail-service';
import { createRateLimitRepository } from './modules/rate-limit/rate-limit-repository';
import { createRateLimitService } from './modules/rate-limit/rate-limit-service';
import { createSessionRepository } from './modules/sessions/session-repository';
import { createSessionService } from './modules/sessions/session-service';
import { registerStaticSite } from './modules/static-site/static-site';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Fastify logger options; false for none (tests). Defaults to JSON logs at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** Tests lower the scrypt cost to keep the suite fast; production uses PRODUCTION_SCRYPT_COST. */
  scryptCost?: ScryptCost;
  /** Tests pass their own (counting) hasher; it replaces the one made from scryptCost. */
  passwords?: PasswordHasher;
  /** Tests collect every registered route (no-5xx.test.ts covers each one). */
  onRoute?: (route: RouteOptions) => void;
  /** Spending limits and sweep interval; load tests lift the limits, everything else uses the defaults. */
  applications?: ApplicationOptions;
  /** The command that builds the platform downloads; tests pass a stand-in (decision 051). */
  downloadBuildCommand?: DownloadBuildsOptions['command'];
}

export interface App {
  app: FastifyInstance;
  mail: MailService;
}

/** Logs say who asked for what, never with secrets: no bodies, no cookies, no query strings (reset tokens). */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        remoteAddress: req.ip,
      }),
    },
  };
}

/**
 * A client must send its whole request within REQUEST_TIMEOUT_MS (else 408 and the connection closes), so slow
 * senders cannot hold connections open. An idle connection is closed after the longest answer we may legitimately take
 * (a tailoring waits up to AI_TAILOR_TIMEOUT_MS for Gemini) plus a margin. Node checks the request time-out on an
 * interval, 30 s unless told: it is kept well under the time-out so the limit means what it says.
 */
function serverTimeouts(config: Config): {
  requestTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  const requestTimeout = config.REQUEST_TIMEOUT_MS;
  return {
    requestTimeout,
    connectionTimeout:
      Math.max(config.AI_TAILOR_TIMEOUT_MS, config.AI_ANSWER_TIMEOUT_MS, 2 * config.RAZORPAY_TIMEOUT_MS) +
      30_000,
    http: {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 60_000),
      connectionsCheckingInterval: Math.min(Math.ceil(requestTimeout / 4), 5_000),
    },
  };
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  // Before anything listens: an unreadable key file stops the start rather than leaving an app that cannot grant.
  const signingKey = await grantSigningKey(config);
  const issueGrant = createGrantIssuer(signingKey);
  // What every download must carry: this site and this key's public half (decision 051).
  const downloadStamp = expectedStamp(config.APP_ORIGIN, publicKeyBase64(signingKey));
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    childLoggerFactory: lazyChildLoggerFactory,
    // request.ip is the client's address as told by the trusted proxies in TRUST_PROXY, else the peer's.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    bodyLimit: MAX_BODY_BYTES,
    return503OnClosing: true,
    ...serverTimeouts(config),
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  // The API speaks JSON only: without the text parser a text/plain write is a 415, not a string body.
  app.removeContentTypeParser(['text/plain']);

  registerRequestGuards(app, config.APP_ORIGIN, config.GEMINI_API_URL);
  registerErrorHandler(app);
  // Answers of 1 KB or more are compressed for clients that ask (decision 035: job-info is a tenth of its size).
  // Request bodies are not inflated (one could unpack past the 64 KiB limit); the site's .br/.gz files already carry
  // Content-Encoding and pass untouched.
  await app.register(fastifyCompress, { globalDecompression: false, encodings: ['br', 'gzip'] });

  const outboxDir = path.join(config.DATA_DIR, 'outbox');
  const mail = createMailService({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir,
    log: app.log,
  });
  const users = createUserRepository(db);
  const sessions = createSessionService(createSessionRepository(db), { secureCookies: config.secureCookies });
  const rateLimits = createRateLimitService(createRateLimitRepository(db));
  const agentTokens = createAgentTokenRepository(db);
  const requester = createRequester(sessions, agentTokens, { secureCookies: config.secureCookies });
  const emailVerification = createEmailVerificationService({
    tokens: createVerificationTokenRepository(db),
    rateLimits,
    mail,
    appOrigin: config.APP_ORIGIN,
  });
  const auth = createAuthService({
    users,
    resetTokens: createResetTokenRepository(db),
    rateLimits,
    passwords: deps.passwords ?? createPasswordHasher(deps.scryptCost),
    mail,
    emailVerification,
    appOrigin: config.APP_ORIGIN,
  });
  const verifyGoogle =
    config.googleSignIn && config.GOOGLE_CLIENT_ID
      ? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL })
      : undefined;

  registerHealthRoutes(app, db);
  registerConfigRoutes(app, config, downloadStamp);
  registerAuthRoutes(app, { auth, sessions, agentTokens });
  registerGoogleRoutes(app, {
    verify: verifyGoogle,
    users,
    sessions,
    rateLimits,
    secureCookies: config.secureCookies,
  });
  await registerPayments(app, { config, db, sessions });
  registerEmailVerificationRoutes(app, { verification: emailVerification, sessions });
  // A local mail viewer, only in development mode where mail stays on this machine (decisions 014, 034); before the
  // SPA fallback.
  if (config.mode === 'development' && !config.SMTP_URL) {
    registerDevOutbox(app, outboxDir, { trustedProxies: config.TRUST_PROXY });
  }
  registerApplications(app, { db, requester, issueGrant, ...deps.applications });
  registerAgentRoutes(app, {
    requester,
    agentTokens,
    needsAnswer: createNeedsAnswerRepository(db),
    rateLimits,
  });
  const skippedJobs = createSkippedJobRepository(db);
  registerFitRoutes(app, { requester, skippedJobs });
  registerSkippedJobRoutes(app, { requester, skippedJobs });
  registerBrowserDataRoutes(app, { requester, keys: createBrowserDataKeyRepository(db) });
  registerAi(app, {
    config,
    db,
    requester,
    rateLimits,
    // Tailorings' stuck reservations are swept on the same schedule as the applications' (decision 046).
    ...(deps.applications?.sweepIntervalMs === undefined
      ? {}
      : { sweepIntervalMs: deps.applications.sweepIntervalMs }),
  });
  registerDownloadRoutes(app, config, downloadStamp, deps.downloadBuildCommand);
  await registerStaticSite(app, config.WEB_DIST_DIR);

  app.addHook('onClose', async () => {
    await mail.idle();
  });
  return { app, mail };
}
