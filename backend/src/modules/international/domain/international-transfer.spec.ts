import { InternationalTransfer, type InternationalTransferProps } from './international-transfer.js';

const at = new Date('2026-11-20T10:00:00Z');
const later = new Date('2026-11-21T10:00:00Z');

function aTransfer(overrides: Partial<InternationalTransferProps> = {}): InternationalTransfer {
  return InternationalTransfer.of({
    id: 't1', transactionId: 'tx1', userId: 'u1', fromAccountId: 'a1', fromAccountNumber: '80000001', recipientName: 'Hans Becker',
    recipientAddress: 'Berlin', recipientBankName: 'Commerzbank', recipientBankCode: 'COBADEFFXXX', recipientAccountNumber: 'DE89370400440532013000',
    recipientIfscCode: null, recipientCountryCode: 'DEU', transferAmount: '100.00', transferCurrency: 'EUR', exchangeRate: '1.085000',
    feePercentage: '1.50', feeAmount: '1.50', totalAmount: '101.50', debitAmount: '110.13', debitCurrency: 'USD', totalAmountUsd: '110.13',
    purpose: 'Family support', supportType: 'direct', proxyNetwork: null, nbfcPartner: null, status: 'pending', referenceNumber: 'INT261120-ABCDEFGH',
    estimatedDelivery: later, documentsSubmitted: false, complianceChecked: false, sanctionsMatch: 'Hans Becker', creditNote: null, adminNotes: null,
    statusUpdatedBy: null, statusUpdatedAt: null, createdAt: at, updatedAt: at, ...overrides,
  });
}

describe('InternationalTransfer', () => {
  it('records who set a status and when, keeping the notes it was not given', () => {
    const transfer = aTransfer({ adminNotes: 'Called the customer', creditNote: null });
    transfer.changeStatus('failed', 'staff-1', { creditNote: 'Returned to your account' }, later);
    expect(transfer).toMatchObject({
      status: 'failed', statusUpdatedBy: 'staff-1', statusUpdatedAt: later, updatedAt: later, adminNotes: 'Called the customer', creditNote: 'Returned to your account',
    });
  });

  it('clears a compliance hold when a person lets the money go on, not when they stop it or the job moves it', () => {
    for (const status of ['submitted', 'processing', 'completed', 'credited'] as const) {
      const transfer = aTransfer();
      transfer.changeStatus(status, 'staff-1', {}, later);
      expect(transfer.complianceChecked).toBe(true);
    }
    for (const status of ['pending', 'failed', 'cancelled'] as const) {
      const transfer = aTransfer();
      transfer.changeStatus(status, 'staff-1', {}, later);
      expect(transfer.complianceChecked).toBe(false);
    }
    const bySettlement = aTransfer();
    bySettlement.changeStatus('completed', null, {}, later);
    expect(bySettlement.complianceChecked).toBe(false);
    const cleared = aTransfer({ complianceChecked: true });
    cleared.changeStatus('cancelled', 'staff-1', {}, later);
    expect(cleared.complianceChecked).toBe(true);
  });
});
