import { randomUUID } from 'node:crypto';
import { EmailTaken } from '../../src/modules/identity/domain/identity.errors.js';
import { KnownDevice, type KnownDeviceRepository } from '../../src/modules/identity/domain/known-device.js';
import type { NotificationSettingsRepository } from '../../src/modules/identity/domain/notification-settings.repository.js';
import type { StepUpRepository } from '../../src/modules/identity/domain/step-up.repository.js';
import { StepUpAuthorization } from '../../src/modules/identity/domain/step-up-authorization.js';
import type { UserRepository } from '../../src/modules/identity/domain/user.repository.js';
import { KNOWN_DEVICES, NOTIFICATION_SETTINGS, STEP_UP_REPOSITORY, USER_REPOSITORY } from '../../src/modules/identity/identity.tokens.js';
import { TransactionRunner } from '../../src/shared/database/transaction-runner.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Identity's repository adapters on real PostgreSQL, where they hold logic: locks, one-statement guards, unique keys. */
describe('identity\'s repositories', () => {
  let t: TestApp;
  let inTransaction: <T>(work: () => Promise<T>) => Promise<T>;
  let customers = 0;
  beforeAll(async () => {
    t = await createTestApp();
    inTransaction = (work) => t.app.get(TransactionRunner).run(work);
  });
  afterAll(() => t?.close());

  const aCustomer = () => t.createUser(`REPO${++customers}`);
  const stepUp = () => t.app.get<symbol, StepUpRepository>(STEP_UP_REPOSITORY);

  describe('step-up', () => {
    it('the attempt count is locked: a second transaction waits for the first to commit, then sees its count', async () => {
      const { id } = await aCustomer();
      const order: string[] = [];
      // The second starts only once the first holds the lock: a fixed head start lost the race on a busy CI machine.
      let firstHoldsLock!: () => void;
      const locked = new Promise<void>((resolve) => { firstHoldsLock = resolve; });
      const first = inTransaction(async () => {
        const attempts = await stepUp().lockAttempts(id);
        order.push('first locked');
        firstHoldsLock();
        await pause(300);
        attempts.recordFailure(new Date());
        await stepUp().saveAttempts(attempts);
        order.push('first saved');
      });
      await locked;
      const seen = await inTransaction(async () => {
        const attempts = await stepUp().lockAttempts(id);
        order.push('second locked');
        return attempts.failedAttempts;
      });
      await first;
      expect(order).toEqual(['first locked', 'first saved', 'second locked']);
      expect(seen).toBe(1);
    });

    it('an authorization is found while unused and unexpired, and no longer once used', async () => {
      const { id } = await aCustomer();
      const { authorization } = StepUpAuthorization.issue({ id: randomUUID(), userId: id, purpose: 'domestic-transfer', payload: { amount: '1' }, signatureData: 'x' }, new Date());
      await inTransaction(() => stepUp().addAuthorization(authorization));
      const match = { tokenHash: authorization.tokenHash, userId: id, purpose: authorization.purpose, payloadHash: authorization.payloadHash };
      expect(await stepUp().findAuthorization(match)).toEqual({ authorizationId: authorization.id, transactionRestricted: false, restrictionReason: null });
      await t.sql(`update identity.step_up_authorizations set used_at = now() where id = $1`, [authorization.id]);
      expect(await stepUp().findAuthorization(match)).toEqual({ authorizationId: null, transactionRestricted: false, restrictionReason: null });
    });

    it('withdrawing a customer\'s authorizations leaves the used ones (evidence of consent)', async () => {
      const { id } = await aCustomer();
      const issue = () => StepUpAuthorization.issue({ id: randomUUID(), userId: id, purpose: 'domestic-transfer', payload: {}, signatureData: 'x' }, new Date()).authorization;
      const [used, unused] = [issue(), issue()];
      used.usedAt = new Date();
      await inTransaction(async () => { await stepUp().addAuthorization(used); await stepUp().addAuthorization(unused); });
      expect(await inTransaction(() => stepUp().withdrawUnusedAuthorizations(id))).toBe(1);
      expect(await t.sql(`select id from identity.step_up_authorizations where user_id = $1`, [id])).toEqual([{ id: used.id }]);
    });
  });

  it('notification settings: two partial changes at once both land', async () => {
    const { id } = await aCustomer();
    const settings = t.app.get<symbol, NotificationSettingsRepository>(NOTIFICATION_SETTINGS);
    const change = (changes: Record<string, boolean>) => inTransaction(async () => {
      const current = await settings.lock(id);
      current.change(changes, new Date());
      await pause(50);
      await settings.save(current);
    });
    await Promise.all([change({ transactionAlerts: false }), change({ marketingEmails: true })]);
    expect(await t.sql(`select transaction_alerts, marketing_emails, email_notifications from identity.notification_preferences where user_id = $1`, [id]))
      .toEqual([{ transaction_alerts: false, marketing_emails: true, email_notifications: true }]);
  });

  it('known devices: of two sign-ins at once from a new device, exactly one is told it is new', async () => {
    const { id } = await aCustomer();
    const devices = t.app.get<symbol, KnownDeviceRepository>(KNOWN_DEVICES);
    const remember = () => inTransaction(() => devices.remember(KnownDevice.seen({ userId: id, deviceToken: 'token-1', description: 'Chrome on Windows' }, new Date())));
    expect((await Promise.all([remember(), remember()])).sort()).toEqual([false, true]);
    expect(await remember()).toBe(false);
  });

  it('users: saving an email another user took meanwhile is EmailTaken, not a database error', async () => {
    const [first, second] = [await aCustomer(), await aCustomer()];
    const users = t.app.get<symbol, UserRepository>(USER_REPOSITORY);
    await expect(inTransaction(async () => {
      // The other address arrives through the emailed link (requestEmailChange, then confirmEmailChange).
      const user = (await users.findById(second.id))!;
      user.requestEmailChange(`${first.customerId.toUpperCase()}@EXAMPLE.TEST`, 'a-token-hash', new Date(Date.now() + 60_000), new Date());
      user.confirmEmailChange(new Date());
      await users.save(user);
    })).rejects.toBeInstanceOf(EmailTaken);
  });
});
