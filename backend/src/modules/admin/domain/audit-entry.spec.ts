import { AuditEntry } from './audit-entry.js';

describe('an audit entry', () => {
  it('keeps who, what, on what, before, after and why, with the reason trimmed (blank is none)', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const actor = { id: 'a1', customerId: 'ADMIN001' };
    const entry = AuditEntry.record({ actor, action: 'user.status', target: { type: 'user', id: 'u1' }, before: { isActive: true }, after: { isActive: false }, reason: '  KYC  ' }, now);
    expect({ ...entry }).toEqual({
      actorId: 'a1', actorCustomerId: 'ADMIN001', action: 'user.status', targetType: 'user', targetId: 'u1',
      before: { isActive: true }, after: { isActive: false }, reason: 'KYC', createdAt: now,
    });
    expect(AuditEntry.record({ actor, action: 'user.status', target: { type: 'user', id: 'u1' }, before: null, after: null, reason: '   ' }, now).reason).toBeNull();
  });
});
