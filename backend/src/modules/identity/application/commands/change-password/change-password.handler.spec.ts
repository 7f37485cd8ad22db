import type { AppConfig } from '../../../../../config/config.js';
import type { Clock } from '../../../../../shared/clock.js';
import type { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import type { DomainEvent } from '../../../../../shared/outbox/domain-event.js';
import type { Outbox } from '../../../../../shared/outbox/outbox.js';
import { LoginThrottled } from '../../../domain/identity.errors.js';
import type { LoginAttempts } from '../../../domain/login-attempts.js';
import { CurrentPasswordIncorrect } from '../../../domain/profile.errors.js';
import { User } from '../../../domain/user.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { PasswordChanged } from '../../../public/identity.events.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import type { Sessions } from '../../../../../shared/sessions/sessions.js';
import { PasswordCheck } from '../../password-check.js';
import { SignInThrottle } from '../../sign-in-throttle.js';
import { ChangePassword } from './change-password.command.js';
import { ChangePasswordHandler } from './change-password.handler.js';

const NOW = new Date('2026-11-21T10:00:00Z');

function setUp() {
  const user = User.register({ id: 'u1', customerId: 'CUST1', email: 'c@example.test', passwordHash: 'hash:old-password', firstName: 'A', lastName: 'B' }, new Date(0));
  const saved: User[] = [];
  const users: UserRepository = {
    findById: async (id) => (id === user.id ? user : null),
    lockById: async (id) => (id === user.id ? user : null),
    lockByPasswordResetHash: async () => null,
    lockByEmailChangeHash: async () => null,
    findByCustomerId: async () => null,
    findByEmail: async () => null,
    save: async (u) => { saved.push(u); },
    serializeAdministratorChanges: async () => {},
    countUsableAdministrators: async () => 0,
  };
  const verified: string[] = [];
  const hasher: PasswordHasher = {
    hash: async (s) => `hash:${s}`, verify: async (h, s) => { verified.push(s); return h === `hash:${s}`; }, dummyHash: async () => 'hash:',
  };
  const failures: string[] = [];
  const attempts: LoginAttempts = {
    claim: async (customerId, _ip, limits) => (failures.length < limits.perCustomer ? { attemptId: `attempt-${failures.push(customerId)}` } : { lockedMinutes: limits.windowMinutes }),
    release: async () => { failures.pop(); },
    clearFailures: async () => { failures.length = 0; },
    purgeBefore: async () => 0,
  };
  const revoked: { userId: string; keepSid: string }[] = [];
  const sessions = { revokeAllOfExcept: async (userId: string, keepSid: string) => { revoked.push({ userId, keepSid }); return 2; } } as unknown as Sessions;
  const events: DomainEvent[] = [];
  const outbox = { record: async (...e: DomainEvent[]) => { events.push(...e); } } as unknown as Outbox;
  const tx = { run: (work: () => Promise<unknown>) => work() } as unknown as TransactionRunner;
  const clock = { now: () => NOW } as Clock;
  const passwordCheck = new PasswordCheck(users, hasher, new SignInThrottle(attempts, tx, { ipLimitFactor: 1 } as AppConfig));
  const handler = new ChangePasswordHandler(users, hasher, attempts, sessions, passwordCheck, tx, outbox, clock);
  return { handler, user, saved, verified, failures, revoked, events };
}

describe('ChangePassword', () => {
  it('checks the current password, stores the new hash, ends the other sessions and records PasswordChanged', async () => {
    const { handler, user, saved, revoked, events } = setUp();
    const ended = await handler.execute(new ChangePassword('u1', 'old-password', 'new-password', 'sid-here', '10.0.0.1'));
    expect(ended).toBe(2);
    expect(user.passwordHash).toBe('hash:new-password');
    expect(user.passwordChangedAt).toEqual(NOW);
    expect(saved).toEqual([user]);
    expect(revoked).toEqual([{ userId: 'u1', keepSid: 'sid-here' }]);
    expect(events).toHaveLength(1);
    expect(events[0]).toBeInstanceOf(PasswordChanged);
    expect(events[0].payload).toEqual({ userId: 'u1', otherSessionsEnded: 2 });
  });

  it('refuses a wrong current password, counts it as a failed sign-in and changes nothing', async () => {
    const { handler, user, saved, failures, revoked, events } = setUp();
    await expect(handler.execute(new ChangePassword('u1', 'guess', 'new-password', 'sid', null))).rejects.toBeInstanceOf(CurrentPasswordIncorrect);
    expect(failures).toEqual(['CUST1']);
    expect(user.passwordHash).toBe('hash:old-password');
    expect([saved, revoked, events]).toEqual([[], [], []]);
  });

  it('stops guessing through a stolen session once the sign-in failure limit is reached', async () => {
    const { handler, verified, failures } = setUp();
    failures.push('CUST1', 'CUST1', 'CUST1', 'CUST1', 'CUST1');
    await expect(handler.execute(new ChangePassword('u1', 'old-password', 'new-password', 'sid', null))).rejects.toBeInstanceOf(LoginThrottled);
    expect(verified).toEqual([]);
  });
});
