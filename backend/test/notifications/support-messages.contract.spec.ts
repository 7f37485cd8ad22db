import type TestAgent from 'supertest/lib/agent.js';
import { SUPPORT_MESSAGES, SupportMessageMessages as M, type AdminSupportMessageDto, type NotificationDto, type SupportMessageDto } from '@bank/contracts/notifications';
import type { AuditEntryDto } from '@bank/contracts/admin';
import { connectToDemoBank, eventually, type Customer, type DemoBank } from '../support/demo-bank.js';

/** Issue 28 item 7: the chat's message reaches staff in the back office, and their reply the customer. */
describe('messages to staff: left from the chat, answered in the back office, the reply seen by the customer', () => {
  let t: DemoBank;
  let admin: TestAgent;
  beforeAll(async () => { t = await connectToDemoBank(); admin = await t.admin(); });
  afterAll(() => t.close());

  const leave = (customer: Customer, body: unknown) => customer.agent.post('/api/messages').send({ body });
  const staffList = async (query: string) => (await admin.get(`/api/admin/messages?${query}`).expect(200)).body as { items: AdminSupportMessageDto[]; nextCursor: string | null; total: number | null };

  it('the customer leaves a message; staff see it open with whose it is; the reply reaches the chat, the bell and the audit trail', async () => {
    const customer = await t.newCustomer('MSG');
    const { body: left } = await leave(customer, '  Where can I see my IBAN?  ').expect(201);
    expect(left).toEqual({ message: M.SENT, supportMessage: expect.objectContaining({ body: 'Where can I see my IBAN?', status: 'open', reply: null }) });
    const id = left.supportMessage.id as string;

    const open = await staffList('status=open&limit=100');
    expect(open.items.find((m) => m.id === id)).toMatchObject({
      body: 'Where can I see my IBAN?', status: 'open', userId: customer.id, customerId: customer.customerId,
      customerName: `${customer.firstName} ${customer.lastName}`,
    });

    await admin.post(`/api/admin/messages/${id}/reply`).send({ reply: ' It is under Accounts, beside each account. ' }).expect(200, { message: M.REPLIED });
    // One answer: a second one (another staff member at the same time) is refused, not added.
    expect((await admin.post(`/api/admin/messages/${id}/reply`).send({ reply: 'Again' }).expect(409)).body.message).toBe(M.ALREADY_ANSWERED);

    const mine = (await customer.agent.get('/api/messages').expect(200)).body as SupportMessageDto[];
    expect(mine).toEqual([expect.objectContaining({ id, status: 'answered', reply: 'It is under Accounts, beside each account.', repliedAt: expect.any(String) })]);

    const notification = await eventually('the reply notification', async () => {
      const { body } = await customer.agent.get('/api/notifications').expect(200);
      return (body.items as NotificationDto[]).find((n) => n.title === 'Reply to your message');
    });
    expect(notification).toMatchObject({ type: 'system', priority: 'medium', message: 'Our staff replied: "It is under Accounts, beside each account." Open the chat to read it.' });

    const { body: audit } = await admin.get(`/api/admin/audit?action=message.reply&targetId=${id}`).expect(200);
    expect(audit.items as AuditEntryDto[]).toEqual([expect.objectContaining({
      action: 'message.reply', targetType: 'message', targetId: id,
      before: expect.objectContaining({ status: 'open', reply: null }), after: expect.objectContaining({ status: 'answered', reply: 'It is under Accounts, beside each account.' }),
    })]);

    expect((await staffList('status=open&limit=100')).items.some((m) => m.id === id)).toBe(false);
    expect((await staffList('status=answered&limit=100')).items.find((m) => m.id === id)).toMatchObject({ status: 'answered', repliedBy: expect.any(String) });
  });

  it("another customer's message is not found to anyone but its owner and staff; customers cannot use the staff routes", async () => {
    const [owner, other] = [await t.newCustomer('MSGA'), await t.newCustomer('MSGB')];
    const { body } = await leave(owner, 'Private question').expect(201);
    expect((await other.agent.get('/api/messages').expect(200)).body).toEqual([]);
    expect((await other.agent.post(`/api/admin/messages/${body.supportMessage.id}/reply`).send({ reply: 'x' })).status).toBe(403);
    expect((await other.agent.get('/api/admin/messages')).status).toBe(403);
    expect((await t.agent().post('/api/messages').send({ body: 'hi' })).status).toBe(401);
    expect((await admin.post('/api/admin/messages/00000000-0000-4000-8000-000000000000/reply').send({ reply: 'x' }).expect(404)).body.message).toBe(M.NOT_FOUND);
    expect((await admin.post('/api/admin/messages/not-an-id/reply').send({ reply: 'x' }).expect(404)).body.message).toBe(M.NOT_FOUND);
  });

  it('bad input is a 400 with one message naming the field; never a 500', async () => {
    const customer = await t.newCustomer('MSGC');
    for (const body of [undefined, '', '   ', 42, null]) {
      expect((await leave(customer, body).expect(400)).body.message).toBe(M.BODY_REQUIRED);
    }
    expect((await leave(customer, 'x'.repeat(SUPPORT_MESSAGES.MAX_BODY + 1)).expect(400)).body).toMatchObject({ message: M.BODY_TOO_LONG, details: [{ field: 'body', message: M.BODY_TOO_LONG }] });
    const { body } = await leave(customer, 'x'.repeat(SUPPORT_MESSAGES.MAX_BODY)).expect(201);
    const reply = (text: unknown) => admin.post(`/api/admin/messages/${body.supportMessage.id}/reply`).send({ reply: text });
    expect((await reply('  ').expect(400)).body.message).toBe(M.REPLY_REQUIRED);
    expect((await reply('y'.repeat(SUPPORT_MESSAGES.MAX_REPLY + 1)).expect(400)).body.message).toBe(M.REPLY_TOO_LONG);
    expect((await admin.get('/api/admin/messages?status=closed').expect(400)).body.message).toBe(M.STATUS_INVALID);
  });

  it(`a customer has at most ${SUPPORT_MESSAGES.MAX_OPEN} unanswered messages, even sent at once; an answer frees a place`, async () => {
    const customer = await t.newCustomer('MSGD');
    const sent = await Promise.all(Array.from({ length: SUPPORT_MESSAGES.MAX_OPEN + 2 }, (_, i) => leave(customer, `Question ${i}`)));
    expect(sent.map((r) => r.status).sort()).toEqual([...Array(SUPPORT_MESSAGES.MAX_OPEN).fill(201), 429, 429]);
    expect(sent.find((r) => r.status === 429)!.body.message).toBe(M.TOO_MANY_OPEN);
    const answered = sent.find((r) => r.status === 201)!.body.supportMessage.id;
    await admin.post(`/api/admin/messages/${answered}/reply`).send({ reply: 'Answered' }).expect(200);
    await leave(customer, 'One more').expect(201);
    expect((await customer.agent.get('/api/messages').expect(200)).body).toHaveLength(SUPPORT_MESSAGES.MAX_OPEN + 1);
  });

  it('the staff list pages newest first with a cursor', async () => {
    const customer = await t.newCustomer('MSGE');
    await leave(customer, 'First').expect(201);
    await leave(customer, 'Second').expect(201);
    const first = await staffList('limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(2);
    const second = await staffList(`limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items[0].createdAt <= first.items[0].createdAt).toBe(true);
    expect(second.items[0].id).not.toBe(first.items[0].id);
  });
});
