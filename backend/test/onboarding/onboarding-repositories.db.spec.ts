import { randomUUID } from 'node:crypto';
import { AccountApplication } from '../../src/modules/onboarding/domain/account-application.js';
import type { AccountApplicationRepository } from '../../src/modules/onboarding/domain/account-application.repository.js';
import { DocumentUpload } from '../../src/modules/onboarding/domain/document-upload.js';
import type { DocumentUploadRepository } from '../../src/modules/onboarding/domain/document-upload.repository.js';
import { OnboardingModule } from '../../src/modules/onboarding/onboarding.module.js';
import { ACCOUNT_APPLICATION_REPOSITORY, DOCUMENT_UPLOAD_REPOSITORY } from '../../src/modules/onboarding/onboarding.tokens.js';
import { ATTEMPT_LOG, type AttemptLog } from '../../src/shared/security/attempt-limiter.js';
import { TransactionRunner } from '../../src/shared/database/transaction-runner.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { onAnotherConnection } from '../support/test-database.js';

const at = new Date('2026-11-20T10:00:00Z');
const FORM = { primaryHolder: { firstName: 'Ada' }, bankingPreferences: { accountPurpose: 'savings', initialDeposit: '100.00' } };

const anApplication = (email: string) => AccountApplication.submit({
  id: randomUUID(), referenceNumber: `AO-${randomUUID().slice(0, 10).toUpperCase()}`, email, firstName: 'Ada', lastName: 'Lovelace',
  dateOfBirth: '1990-02-03', accountType: 'individual', currency: 'EUR', initialDeposit: '100.00', application: FORM, ip: '203.0.113.9', at,
  verificationTokenHash: randomUUID().replaceAll('-', '').padEnd(64, '0'), verificationExpiresAt: new Date('2099-01-01T00:00:00Z'),
});
const anUpload = (draftHash = 'a'.repeat(64)) => DocumentUpload.issue({ id: randomUUID(), draftHash, ip: null, expiresAt: new Date('2099-01-01T00:00:00Z'), at: new Date() });

/** The onboarding repositories on real PostgreSQL: their conflicts, locks and what they read back. */
describe('the onboarding repositories', () => {
  let t: TestApp;
  let applications: AccountApplicationRepository;
  let uploads: DocumentUploadRepository;
  let attempts: AttemptLog;
  let inTransaction: <T>(work: () => Promise<T>) => Promise<T>;
  beforeAll(async () => {
    t = await createTestApp();
    applications = t.app.get(ACCOUNT_APPLICATION_REPOSITORY);
    uploads = t.app.get(DOCUMENT_UPLOAD_REPOSITORY);
    // Each context binds its own attempts table to the token: onboarding's.
    attempts = t.app.select(OnboardingModule).get(ATTEMPT_LOG);
    inTransaction = (work) => t.app.get(TransactionRunner).run(work);
  });
  afterAll(() => t?.close());

  const elsewhere = (statement: string, params: unknown[]) => onAnotherConnection(t.config.databaseUrl, statement, params);

  it('holds an email (whatever its case) only with a verified pending application: unverified ones block nobody; a decided one leaves room', async () => {
    const [first, second] = [anApplication('ada@example.test'), anApplication('ADA@example.test')];
    await Promise.all([inTransaction(() => applications.add(first)), inTransaction(() => applications.add(second))]);
    expect(await inTransaction(() => applications.hasPendingFor('Ada@Example.test'))).toBe(false);
    const verify = (application: AccountApplication) => inTransaction(async () => {
      const locked = (await applications.lockByVerificationHash(application.verificationTokenHash!))!;
      locked.verifyEmail(at);
      await applications.save(locked);
    });
    await verify(first);
    expect(await inTransaction(() => applications.hasPendingFor('Ada@Example.test'))).toBe(true);
    // The database holds the rule too: a second verified one for the email is refused.
    await expect(verify(second)).rejects.toThrow(/account_applications_one_pending_per_email/);
    await inTransaction(async () => {
      const application = (await applications.lock(first.id))!;
      application.reject('Documents unreadable', { id: randomUUID(), customerId: 'ADMIN001' }, at);
      await applications.save(application);
    });
    expect(await inTransaction(() => applications.hasPendingFor('ada@example.test'))).toBe(false);
    await verify(second);
    expect(await inTransaction(() => applications.hasPendingFor('ada@example.test'))).toBe(true);
  });

  it('reads an application back as it was stored, by reference and date of birth together', async () => {
    const application = anApplication('grace@example.test');
    await inTransaction(() => applications.add(application));
    const found = await inTransaction(() => applications.findByReference(application.referenceNumber, '1990-02-03'));
    expect({ ...found }).toEqual({ ...application });
    expect(await inTransaction(() => applications.findByReference(application.referenceNumber, '1990-02-04'))).toBeNull();
    const locked = await inTransaction(() => applications.lock(application.id));
    expect({ ...locked }).toEqual({ ...application });
  });

  it('finds and locks the approved application of a customer, with a lock that leaves its row\'s key to others', async () => {
    const application = anApplication('alan@example.test');
    await inTransaction(() => applications.add(application));
    const userId = (await t.createUser('APPLICANT1')).id;
    await inTransaction(async () => {
      const locked = (await applications.lock(application.id))!;
      locked.approve({ userId, customerId: 'APPLICANT1', accountId: randomUUID(), accountNumber: '80999999' }, { id: randomUUID(), customerId: 'ADMIN001' }, at);
      await applications.save(locked);
    });
    const outcomes = await inTransaction(async () => {
      expect((await applications.lockOfUser(userId))?.id).toBe(application.id);
      return {
        keyShare: await elsewhere(`select 1 from onboarding.account_applications where id = $1 for key share nowait`, [application.id]),
        update: await elsewhere(`select 1 from onboarding.account_applications where id = $1 for no key update nowait`, [application.id]),
      };
    });
    expect(outcomes).toEqual({ keyShare: 'ok', update: '55P03' });
    expect(await inTransaction(() => applications.lockOfUser(randomUUID()))).toBeNull();
  });

  it('locks uploads in id order, and hands the purge only unreferenced old ones another run has not locked', async () => {
    const [taken, loose, young] = [anUpload(), anUpload(), anUpload()];
    const application = anApplication('edsger@example.test');
    await inTransaction(async () => {
      await applications.add(application);
      for (const upload of [taken, loose, young]) await uploads.add(upload);
    });
    await inTransaction(async () => {
      const [locked] = await uploads.lockAll([taken.id]);
      expect(locked.store({ contentType: 'application/pdf', size: 10, sha256: 'b'.repeat(64) }, at)).toBe('stored');
      locked.takeInto(application.id, 'idDocument');
      await uploads.save(locked);
    });
    await t.sql(`update onboarding.document_uploads set created_at = now() - interval '2 days' where id = any($1::uuid[])`, [[taken.id, loose.id]]);
    const cutoff = new Date(Date.now() - 86_400_000);
    expect(await inTransaction(() => uploads.lockUnreferenced(cutoff, 500))).toEqual([loose.id]);
    const another = `select id from onboarding.document_uploads where application_id is null and created_at < $1 for update skip locked`;
    expect(await elsewhere(another, [cutoff])).toBe(loose.id);
    expect(await inTransaction(async () => {
      await uploads.lockUnreferenced(cutoff, 500);
      return elsewhere(another, [cutoff]);
    })).toBe('ok');
    const ids = [young.id, taken.id, loose.id];
    expect((await inTransaction(() => uploads.lockAll(ids))).map((u) => u.id)).toEqual([...ids].sort());
    await inTransaction(() => uploads.remove([loose.id]));
    expect(await inTransaction(() => uploads.find(loose.id))).toBeNull();
    expect(await inTransaction(() => uploads.find(taken.id))).toMatchObject({ status: 'stored', applicationId: application.id, documentField: 'idDocument', size: 10 });
  });

  it('counts attempts in a window on the database\'s clock, and removes them by id or by age', async () => {
    const ids = await inTransaction(async () => [await attempts.record('status-ip', '198.51.100.7'), await attempts.record('status-ip', '198.51.100.7')]);
    await attempts.record('status-ip', '198.51.100.8');
    expect(await attempts.countRecent('status-ip', '198.51.100.7', 15)).toBe(2);
    await t.sql(`update onboarding.onboarding_attempts set created_at = now() - interval '20 minutes' where id = $1`, [ids[0]]);
    expect(await attempts.countRecent('status-ip', '198.51.100.7', 15)).toBe(1);
    await attempts.remove([ids[1]]);
    expect(await attempts.countRecent('status-ip', '198.51.100.7', 15)).toBe(0);
    await t.sql(`update onboarding.onboarding_attempts set created_at = now() - interval '30 hours' where id = $1`, [ids[0]]);
    expect(await attempts.removeOlderThan(24)).toBe(1);
  });
});
