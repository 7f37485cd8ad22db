import type TestAgent from 'supertest/lib/agent.js';
import type { AdminDebitCardDto, CardApplicationDto } from '@bank/contracts/cards';
import type { AccountSummary } from '../../src/modules/accounts/public/accounts.api.js';
import { cardNumberFrom } from '../../src/modules/cards/domain/card-number.js';
import { anAccount } from '../support/banking.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describeWithDatabase('debit cards (staff)', 'it makes customers of its own and reads card rows', () => {
  let t: TestApp;
  let checking: AccountSummary;
  let savings: AccountSummary;
  let spare: AccountSummary;
  let asCustomer: TestAgent;
  let asAdmin: TestAgent;
  const now = new Date();
  const year = now.getUTCFullYear();
  const validCard = (accountId: string, overrides: Record<string, unknown> = {}) => ({
    accountId, cardNumber: cardNumberFrom('123456789'), cardHolderName: 'Dana Lee', expiryMonth: '12', expiryYear: String(year + 3), cvv: '123', ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const customer = await t.createUser('STAFFCUST', { firstName: 'Dana', lastName: 'Lee' });
    await t.createUser('STAFFADMIN', { role: 'admin' });
    checking = await anAccount(t, customer.id);
    savings = await anAccount(t, customer.id, { type: 'savings' });
    spare = await anAccount(t, customer.id, { type: 'savings' });
    asCustomer = await t.signedIn('STAFFCUST');
    asAdmin = await t.signedIn('STAFFADMIN');
  });
  afterAll(() => t.close());

  it('answers 401 signed out and 403 to customers on every staff route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = (agent: TestAgent) => [
      agent.get('/api/admin/card-applications'),
      agent.post(`/api/admin/card-applications/${id}/process`).send({ approve: true }),
      agent.get('/api/admin/debit-cards'),
      agent.post('/api/admin/debit-cards').send(validCard(checking.id)),
      agent.patch(`/api/admin/debit-cards/${id}/status`).send({ isActive: false }),
      agent.post(`/api/admin/debit-cards/${id}/show-number`),
    ];
    for (const call of calls(t.agent())) expect((await call).status).toBe(401);
    for (const call of calls(asCustomer)) expect((await call).status).toBe(403);
  });

  it('lists pending applications and approves one: the card is issued and active', async () => {
    const applied = (await asCustomer.post('/api/debit-cards').send({ accountId: checking.id }).expect(201)).body;
    const applications = (await asAdmin.get('/api/admin/card-applications').expect(200)).body as CardApplicationDto[];
    expect(applications).toContainEqual(expect.objectContaining({
      id: applied.id, customerName: 'Dana Lee', accountNumber: checking.accountNumber, accountType: 'checking', status: 'pending', cardType: 'standard',
    }));
    const card = (await asAdmin.post(`/api/admin/card-applications/${applied.id}/process`).send({ approve: true }).expect(200)).body as AdminDebitCardDto;
    expect(card).toMatchObject({ id: applied.id, status: 'active', isActive: true, customerName: 'Dana Lee', accountNumber: checking.accountNumber });
    expect(card.cardNumber).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    expect(JSON.stringify(card)).not.toMatch(/cvv|pin/i);
    expect((await asAdmin.post(`/api/admin/card-applications/${applied.id}/process`).send({ approve: true }).expect(409)).body.message)
      .toBe('This application has already been processed');
    await asAdmin.post('/api/admin/card-applications/00000000-0000-4000-8000-000000000000/process').send({ approve: true }).expect(404);
  });

  it('rejects with a reason the customer sees; a reason is required', async () => {
    const applied = (await asCustomer.post('/api/debit-cards').send({ accountId: savings.id }).expect(201)).body;
    expect((await asAdmin.post(`/api/admin/card-applications/${applied.id}/process`).send({ approve: false }).expect(400)).body.message)
      .toBe('Please give the customer a reason for the rejection');
    await asAdmin.post(`/api/admin/card-applications/${applied.id}/process`).send({ approve: false, reason: 'Address could not be verified' }).expect(200);
    const [mine] = (await asCustomer.get(`/api/debit-cards/account/${savings.id}`).expect(200)).body;
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: 'Address could not be verified' });
  });

  it('creates a card by hand: every field required, Luhn, expiry not past and within 10 years, unique number', async () => {
    const message = async (body: object, status = 400) => (await asAdmin.post('/api/admin/debit-cards').send(body).expect(status)).body.message;
    expect(await message({ accountId: spare.id })).toBe('Please fill in all required card details');
    const valid = validCard(spare.id).cardNumber;
    const wrongCheckDigit = valid.slice(0, 15) + String((Number(valid[15]) + 1) % 10);
    expect(await message(validCard(spare.id, { cardNumber: wrongCheckDigit }))).toBe('Card number must be 16 digits and pass the Luhn check');
    expect(await message(validCard(spare.id, { expiryMonth: '13' }))).toBe('Expiry month must be 01-12');
    expect(await message(validCard(spare.id, { expiryYear: String(year + 10) }))).toBe('Expiry year must be within the next 10 years');
    expect(await message(validCard(spare.id, { expiryYear: String(year - 1) }))).toBe('Expiry year must be within the next 10 years');
    if (now.getUTCMonth() > 0) expect(await message(validCard(spare.id, { expiryMonth: '1', expiryYear: String(year) }))).toBe('The expiry date is in the past');
    expect(await message(validCard(spare.id, { cvv: '12' }))).toBe('CVV must be 3 digits');
    expect(await message(validCard('00000000-0000-4000-8000-000000000000'), 404)).toBe('Account not found');
    const created = (await asAdmin.post('/api/admin/debit-cards').send(validCard(spare.id)).expect(201)).body as AdminDebitCardDto;
    expect(created).toMatchObject({ status: 'active', isActive: true, cardHolderName: 'DANA LEE', expiryMonth: 12, expiryYear: year + 3, last4: validCard(spare.id).cardNumber.slice(-4) });
    expect(await message(validCard(savings.id), 409)).toBe('A card with this number already exists');
    const [row] = await t.sql<{ cvv_encrypted: string }>(`select cvv_encrypted from debit_cards where id = $1`, [created.id]);
    expect(row.cvv_encrypted).toMatch(/^v1:/);
  });

  it('disables a card, which its owner then cannot enable; enables it again', async () => {
    const all = (await asAdmin.get('/api/admin/debit-cards').expect(200)).body as AdminDebitCardDto[];
    const card = all.find((c) => c.accountId === checking.id && c.status === 'active')!;
    expect((await asAdmin.patch(`/api/admin/debit-cards/${card.id}/status`).send({ isActive: 'no' }).expect(400)).body.message).toBe('isActive must be true or false');
    expect((await asAdmin.patch(`/api/admin/debit-cards/${card.id}/status`).send({ isActive: false }).expect(200)).body).toMatchObject({ isActive: false, disabledBy: 'admin' });
    await asCustomer.patch(`/api/debit-cards/${card.id}/toggle`).send({ enable: true }).expect(403);
    expect((await asAdmin.patch(`/api/admin/debit-cards/${card.id}/status`).send({ isActive: true }).expect(200)).body).toMatchObject({ isActive: true, disabledBy: null });
    await asAdmin.patch('/api/admin/debit-cards/not-a-card/status').send({ isActive: true }).expect(404);
  });

  it('shows staff the full number on request, audited; never the CVV', async () => {
    const all = (await asAdmin.get('/api/admin/debit-cards').expect(200)).body as AdminDebitCardDto[];
    const card = all.find((c) => c.accountId === checking.id && c.status === 'active')!;
    const [row] = await t.sql<{ card_number: string }>(`select card_number from debit_cards where id = $1`, [card.id]);
    expect((await asAdmin.post(`/api/admin/debit-cards/${card.id}/show-number`).expect(200)).body).toEqual({ cardNumber: row.card_number });
    await asAdmin.post('/api/admin/debit-cards/00000000-0000-4000-8000-000000000000/show-number').expect(404);
  });

  it('writes every staff action to the audit log: who, what, on which card, before and after, why; no number or CVV', async () => {
    const rows = await t.sql<{ action: string; actor_customer_id: string; target_type: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; reason: string | null }>(
      `select action, actor_customer_id, target_type, before, after, reason from audit_log where target_type = 'card' order by id`);
    expect(rows.map((r) => r.action)).toEqual([
      'card.application-process', 'card.application-process', 'card.create', 'card.status', 'card.status', 'card.number-shown',
    ]);
    expect(rows.every((r) => r.actor_customer_id === 'STAFFADMIN')).toBe(true);
    expect(rows[0]).toMatchObject({ before: { status: 'pending', isActive: false }, after: { status: 'active', isActive: true } });
    expect(rows[1]).toMatchObject({ after: { status: 'rejected' }, reason: 'Address could not be verified' });
    expect(rows[3]).toMatchObject({ before: { isActive: true }, after: { isActive: false, disabledBy: 'admin' } });
    const numbers = await t.sql<{ card_number: string }>(`select card_number from debit_cards where card_number is not null`);
    const text = JSON.stringify(rows);
    for (const { card_number } of numbers) expect(text).not.toContain(card_number);
    expect(text).not.toMatch(/cvv|pin/i);
  });
});
