import { randomUUID } from 'node:crypto';
import type { TransferBody } from '../support/banking.js';
import { balanceOf, connectToDemoBank, newPayer, stepUp, type DemoBank } from '../support/demo-bank.js';
import { toGermany } from '../support/international.js';

/** The same keys and values, in the opposite order. */
const reordered = <T extends object>(body: T): T => Object.fromEntries(Object.entries(body).reverse()) as T;

describe('an Idempotency-Key retried with the body\'s keys in another order', () => {
  let t: DemoBank;
  beforeAll(async () => { t = await connectToDemoBank(); });
  afterAll(() => t?.close());

  it('a domestic transfer answers the stored 201 with the same transaction, and moves the money once', async () => {
    const payer = await newPayer(t, 'KEYORDER');
    const from = await t.openAccount(payer, { balance: '100.00' });
    const to = await t.openAccount(await t.newCustomer('KEYORDER'));
    const transfer: TransferBody = { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: '7.00', description: 'Rent share' };
    const body = { ...transfer, authorizationToken: await stepUp(payer.agent, payer.answers, 'domestic-transfer', transfer) };
    const key = randomUUID();

    const first = await payer.agent.post('/api/transfer').set('Idempotency-Key', key).send(body).expect(201);
    const again = await payer.agent.post('/api/transfer').set('Idempotency-Key', key).send(reordered(body)).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.body.transaction.id).toBe(first.body.transaction.id);
    expect(await balanceOf(payer.agent, from.id)).toBe('93.00');
    // The opening deposit and the one transfer.
    expect((await payer.agent.get(`/api/transactions?accountId=${from.id}`).expect(200)).body.total).toBe(2);
  });

  it('an international transfer answers the stored 201 with the same transfer, and moves the money once', async () => {
    const sender = await newPayer(t, 'KEYORDER');
    const from = await t.openAccount(sender, { balance: '500.00' });
    const transfer = toGermany(from.id, { transferAmount: '20.00' });
    const body = { ...transfer, authorizationToken: await stepUp(sender.agent, sender.answers, 'international-transfer', transfer) };
    const key = randomUUID();

    const first = await sender.agent.post('/api/international-transfers').set('Idempotency-Key', key).send(body).expect(201);
    const before = await balanceOf(sender.agent, from.id);
    const again = await sender.agent.post('/api/international-transfers').set('Idempotency-Key', key).send(reordered(body)).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(sender.agent, from.id)).toBe(before);
    expect((await sender.agent.get('/api/international-transfers/user').expect(200)).body.items).toHaveLength(1);
  });
});
