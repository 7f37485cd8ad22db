import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AccountType, Currency } from '@bank/contracts/accounts';
import type { CreateUserRequest } from '@bank/contracts/admin';
import { DEMO_SECURITY_ANSWERS, DEMO_USERS } from '../../src/demo/demo-users.js';
import { demoSignatureDataUrl } from '../../src/demo/signature-image.js';
import { CONTRACT_BASE_URL, CONTRACT_DATABASE_URL } from './contract-target.js';
import { withEnv } from './with-env.js';
import type { InternationalBody } from './international.js';
import type { AppConfig } from '../../src/config/config.js';
import type { TestApp } from './test-app.js';

/**
 * The demo bank every server outside production has (SeedDemoJob): the customers a suite signs in
 * as when it must also run against a deployed server, where it cannot make customers of its own.
 *   DEMO001 / Demo!2026   Alex: USD checking, savings and credit; security questions and signature set up
 *   DEMO002 / Demo!2026   Sam: USD checking, EUR savings; no security set up
 *   ADMIN001 / Admin!2026 the administrator
 *   ADMIN002 / Admin!2026 a second administrator: approves what the first records (four eyes)
 */
export interface DemoUser { customerId: string; password: string; firstName: string; lastName: string; role: 'user' | 'admin' }
const demoUser = (customerId: string): DemoUser => {
  const { password, firstName, lastName, role } = DEMO_USERS.find((u) => u.customerId === customerId)!;
  return { customerId, password, firstName, lastName, role };
};
export const DEMO = { alex: demoUser('DEMO001'), sam: demoUser('DEMO002'), admin: demoUser('ADMIN001'), approver: demoUser('ADMIN002') } as const;

/**
 * The administrator the suites arrange their data as: CONTRACT_ADMIN_ID / CONTRACT_ADMIN_PASSWORD
 * on a server whose administrator is not the demo one, else ADMIN001.
 */
export const CONTRACT_ADMIN: DemoUser = {
  ...DEMO.admin,
  customerId: process.env.CONTRACT_ADMIN_ID || DEMO.admin.customerId,
  password: process.env.CONTRACT_ADMIN_PASSWORD || DEMO.admin.password,
};

/** The password of every customer a suite makes (`bank.newCustomer`). */
export const CUSTOMER_PASSWORD = 'Correct-Horse-42';

/** A customer a suite made through the administrator's API, signed in. */
export interface Customer { id: string; customerId: string; password: string; email: string; firstName: string; lastName: string; agent: TestAgent }

export interface NewAccount { type?: AccountType; currency?: Currency; balance?: string; creditLimit?: string }
export interface AccountView { id: string; accountNumber: string; accountType: AccountType; currency: Currency; balance: string; userId: string }

/** A name no run has used: a prefix of the suite's, then time and randomness (customer ids are at most 32 characters). */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`.toUpperCase();
}

/** Set by global-setup.js against a server: one session per demo user for the whole run. */
export const SHARED_SESSIONS_ENV = 'BANK_CONTRACT_SESSIONS';

export interface BankDatabase {
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** A back-office job run by hand, as an operator runs it (`VAR=… npm run job -- <name> [args]`): its summary. */
  runJob(name: string, args?: string[], env?: Record<string, string>): Promise<string>;
}

/** The bank as a suite that runs anywhere sees it: HTTP only, as the demo users. */
export interface DemoBank {
  /** True against CONTRACT_BASE_URL; false for the app this suite started. */
  readonly remote: boolean;
  /** The app this suite started (its database, jobs): for the tests declared with itLocally only. */
  readonly local?: TestApp;
  /**
   * SQL on the database behind the bank: the suite's own app's (as the app's role), or the
   * server's that CONTRACT_DATABASE_URL names. For the tests declared with itCheckingDatabase only.
   */
  readonly database?: BankDatabase;
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
  newSession(who: { customerId: string; password: string }): Promise<TestAgent>;
  /** The contract administrator's session, shared like signedIn's. */
  admin(): Promise<TestAgent>;
  /**
   * A customer of the suite's own, made by the administrator (POST /api/admin/users) with a unique
   * customer id and email, then signed in: nothing another test or run does can touch it.
   */
  newCustomer(prefix: string, props?: Partial<CreateUserRequest>): Promise<Customer>;
  /** An account opened by the administrator (POST /api/admin/accounts); the balance is the ledger's opening deposit. */
  openAccount(customer: { id: string }, account?: NewAccount): Promise<AccountView>;
  close(): Promise<void>;
}

/** What every DemoBank does the same way through the API, whatever server it talks to. */
function throughTheApi(base: Omit<DemoBank, 'admin' | 'newCustomer' | 'openAccount'>): DemoBank {
  // Locally the app has the demo bank's administrator only.
  const admin = () => base.signedIn(base.remote ? CONTRACT_ADMIN : DEMO.admin);
  return {
    ...base,
    admin,
    async newCustomer(prefix, props = {}) {
      const customerId = props.customerId ?? uniqueName(prefix);
      const body = {
        customerId, email: `${customerId.toLowerCase()}@example.test`, password: CUSTOMER_PASSWORD,
        firstName: 'Test', lastName: customerId, ...props,
      };
      const created = await (await admin()).post('/api/admin/users').send(body).expect(201);
      const agent = base.agent();
      await agent.post('/api/login').send({ customerId: body.customerId, password: body.password }).expect(200);
      return { id: created.body.user.id, customerId: body.customerId, password: body.password, email: body.email, firstName: body.firstName, lastName: body.lastName, agent };
    },
    async openAccount(customer, account = {}) {
      const res = await (await admin()).post('/api/admin/accounts').send({
        userId: customer.id, accountType: account.type ?? 'checking', currency: account.currency ?? 'USD',
        initialBalance: account.balance ?? '0', creditLimit: account.creditLimit,
      }).expect(201);
      return res.body.account;
    },
  };
}

/**
 * CONTRACT_BASE_URL's server when set; else the app on a database of its own with the demo bank
 * seeded, exactly as `npm start` seeds it. One per suite (beforeAll), closed in afterAll.
 */
export async function connectToDemoBank(localConfig: Partial<AppConfig> = {}): Promise<DemoBank> {
  return CONTRACT_BASE_URL ? deployedBank(CONTRACT_BASE_URL) : localBank(localConfig);
}

/** `localConfig`: what only the app of the suite's own may be given (a log level); a server keeps its own. */
async function localBank(localConfig: Partial<AppConfig>): Promise<DemoBank> {
  // The schedule runs as on a server (settlement, outbox), so a suite waits for it the same way.
  // Loaded only here: against a server no suite needs the app's modules (a second of every suite's start).
  const [{ createTestApp }, { JobRunner }] = await Promise.all([import('./test-app.js'), import('../../src/shared/jobs/job-runner.js')]);
  const t = await createTestApp({ ...localConfig, runScheduledJobs: true }, { demoBank: true });
  const server = t.app.getHttpServer();
  const sessions = new Map<string, Promise<TestAgent>>();
  const newSession = (who: { customerId: string; password: string }) => signIn(request.agent(server), who);
  return throughTheApi({
    remote: false,
    local: t,
    database: { sql: t.sql, runJob: (name, args = [], env = {}) => untilItRuns(name, () => withEnv(env, () => t.app.get(JobRunner).run(name, args))) },
    origin: t.config.appOrigin,
    agent: () => request.agent(server),
    signedIn(who) {
      if (!sessions.has(who.customerId)) sessions.set(who.customerId, newSession(who));
      return sessions.get(who.customerId)!;
    },
    newSession,
    close: () => t.close(),
  });
}

function deployedBank(baseUrl: string): DemoBank {
  const shared: Record<string, string[]> = JSON.parse(process.env[SHARED_SESSIONS_ENV] ?? '{}');
  const { hostname } = new URL(baseUrl);
  const newSession = (who: { customerId: string; password: string }) => signIn(request.agent(baseUrl), who);
  const sessions = new Map<string, Promise<TestAgent>>();
  /**
   * The run's session of this user, if the server still has it: a slow run can outlast the idle
   * timeout of a session no suite used for a while. Else one of the suite's own.
   */
  async function sharedOrNew(who: { customerId: string; password: string }): Promise<TestAgent> {
    const cookies = shared[who.customerId];
    if (cookies) {
      const agent = request.agent(baseUrl);
      agent.jar.setCookies(cookies, hostname, '/');
      if ((await agent.get('/api/user')).status === 200) return agent;
    }
    return newSession(who);
  }
  // A connection or two: a suite's checks run one at a time.
  const pool = CONTRACT_DATABASE_URL ? new pg.Pool({ connectionString: CONTRACT_DATABASE_URL, max: 2 }) : undefined;
  const jobs = jobsOnServerDatabase();
  return throughTheApi({
    remote: true,
    database: pool && { sql: async (query, params = []) => (await pool.query(query, params)).rows, runJob: (name, args = [], env = {}) => untilItRuns(name, () => jobs.run(name, args, env)) },
    origin: process.env.CONTRACT_APP_ORIGIN ?? new URL(baseUrl).origin,
    agent: () => request.agent(baseUrl),
    signedIn(who) {
      if (!sessions.has(who.customerId)) sessions.set(who.customerId, sharedOrNew(who));
      return sessions.get(who.customerId)!;
    },
    newSession,
    // Node keeps connections alive by default; closing them lets the jest worker exit.
    close: async () => { http.globalAgent.destroy(); https.globalAgent.destroy(); jobs.stop(); await pool?.end(); },
  });
}

/**
 * An administrator of the suite's own, made as an operator makes one: the create-admin job on the
 * bank's database (the API makes customers only), then signed in. For itCheckingDatabase tests.
 */
export async function newAdministrator(bank: DemoBank, prefix: string): Promise<{ id: string; customerId: string; password: string; agent: TestAgent }> {
  const customerId = uniqueName(prefix);
  const password = `Staff-${randomBytes(6).toString('hex')}`;
  await bank.database!.runJob('create-admin', [customerId, `${customerId.toLowerCase()}@example.test`], { ADMIN_PASSWORD: password });
  const agent = await bank.newSession({ customerId, password });
  return { id: (await agent.get('/api/user').expect(200)).body.id, customerId, password, agent };
}

/**
 * Runs back-office jobs on CONTRACT_DATABASE_URL's database as `npm run job` does, from this
 * checkout's build, in one process (job-host.js) started on the first job and stopped by `stop`:
 * a job process takes seconds to start, and a suite may run a dozen.
 */
function jobsOnServerDatabase(): { run(name: string, args: string[], env: Record<string, string>): Promise<string | null>; stop(): void } {
  let host: Promise<ChildProcess> | undefined;
  let last = 0;
  const waiting = new Map<number, { resolve(summary: string | null): void; reject(error: Error): void }>();
  const start = () => new Promise<ChildProcess>((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./job-host.js', import.meta.url)), { env: { ...process.env, DATABASE_URL: CONTRACT_DATABASE_URL } });
    child.on('message', (message: { ready?: true; id?: number; summary?: string | null; error?: string }) => {
      // Not what keeps this worker alive: a suite that failed before `stop` still lets it exit.
      if (message.ready) { child.unref(); child.channel?.unref(); return resolve(child); }
      const answer = waiting.get(message.id!)!;
      waiting.delete(message.id!);
      if (message.error !== undefined) answer.reject(new Error(message.error));
      else answer.resolve(message.summary ?? null);
    });
    child.once('exit', (code) => {
      const error = new Error(`the job host stopped (exit ${code})`);
      reject(error);
      for (const answer of waiting.values()) answer.reject(error);
    });
  });
  return {
    async run(name, args, env) {
      const child = await (host ??= start());
      const id = ++last;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ id, name, args, env });
      });
    },
    stop() { void host?.then((child) => child.disconnect()); },
  };
}

/** A job's summary once a run of it went through: a run that found another holding the job's lock (a suite beside this one, the schedule) tries again. */
async function untilItRuns(name: string, run: () => Promise<string | null>): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const summary = await run();
    if (summary !== null) return summary;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} never ran: another run held its lock for 20 s`);
}

async function signIn(agent: TestAgent, who: { customerId: string; password: string }): Promise<TestAgent> {
  await agent.post('/api/login').send({ customerId: who.customerId, password: who.password }).expect(200);
  return agent;
}

const DEMO_ANSWER_TO: Record<string, string> = {
  [DEMO_SECURITY_ANSWERS.question1]: DEMO_SECURITY_ANSWERS.answer1,
  [DEMO_SECURITY_ANSWERS.question2]: DEMO_SECURITY_ANSWERS.answer2,
  [DEMO_SECURITY_ANSWERS.question3]: DEMO_SECURITY_ANSWERS.answer3,
};

export type StepUpPurpose = 'domestic-transfer' | 'international-transfer';

/**
 * A step-up token for exactly this payload, the way the client gets one: a challenge, the
 * customer's answer to its question and a drawn signature.
 */
export async function stepUp(agent: TestAgent, answers: Record<string, string>, purpose: StepUpPurpose, payload: object): Promise<string> {
  const { challengeId, question } = (await agent.post('/api/auth/step-up/challenge').expect(201)).body;
  const verified = await agent.post('/api/auth/step-up/verify')
    .send({ challengeId, answer: answers[question], signatureData: demoSignatureDataUrl(), purpose, payload })
    .expect(200);
  return verified.body.authorizationToken;
}

/** Alex's step-up (only DEMO001 of the demo customers has security set up). */
export function stepUpAsAlex(alex: TestAgent, purpose: StepUpPurpose, payload: object): Promise<string> {
  return stepUp(alex, DEMO_ANSWER_TO, purpose, payload);
}

/** A customer of the suite's with security set up: what `transfer` needs to answer the step-up. */
export interface Payer { agent: TestAgent; answers: Record<string, string> }

/** A customer of the suite's, signed in, with security questions and signature set up. */
export async function newPayer(bank: DemoBank, prefix: string, props?: Partial<CreateUserRequest>): Promise<Customer & Payer> {
  const customer = await bank.newCustomer(prefix, props);
  return { ...customer, answers: await setUpSecurity(customer) };
}

export interface TransferRequest { fromAccountId: string; toAccountNumber: string; amount: string | number; description: string }

/** A domestic transfer as the client sends it: the step-up for this body, then POST /api/transfer; checks the status. */
export async function transfer(payer: Payer, body: TransferRequest, expectedStatus: number, idempotencyKey?: string) {
  const authorizationToken = await stepUp(payer.agent, payer.answers, 'domestic-transfer', body);
  const post = payer.agent.post('/api/transfer');
  if (idempotencyKey) post.set('Idempotency-Key', idempotencyKey);
  return post.send({ ...body, authorizationToken }).expect(expectedStatus);
}

/**
 * An international transfer as the client sends it: the step-up for this body, then POST
 * /api/international-transfers with a fresh Idempotency-Key; checks the status.
 */
export async function transferAbroad(payer: Payer, body: InternationalBody, expectedStatus: number) {
  const authorizationToken = await stepUp(payer.agent, payer.answers, 'international-transfer', body);
  return payer.agent.post('/api/international-transfers').set('Idempotency-Key', randomUUID()).send({ ...body, authorizationToken }).expect(expectedStatus);
}

/** The balance of one of the customer's accounts, as the customer sees it. */
export async function balanceOf(agent: TestAgent, accountId: string): Promise<string> {
  const accounts: AccountView[] = (await agent.get('/api/accounts').expect(200)).body;
  const account = accounts.find((a) => a.id === accountId);
  if (!account) throw new Error(`account ${accountId} is not among the customer's`);
  return account.balance;
}

/** Waits until the customer sees the transaction in this status (the settlement job runs in the background). */
export function transactionStatus(agent: TestAgent, transactionId: string, status: string): Promise<true> {
  return eventually(`transaction ${transactionId} to be ${status}`, async () => {
    // A suite's customer has few transactions: the first page of 100 holds them all.
    const items: { id: string; status: string }[] = (await agent.get('/api/transactions?limit=100').expect(200)).body.items;
    return items.find((i) => i.id === transactionId)?.status === status ? true : undefined;
  });
}

/** Sets up the customer's security questions (the demo answers) and signature through the API; answers by question. */
export async function setUpSecurity(customer: Pick<Customer, 'agent' | 'password'>): Promise<Record<string, string>> {
  await customer.agent.post('/api/auth/security-questions').send({ ...DEMO_SECURITY_ANSWERS, currentPassword: customer.password }).expect(201);
  await customer.agent.post('/api/auth/signature').send({ signatureData: demoSignatureDataUrl(), currentPassword: customer.password }).expect(201);
  return DEMO_ANSWER_TO;
}

/**
 * Waits until `check` answers something other than undefined (an outbox delivery, a scheduled
 * settlement): the server does it in the background, as it does for a customer.
 */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const found = await check();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`waited in vain for ${what}`);
}

/** A Visa-shaped card number (Luhn-valid) no other run has issued: card numbers are unique bank-wide. */
export function uniqueCardNumber(): string {
  const digits = [4, ...Array.from(randomBytes(14), (b) => b % 10)];
  // The check digit makes the Luhn sum of all 16 a multiple of 10 (doubling every second digit from the right).
  const sum = digits.reduce((total, digit, i) => {
    const doubled = (digits.length - i) % 2 === 1 ? digit * 2 : digit;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return [...digits, (10 - (sum % 10)) % 10].join('');
}
