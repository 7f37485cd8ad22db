import { createHash, randomInt } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import { ProfileMessages as P } from '@bank/contracts/profile';
import { itCheckingDatabase, itLocally, itSpendingIpAllowance } from '../support/contract-target.js';
import { connectToDemoBank, eventually, type DemoBank } from '../support/demo-bank.js';
import { mailInbox } from '../support/mail-inbox.js';

const VERIFY_SUBJECT = 'Confirm your new email address';
const NOTICE_SUBJECT = 'Security alert: Email change requested';
/** What a test that opens refused links spends: an IP may have 10 wrong links in 15 minutes (more on a QA server, IP_LIMIT_FACTOR). */
const REFUSED_LINKS = 'its refused links spend the per-IP allowance of wrong links, which a server shares among runs';

describe('a changed email is verified by a link sent to it', () => {
  let bank: DemoBank;
  let inbox: ReturnType<typeof mailInbox>;
  beforeAll(async () => { inbox = mailInbox(); bank = await connectToDemoBank(); });
  afterAll(() => bank.close());
  // Locally each test starts with the limits fresh.
  beforeEach(() => bank.local?.sql(`delete from identity.link_attempts`));

  const run = () => randomInt(100_000, 999_999);
  /** A signed-in customer of the suite's, with an address no other suite of the run writes to (the suites share one MailDev). */
  const aCustomer = () => bank.newCustomer('MOVE', { firstName: 'Nora' });
  const changeTo = (agent: TestAgent, email: string) =>
    agent.patch('/api/auth/profile').send({ firstName: 'Nora', lastName: 'Quist', email, phone: '+41 44 555 0199' });
  const verify = (token: string) => bank.agent().post('/api/profile/email/verify').send({ token });

  const tokens = async (address: string, count: number) =>
    (await inbox.awaitSubject(address, VERIFY_SUBJECT, count)).map((l) => decodeURIComponent(/\/verify-email-change\?token=(\S+)/.exec(l.text)![1]));
  /** The link that reached the address after `known` ones (the sender sends a batch at once: MailDev's order is not the queue's). */
  const newestToken = async (address: string, known: string[]) => (await tokens(address, known.length + 1)).find((token) => !known.includes(token))!;

  it('keeps the new address pending, mails the link to it and a notice to the old one; the link changes the email', async () => {
    const customer = await aCustomer();
    const newEmail = `nora.new.${run()}@example.test`;
    const res = await changeTo(customer.agent, newEmail).expect(200);
    expect(res.body).toMatchObject({ email: customer.email, pendingEmail: newEmail, lastName: 'Quist' });

    const [token] = await tokens(newEmail, 1);
    const [notice] = await inbox.awaitSubject(customer.email, NOTICE_SUBJECT, 1);
    expect(notice.text).toContain(`Your email is being changed to n***@example.test;`);
    expect(notice.text).not.toContain(newEmail);
    const requested = async () => ((await customer.agent.get('/api/notifications').expect(200)).body.items as { title: string }[])
      .filter((n) => n.title === 'Email change requested');
    const notices = await eventually('the email-change notification', async () => ((await requested()).length > 0 ? requested() : undefined));
    expect(notices).toEqual([expect.objectContaining({ type: 'security', priority: 'high' })]);
    // Nobody signs in with the new address yet, and it is not the customer's email.
    expect((await customer.agent.get('/api/user').expect(200)).body).toMatchObject({ email: customer.email, pendingEmail: newEmail });

    const verified = await verify(token).expect(200);
    expect(verified.body).toEqual({ message: P.EMAIL_CHANGE_VERIFIED, email: newEmail });
    expect((await customer.agent.get('/api/user').expect(200)).body).toMatchObject({ email: newEmail, pendingEmail: null });
  });

  itCheckingDatabase("stores only the link's SHA-256", 'reads identity.users', async () => {
    const customer = await aCustomer();
    const newEmail = `nora.hash.${run()}@example.test`;
    await changeTo(customer.agent, newEmail).expect(200);
    const [token] = await tokens(newEmail, 1);
    const stored = (value: string) => bank.database!.sql(`select 1 from identity.users where email_change_token_hash = $1`, [value]);
    expect(await stored(token)).toEqual([]);
    expect(await stored(createHash('sha256').update(token).digest('hex'))).toHaveLength(1);
  });

  itSpendingIpAllowance('a link works once', REFUSED_LINKS, async () => {
    const customer = await aCustomer();
    const newEmail = `nora.once.${run()}@example.test`;
    await changeTo(customer.agent, newEmail).expect(200);
    const [token] = await tokens(newEmail, 1);
    await verify(token).expect(200);
    const again = await verify(token).expect(400);
    expect(again.body).toEqual({ message: P.EMAIL_CHANGE_LINK_INVALID, code: 'IDENTITY.EMAIL_CHANGE_LINK_INVALID' });
  });

  it('refuses an address another customer has, when asked and again when the link is opened', async () => {
    const [first, second, third] = [await aCustomer(), await aCustomer(), await aCustomer()];
    expect((await changeTo(first.agent, second.email.toUpperCase()).expect(409)).body.code).toBe('IDENTITY.EMAIL_TAKEN');
    // A pending address holds nothing: two customers may wait for the same one; the first to open their link has it.
    const shared = `shared.${run()}@example.test`;
    await changeTo(second.agent, shared).expect(200);
    const [seconds] = await tokens(shared, 1);
    await changeTo(third.agent, shared).expect(200);
    const thirds = await newestToken(shared, [seconds]);
    await verify(thirds).expect(200);
    const late = await verify(seconds).expect(409);
    expect(late.body).toEqual({ message: 'This email address is already used by another customer', code: 'IDENTITY.EMAIL_TAKEN' });
    expect((await second.agent.get('/api/user').expect(200)).body).toMatchObject({ email: second.email, pendingEmail: shared });
  });

  itLocally('a right link to an address another customer took meanwhile is not counted as a wrong link', 'counts every wrong link of this IP in identity.link_attempts, where a server counts other suites\' too', async () => {
    const [first, second] = [await aCustomer(), await aCustomer()];
    const shared = `taken.${run()}@example.test`;
    await changeTo(first.agent, shared).expect(200);
    const [firsts] = await tokens(shared, 1);
    await changeTo(second.agent, shared).expect(200);
    await verify(await newestToken(shared, [firsts])).expect(200);
    await verify(firsts).expect(409);
    expect(await bank.local!.sql(`select count(*)::int as attempts from identity.link_attempts where bucket = 'email-link-ip'`)).toEqual([{ attempts: 0 }]);
  });

  itSpendingIpAllowance('resend sends a new link (the older stops working, the old address hears nothing again); cancel drops the change', REFUSED_LINKS, async () => {
    const customer = await aCustomer();
    const newEmail = `nora.resend.${run()}@example.test`;
    await changeTo(customer.agent, newEmail).expect(200);
    const [older] = await tokens(newEmail, 1);
    const resent = await customer.agent.post('/api/profile/email/resend').expect(202);
    expect(resent.body).toEqual({ message: P.EMAIL_CHANGE_RESENT });
    const newer = await newestToken(newEmail, [older]);
    expect(await inbox.awaitSubject(customer.email, NOTICE_SUBJECT, 1)).toHaveLength(1);
    await verify(older).expect(400);

    const cancelled = await customer.agent.delete('/api/profile/email/pending').expect(200);
    expect(cancelled.body).toEqual({ message: P.EMAIL_CHANGE_CANCELLED });
    await verify(newer).expect(400);
    expect((await customer.agent.get('/api/user').expect(200)).body).toMatchObject({ email: customer.email, pendingEmail: null });
    expect((await customer.agent.delete('/api/profile/email/pending').expect(409)).body.code).toBe('IDENTITY.NO_EMAIL_CHANGE_PENDING');
    await customer.agent.post('/api/profile/email/resend').expect(409);
    await bank.agent().post('/api/profile/email/resend').expect(401);
  });

  itCheckingDatabase('a link works for 24 hours; letters to new addresses are limited', 'moves the link\'s expiry back on its customer\'s row in SQL', async () => {
    const customer = await aCustomer();
    const newEmail = `nora.late.${run()}@example.test`;
    await changeTo(customer.agent, newEmail).expect(200);
    const [token] = await tokens(newEmail, 1);
    // A minute past its 24 hours, as far as this customer's link is concerned.
    await bank.database!.sql(`update identity.users set email_change_expires_at = email_change_expires_at - interval '24 hours 1 minute' where id = $1`, [customer.id]);
    await verify(token).expect(400);

    // One request and four resends: five letters an hour, then 429.
    for (let i = 0; i < 4; i++) await customer.agent.post('/api/profile/email/resend').expect(202);
    const over = await customer.agent.post('/api/profile/email/resend').expect(429);
    expect(over.body).toEqual({ message: P.EMAIL_CHANGE_THROTTLED, code: 'IDENTITY.TOO_MANY_ATTEMPTS' });
    await changeTo(customer.agent, `nora.other.${run()}@example.test`).expect(429);
  }, { spendsIpAllowance: 'its expired link counts as a wrong one against the per-IP allowance, which a server shares among runs' });

  itLocally('wrong links are limited per IP', 'trips the per-IP limit of wrong links, which a server shares among runs', async () => {
    // From none: the tests before may have spent some.
    await bank.local!.sql(`delete from identity.link_attempts where bucket = 'email-link-ip'`);
    const guesses = await Promise.all(Array.from({ length: 11 }, (_, i) => verify(`guess-${i}`)));
    expect(guesses.map((r) => r.status).sort()).toEqual([...Array(10).fill(400), 429]);
    expect((await bank.agent().post('/api/profile/email/verify').send({}).expect(400)).body.message).toBe(P.EMAIL_CHANGE_TOKEN_REQUIRED);
  });
});
