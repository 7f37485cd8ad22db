import { CardDisabledByBank, CardNotIssued, WalletNeedsActiveCard } from './card.errors.js';
import { DebitCard } from './debit-card.js';

const at = new Date('2026-11-24T00:00:00Z');
const issued = { cardNumberSealed: 'v1:a:b:c', cardNumberHash: 'h0001', last4: '0001', expiryMonth: 11, expiryYear: 2030, cvvEncrypted: 'v1:x:y:z' };

function anApplication(): DebitCard {
  return DebitCard.apply({ id: 'c1', accountId: 'a1', userId: 'u1', cardHolderName: 'ALEX', cardType: 'premium', deliveryAddress: null, pinHash: null, at });
}
function anIssuedCard(): DebitCard {
  const card = anApplication();
  card.issue(issued, 'admin', at);
  return card;
}

describe('DebitCard', () => {
  it('is pending until issued or rejected, and processed once', () => {
    const card = anApplication();
    expect(card.status).toBe('pending');
    expect(() => card.issued).toThrow(CardNotIssued);
    expect(() => card.setEnabled(false, 'owner', at)).toThrow(CardNotIssued);
    expect(() => card.assertCanJoinWallet()).toThrow(WalletNeedsActiveCard);
    card.issue(issued, 'admin', at);
    expect(card.status).toBe('active');
    expect(card.isActive).toBe(true);
    expect(() => card.reject('late', 'admin', at)).toThrow(CardNotIssued);
    const rejected = anApplication();
    rejected.reject('Address could not be verified', 'admin', at);
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Address could not be verified' });
  });

  it('lets the owner freeze and unfreeze, reporting only real changes', () => {
    const card = anIssuedCard();
    expect(card.setEnabled(true, 'owner', at)).toBe(false);
    expect(card.setEnabled(false, 'owner', at)).toBe(true);
    expect(card.disabledBy).toBe('owner');
    expect(() => card.assertCanJoinWallet()).toThrow(WalletNeedsActiveCard);
    expect(card.setEnabled(false, 'owner', at)).toBe(false);
    expect(card.setEnabled(true, 'owner', at)).toBe(true);
    expect(card.disabledBy).toBeNull();
  });

  it('keeps a card the bank disabled off for the owner; the bank may take over an owner freeze', () => {
    const card = anIssuedCard();
    card.setEnabled(false, 'owner', at);
    expect(card.setEnabled(false, 'admin', at)).toBe(true);
    expect(card.disabledBy).toBe('admin');
    expect(() => card.setEnabled(true, 'owner', at)).toThrow(CardDisabledByBank);
    expect(card.setEnabled(false, 'owner', at)).toBe(false);
    expect(card.setEnabled(true, 'admin', at)).toBe(true);
    expect(card.isActive).toBe(true);
  });

  it('is cancelled with its account, whether issued or still an application; a rejected one stays as it was', () => {
    const card = anIssuedCard();
    card.cancel(at);
    expect(card).toMatchObject({ status: 'cancelled', isActive: false, last4: '0001' });
    expect(() => card.issued).toThrow(CardNotIssued);
    const application = anApplication();
    application.cancel(at);
    expect(application.status).toBe('cancelled');
    const rejected = anApplication();
    rejected.reject('No', 'admin', at);
    rejected.cancel(at);
    expect(rejected.status).toBe('rejected');
  });
});
