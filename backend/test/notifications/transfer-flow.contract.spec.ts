import type TestAgent from 'supertest/lib/agent.js';
import { connectToDemoBank, eventually, newPayer, transactionStatus, transfer, type DemoBank } from '../support/demo-bank.js';

// The whole way: a real domestic transfer (payments) through the outbox to both customers' bells.
describe('a domestic transfer reaches both customers as notifications', () => {
  let bank: DemoBank;
  beforeAll(async () => { bank = await connectToDemoBank(); });
  afterAll(() => bank.close());

  /** The customer's notifications other than security ones (setting up security leaves some), once `count` are there. */
  const titles = (agent: TestAgent, count: number) => eventually(`${count} notifications`, async () => {
    const items: { type: string; title: string; message: string }[] = (await agent.get('/api/notifications?limit=100').expect(200)).body.items;
    const told = items.filter((n) => n.type !== 'security').map((n) => [n.title, n.message]);
    return told.length >= count ? told : undefined;
  });

  it('the sender sees it submitted and completed, the receiver sees the money arrive, once each', async () => {
    const alice = await newPayer(bank, 'FLOWALICE');
    const bob = await bank.newCustomer('FLOWBOB');
    const from = await bank.openAccount(alice, { balance: '2000.00' });
    const to = await bank.openAccount(bob);

    const sent = await transfer(alice, { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: '1250.00', description: 'Rent' }, 201);
    // The settlement job and the outbox run in the background.
    await transactionStatus(alice.agent, sent.body.transaction.id, 'completed');

    expect(await titles(alice.agent, 2)).toEqual([
      ['Transfer completed', `Your transfer of $1,250.00 to account ${to.accountNumber} was completed.`],
      ['Transfer submitted', `Your transfer of $1,250.00 to account ${to.accountNumber} is being processed.`],
    ]);
    expect(await titles(bob.agent, 1)).toEqual([['Money received', `You received $1,250.00 from account ending ${from.accountNumber.slice(-4)}. Reference: Rent`]]);
  });
});
