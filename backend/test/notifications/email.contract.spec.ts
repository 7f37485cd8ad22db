import { randomInt } from 'node:crypto';
import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { EMAIL_RATE_LIMIT, MAX_EMAIL_ATTEMPTS } from '../../src/modules/notifications/domain/outgoing-email.js';
import { describeWithDatabase, itCheckingDatabase } from '../support/contract-target.js';
import { mailInbox } from '../support/mail-inbox.js';
import { createTestApp, TEST_PASSWORD } from '../support/test-app.js';
import { drainOutbox } from './notifications-support.js';
import { connectToDemoBank, eventually, newPayer, transactionStatus, transfer, transferAbroad, type Customer, type DemoBank } from '../support/demo-bank.js';
import { toIndia } from '../support/international.js';

const NEW_PASSWORD = 'Brand-New-Secret-7';

interface Row { kind: string; address: string; status: string; attempts: number; last_error: string | null }

// What the customer receives, through the API and the server's MailDev: the server's outbox and
// sender run in the background.
describe('email: security alerts and receipts in the customer\'s inbox (MailDev)', () => {
  let bank: DemoBank;
  // Read in beforeAll: a run without MailDev fails here, with how to give it one.
  let inbox: ReturnType<typeof mailInbox>;
  beforeAll(async () => { inbox = mailInbox(); bank = await connectToDemoBank(); });
  afterAll(() => bank.close());

  /**
   * Signs the customer in from a new browser and waits for that alert: any letter queued for them
   * earlier has been sent by then, so one that has not arrived was never queued. Answers their letters.
   */
  async function afterANewSignIn(customer: Pick<Customer, 'customerId' | 'password' | 'email'>) {
    const before = (await inbox.to(customer.email)).filter((l) => l.subject === 'Security alert: New sign-in').length;
    await bank.newSession(customer);
    await inbox.awaitLetters(customer.email, (await inbox.to(customer.email)).length + 1);
    const letters = await inbox.to(customer.email);
    expect(letters.filter((l) => l.subject === 'Security alert: New sign-in')).toHaveLength(before + 1);
    return letters;
  }

  const queued = (userId: string) => bank.database!.sql<Row>(
    `select kind, address, status, attempts, last_error from notifications.outgoing_emails where user_id = $1 order by created_at, subject`, [userId]);
  /** Waits until the server's dispatcher has published every outbox event about this customer. */
  const delivered = (userId: string) => eventually('the customer\'s events delivered', async () => {
    const [{ pending }] = await bank.database!.sql<{ pending: number }>(
      `select count(*)::int as pending from platform.outbox where payload->>'userId' = $1 and published_at is null`, [userId]);
    return pending === 0 ? true : undefined;
  });
  /** The customer's letters once none is waiting for the sender any more. */
  const settled = (userId: string) => eventually('the customer\'s letters sent or limited', async () => {
    const rows = await queued(userId);
    return rows.every((r) => r.status !== 'pending') ? rows : undefined;
  });

  itCheckingDatabase('a security alert is queued and sent once however often its event is delivered', 'reads the outbox and the mail queue in SQL, and delivers an event again', async () => {
    const customer = await bank.newCustomer('MAIL');
    await customer.agent.patch('/api/user/password')
      .send({ currentPassword: customer.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);
    await delivered(customer.id);
    // The crash between queuing and marking the event published: delivered again, queued once.
    await bank.database!.sql(`update platform.outbox set published_at = null, claimed_until = null, attempts = 0 where payload->>'userId' = $1`, [customer.id]);
    await delivered(customer.id);

    const letters = await inbox.awaitLetters(customer.email, 1);
    expect(letters.map((l) => l.subject)).toEqual(['Security alert: Password changed']);
    expect(await settled(customer.id)).toEqual([
      expect.objectContaining({ kind: 'security-alert', address: customer.email, status: 'sent', attempts: 1 }),
    ]);
    expect(await inbox.to(customer.email)).toHaveLength(1);
  });

  itCheckingDatabase(`at most ${EMAIL_RATE_LIMIT.perAddressPerHour} letters an hour reach one customer; the rest are kept as limited and never sent`, 'reads the mail queue in SQL', async () => {
    const customer = await bank.newCustomer('MAIL');
    let password = customer.password;
    for (let i = 0; i < EMAIL_RATE_LIMIT.perCustomerPerHour + 3; i++) {
      const next = `Changed-Secret-${i}x`;
      await customer.agent.patch('/api/user/password').send({ currentPassword: password, newPassword: next, confirmPassword: next }).expect(200);
      password = next;
    }
    // The password changes: 23 letters, 20 within the limit.
    await delivered(customer.id);
    const rows = await settled(customer.id);
    expect(rows).toHaveLength(EMAIL_RATE_LIMIT.perCustomerPerHour + 3);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(EMAIL_RATE_LIMIT.perCustomerPerHour);
    expect(rows.filter((r) => r.status === 'limited')).toHaveLength(3);
    expect(await inbox.awaitLetters(customer.email, EMAIL_RATE_LIMIT.perCustomerPerHour)).toHaveLength(EMAIL_RATE_LIMIT.perCustomerPerHour);
  });

  it('a changed password is a security alert in the customer\'s inbox: from the bank, by name, with a link to the settings', async () => {
    const customer = await bank.newCustomer('MAIL');
    // Their first sign-in (newCustomer's) is no alarm; a second browser is: the 'New sign-in' alert.
    // The first signed out, the change ends no other session.
    await customer.agent.post('/api/logout').expect(204);
    const agent = await bank.newSession(customer);
    await agent.patch('/api/user/password')
      .send({ currentPassword: customer.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);

    const letters = await inbox.awaitLetters(customer.email, 2);
    expect(letters.map((l) => l.subject).sort()).toEqual(['Security alert: New sign-in', 'Security alert: Password changed']);
    const changed = letters.find((l) => l.subject === 'Security alert: Password changed')!;
    expect(changed.from[0].address).toBe('no-reply@bank.example');
    expect(changed.text).toContain('Dear Test,');
    expect(changed.text).toContain("Your password was changed. If this wasn't you, contact the bank immediately.");
    expect(changed.text).toContain(`${bank.origin}/settings`);
    expect(await inbox.to(customer.email)).toHaveLength(2);
  });

  it('security alerts go out whatever the notification preferences say', async () => {
    const customer = await bank.newCustomer('MAIL');
    const agent = await bank.newSession(customer);
    await agent.patch('/api/user/notifications').send({ emailNotifications: false, securityAlerts: false }).expect(200);
    await agent.patch('/api/user/password')
      .send({ currentPassword: customer.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);
    const letters = await inbox.awaitLetters(customer.email, 2);
    expect(letters.map((l) => l.subject)).toContain('Security alert: Password changed');
  });

  it('a completed transfer mails the payer a receipt when their email notifications are on, and none when off', async () => {
    const [on, off] = [await newPayer(bank, 'MAIL'), await newPayer(bank, 'MAIL')];
    await off.agent.patch('/api/user/notifications').send({ emailNotifications: false }).expect(200);
    const payee = await bank.openAccount(await bank.newCustomer('MAILPAYEE'));
    const pay = async (payer: typeof on) => {
      const from = await bank.openAccount(payer, { balance: '2000.00' });
      const sent = await transfer(payer, { fromAccountId: from.id, toAccountNumber: payee.accountNumber, amount: '1250.00', description: 'Rent' }, 201);
      await transactionStatus(payer.agent, sent.body.transaction.id, 'completed');
      return { from, code: sent.body.transaction.transactionCode as string };
    };
    const paidOn = await pay(on);
    await pay(off);

    // The receipt itself: another letter to the payer (a security alert, sent in the background too) may arrive first.
    const [receipt] = await inbox.awaitSubject(on.email, `Receipt: transfer ${paidOn.code}`, 1);
    expect(receipt.text).toContain('Amount: $1,250.00');
    expect(receipt.text).toContain(`From account: ${paidOn.from.accountNumber}`);
    expect(receipt.text).toContain('Status: Completed');
    expect(receipt.text).toMatch(/Date: [A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2} E[SD]T/);
    expect((await afterANewSignIn(off)).filter((l) => l.subject.startsWith('Receipt:'))).toEqual([]);
    expect((await afterANewSignIn(on)).filter((l) => l.subject.startsWith('Receipt:'))).toHaveLength(1);
  });

  it('an international transfer that reaches the recipient mails one receipt with its PDF link; not for other statuses, not twice', async () => {
    const customer = await newPayer(bank, 'MAIL');
    const usd = await bank.openAccount(customer, { balance: '500.00' });
    const body = toIndia(usd.id, 'ILFS', { recipientName: 'Priya Raman', transferAmount: '84.00' });
    const sent = (await transferAbroad(customer, body, 201)).body.transfer;
    // Staff take it the rest of the way: processing, credited (it reached the recipient), completed.
    const admin = await bank.admin();
    for (const status of ['processing', 'credited', 'completed']) {
      await admin.patch(`/api/admin/payments/international/${sent.id}/status`).send({ status }).expect(200);
    }

    const [receipt] = await inbox.awaitSubject(customer.email, `Receipt: international transfer ${sent.referenceNumber}`, 1);
    expect(receipt.text).toContain('Your international transfer has reached Priya Raman.');
    expect(receipt.text).toContain('To: Priya Raman, India');
    expect(receipt.text).toMatch(/Date: [A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2} E[SD]T/);
    expect(receipt.text).toContain(`${bank.origin}/api/international-transfers/${sent.id}/receipt`);
    expect((await afterANewSignIn(customer)).filter((l) => l.subject.startsWith('Receipt:'))).toHaveLength(1);
  });
});

// An app of its own configuration: its mail server refuses. (It takes over passport's one 'local'
// strategy, a process-wide registry, so nothing else in this file may sign in after it.)
describeWithDatabase('email: a mail server that refuses', 'starts an app whose mail server refuses', () => {
  it('a mail server that refuses is retried later, and given up after the last attempt; nothing else waits for it', async () => {
    const down = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const user = await down.createUser(`MAIL${randomInt(100_000, 999_999)}`);
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
