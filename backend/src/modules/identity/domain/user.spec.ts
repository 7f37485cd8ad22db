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
    ['a new email', (u: User) => u.updateProfile({ ...contact, email: 'ana.lima@example.test' }, NOW), { email: 'ana.lima@example.test' }],
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
