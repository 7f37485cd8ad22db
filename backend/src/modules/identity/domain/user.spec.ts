import { User } from './user.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const aUser = () => User.register({ id: 'u1', customerId: 'CUST1', email: 'ana@example.test', passwordHash: 'h', firstName: 'Ana', lastName: 'Lima' }, new Date(0));
const contact = { firstName: 'Ana', lastName: 'Lima', email: 'ana@example.test', phone: '+351 1' };

describe('a user\'s profile, as other contexts copy it', () => {
  it('a new user has a profile to send, once', () => {
    const user = aUser();
    expect(user.takeProfileChange()).toEqual({
      userId: 'u1', customerId: 'CUST1', firstName: 'Ana', lastName: 'Lima', email: 'ana@example.test', role: 'user', active: true, deleted: false,
    });
    expect(user.takeProfileChange()).toBeNull();
  });

  it.each([
    ['a new name', (u: User) => u.updateProfile({ ...contact, lastName: 'Costa' }, NOW), { lastName: 'Costa' }],
    ['a new email, once its link is opened', (u: User) => {
      u.requestEmailChange('ana.lima@example.test', 'hash', new Date(NOW.getTime() + 60_000), NOW);
      u.confirmEmailChange(NOW);
    }, { email: 'ana.lima@example.test' }],
    ['deactivation', (u: User) => u.setActive(false, NOW), { active: false }],
    ['deletion', (u: User) => u.markDeleted(NOW), { active: false, deleted: true }],
  ])('changes with %s', (_name, change, expected) => {
    const user = aUser();
    user.takeProfileChange();
    change(user);
    expect(user.takeProfileChange()).toMatchObject(expected);
  });

  it.each([
    ['the same name and email', (u: User) => u.updateProfile({ ...contact, phone: '+351 2', address: 'Rua 1' }, NOW)],
    ['a new email asked for, not yet verified', (u: User) => u.requestEmailChange('ana.lima@example.test', 'hash', new Date(NOW.getTime() + 60_000), NOW)],
    ['activating an active user', (u: User) => u.setActive(true, NOW)],
    ['a sign-in', (u: User) => u.recordSignIn(NOW)],
    ['a new password', (u: User) => u.changePassword('h2', NOW)],
    ['restrictions', (u: User) => u.setRestrictions({ loginRestricted: true, transactionRestricted: true, reason: 'review' }, NOW)],
  ])('does not change with %s', (_name, change) => {
    const user = aUser();
    user.takeProfileChange();
    change(user);
    expect(user.takeProfileChange()).toBeNull();
  });
});

describe('links a user is emailed', () => {
  const LATER = new Date(NOW.getTime() + 30 * 60_000);

  it('a reset link works until it expires, not after a newer one, and once', () => {
    const user = aUser();
    user.issuePasswordReset('first', LATER, NOW);
    expect(user.canResetPasswordWith('first', NOW)).toBe(true);
    expect(user.canResetPasswordWith('first', LATER)).toBe(false);
    user.issuePasswordReset('second', LATER, NOW);
    expect(user.canResetPasswordWith('first', NOW)).toBe(false);
    user.resetPassword('h2', NOW);
    expect([user.passwordHash, user.passwordChangedAt]).toEqual(['h2', NOW]);
    expect(user.canResetPasswordWith('second', NOW)).toBe(false);
  });

  it.each([
    ['an administrator', (u: User) => { u.role = 'admin'; }],
    ['an inactive profile', (u: User) => u.setActive(false, NOW)],
    ['a restricted sign-in', (u: User) => u.setRestrictions({ loginRestricted: true, transactionRestricted: false, reason: 'review' }, NOW)],
    ['a deleted profile', (u: User) => u.markDeleted(NOW)],
  ])('no reset by email for %s', (_name, make) => {
    const user = aUser();
    make(user);
    user.issuePasswordReset('token', LATER, NOW);
    expect(user.mayResetPasswordByEmail).toBe(false);
    expect(user.canResetPasswordWith('token', NOW)).toBe(false);
  });

  it('a new email waits for its link; cancelling spends the link', () => {
    const user = aUser();
    user.requestEmailChange('new@example.test', 'link', LATER, NOW);
    expect([user.email, user.pendingEmail]).toEqual(['ana@example.test', 'new@example.test']);
    expect(user.canConfirmEmailChangeWith('other', NOW)).toBe(false);
    expect(user.canConfirmEmailChangeWith('link', LATER)).toBe(false);
    user.cancelEmailChange(NOW);
    expect(user.canConfirmEmailChangeWith('link', NOW)).toBe(false);
    user.requestEmailChange('new@example.test', 'again', LATER, NOW);
    user.confirmEmailChange(NOW);
    expect([user.email, user.pendingEmail, user.emailChangeTokenHash]).toEqual(['new@example.test', null, null]);
  });
});
