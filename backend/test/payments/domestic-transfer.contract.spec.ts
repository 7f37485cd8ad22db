import { createTestApp, type TestApp } from '../support/test-app.js';
import { anAccount, authorizedTransfer, balanceOf, settle, tokenFor, type TransferBody } from '../support/banking.js';
import type { AccountSummary } from '../../src/modules/accounts/public/accounts.api.js';
import { ChangeTransferStatus, RecordHistoricalTransfer } from '../../src/modules/payments/public/payments.api.js';
import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { pdfPages } from '../support/pdf-text.js';
import { connectToDemoBank, type AccountView, type DemoBank } from '../support/demo-bank.js';

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

describeWithDatabase('POST /api/transfer', 'mints step-up tokens and settles in process', () => {
  let t: TestApp;
  let alice: { id: string };
  let bob: { id: string };
  let aliceChecking: AccountSummary;
  let aliceCredit: AccountSummary;
  let bobChecking: AccountSummary;
  let bobEuro: AccountSummary;
  let asAlice: TestAgent;
  let asBob: TestAgent;

  beforeAll(async () => {
    t = await createTestApp({ reviewThreshold: '5000.00' });
    alice = await t.createUser('ALICE');
    bob = await t.createUser('BOB');
    aliceChecking = await anAccount(t, alice.id, { deposit: '1000.00' });
    aliceCredit = await anAccount(t, alice.id, { type: 'credit', creditLimit: '300.00' });
    bobChecking = await anAccount(t, bob.id, { deposit: '50.00' });
    bobEuro = await anAccount(t, bob.id, { type: 'savings', currency: 'EUR' });
    asAlice = await t.signedIn('ALICE');
    asBob = await t.signedIn('BOB');
  });
  afterAll(() => t.close());

  const body = (overrides: Partial<TransferBody> = {}): TransferBody => ({
    fromAccountId: aliceChecking.id, toAccountNumber: bobChecking.accountNumber, amount: '10.00', description: 'Lunch', ...overrides,
  });

  it('gives a PDF receipt of a transfer to its sender and its payee, and to nobody else (issue 28 item 13)', async () => {
    // Accounts of its own, so the balances the other tests expect stay as they are.
    const from = await anAccount(t, alice.id, { deposit: '100.00' });
    const to = await anAccount(t, bob.id);
    const sent = await authorizedTransfer(t, asAlice, alice.id, body({ fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: '42.10', description: 'Receipt please' }), 201);
    const { id, transactionCode } = sent.body.transaction;
    const receipt = await asAlice.get(`/api/transactions/${id}/receipt`).buffer(true).expect(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="receipt-${transactionCode}.pdf"`);
    const text = pdfPages(receipt.body as Buffer).join('\n');
    for (const expected of [transactionCode, '42.10 USD', from.accountNumber, to.accountNumber, 'Receipt please', 'Pending']) {
      expect(text).toContain(expected);
    }
    await asBob.get(`/api/transactions/${id}/receipt`).buffer(true).expect(200);
    const carol = await t.createUser('CAROL');
    const asCarol = await t.signedIn(carol.customerId);
    expect((await asCarol.get(`/api/transactions/${id}/receipt`).expect(404)).body.message).toBe('Transaction not found');
    await asAlice.get('/api/transactions/not-a-uuid/receipt').expect(404);
    await t.agent().get(`/api/transactions/${id}/receipt`).expect(401);
    // Settled, the receipt says so.
    await settle(t);
    const settled = await asAlice.get(`/api/transactions/${id}/receipt`).buffer(true).expect(200);
    expect(pdfPages(settled.body as Buffer).join('\n')).toContain('Completed');
  });

  it('holds the amount at once and credits the destination when it settles', async () => {
    const res = await authorizedTransfer(t, asAlice, alice.id, body({ amount: '125.50' }), 201);
    expect(res.body.message).toBe('Your money has been transferred successfully.');
    expect(res.body.transaction).toMatchObject({ amount: '125.50', currency: 'USD', status: 'processing', type: 'transfer', description: 'Lunch' });
    expect(await balanceOf(t, aliceChecking.id)).toBe('874.50');
    expect(await balanceOf(t, bobChecking.id)).toBe('50.00');

    expect(await settle(t)).toMatch(/settled 1 /);
    expect(await balanceOf(t, bobChecking.id)).toBe('175.50');
    const [row] = await t.sql<{ status: string; money_state: string }>(`select status, money_state from payments.transactions where id = $1`, [res.body.transaction.id]);
    expect(row).toEqual({ status: 'completed', money_state: 'settled' });
    const events = await t.sql<{ event_type: string }>(`select event_type from platform.outbox where payload->>'transactionId' = $1 order by id`, [res.body.transaction.id]);
    expect(events.map((e) => e.event_type)).toEqual(['payments.transfer-created', 'payments.transfer-settled']);
  });

  it('requires a step-up token bound to this exact transfer, used once, not expired', async () => {
    const missing = await asAlice.post('/api/transfer').send(body()).expect(401);
    expect(missing.body.code).toBe('IDENTITY.AUTHORIZATION_REQUIRED');

    const token = await tokenFor(t, alice.id, body());
    await asAlice.post('/api/transfer').send({ ...body(), amount: '10.01', authorizationToken: token }).expect(401);
    await asAlice.post('/api/transfer').send({ ...body(), authorizationToken: token }).expect(201);
    const reused = await asAlice.post('/api/transfer').send({ ...body(), authorizationToken: token }).expect(401);
    expect(reused.body.code).toBe('IDENTITY.AUTHORIZATION_INVALID');

    const expired = await tokenFor(t, alice.id, body(), 1);
    await t.sql(`update identity.step_up_authorizations set expires_at = now() - interval '1 second'`);
    await asAlice.post('/api/transfer').send({ ...body(), authorizationToken: expired }).expect(401);

    const bobsToken = await tokenFor(t, bob.id, body());
    await asAlice.post('/api/transfer').send({ ...body(), authorizationToken: bobsToken }).expect(401);
  });

  it("answers 404 for another customer's source account, an unknown destination or a malformed id", async () => {
    const notMine = await authorizedTransfer(t, asAlice, alice.id, body({ fromAccountId: bobChecking.id, toAccountNumber: aliceChecking.accountNumber }), 404);
    expect(notMine.body).toEqual({ message: 'Account not found', code: 'ACCOUNTS.ACCOUNT_NOT_FOUND' });
    await authorizedTransfer(t, asAlice, alice.id, body({ toAccountNumber: '80999999' }), 404);
    await authorizedTransfer(t, asAlice, alice.id, body({ fromAccountId: 'not-a-uuid' }), 404);
  });

  it('refuses the same account and a different currency with 400', async () => {
    const same = await authorizedTransfer(t, asAlice, alice.id, body({ toAccountNumber: aliceChecking.accountNumber }), 400);
    expect(same.body.message).toBe('You cannot transfer to the same account');
    const euro = await authorizedTransfer(t, asAlice, alice.id, body({ toAccountNumber: bobEuro.accountNumber }), 400);
    expect(euro.body.message).toBe('Both accounts must be in the same currency for a domestic transfer');
  });

  it('refuses more than the balance, and a credit account beyond its limit', async () => {
    const res = await authorizedTransfer(t, asBob, bob.id, { fromAccountId: bobChecking.id, toAccountNumber: aliceChecking.accountNumber, amount: '500.00', description: 'Too much' }, 400);
    expect(res.body).toEqual({ message: 'Insufficient funds', code: 'ACCOUNTS.INSUFFICIENT_FUNDS' });

    await authorizedTransfer(t, asAlice, alice.id, body({ fromAccountId: aliceCredit.id, amount: '300.00' }), 201);
    expect(await balanceOf(t, aliceCredit.id)).toBe('-300.00');
    const over = await authorizedTransfer(t, asAlice, alice.id, body({ fromAccountId: aliceCredit.id, amount: '0.01' }), 400);
    expect(over.body.message).toBe('This transfer would exceed the credit limit');
  });

  it('moves money once for the same Idempotency-Key, and refuses the key for another request', async () => {
    const before = await balanceOf(t, aliceChecking.id);
    const first = await authorizedTransfer(t, asAlice, alice.id, body({ amount: '7.00' }), 201, 'key-123');
    const again = await authorizedTransfer(t, asAlice, alice.id, body({ amount: '7.00' }), 201, 'key-123');
    expect(again.body).toEqual(first.body);
    expect(Number(before) * 100 - Number(await balanceOf(t, aliceChecking.id)) * 100).toBe(700);
    const other = await authorizedTransfer(t, asAlice, alice.id, body({ amount: '8.00' }), 409, 'key-123');
    expect(other.body.code).toBe('PAYMENTS.IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses a transaction-restricted customer with 403 and the reason', async () => {
    await t.sql(`update identity.users set transaction_restricted = true, restriction_reason = 'Pending KYC review' where id = $1`, [bob.id]);
    const res = await authorizedTransfer(t, asBob, bob.id, { fromAccountId: bobChecking.id, toAccountNumber: aliceChecking.accountNumber, amount: '1.00', description: 'x' }, 403);
    expect(res.body.message).toBe('Transactions are restricted on this profile: Pending KYC review');
    await t.sql(`update identity.users set transaction_restricted = false, restriction_reason = null where id = $1`, [bob.id]);
  });

  it('refuses an inactive source account with 400, even one the server has seen before, and leaves no trace', async () => {
    const closing = await t.createUser('CLOSING');
    const closingChecking = await anAccount(t, closing.id, { deposit: '100.00' });
    const asClosing = await t.signedIn('CLOSING');
    const transfer = { fromAccountId: closingChecking.id, toAccountNumber: bobChecking.accountNumber, amount: '1.00', description: 'Last' };
    await authorizedTransfer(t, asClosing, closing.id, transfer, 201);
    await t.sql(`update accounts.accounts set is_active = 'false' where id = $1`, [closingChecking.id]);

    const token = await tokenFor(t, closing.id, transfer);
    const res = await asClosing.post('/api/transfer').send({ ...transfer, authorizationToken: token }).expect(400);
    expect(res.body).toEqual({ message: 'This account is not active', code: 'ACCOUNTS.ACCOUNT_INACTIVE' });
    // Without a valid token nothing about the accounts is told (docs/decisions/payee-lookup-limit.md).
    const unauthorized = await asClosing.post('/api/transfer').send({ ...transfer, authorizationToken: 'not-a-token' }).expect(401);
    expect(unauthorized.body.code).toBe('IDENTITY.AUTHORIZATION_INVALID');
    expect(await balanceOf(t, closingChecking.id)).toBe('99.00');
    const [spent] = await t.sql<{ used: boolean }>(`select used_at is not null as used from identity.step_up_authorizations where user_id = $1 order by created_at desc limit 1`, [closing.id]);
    expect(spent.used).toBe(false);
  });

  /** A customer who has paid 5.00 of 100.00 once to a savings account of Bob's, so the server has seen both accounts. */
  async function aPayerWhoPaidOnce(customerId: string) {
    const payer = await t.createUser(customerId);
    const payerChecking = await anAccount(t, payer.id, { deposit: '100.00' });
    const payeeAccount = await anAccount(t, bob.id, { type: 'savings' });
    const asPayer = await t.signedIn(customerId);
    const transfer = { fromAccountId: payerChecking.id, toAccountNumber: payeeAccount.accountNumber, amount: '5.00', description: 'Rent' };
    await authorizedTransfer(t, asPayer, payer.id, transfer, 201);
    return { payer, payerChecking, payeeAccount, asPayer, transfer };
  }

  it('refuses a payee account that was closed after the server last saw it, as the lookup does, and leaves no trace', async () => {
    const { payer, payerChecking, payeeAccount, asPayer, transfer } = await aPayerWhoPaidOnce('TOCLOSED');
    await t.sql(`update accounts.accounts set is_active = 'false' where id = $1`, [payeeAccount.id]);

    const res = await authorizedTransfer(t, asPayer, payer.id, transfer, 404);
    expect(res.body).toEqual({ message: 'Account not found', code: 'ACCOUNTS.ACCOUNT_NOT_FOUND' });
    await asPayer.get(`/api/accounts/lookup?accountNumber=${payeeAccount.accountNumber}`).expect(404);
    expect(await balanceOf(t, payerChecking.id)).toBe('95.00');
    const [spent] = await t.sql<{ used: boolean }>(`select used_at is not null as used from identity.step_up_authorizations where user_id = $1 order by created_at desc limit 1`, [payer.id]);
    expect(spent.used).toBe(false);
    const [recorded] = await t.sql<{ n: number }>(`select count(*)::int as n from payments.transactions where from_account_id = $1`, [payerChecking.id]);
    expect(recorded.n).toBe(1);
  });

  it('notices a payee whose currency an administrator changed after the server last saw it', async () => {
    const { payer, payerChecking, payeeAccount, asPayer, transfer } = await aPayerWhoPaidOnce('PAYER');
    await t.sql(`update accounts.accounts set currency = 'EUR' where id = $1`, [payeeAccount.id]);

    const res = await authorizedTransfer(t, asPayer, payer.id, transfer, 400);
    expect(res.body.message).toBe('Both accounts must be in the same currency for a domestic transfer');
    expect(await balanceOf(t, payerChecking.id)).toBe('95.00');

    await t.sql(`update accounts.accounts set currency = 'USD' where id = $1`, [payeeAccount.id]);
    await authorizedTransfer(t, asPayer, payer.id, transfer, 201);
    expect(await balanceOf(t, payerChecking.id)).toBe('90.00');
  });

  // The limits below count transfers between the customer's own accounts too; the per-payee
  // limit does not, so these large amounts go to the customer's savings (payee-daily-limit.contract.spec.ts).
  it('enforces the daily limit of $10,000 on the server', async () => {
    const rich = await t.createUser('RICH');
    const richChecking = await anAccount(t, rich.id, { deposit: '50000.00' });
    const richSavings = await anAccount(t, rich.id, { type: 'savings' });
    const asRich = await t.signedIn('RICH');
    const send = (amount: string, status: number) => authorizedTransfer(t, asRich, rich.id, { fromAccountId: richChecking.id, toAccountNumber: richSavings.accountNumber, amount, description: 'Big' }, status);
    await send('6000.00', 201);
    await send('4000.00', 201);
    const res = await send('0.01', 400);
    expect(res.body.message).toBe('This transfer would exceed your daily transfer limit of $10,000.00');
  });

  it('counts a transfer the bank booked for the customer (the demo history) against the same day', async () => {
    const seeded = await t.createUser('SEEDED');
    const seededChecking = await anAccount(t, seeded.id, { deposit: '20000.00' });
    const seededSavings = await anAccount(t, seeded.id, { type: 'savings' });
    await t.app.get(CommandBus).execute(new RecordHistoricalTransfer({ fromAccountId: seededChecking.id, toAccountId: seededSavings.id, amount: '6000.00', description: 'Earlier today', at: new Date() }));
    const asSeeded = await t.signedIn('SEEDED');
    const send = (amount: string, status: number) => authorizedTransfer(t, asSeeded, seeded.id, { fromAccountId: seededChecking.id, toAccountNumber: seededSavings.accountNumber, amount, description: 'Later' }, status);
    await send('4000.00', 201);
    const res = await send('0.01', 400);
    expect(res.body.message).toBe('This transfer would exceed your daily transfer limit of $10,000.00');
  });

  it('holds the daily limit when many transfers of one customer race', async () => {
    const busy = await t.createUser('BUSY');
    const busyChecking = await anAccount(t, busy.id, { deposit: '50000.00' });
    const busySavings = await anAccount(t, busy.id, { type: 'savings' });
    const asBusy = await t.signedIn('BUSY');
    const transfer = { fromAccountId: busyChecking.id, toAccountNumber: busySavings.accountNumber, amount: '1000.00', description: 'Race' };
    const tokens = await Promise.all(Array.from({ length: 15 }, () => tokenFor(t, busy.id, transfer)));
    const responses = await Promise.all(tokens.map((authorizationToken) => asBusy.post('/api/transfer').send({ ...transfer, authorizationToken })));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.body.message)).toEqual(Array(5).fill('This transfer would exceed your daily transfer limit of $10,000.00'));
    expect(await balanceOf(t, busyChecking.id)).toBe('40000.00');
  });

  it('stops counting a transfer against the limit once its money is returned', async () => {
    const saver = await t.createUser('SAVER');
    const saverChecking = await anAccount(t, saver.id, { deposit: '20000.00' });
    const saverSavings = await anAccount(t, saver.id, { type: 'savings' });
    const asSaver = await t.signedIn('SAVER');
    const send = (status: number) => authorizedTransfer(t, asSaver, saver.id, { fromAccountId: saverChecking.id, toAccountNumber: saverSavings.accountNumber, amount: '10000.00', description: 'House' }, status);
    const first = await send(201);
    await send(400);
    await t.app.get(CommandBus).execute(new ChangeTransferStatus(first.body.transaction.id, 'cancelled', null, {}));
    await send(201);
    expect(await balanceOf(t, saverChecking.id)).toBe('10000.00');
  });

  it('leaves a transfer above the review threshold for a person, and settles the rest', async () => {
    const whale = await t.createUser('WHALE');
    const whaleChecking = await anAccount(t, whale.id, { deposit: '9000.00' });
    const whaleSavings = await anAccount(t, whale.id, { type: 'savings' });
    const asWhale = await t.signedIn('WHALE');
    const big = await authorizedTransfer(t, asWhale, whale.id, { fromAccountId: whaleChecking.id, toAccountNumber: whaleSavings.accountNumber, amount: '6000.00', description: 'Car' }, 201);
    await settle(t);
    const [row] = await t.sql<{ status: string; held_for_review: boolean }>(`select status, held_for_review from payments.transactions where id = $1`, [big.body.transaction.id]);
    expect(row).toEqual({ status: 'processing', held_for_review: true });
  });
});

describeWithDatabase('transfer status changes move money at most once', 'changes transfer status through commands in process', () => {
  let t: TestApp;
  let from: AccountSummary;
  let to: AccountSummary;
  let asSender: TestAgent;
  let sender: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    sender = await t.createUser('SENDER');
    const receiver = await t.createUser('RECEIVER');
    from = await anAccount(t, sender.id, { deposit: '100.00' });
    to = await anAccount(t, receiver.id);
    asSender = await t.signedIn('SENDER');
  });
  afterAll(() => t.close());

  const send = async (amount: string) =>
    (await authorizedTransfer(t, asSender, sender.id, { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount, description: 'Test' }, 201)).body.transaction.id as string;
  const change = (id: string, status: ChangeTransferStatus['status'], notes = {}) => t.app.get(CommandBus).execute(new ChangeTransferStatus(id, status, null, notes));

  it('cancelling returns the money; completing afterwards is refused with 409', async () => {
    const id = await send('10.00');
    await change(id, 'submitted');
    expect(await balanceOf(t, from.id)).toBe('90.00');
    await change(id, 'cancelled', { adminNotes: 'Customer asked', creditNote: 'Cancelled at your request' });
    expect(await balanceOf(t, from.id)).toBe('100.00');
    await change(id, 'failed');
    expect(await balanceOf(t, from.id)).toBe('100.00');
    await expect(change(id, 'completed')).rejects.toMatchObject({ code: 'PAYMENTS.STATUS_CONFLICT' });
    expect(await balanceOf(t, to.id)).toBe('0.00');
  });

  it('completing then relabelling as credited delivers once; failing afterwards is refused', async () => {
    const id = await send('20.00');
    await change(id, 'completed');
    await change(id, 'credited');
    expect(await balanceOf(t, to.id)).toBe('20.00');
    await expect(change(id, 'failed')).rejects.toMatchObject({ code: 'PAYMENTS.STATUS_CONFLICT' });
    await expect(change(id, 'processing')).rejects.toMatchObject({ code: 'PAYMENTS.STATUS_CONFLICT' });
    expect(await balanceOf(t, from.id)).toBe('80.00');
  });
});
