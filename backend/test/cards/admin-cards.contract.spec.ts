import type TestAgent from 'supertest/lib/agent.js';
import type { AdminDebitCardDto, CardApplicationDto } from '@bank/contracts/cards';
import type { CursorPage } from '@bank/contracts/paging';
import type { AccountSummary } from '../../src/modules/accounts/public/accounts.api.js';
import { cardNumberFrom } from '../../src/modules/cards/domain/card-number.js';
import { anAccount } from '../support/banking.js';
import { allCardNumbers, cardNumberOf } from '../support/cards.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { everyPage } from '../support/paging.js';
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
    const applications = ((await asAdmin.get('/api/admin/card-applications?status=pending').expect(200)).body as CursorPage<CardApplicationDto>).items;
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
    const [row] = await t.sql<{ cvv_encrypted: string }>(`select cvv_encrypted from cards.debit_cards where id = $1`, [created.id]);
    expect(row.cvv_encrypted).toMatch(/^v1:/);
  });

  it('disables a card, which its owner then cannot enable; enables it again', async () => {
    const all = ((await asAdmin.get('/api/admin/debit-cards').expect(200)).body as CursorPage<AdminDebitCardDto>).items;
    const card = all.find((c) => c.accountId === checking.id && c.status === 'active')!;
    expect((await asAdmin.patch(`/api/admin/debit-cards/${card.id}/status`).send({ isActive: 'no' }).expect(400)).body.message).toBe('isActive must be true or false');
    expect((await asAdmin.patch(`/api/admin/debit-cards/${card.id}/status`).send({ isActive: false }).expect(200)).body).toMatchObject({ isActive: false, disabledBy: 'admin' });
    await asCustomer.patch(`/api/debit-cards/${card.id}/toggle`).send({ enable: true }).expect(403);
    expect((await asAdmin.patch(`/api/admin/debit-cards/${card.id}/status`).send({ isActive: true }).expect(200)).body).toMatchObject({ isActive: true, disabledBy: null });
    await asAdmin.patch('/api/admin/debit-cards/not-a-card/status').send({ isActive: true }).expect(404);
  });

  it('shows staff the full number on request, audited; never the CVV', async () => {
    const all = ((await asAdmin.get('/api/admin/debit-cards').expect(200)).body as CursorPage<AdminDebitCardDto>).items;
    const card = all.find((c) => c.accountId === checking.id && c.status === 'active')!;
    const number = await cardNumberOf(t, card.id);
    expect((await asAdmin.post(`/api/admin/debit-cards/${card.id}/show-number`).expect(200)).body).toEqual({ cardNumber: number });
    await asAdmin.post('/api/admin/debit-cards/00000000-0000-4000-8000-000000000000/show-number').expect(404);
  });

  it('writes every staff action to the audit log: who, what, on which card, before and after, why; no number or CVV', async () => {
    const rows = await t.sql<{ action: string; actor_customer_id: string; target_type: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; reason: string | null }>(
      `select action, actor_customer_id, target_type, before, after, reason from admin.audit_log where target_type = 'card' order by id`);
    expect(rows.map((r) => r.action)).toEqual([
      'card.application-process', 'card.application-process', 'card.create', 'card.status', 'card.status', 'card.number-shown',
    ]);
    expect(rows.every((r) => r.actor_customer_id === 'STAFFADMIN')).toBe(true);
    expect(rows[0]).toMatchObject({ before: { status: 'pending', isActive: false }, after: { status: 'active', isActive: true } });
    expect(rows[1]).toMatchObject({ after: { status: 'rejected' }, reason: 'Address could not be verified' });
    expect(rows[3]).toMatchObject({ before: { isActive: true }, after: { isActive: false, disabledBy: 'admin' } });
    const numbers = (await allCardNumbers(t)).map((card_number) => ({ card_number }));
    const text = JSON.stringify(rows);
    for (const { card_number } of numbers) expect(text).not.toContain(card_number);
    expect(text).not.toMatch(/cvv|pin/i);
  });

  it('pages both lists by keyset: the pending queue oldest first, approved or declined applications newest first, only cards in force', async () => {
    const queuer = await t.createUser('STAFFQUEUE', { firstName: 'Quinn', lastName: 'Queue' });
    const asQueuer = await t.signedIn('STAFFQUEUE');
    const applied: string[] = [];
    for (const type of ['checking', 'savings', 'checking', 'savings', 'checking'] as const) {
      const account = await anAccount(t, queuer.id, { type });
      applied.push((await asQueuer.post('/api/debit-cards').send({ accountId: account.id }).expect(201)).body.id);
    }
    const ids = (items: { id: string }[]) => items.map((i) => i.id);
    const first = (await asAdmin.get('/api/admin/card-applications?status=pending&limit=2').expect(200)).body as CursorPage<CardApplicationDto>;
    expect(first).toMatchObject({ total: 5, totalCapped: false, nextCursor: expect.any(String) });
    expect(ids(first.items)).toEqual(applied.slice(0, 2));
    expect(ids(await everyPage(asAdmin, '/api/admin/card-applications?status=pending'))).toEqual(applied);

    await asAdmin.post(`/api/admin/card-applications/${applied[0]}/process`).send({ approve: true }).expect(200);
    await asAdmin.post(`/api/admin/card-applications/${applied[1]}/process`).send({ approve: true }).expect(200);
    await asAdmin.post(`/api/admin/card-applications/${applied[2]}/process`).send({ approve: false, reason: 'Address could not be verified' }).expect(200);
    const [earlierApproved] = (await asCustomer.get(`/api/debit-cards/account/${checking.id}`).expect(200)).body;
    const [earlierDeclined] = (await asCustomer.get(`/api/debit-cards/account/${savings.id}`).expect(200)).body;
    const [byHand] = (await asCustomer.get(`/api/debit-cards/account/${spare.id}`).expect(200)).body;

    expect(ids(await everyPage(asAdmin, '/api/admin/card-applications?status=pending'))).toEqual([applied[3], applied[4]]);
    // A card the bank registered by hand was never an application.
    expect(ids(await everyPage(asAdmin, '/api/admin/card-applications?status=active'))).toEqual([applied[1], applied[0], earlierApproved.id]);
    expect(ids(await everyPage(asAdmin, '/api/admin/card-applications?status=rejected'))).toEqual([applied[2], earlierDeclined.id]);
    expect(ids(await everyPage(asAdmin, '/api/admin/card-applications'))).toEqual([...applied].reverse().concat(earlierDeclined.id, earlierApproved.id));

    // The cards list: issued cards only, newest first; never a declined or pending application.
    const cards = await everyPage(asAdmin, '/api/admin/debit-cards') as AdminDebitCardDto[];
    expect(ids(cards)).toEqual([applied[1], applied[0], byHand.id, earlierApproved.id]);
    expect(cards.every((c) => c.status === 'active' && /^\*{4} \*{4} \*{4} \d{4}$/.test(c.cardNumber!))).toBe(true);
    expect((await asAdmin.get('/api/admin/debit-cards?limit=3').expect(200)).body).toMatchObject({ total: 4, totalCapped: false, nextCursor: expect.any(String) });

    // A cursor belongs to its list; bad filters and limits are 400s with the contract's messages.
    const queueCursor = (await asAdmin.get('/api/admin/card-applications?status=pending&limit=1').expect(200)).body.nextCursor;
    expect((await asAdmin.get(`/api/admin/card-applications?cursor=${encodeURIComponent(queueCursor)}`).expect(400)).body.message)
      .toBe('cursor is not valid; start again from the first page');
    expect((await asAdmin.get(`/api/admin/debit-cards?cursor=${encodeURIComponent(queueCursor)}`).expect(400)).body.message)
      .toBe('cursor is not valid; start again from the first page');
    expect((await asAdmin.get('/api/admin/card-applications?status=cancelled').expect(400)).body.message).toBe('status must be pending, active or rejected');
    expect((await asAdmin.get('/api/admin/debit-cards?limit=1000').expect(400)).body.message).toBe('limit must be a whole number from 1 to 100');
    for (const path of ['/api/admin/card-applications?status=pending', '/api/admin/debit-cards?limit=2']) {
      await t.agent().get(path).expect(401);
      await asQueuer.get(path).expect(403);
    }
  });
});
