import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { MAX_BODY_BYTES } from '@applypilot/contracts';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerErrorHandler } from './http/errors';
import { registerOriginCheck } from './http/origin-check';
import { registerSecurityHeaders } from './http/security-headers';
import { createPasswordHasher, type ScryptCost } from './lib/password';
import { createAuthService } from './modules/auth/auth-service';
import { registerAuthRoutes } from './modules/auth/auth-routes';
import { createResetTokenRepository } from './modules/auth/reset-token-repository';
import { createUserRepository } from './modules/auth/user-repository';
import { registerConfigRoutes } from './modules/config/config-routes';
import { createGoogleVerifier } from './modules/google/google-verifier';
import { registerGoogleRoutes } from './modules/google/google-routes';
import { registerHealthRoutes } from './modules/health/health-routes';
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

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    bodyLimit: MAX_BODY_BYTES,
    return503OnClosing: true,
  });
  // The API speaks JSON only: without the text parser a text/plain write is a 415, not a string body.
  app.removeContentTypeParser(['text/plain']);

  registerSecurityHeaders(app, config.APP_ORIGIN);
  registerErrorHandler(app);
  registerOriginCheck(app, config.APP_ORIGIN);
  await app.register(fastifyCookie);

  const mail = createMailService({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    log: app.log,
  });
  const users = createUserRepository(db);
  const sessions = createSessionService(createSessionRepository(db), { secureCookies: config.secureCookies });
  const auth = createAuthService({
    users,
    resetTokens: createResetTokenRepository(db),
    rateLimits: createRateLimitService(createRateLimitRepository(db)),
    passwords: createPasswordHasher(deps.scryptCost),
    mail,
    appOrigin: config.APP_ORIGIN,
  });
  const verifyGoogle = config.GOOGLE_CLIENT_ID
    ? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL })
    : undefined;

  app.addHook('onSend', async (request, reply) => {
    // Answers about accounts and sessions must never be cached by a browser or proxy.
    if (request.url.startsWith('/auth/')) reply.header('cache-control', 'no-store');
  });

  registerHealthRoutes(app, db);
  registerConfigRoutes(app, config);
  registerAuthRoutes(app, { auth, sessions });
  registerGoogleRoutes(app, { verify: verifyGoogle, users, sessions });
  await registerStaticSite(app, config.WEB_DIST_DIR);

  app.addHook('onClose', async () => {
    await mail.idle();
  });
  return { app, mail };
}
