import { randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import type TestAgent from 'supertest/lib/agent.js';
import {
  AccountOpeningMessages as M, type AccountOpeningRequest, type AdminApplicationDetailDto, type AdminApplicationListDto,
} from '@bank/contracts/account-opening';
import type { AdminUserDto, AuditEntryDto } from '@bank/contracts/admin';
import { Clock } from '../../src/shared/clock.js';
import { CONTRACT_BASE_URL, describeInOrder, itCheckingDatabase, itLocally, itSpendingIpAllowance } from '../support/contract-target.js';
import { connectToDemoBank, eventually, uniqueName, type Customer, type DemoBank } from '../support/demo-bank.js';
import { mailInbox } from '../support/mail-inbox.js';
import type { TestApp } from '../support/test-app.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-test-image-bytes')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-test')]);

let emails = 0;
// The run's suites share one MailDev: addresses no other run of this suite wrote to.
const RUN = randomInt(100_000, 999_999);
function anApplication(overrides: Partial<AccountOpeningRequest> = {}): AccountOpeningRequest {
  emails++;
  return {
    accountType: 'individual',
    primaryHolder: {
      title: 'Ms', firstName: 'Nora', lastName: 'Quist', dateOfBirth: '1988-03-14', nationality: 'Swiss', idType: 'passport',
      idNumber: 'X1234567', phoneNumber: '+41 44 555 0199', email: `nora.quist${emails}.${RUN}@example.test`, occupation: 'Architect',
      employer: 'Quist AG', monthlyIncome: '12000',
    },
    address: { street: 'Bahnhofstrasse 1', city: 'Zurich', state: 'ZH', zipCode: '8001', country: 'Switzerland' },
    bankingPreferences: { accountPurpose: 'savings', initialDeposit: '2500.00', currency: 'EUR', monthlyTransactionVolume: 'medium' },
    agreements: { termsAndConditions: true, privacyPolicy: true, marketingConsent: false, kycConsent: true },
    documents: {},
    ...overrides,
  };
}

/** Asks for a signed URL and PUTs the file there; answers the objectPath. */
async function upload(agent: TestAgent, bytes: Buffer, type: string): Promise<string> {
  const { body } = await agent.post('/api/objects/upload').expect(200);
  const put = await agent.put(body.uploadURL).set('Content-Type', type).send(bytes).expect(200);
  return put.body.objectPath;
}

async function withDocuments(agent: TestAgent): Promise<AccountOpeningRequest['documents']> {
  return { primaryIdDocument: await upload(agent, PDF, 'application/pdf'), addressProof: await upload(agent, PNG, 'image/png') };
}

/*
 * Against a server, every application that passes the field rules and every upload URL counts against
 * per-IP limits (10 applications and 30 upload URLs an hour) that every run from one machine shares.
 * The plain `it` tests spend 3 applications and 6 upload URLs a run (the review's application, the
 * rejected one and the raced one, two documents each): with the hostile-input corpus's 1 and 9, two
 * whole runs in a row stay within the limits, so a server without IP_LIMIT_FACTOR still passes them.
 * The itSpendingIpAllowance tests (and the itCheckingDatabase ones that spend) run against a server
 * only when CONTRACT_IP_LIMIT_FACTOR says it multiplies those limits by 20 or more (CI's by 100): they
 * spend 13 applications, 39 upload URLs and a few wrong links and status look-ups more, 17 applications
 * and 54 upload URLs a run with the corpus's, room for 11 runs an hour at 20. What reaches a per-IP
 * limit, reads the per-IP attempts or moves the app's clock runs locally only, on an app whose limits
 * each test starts afresh.
 */
/** Why a test runs against a server only when it multiplies its per-IP allowances (itSpendingIpAllowance). */
const SPENDS = (what: string) => `${what} spend per-IP allowances, which a server shares among runs`;
const ONE_UPLOAD_URL = 'its upload URL spends the per-IP allowance of 30 upload URLs an hour, which a server shares among runs';
const LINKS_PER_IP = 'wrong or spent emailed links count against a per-IP limit, which a server shares among runs';
const MOVES_CLOCK = 'moves the app clock';
const STORED_FILES = "reads its uploads' stored files in SQL";

describe('account opening', () => {
  let bank: DemoBank;
  let admin: TestAgent;
  let customer: Customer;
  let inbox: ReturnType<typeof mailInbox>;
  /** The app of the suite's own: for the tests declared with itLocally only. */
  const local = (): TestApp => bank.local!;

  beforeAll(async () => {
    inbox = mailInbox();
    bank = await connectToDemoBank();
    admin = await bank.admin();
    customer = await bank.newCustomer('AOCUST');
  });
  afterAll(() => bank.close());
  afterEach(() => jest.restoreAllMocks());
  // Every request here comes from one IP: locally each test leaves the per-IP upload and application limits fresh for
  // what comes next, a test or the review's beforeAll (under CONTRACT_LOCAL_ONLY, after the one that spends all 30 upload URLs).
  afterEach(async () => {
    if (bank.local) await bank.local.sql(`delete from onboarding.onboarding_attempts where bucket in ('upload-url', 'application', 'verify-ip', 'activate-ip')`);
  });

  /** The token of the verification link MailDev received for this address and application (letters may arrive in any order). */
  function verificationToken(email: string, referenceNumber: string): Promise<string> {
    return eventually(`the verification letter for ${referenceNumber} to ${email}`, async () => {
      const letter = (await inbox.to(email)).find((l) => l.subject === 'Verify your email to complete your application' && l.text.includes(referenceNumber));
      const link = letter && /\/open-account\/verify\?token=(\S+)/.exec(letter.text);
      return link ? decodeURIComponent(link[1]) : undefined;
    });
  }

  /** The token of the activation link MailDev received for this address, and the customer id the letter names. */
  function activationLink(email: string): Promise<{ token: string; customerId: string }> {
    return eventually(`the activation letter to ${email}`, async () => {
      const letter = (await inbox.to(email)).find((l) => l.subject === 'Your account is open: choose your password');
      const link = letter && /\/open-account\/activate\?token=(\S+)/.exec(letter.text);
      return letter && link ? { token: decodeURIComponent(link[1]), customerId: /Your customer ID is (CU\d{8})/.exec(letter.text)![1] } : undefined;
    });
  }

  /** Submits the application and opens the link mailed for it: an application that counts. Answers its reference. */
  async function submitVerified(agent: TestAgent, app: AccountOpeningRequest): Promise<string> {
    const { referenceNumber } = (await agent.post('/api/admin/account-opening').send(app).expect(201)).body;
    await bank.agent().post('/api/account-opening/verify-email').send({ token: await verificationToken(app.primaryHolder.email, referenceNumber) }).expect(200);
    return referenceNumber;
  }

  /** The id staff see for a verified application, from their list (newest first). */
  async function applicationIdOf(referenceNumber: string): Promise<string> {
    let cursor: string | null = null;
    do {
      const page: { body: AdminApplicationListDto } = await admin.get('/api/admin/account-opening/applications')
        .query({ limit: '100', ...(cursor ? { cursor } : {}) }).expect(200);
      const found = page.body.items.find((a) => a.referenceNumber === referenceNumber);
      if (found) return found.id;
      cursor = page.body.nextCursor;
    } while (cursor);
    throw new Error(`application ${referenceNumber} is not in the staff list`);
  }

  /** The customers with exactly this email, as the back office finds them. */
  async function usersWithEmail(email: string): Promise<AdminUserDto[]> {
    const users: AdminUserDto[] = (await admin.get('/api/admin/users').query({ search: email, limit: '100' }).expect(200)).body.items;
    return users.filter((u) => u.email.toLowerCase() === email.toLowerCase());
  }

  /** The actions of the audit trail on this target, oldest first. */
  async function auditActions(targetId: string): Promise<string[]> {
    const entries: AuditEntryDto[] = (await admin.get('/api/admin/audit').query({ targetId, limit: '100' }).expect(200)).body.items;
    return entries.map((e) => e.action).reverse();
  }

  /** Whether the administrators' newest notifications say the application arrived. */
  async function administratorsTold(referenceNumber: string): Promise<boolean> {
    const notifications = await admin.get('/api/notifications?limit=100').expect(200);
    return notifications.body.items.some((n: { title: string; message: string }) => n.title === 'New account application' && n.message.includes(referenceNumber));
  }

  describe('the application', () => {
    it('answers every field message of SPEC 5 at once', async () => {
      const res = await bank.agent().post('/api/admin/account-opening').send({}).expect(400);
      const messages = res.body.details.map((d: { message: string }) => d.message);
      expect(messages).toEqual(expect.arrayContaining([
        M.ACCOUNT_TYPE, M.FIRST_NAME, M.LAST_NAME, M.DATE_OF_BIRTH_REQUIRED, M.NATIONALITY, M.ID_NUMBER, M.PHONE, M.EMAIL, M.OCCUPATION,
        M.EMPLOYER, M.MONTHLY_INCOME, M.STREET, M.CITY, M.STATE, M.ZIP_CODE, M.COUNTRY, M.INITIAL_DEPOSIT_REQUIRED,
        'You must accept the terms and conditions', 'You must accept the privacy policy', 'You must consent to KYC verification',
      ]));
      expect(res.body.message).toBe(res.body.details[0].message);
    });

    it('validates the optional joint holder only when given, and the deposit against the currency minimum', async () => {
      const agent = bank.agent();
      // The field rules look at the documents' shape only, and refuse before the application is counted: no upload needed.
      const documents = { primaryIdDocument: '/objects/uploads/00000000-0000-4000-8000-000000000001', addressProof: '/objects/uploads/00000000-0000-4000-8000-000000000002' };
      const app = anApplication({ documents, jointHolder: { email: 'not-an-email' } });
      app.bankingPreferences = { ...app.bankingPreferences, currency: 'JPY', initialDeposit: '100' };
      const res = await agent.post('/api/admin/account-opening').send(app).expect(400);
      expect(res.body.details).toEqual([
        { field: 'jointHolder.email', message: 'Invalid email address' },
        { field: 'bankingPreferences.initialDeposit', message: M.initialDepositMinimum('JPY') },
      ]);
      const deposit = await agent.post('/api/admin/account-opening')
        .send({ ...app, jointHolder: undefined, bankingPreferences: { ...app.bankingPreferences, currency: 'USD', initialDeposit: 99.99 } }).expect(400);
      expect(deposit.body.details).toEqual([{ field: 'bankingPreferences.initialDeposit', message: M.initialDepositMinimum('USD') }]);
    });

    itSpendingIpAllowance('takes a valid application, mails a link that verifies it once; until then staff do not list it and the administrators are not told',
      SPENDS('its application, its 2 upload URLs and its spent link'), async () => {
      const agent = bank.agent();
      const app = anApplication({ documents: await withDocuments(agent) });
      // The public path; /api/admin/account-opening (SPEC 7) stays an alias, used by the other tests here.
      const res = await agent.post('/api/account-opening').send(app).expect(201);
      expect(res.body).toEqual({ message: M.SUBMITTED, referenceNumber: expect.stringMatching(/^AO-[0-9A-Z]{10}$/) });
      const { referenceNumber } = res.body;
      const token = await verificationToken(app.primaryHolder.email, referenceNumber);
      const [letter] = await inbox.to(app.primaryHolder.email);
      expect(letter.text).toContain(`Dear Nora,`);
      expect(letter.text).toContain(referenceNumber);

      const status = () => bank.agent().post('/api/account-opening/status').send({ referenceNumber, dateOfBirth: app.primaryHolder.dateOfBirth }).expect(200);
      expect((await status()).body).toMatchObject({ status: 'submitted', emailVerified: false });
      const listed = async () => (await admin.get('/api/admin/account-opening/applications?limit=100').expect(200)).body.items
        .some((i: { referenceNumber: string }) => i.referenceNumber === referenceNumber);
      expect(await listed()).toBe(false);
      expect(await administratorsTold(referenceNumber)).toBe(false);

      const verified = await bank.agent().post('/api/account-opening/verify-email').send({ token }).expect(200);
      expect(verified.body).toEqual({ message: M.EMAIL_VERIFIED, referenceNumber });
      const again = await bank.agent().post('/api/account-opening/verify-email').send({ token });
      expect([again.status, again.body.code, again.body.message]).toEqual([404, 'ONBOARDING.VERIFICATION_LINK_INVALID', M.VERIFICATION_LINK_INVALID]);
      expect((await status()).body).toMatchObject({ status: 'submitted', emailVerified: true });
      expect(await listed()).toBe(true);
      // The outbox tells them in the background.
      expect(await eventually(`the administrators' notification of ${referenceNumber}`, async () => (await administratorsTold(referenceNumber)) || undefined)).toBe(true);
      const blank = await bank.agent().post('/api/account-opening/verify-email').send({});
      expect([blank.status, blank.body.message]).toEqual([400, M.VERIFICATION_TOKEN_REQUIRED]);
    });

    itCheckingDatabase('keeps only the SHA-256 of the emailed token, and staff can neither open nor approve an application before its link is opened',
      "reads the application's id and stored token in SQL", async () => {
      const agent = bank.agent();
      const app = anApplication({ documents: await withDocuments(agent) });
      const { referenceNumber } = (await agent.post('/api/account-opening').send(app).expect(201)).body;
      const [{ id }] = await bank.database!.sql<{ id: string }>(`select id from onboarding.account_applications where reference_number = $1`, [referenceNumber]);
      const token = await verificationToken(app.primaryHolder.email, referenceNumber);
      expect(await bank.database!.sql(`select 1 from onboarding.account_applications where verification_token_hash = $1`, [token])).toEqual([]);
      await admin.get(`/api/admin/account-opening/applications/${id}`).expect(404);
      await admin.post(`/api/admin/account-opening/applications/${id}/approve`).expect(404);
      // The link is what let staff see it.
      await bank.agent().post('/api/account-opening/verify-email').send({ token }).expect(200);
      await admin.get(`/api/admin/account-opening/applications/${id}`).expect(200);
    }, { spendsIpAllowance: SPENDS('its application and 2 upload URLs') });

    /**
     * A stranger applies first with someone's email; the owner applies too: both are taken, the
     * answers alike. The owner opens the link of their own application; the stranger's link then
     * finds the email held. Answers both applications' answers and the stranger's link's.
     */
    async function twoApplicationsForOneEmail() {
      const stranger = bank.agent();
      const app = anApplication({ documents: await withDocuments(stranger) });
      const first = await stranger.post('/api/admin/account-opening').send(app).expect(201);
      const owner = bank.agent();
      const ownDocuments = await withDocuments(owner);
      const mine = await owner.post('/api/admin/account-opening')
        .send({ ...app, primaryHolder: { ...app.primaryHolder, email: app.primaryHolder.email.toUpperCase() }, documents: ownDocuments }).expect(201);
      const strangers = await verificationToken(app.primaryHolder.email, first.body.referenceNumber);
      const owners = await verificationToken(app.primaryHolder.email, mine.body.referenceNumber);
      expect((await bank.agent().post('/api/account-opening/verify-email').send({ token: owners }).expect(200)).body.referenceNumber).toBe(mine.body.referenceNumber);
      const second = await bank.agent().post('/api/account-opening/verify-email').send({ token: strangers });
      return { first, mine, second };
    }

    itSpendingIpAllowance('lets an unverified application block nobody and tells a visitor nothing about an email: the verified one holds it',
      SPENDS('its 2 applications, their 4 upload URLs and the link refused for a held email'), async () => {
      const { first, mine, second } = await twoApplicationsForOneEmail();
      expect(Object.keys(mine.body)).toEqual(Object.keys(first.body));
      expect(mine.body.message).toBe(first.body.message);
      expect([second.status, second.body.code, second.body.message]).toEqual([409, 'ONBOARDING.DUPLICATE_PENDING', M.DUPLICATE_PENDING]);
    });

    itLocally('a right link refused because its email is held is not counted as a wrong link', 'reads the per-IP attempts in SQL', async () => {
      expect((await twoApplicationsForOneEmail()).second.status).toBe(409);
      expect(await local().sql(`select count(*)::int as attempts from onboarding.onboarding_attempts where bucket = 'verify-ip'`)).toEqual([{ attempts: 0 }]);
    });

    itCheckingDatabase('refuses a link past its 24 hours', 'moves the link\'s expiry back on its application\'s row in SQL', async () => {
      const agent = bank.agent();
      const app = anApplication({ documents: await withDocuments(agent) });
      const { referenceNumber } = (await agent.post('/api/admin/account-opening').send(app).expect(201)).body;
      const token = await verificationToken(app.primaryHolder.email, referenceNumber);
      // A minute past its 24 hours, as far as this application is concerned.
      await bank.database!.sql(`update onboarding.account_applications set verification_expires_at = verification_expires_at - interval '24 hours 1 minute'
                                 where reference_number = $1`, [referenceNumber]);
      const late = await bank.agent().post('/api/account-opening/verify-email').send({ token });
      expect([late.status, late.body.message]).toEqual([404, M.VERIFICATION_LINK_INVALID]);
    }, { spendsIpAllowance: SPENDS('its application, its upload URLs and the late link') });

    itLocally('limits wrong links per IP', LINKS_PER_IP, async () => {
      const t = local();
      const agent = t.agent();
      const app = anApplication({ documents: await withDocuments(agent) });
      const { referenceNumber } = (await agent.post('/api/admin/account-opening').send(app).expect(201)).body;
      const token = await verificationToken(app.primaryHolder.email, referenceNumber);
      const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => t.agent().post('/api/account-opening/verify-email').send({ token: `guess-${i}` })));
      expect(guesses.map((r) => r.status).sort()).toEqual([...Array(10).fill(404), 429, 429]);
      // Even the right link, once the IP has used up its guesses.
      expect((await t.agent().post('/api/account-opening/verify-email').send({ token })).status).toBe(429);
    });

    itSpendingIpAllowance('refuses a document uploaded for another application, or already part of one', SPENDS('its 4 applications and 4 upload URLs'), async () => {
      const theirs = bank.agent();
      const theirDocs = await withDocuments(theirs);
      const mine = bank.agent();
      const myDocs = await withDocuments(mine);
      const stolen = await mine.post('/api/admin/account-opening').send(anApplication({ documents: { ...myDocs, addressProof: theirDocs.addressProof } }));
      expect(stolen.status).toBe(400);
      expect(stolen.body).toMatchObject({ code: 'ONBOARDING.DOCUMENT_NOT_OURS', details: [{ field: 'documents.addressProof', message: M.DOCUMENT_REFERENCE }] });

      await theirs.post('/api/admin/account-opening').send(anApplication({ documents: theirDocs })).expect(201);
      const reused = await theirs.post('/api/admin/account-opening').send(anApplication({ documents: theirDocs }));
      expect(reused.status).toBe(400);
      expect(reused.body.code).toBe('ONBOARDING.DOCUMENT_NOT_OURS');
      // Made up or not an upload path at all.
      const madeUp = await mine.post('/api/admin/account-opening')
        .send(anApplication({ documents: { ...myDocs, incomeProof: '/objects/uploads/00000000-0000-4000-8000-000000000000' } }));
      expect(madeUp.body.details).toEqual([{ field: 'documents.incomeProof', message: M.DOCUMENT_REFERENCE }]);
    });

    itLocally('gives one IP 10 applications an hour, counted under concurrency, before any document is looked at',
      'spends the per-IP limit of 10 applications an hour, which a server shares among runs', async () => {
      const t = local();
      // Made-up document paths: each application passes the field rules and is counted, then refused for its documents.
      const made = { primaryIdDocument: '/objects/uploads/00000000-0000-4000-8000-000000000001', addressProof: '/objects/uploads/00000000-0000-4000-8000-000000000002' };
      const answers = await Promise.all(Array.from({ length: 12 }, () => t.agent().post('/api/admin/account-opening').send(anApplication({ documents: made }))));
      expect(answers.filter((r) => r.status === 400).map((r) => r.body.code)).toEqual(Array(10).fill('ONBOARDING.DOCUMENT_NOT_OURS'));
      const refused = answers.filter((r) => r.status === 429);
      expect(refused).toHaveLength(2);
      expect(refused[0].body).toMatchObject({ code: 'ONBOARDING.THROTTLED', message: M.SUBMIT_THROTTLED });
    });
  });

  describe('uploads', () => {
    /** The upload id a signed URL names: its file is stored under it. */
    const uploadIdOf = (uploadURL: string) => uploadURL.split('?')[0].split('/').pop()!;
    /** The keys of the files stored for these uploads. */
    const storedFiles = async (uploadIds: string[]) =>
      (await bank.database!.sql<{ key: string }>(`select key from onboarding.document_objects where key = any($1::text[])`, [uploadIds])).map((r) => r.key);

    /** Where a request of our own making reaches the bank: the server under test, or the suite's app on a port of its own. */
    async function bankUrl(path: string): Promise<URL> {
      if (CONTRACT_BASE_URL) return new URL(`${CONTRACT_BASE_URL}${path}`);
      const server = local().app.getHttpServer();
      if (!server.address()) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    }

    /** PUTs a PDF of 11 MB to the signed URL, chunked and never ended: only a server that counts the bytes as they come answers at all. */
    async function putEndlessPdf(uploadURL: string): Promise<{ status: number; body: { message: string } }> {
      const url = await bankUrl(uploadURL);
      return new Promise((resolve, reject) => {
        const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
        const req = send(url, { method: 'PUT', headers: { 'Content-Type': 'application/pdf' } }, (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => { text += chunk; }).on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode!, body: JSON.parse(text) });
          });
        });
        req.on('error', reject);
        // A server that keeps waiting for the rest would hang the suite: give up after a long silence.
        req.setTimeout(45_000, () => req.destroy(new Error('no answer: the server kept reading past 10 MB')));
        req.write(PDF);
        for (let i = 0; i < 11; i++) req.write(Buffer.alloc(1024 * 1024));
      });
    }

    /** Two PUTs of different files race for one signed URL: the URL's upload id and both answers' statuses, sorted. */
    async function raceForOneUrl(): Promise<{ id: string; statuses: number[] }> {
      const agent = bank.agent();
      const { body } = await agent.post('/api/objects/upload').expect(200);
      const both = await Promise.all([PDF, PNG].map((bytes, i) => agent.put(body.uploadURL).set('Content-Type', i ? 'image/png' : 'application/pdf').send(bytes)));
      return { id: uploadIdOf(body.uploadURL), statuses: both.map((r) => r.status).sort() };
    }

    /** Sends the file to a signed URL of its own, whose upload id it adds to `sentTo`; the answer. */
    async function tryUpload(bytes: Buffer, type: string, sentTo: string[]) {
      const agent = bank.agent();
      const { body } = await agent.post('/api/objects/upload').expect(200);
      sentTo.push(uploadIdOf(body.uploadURL));
      return agent.put(body.uploadURL).set('Content-Type', type).send(bytes);
    }

    /** A wrong type, content that is not what it claims and an empty file, each to a URL of its own: all refused. */
    async function refuseBadFiles(sentTo: string[] = []): Promise<void> {
      const html = await tryUpload(Buffer.from('<html><script>alert(1)</script></html>'), 'text/html', sentTo);
      expect([html.status, html.body.message]).toEqual([400, M.UPLOAD_TYPE]);
      const disguised = await tryUpload(Buffer.from('MZ\x90\x00 an executable'), 'image/png', sentTo);
      expect([disguised.status, disguised.body.message]).toEqual([400, M.UPLOAD_CONTENT_MISMATCH]);
      const pngAsPdf = await tryUpload(PNG, 'application/pdf', sentTo);
      expect([pngAsPdf.status, pngAsPdf.body.message]).toEqual([400, M.UPLOAD_CONTENT_MISMATCH]);
      const empty = await tryUpload(Buffer.alloc(0), 'application/pdf', sentTo);
      expect(empty.status).toBe(400);
    }

    itSpendingIpAllowance('stores a PDF, JPEG or PNG once: the signed URL is single-use', ONE_UPLOAD_URL, async () => {
      const agent = bank.agent();
      const { body } = await agent.post('/api/objects/upload').expect(200);
      expect(body.uploadURL).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]{43}$/);
      const first = await agent.put(body.uploadURL).set('Content-Type', 'image/jpeg').send(JPEG).expect(200);
      expect(first.body).toEqual({ objectPath: expect.stringMatching(/^\/objects\/uploads\//), contentType: 'image/jpeg', size: JPEG.length });
      const second = await agent.put(body.uploadURL).set('Content-Type', 'image/jpeg').send(JPEG);
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(M.UPLOAD_URL_USED);
    });

    itSpendingIpAllowance('takes one file per URL even when two PUTs race', ONE_UPLOAD_URL, async () => {
      expect((await raceForOneUrl()).statuses).toEqual([200, 409]);
    });

    itCheckingDatabase('stores one file of two PUTs that raced for one URL', 'reads the stored files in SQL', async () => {
      const { id, statuses } = await raceForOneUrl();
      expect(statuses).toEqual([200, 409]);
      expect(await bank.database!.sql(`select key from onboarding.document_objects where key = $1`, [id])).toHaveLength(1);
    }, { spendsIpAllowance: ONE_UPLOAD_URL });

    itSpendingIpAllowance('takes a file of exactly 10 MB, and stops reading a longer one sent without a length once it passes 10 MB', SPENDS('its 2 upload URLs'), async () => {
      const agent = bank.agent();
      const tenMegabytes = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]);
      const { body: first } = await agent.post('/api/objects/upload').expect(200);
      const stored = await agent.put(first.uploadURL).set('Content-Type', 'application/pdf').send(tenMegabytes).expect(200);
      expect(stored.body.size).toBe(10 * 1024 * 1024);

      const { body: second } = await agent.post('/api/objects/upload').expect(200);
      const answer = await putEndlessPdf(second.uploadURL);
      expect([answer.status, answer.body.message]).toEqual([400, M.UPLOAD_TOO_LARGE]);
      // Refused before anything was stored: the URL is still good for a proper file.
      await agent.put(second.uploadURL).set('Content-Type', 'image/png').send(PNG).expect(200);
    }, 90_000);

    itCheckingDatabase('stores nothing of a file sent without a length past 10 MB', STORED_FILES, async () => {
      const { body } = await bank.agent().post('/api/objects/upload').expect(200);
      const answer = await putEndlessPdf(body.uploadURL);
      expect([answer.status, answer.body.message]).toEqual([400, M.UPLOAD_TOO_LARGE]);
      expect(await storedFiles([uploadIdOf(body.uploadURL)])).toEqual([]);
    }, { timeout: 90_000, spendsIpAllowance: ONE_UPLOAD_URL });

    itSpendingIpAllowance('refuses a wrong type, content that is not what it claims and an empty file', SPENDS('its 4 upload URLs'), () => refuseBadFiles());

    // A file that says it is over 10 MB is refused before its body is read: the route reads the rest to its end first,
    // so a client still sending it hears the refusal instead of EPIPE.
    itCheckingDatabase('refuses one over 10 MB too, and stores nothing of a refused file', STORED_FILES, async () => {
      const sentTo: string[] = [];
      await refuseBadFiles(sentTo);
      const huge = await tryUpload(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'application/pdf', sentTo);
      expect([huge.status, huge.body.message]).toEqual([400, M.UPLOAD_TOO_LARGE]);
      expect(await storedFiles(sentTo)).toEqual([]);
    }, { spendsIpAllowance: SPENDS('its 5 upload URLs') });

    itSpendingIpAllowance('refuses a tampered URL (403)', ONE_UPLOAD_URL, async () => {
      const agent = bank.agent();
      const { body } = await agent.post('/api/objects/upload').expect(200);
      const url = new URL(body.uploadURL, 'http://x');
      const tampered = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${url.searchParams.get('signature')}`;
      const forged = await agent.put(tampered).set('Content-Type', 'image/png').send(PNG);
      expect([forged.status, forged.body.message]).toEqual([403, M.UPLOAD_URL_INVALID]);
    });

    itLocally('refuses a URL past its 15 minutes (410)', MOVES_CLOCK, async () => {
      const t = local();
      const agent = t.agent();
      const { body } = await agent.post('/api/objects/upload').expect(200);
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 16 * 60_000));
      const expired = await agent.put(body.uploadURL).set('Content-Type', 'image/png').send(PNG);
      expect([expired.status, expired.body.message]).toEqual([410, M.UPLOAD_URL_EXPIRED]);
    });

    itLocally('gives one IP 30 upload URLs an hour, counted under concurrency', 'spends the per-IP limit of 30 upload URLs an hour, which a server shares among runs', async () => {
      const agent = local().agent();
      const answers = await Promise.all(Array.from({ length: 34 }, () => agent.post('/api/objects/upload')));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(30);
      const refused = answers.filter((r) => r.status === 429);
      expect(refused).toHaveLength(4);
      expect(refused[0].body.message).toBe(M.UPLOAD_THROTTLED);
    });

    itCheckingDatabase('the purge job deletes files no application took within 24 hours, and keeps the others', 'moves its upload rows back in SQL and runs the purge job', async () => {
      const database = bank.database!;
      const agent = bank.agent();
      const docs = await withDocuments(agent);
      await agent.post('/api/admin/account-opening').send(anApplication({ documents: docs })).expect(201);
      const orphan = await upload(agent, PNG, 'image/png');
      const orphanId = orphan.split('/').pop()!;
      const keptId = docs.primaryIdDocument!.split('/').pop()!;
      // 25 hours old, as far as these two uploads are concerned.
      await database.sql(`update onboarding.document_uploads set created_at = now() - interval '25 hours' where id = any($1::uuid[])`, [[orphanId, keptId]]);
      // Its count is the whole bank's, and the server's own hourly run may purge this upload first: its rows are the check.
      expect(await database.runJob('purge-uploads')).toMatch(/purged \d+ unreferenced upload/);
      expect(await database.sql(`select id from onboarding.document_uploads where id = $1`, [orphanId])).toEqual([]);
      expect(await storedFiles([orphanId, keptId])).toEqual([keptId]);
    }, { spendsIpAllowance: SPENDS('its application and 3 upload URLs') });
  });

  describeInOrder('review and activation', () => {
    let applicationId: string;
    let referenceNumber: string;
    let app: AccountOpeningRequest;

    beforeAll(async () => {
      const agent = bank.agent();
      app = anApplication({ documents: await withDocuments(agent) });
      app.primaryHolder = { ...app.primaryHolder, firstName: 'Ilse', lastName: 'Brand', dateOfBirth: '1979-11-02' };
      referenceNumber = await submitVerified(agent, app);
      applicationId = await applicationIdOf(referenceNumber);
    });

    /** A verified application with the email of the suite's customer, in capitals: its id. */
    async function applyWithCustomersEmail(lastName = 'Quist'): Promise<string> {
      const agent = bank.agent();
      const taken = anApplication({ documents: await withDocuments(agent) });
      taken.primaryHolder = { ...taken.primaryHolder, lastName, email: customer.email.toUpperCase() };
      return applicationIdOf(await submitVerified(agent, taken));
    }

    it('keeps every staff route from anonymous visitors (401) and customers (403), documents included', async () => {
      const routes = (agent: TestAgent) => [
        agent.get('/api/admin/account-opening/applications'),
        agent.get(`/api/admin/account-opening/applications/${applicationId}`),
        agent.post(`/api/admin/account-opening/applications/${applicationId}/review`),
        agent.get(`/api/admin/account-opening/applications/${applicationId}/documents/primaryIdDocument`),
        agent.post(`/api/admin/account-opening/applications/${applicationId}/approve`),
        agent.post(`/api/admin/account-opening/applications/${applicationId}/reject`).send({ reason: 'no' }),
      ];
      for (const res of await Promise.all(routes(bank.agent()))) expect(res.status).toBe(401);
      for (const res of await Promise.all(routes(customer.agent))) expect(res.status).toBe(403);
      // No guessable public path serves the file either.
      const objectPath = app.documents.primaryIdDocument!;
      expect((await bank.agent().get(`/api${objectPath}`)).status).toBeGreaterThanOrEqual(400);
      expect((await customer.agent.get(`/api${objectPath}`)).status).toBeGreaterThanOrEqual(400);
    });

    it('rejects with a reason (required) that the applicant sees', async () => {
      const agent = bank.agent();
      const other = anApplication({ documents: await withDocuments(agent) });
      const ref = await submitVerified(agent, other);
      const id = await applicationIdOf(ref);
      const blank = await admin.post(`/api/admin/account-opening/applications/${id}/reject`).send({ reason: '  ' });
      expect([blank.status, blank.body.message]).toEqual([400, M.REASON_REQUIRED]);
      await admin.post(`/api/admin/account-opening/applications/${id}/reject`).send({ reason: 'The ID document has expired' }).expect(200);
      expect((await admin.post(`/api/admin/account-opening/applications/${id}/approve`)).status).toBe(409);
      const status = await agent.post('/api/account-opening/status').send({ referenceNumber: ref, dateOfBirth: other.primaryHolder.dateOfBirth }).expect(200);
      expect(status.body).toMatchObject({ status: 'rejected', rejectionReason: 'The ID document has expired', canSetPassword: false });
    });

    it('decides once when an approval and a rejection race: one wins, the other is refused, nothing half-made', async () => {
      const agent = bank.agent();
      const raced = anApplication({ documents: await withDocuments(agent) });
      const ref = await submitVerified(agent, raced);
      const id = await applicationIdOf(ref);
      const [approve, reject] = await Promise.all([
        admin.post(`/api/admin/account-opening/applications/${id}/approve`),
        admin.post(`/api/admin/account-opening/applications/${id}/reject`).send({ reason: 'Raced' }),
      ]);
      expect([approve.status, reject.status].sort()).toEqual([200, 409]);
      const { status } = (await admin.get(`/api/admin/account-opening/applications/${id}`).expect(200)).body as AdminApplicationDetailDto;
      expect(await usersWithEmail(raced.primaryHolder.email)).toHaveLength(status === 'approved' ? 1 : 0);
      expect((await auditActions(id)).filter((a) => a === 'application.approve' || a === 'application.reject')).toHaveLength(1);
    });

    // After the two tests above: three applications at least, even on a server that had none.
    it('lists applications newest first in keyset pages, and filters by status', async () => {
      const first = await admin.get('/api/admin/account-opening/applications?limit=2').expect(200);
      const page = first.body as AdminApplicationListDto;
      expect(page.items).toHaveLength(2);
      expect(page.total).toBeGreaterThanOrEqual(3);
      expect(page.nextCursor).toEqual(expect.any(String));
      const next = await admin.get(`/api/admin/account-opening/applications?limit=2&cursor=${encodeURIComponent(page.nextCursor!)}`).expect(200);
      const ids = [...page.items, ...next.body.items].map((i: { id: string }) => i.id);
      expect(new Set(ids).size).toBe(ids.length);
      const mine = await admin.get('/api/admin/account-opening/applications?status=submitted&limit=100').expect(200);
      expect(mine.body.items.find((i: { id: string }) => i.id === applicationId)).toMatchObject({
        referenceNumber, status: 'submitted', name: 'Ilse Brand', accountType: 'individual', initialDeposit: '2500.00', currency: 'EUR',
      });
      expect((await admin.get('/api/admin/account-opening/applications?status=nope')).status).toBe(400);
    });

    it('shows the whole application to staff (reading changes nothing), moves it under review by POST …/review (audited once), and serves its documents', async () => {
      const read = await admin.get(`/api/admin/account-opening/applications/${applicationId}`).expect(200);
      expect(read.body.status).toBe('submitted');
      expect(await auditActions(applicationId)).toEqual([]);
      await admin.get('/api/admin/account-opening/applications/not-a-uuid').expect(404);
      const res = await admin.post(`/api/admin/account-opening/applications/${applicationId}/review`).expect(200);
      await admin.post(`/api/admin/account-opening/applications/${applicationId}/review`).expect(200);
      const detail = res.body as AdminApplicationDetailDto;
      expect(detail.status).toBe('under_review');
      expect(detail.application.primaryHolder.idNumber).toBe('X1234567');
      expect(detail.documents.map((d) => d.field).sort()).toEqual(['addressProof', 'primaryIdDocument']);
      const doc = await admin.get(detail.documents.find((d) => d.field === 'primaryIdDocument')!.url).buffer(true).expect(200);
      expect(doc.headers['content-type']).toBe('application/pdf');
      expect(doc.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.from(doc.body).equals(PDF)).toBe(true);
      expect((await admin.get(`/api/admin/account-opening/applications/${applicationId}/documents/incomeProof`)).status).toBe(404);
      expect(await auditActions(applicationId)).toEqual(['application.review-start']);
    });

    it('approves exactly once under concurrency: one customer, one zero-balance account of the chosen currency', async () => {
      const results = await Promise.all(Array.from({ length: 5 }, () => admin.post(`/api/admin/account-opening/applications/${applicationId}/approve`)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      // Refused because the first decision is seen (row lock), not because the customer's email is taken by then.
      expect(results.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(4).fill('ONBOARDING.ALREADY_DECIDED'));
      const approved = results.find((r) => r.status === 200)!.body as AdminApplicationDetailDto;
      expect(approved).toMatchObject({ status: 'approved', customerId: expect.stringMatching(/^CU\d{8}$/), accountNumber: expect.stringMatching(/^80\d{6}$/) });
      const users = await usersWithEmail(app.primaryHolder.email);
      expect(users).toHaveLength(1);
      expect(users[0].firstName).toBe('Ilse');
      expect(users[0].accounts.map((a) => ({ currency: a.currency, balance: a.balance, accountType: a.accountType })))
        .toEqual([{ currency: 'EUR', balance: '0.00', accountType: 'savings' }]);
      expect((await admin.post(`/api/admin/account-opening/applications/${applicationId}/approve`)).status).toBe(409);
      expect((await auditActions(applicationId)).filter((a) => a === 'application.approve')).toHaveLength(1);
    });

    itCheckingDatabase('the approved applicant is a verified customer, and opening the account moved no money: the ledger reconciles',
      'reads the users table and runs reconcile-ledger', async () => {
      const users = await bank.database!.sql<{ is_verified: boolean }>(`select is_verified from identity.users where lower(email) = lower($1)`, [app.primaryHolder.email]);
      expect(users).toEqual([{ is_verified: true }]);
      expect(await bank.database!.runJob('reconcile-ledger')).toMatch(/^ledger reconciles/);
    });

    itCheckingDatabase("keeps only the SHA-256 of the activation link's token", 'reads the stored token in SQL', async () => {
      const { token } = await activationLink(app.primaryHolder.email);
      expect(await bank.database!.sql(`select 1 from onboarding.account_applications where activation_token_hash = $1`, [token])).toEqual([]);
    });

    itSpendingIpAllowance('emails the approved applicant an activation link: a password once, within 24 hours, then sign in to a welcome',
      SPENDS('its wrong and spent activation links'), async () => {
      const visitor = bank.agent();
      const status = await visitor.post('/api/account-opening/status').send({ referenceNumber: referenceNumber.toLowerCase(), dateOfBirth: '1979-11-02' }).expect(200);
      expect(status.body).toMatchObject({ status: 'approved', canSetPassword: true, rejectionReason: null });
      // Reference and date of birth no longer reveal the customer id nor set the password.
      expect(status.body).not.toHaveProperty('customerId');
      expect((await visitor.post('/api/account-opening/set-password')
        .send({ referenceNumber, dateOfBirth: '1979-11-02', password: 'Fresh-Start-2026', confirmPassword: 'Fresh-Start-2026' })).status).toBe(404);

      const { token, customerId } = await activationLink(app.primaryHolder.email);
      const mismatch = await visitor.post('/api/account-opening/activate').send({ token, password: 'Fresh-Start-2026', confirmPassword: 'Fresh-Start-2027' });
      expect([mismatch.status, mismatch.body.message]).toEqual([400, "Passwords don't match"]);
      const wrong = await visitor.post('/api/account-opening/activate').send({ token: `${token}x`, password: 'Fresh-Start-2026', confirmPassword: 'Fresh-Start-2026' });
      expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([404, 'ONBOARDING.ACTIVATION_LINK_INVALID', M.ACTIVATION_LINK_INVALID]);
      const set = await visitor.post('/api/account-opening/activate').send({ token, password: 'Fresh-Start-2026', confirmPassword: 'Fresh-Start-2026' }).expect(200);
      expect(set.body).toEqual({ message: M.PASSWORD_SET, customerId });
      const again = await visitor.post('/api/account-opening/activate').send({ token, password: 'Other-Pass-2026', confirmPassword: 'Other-Pass-2026' });
      expect([again.status, again.body.code]).toEqual([404, 'ONBOARDING.ACTIVATION_LINK_INVALID']);
      const after = await visitor.post('/api/account-opening/status').send({ referenceNumber, dateOfBirth: '1979-11-02' }).expect(200);
      expect(after.body).toMatchObject({ status: 'approved', canSetPassword: false });

      const signedIn = bank.agent();
      await signedIn.post('/api/login').send({ customerId, password: 'Fresh-Start-2026' }).expect(200);
      const accounts = await signedIn.get('/api/accounts').expect(200);
      expect(accounts.body).toEqual([expect.objectContaining({ currency: 'EUR', balance: '0.00', accountType: 'savings' })]);
      // The outbox welcomes them in the background, after it delivered what choosing the password recorded.
      const notifications = await eventually(`the welcome of ${customerId}`, async () => {
        const items: { title: string; priority: string }[] = (await signedIn.get('/api/notifications').expect(200)).body.items;
        return items.some((n) => n.title === 'Welcome') ? items : undefined;
      });
      // The first notification is a welcome of normal priority, not a receipt (issue 28 item 11).
      expect(notifications.filter((n) => n.title === 'Welcome')).toEqual([expect.objectContaining({ priority: 'medium' })]);
      // Choosing the first password is no alarm (issue 28 item 11): nothing changed behind their back.
      expect(notifications.filter((n) => n.title === 'Password changed')).toEqual([]);
    });

    // After the test above: the applicant chose a password and signed in once.
    itCheckingDatabase('welcomes the new customer once: a second sign-in is not welcomed again, nor was the first password an alarm',
      "reads the outbox to see that the customer's events were all delivered", async () => {
      const { customerId } = await activationLink(app.primaryHolder.email);
      const signedIn = bank.agent();
      await signedIn.post('/api/login').send({ customerId, password: 'Fresh-Start-2026' }).expect(200);
      const { id } = (await signedIn.get('/api/user').expect(200)).body;
      // Both sign-ins delivered, and what their handlers recorded (a welcome is recorded before its sign-in counts as delivered): nothing more comes.
      await eventually(`every event of ${customerId}, delivered`, async () => {
        const [events] = await bank.database!.sql<{ signIns: number; pending: number }>(
          `select count(*) filter (where event_type = 'identity.user-signed-in')::int as "signIns", count(*) filter (where published_at is null)::int as pending
           from platform.outbox where payload->>'userId' = $1`, [id]);
        return events.signIns === 2 && events.pending === 0 ? true : undefined;
      });
      const notifications: { title: string }[] = (await signedIn.get('/api/notifications').expect(200)).body.items;
      expect(notifications.filter((n) => n.title === 'Welcome')).toHaveLength(1);
      expect(notifications.filter((n) => n.title === 'Password changed')).toEqual([]);
    }, { spendsIpAllowance: SPENDS('the activation above, whose customer it signs in as: its wrong and spent links') });

    itCheckingDatabase('refuses an activation link past its 24 hours', "moves the link's 24 hours back in SQL", async () => {
      const agent = bank.agent();
      const late = anApplication({ documents: await withDocuments(agent) });
      const ref = await submitVerified(agent, late);
      const id = await applicationIdOf(ref);
      await admin.post(`/api/admin/account-opening/applications/${id}/approve`).expect(200);
      const { token } = await activationLink(late.primaryHolder.email);
      // 24 hours and a minute later, as far as this link is concerned.
      await bank.database!.sql(`update onboarding.account_applications set activation_expires_at = activation_expires_at - interval '24 hours 1 minute' where id = $1`, [id]);
      const res = await bank.agent().post('/api/account-opening/activate').send({ token, password: 'Fresh-Start-2026', confirmPassword: 'Fresh-Start-2026' });
      expect([res.status, res.body.message]).toEqual([404, M.ACTIVATION_LINK_INVALID]);
    }, { spendsIpAllowance: SPENDS('its application, 2 upload URLs and refused activation link') });

    it('told the administrators when the application arrived', async () => {
      // The outbox delivers it in the background.
      expect(await eventually(`the administrators' notification of ${referenceNumber}`, async () => (await administratorsTold(referenceNumber)) || undefined)).toBe(true);
    });

    itSpendingIpAllowance('refuses to approve an applicant whose email already belongs to a customer, and creates nothing',
      SPENDS('its application and 2 upload URLs'), async () => {
      const id = await applyWithCustomersEmail();
      const res = await admin.post(`/api/admin/account-opening/applications/${id}/approve`);
      expect([res.status, res.body.code]).toEqual([409, 'IDENTITY.EMAIL_TAKEN']);
      expect((await usersWithEmail(customer.email)).map((u) => u.id)).toEqual([customer.id]);
      expect(((await admin.get(`/api/admin/account-opening/applications/${id}`).expect(200)).body as AdminApplicationDetailDto).status).toBe('submitted');
      // Rejected, it no longer holds the email: the test below verifies an application with it again.
      await admin.post(`/api/admin/account-opening/applications/${id}/reject`).send({ reason: 'Already a customer: please sign in' }).expect(200);
    });

    itCheckingDatabase('refusing to approve an applicant whose email belongs to a customer adds no user to the bank', "reads the users of the applicant's email or name in SQL", async () => {
      const database = bank.database!;
      // A name of the test's own: a user made from this application would have it, or the email.
      const lastName = uniqueName('Quist');
      const id = await applyWithCustomersEmail(lastName);
      const res = await admin.post(`/api/admin/account-opening/applications/${id}/approve`);
      expect([res.status, res.body.code]).toEqual([409, 'IDENTITY.EMAIL_TAKEN']);
      expect(await database.sql(`select id from identity.users where lower(email) = lower($1) or last_name = $2`, [customer.email, lastName])).toEqual([{ id: customer.id }]);
      expect(await database.sql(`select status from onboarding.account_applications where id = $1`, [id])).toEqual([{ status: 'submitted' }]);
      await admin.post(`/api/admin/account-opening/applications/${id}/reject`).send({ reason: 'Already a customer: please sign in' }).expect(200);
    }, { spendsIpAllowance: SPENDS('its application and 2 upload URLs') });

    // The limit it reaches is the reference's (5 wrong look-ups in 15 minutes, whoever asks), not the IP's: it spends 6 of the IP's 10.
    itSpendingIpAllowance('says nothing about whether a reference exists, and limits wrong guesses', SPENDS('its wrong look-ups'), async () => {
      const visitor = bank.agent();
      const wrongBirthday = await visitor.post('/api/account-opening/status').send({ referenceNumber, dateOfBirth: '1979-11-03' });
      // Unknown to the bank, and to other runs: every look-up of a reference counts against it, whoever asks.
      const unknown = await visitor.post('/api/account-opening/status').send({ referenceNumber: `AO-${RUN}ZZZZ`, dateOfBirth: '1979-11-02' });
      expect(wrongBirthday.status).toBe(404);
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: wrongBirthday.status, body: wrongBirthday.body });
      expect(unknown.body.message).toBe(M.STATUS_NOT_FOUND);

      // Five wrong dates of birth for one reference, then even the right one waits.
      for (let i = 0; i < 3; i++) expect((await visitor.post('/api/account-opening/status').send({ referenceNumber, dateOfBirth: `1979-10-0${i + 1}` })).status).toBe(404);
      const parallel = await Promise.all(Array.from({ length: 4 }, (_, i) => visitor.post('/api/account-opening/status').send({ referenceNumber, dateOfBirth: `1978-01-0${i + 1}` })));
      expect(parallel.map((r) => r.status).sort()).toEqual([404, 429, 429, 429]);
      const right = await visitor.post('/api/account-opening/status').send({ referenceNumber, dateOfBirth: '1979-11-02' });
      expect([right.status, right.body.message]).toEqual([429, M.STATUS_THROTTLED]);
    });
  });
});
