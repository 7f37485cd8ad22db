import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import { TransferCreated, TransferReturned, TransferSettled, TransferStatusChanged } from '../../src/modules/payments/public/payments.events.js';
import type { DomainEvent } from '../../src/shared/outbox/domain-event.js';
import { outboxRows, RECORD_EVENTS } from '../../src/shared/outbox/outbox.js';
import { aTransferEvent, notificationsOf } from './notifications-support.js';
import { itCheckingDatabase } from '../support/contract-target.js';
import { connectToDemoBank, eventually, newPayer, transactionStatus, transfer, type DemoBank, type Payer } from '../support/demo-bank.js';

const WRITES_THE_OUTBOX = 'writes transfer events of its own customers to the outbox in SQL and reads their rows';

/**
 * Transfer events for customers of the test's own, written to the outbox in SQL as the app's Outbox
 * writes them: the server's dispatcher delivers them in the background (it looks every 5 seconds), as
 * it does an event whose after-commit dispatch was lost. Their parties are the test's customers only
 * (or no customer at all), so nothing reaches another suite's.
 */
describe('notifications from transfer events, delivered through the outbox', () => {
  let bank: DemoBank;
  beforeAll(async () => { bank = await connectToDemoBank(); });
  afterAll(() => bank?.close());

  const aCustomer = async () => (await bank.newCustomer('XFEREV')).id;
  const titles = async (userId: string) => (await notificationsOf(bank.database!, userId)).map((n) => n.title);
  /** Commits the events with the statement of the app's Outbox.record; their outbox ids, in order. */
  const record = async (...events: DomainEvent[]) => (await bank.database!.sql<{ id: string }>(`${RECORD_EVENTS} returning id::text as id`, outboxRows(events)))
    .map((r) => r.id).sort((x, y) => Number(x) - Number(y));
  /** Waits until the server has published these rows (or failed one), then their state. */
  const delivered = (ids: string[]) => eventually(`outbox rows ${ids.join(', ')} to be delivered`, async () => {
    const rows = await bank.database!.sql<{ published: boolean; last_error: string | null }>(
      `select published_at is not null as published, last_error from platform.outbox where id = any($1::bigint[]) order by id`, [ids]);
    return rows.every((r) => r.published || r.last_error) ? rows : undefined;
  });
  const DELIVERED = { published: true, last_error: null };
  const markUnpublished = (ids: string[]) =>
    bank.database!.sql(`update platform.outbox set published_at = null, claimed_until = null, attempts = 0 where id = any($1::bigint[])`, [ids]);

  itCheckingDatabase('a transfer notifies each party exactly once, even when the dispatcher runs twice', WRITES_THE_OUTBOX, async () => {
    const alice = await aCustomer();
    const bob = await aCustomer();
    const transfer = aTransferEvent(alice, bob);
    // Two dispatches: the second delivers the settlement once the creation is published, and must not hand that over again.
    expect(await delivered(await record(new TransferCreated(transfer)))).toEqual([DELIVERED]);
    expect(await delivered(await record(new TransferSettled({ ...transfer, status: 'completed' })))).toEqual([DELIVERED]);

    const sender = await notificationsOf(bank.database!, alice);
    expect(sender.map((n) => [n.type, n.title, n.priority])).toEqual([['transfer', 'Transfer submitted', 'low'], ['transfer', 'Transfer completed', 'low']]);
    expect(sender[0].message).toBe('Your transfer of $1,250.00 to account 80200002 is being processed.');
    const receiver = await notificationsOf(bank.database!, bob);
    expect(receiver.map((n) => [n.type, n.title, n.priority])).toEqual([['transaction', 'Money received', 'medium']]);
    expect(receiver[0].message).toBe('You received $1,250.00 from account ending 0001. Reference: Rent');
  });

  itCheckingDatabase('still exactly once when the process died after delivering but before marking the event published', WRITES_THE_OUTBOX, async () => {
    const alice = await aCustomer();
    const bob = await aCustomer();
    const transfer = aTransferEvent(alice, bob, { amount: '80.5', currency: 'EUR' });
    const ids = await record(new TransferCreated(transfer), new TransferSettled({ ...transfer, status: 'completed' }));
    await delivered(ids);
    expect(await titles(alice)).toEqual(['Transfer submitted', 'Transfer completed']);

    // The crash: both rows look as if never published, and the server delivers them again.
    await markUnpublished(ids);
    expect(await delivered(ids)).toEqual([DELIVERED, DELIVERED]);

    expect(await titles(alice)).toEqual(['Transfer submitted', 'Transfer completed']);
    expect(await titles(bob)).toEqual(['Money received']);
    expect((await notificationsOf(bank.database!, bob))[0].message).toContain('80.50 EUR');
  });

  itCheckingDatabase('a returned transfer is high priority and carries the credit note; a status change by the bank is medium', WRITES_THE_OUTBOX, async () => {
    const alice = await aCustomer();
    const bob = await aCustomer();
    const transfer = aTransferEvent(alice, bob);
    await delivered(await record(
      new TransferStatusChanged({ ...transfer, status: 'submitted', previousStatus: 'processing', creditNote: 'With the clearing house' }),
      new TransferReturned({ ...transfer, status: 'failed', creditNote: 'Beneficiary account closed' })));
    const [changed, returned] = await notificationsOf(bank.database!, alice);
    expect(changed).toMatchObject({ type: 'transfer', title: 'Transfer status updated', priority: 'medium' });
    expect(changed.message).toBe('Your transfer of $1,250.00 to account 80200002 changed from processing to submitted. Note from the bank: With the clearing house');
    expect(returned).toMatchObject({ type: 'transfer', title: 'Transfer returned', priority: 'high' });
    expect(returned.message).toContain('Note from the bank: Beneficiary account closed');
    expect(await titles(bob)).toEqual([]);
  });

  itCheckingDatabase('a receiving customer who no longer exists does not block the event; the sender is still told', WRITES_THE_OUTBOX, async () => {
    const alice = await aCustomer();
    // A receiver no customer has ever been.
    const ids = await record(new TransferSettled({ ...aTransferEvent(alice, randomUUID()), status: 'completed' }));
    expect(await delivered(ids)).toEqual([DELIVERED]);
    expect(await titles(alice)).toEqual(['Transfer completed']);
  });
});

// The same handlers, fed by real transfers: the server's settlement job and outbox run in the background.
describe('notifications from transfers, as the customers see them', () => {
  let bank: DemoBank;
  beforeAll(async () => { bank = await connectToDemoBank(); });
  afterAll(() => bank.close());

  interface Told { type: string; title: string }
  /** The customer's notifications, oldest first, once `done` says they are all there. */
  const told = (agent: TestAgent, what: string, done: (items: Told[]) => boolean) => eventually(what, async () => {
    const items: Told[] = (await agent.get('/api/notifications?limit=100').expect(200)).body.items;
    return done(items) ? items.reverse() : undefined;
  });
  /** Setting up security (what a payer needs) leaves security notifications: these are the others. */
  const transferTitles = async (agent: TestAgent, count: number) => (await told(agent, `${count} notifications`, (items) =>
    items.filter((n) => n.type !== 'security').length >= count)).filter((n) => n.type !== 'security').map((n) => n.title);
  /** Sends and waits until it settled. */
  async function settled(payer: Payer, fromAccountId: string, toAccountNumber: string, amount: string) {
    const sent = await transfer(payer, { fromAccountId, toAccountNumber, amount, description: 'Rent' }, 201);
    await transactionStatus(payer.agent, sent.body.transaction.id, 'completed');
  }

  it('a transfer between two accounts of one customer tells them once per event', async () => {
    const carol = await newPayer(bank, 'XFER');
    const checking = await bank.openAccount(carol, { balance: '2000.00' });
    const savings = await bank.openAccount(carol, { type: 'savings' });
    await settled(carol, checking.id, savings.accountNumber, '1250.00');
    expect(await transferTitles(carol.agent, 2)).toEqual(['Transfer submitted', 'Transfer completed']);
  });

  describe('honours the notification preferences', () => {
    it('transactionAlerts off: no transfer or money-received notification; security ones still come', async () => {
      const alice = await newPayer(bank, 'XFER');
      const bob = await newPayer(bank, 'XFER');
      const carol = await bank.newCustomer('XFER');
      const [aliceChecking, bobChecking, carolChecking] = [
        await bank.openAccount(alice, { balance: '2000.00' }), await bank.openAccount(bob, { balance: '100.00' }), await bank.openAccount(carol),
      ];
      // Bob starts with an empty bell: his security set-up's two notifications, cleared.
      await told(bob.agent, "bob's set-up notifications", (items) => items.length >= 2);
      await bob.agent.delete('/api/notifications').expect(200);
      await bob.agent.patch('/api/user/notifications').send({ transactionAlerts: false, securityAlerts: false }).expect(200);

      await settled(alice, aliceChecking.id, bobChecking.accountNumber, '1250.00');
      await settled(bob, bobChecking.id, carolChecking.accountNumber, '10.00');
      const newPassword = 'Brand-New-Secret-7';
      await bob.agent.patch('/api/user/password').send({ currentPassword: bob.password, newPassword, confirmPassword: newPassword }).expect(200);
      await bank.newSession({ customerId: bob.customerId, password: newPassword });

      expect(await transferTitles(alice.agent, 2)).toEqual(['Transfer submitted', 'Transfer completed']);
      // Carol told of Bob's transfer: its events were delivered, Bob's share of them too.
      expect(await transferTitles(carol.agent, 1)).toEqual(['Money received']);
      const bobs = await told(bob.agent, "bob's security notifications", (items) => items.length >= 2);
      expect(bobs.map((n) => [n.type, n.title]).sort()).toEqual([['security', 'New sign-in'], ['security', 'Password changed']]);
    });
  });
});
