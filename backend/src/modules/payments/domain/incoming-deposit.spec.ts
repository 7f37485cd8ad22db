import { DepositAlreadyApproved, depositAmount, IncomingDeposit, newFundingReference, normalizeReference, OwnDepositApproval, payerName } from './incoming-deposit.js';

const recorded = () => IncomingDeposit.record({
  id: 'd1', reference: 'MPB-ABCDEFGH', accountId: 'a1', accountNumber: '1234567890', userId: 'u1', amount: '25000.00', currency: 'EUR', payer: 'Nora New', recordedBy: 'staff-a', recordedAt: new Date(),
});

describe('incoming deposits', () => {
  it('four eyes: the recorder cannot approve; another staff member can, once', () => {
    const deposit = recorded();
    expect(() => deposit.approve('staff-a', 't1', new Date())).toThrow(OwnDepositApproval);
    deposit.approve('staff-b', 't1', new Date());
    expect(deposit.snapshot).toMatchObject({ status: 'approved', approvedBy: 'staff-b', transactionId: 't1' });
    expect(() => deposit.approve('staff-c', 't2', new Date())).toThrow(DepositAlreadyApproved);
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
