import type { NestExpressApplication } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { CreateUser } from '../../src/modules/identity/application/commands/create-user/create-user.command.js';
import { sql } from '../../src/shared/database/sql.js';
import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { OutboxDispatcher } from '../../src/shared/outbox/outbox-dispatcher.js';
import { CONTRACT_BASE_URL } from './contract-target.js';
import { createSuiteDatabase, filledTemplate, queryAs } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** A fresh cookie jar: one signed-out browser. */
  agent(): TestAgent;
  /** A browser signed in as the given customer. */
  signedIn(customerId: string, password?: string): Promise<TestAgent>;
  createUser(customerId: string, overrides?: Partial<CreateUser['props']>): Promise<{ id: string; customerId: string; password: string }>;
  /** SQL as the app's own role (docs/decisions/database-roles.md). */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** SQL as the owner role, for what only migrations may do (analyze, DDL). */
  ownerSql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  dispatchOutbox(): Promise<number>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'Correct-Horse-42';

/** Marks a user as having signed in before (30 days ago): their next sign-in from a new browser is an alarm, not a first day. */
export async function signedInBefore(t: TestApp, userId: string): Promise<void> {
  await t.sql(`update identity.users set last_login_at = now() - interval '30 days' where id = $1`, [userId]);
}

/**
 * The whole app on a database of its own. One per suite (beforeAll), closed in afterAll.
 * `demoBank`: the database starts with the demo bank seeded (seeded once per run, then cloned).
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, { demoBank = false } = {}): Promise<TestApp> {
  if (CONTRACT_BASE_URL) {
    throw new Error(`this suite starts its own app, so it cannot run against ${CONTRACT_BASE_URL}: declare it with describeWithDatabase(name, why, fn), or use connectToDemoBank()`);
  }
  const configFor = (databaseUrl: string): AppConfig => ({
    ...loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret', MAILDEV_SMTP_PORT: process.env.MAILDEV_SMTP_PORT }),
    databaseUrl,
    runScheduledJobs: false,
    logLevel: 'error',
    ...overrides,
  });
  const db = await createSuiteDatabase(demoBank ? await filledTemplate('demo', async (url) => {
    const seeding = await createApp({ ...configFor(url), runScheduledJobs: false });
    try {
      await seeding.get(JobRunner).run('seed-demo');
    } finally {
      await seeding.close();
    }
  }) : undefined);
  const config = configFor(db.appUrl);
  const app = await createApp(config);
  const server = app.getHttpServer();
  const em = app.get(EntityManager);

  const testApp: TestApp = {
    app,
    config,
    agent: () => request.agent(server),
    async signedIn(customerId, password = TEST_PASSWORD) {
      const agent = request.agent(server);
      await agent.post('/api/login').send({ customerId, password }).expect(200);
      return agent;
    },
    async createUser(customerId, props = {}) {
      const password = props.password ?? TEST_PASSWORD;
      const user = await app.get(CommandBus).execute(new CreateUser({
        customerId, email: `${customerId.toLowerCase()}@example.test`, firstName: 'Test', lastName: customerId, ...props, password,
      }));
      return { id: user.id, customerId, password };
    },
    sql: (query, params = []) => sql(em, query, params),
    ownerSql: (query, params = []) => queryAs(db.ownerUrl, query, params),
    dispatchOutbox: () => app.get(OutboxDispatcher).dispatchPending(),
    async close() {
      await app.close();
      await db.drop();
    },
  };
  return testApp;
}

