import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { AppModule } from './app.module.js';
import { loadConfig } from './config/config.js';
import { withDatabase } from './shared/database/local-database.js';
import { JsonLogger } from './shared/logging/json-logger.js';

/** A job run by hand's configuration: no schedule and no metrics listener, the server beside it has those. */
export function jobConfig(): ReturnType<typeof withDatabase> {
  return withDatabase({ ...loadConfig(), runScheduledJobs: false, metricsPort: undefined });
}

/** The app's context the jobs run in (`npm run job`, and the contract suites' job host), as the app role. */
export function createJobContext(config: Awaited<ReturnType<typeof jobConfig>>): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: new JsonLogger('warn') });
}
