import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { sendInternational, toGermany, toIndia } from '../support/international.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** What the Playwright journey does: DEMO001 of the demo bank sends EUR to Germany and INR to India through a partner. */
describeWithDatabase('international transfers in the demo bank', 'spends DEMO001\'s own money (its balance and daily limit, which runs against a server would use up) and runs reconcile-ledger', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({}, { demoBank: true }); });
  afterAll(() => t.close());

  it('DEMO001 can send EUR to Germany and INR to India from the checking account, and the ledger reconciles', async () => {
    const [alex] = await t.sql<{ id: string }>(`select id from identity.users where customer_id = 'DEMO001'`);
    const agent = await t.signedIn('DEMO001', 'Demo!2026');
    const checking = (await agent.get('/api/accounts').expect(200)).body.find((a: { accountType: string }) => a.accountType === 'checking');
    const germany = await sendInternational(t, agent, alex.id, toGermany(checking.id, { transferAmount: '250.00' }), 201);
    expect(germany.body.transfer).toMatchObject({ status: 'submitted', transferCurrency: 'EUR', recipientCountryName: 'Germany' });
    const india = await sendInternational(t, agent, alex.id, toIndia(checking.id, 'DPS', { transferAmount: '20000.00' }), 201);
    expect(india.body.transfer).toMatchObject({ status: 'submitted', nbfcPartner: 'DPS', feeAmount: '700.00', totalAmount: '20700.00', debitAmount: '248.40' });
    const recent = (await agent.get('/api/international-transfers/user?limit=5').expect(200)).body.items.map((i: { id: string }) => i.id);
    expect(recent.slice(0, 2)).toEqual([india.body.transfer.id, germany.body.transfer.id]);
    expect(await t.app.get(JobRunner).run('reconcile-ledger')).toMatch(/ledger reconciles/);
  });
});
