import type TestAgent from 'supertest/lib/agent.js';
import type { AdminDebitCardDto, CardApplicationDto } from '@bank/contracts/cards';
import type { CursorPage } from '@bank/contracts/paging';
import { describeInOrder, itCheckingDatabase, itLocally } from '../support/contract-target.js';
import { connectToDemoBank, CUSTOMER_PASSWORD, uniqueCardNumber, type AccountView, type Customer, type DemoBank } from '../support/demo-bank.js';
import { everyPage } from '../support/paging.js';

describeInOrder('debit cards (staff)', () => {
  let t: DemoBank;
  let customer: Customer;
  let checking: AccountView;
  let savings: AccountView;
  let spare: AccountView;
  let asCustomer: TestAgent;
  let asAdmin: TestAgent;
  let adminCustomerId: string;
  const now = new Date();
  const year = now.getUTCFullYear();
  /** Card numbers are unique bank-wide: one no run has registered. */
  const handNumber = uniqueCardNumber();
  const validCard = (accountId: string, overrides: Record<string, unknown> = {}) => ({
    accountId, cardNumber: handNumber, cardHolderName: 'Dana Lee', expiryMonth: '12', expiryYear: String(year + 3), cvv: '123', ...overrides,
  });
  /** The cards of this suite, as staff act on them. */
  const cards: { approved?: string; declined?: string; byHand?: string } = {};

  beforeAll(async () => {
    t = await connectToDemoBank();
    customer = await t.newCustomer('STAFFCUST', { firstName: 'Dana', lastName: 'Lee' });
    checking = await t.openAccount(customer);
    savings = await t.openAccount(customer, { type: 'savings' });
    spare = await t.openAccount(customer, { type: 'savings' });
    asCustomer = customer.agent;
    asAdmin = await t.admin();
    adminCustomerId = (await asAdmin.get('/api/user').expect(200)).body.customerId;
  });
  afterAll(() => t.close());

  /** Every pending application, a hundred a page (the queue is the whole bank's). */
  async function pendingApplications(): Promise<CardApplicationDto[]> {
    const all: CardApplicationDto[] = [];
    let cursor: string | null = null;
    do {
      const page: CursorPage<CardApplicationDto> = (await asAdmin.get(`/api/admin/card-applications?status=pending&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`).expect(200)).body;
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  }

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
    cards.approved = applied.id;
    expect(await pendingApplications()).toContainEqual(expect.objectContaining({
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
    cards.declined = applied.id;
    expect((await asAdmin.post(`/api/admin/card-applications/${applied.id}/process`).send({ approve: false }).expect(400)).body.message)
      .toBe('Please give the customer a reason for the rejection');
    await asAdmin.post(`/api/admin/card-applications/${applied.id}/process`).send({ approve: false, reason: 'Address could not be verified' }).expect(200);
    const [mine] = (await asCustomer.get(`/api/debit-cards/account/${savings.id}`).expect(200)).body;
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: 'Address could not be verified' });
  });

  it('creates a card by hand: every field required, Luhn, expiry not past and within 10 years, unique number', async () => {
    const message = async (body: object, status = 400) => (await asAdmin.post('/api/admin/debit-cards').send(body).expect(status)).body.message;
    expect(await message({ accountId: spare.id })).toBe('Please fill in all required card details');
    const valid = handNumber;
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
    cards.byHand = created.id;
  });

  itCheckingDatabase('keeps the CVV of a card made by hand encrypted', 'reads the card row', async () => {
    const [row] = await t.database!.sql<{ cvv_encrypted: string }>(`select cvv_encrypted from cards.debit_cards where id = $1`, [cards.byHand]);
    expect(row.cvv_encrypted).toMatch(/^v1:/);
  });

  it('disables a card, which its owner then cannot enable; enables it again', async () => {
    const card = { id: cards.approved! };
    expect((await asAdmin.patch(`/api/admin/debit-cards/${card.id}/status`).send({ isActive: 'no' }).expect(400)).body.message).toBe('isActive must be true or false');
    expect((await asAdmin.patch(`/api/admin/debit-cards/${card.id}/status`).send({ isActive: false }).expect(200)).body).toMatchObject({ isActive: false, disabledBy: 'admin' });
    await asCustomer.patch(`/api/debit-cards/${card.id}/toggle`).send({ enable: true }).expect(403);
    expect((await asAdmin.patch(`/api/admin/debit-cards/${card.id}/status`).send({ isActive: true }).expect(200)).body).toMatchObject({ isActive: true, disabledBy: null });
    await asAdmin.patch('/api/admin/debit-cards/not-a-card/status').send({ isActive: true }).expect(404);
  });

  let issuedNumber: string;

  it('shows staff the full number on request, audited; never the CVV', async () => {
    const card = { id: cards.approved! };
    // The number its owner sees when revealing it with the password.
    issuedNumber = (await asCustomer.post(`/api/debit-cards/${card.id}/reveal`).send({ password: CUSTOMER_PASSWORD }).expect(200)).body.cardNumber;
    expect((await asAdmin.post(`/api/admin/debit-cards/${card.id}/show-number`).expect(200)).body).toEqual({ cardNumber: issuedNumber });
    await asAdmin.post('/api/admin/debit-cards/00000000-0000-4000-8000-000000000000/show-number').expect(404);
  });

  it('writes every staff action to the audit log: who, what, on which card, before and after, why; no number or CVV', async () => {
    const auditOf = async (cardId: string) => ((await asAdmin.get(`/api/admin/audit?targetId=${cardId}&limit=100`).expect(200)).body.items as
      { action: string; actorCustomerId: string; targetType: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; reason: string | null; createdAt: string }[])
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const [approved, declined, byHand] = [await auditOf(cards.approved!), await auditOf(cards.declined!), await auditOf(cards.byHand!)];
    expect(approved.map((r) => r.action)).toEqual(['card.application-process', 'card.status', 'card.status', 'card.number-shown']);
    expect(declined.map((r) => r.action)).toEqual(['card.application-process']);
    expect(byHand.map((r) => r.action)).toEqual(['card.create']);
    const rows = [...approved, ...declined, ...byHand];
    expect(rows.every((r) => r.actorCustomerId === adminCustomerId && r.targetType === 'card')).toBe(true);
    expect(approved[0]).toMatchObject({ before: { status: 'pending', isActive: false }, after: { status: 'active', isActive: true } });
    expect(declined[0]).toMatchObject({ after: { status: 'rejected' }, reason: 'Address could not be verified' });
    expect(approved[1]).toMatchObject({ before: { isActive: true }, after: { isActive: false, disabledBy: 'admin' } });
    const text = JSON.stringify(rows);
    for (const number of [issuedNumber, handNumber]) expect(text).not.toContain(number);
    expect(text).not.toMatch(/cvv|pin/i);
  });

  itLocally('pages both lists by keyset: the pending queue oldest first, approved or declined applications newest first, only cards in force', 'counts every card and application of the bank', async () => {
    const ids = (items: { id: string }[]) => items.map((i) => i.id);
    // The lists as they were (the demo bank's cards, and this suite's so far).
    const before = {
      pending: ids(await everyPage(asAdmin, '/api/admin/card-applications?status=pending')),
      active: ids(await everyPage(asAdmin, '/api/admin/card-applications?status=active')),
      rejected: ids(await everyPage(asAdmin, '/api/admin/card-applications?status=rejected')),
      all: ids(await everyPage(asAdmin, '/api/admin/card-applications')),
      cards: ids(await everyPage(asAdmin, '/api/admin/debit-cards')),
    };
    expect(before.active).toContain(cards.approved);
    expect(before.rejected).toContain(cards.declined);
    expect(before.cards).toEqual(expect.arrayContaining([cards.approved, cards.byHand]));
    const queuer = await t.newCustomer('STAFFQUEUE', { firstName: 'Quinn', lastName: 'Queue' });
    const asQueuer = queuer.agent;
    const applied: string[] = [];
    for (const type of ['checking', 'savings', 'checking', 'savings', 'checking'] as const) {
      const account = await t.openAccount(queuer, { type });
      applied.push((await asQueuer.post('/api/debit-cards').send({ accountId: account.id }).expect(201)).body.id);
    }
    const first = (await asAdmin.get('/api/admin/card-applications?status=pending&limit=2').expect(200)).body as CursorPage<CardApplicationDto>;
    expect(first).toMatchObject({ total: before.pending.length + 5, totalCapped: false, nextCursor: expect.any(String) });
    expect(ids(first.items)).toEqual([...before.pending, ...applied].slice(0, 2));
    expect(ids(await everyPage(asAdmin, '/api/admin/card-applications?status=pending'))).toEqual([...before.pending, ...applied]);

    await asAdmin.post(`/api/admin/card-applications/${applied[0]}/process`).send({ approve: true }).expect(200);
    await asAdmin.post(`/api/admin/card-applications/${applied[1]}/process`).send({ approve: true }).expect(200);
    await asAdmin.post(`/api/admin/card-applications/${applied[2]}/process`).send({ approve: false, reason: 'Address could not be verified' }).expect(200);
    expect(ids(await everyPage(asAdmin, '/api/admin/card-applications?status=pending'))).toEqual([...before.pending, applied[3], applied[4]]);
    // A card the bank registered by hand was never an application.
    expect(before.all).not.toContain(cards.byHand);
    expect(ids(await everyPage(asAdmin, '/api/admin/card-applications?status=active'))).toEqual([applied[1], applied[0], ...before.active]);
    expect(ids(await everyPage(asAdmin, '/api/admin/card-applications?status=rejected'))).toEqual([applied[2], ...before.rejected]);
    expect(ids(await everyPage(asAdmin, '/api/admin/card-applications'))).toEqual([...applied].reverse().concat(before.all));

    // The cards list: issued cards only, newest first; never a declined or pending application.
    const inForce = await everyPage(asAdmin, '/api/admin/debit-cards') as AdminDebitCardDto[];
    expect(ids(inForce)).toEqual([applied[1], applied[0], ...before.cards]);
    expect(inForce.every((c) => c.status === 'active' && /^\*{4} \*{4} \*{4} \d{4}$/.test(c.cardNumber!))).toBe(true);
    expect((await asAdmin.get('/api/admin/debit-cards?limit=3').expect(200)).body).toMatchObject({ total: before.cards.length + 2, totalCapped: false, nextCursor: expect.any(String) });
  });

  it('a cursor belongs to its list; bad filters and limits are 400s with the contract\'s messages; staff only', async () => {
    // A pending application of this test's own, so the queue has a next page whatever else the bank holds.
    const queuer = await t.newCustomer('STAFFQUEUE', { firstName: 'Quinn', lastName: 'Queue' });
    const asQueuer = queuer.agent;
    for (let i = 0; i < 2; i++) {
      const account = await t.openAccount(queuer);
      await asQueuer.post('/api/debit-cards').send({ accountId: account.id }).expect(201);
    }
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
