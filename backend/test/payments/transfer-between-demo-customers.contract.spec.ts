import type TestAgent from 'supertest/lib/agent.js';
import { connectToDemoBank, DEMO, stepUpAsAlex, type DemoBank } from '../support/demo-bank.js';

interface Account { id: string; accountNumber: string; accountType: string; currency: string; balance: string }
const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * A domestic transfer as the client makes it (step-up through the API), from Alex to Sam. Runs
 * against a deployed server too, so it asserts by difference and moves cents: the only suite that
 * moves the demo customers' money there (see docs/decisions/contract-suites-against-a-server.md).
 */
describe('a transfer between the demo customers, step-up and all through the API', () => {
  let bank: DemoBank;
  let alex: TestAgent;
  let alexChecking: Account;
  let alexSavings: Account;
  let samChecking: Account;
  let samEuro: Account;

  const accountsOf = async (agent: TestAgent): Promise<Account[]> => (await agent.get('/api/accounts').expect(200)).body;
  const balance = async (agent: TestAgent, id: string) => cents((await accountsOf(agent)).find((a) => a.id === id)!.balance);
  const body = (over: Record<string, unknown> = {}) => ({
    fromAccountId: alexChecking.id, toAccountNumber: samChecking.accountNumber, amount: '0.25', description: 'Contract test', ...over,
  });
  const transfer = async (payload: Record<string, unknown>, idempotencyKey?: string) => {
    const authorizationToken = await stepUpAsAlex(alex, 'domestic-transfer', payload);
    const req = alex.post('/api/transfer');
    if (idempotencyKey) req.set('Idempotency-Key', idempotencyKey);
    return req.send({ ...payload, authorizationToken });
  };

  beforeAll(async () => {
    bank = await connectToDemoBank();
    alex = await bank.signedIn(DEMO.alex);
    const sam = await bank.signedIn(DEMO.sam);
    [alexChecking, alexSavings] = await accountsOf(alex);
    [samChecking, samEuro] = await accountsOf(sam);
  });
  afterAll(() => bank.close());

  it("asks one of Alex's own questions, signed in only", async () => {
    await bank.agent().post('/api/auth/step-up/challenge').expect(401);
    const challenge = (await alex.post('/api/auth/step-up/challenge').expect(201)).body;
    expect(challenge).toEqual({ factor: 'security-question', challengeId: expect.any(String), question: expect.any(String), attemptsRemaining: 3 });
    const questions = (await alex.get('/api/user/security-questions').expect(200)).body;
    expect(Object.values(questions)).toContain(challenge.question);
  });

  it('is 401 signed out, and 401 without a step-up token', async () => {
    await bank.agent().post('/api/transfer').send(body()).expect(401);
    const res = await alex.post('/api/transfer').send(body()).expect(401);
    expect(res.body.code).toBe('IDENTITY.AUTHORIZATION_REQUIRED');
  });

  it('refuses bad input with 400 and the specification message, moving nothing', async () => {
    const before = await balance(alex, alexChecking.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '0.00' }, 'Amount must be a positive number'],
      [{ amount: '1.001' }, 'Amount can have at most 2 decimal places'],
      [{ toAccountNumber: '12345678' }, 'Account number must start with 80 and be 8 digits'],
      [{ description: '   ' }, 'Description is required'],
    ];
    for (const [over, message] of cases) {
      const res = await alex.post('/api/transfer').send({ ...body(over), authorizationToken: 'x' }).expect(400);
      expect({ over, message: res.body.message }).toEqual({ over, message });
    }
    expect(await balance(alex, alexChecking.id)).toBe(before);
  });

  it("answers 404 for another customer's account as the source, 400 for the same account or another currency", async () => {
    const notMine = await transfer(body({ fromAccountId: samChecking.id, toAccountNumber: alexChecking.accountNumber }));
    expect({ status: notMine.status, body: notMine.body }).toEqual({ status: 404, body: { message: 'Account not found', code: 'ACCOUNTS.ACCOUNT_NOT_FOUND' } });
    const same = await transfer(body({ toAccountNumber: alexChecking.accountNumber }));
    expect([same.status, same.body.message]).toEqual([400, 'You cannot transfer to the same account']);
    const euro = await transfer(body({ toAccountNumber: samEuro.accountNumber }));
    expect([euro.status, euro.body.message]).toEqual([400, 'Both accounts must be in the same currency for a domestic transfer']);
  });

  it('holds the amount at once, once for a repeated Idempotency-Key, and lists it in both histories', async () => {
    const before = await balance(alex, alexChecking.id);
    const description = `Contract test ${Date.now()}`;
    const key = `contract-${Date.now()}`;
    const first = await transfer(body({ amount: '0.37', description }), key);
    expect(first.status).toBe(201);
    expect(first.body.transaction).toMatchObject({ amount: '0.37', currency: 'USD', type: 'transfer', description });
    const again = await transfer(body({ amount: '0.37', description }), key);
    expect(again.body).toEqual(first.body);
    expect(await balance(alex, alexChecking.id)).toBe(before - 37);

    const mine = (await alex.get(`/api/transactions?search=${encodeURIComponent(description)}`).expect(200)).body.items;
    expect(mine.map((i: { id: string }) => i.id)).toEqual([first.body.transaction.id]);
  });

  it('loses and creates nothing when several transfers race: each moves its amount exactly once', async () => {
    const before = { checking: await balance(alex, alexChecking.id), savings: await balance(alex, alexSavings.id) };
    const amounts = ['0.11', '0.12', '0.13', '0.14', '0.15'];
    // Each is authorized first (a challenge answered at a time), then all are sent at once.
    const prepared = [];
    for (const [i, amount] of amounts.entries()) {
      const payload = body({ amount, toAccountNumber: alexSavings.accountNumber, description: `Race ${i}` });
      prepared.push({ ...payload, authorizationToken: await stepUpAsAlex(alex, 'domestic-transfer', payload) });
    }
    const responses = await Promise.all(prepared.map((p) => alex.post('/api/transfer').send(p)));
    expect(responses.map((r) => r.status)).toEqual(amounts.map(() => 201));
    expect(new Set(responses.map((r) => r.body.transaction.id)).size).toBe(amounts.length);
    const sent = amounts.reduce((sum, a) => sum + cents(a), 0);
    expect(await balance(alex, alexChecking.id)).toBe(before.checking - sent);

    // The savings account is credited when the transfers settle (the server's schedule, or now).
    const deadline = Date.now() + 60_000;
    while (await balance(alex, alexSavings.id) !== before.savings + sent && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
    expect(await balance(alex, alexSavings.id)).toBe(before.savings + sent);
  });
});
