import type { NestExpressApplication } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { CreateUser } from '../../src/modules/identity/application/commands/create-user/create-user.command.js';
import { sql } from '../../src/shared/database/sql.js';
import { OutboxDispatcher } from '../../src/shared/outbox/outbox-dispatcher.js';
import { createSuiteDatabase } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  /** A fresh cookie jar: one signed-out browser. */
  agent(): TestAgent;
  /** A browser signed in as the given customer. */
  signedIn(customerId: string, password?: string): Promise<TestAgent>;
  createUser(customerId: string, overrides?: Partial<CreateUser['props']>): Promise<{ id: string; customerId: string; password: string }>;
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  dispatchOutbox(): Promise<number>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'Correct-Horse-42';

/** The whole app on a database of its own. One per suite (beforeAll), closed in afterAll. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const db = await createSuiteDatabase();
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret' }),
    databaseUrl: db.url,
    runScheduledJobs: false,
    logLevel: 'error',
    ...overrides,
  };
  const app = await createApp(config);
  const server = app.getHttpServer();
  const em = app.get(EntityManager);

  const testApp: TestApp = {
    app,
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
    dispatchOutbox: () => app.get(OutboxDispatcher).dispatchPending(),
    async close() {
      await app.close();
      await db.drop();
    },
  };
  return testApp;
}

