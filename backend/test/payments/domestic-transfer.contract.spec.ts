import type TestAgent from 'supertest/lib/agent.js';
import type { TransferBody } from '../support/banking.js';
import { pdfPages } from '../support/pdf-text.js';
import {
  balanceOf, connectToDemoBank, newPayer, stepUp, transactionStatus, transfer, uniqueName,
  type AccountView, type Customer, type DemoBank, type Payer,
} from '../support/demo-bank.js';

describe('POST /api/transfer refuses bad input with the specification message', () => {
  let t: DemoBank;
  let asAlice: TestAgent;
  let aliceChecking: AccountView;
  let bobChecking: AccountView;
  beforeAll(async () => {
    t = await connectToDemoBank();
    const alice = await t.newCustomer('ALICE');
    asAlice = alice.agent;
    aliceChecking = await t.openAccount(alice, { balance: '1000.00' });
    bobChecking = await t.openAccount(await t.newCustomer('BOB'));
  });
  afterAll(() => t.close());

  const body = (overrides: Partial<TransferBody> = {}): TransferBody => ({
    fromAccountId: aliceChecking.id, toAccountNumber: bobChecking.accountNumber, amount: '10.00', description: 'Lunch', ...overrides,
  });

  it.each([
    [0, 'Amount must be a positive number'],
    ['0.00', 'Amount must be a positive number'],
    [-1, 'Amount must be a positive number'],
    ['1.001', 'Amount can have at most 2 decimal places'],
    ['abc', 'Amount must be a positive number'],
    ['1e3', 'Amount must be a positive number'],
    ['99999999999.00', 'Amount is too large'],
    [null, 'Amount must be a positive number'],
  ])('refuses amount %p with 400 "%s"', async (amount, message) => {
    const res = await asAlice.post('/api/transfer').send({ ...body(), amount, authorizationToken: 'x' }).expect(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    [{ fromAccountId: '' }, 'From account is required'],
    [{ toAccountNumber: '801' }, 'Account number must be 8 digits'],
    [{ toAccountNumber: '12345678' }, 'Account number must start with 80 and be 8 digits'],
    [{ description: '   ' }, 'Description is required'],
  ])('refuses %p with the specification message', async (override, message) => {
    const res = await asAlice.post('/api/transfer').send({ ...body(), ...override, authorizationToken: 'x' }).expect(400);
    expect(res.body.message).toBe(message);
  });
});

/**
 * The server's review threshold (REVIEW_THRESHOLD, 5,000.00 unless configured): a transfer above it
 * waits for a person, so the settlement job leaves it alone whenever it runs.
 */
const ABOVE_REVIEW = '6000.00';
const DAILY_LIMIT_MESSAGE = 'This transfer would exceed your daily transfer limit of $10,000.00';

describe('POST /api/transfer', () => {
  let t: DemoBank;
  let alice: Customer & Payer;
  let bob: Customer & Payer;
  let aliceChecking: AccountView;
  let aliceCredit: AccountView;
  let bobChecking: AccountView;
  let bobEuro: AccountView;

  beforeAll(async () => {
    t = await connectToDemoBank();
    alice = await newPayer(t, 'ALICE');
    bob = await newPayer(t, 'BOB');
    aliceChecking = await t.openAccount(alice, { balance: '1000.00' });
    aliceCredit = await t.openAccount(alice, { type: 'credit', creditLimit: '300.00' });
    bobChecking = await t.openAccount(bob, { balance: '50.00' });
    bobEuro = await t.openAccount(bob, { type: 'savings', currency: 'EUR' });
  });
  afterAll(() => t.close());

  const body = (overrides: Partial<TransferBody> = {}): TransferBody => ({
    fromAccountId: aliceChecking.id, toAccountNumber: bobChecking.accountNumber, amount: '10.00', description: 'Lunch', ...overrides,
  });
  /** The administrator's view of a transfer (the domestic payments list, found by its code). */
  const asStaffSeesIt = async (transactionCode: string) => {
    const items: { transactionCode: string; status: string; heldForReview: boolean }[] =
      (await (await t.admin()).get(`/api/admin/payments/domestic?search=${transactionCode}`).expect(200)).body.items;
    return items.find((i) => i.transactionCode === transactionCode);
  };
  const setStatus = async (id: string, status: string, expected = 200, notes = {}) =>
    (await t.admin()).patch(`/api/admin/payments/domestic/${id}/status`).send({ status, ...notes }).expect(expected);

  it('gives a PDF receipt of a transfer to its sender and its payee, and to nobody else (issue 28 item 13)', async () => {
    // Accounts of its own, so the balances the other tests expect stay as they are.
    const from = await t.openAccount(alice, { balance: '100.00' });
    const to = await t.openAccount(bob);
    const sent = await transfer(alice, body({ fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: '42.10', description: 'Receipt please' }), 201);
    const { id, transactionCode } = sent.body.transaction;
    const receipt = await alice.agent.get(`/api/transactions/${id}/receipt`).buffer(true).expect(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="receipt-${transactionCode}.pdf"`);
    const text = pdfPages(receipt.body as Buffer).join('\n');
    for (const expected of [transactionCode, '42.10 USD', from.accountNumber, to.accountNumber, 'Receipt please']) {
      expect(text).toContain(expected);
    }
    // In bank time, as the product writes a moment: 'Nov 27, 2026 14:05 EST'.
    expect(text).toMatch(/^DATE\n[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2} E[SD]T$/m);
    await bob.agent.get(`/api/transactions/${id}/receipt`).buffer(true).expect(200);
    const carol = await t.newCustomer('CAROL');
    expect((await carol.agent.get(`/api/transactions/${id}/receipt`).expect(404)).body.message).toBe('Transaction not found');
    await alice.agent.get('/api/transactions/not-a-uuid/receipt').expect(404);
    await t.agent().get(`/api/transactions/${id}/receipt`).expect(401);
    // Settled, the receipt says so.
    await transactionStatus(alice.agent, id, 'completed');
    const settled = await alice.agent.get(`/api/transactions/${id}/receipt`).buffer(true).expect(200);
    expect(pdfPages(settled.body as Buffer).join('\n')).toContain('Completed');
    // Above the review threshold (to her own savings: the per-payee limit is the same 5,000.00), a
    // transfer stays pending until a person looks at it, and its receipt says so.
    const rich = await t.openAccount(alice, { balance: ABOVE_REVIEW });
    const savings = await t.openAccount(alice, { type: 'savings' });
    const held = await transfer(alice, body({ fromAccountId: rich.id, toAccountNumber: savings.accountNumber, amount: ABOVE_REVIEW }), 201);
    const pending = await alice.agent.get(`/api/transactions/${held.body.transaction.id}/receipt`).buffer(true).expect(200);
    expect(pdfPages(pending.body as Buffer).join('\n')).toContain('Pending');
  });

  it('holds the amount at once and credits the destination when it settles', async () => {
    const from = await t.openAccount(alice, { balance: '1000.00' });
    const to = await t.openAccount(bob, { balance: '50.00' });
    const res = await transfer(alice, body({ fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: '125.50' }), 201);
    expect(res.body.message).toBe('Your money has been transferred successfully.');
    expect(res.body.transaction).toMatchObject({ amount: '125.50', currency: 'USD', type: 'transfer', description: 'Lunch' });
    // The debit is held at once; the credit waits for settlement.
    expect(await balanceOf(alice.agent, from.id)).toBe('874.50');
    await transactionStatus(alice.agent, res.body.transaction.id, 'completed');
    expect(await balanceOf(bob.agent, to.id)).toBe('175.50');
    expect(await balanceOf(alice.agent, from.id)).toBe('874.50');
  });

  it('requires a step-up token bound to this exact transfer, used once, and the customer\'s own', async () => {
    const missing = await alice.agent.post('/api/transfer').send(body()).expect(401);
    expect(missing.body.code).toBe('IDENTITY.AUTHORIZATION_REQUIRED');

    const token = await stepUp(alice.agent, alice.answers, 'domestic-transfer', body());
    await alice.agent.post('/api/transfer').send({ ...body(), amount: '10.01', authorizationToken: token }).expect(401);
    await alice.agent.post('/api/transfer').send({ ...body(), authorizationToken: token }).expect(201);
    const reused = await alice.agent.post('/api/transfer').send({ ...body(), authorizationToken: token }).expect(401);
    expect(reused.body.code).toBe('IDENTITY.AUTHORIZATION_INVALID');

    const bobsToken = await stepUp(bob.agent, bob.answers, 'domestic-transfer', body());
    await alice.agent.post('/api/transfer').send({ ...body(), authorizationToken: bobsToken }).expect(401);
  });

  it("answers 404 for another customer's source account, an unknown destination or a malformed id", async () => {
    const notMine = await transfer(alice, body({ fromAccountId: bobChecking.id, toAccountNumber: aliceChecking.accountNumber }), 404);
    expect(notMine.body).toEqual({ message: 'Account not found', code: 'ACCOUNTS.ACCOUNT_NOT_FOUND' });
    await transfer(alice, body({ toAccountNumber: '80999999' }), 404);
    await transfer(alice, body({ fromAccountId: 'not-a-uuid' }), 404);
  });

  it('refuses the same account and a different currency with 400', async () => {
    const same = await transfer(alice, body({ toAccountNumber: aliceChecking.accountNumber }), 400);
    expect(same.body.message).toBe('You cannot transfer to the same account');
    const euro = await transfer(alice, body({ toAccountNumber: bobEuro.accountNumber }), 400);
    expect(euro.body.message).toBe('Both accounts must be in the same currency for a domestic transfer');
  });

  it('refuses more than the balance, and a credit account beyond its limit', async () => {
    const res = await transfer(bob, { fromAccountId: bobChecking.id, toAccountNumber: aliceChecking.accountNumber, amount: '500.00', description: 'Too much' }, 400);
    expect(res.body).toEqual({ message: 'Insufficient funds', code: 'ACCOUNTS.INSUFFICIENT_FUNDS' });

    await transfer(alice, body({ fromAccountId: aliceCredit.id, amount: '300.00' }), 201);
    expect(await balanceOf(alice.agent, aliceCredit.id)).toBe('-300.00');
    const over = await transfer(alice, body({ fromAccountId: aliceCredit.id, amount: '0.01' }), 400);
    expect(over.body.message).toBe('This transfer would exceed the credit limit');
  });

  it('moves money once for the same Idempotency-Key, and refuses the key for another request', async () => {
    const from = await t.openAccount(alice, { balance: '100.00' });
    const key = uniqueName('key-');
    const first = await transfer(alice, body({ fromAccountId: from.id, amount: '7.00' }), 201, key);
    const again = await transfer(alice, body({ fromAccountId: from.id, amount: '7.00' }), 201, key);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(alice.agent, from.id)).toBe('93.00');
    const other = await transfer(alice, body({ fromAccountId: from.id, amount: '8.00' }), 409, key);
    expect(other.body.code).toBe('PAYMENTS.IDEMPOTENCY_KEY_REUSED');
  });

  it('answers a refusal again for its Idempotency-Key, even once the money is there; a refused authorization keeps no answer', async () => {
    const from = await t.openAccount(alice, { balance: '5.00' });
    const savings = await t.openAccount(alice, { type: 'savings', balance: '50.00' });
    const payment = body({ fromAccountId: from.id, amount: '7.00' });
    const key = uniqueName('key-');
    const refused = await transfer(alice, payment, 400, key);
    expect(refused.body).toEqual({ message: 'Insufficient funds', code: 'ACCOUNTS.INSUFFICIENT_FUNDS' });
    const topUp = await transfer(alice, { fromAccountId: savings.id, toAccountNumber: from.accountNumber, amount: '10.00', description: 'Top-up' }, 201);
    await transactionStatus(alice.agent, topUp.body.transaction.id, 'completed');
    // A retry hears the first result (DESIGN 3); a new key is a new request.
    expect((await transfer(alice, payment, 400, key)).body).toEqual(refused.body);
    expect(await balanceOf(alice.agent, from.id)).toBe('15.00');
    const paid = uniqueName('key-');
    await alice.agent.post('/api/transfer').set('Idempotency-Key', paid).send({ ...payment, authorizationToken: 'not-a-token' }).expect(401);
    await transfer(alice, payment, 201, paid);
    expect(await balanceOf(alice.agent, from.id)).toBe('8.00');
  });

  it('refuses a transaction-restricted customer with 403 and the reason', async () => {
    const restricted = await newPayer(t, 'RESTRICTED');
    const from = await t.openAccount(restricted, { balance: '10.00' });
    const restrict = (on: boolean) => t.admin().then((admin) => admin.patch(`/api/admin/users/${restricted.id}/restrictions`)
      .send({ loginRestricted: false, transactionRestricted: on, reason: on ? 'Pending KYC review' : undefined }).expect(200));
    const payment = { fromAccountId: from.id, toAccountNumber: aliceChecking.accountNumber, amount: '1.00', description: 'x' };
    // Authorized before the restriction (a restricted customer is not asked a question at all).
    const authorizationToken = await stepUp(restricted.agent, restricted.answers, 'domestic-transfer', payment);
    await restrict(true);
    const res = await restricted.agent.post('/api/transfer').send({ ...payment, authorizationToken }).expect(403);
    expect(res.body.message).toBe('Transactions are restricted on this profile: Pending KYC review');
    await restrict(false);
    await restricted.agent.post('/api/transfer').send({ ...payment, authorizationToken }).expect(201);
  });

  /** A customer who has paid 5.00 of 100.00 once to a savings account of Bob's, so the server has seen both accounts. */
  async function aPayerWhoPaidOnce(prefix: string) {
    const payer = await newPayer(t, prefix);
    const payerChecking = await t.openAccount(payer, { balance: '100.00' });
    const payeeAccount = await t.openAccount(bob, { type: 'savings' });
    const payment = { fromAccountId: payerChecking.id, toAccountNumber: payeeAccount.accountNumber, amount: '5.00', description: 'Rent' };
    const paid = await transfer(payer, payment, 201);
    await transactionStatus(payer.agent, paid.body.transaction.id, 'completed');
    return { payer, payerChecking, payeeAccount, payment };
  }
  const transactionsOf = async (agent: TestAgent, accountId: string) => (await agent.get(`/api/transactions?accountId=${accountId}`).expect(200)).body.total;

  it('refuses an inactive source account with 400, even one the server has seen before, and leaves no trace', async () => {
    const { payer, payerChecking, payeeAccount, payment } = await aPayerWhoPaidOnce('CLOSING');
    // The administrator empties the account and closes it.
    const admin = await t.admin();
    await admin.patch(`/api/admin/accounts/${payerChecking.id}/balance`).send({ newBalance: '0.00', reason: 'Closing the account' }).expect(200);
    await admin.delete(`/api/admin/accounts/${payerChecking.id}`).expect(200);

    const token = await stepUp(payer.agent, payer.answers, 'domestic-transfer', payment);
    const res = await payer.agent.post('/api/transfer').send({ ...payment, authorizationToken: token }).expect(400);
    expect(res.body).toEqual({ message: 'This account is not active', code: 'ACCOUNTS.ACCOUNT_INACTIVE' });
    // Without a valid token nothing about the accounts is told (docs/decisions/payee-lookup-limit.md).
    const unauthorized = await payer.agent.post('/api/transfer').send({ ...payment, authorizationToken: 'not-a-token' }).expect(401);
    expect(unauthorized.body.code).toBe('IDENTITY.AUTHORIZATION_INVALID');
    expect(await balanceOf(bob.agent, payeeAccount.id)).toBe('5.00');
  });

  it('refuses a payee account that was closed after the server last saw it, as the lookup does, and leaves no trace', async () => {
    const { payer, payerChecking, payeeAccount, payment } = await aPayerWhoPaidOnce('TOCLOSED');
    const admin = await t.admin();
    await admin.patch(`/api/admin/accounts/${payeeAccount.id}/balance`).send({ newBalance: '0.00', reason: 'Closing the account' }).expect(200);
    await admin.delete(`/api/admin/accounts/${payeeAccount.id}`).expect(200);

    const res = await transfer(payer, payment, 404);
    expect(res.body).toEqual({ message: 'Account not found', code: 'ACCOUNTS.ACCOUNT_NOT_FOUND' });
    await payer.agent.get(`/api/accounts/lookup?accountNumber=${payeeAccount.accountNumber}`).expect(404);
    expect(await balanceOf(payer.agent, payerChecking.id)).toBe('95.00');
    // The opening deposit and the one payment.
    expect(await transactionsOf(payer.agent, payerChecking.id)).toBe(2);
  });

  it('notices a payee whose currency an administrator changed after the server last saw it', async () => {
    const { payer, payerChecking, payeeAccount, payment } = await aPayerWhoPaidOnce('PAYER');
    const switchTo = async (newCurrency: string) => (await t.admin()).patch(`/api/admin/accounts/${payeeAccount.id}/currency`).send({ newCurrency, reason: 'Customer asked' }).expect(200);
    await switchTo('EUR');

    const res = await transfer(payer, payment, 400);
    expect(res.body.message).toBe('Both accounts must be in the same currency for a domestic transfer');
    expect(await balanceOf(payer.agent, payerChecking.id)).toBe('95.00');

    await switchTo('USD');
    await transfer(payer, payment, 201);
    expect(await balanceOf(payer.agent, payerChecking.id)).toBe('90.00');
  });

  /** A customer with checking (the balance given) and savings: transfers between them count against the daily limit. */
  async function aSaver(prefix: string, balance: string) {
    const saver = await newPayer(t, prefix);
    const checking = await t.openAccount(saver, { balance });
    const savings = await t.openAccount(saver, { type: 'savings' });
    const payment = (amount: string) => ({ fromAccountId: checking.id, toAccountNumber: savings.accountNumber, amount, description: 'Savings' });
    return { saver, checking, savings, payment };
  }

  // The limits below count transfers between the customer's own accounts too; the per-payee
  // limit does not, so these large amounts go to the customer's savings (payee-daily-limit.contract.spec.ts).
  it('enforces the daily limit of $10,000 on the server', async () => {
    const { saver, payment } = await aSaver('RICH', '50000.00');
    await transfer(saver, payment('6000.00'), 201);
    await transfer(saver, payment('4000.00'), 201);
    const res = await transfer(saver, payment('0.01'), 400);
    expect(res.body.message).toBe(DAILY_LIMIT_MESSAGE);
  });

  it('holds the daily limit when many transfers of one customer race', async () => {
    const { saver, checking, payment } = await aSaver('BUSY', '50000.00');
    // One step-up after another (a customer has one open question at a time), then the transfers at once.
    const tokens: string[] = [];
    for (let i = 0; i < 15; i++) tokens.push(await stepUp(saver.agent, saver.answers, 'domestic-transfer', payment('1000.00')));
    const responses = await Promise.all(tokens.map((authorizationToken) => saver.agent.post('/api/transfer').send({ ...payment('1000.00'), authorizationToken })));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.body.message)).toEqual(Array(5).fill(DAILY_LIMIT_MESSAGE));
    expect(await balanceOf(saver.agent, checking.id)).toBe('40000.00');
  });

  it('stops counting a transfer against the limit once its money is returned', async () => {
    const { saver, checking, payment } = await aSaver('SAVER', '20000.00');
    // Above the review threshold: it waits for the administrator, who cancels it.
    const first = await transfer(saver, payment('10000.00'), 201);
    await transfer(saver, payment('10000.00'), 400);
    await setStatus(first.body.transaction.id, 'cancelled');
    await transfer(saver, payment('10000.00'), 201);
    expect(await balanceOf(saver.agent, checking.id)).toBe('10000.00');
  });

  it('leaves a transfer above the review threshold for a person, and settles the rest', async () => {
    const { saver, payment } = await aSaver('WHALE', '9000.00');
    const big = await transfer(saver, payment(ABOVE_REVIEW), 201);
    const small = await transfer(saver, payment('10.00'), 201);
    await transactionStatus(saver.agent, small.body.transaction.id, 'completed');
    expect(await asStaffSeesIt(big.body.transaction.transactionCode)).toMatchObject({ status: 'processing', heldForReview: true });
  });
});

describe('transfer status changes move money at most once', () => {
  let t: DemoBank;
  let sender: Customer & Payer;
  let from: AccountView;
  let to: AccountView;

  beforeAll(async () => {
    t = await connectToDemoBank();
    sender = await newPayer(t, 'SENDER');
    from = await t.openAccount(sender, { balance: '20000.00' });
    // The sender's own savings: above the review threshold a payment to anyone else passes the per-payee limit (5,000.00).
    to = await t.openAccount(sender, { type: 'savings' });
  });
  afterAll(() => t.close());

  // Above the review threshold, so the settlement job leaves each to the administrator.
  const send = async () =>
    (await transfer(sender, { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: ABOVE_REVIEW, description: 'Test' }, 201)).body.transaction.id as string;
  const change = async (id: string, status: string, expected = 200, notes = {}) => {
    const res = await (await t.admin()).patch(`/api/admin/payments/domestic/${id}/status`).send({ status, ...notes }).expect(expected);
    return res.body;
  };

  it('cancelling returns the money; completing afterwards is refused with 409', async () => {
    const id = await send();
    await change(id, 'submitted');
    expect(await balanceOf(sender.agent, from.id)).toBe('14000.00');
    await change(id, 'cancelled', 200, { adminNotes: 'Customer asked', creditNote: 'Cancelled at your request' });
    expect(await balanceOf(sender.agent, from.id)).toBe('20000.00');
    await change(id, 'failed');
    expect(await balanceOf(sender.agent, from.id)).toBe('20000.00');
    expect((await change(id, 'completed', 409)).code).toBe('PAYMENTS.STATUS_CONFLICT');
    expect(await balanceOf(sender.agent, to.id)).toBe('0.00');
  });

  it('completing then relabelling as credited delivers once; failing afterwards is refused', async () => {
    const id = await send();
    await change(id, 'completed');
    await change(id, 'credited');
    expect(await balanceOf(sender.agent, to.id)).toBe('6000.00');
    expect((await change(id, 'failed', 409)).code).toBe('PAYMENTS.STATUS_CONFLICT');
    expect((await change(id, 'processing', 409)).code).toBe('PAYMENTS.STATUS_CONFLICT');
    expect(await balanceOf(sender.agent, from.id)).toBe('14000.00');
  });
});
