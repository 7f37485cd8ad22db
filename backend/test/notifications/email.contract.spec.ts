import { randomInt } from 'node:crypto';
import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { EMAIL_RATE_LIMIT, MAX_EMAIL_ATTEMPTS } from '../../src/modules/notifications/domain/outgoing-email.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { mailInbox } from '../support/mail-inbox.js';
import { createTestApp, signedInBefore, TEST_PASSWORD, type TestApp } from '../support/test-app.js';
import { TransferSettled, type TransferEventPayload } from '../../src/modules/payments/public/payments.events.js';
import { InternationalTransferStatusChanged } from '../../src/modules/international/public/international.events.js';
import { drainOutbox, recordEvents } from './notifications-support.js';

const NEW_PASSWORD = 'Brand-New-Secret-7';

interface Row { kind: string; address: string; status: string; attempts: number; last_error: string | null }

describeWithDatabase('email: the outbox queues it, the sender delivers it to the SMTP server (MailDev)', 'makes customers of its own and reads the queue in SQL', () => {
  let t: TestApp;
  // Read in beforeAll: against a server the suite is skipped and the run starts no MailDev.
  let inbox: ReturnType<typeof mailInbox>;
  beforeAll(async () => { inbox = mailInbox(); t = await createTestApp(); });
  afterAll(() => t.close());

  /**
   * A customer with an address no other suite of the run writes to (they share one MailDev), who
   * has signed in before: their sign-in here is the 'New sign-in' alert.
   */
  async function aCustomer() {
    const user = await t.createUser(`MAIL${randomInt(100_000, 999_999)}`);
    await signedInBefore(t, user.id);
    return { ...user, email: `${user.customerId.toLowerCase()}@example.test` };
  }
  const queued = (userId: string) => t.sql<Row>(
    `select kind, address, status, attempts, last_error from notifications.outgoing_emails where user_id = $1 order by created_at, subject`, [userId]);
  const sendDue = () => t.app.get(JobRunner).run('send-emails');

  it('a changed password is a security alert in the customer\'s inbox, once however often the event is delivered', async () => {
    const customer = await aCustomer();
    const agent = await t.signedIn(customer.customerId);
    await agent.patch('/api/user/password')
      .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);
    await drainOutbox(t);
    // The crash between queuing and marking the event published: delivered again, queued once.
    await t.sql(`update platform.outbox set published_at = null, claimed_until = null, attempts = 0 where payload->>'userId' = $1`, [customer.id]);
    await drainOutbox(t);
    await sendDue();

    const letters = await inbox.awaitLetters(customer.email, 2);
    expect(letters.map((l) => l.subject).sort()).toEqual(['Security alert: New sign-in', 'Security alert: Password changed']);
    const changed = letters.find((l) => l.subject === 'Security alert: Password changed')!;
    expect(changed.from[0].address).toBe('no-reply@bank.example');
    expect(changed.text).toContain('Dear Test,');
    expect(changed.text).toContain("Your password was changed. If this wasn't you, contact the bank immediately.");
    expect(changed.text).toContain(`${t.config.appOrigin}/settings`);
    expect(await queued(customer.id)).toEqual([
      expect.objectContaining({ kind: 'security-alert', address: customer.email, status: 'sent', attempts: 1 }),
      expect.objectContaining({ kind: 'security-alert', address: customer.email, status: 'sent', attempts: 1 }),
    ]);
    expect(await inbox.to(customer.email)).toHaveLength(2);
  });

  it('security alerts go out whatever the notification preferences say', async () => {
    const customer = await aCustomer();
    const agent = await t.signedIn(customer.customerId);
    await agent.patch('/api/user/notifications').send({ emailNotifications: false, securityAlerts: false }).expect(200);
    await agent.patch('/api/user/password')
      .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);
    await drainOutbox(t);
    await sendDue();
    const letters = await inbox.awaitLetters(customer.email, 2);
    expect(letters.map((l) => l.subject)).toContain('Security alert: Password changed');
  });

  it('a completed transfer mails the payer a receipt when their email notifications are on, and none when off', async () => {
    const [on, off] = [await aCustomer(), await aCustomer()];
    const offAgent = await t.signedIn(off.customerId);
    await offAgent.patch('/api/user/notifications').send({ emailNotifications: false }).expect(200);
    const settled = (fromUserId: string, transactionCode: string): TransferSettled => new TransferSettled({
      transactionId: crypto.randomUUID(), transactionCode, fromUserId, toUserId: null, fromAccountNumber: '80100001', toAccountNumber: '80200002',
      amount: '1250.00', currency: 'USD', status: 'completed', description: 'Rent', creditNote: null,
    } satisfies TransferEventPayload);
    const codeOn = `TRF${randomInt(1e8, 1e9)}`;
    await recordEvents(t, settled(on.id, codeOn), settled(off.id, `TRF${randomInt(1e8, 1e9)}`));
    await drainOutbox(t);
    await sendDue();
    const letters = await inbox.awaitLetters(on.email, 1);
    const receipt = letters.find((l) => l.subject === `Receipt: transfer ${codeOn}`)!;
    expect(receipt.text).toContain('Amount: $1,250.00');
    expect(receipt.text).toContain('From account: 80100001');
    expect(receipt.text).toContain('Status: Completed');
    expect(receipt.text).toMatch(/Date: [A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2} E[SD]T/);
    expect((await queued(off.id)).filter((r) => r.kind === 'receipt')).toEqual([]);
    expect((await queued(on.id)).filter((r) => r.kind === 'receipt')).toHaveLength(1);
  });

  it('an international transfer that reaches the recipient mails one receipt with its PDF link; not for other statuses, not twice', async () => {
    const customer = await aCustomer();
    const reference = `IT${randomInt(1e8, 1e9)}`;
    const transferId = crypto.randomUUID();
    const changed = (previousStatus: string, status: string) => new InternationalTransferStatusChanged({
      transferId, referenceNumber: reference, userId: customer.id, recipientName: 'Priya Raman', recipientCountryName: 'India',
      transferAmount: '84.00', transferCurrency: 'INR', status, estimatedDelivery: '1-2 business days', creditNote: null, previousStatus,
    });
    await recordEvents(t, changed('submitted', 'processing'), changed('processing', 'credited'), changed('credited', 'completed'));
    await drainOutbox(t);
    await sendDue();
    const letters = await inbox.awaitLetters(customer.email, 1);
    const receipt = letters.find((l) => l.subject === `Receipt: international transfer ${reference}`)!;
    expect(receipt.text).toContain('Your international transfer has reached Priya Raman.');
    expect(receipt.text).toContain('To: Priya Raman, India');
    expect(receipt.text).toMatch(/Date: [A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2} E[SD]T/);
    expect(receipt.text).toContain(`${t.config.appOrigin}/api/international-transfers/${transferId}/receipt`);
    expect((await queued(customer.id)).filter((r) => r.kind === 'receipt')).toHaveLength(1);
  });

  it(`at most ${EMAIL_RATE_LIMIT.perAddressPerHour} letters an hour reach one customer; the rest are kept as limited and never sent`, async () => {
    const customer = await aCustomer();
    const agent = await t.signedIn(customer.customerId);
    let password = TEST_PASSWORD;
    for (let i = 0; i < EMAIL_RATE_LIMIT.perCustomerPerHour + 2; i++) {
      const next = `Changed-Secret-${i}x`;
      await agent.patch('/api/user/password').send({ currentPassword: password, newPassword: next, confirmPassword: next }).expect(200);
      password = next;
      await drainOutbox(t);
    }
    await sendDue();
    const rows = await queued(customer.id);
    // The first sign-in's alert and the password changes: 23 letters, 20 within the limit.
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(EMAIL_RATE_LIMIT.perCustomerPerHour);
    expect(rows.filter((r) => r.status === 'limited')).toHaveLength(3);
    expect(await inbox.awaitLetters(customer.email, EMAIL_RATE_LIMIT.perCustomerPerHour)).toHaveLength(EMAIL_RATE_LIMIT.perCustomerPerHour);
  });
  // Last: a second app in this process takes over passport's one 'local' strategy (a process-wide
  // registry), so after it closes, a sign-in on the first app would reach the second's dropped database.
  it('a mail server that refuses is retried later, and given up after the last attempt; nothing else waits for it', async () => {
    const customer = await aCustomer();
    const down = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const user = await down.createUser(customer.customerId);
      const agent = await down.signedIn(user.customerId);
      await agent.patch('/api/user/password')
        .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);
      await drainOutbox(down);
      await down.app.get(JobRunner).run('send-emails');
      const rows = () => down.sql<Row & { due_later: boolean }>(
        `select status, attempts, last_error, next_attempt_at > now() as due_later from notifications.outgoing_emails where user_id = $1`, [user.id]);
      for (const row of await rows()) expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('ECONNREFUSED'), due_later: true });

      // Due again at once, for the test: every attempt fails until the last gives up.
      for (let attempt = 2; attempt <= MAX_EMAIL_ATTEMPTS; attempt++) {
        await down.sql(`update notifications.outgoing_emails set next_attempt_at = now() where user_id = $1`, [user.id]);
        await down.app.get(JobRunner).run('send-emails');
      }
      for (const row of await rows()) expect(row).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS });
    } finally {
      await down.close();
    }
  });
});
