import http from 'node:http';
import https from 'node:https';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DEMO_SECURITY_ANSWERS, DEMO_USERS } from '../../src/demo/seed-demo.job.js';
import { demoSignatureDataUrl } from '../../src/demo/signature-image.js';
import { CONTRACT_BASE_URL } from './contract-target.js';
import { createTestApp } from './test-app.js';

/**
 * The demo bank every server outside production has (SeedDemoJob): the customers a suite signs in
 * as when it must also run against a deployed server, where it cannot make customers of its own.
 *   DEMO001 / Demo!2026   Alex: USD checking, savings and credit; security questions and signature set up
 *   DEMO002 / Demo!2026   Sam: USD checking, EUR savings; no security set up
 *   ADMIN001 / Admin!2026 the administrator
 */
export interface DemoUser { customerId: string; password: string; firstName: string; lastName: string; role: 'user' | 'admin' }
const demoUser = (customerId: string): DemoUser => {
  const { password, firstName, lastName, role } = DEMO_USERS.find((u) => u.customerId === customerId)!;
  return { customerId, password, firstName, lastName, role };
};
export const DEMO = { alex: demoUser('DEMO001'), sam: demoUser('DEMO002'), admin: demoUser('ADMIN001') } as const;

/** Set by global-setup.js against a server: one session per demo user for the whole run. */
export const SHARED_SESSIONS_ENV = 'BANK_CONTRACT_SESSIONS';

/** The bank as a suite that runs anywhere sees it: HTTP only, as the demo users. */
export interface DemoBank {
  /** True against CONTRACT_BASE_URL; false for the app this suite started. */
  readonly remote: boolean;
  /** The origin the server trusts for state-changing browser requests (its APP_ORIGIN). */
  readonly origin: string;
  /** A fresh cookie jar: one signed-out browser. */
  agent(): TestAgent;
  /**
   * A session of the demo user's, shared by the suite (against a server, by the whole run): the
   * per-IP sign-in throttle must not see a sign-in per test. Never sign it out or change it.
   */
  signedIn(who: DemoUser): Promise<TestAgent>;
  /** A session of its own, for a test that ends or changes it. Each is a real sign-in. */
  newSession(who: DemoUser): Promise<TestAgent>;
  close(): Promise<void>;
}

/**
 * CONTRACT_BASE_URL's server when set; else the app on a database of its own with the demo bank
 * seeded, exactly as `npm start` seeds it. One per suite (beforeAll), closed in afterAll.
 */
export async function connectToDemoBank(): Promise<DemoBank> {
  return CONTRACT_BASE_URL ? deployedBank(CONTRACT_BASE_URL) : localBank();
}

async function localBank(): Promise<DemoBank> {
  // The schedule runs as on a server (settlement, outbox), so a suite waits for it the same way.
  const t = await createTestApp({ runScheduledJobs: true }, { demoBank: true });
  const server = t.app.getHttpServer();
  const sessions = new Map<string, Promise<TestAgent>>();
  const newSession = (who: DemoUser) => signIn(request.agent(server), who);
  return {
    remote: false,
    origin: t.config.appOrigin,
    agent: () => request.agent(server),
    signedIn(who) {
      if (!sessions.has(who.customerId)) sessions.set(who.customerId, newSession(who));
      return sessions.get(who.customerId)!;
    },
    newSession,
    close: () => t.close(),
  };
}

function deployedBank(baseUrl: string): DemoBank {
  const shared: Record<string, string[]> = JSON.parse(process.env[SHARED_SESSIONS_ENV] ?? '{}');
  const { hostname } = new URL(baseUrl);
  const newSession = (who: DemoUser) => signIn(request.agent(baseUrl), who);
  return {
    remote: true,
    origin: process.env.CONTRACT_APP_ORIGIN ?? new URL(baseUrl).origin,
    agent: () => request.agent(baseUrl),
    async signedIn(who) {
      const cookies = shared[who.customerId];
      if (!cookies) return newSession(who);
      const agent = request.agent(baseUrl);
      agent.jar.setCookies(cookies, hostname, '/');
      return agent;
    },
    newSession,
    // Node keeps connections alive by default; closing them lets the jest worker exit.
    close: async () => { http.globalAgent.destroy(); https.globalAgent.destroy(); },
  };
}

async function signIn(agent: TestAgent, who: DemoUser): Promise<TestAgent> {
  await agent.post('/api/login').send({ customerId: who.customerId, password: who.password }).expect(200);
  return agent;
}

const DEMO_ANSWER_TO: Record<string, string> = {
  [DEMO_SECURITY_ANSWERS.question1]: DEMO_SECURITY_ANSWERS.answer1,
  [DEMO_SECURITY_ANSWERS.question2]: DEMO_SECURITY_ANSWERS.answer2,
  [DEMO_SECURITY_ANSWERS.question3]: DEMO_SECURITY_ANSWERS.answer3,
};

/**
 * A step-up token for exactly this payload, the way the client gets one: a challenge, Alex's
 * answer to its question and a drawn signature. Only DEMO001 has security set up.
 */
export async function stepUpAsAlex(alex: TestAgent, purpose: 'domestic-transfer' | 'international-transfer', payload: Record<string, unknown>): Promise<string> {
  const { challengeId, question } = (await alex.post('/api/auth/step-up/challenge').expect(201)).body;
  const verified = await alex.post('/api/auth/step-up/verify')
    .send({ challengeId, answer: DEMO_ANSWER_TO[question], signatureData: demoSignatureDataUrl(), purpose, payload })
    .expect(200);
  return verified.body.authorizationToken;
}
