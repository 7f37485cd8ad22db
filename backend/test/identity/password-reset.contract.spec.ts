import { createHash, randomInt } from 'node:crypto';
import { jest } from '@jest/globals';
import { PasswordResetMessages as M } from '@bank/contracts/identity';
import { ProfileMessages as P } from '@bank/contracts/profile';
import { itCheckingDatabase, itLocally, itSpendingIpAllowance } from '../support/contract-target.js';
import { connectToDemoBank, CUSTOMER_PASSWORD, eventually, newAdministrator, type DemoBank } from '../support/demo-bank.js';
import { mailInbox } from '../support/mail-inbox.js';

const NEW_PASSWORD = 'Found-My-Way-Back-9';
const SUBJECT = 'Reset your password';

/**
 * Against a server, reset requests and wrong links count against its per-IP limits (10 requests an
 * hour, 10 wrong links in 15 minutes) for every run from this machine: without IP_LIMIT_FACTOR the
 * tests that run there make two requests in all; the ones that spend more run only where the server
 * multiplies those allowances (itSpendingIpAllowance).
 */
describe('forgot password: a link by email', () => {
  let bank: DemoBank;
  let inbox: ReturnType<typeof mailInbox>;
  beforeAll(async () => { inbox = mailInbox(); bank = await connectToDemoBank(); });
  afterAll(() => bank.close());
  afterEach(() => jest.restoreAllMocks());
  // One IP sends every request here: locally each test starts with the limits fresh.
  beforeEach(() => bank.local?.sql(`delete from identity.link_attempts`));

  const ask = (customerIdOrEmail: unknown) => bank.agent().post('/api/password-reset').send({ customerIdOrEmail });
  const complete = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    bank.agent().post('/api/password-reset/complete').send({ token, password, confirmPassword });

  /** The tokens of the reset links MailDev holds for the address, oldest first, once `count` arrived. */
  const resetLinks = async (email: string, count: number): Promise<string[]> =>
    (await inbox.awaitSubject(email, SUBJECT, count)).map((l) => decodeURIComponent(/\/reset-password\?token=(\S+)/.exec(l.text)![1]));
  const queuedTo = async (address: string) =>
    (await bank.database!.sql<{ n: number }>(`select count(*)::int as n from notifications.outgoing_emails where lower(address) = lower($1)`, [address]))[0].n;

  it('emails a link for a customer ID or an email; the link sets the password, ends every session and alerts', async () => {
    const customer = await bank.newCustomer('RESET');
    const phone = customer.agent;
    const laptop = await bank.newSession(customer);

    const res = await ask(` ${customer.email.toUpperCase()} `).expect(202);
    expect(res.body).toEqual({ message: M.REQUESTED });
    const [token] = await resetLinks(customer.email, 1);
    const [letter] = await inbox.awaitSubject(customer.email, SUBJECT, 1);
    expect(letter.text).toContain('Dear Test,');
    expect(letter.text).toContain('within 30 minutes');

    const done = await complete(token).expect(200);
    expect(done.body).toEqual({ message: M.COMPLETED });
    await phone.get('/api/user').expect(401);
    await laptop.get('/api/user').expect(401);
    const here = await bank.newSession({ customerId: customer.customerId, password: NEW_PASSWORD });

    const notices = async () => ((await here.get('/api/notifications').expect(200)).body.items as { title: string }[]).filter((n) => n.title === 'Password changed');
    const alerts = await eventually('the password-changed notification', async () => ((await notices()).length > 0 ? notices() : undefined));
    expect(alerts).toEqual([expect.objectContaining({ type: 'security', priority: 'high', message: expect.stringContaining('2 sessions on other devices ended') })]);
    await inbox.awaitSubject(customer.email, 'Security alert: Password changed', 1);

    // The customer ID works the same way.
    await ask(customer.customerId).expect(202);
    expect(await resetLinks(customer.email, 2)).toHaveLength(2);
  });

  itSpendingIpAllowance("the link lifts the customer id's lockout, and the old password no longer signs in",
    'its wrong passwords spend the per-IP sign-in allowance and its request the per-IP allowance of reset requests, which a server shares among runs', async () => {
      const customer = await bank.newCustomer('RESET');
      // Someone guessed the password until the customer id locked.
      for (let i = 0; i < 5; i++) await bank.agent().post('/api/login').send({ customerId: customer.customerId, password: 'Wrong-Guess-1' }).expect(401);
      await bank.agent().post('/api/login').send({ customerId: customer.customerId, password: CUSTOMER_PASSWORD }).expect(429);

      await ask(customer.customerId).expect(202);
      const [token] = await resetLinks(customer.email, 1);
      await complete(token).expect(200);
      await bank.agent().post('/api/login').send({ customerId: customer.customerId, password: CUSTOMER_PASSWORD }).expect(401);
      await bank.agent().post('/api/login').send({ customerId: customer.customerId, password: NEW_PASSWORD }).expect(200);
    });

  itCheckingDatabase("stores only the link token's SHA-256", 'reads identity.users', async () => {
    const customer = await bank.newCustomer('RESET');
    await ask(customer.customerId).expect(202);
    const [token] = await resetLinks(customer.email, 1);
    const stored = (value: string) => bank.database!.sql(`select 1 from identity.users where password_reset_token_hash = $1`, [value]);
    expect(await stored(token)).toEqual([]);
    expect(await stored(createHash('sha256').update(token).digest('hex'))).toHaveLength(1);
  });

  it('checks the new password with the rules and messages of a password change', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ token: 'x', password: 'short', confirmPassword: 'short' }, P.PASSWORD_MIN],
      [{ token: 'x', password: NEW_PASSWORD, confirmPassword: '' }, P.CONFIRM_PASSWORD_REQUIRED],
      [{ token: 'x', password: NEW_PASSWORD, confirmPassword: 'Something-Else-1' }, P.PASSWORDS_DONT_MATCH],
      [{ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, M.TOKEN_REQUIRED],
    ];
    for (const [body, message] of cases) {
      const res = await bank.agent().post('/api/password-reset/complete').send(body).expect(400);
      expect({ body, message: res.body.message, code: res.body.code }).toEqual({ body, message, code: 'VALIDATION' });
    }
    expect((await ask('  ').expect(400)).body.message).toBe(M.IDENTIFIER_REQUIRED);
  });

  itSpendingIpAllowance('answers an unknown customer ID or email exactly as a customer, and mails that address nothing',
    'its requests spend the per-IP allowance of reset requests, which a server shares among runs', async () => {
    const customer = await bank.newCustomer('RESET');
    const nobody = `nobody.${randomInt(100_000, 999_999)}@example.test`;
    const known = await ask(customer.customerId).expect(202);
    for (const identifier of [`NOBODY${randomInt(100_000, 999_999)}`, nobody]) {
      const res = await ask(identifier);
      expect({ identifier, status: res.status, body: res.body }).toEqual({ identifier, status: 202, body: known.body });
    }
    // The customer's one letter arrived; none went to the address nobody has.
    await resetLinks(customer.email, 1);
    expect(await inbox.to(nobody)).toEqual([]);
  });

  itCheckingDatabase('answers an administrator exactly as a customer, and sends nothing',
    'makes an administrator with the create-admin job; reads the outbox and the email queue', async () => {
    const customer = await bank.newCustomer('RESET');
    const admin = await newAdministrator(bank, 'RESETADM');
    const adminEmail = `${admin.customerId.toLowerCase()}@example.test`;
    const known = await ask(customer.customerId).expect(202);
    for (const identifier of [admin.customerId, adminEmail]) {
      const res = await ask(identifier);
      expect({ identifier, status: res.status, body: res.body }).toEqual({ identifier, status: 202, body: known.body });
    }
    // The outbox delivers the customer's letter in the background; an administrator's would be an event beside it.
    await eventually("the customer's letter", async () => ((await queuedTo(customer.email)) === 1 ? true : undefined));
    expect(await queuedTo(adminEmail)).toBe(0);
    expect(await bank.database!.sql(`select 1 from platform.outbox where event_type = 'identity.password-reset-requested' and payload->>'userId' = $1`, [admin.id])).toEqual([]);
    expect(await bank.database!.sql(`select 1 from identity.users where id = $1 and password_reset_token_hash is not null`, [admin.id])).toEqual([]);
  }, { spendsIpAllowance: 'its three reset requests spend the per-IP allowance of reset requests, which a server shares among runs' });

  itSpendingIpAllowance('a link works once, and only the newest works',
    'its requests and wrong links spend the per-IP allowances of reset requests and wrong links, which a server shares among runs', async () => {
    const customer = await bank.newCustomer('RESET');
    await ask(customer.customerId).expect(202);
    const [older] = await resetLinks(customer.email, 1);
    await ask(customer.email).expect(202);
    const [, newer] = await resetLinks(customer.email, 2);

    const replaced = await complete(older).expect(400);
    expect(replaced.body).toEqual({ message: M.LINK_INVALID, code: 'IDENTITY.RESET_LINK_INVALID' });
    await complete(newer).expect(200);
    const again = await complete(newer, 'Another-New-One-3').expect(400);
    expect(again.body.message).toBe(M.LINK_INVALID);
    await bank.agent().post('/api/login').send({ customerId: customer.customerId, password: NEW_PASSWORD }).expect(200);
    expect((await complete('not-a-link-the-bank-sent').expect(400)).body.code).toBe('IDENTITY.RESET_LINK_INVALID');
  });

  itCheckingDatabase('a link works for 30 minutes only', 'moves the link\'s 30 minutes back in SQL', async () => {
    const customer = await bank.newCustomer('RESET');
    await ask(customer.customerId).expect(202);
    const [late] = await resetLinks(customer.email, 1);
    // 31 minutes later, as far as this link is concerned.
    const moveExpiry = (minutes: number) => bank.database!.sql(
      `update identity.users set password_reset_expires_at = password_reset_expires_at + make_interval(mins => $2) where id = $1`, [customer.id, minutes]);
    await moveExpiry(-31);
    expect((await complete(late, 'Too-Late-For-This-4').expect(400)).body.message).toBe(M.LINK_INVALID);
    await moveExpiry(31);
    // Within them the same link works: only the time refused it.
    await complete(late, 'Just-In-Time-For-This-5').expect(200);
  }, { spendsIpAllowance: 'its reset request and refused link spend the per-IP allowances of reset requests and wrong links, which a server shares among runs' });

  itSpendingIpAllowance('limits requests per account, whatever it is typed as, and for an identifier that matches nobody',
    'spends eight of the per-IP allowance of reset requests, which a server shares among runs', async () => {
    const customer = await bank.newCustomer('RESET');
    for (const identifier of [customer.customerId, customer.email, customer.customerId]) await ask(identifier).expect(202);
    expect((await ask(customer.email).expect(429)).body).toEqual({ message: M.THROTTLED, code: 'IDENTITY.TOO_MANY_ATTEMPTS' });
    // An identifier that matches nobody is limited the same, so a 429 tells nothing either.
    const nobody = `NOBODY${randomInt(100_000, 999_999)}`;
    for (let i = 0; i < 3; i++) await ask(nobody).expect(202);
    await ask(nobody).expect(429);
  });

  itLocally('limits requests and wrong links per IP', 'trips the per-IP limits of reset requests and wrong links, which a server shares among runs', async () => {
    // Ten requests an IP, whoever they name.
    const requests = await Promise.all(Array.from({ length: 12 }, (_, i) => ask(`STRANGER${i}${randomInt(100_000, 999_999)}`)));
    expect(requests.map((r) => r.status).sort()).toEqual([...Array(10).fill(202), 429, 429]);

    const guesses = await Promise.all(Array.from({ length: 11 }, (_, i) => complete(`guess-${i}`)));
    expect(guesses.map((r) => r.status).sort()).toEqual([...Array(10).fill(400), 429]);
  });
});
