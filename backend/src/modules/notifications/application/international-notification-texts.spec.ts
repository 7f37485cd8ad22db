import { internationalTransferCreated, internationalTransferStatusChanged } from './international-notification-texts.js';
import { transferCreated } from './notification-texts.js';

const base = {
  transferId: 't1', referenceNumber: 'INT261125-ABCDEFGH', userId: 'u1', recipientName: 'Hans Becker', recipientCountryName: 'Germany',
  transferAmount: '1250.00', transferCurrency: 'EUR', status: 'submitted', estimatedDelivery: '2026-11-26T10:30:00.000Z', creditNote: null,
};

describe('international transfer notifications', () => {
  it('tells a submitted transfer with the amount, recipient, country, reference and delivery', () => {
    expect(internationalTransferCreated(base)).toEqual([{ userId: 'u1', draft: {
      type: 'transfer', title: 'International transfer submitted', priority: 'low', actionUrl: '/international-transfer',
      message: 'Your international transfer of 1,250.00 EUR to Hans Becker (Germany), reference INT261125-ABCDEFGH was submitted. Estimated delivery: 2026-11-26 10:30 UTC.',
    } }]);
  });

  it('tells a held transfer that compliance reviews it', () => {
    const [{ draft }] = internationalTransferCreated({ ...base, status: 'pending' });
    expect(draft).toMatchObject({ title: 'International transfer under review', priority: 'high' });
  });

  it.each([
    ['submitted', 'completed', 'International transfer completed', 'was completed. Note from the bank: Paid.'],
    ['submitted', 'failed', 'International transfer failed', 'failed; the amount and the fee were returned to your account. Note from the bank: Paid.'],
    ['pending', 'cancelled', 'International transfer cancelled', 'was cancelled; the amount and the fee were returned'],
    ['failed', 'cancelled', 'International transfer status updated', 'changed from failed to cancelled. Note from the bank: Paid.'],
    ['completed', 'credited', 'International transfer status updated', 'changed from completed to credited.'],
    ['pending', 'submitted', 'International transfer status updated', 'changed from pending to submitted.'],
  ])('%s → %s: "%s"', (previousStatus, status, title, text) => {
    const [{ draft }] = internationalTransferStatusChanged({ ...base, previousStatus, status, creditNote: 'Paid.' });
    expect(draft.title).toBe(title);
    expect(draft.message).toContain(text);
  });

  it('payments does not tell an international transfer a second time', () => {
    expect(transferCreated({
      channel: 'international', transactionId: 'x', transactionCode: 'TXN', fromUserId: 'u1', toUserId: null, fromAccountNumber: '80000001',
      toAccountNumber: null, amount: '1.00', currency: 'USD', status: 'submitted', description: 'd', creditNote: null,
    })).toEqual([]);
  });
});
