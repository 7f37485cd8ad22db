import { createHash, randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import { STEP_UP_TOKEN_MINTER, type StepUpTokenMinter } from '../../src/modules/identity/public/step-up-token-minting.js';
import { itCheckingDatabase, itLocally } from '../support/contract-target.js';
import { connectToDemoBank, CUSTOMER_PASSWORD, eventually, type AccountView, type DemoBank } from '../support/demo-bank.js';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const ANSWERS: Record<string, string> = {
  'What was the name of your first pet?': 'Rex the Dog',
  'In what city were you born?': 'Lisbon',
  'What was the make of your first car?': 'Volkswagen',
};
const [q1, q2, q3] = Object.keys(ANSWERS);
const QUESTIONS = { question1: q1, answer1: ANSWERS[q1], question2: q2, answer2: ANSWERS[q2], question3: q3, answer3: ANSWERS[q3] };

const STEP_UP_TABLES = 'reads or changes the step-up tables';
const STEP_UP_TABLES_OR_COMMANDS = 'reads or changes the step-up tables, or runs the app commands itself';

const RENT = { fromAccountId: 'acc-1', toAccountNumber: '80123456', amount: '100.00', description: 'Rent' };
const LOCKED = { message: 'Maximum attempts exceeded. Please try again in 15 minutes.', code: 'IDENTITY.STEP_UP_LOCKED' };
const INVALID = {
  code: 'IDENTITY.AUTHORIZATION_INVALID',
  message: 'Transfer authorization is invalid, expired or already used. Please authorize the transfer again.',
};

describe('step-up authorization of transfers', () => {
  let t: DemoBank;
  beforeAll(async () => { t = await connectToDemoBank(); });
  afterAll(() => t.close());

  /** A signed-in customer with the three questions of ANSWERS set up (or none). */
  async function aCustomer({ withQuestions = true } = {}) {
    const { id, customerId, agent } = await t.newCustomer('STEP');
    if (withQuestions) {
      await agent.post('/api/auth/security-questions').send(QUESTIONS).expect(201);
      await agent.post('/api/auth/signature').send({ signatureData: SIGNATURE }).expect(201);
    }
    return { id, customerId, agent };
  }
  type Agent = Awaited<ReturnType<typeof aCustomer>>['agent'];

  const challenge = async (agent: Agent) => (await agent.post('/api/auth/step-up/challenge').expect(201)).body;
  const verify = (agent: Agent, body: Record<string, unknown>) =>
    agent.post('/api/auth/step-up/verify').send({ answer: 'wrong answer', signatureData: SIGNATURE, purpose: 'domestic-transfer', payload: RENT, ...body });
  const wrongAnswer = (agent: Agent, challengeId: string) => verify(agent, { challengeId, answer: 'definitely not it' });
  async function authorize(agent: Agent, purpose = 'domestic-transfer', payload: Record<string, unknown> = RENT): Promise<string> {
    const { challengeId, question } = await challenge(agent);
    return (await verify(agent, { challengeId, answer: ANSWERS[question], purpose, payload }).expect(200)).body.authorizationToken;
  }

  describe('the question', () => {
    it('is refused with 400 when no security questions are set up', async () => {
      const { agent } = await aCustomer({ withQuestions: false });
      const res = await agent.post('/api/auth/step-up/challenge').expect(400);
      expect(res.body).toEqual({
        message: 'Security questions not configured. Please set up security questions first.', code: 'IDENTITY.SECURITY_QUESTIONS_NOT_CONFIGURED',
      });
    });

    it('is one of the customer\'s three questions, with three attempts, and the same question until it is answered (no re-roll)', async () => {
      const { agent } = await aCustomer();
      const first = await challenge(agent);
      expect(first).toEqual({ factor: 'security-question', challengeId: expect.stringMatching(/^[0-9a-f-]{36}$/), question: expect.any(String), attemptsRemaining: 3 });
      expect(Object.keys(ANSWERS)).toContain(first.question);
      for (let i = 0; i < 5; i++) expect(await challenge(agent)).toEqual(first);
      // Parallel requests take turns: they too get the open question.
      const parallel = await Promise.all(Array.from({ length: 10 }, () => agent.post('/api/auth/step-up/challenge').expect(201)));
      expect(parallel.map((res) => res.body)).toEqual(Array(10).fill(first));
      // Answered, the next transfer gets a new question.
      await verify(agent, { challengeId: first.challengeId, answer: ANSWERS[first.question] }).expect(200);
      expect((await challenge(agent)).challengeId).not.toBe(first.challengeId);
    });

    it('asks one question at a time: asked again, even ten times at once, before an answer, it is the same one', async () => {
      const { agent } = await aCustomer();
      const first = await challenge(agent);
      const again = await Promise.all(Array.from({ length: 10 }, () => agent.post('/api/auth/step-up/challenge').expect(201)));
      expect(new Set(again.map((res) => res.body.challengeId))).toEqual(new Set([first.challengeId]));
      await verify(agent, { challengeId: first.challengeId, answer: ANSWERS[first.question] }).expect(200);
      expect((await challenge(agent)).challengeId).not.toBe(first.challengeId);
    });

    itCheckingDatabase('keeps one open question in the database, and asks a new one once it expired', STEP_UP_TABLES, async () => {
      const { id, agent } = await aCustomer();
      const first = await challenge(agent);
      await Promise.all(Array.from({ length: 10 }, () => agent.post('/api/auth/step-up/challenge').expect(201)));
      expect(await t.database!.sql(`select id from identity.step_up_challenges where user_id = $1`, [id])).toEqual([{ id: first.challengeId }]);
      await verify(agent, { challengeId: first.challengeId, answer: ANSWERS[first.question] }).expect(200);
      const second = await challenge(agent);
      await t.database!.sql(`update identity.step_up_challenges set expires_at = now() - interval '1 second' where id = $1`, [second.challengeId]);
      expect((await challenge(agent)).challengeId).not.toBe(second.challengeId);
    });

    itCheckingDatabase('is asked anew at most 10 times in 15 minutes without a right answer: then 429, while an open question is still given', STEP_UP_TABLES, async () => {
      const { id, agent } = await aCustomer();
      const expire = (challengeId: string) => t.database!.sql(`update identity.step_up_challenges set expires_at = now() - interval '1 second' where id = $1`, [challengeId]);
      for (let i = 0; i < 9; i++) await expire((await challenge(agent)).challengeId);
      const tenth = await challenge(agent);
      expect(await challenge(agent)).toEqual(tenth);

      await expire(tenth.challengeId);
      const refused = await agent.post('/api/auth/step-up/challenge').expect(429);
      expect(refused.body).toEqual({
        message: 'Too many security questions were requested. Please try again in 15 minutes.', code: 'IDENTITY.STEP_UP_THROTTLED',
      });
      expect(await t.database!.sql(`select id from identity.step_up_challenges where user_id = $1`, [id])).toHaveLength(10);

      // The window slides: once the first was asked more than 15 minutes ago, one more may be asked.
      await t.database!.sql(`update identity.step_up_challenges set created_at = now() - interval '16 minutes'
                   where id = (select id from identity.step_up_challenges where user_id = $1 order by created_at limit 1)`, [id]);
      expect((await challenge(agent)).challengeId).not.toBe(tenth.challengeId);
    });

    it('answered right, questions do not count against that limit: a customer may authorize one transfer after another', async () => {
      const { agent } = await aCustomer();
      for (let i = 0; i < 12; i++) await authorize(agent);
      await agent.post('/api/auth/step-up/challenge').expect(201);
    });

    it('is for signed-in customers only', async () => {
      await t.agent().post('/api/auth/step-up/challenge').expect(401);
      await t.agent().post('/api/auth/step-up/verify').send({}).expect(401);
    });
  });

  describe('the answer', () => {
    it('is compared case-insensitively after trimming and gives a token for five minutes', async () => {
      const { agent } = await aCustomer();
      const { challengeId, question } = await challenge(agent);
      const res = await verify(agent, { challengeId, answer: `  ${ANSWERS[question].toUpperCase()}  ` }).expect(200);
      expect(res.body).toEqual({ authorizationToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: expect.any(String) });
      const secondsLeft = (new Date(res.body.expiresAt).getTime() - Date.now()) / 1000;
      expect(secondsLeft).toBeGreaterThan(280);
      expect(secondsLeft).toBeLessThanOrEqual(300);
    });

    itCheckingDatabase('stores only the token\'s hash, with its purpose and the signature', STEP_UP_TABLES, async () => {
      const { id, agent } = await aCustomer();
      const { challengeId, question } = await challenge(agent);
      const res = await verify(agent, { challengeId, answer: ANSWERS[question] }).expect(200);

      const rows = await t.database!.sql<Record<string, string>>(`select * from identity.step_up_authorizations where user_id = $1`, [id]);
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toBe(createHash('sha256').update(res.body.authorizationToken).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(res.body.authorizationToken);
      expect(rows[0]).toMatchObject({ purpose: 'domestic-transfer', signature_data: SIGNATURE, used_at: null });
    });

    /** Three wrong answers in a row: the customer is locked out. */
    async function lockOut(agent: Agent) {
      let next = await challenge(agent);
      for (let i = 0; i < 2; i++) next = (await wrongAnswer(agent, next.challengeId).expect(401)).body.nextChallenge;
      await wrongAnswer(agent, next.challengeId).expect(423);
    }

    it('wrong: 401 with the attempts left and a different question each time; the third locks', async () => {
      const { agent } = await aCustomer();
      const first = await challenge(agent);

      const one = await wrongAnswer(agent, first.challengeId).expect(401);
      expect(one.body).toEqual({
        message: 'Incorrect answer. 2 attempts remaining.', code: 'IDENTITY.INCORRECT_ANSWER',
        nextChallenge: { factor: 'security-question', challengeId: expect.any(String), question: expect.any(String), attemptsRemaining: 2 },
      });
      expect(one.body.nextChallenge.question).not.toBe(first.question);

      const two = await wrongAnswer(agent, one.body.nextChallenge.challengeId).expect(401);
      expect(two.body).toMatchObject({ message: 'Incorrect answer. 1 attempts remaining.', nextChallenge: { attemptsRemaining: 1 } });
      expect(two.body.nextChallenge.question).not.toBe(one.body.nextChallenge.question);

      const three = await wrongAnswer(agent, two.body.nextChallenge.challengeId).expect(423);
      expect(three.body).toEqual(LOCKED);

      expect((await agent.post('/api/auth/step-up/challenge').expect(423)).body).toEqual(LOCKED);
    });

    itCheckingDatabase('locks for 15 minutes, and tells the customer by an event', STEP_UP_TABLES, async () => {
      const { id, agent } = await aCustomer();
      await lockOut(agent);
      const [attempts] = await t.database!.sql<{ locked_until: Date }>(`select locked_until from identity.step_up_attempts where user_id = $1`, [id]);
      const lockedMinutes = (new Date(attempts.locked_until).getTime() - Date.now()) / 60_000;
      expect(lockedMinutes).toBeGreaterThan(14);
      expect(lockedMinutes).toBeLessThanOrEqual(15);
      const events = await t.database!.sql<{ payload: { userId: string; lockedUntil: string } }>(
        `select payload from platform.outbox where event_type = 'identity.step-up-locked-out' and payload->>'userId' = $1`, [id]);
      expect(events).toHaveLength(1);
      expect(new Date(events[0].payload.lockedUntil)).toEqual(new Date(attempts.locked_until));
    });

    it('three wrong answers tell the customer, with the time transfers may be authorized again', async () => {
      const { agent } = await aCustomer();
      const untilOf = (ms: number) => new Date(ms + 15 * 60_000).toISOString().slice(11, 16);
      const before = Date.now();
      await lockOut(agent);
      const after = Date.now();
      const told = await eventually('the lockout notification', async () => ((await agent.get('/api/notifications?limit=20').expect(200)).body.items as { title: string; message: string }[])
        .find((n) => n.title === 'Transfer authorization locked'));
      expect(told).toMatchObject({ type: 'security', priority: 'high' });
      // The lock's end, on the server's clock: 15 minutes after the third wrong answer.
      expect([untilOf(before), untilOf(after)]).toContain(/until (\d\d:\d\d) UTC/.exec(told.message)?.[1]);
    });

    it('while locked even the right answer is refused', async () => {
      const { agent } = await aCustomer();
      const open = await challenge(agent);
      await lockOut(agent);
      expect((await verify(agent, { challengeId: open.challengeId, answer: ANSWERS[open.question] }).expect(423)).body).toEqual(LOCKED);
    });

    itCheckingDatabase('after 15 minutes there are three attempts again', STEP_UP_TABLES, async () => {
      const { id, agent } = await aCustomer();
      await lockOut(agent);

      await t.database!.sql(`update identity.step_up_attempts set locked_until = now() - interval '1 second' where user_id = $1`, [id]);
      expect((await challenge(agent)).attemptsRemaining).toBe(3);
      await authorize(agent);
    });

    itLocally('the lockout is kept in the database: another app instance on the same database refuses too', STEP_UP_TABLES_OR_COMMANDS, async () => {
      const { customerId, agent } = await aCustomer();
      let next = await challenge(agent);
      for (let i = 0; i < 2; i++) next = (await wrongAnswer(agent, next.challengeId).expect(401)).body.nextChallenge;
      await wrongAnswer(agent, next.challengeId).expect(423);

      const other = await createApp({
        ...loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret', MAILDEV_SMTP_PORT: process.env.MAILDEV_SMTP_PORT }),
        databaseUrl: t.local!.app.get(MikroORM).config.get('clientUrl'), runScheduledJobs: false, logLevel: 'error',
      });
      try {
        const elsewhere = request.agent(other.getHttpServer());
        await elsewhere.post('/api/login').send({ customerId, password: CUSTOMER_PASSWORD }).expect(200);
        expect((await elsewhere.post('/api/auth/step-up/challenge').expect(423)).body).toEqual(LOCKED);
      } finally {
        await other.close();
      }
    });

    it('parallel answers to one question are taken one by one: one counts as wrong, the others find it answered', async () => {
      const { agent } = await aCustomer();
      const { challengeId } = await challenge(agent);
      const statuses = (await Promise.all(Array.from({ length: 6 }, () => wrongAnswer(agent, challengeId)))).map((r) => r.status).sort();
      expect(statuses).toEqual([400, 400, 400, 400, 400, 401]);
      // One attempt spent: the next question has two left.
      expect((await challenge(agent)).attemptsRemaining).toBe(2);
    });

    it('a right answer resets the count', async () => {
      const { agent } = await aCustomer();
      const { nextChallenge } = (await wrongAnswer(agent, (await challenge(agent)).challengeId).expect(401)).body;
      await verify(agent, { challengeId: nextChallenge.challengeId, answer: ANSWERS[nextChallenge.question] }).expect(200);
      expect((await challenge(agent)).attemptsRemaining).toBe(3);
    });

    it('saving the questions again resets the count and retires open questions', async () => {
      const { agent } = await aCustomer();
      const { nextChallenge } = (await wrongAnswer(agent, (await challenge(agent)).challengeId).expect(401)).body;
      await agent.post('/api/auth/security-questions').send({ ...QUESTIONS, currentPassword: CUSTOMER_PASSWORD }).expect(201);
      const stale = await verify(agent, { challengeId: nextChallenge.challengeId, answer: ANSWERS[nextChallenge.question] }).expect(400);
      expect(stale.body.code).toBe('IDENTITY.CHALLENGE_EXPIRED');
      expect((await challenge(agent)).attemptsRemaining).toBe(3);
    });

    it('a question is answered once', async () => {
      const { agent } = await aCustomer();
      const { challengeId, question } = await challenge(agent);
      await verify(agent, { challengeId, answer: ANSWERS[question] }).expect(200);
      const again = await verify(agent, { challengeId, answer: ANSWERS[question] }).expect(400);
      expect(again.body).toEqual({
        message: 'This security question has expired or was already answered. Please start the authorization again.', code: 'IDENTITY.CHALLENGE_EXPIRED',
      });
    });

    itCheckingDatabase('a question is answered within five minutes', STEP_UP_TABLES, async () => {
      const { agent } = await aCustomer();

      const late = await challenge(agent);
      await t.database!.sql(`update identity.step_up_challenges set expires_at = now() - interval '1 second' where id = $1`, [late.challengeId]);
      await verify(agent, { challengeId: late.challengeId, answer: ANSWERS[late.question] }).expect(400);
      expect((await challenge(agent)).attemptsRemaining).toBe(3);
    });

    it('another customer\'s question, or none, is 404', async () => {
      const { agent } = await aCustomer();
      const { agent: stranger } = await aCustomer();
      const { challengeId, question } = await challenge(agent);
      const res = await verify(stranger, { challengeId, answer: ANSWERS[question] }).expect(404);
      expect(res.body).toEqual({ message: 'Security question not found. Please start the authorization again.', code: 'NOT_FOUND' });
      await verify(stranger, { challengeId: '00000000-0000-4000-8000-000000000000', answer: 'x1' }).expect(404);
      await verify(stranger, { challengeId: 'not-a-uuid', answer: 'x1' }).expect(404);
      await verify(agent, { challengeId, answer: ANSWERS[question] }).expect(200);
    });

    it.each([
      ['a blank answer', { answer: '   ' }, 'answer', 'Please enter the answer to your security question'],
      ['no signature', { signatureData: '' }, 'signatureData', 'Signature Required - Please draw your signature before saving.'],
      ['a signature that is not an image', { signatureData: 'data:text/plain;base64,aGVsbG8=' }, 'signatureData', 'The signature must be a PNG or JPEG image drawn on the signature pad'],
      ['an unknown purpose', { purpose: 'card-pin' }, 'purpose', 'Unknown authorization purpose'],
      ['no transfer details', { payload: 'rent' }, 'payload', 'The transfer details to authorize are required'],
      ['no question', { challengeId: undefined }, 'challengeId', 'The security question to answer is missing. Please start the authorization again.'],
    ])('refuses %s with 400 without spending an attempt', async (_, change, field, message) => {
      const { agent } = await aCustomer();
      const { challengeId } = await challenge(agent);
      const res = await verify(agent, { challengeId, ...change }).expect(400);
      expect(res.body).toEqual({ message, code: 'VALIDATION', details: [{ field, message }] });
      expect((await challenge(agent)).attemptsRemaining).toBe(3);
    });
  });

  // The transfer routes spend it in their own statement (StepUpStatementParts.spendToken).
  describe('the token, spent by a transfer', () => {
    let payee: AccountView;
    let otherPayee: AccountView;
    beforeAll(async () => {
      const owner = await t.newCustomer('PAYEE');
      [payee, otherPayee] = [await t.openAccount(owner), await t.openAccount(owner)];
    });

    /** A customer of aCustomer's with a checking account of `balance`, and a rent payment from it to the payee. */
    async function aPayer(balance = '1000.00') {
      const customer = await aCustomer();
      const checking = await t.openAccount(customer, { balance });
      return { ...customer, checking, rent: { fromAccountId: checking.id, toAccountNumber: payee.accountNumber, amount: '100.00', description: 'Rent' } };
    }
    const send = (agent: Agent, body: object, authorizationToken: string | undefined) => agent.post('/api/transfer').send({ ...body, authorizationToken });

    it('works once, for the exact payload however the amount is written', async () => {
      const { agent, rent } = await aPayer();
      const token = await authorize(agent, 'domestic-transfer', rent);
      await send(agent, { ...rent, amount: 100, description: ' Rent ' }, token).expect(201);
      expect((await send(agent, rent, token).expect(401)).body).toEqual(INVALID);
    });

    it('is refused for another payload, purpose or customer', async () => {
      const { agent, rent } = await aPayer();
      const { agent: stranger } = await aCustomer();
      const token = await authorize(agent, 'domestic-transfer', rent);
      expect((await send(agent, { ...rent, amount: '100.01' }, token).expect(401)).body).toEqual(INVALID);
      expect((await send(agent, { ...rent, toAccountNumber: otherPayee.accountNumber }, token).expect(401)).body).toEqual(INVALID);
      expect((await send(agent, rent, await authorize(agent, 'international-transfer', rent)).expect(401)).body).toEqual(INVALID);
      expect((await send(stranger, rent, token).expect(401)).body).toEqual(INVALID);
      expect((await send(agent, rent, `${token}x`).expect(401)).body).toEqual(INVALID);
      // None of those spent it: the payment it was given for goes through.
      await send(agent, rent, token).expect(201);
    });

    itCheckingDatabase('is refused after it expired', STEP_UP_TABLES, async () => {
      const { id, agent, rent } = await aPayer();
      const token = await authorize(agent, 'domestic-transfer', rent);
      const expireIn = (interval: string) =>
        t.database!.sql(`update identity.step_up_authorizations set expires_at = now() + $2::interval where user_id = $1`, [id, interval]);
      await expireIn('-1 second');
      expect((await send(agent, rent, token).expect(401)).body).toEqual(INVALID);
      // Within its five minutes the same token pays: only the time refused it.
      await expireIn('5 minutes');
      await send(agent, rent, token).expect(201);
    });

    it('a missing token is 401 "authorization required"', async () => {
      const { agent, rent } = await aPayer();
      for (const token of [undefined, '', '  ']) {
        expect((await send(agent, rent, token).expect(401)).body).toEqual({
          code: 'IDENTITY.AUTHORIZATION_REQUIRED',
          message: 'Transfer authorization is required. Please confirm with your security question and signature.',
        });
      }
    });

    it('is spent in the transfer\'s transaction: a transfer that fails leaves it usable', async () => {
      const { agent, checking, rent } = await aPayer('50.00');
      const token = await authorize(agent, 'domestic-transfer', rent);
      expect((await send(agent, rent, token).expect(400)).body.code).toBe('ACCOUNTS.INSUFFICIENT_FUNDS');
      // Once the bank has added the money (a balance adjustment), the same token pays.
      await (await t.admin()).patch(`/api/admin/accounts/${checking.id}/balance`).send({ newBalance: '100.00', reason: 'Funds arrived' }).expect(200);
      await send(agent, rent, token).expect(201);
    });

    it('binds an international transfer to its fields', async () => {
      const { agent, checking } = await aPayer('5000.00');
      const wire = {
        fromAccountId: checking.id, recipientName: 'Ana Lima', recipientAddress: '1 Rua Augusta, Lisbon', recipientBankName: 'Banco',
        recipientAccountNumber: 'PT50000201231234567890154', recipientCountryCode: 'PRT', transferAmount: '2500', transferCurrency: 'EUR', purpose: 'Family support',
      };
      const token = await authorize(agent, 'international-transfer', wire);
      const sendAbroad = (body: object) => agent.post('/api/international-transfers').set('Idempotency-Key', randomUUID()).send({ ...body, authorizationToken: token });
      expect((await sendAbroad({ ...wire, transferAmount: '2500.01' }).expect(401)).body).toEqual(INVALID);
      await sendAbroad({ ...wire, transferAmount: 2500 }).expect(201);
    });

    itLocally('the step-up token minter makes a token a transfer accepts (tests and benchmarks only)', STEP_UP_TABLES_OR_COMMANDS, async () => {
      const { id, agent, rent } = await aPayer();
      const minter = t.local!.app.get<symbol, StepUpTokenMinter>(STEP_UP_TOKEN_MINTER);
      const shortLived = await minter.mint({ userId: id, purpose: 'domestic-transfer', payload: rent, ttlSeconds: -1 });
      expect((await send(agent, rent, shortLived).expect(401)).body).toEqual(INVALID);
      const token = await minter.mint({ userId: id, purpose: 'domestic-transfer', payload: { ...rent, amount: 100 } });
      await send(agent, rent, token).expect(201);
    });

    itCheckingDatabase('purge-sessions deletes questions and unused authorizations a day past their expiry, and keeps the used ones as evidence',
      'ages its own step-up rows in SQL and runs purge-sessions on the bank\'s database', async () => {
      const { id, agent, rent } = await aPayer();
      const [unused, used, recent] = [await authorize(agent, 'domestic-transfer', rent), await authorize(agent, 'domestic-transfer', rent), await authorize(agent, 'domestic-transfer', rent)];
      // Used by the payment it authorized.
      await send(agent, rent, used).expect(201);
      const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
      await t.database!.sql(`update identity.step_up_challenges set expires_at = now() - interval '25 hours' where user_id = $1`, [id]);
      await t.database!.sql(`update identity.step_up_authorizations set expires_at = now() - interval '25 hours' where token_hash = any($1)`, [[hashOf(unused), hashOf(used)]]);
      const pending = await challenge(agent);

      // Its counts are the whole bank's, and another run (the hourly schedule, another suite's) may purge these rows first: this customer's rows are the check.
      expect(await t.database!.runJob('purge-sessions')).toMatch(/\d+ old security questions asked, \d+ unused transfer authorizations/);
      const kept = await t.database!.sql<{ token_hash: string }>(`select token_hash from identity.step_up_authorizations where user_id = $1`, [id]);
      expect(kept.map((row) => row.token_hash).sort()).toEqual([hashOf(used), hashOf(recent)].sort());
      const open = await t.database!.sql<{ id: string }>(`select id from identity.step_up_challenges where user_id = $1`, [id]);
      expect(open.map((row) => row.id)).toEqual([pending.challengeId]);
    });
  });
});
