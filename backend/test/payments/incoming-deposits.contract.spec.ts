import type TestAgent from 'supertest/lib/agent.js';
import { DepositMessages as M, type FundingDto, type IncomingDepositDto } from '@bank/contracts/payments';
import type { NotificationDto } from '@bank/contracts/notifications';
import type { AuditEntryDto } from '@bank/contracts/admin';
import { itCheckingDatabase } from '../support/contract-target.js';
import { balanceOf, connectToDemoBank, DEMO, eventually, newAdministrator, type Customer, type DemoBank } from '../support/demo-bank.js';

/** A check that needs a third staff member: the back office creates customers only, administrators come from a job (create-admin) run on the bank's database. */
const THIRD_STAFF = 'needs a third administrator, which only a job on the bank\'s database can make';

/**
 * Issue 28 item 11: a new customer's funding instructions until the first money arrives; staff
 * record a deposit against the reference, a second staff member approves it (four eyes), money
 * arrives as one journal entry from the bank's external account, the customer is told.
 */
describe('funding a new account: instructions, a recorded deposit and its approval by a second person', () => {
  let t: DemoBank;
  let recorder: TestAgent;
  let approver: TestAgent;
  let thirdStaff: TestAgent;
  beforeAll(async () => {
    t = await connectToDemoBank();
    recorder = await t.admin();
    // The demo bank's second administrator (ADMIN002), there for the four eyes.
    approver = await t.signedIn(DEMO.approver);
    if (t.database) thirdStaff = (await newAdministrator(t, 'STAFFC')).agent;
  });
  afterAll(() => t.close());

  async function newcomer(): Promise<{ customer: Customer; accountId: string; accountNumber: string; reference: string }> {
    const customer = await t.newCustomer('FUND');
    const account = await t.openAccount(customer, { type: 'savings', currency: 'EUR' });
    const { body } = await customer.agent.get('/api/funding').expect(200);
    return { customer, accountId: account.id, accountNumber: account.accountNumber, reference: (body as FundingDto).instructions[0].reference };
  }
  const record = (body: object) => recorder.post('/api/admin/deposits').send(body);

  it('a new customer sees the account details and a reference; staff A records, A cannot approve, B approves; the money, the bell, the audit and the end of the instructions follow', async () => {
    const { customer, accountId, accountNumber, reference } = await newcomer();
    const { body: funding } = await customer.agent.get('/api/funding').expect(200);
    expect(funding).toEqual({ instructions: [{
      accountId, accountNumber, accountType: 'savings', currency: 'EUR', beneficiary: `${customer.firstName} ${customer.lastName}`, bankName: 'Meridian Private Bank', reference,
    }] });
    expect(reference).toMatch(/^MPB-[0-9A-Z]{8}$/);

    // Typed by hand: case and spaces do not matter.
    const { body: recorded } = await record({ reference: ` ${reference.toLowerCase()} `, amount: '25000.00', payer: 'Nora New' }).expect(201);
    expect(recorded.message).toBe(M.RECORDED);
    expect(await balanceOf(customer.agent, accountId)).toBe('0.00');
    const pending = (await recorder.get('/api/admin/deposits?status=pending&limit=100').expect(200)).body.items as IncomingDepositDto[];
    expect(pending.find((d) => d.id === recorded.depositId)).toMatchObject({
      reference, accountNumber, customerId: customer.customerId, amount: '25000.00', currency: 'EUR', payer: 'Nora New', status: 'pending', approvedBy: null,
    });

    expect((await recorder.post(`/api/admin/deposits/${recorded.depositId}/approve`).expect(403)).body.message).toBe(M.OWN_DEPOSIT);
    await approver.post(`/api/admin/deposits/${recorded.depositId}/approve`).expect(200, { message: M.APPROVED });
    expect(await balanceOf(customer.agent, accountId)).toBe('25000.00');

    const notification = await eventually('the deposit notification', async () => {
      const { body } = await customer.agent.get('/api/notifications').expect(200);
      return (body.items as NotificationDto[]).find((n) => n.title === 'Deposit received');
    });
    expect(notification).toMatchObject({ priority: 'medium', message: `25,000.00 EUR arrived in account ${accountNumber}.` });
    expect((await customer.agent.get('/api/funding').expect(200)).body).toEqual({ instructions: [] });

    const { body: history } = await customer.agent.get(`/api/transactions?accountId=${accountId}`).expect(200);
    expect(JSON.stringify(history)).toContain(`Deposit from Nora New (${reference})`);
    const { body: audit } = await recorder.get(`/api/admin/audit?targetId=${recorded.depositId}`).expect(200);
    expect((audit.items as AuditEntryDto[]).map((e) => e.action).sort()).toEqual(['deposit.approve', 'deposit.record']);
  });

  itCheckingDatabase('an approved deposit is not approved again by a third staff member', THIRD_STAFF, async () => {
    const { customer, accountId, reference } = await newcomer();
    const { body: recorded } = await record({ reference, amount: '25000.00', payer: 'Nora New' }).expect(201);
    await approver.post(`/api/admin/deposits/${recorded.depositId}/approve`).expect(200, { message: M.APPROVED });
    expect((await thirdStaff.post(`/api/admin/deposits/${recorded.depositId}/approve`).expect(409)).body.message).toBe(M.ALREADY_APPROVED);
    expect(await balanceOf(customer.agent, accountId)).toBe('25000.00');
  });

  itCheckingDatabase('two approvals at once make one deposit; nothing is lost or created: the ledger reconciles', `${THIRD_STAFF}, and reads the transactions and runs reconcile-ledger`, async () => {
    const { customer, accountId, reference } = await newcomer();
    const { body: recorded } = await record({ reference, amount: '1234.56', payer: 'Race Test' }).expect(201);
    const answers = await Promise.all([approver, thirdStaff].map((staff) => staff.post(`/api/admin/deposits/${recorded.depositId}/approve`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(customer.agent, accountId)).toBe('1234.56');
    const rows = await t.database!.sql<{ n: number }>(`select count(*)::int as n from payments.transactions where to_account_id = $1`, [accountId]);
    expect(rows[0].n).toBe(1);
    expect(await t.database!.runJob('reconcile-ledger')).toMatch(/ledger reconciles/);
  });

  it('a deposit recorded wrongly is rejected with a reason, by its recorder too: no money moves, it cannot be approved after, the audit has the reason', async () => {
    const { customer, accountId, reference } = await newcomer();
    const { body: recorded } = await record({ reference, amount: '25000.00', payer: 'Typo Test' }).expect(201);
    const reject = (staff: TestAgent, body: object) => staff.post(`/api/admin/deposits/${recorded.depositId}/reject`).send(body);

    expect((await reject(recorder, {}).expect(400)).body).toMatchObject({ message: M.REASON_REQUIRED, details: [{ field: 'reason' }] });
    expect((await reject(recorder, { reason: 'x'.repeat(501) }).expect(400)).body.message).toBe(M.REASON_TOO_LONG);
    await reject(recorder, { reason: '  Typed 25000, the payment was 2500  ' }).expect(200, { message: M.REJECTED });

    expect((await approver.post(`/api/admin/deposits/${recorded.depositId}/approve`).expect(409)).body.message).toBe(M.ALREADY_REJECTED);
    expect((await reject(approver, { reason: 'again' }).expect(409)).body.message).toBe(M.ALREADY_REJECTED);
    expect(await balanceOf(customer.agent, accountId)).toBe('0.00');
    expect((await customer.agent.get('/api/funding').expect(200)).body.instructions).toHaveLength(1);

    const rejected = (await recorder.get('/api/admin/deposits?status=rejected&limit=100').expect(200)).body.items as IncomingDepositDto[];
    expect(rejected.find((d) => d.id === recorded.depositId)).toMatchObject({
      status: 'rejected', rejectionReason: 'Typed 25000, the payment was 2500', approvedBy: null, rejectedBy: expect.any(String), rejectedAt: expect.any(String),
    });
    const pending = (await recorder.get('/api/admin/deposits?status=pending&limit=100').expect(200)).body.items as IncomingDepositDto[];
    expect(pending.map((d) => d.id)).not.toContain(recorded.depositId);
    const { body: audit } = await recorder.get(`/api/admin/audit?targetId=${recorded.depositId}`).expect(200);
    const entry = (audit.items as AuditEntryDto[]).find((e) => e.action === 'deposit.reject');
    expect(JSON.stringify(entry)).toContain('Typed 25000, the payment was 2500');
  });

  itCheckingDatabase('an approval and a rejection at once: exactly one wins, and the money matches the winner', `${THIRD_STAFF}, and runs reconcile-ledger`, async () => {
    const { customer, accountId, reference } = await newcomer();
    const { body: recorded } = await record({ reference, amount: '99.99', payer: 'Race Test' }).expect(201);
    const [approval, rejection] = await Promise.all([
      approver.post(`/api/admin/deposits/${recorded.depositId}/approve`),
      thirdStaff.post(`/api/admin/deposits/${recorded.depositId}/reject`).send({ reason: 'Duplicate' }),
    ]);
    expect([approval.status, rejection.status].sort()).toEqual([200, 409]);
    expect(await balanceOf(customer.agent, accountId)).toBe(approval.status === 200 ? '99.99' : '0.00');
    expect(await t.database!.runJob('reconcile-ledger')).toMatch(/ledger reconciles/);
  });

  it('bad input is a 400 naming the field, an unknown deposit a 404, customers are kept out', async () => {
    const { customer, reference } = await newcomer();
    expect((await record({ reference: 'MPB-00000000', amount: '10', payer: 'X' }).expect(400)).body).toMatchObject({ message: M.REFERENCE_UNKNOWN, details: [{ field: 'reference' }] });
    expect((await record({ reference: 42, amount: '10', payer: 'X' }).expect(400)).body.message).toBe(M.REFERENCE_UNKNOWN);
    for (const amount of ['0', '-5', '1.234', 'ten', null]) {
      expect((await record({ reference, amount, payer: 'X' }).expect(400)).body).toMatchObject({ message: M.AMOUNT_INVALID, details: [{ field: 'amount' }] });
    }
    expect((await record({ reference, amount: '10', payer: '  ' }).expect(400)).body.message).toBe(M.PAYER_REQUIRED);
    expect((await approver.post('/api/admin/deposits/00000000-0000-4000-8000-000000000000/approve').expect(404)).body.message).toBe(M.NOT_FOUND);
    expect((await approver.post('/api/admin/deposits/nope/approve').expect(404)).body.message).toBe(M.NOT_FOUND);
    expect((await approver.post('/api/admin/deposits/00000000-0000-4000-8000-000000000000/reject').send({ reason: 'x' }).expect(404)).body.message).toBe(M.NOT_FOUND);
    expect((await customer.agent.post(`/api/admin/deposits/00000000-0000-4000-8000-000000000000/reject`).send({ reason: 'x' })).status).toBe(403);
    expect((await recorder.get('/api/admin/deposits?status=done').expect(400)).body.message).toBe(M.STATUS_INVALID);
    expect((await customer.agent.post('/api/admin/deposits').send({ reference, amount: '10', payer: 'Me' })).status).toBe(403);
    expect((await t.agent().get('/api/funding')).status).toBe(401);
  });
});
