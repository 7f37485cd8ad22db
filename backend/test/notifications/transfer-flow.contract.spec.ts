import { anAccount, authorizedTransfer, settle } from '../support/banking.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { drainOutbox } from './notifications-support.js';
import { describeWithDatabase } from '../support/contract-target.js';

// The whole way: a real domestic transfer (payments) through the outbox to both customers' bells.
describeWithDatabase('a domestic transfer reaches both customers as notifications', 'drives the outbox and settlement in process', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('the sender sees it submitted and completed, the receiver sees the money arrive, once each', async () => {
    const alice = await t.createUser('FLOWALICE');
    const bob = await t.createUser('FLOWBOB');
    const from = await anAccount(t, alice.id, { deposit: '2000.00' });
    const to = await anAccount(t, bob.id);
    const asAlice = await t.signedIn('FLOWALICE');
    const asBob = await t.signedIn('FLOWBOB');

    await authorizedTransfer(t, asAlice, alice.id, { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: '1250.00', description: 'Rent' }, 201);
    await settle(t);
    await drainOutbox(t);
    await t.dispatchOutbox();

    const titles = async (agent: typeof asAlice) => (await agent.get('/api/notifications').expect(200)).body.items
      .filter((n: { type: string }) => n.type !== 'security').map((n: { title: string; message: string }) => [n.title, n.message]);
    expect(await titles(asAlice)).toEqual([
      ['Transfer completed', `Your transfer of $1,250.00 to account ${to.accountNumber} was completed.`],
      ['Transfer submitted', `Your transfer of $1,250.00 to account ${to.accountNumber} is being processed.`],
    ]);
    expect(await titles(asBob)).toEqual([['Money received', `You received $1,250.00 from account ending ${from.accountNumber.slice(-4)}. Reference: Rent`]]);
  });
});
