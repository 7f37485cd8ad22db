import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { EntityManager, MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/config.js';
import { assertLeastPrivilege, assertMigrated } from './shared/database/orm.js';
import { ApiExceptionFilter } from './shared/http/api-exception.filter.js';
import { apiCompression } from './shared/http/api-compression.js';
import { clientFiles } from './shared/http/client-files.js';
import { csrfProtection } from './shared/http/csrf.middleware.js';
import { inputGuard } from './shared/http/input-guard.js';
import { jsonBody } from './shared/http/json-body.js';
import { buildOpenApiDocument } from './shared/http/openapi/openapi-document.js';
import { sessionActivity, sessionMiddleware } from './shared/http/session.js';
import { createValidationPipe } from './shared/http/validation.pipe.js';
import { JsonLogger, requestLogging } from './shared/logging/json-logger.js';
import { httpMetrics } from './shared/metrics/http-metrics.js';
import { Metrics } from './shared/metrics/metrics.js';

/** How long an idle keep-alive connection stays open (Caddy's reverse_proxy keeps its own 2 minutes). */
export const KEEP_ALIVE_TIMEOUT_MS = 130_000;

/** Builds the whole HTTP app (API under /api, the built client at /). Used by main.ts and tests. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const logger = new JsonLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { logger, bodyParser: false });
  // Migrating is the owner role's business (`npm run job -- migrate`); the app role only checks.
  try {
    await assertMigrated(app.get(MikroORM));
    if (config.nodeEnv === 'production') await assertLeastPrivilege(app.get(MikroORM));
  } catch (error) {
    await app.close();
    throw error;
  }

  // An idle keep-alive connection is closed by the side that waits less: Node's 5 s default closed
  // it under Caddy (which keeps its upstream connections 2 minutes) and under test clients just as
  // they sent on it, a reset the client cannot tell from a failure. Longer than Caddy's, so the proxy closes first.
  app.getHttpServer().keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;

  // Exactly one hop: the reverse proxy in front (Caddy) appends the client's address last.
  if (config.trustProxy) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  // Express would hash every answer for an ETag; API answers are no-store, so none would be revalidated (client files keep theirs).
  app.set('etag', false);
  app.use(requestLogging(logger));
  app.use(httpMetrics(app.get(Metrics)));
  app.use(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'], connectSrc: ["'self'"], objectSrc: ["'none'"], baseUri: ["'self'"],
        formAction: ["'self'"], frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: config.cookieSecure,
  }));
  app.use(csrfProtection(config.appOrigin));
  app.use('/api', noStore, apiCompression(), jsonBody(), inputGuard());
  const em = app.get(EntityManager);
  app.use('/api', (_req: Request, _res: Response, next: NextFunction) => RequestContext.create(em, next));
  app.use('/api', sessionMiddleware(config, em));
  app.use('/api', sessionActivity);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(createValidationPipe());

  if (config.apiDocs) {
    const openApi = buildOpenApiDocument(app);
    SwaggerModule.setup('api/docs', app, openApi, { jsonDocumentUrl: 'api/docs/openapi.json' });
  }

  if (existsSync(resolve(config.clientDir, 'index.html'))) app.use(clientFiles(config.clientDir));
  // No enableShutdownHooks: main.ts owns SIGTERM (readiness off, requests in flight finished, then close).
  await app.init();
  return app;
}

/**
 * The OpenAPI document from the code alone: Nest's preview mode builds the module graph without
 * making providers, so no database is needed (`npm run openapi`, the OpenAPI contract test).
 */
export async function createApiDocument(config: AppConfig): Promise<OpenAPIObject> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { preview: true, logger: false });
  app.setGlobalPrefix('api');
  const document = buildOpenApiDocument(app);
  await app.close();
  return document;
}

/**
 * Nothing the API answers is kept by a browser or a shared cache: almost every answer is personal,
 * and the few that are not (health, the OpenAPI document) are cheap (docs/decisions/http-delivery.md).
 */
function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
