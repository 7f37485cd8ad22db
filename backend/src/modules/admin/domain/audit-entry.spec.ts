import { AuditEntry } from './audit-entry.js';

describe('an audit entry', () => {
  it('keeps who, what, on what, before, after and why, with the reason trimmed (blank is none)', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const actor = { id: 'a1', customerId: 'ADMIN001' };
    const entry = AuditEntry.record({ actor, action: 'user.status', target: { type: 'user', id: 'u1' }, before: { isActive: true }, after: { isActive: false }, reason: '  KYC  ' }, now);
    expect({ ...entry }).toEqual({
      actorId: 'a1', actorCustomerId: 'ADMIN001', action: 'user.status', targetType: 'user', targetId: 'u1', targetOwnerId: 'u1',
      before: { isActive: true }, after: { isActive: false }, reason: 'KYC', createdAt: now,
    });
    expect(AuditEntry.record({ actor, action: 'user.status', target: { type: 'user', id: 'u1' }, before: null, after: null, reason: '   ' }, now).reason).toBeNull();
  });

  it("belongs to the customer its target is or is of: a user is its own, anything else the one named, the bank's own nobody", () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const actor = { id: 'a1', customerId: 'ADMIN001' };
    const ownerOf = (target: Parameters<typeof AuditEntry.record>[0]['target']) => AuditEntry.record({ actor, action: 'x', target, before: null, after: null }, now).targetOwnerId;
    expect(ownerOf({ type: 'user', id: 'u1' })).toBe('u1');
    expect(ownerOf({ type: 'card', id: 'c1', ownerId: 'u2' })).toBe('u2');
    expect(ownerOf({ type: 'application', id: 'p1', ownerId: null })).toBeNull();
    expect(ownerOf({ type: 'setting', id: 'session-timeout' })).toBeNull();
  });
});
