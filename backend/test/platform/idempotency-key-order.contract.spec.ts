import { anAccount, balanceOf, tokenFor, type TransferBody } from '../support/banking.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { internationalTokenFor, toGermany, withSecuritySetUp } from '../support/international.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The same keys and values, in the opposite order. */
const reordered = <T extends object>(body: T): T => Object.fromEntries(Object.entries(body).reverse()) as T;

describeWithDatabase('an Idempotency-Key retried with the body\'s keys in another order', 'it makes customers and accounts', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t?.close());

  it('a domestic transfer answers the stored 201 with the same transaction, and moves the money once', async () => {
    const payer = await t.createUser('KEYORDER1');
    const payee = await t.createUser('KEYORDER2');
    const from = await anAccount(t, payer.id, { deposit: '100.00' });
    const to = await anAccount(t, payee.id);
    const agent = await t.signedIn('KEYORDER1');
    const transfer: TransferBody = { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: '7.00', description: 'Rent share' };
    const body = { ...transfer, authorizationToken: await tokenFor(t, payer.id, transfer) };

    const first = await agent.post('/api/transfer').set('Idempotency-Key', 'key-order-domestic').send(body).expect(201);
    const again = await agent.post('/api/transfer').set('Idempotency-Key', 'key-order-domestic').send(reordered(body)).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.body.transaction.id).toBe(first.body.transaction.id);
    expect(await balanceOf(t, from.id)).toBe('93.00');
    expect(await t.sql(`select 1 from payments.transactions where from_account_id = $1`, [from.id])).toHaveLength(1);
  });

  it('an international transfer answers the stored 201 with the same transfer, and moves the money once', async () => {
    const sender = await t.createUser('KEYORDER3');
    await withSecuritySetUp(t, sender.id);
    const from = await anAccount(t, sender.id, { deposit: '500.00' });
    const agent = await t.signedIn('KEYORDER3');
    const transfer = toGermany(from.id, { transferAmount: '20.00' });
    const body = { ...transfer, authorizationToken: await internationalTokenFor(t, sender.id, transfer) };

    const first = await agent.post('/api/international-transfers').set('Idempotency-Key', 'key-order-international').send(body).expect(201);
    const before = await balanceOf(t, from.id);
    const again = await agent.post('/api/international-transfers').set('Idempotency-Key', 'key-order-international').send(reordered(body)).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(t, from.id)).toBe(before);
    expect(await t.sql(`select 1 from international.international_transfers where user_id = $1`, [sender.id])).toHaveLength(1);
  });
});
