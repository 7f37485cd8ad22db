import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { EntityManager, MikroORM, RequestContext } from '@mikro-orm/postgresql';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module.js';
import { REPO_ROOT, type AppConfig } from './config/config.js';
import { migrate } from './shared/database/orm.js';
import { ApiExceptionFilter } from './shared/http/api-exception.filter.js';
import { csrfProtection } from './shared/http/csrf.middleware.js';
import { inputGuard } from './shared/http/input-guard.js';
import { jsonBody } from './shared/http/json-body.js';
import { sessionActivity, sessionMiddleware } from './shared/http/session.js';
import { createValidationPipe } from './shared/http/validation.pipe.js';
import { JsonLogger, requestLogging } from './shared/logging/json-logger.js';

const CLIENT_DIST = resolve(REPO_ROOT, 'frontend/dist');

/** Builds the whole HTTP app (API under /api, the built client at /). Used by main.ts and tests. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const logger = new JsonLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { logger, bodyParser: false });
  const applied = await migrate(app.get(MikroORM));
  if (applied.length) logger.log({ msg: 'migrations applied', migrations: applied }, 'database');

  if (config.trustProxy) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.use(requestLogging(logger));
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
  app.use('/api', jsonBody(), inputGuard());
  const em = app.get(EntityManager);
  app.use('/api', (_req: Request, _res: Response, next: NextFunction) => RequestContext.create(em, next));
  app.use('/api', sessionMiddleware(config, em));
  app.use('/api', sessionActivity);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(createValidationPipe());

  const openApi = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('Meridian Private Bank API').setVersion('1.0').build());
  SwaggerModule.setup('api/docs', app, openApi, { jsonDocumentUrl: 'api/docs/openapi.json' });

  if (existsSync(CLIENT_DIST)) serveClient(app);
  app.enableShutdownHooks();
  await app.init();
  return app;
}

/** The built client, with every non-API GET falling back to index.html for client-side routing. */
function serveClient(app: NestExpressApplication): void {
  app.use(express.static(CLIENT_DIST, { index: false, maxAge: '1h', setHeaders: immutableAssets }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api')) return next();
    res.sendFile(resolve(CLIENT_DIST, 'index.html'), { headers: { 'Cache-Control': 'no-cache' } });
  });
}

function immutableAssets(res: Response, path: string): void {
  if (path.includes('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
