import {
  DepositAlreadyDecided, depositAmount, IncomingDeposit, newFundingReference, normalizeReference, OwnDepositApproval, payerName, rejectionReason,
} from './incoming-deposit.js';

const recorded = () => IncomingDeposit.record({
  id: 'd1', reference: 'MPB-ABCDEFGH', accountId: 'a1', accountNumber: '1234567890', userId: 'u1', amount: '25000.00', currency: 'EUR', payer: 'Nora New', recordedBy: 'staff-a', recordedAt: new Date(),
});

describe('incoming deposits', () => {
  it('four eyes: the recorder cannot approve; another staff member can, once', () => {
    const deposit = recorded();
    expect(() => deposit.approve('staff-a', 't1', new Date())).toThrow(OwnDepositApproval);
    deposit.approve('staff-b', 't1', new Date());
    expect(deposit.snapshot).toMatchObject({ status: 'approved', approvedBy: 'staff-b', transactionId: 't1' });
    expect(() => deposit.approve('staff-c', 't2', new Date())).toThrow(DepositAlreadyDecided);
    expect(() => deposit.reject('staff-c', 'Wrong amount', new Date())).toThrow('This deposit has already been approved');
  });

  it('any staff member, the recorder too, rejects a pending deposit with a reason; then it cannot be approved', () => {
    const deposit = recorded();
    const at = new Date('2026-11-27T10:00:00Z');
    deposit.reject('staff-a', 'Amount typed as 25000, the payment was 2500', at);
    expect(deposit.snapshot).toMatchObject({ status: 'rejected', rejectedBy: 'staff-a', rejectedAt: at, rejectionReason: 'Amount typed as 25000, the payment was 2500', approvedBy: null, transactionId: null });
    expect(() => deposit.approve('staff-b', 't1', new Date())).toThrow('This deposit has already been rejected');
    expect(() => deposit.reject('staff-b', 'again', new Date())).toThrow(DepositAlreadyDecided);
  });

  it('a rejection names its reason: 1 to 500 characters', () => {
    expect(rejectionReason('  Duplicate of the first record ')).toBe('Duplicate of the first record');
    for (const bad of ['', '   ', null, 42]) expect(() => rejectionReason(bad)).toThrow('Please give the reason for rejecting the deposit');
    expect(() => rejectionReason('x'.repeat(501))).toThrow('Reason must be at most 500 characters');
  });

  it('references are MPB- and 8 characters without look-alikes, read back whatever the case and spaces', () => {
    const reference = newFundingReference();
    expect(reference).toMatch(/^MPB-[2-9A-HJ-NP-Z]{8}$/);
    expect(normalizeReference(` ${reference.toLowerCase().slice(0, 6)} ${reference.slice(6).toLowerCase()} `)).toBe(reference);
    expect(normalizeReference('MPB-123')).toBeNull();
    expect(normalizeReference(42)).toBeNull();
  });

  it('the amount is exact and positive; the payer named', () => {
    expect(depositAmount('25000.5', 'EUR').toString()).toBe('25000.50');
    for (const bad of ['0', '-1', '1.234', 'abc', null, Infinity]) expect(() => depositAmount(bad, 'EUR')).toThrow('Amount must be a positive amount with at most 2 decimals');
    expect(payerName('  Nora New ')).toBe('Nora New');
    expect(() => payerName(' ')).toThrow('Please enter who sent the money');
  });
});
